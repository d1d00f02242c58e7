import { courseAssignmentReads, latestAssignedAt } from '../../assignments/data/assignments';
import { type CourseRecord, courses } from '../../courses/data/courses';
import { defineEntity, readBatch } from '../../platform/entity';
import { type ItemKey, queryAll, updateItem } from '../../platform/table';
import { keys } from '../../platform/table-keys';

/**
 * A trainee's study of one course's material in one training round (docs/api.md, evidence of
 * study), one item per user and course. `round` is the assignment instant the evidence belongs to:
 * a newer assignment (the next periodic training) starts the evidence again.
 */
/**
 * The evidence as a record keeps it once the quiz is passed (docs/signatures.md): the moment the
 * material was opened (null when it never was in that round), the credited seconds and the pages.
 */
export type StudySnapshot = {
  opened_at: string | null;
  studied_seconds: number;
  pages_seen: number;
  page_count: number | null;
};

export type StudyEvidenceRecord = {
  user_id: string;
  course_id: string;
  firm_id: string;
  company_id: string;
  round: string;
  /** When the material's link was first issued to the trainee in this round (server time). */
  opened_at: string;
  /** Seconds credited by the viewer's reports, each at most the server time since the previous. */
  studied_seconds: number;
  last_report_at: string | null;
  /** The distinct pages the viewer showed (a number set; absent until a report names one). */
  pages_seen?: Set<number>;
  page_count: number | null;
};

export const studyEvidence = defineEntity<StudyEvidenceRecord>({
  type: 'study-evidence',
  key: (record) => keys.studyEvidence(record.user_id, record.course_id),
});

/**
 * Records the first issue of the material's link in the round: starts the evidence when there is
 * none or it belongs to an earlier round, and changes nothing otherwise. One conditional UpdateItem.
 */
export async function recordMaterialOpened(options: {
  evidence: Pick<StudyEvidenceRecord, 'user_id' | 'course_id' | 'firm_id' | 'company_id' | 'round'>;
  at: string;
}): Promise<void> {
  const { evidence, at } = options;
  await updateItem({
    Key: studyEvidence.key(evidence as StudyEvidenceRecord),
    UpdateExpression:
      'SET #type = :type, user_id = :user, course_id = :course, firm_id = :firm, company_id = :company, ' +
      '#round = :round, opened_at = :at, studied_seconds = :zero, last_report_at = :none, page_count = :none ' +
      'REMOVE pages_seen',
    ConditionExpression: 'attribute_not_exists(PK) OR #round < :round',
    ExpressionAttributeNames: { '#type': 'type', '#round': 'round' },
    ExpressionAttributeValues: {
      ':type': studyEvidence.type,
      ':user': evidence.user_id,
      ':course': evidence.course_id,
      ':firm': evidence.firm_id,
      ':company': evidence.company_id,
      ':round': evidence.round,
      ':at': at,
      ':zero': 0,
      ':none': null,
    },
  });
}

export async function getStudyEvidence(
  userId: string,
  courseId: string,
): Promise<StudyEvidenceRecord | null> {
  return studyEvidence.get(keys.studyEvidence(userId, courseId), { consistent: true });
}

/**
 * The course, the evidence and when the course was last assigned to the user or their company,
 * in one BatchGetItem: what a study report needs to decide.
 */
export async function getCourseStudyState(options: {
  user: { id: string; companyId: string };
  courseId: string;
}): Promise<{
  course: CourseRecord | null;
  evidence: StudyEvidenceRecord | null;
  assignedAt: string | null;
}> {
  const found = await readBatch(
    {
      course: courses.at(keys.course(options.courseId)),
      evidence: studyEvidence.at(keys.studyEvidence(options.user.id, options.courseId)),
      assignments: courseAssignmentReads(options.courseId, options.user),
    },
    { consistent: true },
  );
  return { course: found.course, evidence: found.evidence, assignedAt: latestAssignedAt(found.assignments) };
}

/**
 * Adds one report's credit and pages, only over the report the credit was computed from (two
 * tabs reporting at once cannot both count the same seconds). The new state, or null when another
 * report or a new round got there first.
 */
export async function creditStudyReport(options: {
  evidence: StudyEvidenceRecord;
  seconds: number;
  pages: readonly number[];
  pageCount: number;
  at: string;
}): Promise<StudyEvidenceRecord | null> {
  const { evidence } = options;
  const addsPages = options.pages.length > 0;
  const outcome = await updateItem({
    Key: studyEvidence.key(evidence),
    UpdateExpression: `SET studied_seconds = studied_seconds + :credit, last_report_at = :at, page_count = :count${
      addsPages ? ' ADD pages_seen :pages' : ''
    }`,
    ConditionExpression: '#round = :round AND last_report_at = :previous',
    ExpressionAttributeNames: { '#round': 'round' },
    ExpressionAttributeValues: {
      ':credit': options.seconds,
      ':at': options.at,
      ':count': options.pageCount,
      ':round': evidence.round,
      ':previous': evidence.last_report_at,
      ...(addsPages ? { ':pages': new Set(options.pages) } : {}),
    },
    ReturnValues: 'ALL_NEW',
  });
  return outcome.isApplied ? studyEvidence.fromItem(outcome.attributes) : null;
}

/** The keys of the user's study items, one per course (the user's history goes with them). */
export async function listStudyEvidenceKeysOfUser(userId: string): Promise<ItemKey[]> {
  const items = await queryAll({
    partition: keys.studyEvidence(userId, '').PK,
    // The key of an empty course id is the prefix every course's key starts with.
    sortKeyPrefix: keys.studyEvidence(userId, '').SK,
    projection: 'PK, SK',
  });
  return items.map((item) => ({ PK: item.PK as string, SK: item.SK as string }));
}
