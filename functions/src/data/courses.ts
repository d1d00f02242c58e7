import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { CourseCategory, CourseSubcategory } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { notFound } from '../lib/errors';
import { indexKeys, keys } from './keys';
import { queryAll } from './queries';
import { isTransactionConditionFailure, tableName } from './table';

/** A course of an SSM firm: its PDF lives in the course-files bucket under `file_key`. */
export type CourseRecord = {
  id: string;
  firm_id: string;
  title: string;
  description: string;
  category: CourseCategory;
  subcategory: CourseSubcategory;
  duration_minutes: number;
  file_key: string;
  file_size: number;
  has_quiz: boolean;
  created_by: string;
  created_at: string;
};

export type QuizQuestion = {
  id: string;
  text: string;
  answers: { id: string; text: string }[];
  correct_answer_id: string;
};

/** The course's quiz, one item beside the course (10 x 4 texts stay far below 400 KB). */
export type QuizRecord = {
  course_id: string;
  questions: QuizQuestion[];
  updated_by: string;
  updated_at: string;
};

const COURSE_TYPE = 'course';
const QUIZ_TYPE = 'quiz';
/** BatchGetItem takes at most 100 keys per call. */
const BATCH_GET_LIMIT = 100;
const BATCH_GET_ATTEMPTS = 8;

function toCourseItem(course: CourseRecord): Record<string, unknown> {
  return {
    ...keys.course(course.id),
    type: COURSE_TYPE,
    ...indexKeys.firmCourse(course.firm_id, course.id),
    ...course,
  };
}

function fromCourseItem(item: Record<string, unknown>): CourseRecord {
  const { PK, SK, GSI1PK, GSI1SK, type, ...course } = item;
  return course as CourseRecord;
}

function fromQuizItem(item: Record<string, unknown>): QuizRecord {
  const { PK, SK, type, ...quiz } = item;
  return quiz as QuizRecord;
}

export async function putCourse(course: CourseRecord): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: toCourseItem(course),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The course and its quiz in one Query of the course's partition. */
export async function getCourseWithQuiz(
  courseId: string,
): Promise<{ course: CourseRecord; quiz: QuizRecord | null } | null> {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.course(courseId).PK },
    }),
  );
  const items = result.Items ?? [];
  const courseItem = items.find((item) => item.type === COURSE_TYPE);
  if (!courseItem) return null;
  const quizItem = items.find((item) => item.type === QUIZ_TYPE);
  return { course: fromCourseItem(courseItem), quiz: quizItem ? fromQuizItem(quizItem) : null };
}

/** The firm's courses, newest first (ids are ULIDs). */
export async function listFirmCourses(firmId: string): Promise<CourseRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.firmCourses(firmId).GSI1PK },
    ScanIndexForward: false,
  });
  return items.map(fromCourseItem);
}

/** The named courses that still exist, in no particular order. */
export async function getCourses(courseIds: string[]): Promise<CourseRecord[]> {
  const courses: CourseRecord[] = [];
  for (let start = 0; start < courseIds.length; start += BATCH_GET_LIMIT) {
    let requestKeys: Record<string, unknown>[] = courseIds
      .slice(start, start + BATCH_GET_LIMIT)
      .map((courseId) => keys.course(courseId));
    // Under load DynamoDB answers some keys as unprocessed instead of failing: ask again, pausing.
    for (let attempt = 1; requestKeys.length > 0; attempt += 1) {
      if (attempt > BATCH_GET_ATTEMPTS)
        throw new Error(`BatchGetItem left ${requestKeys.length} keys unprocessed`);
      if (attempt > 1) await sleep(Math.min(50 * 2 ** attempt, 2000));
      const result: BatchGetCommandOutput = await getDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: requestKeys } } }),
      );
      courses.push(...(result.Responses?.[tableName()] ?? []).map(fromCourseItem));
      requestKeys = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return courses;
}

/** Writes the quiz and flags the course, only while the course exists (404 otherwise). */
export async function saveQuiz(quiz: QuizRecord): Promise<void> {
  const transactItems: TransactWriteCommandInput['TransactItems'] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.course(quiz.course_id),
        UpdateExpression: 'SET has_quiz = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
      },
    },
    { Put: { TableName: tableName(), Item: { ...keys.quiz(quiz.course_id), type: QUIZ_TYPE, ...quiz } } },
  ];
  try {
    await getDocumentClient().send(new TransactWriteCommand({ TransactItems: transactItems }));
  } catch (error) {
    // The course was deleted between the caller's read and this write.
    if (isTransactionConditionFailure(error)) throw notFound();
    throw error;
  }
}

/** Removes the course and its quiz together; its assignments and file are removed by the caller. */
export async function deleteCourseAndQuiz(courseId: string): Promise<void> {
  await getDocumentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.course(courseId) } },
        { Delete: { TableName: tableName(), Key: keys.quiz(courseId) } },
      ],
    }),
  );
}
