import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseSubcategory } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { notFound } from '../lib/errors';
import { deleteItems } from './batch-writes';
import { type CourseAssignmentTarget, indexKeys, keys, prefixes } from './keys';
import { queryAll } from './queries';
import { isTransactionConditionFailure, tableName } from './table';

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

/**
 * Records the assignment (replacing an earlier one of the same course to the same target) and
 * appends an allocation event to the company's history, only while the course exists.
 */
export async function assignCourse(assignment: AssignmentRecord, allocationId: string): Promise<void> {
  const target = targetOf(assignment);
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
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.courseAssignment(target, assignment.course_id),
                type: ASSIGNMENT_TYPE,
                ...indexKeys.courseAssignment(assignment.course_id, target),
                ...assignment,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.courseAllocation({
                  companyId: assignment.company_id,
                  subcategory: assignment.course_subcategory,
                  assignedAt: assignment.assigned_at,
                  allocationId,
                }),
                type: ALLOCATION_TYPE,
                ...assignment,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isTransactionConditionFailure(error)) throw notFound();
    throw error;
  }
}

async function listAssignedCourseIdsOf(target: CourseAssignmentTarget): Promise<string[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': target.userId !== undefined ? keys.user(target.userId).PK : keys.company(target.companyId).PK,
      ':prefix': prefixes.courseAssignment,
    },
    ProjectionExpression: 'course_id',
  });
  return items.map((item) => item.course_id as string);
}

/** Courses assigned to the user directly or to their whole company: two Queries. */
export async function listAssignedCourseIds(user: { id: string; companyId: string }): Promise<string[]> {
  const [own, company] = await Promise.all([
    listAssignedCourseIdsOf({ userId: user.id }),
    listAssignedCourseIdsOf({ companyId: user.companyId }),
  ]);
  return [...new Set([...own, ...company])];
}

/** Whether the user may take the course: assigned to them or to their company. */
export async function isCourseAssignedTo(
  courseId: string,
  user: { id: string; companyId: string },
): Promise<boolean> {
  const read = (target: CourseAssignmentTarget) =>
    getDocumentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.courseAssignment(target, courseId),
        ProjectionExpression: 'PK',
      }),
    );
  const [own, company] = await Promise.all([read({ userId: user.id }), read({ companyId: user.companyId })]);
  return own.Item !== undefined || company.Item !== undefined;
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
