import { resolve } from 'node:path';
import { loadLocalKeys, startEmulators } from '../local/emulators';
import { findRunningPlatform } from '../local/running-platform';
import { ENV } from '../platform/config';

/** The local data directory the scripts use, as `npm start` does. */
export const dataDir = resolve(process.env.DATA_DIR ?? '.data');

/**
 * Runs `work` against the store the environment names: with TABLE_NAME set, that table (a
 * deployed one, with the shell's AWS credentials); otherwise the local store in DATA_DIR,
 * through the running `npm start` when there is one (its DynamoDB Local files cannot be opened
 * twice), else on emulators started for this run.
 */
export async function withStore<T>(work: () => Promise<T>): Promise<T> {
  if (process.env[ENV.tableName]) return work();
  const running = await findRunningPlatform(dataDir);
  if (running) {
    Object.assign(process.env, running, await loadLocalKeys(dataDir));
    return work();
  }
  const emulators = await startEmulators({ dataDir });
  try {
    Object.assign(process.env, emulators.env);
    return await work();
  } finally {
    await emulators.stop();
  }
}

/**
 * `withStore` for a script that touches the table only: the buckets and the token secret, which
 * the configuration requires and the script never reads, get placeholders unless the store sets them.
 */
export function withTableOnlyStore<T>(work: () => Promise<T>): Promise<T> {
  process.env[ENV.courseFilesBucket] ??= 'unused';
  process.env[ENV.archivesBucket] ??= 'unused';
  process.env[ENV.tokenSecret] ??= 'unused';
  return withStore(work);
}
