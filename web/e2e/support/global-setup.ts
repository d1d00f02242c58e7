import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_HASH_COST_ENV } from '../../../functions/src/accounts/domain/passwords';
import { startInBackground } from '../../../functions/test/support/background-starts';
import { installDebianPackagesWhenMissing } from '../../../functions/test/support/debian-packages';
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from './chromium';
import { type DemoSessions, signInDemoRoles } from './demo-sessions';
import { buildSite, startDemoPlatformProcess } from './site';

type Stoppable = { stop(): Promise<void> };

/**
 * The demo platforms' password hashes at the test cost the integration tests use
 * (`functions/test/support/setup-env.ts`): a run signs in and creates users dozens of times, and the
 * production cost is proven by the unit tests and the password bench, not by the browser.
 */
export const PLATFORM_ENV = { [TEST_PASSWORD_HASH_COST_ENV]: String(2 ** 10) };

/**
 * Once per run: a fresh production build of the site, one Chromium that every test file connects
 * to, the demo platform serving the build, and each demo role signed in on it. A file that changes
 * data creates its own (the journey its own firm), so every file shares the one platform.
 *
 * All of it starts in the background, beside the other projects' setups (no test file starts
 * before it is done: `functions/test/support/background-starts.ts`), and its parts side by side:
 * the platform serves the build directory per request, so it needs it filled only by the first
 * page load, after the build. The platform runs in a process of its own, which also keeps its
 * environment (emulator endpoints, log level) out of the runner's process, whose environment the
 * other projects' workers inherit.
 */
export default function setup(project: TestProject) {
  installDebianPackagesWhenMissing({ [CHROMIUM_PATH]: 'chromium' });
  const distDir = mkdtempSync(join(tmpdir(), 'ssm-site-'));
  const started: Stoppable[] = [];
  const stop = async () => {
    for (const running of started.splice(0).reverse()) await running.stop();
    rmSync(distDir, { recursive: true, force: true });
  };
  /* Kept for `stop` as each start ends: a part started beside a failing one is stopped too. */
  const keep = async <T extends Stoppable>(starting: Promise<T>): Promise<T> => {
    const running = await starting;
    started.push(running);
    return running;
  };
  const start = async () => {
    const starts = [
      keep(
        chromium
          .launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: TEST_CHROMIUM_ARGS })
          .then((server) => ({ server, stop: () => server.close() })),
      ),
      keep(startDemoPlatformProcess(distDir, PLATFORM_ENV)),
      buildSite(distDir),
    ] as const;
    await Promise.allSettled(starts);
    const [{ server }, platform] = await Promise.all(starts);
    const client = await chromium.connect(server.wsEndpoint());
    try {
      project.provide('demoSessions', await signInDemoRoles(client, platform.url));
    } finally {
      await client.close();
    }
    project.provide('baseUrl', platform.url);
    project.provide('platformDataDir', platform.dataDir);
    project.provide('outboxDir', platform.outboxDir);
    project.provide('siteDir', distDir);
    project.provide('browserEndpoint', server.wsEndpoint());
  };
  const ready = startInBackground(
    start().catch(async (error: unknown) => {
      await stop();
      throw error;
    }),
  );
  return async () => {
    await ready.catch(() => {});
    await stop();
  };
}

declare module 'vitest' {
  // Declaration merging is the only way to type `provide`/`inject`, so this one is an interface.
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared platform's data directory, where a test finds its store (`withRunningPlatform`). */
    platformDataDir: string;
    /** The shared platform's outbox: the mails it sent, one-time signing codes among them. */
    outboxDir: string;
    /** The built site the platform serves, for a file that needs a platform of its own. */
    siteDir: string;
    browserEndpoint: string;
    /** Each demo role's session on the platform. */
    demoSessions: DemoSessions;
  }
}
