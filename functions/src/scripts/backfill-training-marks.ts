import { backfillTrainingMarks } from '../training-status/domain/training-marks-backfill';
import { withTableOnlyStore } from './local-store';

/*
 * `npm run backfill-training-marks [-- <firm id>]`: gives the trainees of records signed before
 * the per-worker rule existed the training marks their signatures would have given
 * (docs/training-status.md, stored items), of every firm or of one, and refreshes the companies
 * whose workers changed. Running it again adds nothing.
 *   - TABLE_NAME set: that table (a deployed one, with the shell's AWS credentials).
 *   - otherwise: the local store in DATA_DIR (default `.data`), as `npm start` keeps it.
 * It touches the table only, so buckets and the token secret are not needed.
 */
async function backfill(): Promise<void> {
  const [firmId] = process.argv.slice(2);
  const summary = await backfillTrainingMarks({ firmId });
  console.log(
    `${summary.companies} companies, ${summary.traineeSignedRecords} records signed by their trainee: ` +
      `${summary.marksAdded} training marks added to ${summary.workersUpdated} workers, ` +
      `${summary.companiesRefreshed} companies' training status refreshed.`,
  );
}

withTableOnlyStore(backfill).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
