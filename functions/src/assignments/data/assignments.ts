import type { CourseCategory, CourseSubcategory } from '@ssm/shared';
import type { UserRecord } from '../../accounts/data/users';
import { defineEntity, readBatch, stripKeys } from '../../platform/entity';
import type { PageRequest } from '../../platform/page';
import {
  deleteItems,
  type Item,
  queryAll,
  queryFirst,
  queryPage,
  type TransactWrite,
  transactWrite,
} from '../../platform/table';
import { type CourseAssignmentTarget, indexKeys, keys, prefixes } from '../../platform/table-keys';

/**
 * A course made available to one user (`user_id`) or to every user of a company (`user_id`
 * null), including users added to it later: their company's assignment is read at request time.
 */
export type AssignmentRecord = {
  course_id: string;
  firm_id: string;
  company_id: string;
  user_id: string | null;
  course_subcategory: CourseSubcategory;
  /** The user who assigned it, or `REENROLMENT_ASSIGNER` for the daily job's re-enrolment. */
  assigned_by: string;
  /** The latest time the course was (re)assigned to this target. */
  assigned_at: string;
  /** The bulk request that assigned it (docs/api.md, Assign a course to many companies): a repeat of it writes nothing. */
  request_id?: string;
};

function targetOf(assignment: Pick<AssignmentRecord, 'user_id' | 'company_id'>): CourseAssignmentTarget {
  return assignment.user_id ? { userId: assignment.user_id } : { companyId: assignment.company_id };
}

/** The assignment: one per course and target, replaced on reassignment. */
export const assignments = defineEntity<AssignmentRecord>({
  type: 'course-assignment',
  key: (assignment) => keys.courseAssignment(targetOf(assignment), assignment.course_id),
  indexes: (assignment) => indexKeys.courseAssignment(assignment.course_id, targetOf(assignment)),
});

/**
 * One allocation event per assignment made, never updated and kept after the course is gone: the
 * history the periodic-training status reads.
 */
export function toHistoryEntryItem(assignment: AssignmentRecord, allocationId: string): Item {
  const key = keys.assignmentHistoryEntry({
    companyId: assignment.company_id,
    subcategory: assignment.course_subcategory,
    assignedAt: assignment.assigned_at,
    allocationId,
  });
  return { ...key, type: 'assignment-history-entry', ...assignment };
}

/**
 * The writes of one assignment: the check that the course still exists, the assignment
 * (replacing an earlier one of the same course to the same target) and its allocation event.
 */
export function assignmentWrites(assignment: AssignmentRecord, allocationId: string) {
  return {
    course: {
      ConditionCheck: { Key: keys.course(assignment.course_id), ConditionExpression: 'attribute_exists(PK)' },
    },
    assignment: { Put: { Item: assignments.toItem(assignment) } },
    allocation: {
      Put: {
        Item: toHistoryEntryItem(assignment, allocationId),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  } satisfies Record<string, TransactWrite>;
}

/**
 * The assignment's writes, only while the course exists and has its quiz: for the courses a new
 * hire gets from the company's settings, which may name a course from before a course without a
 * quiz was refused there (docs/training-status.md, "Automatic re-enrolment").
 */
export function takeableAssignmentWrites(assignment: AssignmentRecord, allocationId: string) {
  const writes = assignmentWrites(assignment, allocationId);
  return {
    ...writes,
    course: {
      ConditionCheck: {
        Key: writes.course.ConditionCheck.Key,
        ConditionExpression: 'attribute_exists(PK) AND has_quiz = :hasQuiz',
        ExpressionAttributeValues: { ':hasQuiz': true },
      },
    },
  } satisfies Record<string, TransactWrite>;
}

/** Lists a course on the user item; a reassignment appends the id again: readers take the list as a set. */
const APPEND_ASSIGNED_COURSE =
  'assigned_course_ids = list_append(if_not_exists(assigned_course_ids, :none), :course)';

/**
 * Records the assignment and appends an allocation event to the company's history, only while
 * the course exists (and, for one user, the user in the company). Answers false otherwise.
 */
export async function assignCourse(options: {
  assignment: AssignmentRecord;
  allocationId: string;
}): Promise<boolean> {
  const { assignment } = options;
  if (assignment.user_id) {
    return assignCourseToUsers({
      assignments: [{ ...assignment, user_id: assignment.user_id }],
      newAllocationId: () => options.allocationId,
    });
  }
  return (await transactWrite(assignmentWrites(assignment, options.allocationId))).isCommitted;
}

export type CompanyAssignOutcome = 'assigned' | 'course-missing' | 'assigned-meanwhile';

/**
 * Records the whole company's assignment and its allocation event over the assignment read before
 * (`seenAssignedAt`, null when there was none), only while the course exists: of two requests that
 * read the same assignment only the first writes, so a check made on what was read still holds.
 */
export async function assignCourseToCompany(options: {
  assignment: AssignmentRecord & { user_id: null };
  allocationId: string;
  seenAssignedAt: string | null;
}): Promise<CompanyAssignOutcome> {
  const { assignment, seenAssignedAt } = options;
  const writes = assignmentWrites(assignment, options.allocationId);
  const outcome = await transactWrite({
    ...writes,
    assignment: {
      Put: {
        ...writes.assignment.Put,
        ...(seenAssignedAt === null
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : {
              ConditionExpression: 'assigned_at = :seen',
              ExpressionAttributeValues: { ':seen': seenAssignedAt },
            }),
      },
    },
  });
  if (outcome.isCommitted) return 'assigned';
  return outcome.failed.has('course') ? 'course-missing' : 'assigned-meanwhile';
}

/**
 * Assigns the course to each person in one transaction (at most 33 people: 3 writes each and the
 * course's check), so all of them are assigned or none: only while the course exists and each
 * person still exists in the assignment's company. Answers false otherwise.
 */
export async function assignCourseToUsers(options: {
  assignments: readonly (AssignmentRecord & { user_id: string })[];
  newAllocationId: () => string;
}): Promise<boolean> {
  const writes: Record<string, TransactWrite> = {};
  for (const assignment of options.assignments) {
    const { course, assignment: put, allocation } = assignmentWrites(assignment, options.newAllocationId());
    writes.course = course;
    writes[`assignment ${assignment.user_id}`] = put;
    writes[`allocation ${assignment.user_id}`] = allocation;
    writes[`user ${assignment.user_id}`] = {
      Update: {
        Key: keys.user(assignment.user_id),
        UpdateExpression: `SET ${APPEND_ASSIGNED_COURSE}`,
        ConditionExpression: 'attribute_exists(PK) AND company_id = :company',
        ExpressionAttributeValues: {
          ':none': [],
          ':course': [assignment.course_id],
          ':company': assignment.company_id,
        },
      },
    };
  }
  return (await transactWrite(writes)).isCommitted;
}

/** The company's own assignment of the course, read consistently (a write may be conditioned on it). */
export function getCompanyAssignment(companyId: string, courseId: string): Promise<AssignmentRecord | null> {
  return assignments.get(keys.courseAssignment({ companyId }, courseId), { consistent: true });
}

/** One page of a course's assignments (GSI1 `COURSE#<course>#ASSIGNMENTS`): whole companies, then people. */
export function listCourseAssignments(courseId: string, page: PageRequest) {
  return assignments.queryPage(
    { index: 'GSI1', partition: indexKeys.courseAssignments(courseId).GSI1PK },
    page,
  );
}

/** Who a course is assigned to, within the firm: whole companies and single people (one Query, read to the end). */
export async function listCourseTargets(
  courseId: string,
  firmId: string,
): Promise<{ companyIds: Set<string>; userIds: Set<string> }> {
  const items = await queryAll({
    index: 'GSI1',
    partition: indexKeys.courseAssignments(courseId).GSI1PK,
    projection: 'firm_id, company_id, user_id',
  });
  const ofFirm = items.filter((item) => item.firm_id === firmId);
  return {
    companyIds: new Set(ofFirm.filter((item) => !item.user_id).map((item) => item.company_id as string)),
    userIds: new Set(ofFirm.flatMap((item) => (item.user_id ? [item.user_id as string] : []))),
  };
}

/**
 * One page of the company's allocations as the assignments they recorded, of one subcategory or
 * all: one Query of its partition, grouped by subcategory, newest first within each (the sort key
 * leads with the subcategory).
 */
export async function listAssignmentHistory(
  companyId: string,
  subcategory: CourseSubcategory | undefined,
  page: PageRequest,
): Promise<{ items: AssignmentRecord[]; nextCursor: string | null }> {
  const result = await queryPage(
    {
      partition: keys.company(companyId).PK,
      sortKeyPrefix: subcategory ? prefixes.assignmentHistoryOf(subcategory) : prefixes.assignmentHistory,
      newestFirst: true,
    },
    page,
  );
  return {
    items: result.items.map((item) => stripKeys(item) as AssignmentRecord),
    nextCursor: result.nextCursor,
  };
}

/** Who assigned a course the daily job re-enrolled a worker in: no user did. */
export const REENROLMENT_ASSIGNER = 'reenrolment';

/** The user attribute holding the periodic due date the worker was last re-enrolled for in the domain. */
export function reenrolledForAttribute(category: CourseCategory): `reenrolled_for_${CourseCategory}` {
  return `reenrolled_for_${category}`;
}

export type ReenrolmentOutcome = 'assigned' | 'already-reenrolled' | 'course-missing';

/**
 * Assigns the periodic course to the worker for one due date, once: the user item records the
 * due date in the same transaction, on condition that it does not record it yet, so of two runs
 * at once one assigns and the other's condition fails. The worker must still be in the company.
 */
export async function assignReenrolment(options: {
  assignment: AssignmentRecord & { user_id: string };
  allocationId: string;
  category: CourseCategory;
  dueDate: string;
}): Promise<ReenrolmentOutcome> {
  const { assignment } = options;
  const outcome = await transactWrite({
    ...assignmentWrites(assignment, options.allocationId),
    user: {
      Update: {
        Key: keys.user(assignment.user_id),
        UpdateExpression: `SET ${APPEND_ASSIGNED_COURSE}, #reenrolledFor = :due`,
        ConditionExpression:
          'attribute_exists(PK) AND company_id = :company AND (attribute_not_exists(#reenrolledFor) OR #reenrolledFor <> :due)',
        ExpressionAttributeNames: { '#reenrolledFor': reenrolledForAttribute(options.category) },
        ExpressionAttributeValues: {
          ':none': [],
          ':course': [assignment.course_id],
          ':due': options.dueDate,
          ':company': assignment.company_id,
        },
      },
    },
  });
  if (outcome.isCommitted) return 'assigned';
  return outcome.failed.has('course') ? 'course-missing' : 'already-reenrolled';
}

/**
 * Courses assigned to the user directly (listed on the user item) or to their whole company (one
 * Query of the company's partition).
 */
export async function listAssignedCourseIds(
  user: Pick<UserRecord, 'assigned_course_ids' | 'company_id'>,
): Promise<string[]> {
  if (!user.company_id) return [];
  const items = await queryAll({
    partition: keys.company(user.company_id).PK,
    sortKeyPrefix: prefixes.courseAssignment,
    projection: 'course_id',
  });
  return [
    ...new Set([...(user.assigned_course_ids ?? []), ...items.map((item) => item.course_id as string)]),
  ];
}

/**
 * When the course was last assigned to the user or to their company (one BatchGetItem); null
 * when it is not assigned to them, so they may not take it. A newer assignment of a passed
 * course is the next periodic training (docs/api.md, quiz attempts).
 */
export async function courseAssignedAt(
  courseId: string,
  user: { id: string; companyId: string },
): Promise<string | null> {
  return latestAssignedAt(await readBatch(courseAssignmentReads(courseId, user)));
}

/** The two assignments that can give a user a course, their own and their company's, for a batch read. */
export function courseAssignmentReads(courseId: string, user: { id: string; companyId: string }) {
  return [
    assignments.at(keys.courseAssignment({ userId: user.id }, courseId), ['assigned_at']),
    assignments.at(keys.courseAssignment({ companyId: user.companyId }, courseId), ['assigned_at']),
  ];
}

/** The latest instant among the assignments read (absent ones are null); null for none. */
export function latestAssignedAt(
  found: readonly (Pick<AssignmentRecord, 'assigned_at'> | null)[],
): string | null {
  return (
    found
      .flatMap((assignment) => (assignment ? [assignment.assigned_at] : []))
      .sort()
      .at(-1) ?? null
  );
}

/** Removes every assignment of a course (its allocation history stays). */
export async function deleteCourseAssignments(courseId: string): Promise<void> {
  const items = await queryAll({
    index: 'GSI1',
    partition: indexKeys.courseAssignments(courseId).GSI1PK,
    projection: 'PK, SK',
  });
  await deleteItems(items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })));
}

/**
 * The latest time a course of the subcategory was allocated to the company or any of its users
 * (the periodic-training status reads it for `periodica`); null when never.
 */
export async function getLastAssignmentDate(
  companyId: string,
  subcategory: CourseSubcategory,
): Promise<string | null> {
  const [latest] = await queryFirst(
    {
      partition: keys.company(companyId).PK,
      sortKeyPrefix: prefixes.assignmentHistoryOf(subcategory),
      projection: 'assigned_at',
      newestFirst: true,
    },
    1,
  );
  return (latest?.assigned_at as string | undefined) ?? null;
}

/** A periodic allocation as re-enrolment reads it: which course, to whom (null: the whole company), when. */
export type AssignmentSummary = Pick<AssignmentRecord, 'course_id' | 'user_id' | 'assigned_at'>;

/**
 * The company's allocations of the subcategory made at or after `since` (an instant), oldest first:
 * one Query bounded on the sort key, so older history costs nothing.
 */
export async function listAssignmentsSince(
  companyId: string,
  subcategory: CourseSubcategory,
  since: string,
): Promise<AssignmentSummary[]> {
  const prefix = prefixes.assignmentHistoryOf(subcategory);
  const items = await queryAll({
    partition: keys.company(companyId).PK,
    sortKeyPrefix: prefix,
    sortKeyFrom: `${prefix}${since}`,
    projection: 'course_id, user_id, assigned_at',
  });
  return items.map((item) => ({
    course_id: item.course_id as string,
    user_id: (item.user_id as string | null) ?? null,
    assigned_at: item.assigned_at as string,
  }));
}

/** The companies' own assignments of the course, those that exist: BatchGetItem, 100 keys a call. */
export function getCompanyAssignments(
  companyIds: readonly string[],
  courseId: string,
): Promise<AssignmentRecord[]> {
  return assignments.getMany(companyIds.map((companyId) => keys.courseAssignment({ companyId }, courseId)));
}
