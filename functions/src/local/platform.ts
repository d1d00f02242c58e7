import { createServer, type Server } from 'node:http';
import { runTrainingStatusJob } from '../domain/training-status-job';
import { resetClientsForTests } from '../lib/aws';
import { now } from '../lib/clock';
import { ENV, resetConfigForTests } from '../lib/config';
import { getMailer } from '../lib/mailer';
import { resetTokenSecretForTests } from '../lib/tokens';
import { startDailySchedule } from './daily-schedule';
import { startEmulators } from './emulators';
import { createGatewayListener } from './gateway';
import { announcePlatform } from './running-platform';
import { type SeedOutcome, seedStore } from './seed';

export type PlatformOptions = {
  /** Where DynamoDB Local, s3rver and the outbox keep their data; survives restarts. */
  dataDir: string;
  port: number;
  /** `demo`: seed a fresh store (or the env's super owner); `none`: leave it empty. */
  seed: 'demo' | 'none';
  webDistDir?: string;
  /** Silences the request logs (tests). */
  quiet?: boolean;
  superowner?: { username?: string; password?: string };
};

export type Platform = {
  url: string;
  env: Record<string, string>;
  seedOutcome: SeedOutcome | null;
  stop(): Promise<void>;
};

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * The whole platform on one machine: emulators, seed, and the local gateway serving the site
 * and `/api/*` from the same handler modules Lambda runs.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const emulators = await startEmulators({ dataDir: options.dataDir });
  const server = createServer(
    createGatewayListener({
      ...(options.webDistDir ? { siteDir: options.webDistDir } : {}),
      fileOrigins: [emulators.env[ENV.s3Endpoint] as string],
    }),
  );
  try {
    const port = await listen(server, options.port);
    const url = `http://localhost:${port}`;
    Object.assign(process.env, emulators.env);
    process.env[ENV.publicBaseUrl] ??= url;
    if (options.quiet) process.env.LOG_LEVEL = 'warn';
    resetConfigForTests();
    resetClientsForTests();
    resetTokenSecretForTests();
    const seedOutcome =
      options.seed === 'demo'
        ? await seedStore({
            SUPEROWNER_USERNAME: options.superowner?.username,
            SUPEROWNER_PASSWORD: options.superowner?.password,
          })
        : null;
    const withdrawAnnouncement = await announcePlatform(options.dataDir, process.env);
    // The stack's daily EventBridge rule, here: at start, then every 24 hours.
    const schedule = startDailySchedule('training-status job', () =>
      runTrainingStatusJob({ now: now(), mailer: getMailer() }),
    );
    return {
      url,
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
