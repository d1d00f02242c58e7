import { recountSignedRecords } from '../records/domain/signed-record-recount';
import { withTableOnlyStore } from './local-store';

/*
 * `npm run recount-signed-records [-- <firm id>]`: counts each company's records signed by every
 * signatory from the records themselves and stores the counts that differ (of every firm, or of
 * one), once after deploying the count, so companies signed before it offer their archive
 * (docs/data-model.md, training documents). Running it again changes nothing unless a count drifted.
 *   - TABLE_NAME set: that table (a deployed one, with the shell's AWS credentials).
 *   - otherwise: the local store in DATA_DIR (default `.data`), as `npm start` keeps it.
 * It touches the table only, so buckets and the token secret are not needed.
 */
async function recount(): Promise<void> {
  const [firmId] = process.argv.slice(2);
  const summary = await recountSignedRecords({ firmId });
  console.log(`${summary.companies} companies, ${summary.corrected} signed-record counts corrected.`);
}

withTableOnlyStore(recount).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
