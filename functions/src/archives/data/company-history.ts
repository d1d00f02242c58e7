import pMap from 'p-map';
import { listQuizAttemptKeysOfUser } from '../../learning/data/quiz-attempts';
import { listQuizResultKeys } from '../../learning/data/quiz-results';
import { listStudyEvidenceKeysOfUser } from '../../learning/data/study-evidence';
import { deleteItems } from '../../platform/table';
import { keys } from '../../platform/table-keys';
import type { TrainingRecord } from '../../records/data/records';
import type { ArchiveJob } from './archive-jobs';

/*
 * The table items a deletion of a company's history removes (archives/domain/company-history.ts),
 * across the entities that keep them, as the firm's export reads them: the records with their
 * signatures and hash look-ups and the company's archive jobs, then what its workers' learning
 * left. Each step is one run of BatchWriteItem, 25 items a call.
 */

/** Deletes the records, the signatures and hash look-ups they name, and the archive jobs. */
export async function deleteRecordsAndArchiveJobs(
  records: readonly TrainingRecord[],
  jobs: readonly ArchiveJob[],
): Promise<void> {
  await deleteItems([
    ...records.flatMap((record) =>
      record.signatures.map((signature) => keys.signature(signature.signature_hash)),
    ),
    ...records.flatMap((record) => [
      keys.trainingRecord(record.id),
      ...(record.document_hash ? [keys.recordHash(record.document_hash)] : []),
      ...(record.pdf_sha256 ? [keys.recordHash(record.pdf_sha256)] : []),
    ]),
    ...jobs.map((job) => keys.archiveJob(job.id)),
  ]);
}

/** Parallel reads of the workers' partitions. */
const USER_CONCURRENCY = 8;

/**
 * Deletes the workers' quiz results, attempts items and evidence of study (three Queries of each
 * worker's keys), and answers how many of each went.
 */
export async function deleteLearningOf(
  userIds: readonly string[],
): Promise<{ quizResults: number; quizAttempts: number; studyEvidence: number }> {
  const found = await pMap(
    userIds,
    async (userId) => {
      const [quizResults, quizAttempts, studyEvidence] = await Promise.all([
        listQuizResultKeys(userId),
        listQuizAttemptKeysOfUser(userId),
        listStudyEvidenceKeysOfUser(userId),
      ]);
      return { quizResults, quizAttempts, studyEvidence };
    },
    { concurrency: USER_CONCURRENCY },
  );
  const quizResults = found.flatMap((user) => user.quizResults);
  const quizAttempts = found.flatMap((user) => user.quizAttempts);
  const studyEvidence = found.flatMap((user) => user.studyEvidence);
  await deleteItems([...quizResults, ...quizAttempts, ...studyEvidence]);
  return {
    quizResults: quizResults.length,
    quizAttempts: quizAttempts.length,
    studyEvidence: studyEvidence.length,
  };
}
