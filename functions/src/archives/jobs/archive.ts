import type { ArchiveJobEvent } from '../../platform/adapters';
import { getArchives, getCourseFiles } from '../../platform/storage';
import { getSealing } from '../../signing/seal';
import { handleArchiveJobEvent } from '../domain/archive-job';

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
