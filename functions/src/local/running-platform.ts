import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENV } from '../platform/config';

/*
 * A running `npm start` says where its emulators listen, in its data directory, so a script run
 * beside it (`npm run job:training-status`) uses them instead of opening the same DynamoDB Local
 * files a second time. Only addresses and names are written, never a key: a script reads those
 * from the data directory's own files (emulators.ts, `loadLocalKeys`).
 */

const FILE_NAME = 'running-platform.json';
const SHARED_VARIABLES = [
  ENV.tableName,
  ENV.dynamodbEndpoint,
  ENV.s3Endpoint,
  ENV.courseFilesBucket,
  ENV.archivesBucket,
  ENV.mailTransport,
  ENV.outboxDir,
  ENV.publicBaseUrl,
  ENV.sealDir,
  ENV.sealTimestampUrl,
  ENV.sealTimestampTrustAnchors,
  'AWS_REGION',
];

type Announcement = { pid: number; env: Record<string, string> };

/** Writes the announcement; the answer removes it (when the platform stops). */
export async function announcePlatform(dataDir: string, env: Record<string, string | undefined>) {
  const file = join(dataDir, FILE_NAME);
  const shared = Object.fromEntries(
    SHARED_VARIABLES.flatMap((name) => (env[name] ? [[name, env[name] as string]] : [])),
  );
  const announcement: Announcement = { pid: process.pid, env: shared };
  await writeFile(file, JSON.stringify(announcement, null, 2), { mode: 0o600 });
  return () => rm(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The environment of the platform running on `dataDir`, or null when none is (or it died). */
export async function findRunningPlatform(dataDir: string): Promise<Record<string, string> | null> {
  let announcement: Announcement;
  try {
    announcement = JSON.parse(await readFile(join(dataDir, FILE_NAME), 'utf8')) as Announcement;
  } catch {
    return null;
  }
  return isAlive(announcement.pid) ? announcement.env : null;
}
