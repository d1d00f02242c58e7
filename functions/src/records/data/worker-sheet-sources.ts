import { type UserRecord, users } from '../../accounts/data/users';
import { type CompanyRecord, companies } from '../../companies/data/companies';
import { type FirmRecord, firms } from '../../firms/data/firms';
import { quizResults } from '../../learning/data/quiz-results';
import { defineCollection, readBatch } from '../../platform/entity';
import { keys } from '../../platform/table-keys';
import { type TrainingRecord, trainingRecords } from './records';

/*
 * What a worker's fișă individuală is printed from (records/domain/worker-sheets.ts): the worker
 * and their passes, one Query of their partition; then their company, its firm and the records of
 * those passes, one BatchGetItem per 100 keys. A download costs these two calls beside the caller's.
 */

/** A user's partition: their account and their quiz results (among the items the sheet does not read). */
const workerPartition = defineCollection({ user: users, quizResults });

/** The worker (null when there is none) and the ids of their passed quiz results, which their records share. */
export async function getWorkerWithPasses(
  workerId: string,
): Promise<{ worker: UserRecord | null; passedResultIds: string[] }> {
  const found = await workerPartition.queryAll({ partition: keys.user(workerId).PK });
  return {
    worker: found.user[0] ?? null,
    passedResultIds: found.quizResults.filter((result) => result.completed).map((result) => result.id),
  };
}

/** The company and the firm a worker's fișă is headed with, and those of the records that exist. */
export async function readSheetSources(options: {
  companyId: string;
  firmId: string;
  recordIds: readonly string[];
}): Promise<{ company: CompanyRecord | null; firm: FirmRecord | null; records: TrainingRecord[] }> {
  const found = await readBatch({
    company: companies.at(keys.company(options.companyId)),
    firm: firms.at(keys.firm(options.firmId)),
    records: options.recordIds.map((id) => trainingRecords.at(keys.trainingRecord(id))),
  });
  return {
    company: found.company,
    firm: found.firm,
    records: found.records.filter((record) => record !== null),
  };
}
