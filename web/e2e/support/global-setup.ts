import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { installDebianPackagesWhenMissing } from '../../../functions/test/support/debian-packages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { type DemoSessions, signInDemoRoles } from './demo-sessions';
import { buildSite, startDemoPlatform, startDemoPlatformProcess } from './site';

/**
 * Once per run: a fresh production build of the site, one Chromium that every test file connects
 * to, two demo platforms serving the build, and each demo role signed in on each of them. Most files share the first; the second is for the
 * file that signs the demo's waiting record and deletes the demo company's history, which the
 * others read. The platforms start one after the other, after the build: each starts a JVM, which
 * on a busy machine is slow enough already without competing with the other and the build.
 */
export default async function setup(project: TestProject) {
  installDebianPackagesWhenMissing({ [CHROMIUM_PATH]: 'chromium' });
  const distDir = mkdtempSync(join(tmpdir(), 'ssm-site-'));
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const running of started.reverse()) await running.stop();
    rmSync(distDir, { recursive: true, force: true });
  };
  try {
    const launching = chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    started.push({ stop: async () => (await launching).close() });
    const [browser] = await Promise.all([launching, buildSite(distDir)]);
    const platform = await startDemoPlatform(distDir);
    started.push(platform);
    const secondPlatform = await startDemoPlatformProcess(distDir);
    started.push(secondPlatform);
    const client = await chromium.connect(browser.wsEndpoint());
    try {
      const sessions: Record<string, DemoSessions> = {};
      for (const { url } of [platform, secondPlatform]) {
        sessions[new URL(url).origin] = await signInDemoRoles(client, url);
      }
      project.provide('demoSessions', sessions);
    } finally {
      await client.close();
    }
    project.provide('baseUrl', platform.url);
    project.provide('secondDemoUrl', secondPlatform.url);
    project.provide('browserEndpoint', browser.wsEndpoint());
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
