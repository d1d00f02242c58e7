import { BatchGetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseSubcategory } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { notFound } from '../lib/errors';
import { deleteItems } from './batch-writes';
import { type CourseAssignmentTarget, indexKeys, keys, prefixes } from './keys';
import { queryAll } from './queries';
import { isTransactionConditionFailure, tableName } from './table';
import type { UserRecord } from './users';

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
  assigned_by: string;
  /** The latest time the course was (re)assigned to this target. */
  assigned_at: string;
};

const ASSIGNMENT_TYPE = 'course-assignment';
const ALLOCATION_TYPE = 'course-allocation';

function targetOf(assignment: Pick<AssignmentRecord, 'user_id' | 'company_id'>): CourseAssignmentTarget {
  return assignment.user_id ? { userId: assignment.user_id } : { companyId: assignment.company_id };
}

/** The assignment (one per course and target, replaced on reassignment) and its allocation event. */
export function toAssignmentItems(assignment: AssignmentRecord, allocationId: string) {
  const target = targetOf(assignment);
  return {
    assignment: {
      ...keys.courseAssignment(target, assignment.course_id),
      type: ASSIGNMENT_TYPE,
      ...indexKeys.courseAssignment(assignment.course_id, target),
      ...assignment,
    },
    allocation: {
      ...keys.courseAllocation({
        companyId: assignment.company_id,
        subcategory: assignment.course_subcategory,
        assignedAt: assignment.assigned_at,
        allocationId,
      }),
      type: ALLOCATION_TYPE,
      ...assignment,
    },
  };
}

/**
 * Records the assignment (replacing an earlier one of the same course to the same target) and
 * appends an allocation event to the company's history, only while the course exists.
 */
export async function assignCourse(assignment: AssignmentRecord, allocationId: string): Promise<void> {
  const items = toAssignmentItems(assignment, allocationId);
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.course(assignment.course_id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          { Put: { TableName: tableName(), Item: items.assignment } },
          {
            Put: {
              TableName: tableName(),
              Item: items.allocation,
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...(assignment.user_id
            ? [
                {
                  // A reassignment appends the id again: readers take the list as a set.
                  Update: {
                    TableName: tableName(),
                    Key: keys.user(assignment.user_id),
                    UpdateExpression:
                      'SET assigned_course_ids = list_append(if_not_exists(assigned_course_ids, :none), :course)',
                    ConditionExpression: 'attribute_exists(PK)',
                    ExpressionAttributeValues: { ':none': [], ':course': [assignment.course_id] },
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    if (isTransactionConditionFailure(error)) throw notFound();
    throw error;
  }
}

/**
 * Courses assigned to the user directly (listed on the user item) or to their whole company (one
 * Query of the company's partition).
 */
export async function listAssignedCourseIds(
  user: Pick<UserRecord, 'company_id' | 'assigned_course_ids'>,
): Promise<string[]> {
  if (!user.company_id) return [];
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.company(user.company_id).PK,
      ':prefix': prefixes.courseAssignment,
    },
    ProjectionExpression: 'course_id',
  });
  return [
    ...new Set([...(user.assigned_course_ids ?? []), ...items.map((item) => item.course_id as string)]),
  ];
}

/** Whether the user may take the course: assigned to them or to their company (one BatchGetItem). */
export async function isCourseAssignedTo(
  courseId: string,
  user: { id: string; companyId: string },
): Promise<boolean> {
  let requested: Record<string, unknown>[] = [
    keys.courseAssignment({ userId: user.id }, courseId),
    keys.courseAssignment({ companyId: user.companyId }, courseId),
  ];
  while (requested.length > 0) {
    const result = await getDocumentClient().send(
      new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: requested, ProjectionExpression: 'PK' } },
      }),
    );
    if ((result.Responses?.[tableName()] ?? []).length > 0) return true;
    requested = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return false;
}

/** Removes every assignment of a course (its allocation history stays). */
export async function deleteCourseAssignments(courseId: string): Promise<void> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.courseAssignments(courseId).GSI1PK },
    ProjectionExpression: 'PK, SK',
  });
  await deleteItems(items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })));
}

/**
 * The latest time a course of the subcategory was allocated to the company or any of its users
 * (the periodic-training status reads it for `periodica`); null when never.
 */
export async function getLastAllocationDate(
  companyId: string,
  subcategory: CourseSubcategory,
): Promise<string | null> {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.company(companyId).PK,
        ':prefix': prefixes.courseAllocation(subcategory),
      },
      ProjectionExpression: 'assigned_at',
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return (result.Items?.[0]?.assigned_at as string | undefined) ?? null;
}
