import { COURSE_SUBCATEGORIES, type CourseSubcategory } from '@ssm/shared';
import type { UserRecord } from '../../accounts/data/users';
import { courses } from '../../courses/data/courses';
import { readBatch } from '../../platform/entity';
import { queryAll, updateItem } from '../../platform/table';
import { keys, prefixes } from '../../platform/table-keys';

/*
 * What the worker's daily e-mail keeps on the worker's user item (docs/training-status.md,
 * "E-mails"): the day of the last e-mail and its claim, the latest assignment instant already
 * announced, the notice stage reached per due date, and whether the worker stopped reminders.
 */

/** An assignment made to the company or to one of its users, as its allocation event records it. */
export type RecentAssignment = {
  course_id: string;
  user_id: string | null;
  course_subcategory: CourseSubcategory;
  assigned_at: string;
};

/**
 * The assignments made to the company or its users from `since` on: one Query per subcategory
 * of the company's allocation history, each reading only that range.
 */
export async function listRecentAssignments(companyId: string, since: string): Promise<RecentAssignment[]> {
  const pages = await Promise.all(
    COURSE_SUBCATEGORIES.map((subcategory) =>
      queryAll({
        partition: keys.company(companyId).PK,
        sortKeyPrefix: prefixes.assignmentHistoryOf(subcategory),
        sortKeyFrom: `${prefixes.assignmentHistoryOf(subcategory)}${since}`,
        projection: 'course_id, user_id, course_subcategory, assigned_at',
      }),
    ),
  );
  return pages.flat().map((item) => ({
    course_id: item.course_id as string,
    user_id: (item.user_id as string | null | undefined) ?? null,
    course_subcategory: item.course_subcategory as CourseSubcategory,
    assigned_at: item.assigned_at as string,
  }));
}

/** The titles of the courses that still exist, by id (one BatchGetItem per 100). */
export async function getCourseTitles(courseIds: readonly string[]): Promise<Map<string, string>> {
  const found = await readBatch(courseIds.map((id) => courses.at(keys.course(id), ['id', 'title'])));
  return new Map(found.flatMap((course) => (course ? [[course.id, course.title] as const] : [])));
}

/** What one day's e-mail records on the worker when it is claimed. */
export type WorkerMailState = Pick<
  UserRecord,
  'training_mail_day' | 'training_mail_claim' | 'courses_announced_until' | 'training_notice_stages'
>;

function stateUpdate(state: WorkerMailState) {
  const set: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(state)) {
    if (value === undefined) remove.push(name);
    else {
      set.push(`${name} = :${name}`);
      values[`:${name}`] = value;
    }
  }
  return {
    expression: [
      set.length ? `SET ${set.join(', ')}` : '',
      remove.length ? `REMOVE ${remove.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    values,
  };
}

/**
 * Claims today's e-mail of the worker and records what it tells, in one conditional update: only
 * when no e-mail was claimed today and the worker has not stopped reminders. Two runs at once, or
 * a retry, find the day taken and send nothing.
 */
export async function claimWorkerMail(options: {
  userId: string;
  today: string;
  state: Required<
    Pick<WorkerMailState, 'training_mail_claim' | 'courses_announced_until' | 'training_notice_stages'>
  >;
}): Promise<boolean> {
  const update = stateUpdate({ ...options.state, training_mail_day: options.today });
  const outcome = await updateItem({
    Key: keys.user(options.userId),
    UpdateExpression: update.expression,
    ConditionExpression:
      'attribute_exists(PK) AND (attribute_not_exists(training_mail_day) OR training_mail_day <> :training_mail_day) AND (attribute_not_exists(training_reminders_off) OR training_reminders_off = :on)',
    ExpressionAttributeValues: { ...update.values, ':on': false },
  });
  return outcome.isApplied;
}

/**
 * Gives a claim back after its e-mail could not be sent: the worker's record returns to what it
 * was, so the next run tells the same again. Only this claim's record is restored.
 */
export async function releaseWorkerMail(options: {
  userId: string;
  claim: string;
  previous: WorkerMailState;
}): Promise<void> {
  const { previous } = options;
  const update = stateUpdate({
    training_mail_day: previous.training_mail_day,
    training_mail_claim: previous.training_mail_claim,
    courses_announced_until: previous.courses_announced_until,
    training_notice_stages: previous.training_notice_stages,
  });
  await updateItem({
    Key: keys.user(options.userId),
    UpdateExpression: update.expression,
    ConditionExpression: 'training_mail_claim = :claim',
    ExpressionAttributeValues: { ...update.values, ':claim': options.claim },
  });
}

/**
 * Stops or restarts a worker's reminders; answers false when the user is not an admin or
 * employee of a company (or no longer exists).
 */
export async function setTrainingReminders(userId: string, reminders: boolean): Promise<boolean> {
  const outcome = await updateItem({
    Key: keys.user(userId),
    UpdateExpression: 'SET training_reminders_off = :off',
    ConditionExpression: 'attribute_exists(PK) AND #role IN (:admin, :employee)',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':off': !reminders, ':admin': 'admin', ':employee': 'employee' },
  });
  return outcome.isApplied;
}
