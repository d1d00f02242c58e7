import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './chromium';
import { startDemoSite } from './site';

/** CI machines start without a browser; Debian's own Chromium is the one the tests drive. */
function installChromiumWhenMissing(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], options);
}

/** Once per run: a browser and the demo platform serving a fresh production build of the site. */
export default async function setup(project: TestProject) {
  installChromiumWhenMissing();
  const site = await startDemoSite();
  project.provide('baseUrl', site.url);
  return site.stop;
}

declare module 'vitest' {
  // Declaration merging is the only way to type `provide`/`inject`, so this one is an interface.
  export interface ProvidedContext {
    baseUrl: string;
  }
}
