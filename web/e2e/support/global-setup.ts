import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';

const webDir = resolve(import.meta.dirname, '../..');
const platformModulePath = resolve(webDir, '../functions/src/local/platform.ts');

/** The part of the local platform's module this setup uses (`functions/src/local/platform.ts`). */
type PlatformModule = {
  startPlatform(options: {
    dataDir: string;
    port: number;
    seed: 'demo' | 'none';
    webDistDir?: string;
    quiet?: boolean;
  }): Promise<{ url: string; stop(): Promise<void> }>;
};

/** CI machines start without a browser; Debian's own Chromium is the one the tests drive. */
function installChromiumWhenMissing(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], options);
}

/** The production build users get; vitest's NODE_ENV=test would otherwise select React's dev build. */
async function buildSite(outDir: string): Promise<void> {
  const testNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(webDir, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = testNodeEnv;
  }
}

/**
 * Once per run: a browser, a fresh production build of the site and the whole local platform
 * (emulators, gateway, demo seed) on a throwaway data directory.
 */
export default async function setup(project: TestProject) {
  installChromiumWhenMissing();
  const workDir = mkdtempSync(join(tmpdir(), 'ssm-e2e-'));
  const distDir = join(workDir, 'dist');
  await buildSite(distDir);
  /* Loaded by path so the web project's type check does not pull in the functions program. */
  const { startPlatform } = (await import(platformModulePath)) as PlatformModule;
  const platform = await startPlatform({
    dataDir: join(workDir, 'data'),
    port: 0,
    seed: 'demo',
    webDistDir: distDir,
    quiet: true,
  });
  project.provide('baseUrl', platform.url);
  return async () => {
    await platform.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  // Declaration merging is the only way to type `provide`/`inject`, so this one is an interface.
  export interface ProvidedContext {
    baseUrl: string;
  }
}
