import { resolve } from 'node:path';
import { now } from '../platform/clock';
import { ENV } from '../platform/config';
import { getMailer } from '../platform/mailer';
import { runTrainingStatusJob } from '../training-status/domain/training-status-job';
import { dataDir, withTableOnlyStore } from './local-store';

/*
 * `npm run job:training-status`: runs the daily training-status job now.
 *   - TABLE_NAME set: against that table (a deployed one, with the shell's AWS credentials; set
 *     MAIL_TRANSPORT=ses, MAIL_FROM and PUBLIC_BASE_URL for the reminders to go out by SES).
 *   - otherwise: against the local store in DATA_DIR (default `.data`), through the running
 *     `npm start` when there is one, else on emulators started for this run.
 * The job touches only the table and the mail, so buckets and the token secret are not needed.
 */

async function runJob(): Promise<void> {
  process.env[ENV.outboxDir] ??= resolve(dataDir, 'outbox');
  const startedAt = performance.now();
  const summary = await runTrainingStatusJob({ now: now(), mailer: getMailer() });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `Training status recomputed in ${seconds} s: ${summary.firms} firms, ${summary.companies} companies, ` +
      `${summary.written} items written, ${summary.removed} removed, ${summary.reenrolled} workers re-enrolled, ` +
      `${summary.reminders} reminders sent.`,
  );
}

async function main(): Promise<void> {
  await withTableOnlyStore(runJob);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
