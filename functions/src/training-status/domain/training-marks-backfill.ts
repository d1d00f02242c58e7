import pMap from 'p-map';
import { appendTrainingMarksIfUnchanged, getUserById } from '../../accounts/data/users';
import { listCompaniesOfFirm } from '../../companies/data/companies';
import { listFirms } from '../../firms/data/firms';
import { listCompanyDocuments, traineeMarkOf } from '../../records/data/records';
import { refreshTrainingStatus } from './training-status';

/*
 * The per-worker rule counts a training once its trainee has signed the record: the signature
 * appends a training mark to the trainee's user item (docs/training-status.md, stored items).
 * Records signed before that rule existed gave no mark, so their trainees read "Neinstruit".
 * This adds, once (`npm run backfill-training-marks`), the mark each trainee-signed record would
 * have given, in the same form, and refreshes the companies whose workers changed. It walks firm
 * by firm, company by company, through the company's records on GSI2 (no Scan); a run again finds
 * every mark present and writes nothing.
 */

/** Workers of one company whose marks are read and appended at the same time. */
const WORKER_CONCURRENCY = 8;
/** A worker whose marks changed between the read and the append is read again, this many times. */
const MAX_APPEND_ATTEMPTS = 3;
const RECORDS_PAGE_SIZE = 100;

export type TrainingMarksBackfillSummary = {
  companies: number;
  /** Records the trainee has signed (awaiting the admin, the owner, or signed by all). */
  traineeSignedRecords: number;
  marksAdded: number;
  workersUpdated: number;
  companiesRefreshed: number;
};

/** The marks of the company's records that their trainees signed, by trainee. */
async function readSignedMarks(companyId: string, summary: TrainingMarksBackfillSummary) {
  const marksByTrainee = new Map<string, Set<string>>();
  let cursor: string | undefined;
  do {
    const page = await listCompanyDocuments(companyId, { limit: RECORDS_PAGE_SIZE, cursor });
    for (const document of page.documents) {
      if (!document.signed_roles.includes('trainee')) continue;
      summary.traineeSignedRecords += 1;
      const marks = marksByTrainee.get(document.trainee_id) ?? new Set<string>();
      marks.add(traineeMarkOf(document));
      marksByTrainee.set(document.trainee_id, marks);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return marksByTrainee;
}

/**
 * Appends the worker's marks they lack. Answers how many were added and the worker's company now
 * (it may differ from the record's), or null when the worker is gone or lacked none.
 */
async function appendMissingMarks(userId: string, marks: ReadonlySet<string>) {
  for (let attempt = 1; attempt <= MAX_APPEND_ATTEMPTS; attempt += 1) {
    const user = await getUserById(userId, { consistent: true });
    if (!user?.company_id) return null;
    const present = new Set(user.training_marks ?? []);
    const missing = [...marks].filter((mark) => !present.has(mark));
    if (missing.length === 0) return null;
    if (await appendTrainingMarksIfUnchanged(userId, missing, user.training_marks?.length ?? 0)) {
      return { added: missing.length, companyId: user.company_id };
    }
  }
  throw new Error(`The training marks of user ${userId} kept changing; run the backfill again.`);
}

async function backfillCompany(companyId: string, summary: TrainingMarksBackfillSummary) {
  summary.companies += 1;
  const marksByTrainee = await readSignedMarks(companyId, summary);
  const updatedByCompany = new Map<string, string[]>();
  await pMap(
    marksByTrainee,
    async ([userId, marks]) => {
      const appended = await appendMissingMarks(userId, marks);
      if (!appended) return;
      summary.marksAdded += appended.added;
      summary.workersUpdated += 1;
      updatedByCompany.set(appended.companyId, [...(updatedByCompany.get(appended.companyId) ?? []), userId]);
    },
    { concurrency: WORKER_CONCURRENCY },
  );
  for (const [workersCompanyId, userIds] of updatedByCompany) {
    await refreshTrainingStatus({ companyId: workersCompanyId, workers: { reread: userIds } });
    summary.companiesRefreshed += 1;
  }
}

/** Adds the missing training marks of one firm's companies, or of every firm's. */
export async function backfillTrainingMarks(options: { firmId?: string | undefined } = {}) {
  const summary: TrainingMarksBackfillSummary = {
    companies: 0,
    traineeSignedRecords: 0,
    marksAdded: 0,
    workersUpdated: 0,
    companiesRefreshed: 0,
  };
  const firmIds = options.firmId ? [options.firmId] : (await listFirms()).map((firm) => firm.id);
  for (const firmId of firmIds) {
    for (const company of await listCompaniesOfFirm(firmId)) {
      await backfillCompany(company.id, summary);
    }
  }
  return summary;
}
