import { createServer, type Server } from 'node:http';
import type { SiteConfig } from '@ssm/shared';
import { resetClientsForTests } from '../platform/aws';
import { now } from '../platform/clock';
import { ENV, resetConfigForTests } from '../platform/config';
import { resetDeploymentKeysForTests } from '../platform/deployment-keys';
import { getMailer } from '../platform/mailer';
import { runTrainingStatusJob } from '../training-status/domain/training-status-job';
import { startDailySchedule } from './daily-schedule';
import { startEmulators } from './emulators';
import { createGatewayListener } from './gateway';
import { announcePlatform } from './running-platform';
import { type SeedOutcome, seedStore } from './seed';

export type PlatformOptions = {
  /** Where DynamoDB Local, s3rver and the outbox keep their data; survives restarts. */
  dataDir: string;
  port: number;
  /**
   * The address the gateway listens on: loopback unless told otherwise, so a laptop on a café's
   * network does not serve the platform (and its demo accounts) to its neighbours.
   */
  host?: string;
  /** `demo`: seed a fresh store (or the env's super owner); `none`: leave it empty. */
  seed: 'demo' | 'none';
  webDistDir?: string;
  /** Silences the request logs (tests). */
  quiet?: boolean;
  superowner?: { username?: string; password?: string };
  /** The site's contact details (README, Configuration); the defaults without. */
  siteConfig?: SiteConfig;
  /**
   * The address people open the site at, when not the gateway's own (Vite's in `npm run dev`);
   * `PUBLIC_BASE_URL` still wins.
   */
  siteUrl?: string;
};

export type Platform = {
  /** The gateway's address, by the name `localhost` on this machine. */
  url: string;
  /** The site's public address (`PUBLIC_BASE_URL`): where people open it, and the passkeys' relying party. */
  siteUrl: string;
  env: Record<string, string>;
  seedOutcome: SeedOutcome | null;
  stop(): Promise<void>;
};

/** Loopback: the platform is reachable from this machine only, unless `HOST` says otherwise. */
export const DEFAULT_HOST = '127.0.0.1';

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** The addresses a browser on this machine reaches as `localhost`: loopback and every interface. */
const LOCALHOST_ADDRESSES = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost']);

/**
 * How a browser on this machine reaches the address: by the name `localhost` where it can, since
 * browsers refuse an IP address as a passkey's relying party (docs/security.md, passkeys) and
 * the site's public address is this one unless told otherwise.
 */
function toUrlHost(host: string): string {
  if (LOCALHOST_ADDRESSES.has(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The whole platform on one machine: emulators, seed, and the local gateway serving the site
 * and `/api/*` from the same handler modules Lambda runs.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const emulators = await startEmulators({ dataDir: options.dataDir });
  // The seed writes the address the server listens at into the records it signs (their
  // verification link), so the server listens first and holds API requests until the seed is in.
  const seeded = Promise.withResolvers<void>();
  const server = createServer(
    createGatewayListener({
      ...(options.webDistDir ? { siteDir: options.webDistDir } : {}),
      fileOrigins: [emulators.env[ENV.s3Endpoint] as string],
      ...(options.siteConfig ? { siteConfig: options.siteConfig } : {}),
      apiReady: seeded.promise,
    }),
  );
  try {
    const host = options.host ?? DEFAULT_HOST;
    const port = await listen(server, options.port, host);
    const url = `http://${toUrlHost(host)}:${port}`;
    Object.assign(process.env, emulators.env);
    process.env[ENV.publicBaseUrl] ??= options.siteUrl ?? url;
    if (options.quiet) process.env.LOG_LEVEL = 'warn';
    resetConfigForTests();
    resetClientsForTests();
    resetDeploymentKeysForTests();
    const seedOutcome =
      options.seed === 'demo'
        ? await seedStore({
            SUPEROWNER_USERNAME: options.superowner?.username,
            SUPEROWNER_PASSWORD: options.superowner?.password,
          })
        : null;
    seeded.resolve();
    const withdrawAnnouncement = await announcePlatform(options.dataDir, process.env);
    // The stack's daily EventBridge rule, here: at start, then every 24 hours; with no queue, the
    // firms run in this process.
    const schedule = startDailySchedule('training-status job', () =>
      runTrainingStatusJob({ now: now(), mailer: getMailer() }),
    );
    return {
      url,
      siteUrl: process.env[ENV.publicBaseUrl] as string,
      env: emulators.env,
      seedOutcome,
      stop: async () => {
        await withdrawAnnouncement();
        await schedule.stop();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await emulators.stop();
      },
    };
  } catch (error) {
    server.close();
    await emulators.stop();
    throw error;
  }
}
