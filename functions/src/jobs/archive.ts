import { handleArchiveJobEvent } from '../domain/archive-job';
import type { ArchiveJobEvent } from '../lib/adapters';
import { getSealing } from '../lib/seal';
import { getArchives, getCourseFiles } from '../lib/storage';

/**
 * The archive job's Lambda, invoked asynchronously by `generate-company-zip` with the job's id,
 * and by `sign-mass-docs` with the records it left unrendered. Outcome and progress go to the
 * table; the function itself never fails, so Lambda never retries a half-built archive behind
 * the polling page.
 */
export async function handler(event: ArchiveJobEvent): Promise<void> {
  await handleArchiveJobEvent(event, {
    courseFiles: getCourseFiles(),
    archives: getArchives(),
    sealing: await getSealing(),
  });
}
