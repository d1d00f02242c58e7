import type { DocumentStatus } from './documents';

/**
 * Where a trainee stands with one course (docs/product.md, course list): what the dashboard and
 * course cards say and whether a record waits for the trainee's signature.
 */
export const TRAINEE_COURSE_STATUSES = [
  'to_do',
  'failed',
  'awaiting_signature',
  'awaiting_countersignature',
  'done',
] as const;
export type TraineeCourseStatus = (typeof TRAINEE_COURSE_STATUSES)[number];

/** One quiz attempt of the trainee, as `GET /api/user-progress` answers it. */
export type TraineeAttempt = {
  id: string;
  course: string;
  completed: boolean;
  /** The record's state; null for a failed attempt, which has no record. */
  document_status: DocumentStatus | null;
};

export type TraineeCourseState = {
  status: TraineeCourseStatus;
  /** The record waiting for the trainee's signature, whatever the newer attempts say. */
  recordToSign: string | null;
};

/**
 * The state of one course from the trainee's attempts, newest first. A record waiting for the
 * trainee's signature wins over everything: it is the one thing only the trainee can finish.
 * Otherwise the newest attempt decides: failed, or its record's signatures.
 */
export function traineeCourseState(
  courseId: string,
  attempts: readonly TraineeAttempt[],
): TraineeCourseState {
  const ofCourse = attempts.filter((attempt) => attempt.course === courseId);
  const toSign = ofCourse.find((attempt) => attempt.document_status === 'awaiting_trainee');
  if (toSign) return { status: 'awaiting_signature', recordToSign: toSign.id };
  const [newest] = ofCourse;
  if (!newest) return { status: 'to_do', recordToSign: null };
  if (!newest.completed) return { status: 'failed', recordToSign: null };
  if (newest.document_status === 'signed') return { status: 'done', recordToSign: null };
  return { status: 'awaiting_countersignature', recordToSign: null };
}
