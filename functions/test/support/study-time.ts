import { studyEvidence } from '../../src/learning/data/study-evidence';
import { loadLocalKeys } from '../../src/local/emulators';
import { findRunningPlatform } from '../../src/local/running-platform';
import { resetClientsForTests } from '../../src/platform/aws';
import { resetConfigForTests } from '../../src/platform/config';
import { updateItem } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';

/**
 * Moves a trainee's study of a course back in time, as if they had opened the material `minutes`
 * ago and studied all along: a browser test reaches a course's minimum study time without waiting
 * it out. The material must have been opened in the round (the course page issues its link).
 */
export async function backdateStudy(options: { userId: string; courseId: string; minutes: number }) {
  const openedAt = new Date(Date.now() - options.minutes * 60_000).toISOString();
  const outcome = await updateItem({
    Key: keys.studyEvidence(options.userId, options.courseId),
    UpdateExpression: 'SET opened_at = :opened, studied_seconds = :seconds, last_report_at = :opened',
    ConditionExpression: 'attribute_exists(PK) AND #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':opened': openedAt,
      ':seconds': options.minutes * 60,
      ':type': studyEvidence.type,
    },
  });
  if (!outcome.isApplied) throw new Error(`No study of course ${options.courseId} to backdate`);
}

/**
 * `backdateStudy` on the store of a platform running in another process, found as the scripts
 * beside `npm start` find it (its data directory's announcement and keys).
 */
export async function backdateStudyOnRunningPlatform(
  dataDir: string,
  options: Parameters<typeof backdateStudy>[0],
): Promise<void> {
  const running = await findRunningPlatform(dataDir);
  if (!running) throw new Error(`No platform runs on ${dataDir}`);
  Object.assign(process.env, running, await loadLocalKeys(dataDir));
  resetConfigForTests();
  resetClientsForTests();
  await backdateStudy(options);
}
