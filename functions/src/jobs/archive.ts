import { runArchiveJob } from '../domain/archives';

/**
 * The archive job's Lambda, invoked asynchronously by `generate-company-zip` with the job's id.
 * Outcome and progress go to the job's item in the table; the function itself never fails, so
 * Lambda never retries a half-built archive behind the polling page.
 */
export async function handler(event: { job_id: string }): Promise<void> {
  await runArchiveJob(event.job_id);
}
