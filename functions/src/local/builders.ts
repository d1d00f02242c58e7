import { type CompanyRole, PASS_MARK_PERCENT, QUIZ_ATTEMPT_MINUTES } from '@ssm/shared';
import { newUserRecord, type UserRecord } from '../accounts/data/users';
import type { AssignmentRecord } from '../assignments/data/assignments';
import type { CourseRecord } from '../courses/data/courses';
import type { QuizAttemptsRecord } from '../learning/data/quiz-attempts';
import type { QuizResult } from '../learning/data/quiz-results';
import { studySnapshot } from '../learning/domain/study';
import { nowIso } from '../platform/clock';
import { newId } from '../platform/ids';
import { sha256Hex } from '../records/domain/record-hashes';

/*
 * Records as the API's writes make them, for the code that makes data without a request: the
 * local seeds, the large firm, the benchmarks and the tests. One builder per record, so a field
 * added to a record is added here once.
 */

/** Where a user stands: the platform, a firm, or one of a firm's companies. */
export type UserPlacement =
  | { role: 'superowner' }
  | { role: 'owner'; firmId: string }
  | { role: CompanyRole; firmId: string; companyId: string };

/** A user placed as given, with the profile fields given (unset ones are empty). */
export function buildUserRecord(
  placement: UserPlacement,
  fields: Pick<UserRecord, 'username' | 'first_name' | 'last_name' | 'password_hash'> & Partial<UserRecord>,
): UserRecord {
  return newUserRecord({
    id: newId(),
    role: placement.role,
    is_superowner: placement.role === 'superowner',
    email: null,
    birth_date: null,
    hire_date: null,
    job_title: null,
    address: null,
    birth_place: null,
    workplace: null,
    qualification: null,
    firm_id: 'firmId' in placement ? placement.firmId : null,
    company_id: 'companyId' in placement ? placement.companyId : null,
    password_version: 1,
    created_at: nowIso(),
    ...fields,
  });
}

/** A periodic SSM course, for an attempt whose course does not matter. */
export const SAMPLE_PERIODIC_COURSE = {
  title: 'Instruire periodică SSM',
  category: 'SSM',
  subcategory: 'periodica',
  duration_minutes: 60,
  file_sha256: sha256Hex('Instruire periodică SSM'),
} as const satisfies Partial<CourseRecord>;

/** The course an attempt copies. */
type AttemptedCourse = Pick<
  CourseRecord,
  'title' | 'category' | 'subcategory' | 'duration_minutes' | 'file_sha256'
> & { id?: string };

/**
 * An attempt of a company's user at a course, as the quiz route records it: passed (100 %,
 * completed at `at`) unless `passed` is false. The course is copied as it is now; a pass keeps
 * the material as never opened on the platform, as the quiz route's snapshot of no evidence says.
 */
export function buildQuizAttempt(options: {
  trainee: { id: string; firmId: string; companyId: string };
  course?: AttemptedCourse;
  passed?: boolean;
  at?: string;
  answers?: QuizResult['answers'];
}): QuizResult {
  const course: AttemptedCourse = options.course ?? SAMPLE_PERIODIC_COURSE;
  const passed = options.passed ?? true;
  const at = options.at ?? nowIso();
  return {
    id: newId(),
    user_id: options.trainee.id,
    firm_id: options.trainee.firmId,
    company_id: options.trainee.companyId,
    course_id: course.id ?? newId(),
    course_title: course.title,
    course_category: course.category,
    course_subcategory: course.subcategory,
    course_duration_minutes: course.duration_minutes,
    course_file_sha256: course.file_sha256,
    answers: options.answers ?? [],
    quiz_score: passed ? PASS_MARK_PERCENT : 70,
    completed: passed,
    completed_at: passed ? at : null,
    created_at: at,
    ...(passed ? { study: studySnapshot(null, at) } : {}),
  };
}

/**
 * The trainee's attempts item of one course as the quiz route leaves it after these graded
 * attempts (oldest first): each counts, a pass ends its round, the last one is finished and
 * remembered (its pass, if it passed). Version 1: the code that seeds it writes it once. The
 * handed-out questions are not kept by a result, so the finished attempt lists none.
 */
export function buildQuizAttempts(trainee: UserRecord, results: readonly QuizResult[]): QuizAttemptsRecord {
  const last = results.at(-1);
  if (!last || results.some((result) => result.course_id !== last.course_id)) {
    throw new Error('An attempts item holds graded attempts of one course');
  }
  // The attempts after the previous pass make the current round.
  const previousPass = results.slice(0, -1).findLastIndex((result) => result.completed);
  return {
    user_id: trainee.id,
    course_id: last.course_id,
    firm_id: last.firm_id,
    company_id: last.company_id,
    user_name: `${trainee.last_name} ${trainee.first_name}`.trim(),
    attempt_count: results.length,
    round_count: results.length - 1 - previousPass,
    last_score: last.quiz_score,
    last_attempt_at: last.created_at,
    passed_at: last.completed ? last.completed_at : null,
    current: {
      id: newId(),
      started_at: last.created_at,
      expires_at: new Date(Date.parse(last.created_at) + QUIZ_ATTEMPT_MINUTES * 60_000).toISOString(),
      finished_at: last.created_at,
      questions: [],
    },
    version: 1,
  };
}

/** The trainee side of an attempt, from a stored admin or employee. */
export function traineeOf(user: UserRecord): { id: string; firmId: string; companyId: string } {
  if (!user.firm_id || !user.company_id) throw new Error(`User ${user.id} is not a company member`);
  return { id: user.id, firmId: user.firm_id, companyId: user.company_id };
}

/** A periodic course assigned to every user of the company at `assignedAt`, by the owner. */
export function buildPeriodicAssignment(options: {
  courseId: string;
  company: { id: string; firm_id: string };
  ownerId: string;
  assignedAt: string;
}): AssignmentRecord {
  return {
    course_id: options.courseId,
    firm_id: options.company.firm_id,
    company_id: options.company.id,
    user_id: null,
    course_subcategory: 'periodica',
    assigned_by: options.ownerId,
    assigned_at: options.assignedAt,
  };
}
