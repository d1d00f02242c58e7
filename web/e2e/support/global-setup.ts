import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_HASH_COST_ENV } from '../../../functions/src/accounts/domain/passwords';
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
const PLATFORM_ENV = { [TEST_PASSWORD_HASH_COST_ENV]: String(2 ** 10) };

/**
 * Once per run: a fresh production build of the site, one Chromium that every test file connects
 * to, two demo platforms serving the build, and each demo role signed in on each of them. Most files
 * share the first; the second is for the file that signs the demo's waiting record and deletes the
 * demo company's history, which the others read.
 *
 * No test file starts before this returns (nor, in `npm test`, any other project's setup), so the
 * parts start side by side: the platforms serve the build directory per request, so they need it
 * filled only by the first page load, after the build; they start one after the other, each a JVM
 * that a busy machine is slow to start already. Each platform runs in a process of its own,
 * which also keeps its environment (emulator endpoints, log level) out of the runner's process,
 * whose environment the other projects' workers inherit.
 */
export default async function setup(project: TestProject) {
  installDebianPackagesWhenMissing({ [CHROMIUM_PATH]: 'chromium' });
  const distDir = mkdtempSync(join(tmpdir(), 'ssm-site-'));
  const started: Stoppable[] = [];
  const stop = async () => {
    for (const running of started.reverse()) await running.stop();
    rmSync(distDir, { recursive: true, force: true });
  };
  /* Kept for `stop` as each start ends: a part started beside a failing one is stopped too. */
  const keep = async <T extends Stoppable>(starting: Promise<T>): Promise<T> => {
    const running = await starting;
    started.push(running);
    return running;
  };
  try {
    const starts = [
      keep(
        chromium
          .launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: TEST_CHROMIUM_ARGS })
          .then((server) => ({ server, stop: () => server.close() })),
      ),
      // One JVM starting at a time: two at once beside the build missed DynamoDB Local's two-minute
      // start deadline at a load of 25.
      keep(startDemoPlatformProcess(distDir, PLATFORM_ENV)).then(async (first) => ({
        first,
        second: await keep(startDemoPlatformProcess(distDir, PLATFORM_ENV)),
      })),
      buildSite(distDir),
    ] as const;
    await Promise.allSettled(starts);
    const [{ server }, { first: platform, second: secondPlatform }] = await Promise.all(starts);
    const client = await chromium.connect(server.wsEndpoint());
    try {
      // A platform per process: the two sign in side by side, each one role after the other.
      const sessions = await Promise.all(
        [platform, secondPlatform].map(
          async ({ url }) => [new URL(url).origin, await signInDemoRoles(client, url)] as const,
        ),
      );
      project.provide('demoSessions', Object.fromEntries(sessions));
    } finally {
      await client.close();
    }
    project.provide('baseUrl', platform.url);
    project.provide('secondDemoUrl', secondPlatform.url);
    project.provide('browserEndpoint', server.wsEndpoint());
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}

declare module 'vitest' {
  // Declaration merging is the only way to type `provide`/`inject`, so this one is an interface.
  export interface ProvidedContext {
    baseUrl: string;
    /** A demo platform of its own for the file that changes the demo's records. */
    secondDemoUrl: string;
    browserEndpoint: string;
    /** Each demo role's session on each platform, by the platform's origin. */
    demoSessions: Record<string, DemoSessions>;
  }
}
