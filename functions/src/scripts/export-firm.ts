import { resolve } from 'node:path';
import { exportFirm } from '../archives/domain/firm-transfer';
import { listFirms } from '../firms/data/firms';
import { ENV } from '../platform/config';
import { getCourseFiles } from '../platform/storage';
import { withStore } from './local-store';

/*
 * `npm run export-firm -- <firm id> <directory>`: writes the firm's table items, course PDFs and
 * signed records, with a manifest of their SHA-256 signed with the deployment's export key
 * (docs/security.md, "Data safety"). Without arguments it lists the firms and their ids.
 *   - TABLE_NAME and COURSE_FILES_BUCKET set: from the deployed table and bucket, the key read
 *     from the secret EXPORT_KEY_SECRET_ARN names (the stack's `ExportKeySecretArn` output).
 *   - otherwise: from the local store in DATA_DIR (default `.data`).
 */
/** npm runs scripts from the project root; a relative directory means the caller's. */
const callerDirectory = process.env.INIT_CWD ?? '.';

async function main(): Promise<void> {
  const [firmId, directory] = process.argv.slice(2);
  await withStore(async () => {
    process.env[ENV.archivesBucket] ??= 'unused';
    process.env[ENV.tokenSecret] ??= 'unused';
    if (!firmId || !directory) {
      console.log('Usage: npm run export-firm -- <firm id> <directory>\n\nFirms:');
      for (const firm of await listFirms()) console.log(`  ${firm.id}  ${firm.name}`);
      process.exitCode = 1;
      return;
    }
    const summary = await exportFirm({
      firmId,
      directory: resolve(callerDirectory, directory),
      courseFiles: getCourseFiles(),
    });
    console.log(
      `Firm ${summary.firmId}: ${summary.items} items and ${summary.files} files written to ${directory}.`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
