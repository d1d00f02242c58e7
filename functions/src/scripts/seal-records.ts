import { sealRecordsSignedBeforeTheSeal } from '../records/domain/record-sealing';
import { getSealing } from '../signing/seal';
import { withTableOnlyStore } from './local-store';

/*
 * `npm run seal-records [-- <firm id>]`: seals, once, the signed records made before the platform
 * seal existed (docs/signatures.md, the platform seal), of every firm or of one, on the local store (DATA_DIR) or, with TABLE_NAME and
 * SEAL_KEY_ARN, a deployed table and its KMS key. Records whose hashes no longer agree are listed
 * and left unsealed; it exits with 1 when there are any.
 */
async function main(): Promise<void> {
  const [firmId] = process.argv.slice(2);
  const summary = await withTableOnlyStore(async () =>
    sealRecordsSignedBeforeTheSeal({ sealer: (await getSealing()).sealer, firmId }),
  );
  console.log(`${summary.sealed.length} signed records sealed.`);
  if (summary.refused.length > 0) {
    console.error(
      `Not sealed, their hashes no longer agree: ${summary.refused.map(({ id, reason }) => `${id} (${reason})`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
