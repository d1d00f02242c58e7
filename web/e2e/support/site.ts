import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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
export async function buildSite(outDir: string): Promise<void> {
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

export type DemoPlatform = {
  url: string;
  /** Where the platform keeps its store and says where its emulators listen (`running-platform.ts`). */
  dataDir: string;
  /** Where the platform writes the mails it sends (.eml), so a test can read a one-time code. */
  outboxDir: string;
  stop(): Promise<void>;
};

/**
 * The whole local platform (emulators, gateway, demo seed) serving an already built site, on a
 * throwaway directory that `stop` removes. The platform points the process's environment at its
 * emulators, so a process runs one at a time.
 */
export async function startDemoPlatform(distDir: string, port = 0): Promise<DemoPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ssm-platform-'));
  /* Loaded by path so the web project's type check does not pull in the functions program. */
  const { startPlatform } = (await import(platformModulePath)) as PlatformModule;
  const platform = await startPlatform({ dataDir, port, seed: 'demo', webDistDir: distDir, quiet: true });
  return {
    url: platform.url,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    stop: async () => {
      await platform.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The same in a child process: a process holds one platform (it points the process's environment
 * at its emulators), and the platform's requests, seed and daily job then run beside the test
 * runner's process instead of in it. `env` is added to the child's environment; `port` 0 is any
 * free one.
 */
export function startDemoPlatformProcess(
  distDir: string,
  env: Record<string, string> = {},
  port = 0,
): Promise<DemoPlatform> {
  const child = fork(resolve(import.meta.dirname, 'demo-platform-process.ts'), [distDir, String(port)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return new Promise((resolveStart, rejectStart) => {
    child.once('message', (message: { url: string; dataDir: string; outboxDir: string }) =>
      resolveStart({
        url: message.url,
        dataDir: message.dataDir,
        outboxDir: message.outboxDir,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      }),
    );
    child.once('exit', (code) => rejectStart(new Error(`The demo platform process exited with ${code}`)));
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A demo platform of the file's own whose public address is `localhost`: browsers refuse an IP
 * address as a WebAuthn relying party, so a passkey test cannot use the run's shared platform.
 */
export async function startLocalhostDemoPlatform(
  distDir: string,
  env: Record<string, string>,
): Promise<DemoPlatform> {
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  const platform = await startDemoPlatformProcess(distDir, { ...env, PUBLIC_BASE_URL: url }, port);
  return { ...platform, url };
}

/** A fresh production build of the site and the demo platform serving it; `stop` removes both. */
export async function startDemoSite(): Promise<DemoSite> {
  const workDir = mkdtempSync(join(tmpdir(), 'ssm-site-'));
  const distDir = join(workDir, 'dist');
  await buildSite(distDir);
  const platform = await startDemoPlatform(distDir);
  return {
    url: platform.url,
    distDir,
    stop: async () => {
      await platform.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
