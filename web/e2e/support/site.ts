import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const webDir = resolve(import.meta.dirname, '../..');
const platformModulePath = resolve(webDir, '../functions/src/local/platform.ts');

/** The part of the local platform's module used here (`functions/src/local/platform.ts`). */
type PlatformModule = {
  startPlatform(options: {
    dataDir: string;
    port: number;
    seed: 'demo' | 'none';
    webDistDir?: string;
    quiet?: boolean;
  }): Promise<{ url: string; stop(): Promise<void> }>;
};

export type DemoSite = {
  url: string;
  /** The production build the platform serves. */
  distDir: string;
  stop(): Promise<void>;
};

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
 * A fresh production build of the site and the whole local platform (emulators, gateway, demo
 * seed) serving it, on a throwaway directory that `stop` removes.
 */
export async function startDemoSite(): Promise<DemoSite> {
  const workDir = mkdtempSync(join(tmpdir(), 'ssm-site-'));
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
  return {
    url: platform.url,
    distDir,
    stop: async () => {
      await platform.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
