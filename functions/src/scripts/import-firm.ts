import { resolve } from 'node:path';
import { importFirm } from '../archives/domain/firm-transfer';
import { ENV } from '../platform/config';
import { getCourseFiles } from '../platform/storage';
import { getPublishedSeal } from '../signing/seal';
import { withStore } from './local-store';

/*
 * `npm run import-firm -- <directory>`: restores a firm written by `npm run export-firm` into
 * the store (local DATA_DIR, or TABLE_NAME and COURSE_FILES_BUCKET when set, with the export key
 * of the deployment that exported it: EXPORT_KEY or EXPORT_KEY_SECRET_ARN). The whole export is
 * checked first (archives/domain/firm-transfer.ts); existing items with other contents stop it
 * before anything is written; running it again after an interruption finishes the work. It ends
 * by verifying every signature, and exits with 1 if one does not verify.
 */
/** npm runs scripts from the project root; a relative directory means the caller's. */
const callerDirectory = process.env.INIT_CWD ?? '.';

async function main(): Promise<void> {
  const [directory] = process.argv.slice(2);
  if (!directory) throw new Error('Usage: npm run import-firm -- <directory>');
  const summary = await withStore(async () => {
    process.env[ENV.archivesBucket] ??= 'unused';
    process.env[ENV.tokenSecret] ??= 'unused';
    return importFirm({
      directory: resolve(callerDirectory, directory),
      courseFiles: getCourseFiles(),
      seal: await getPublishedSeal(),
    });
  });
  console.log(
    `Firm ${summary.firmId}: ${summary.items} items (${summary.alreadyPresent} already present) and ` +
      `${summary.files} files imported; ${summary.signaturesVerified} signatures and record hashes verify.`,
  );
  if (summary.signaturesFailed.length > 0) {
    console.error(`These do not verify: ${summary.signaturesFailed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
