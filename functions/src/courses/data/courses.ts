import type { CourseCategory, CourseSubcategory, VersionLanguage } from '@ssm/shared';
import { defineCollection, defineEntity } from '../../platform/entity';
import { putItem, transactWrite, updateItem } from '../../platform/table';
import { indexKeys, keys } from '../../platform/table-keys';

/** A course of an SSM firm: its PDF lives in the course-files bucket under `file_key`. */
export type CourseRecord = {
  id: string;
  firm_id: string;
  title: string;
  description: string;
  category: CourseCategory;
  subcategory: CourseSubcategory;
  duration_minutes: number;
  /** Study the server requires before the quiz opens; 0 is off. */
  min_study_minutes: number;
  /**
   * Why the minimum is below the standard share of the duration (docs/domain.md, Training
   * duration): the record made on the course prints it. Absent on courses made before the rule.
   */
  min_study_reason?: string | null;
  /** The current version of the PDF; a replaced version keeps its own key (docs/product.md, Edit course). */
  file_key: string;
  file_size: number;
  /** SHA-256 (hex) of the current PDF, which a record made on it names. */
  file_sha256: string;
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

/**
 * The translation of the course's quiz for a version: each bank question's text and its answers'
 * texts by the Romanian ids, so an attempt is graded as the Romanian one. It belongs to the quiz
 * saved at `quiz_updated_at`; a quiz saved since makes it stale (the Romanian texts are shown).
 */
export type QuizTranslation = {
  quiz_updated_at: string;
  questions: Record<string, { text: string; answers: Record<string, string> }>;
};

/**
 * The course's version in another language (docs/product.md, training in the worker's language):
 * its title and PDF, fingerprinted as the Romanian one, and its quiz's translation.
 */
export type CourseVersionRecord = {
  course_id: string;
  language: VersionLanguage;
  title: string;
  file_key: string;
  file_size: number;
  file_sha256: string;
  quiz: QuizTranslation | null;
  updated_by: string;
  updated_at: string;
  /** Raised by every change; each change is conditional on the one it read. */
  version: number;
};

export const courses = defineEntity<CourseRecord>({
  type: 'course',
  key: (course) => keys.course(course.id),
  indexes: (course) => indexKeys.firmCourse(course.firm_id, course.id),
});

export const quizzes = defineEntity<QuizRecord>({ type: 'quiz', key: (quiz) => keys.quiz(quiz.course_id) });

export const courseVersions = defineEntity<CourseVersionRecord>({
  type: 'course-version',
  key: (version) => keys.courseVersion(version.course_id, version.language),
});

/** A course's partition: the course, its quiz and its versions in other languages. */
const courseWithQuiz = defineCollection({ course: courses, quiz: quizzes, version: courseVersions });

export async function putCourse(course: CourseRecord): Promise<void> {
  if (!(await putItem({ Item: courses.toItem(course), ConditionExpression: 'attribute_not_exists(PK)' })))
    throw new Error(`Course ${course.id} already exists`);
}

/** The course, its quiz and its versions in one Query of the course's partition. */
export async function getCourseWithQuiz(courseId: string): Promise<{
  course: CourseRecord;
  quiz: QuizRecord | null;
  versions: CourseVersionRecord[];
} | null> {
  const found = await courseWithQuiz.queryAll({ partition: keys.course(courseId).PK });
  const [course] = found.course;
  return course ? { course, quiz: found.quiz[0] ?? null, versions: found.version } : null;
}

/**
 * Writes a version while the course exists and the version is as `read` left it (absent when
 * null): two owners saving at once cannot lose one's PDF unseen. False when either changed.
 */
export async function putCourseVersion(
  version: CourseVersionRecord,
  read: CourseVersionRecord | null,
): Promise<boolean> {
  const outcome = await transactWrite({
    course: {
      ConditionCheck: {
        Key: keys.course(version.course_id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    version: {
      Put: {
        Item: courseVersions.toItem(version),
        ...(read
          ? {
              ConditionExpression: '#version = :readVersion',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':readVersion': read.version },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
  });
  return outcome.isCommitted;
}

/** Removes a version as read; false when it changed or went meanwhile. */
export async function deleteCourseVersion(read: CourseVersionRecord): Promise<boolean> {
  const outcome = await transactWrite({
    version: {
      Delete: {
        Key: keys.courseVersion(read.course_id, read.language),
        ConditionExpression: '#version = :readVersion',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':readVersion': read.version },
      },
    },
  });
  return outcome.isCommitted;
}

/** The firm's courses, newest first (ids are ULIDs). */
export function listFirmCourses(firmId: string): Promise<CourseRecord[]> {
  return courses.queryAll({
    index: 'GSI1',
    partition: indexKeys.firmCourses(firmId).GSI1PK,
    newestFirst: true,
  });
}

/** The named courses that still exist, in no particular order. */
export function getCourses(courseIds: string[], options?: { consistent?: boolean }): Promise<CourseRecord[]> {
  return courses.getMany(
    courseIds.map((courseId) => keys.course(courseId)),
    options,
  );
}

/** The named courses' versions in one language, where they have one: one BatchGetItem. */
export function getCourseVersionsIn(
  courseIds: readonly string[],
  language: string,
): Promise<CourseVersionRecord[]> {
  return courseVersions.getMany(courseIds.map((courseId) => keys.courseVersion(courseId, language)));
}

/** What an owner's edit may change on a course (docs/product.md, Edit course). */
export type CourseEdit = Partial<
  Pick<
    CourseRecord,
    | 'title'
    | 'description'
    | 'category'
    | 'duration_minutes'
    | 'min_study_minutes'
    | 'min_study_reason'
    | 'file_key'
    | 'file_size'
    | 'file_sha256'
  >
>;

/**
 * Applies an edit made against `read` (the course as the edit read it), only while the course
 * still has the PDF version, duration and minimum study the edit was checked against: two edits at
 * once cannot leave a minimum above the duration or lowered without its reason, nor one PDF version
 * replace another unseen.
 * Answers the edited course, or null when it is gone or changed meanwhile.
 */
export async function updateCourse(read: CourseRecord, edit: CourseEdit): Promise<CourseRecord | null> {
  const changed = Object.entries(edit).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(changed.map(([name], index) => [`#field${index}`, name]));
  const values = Object.fromEntries(changed.map(([, value], index) => [`:field${index}`, value]));
  const outcome = await updateItem({
    Key: keys.course(read.id),
    UpdateExpression: `SET ${changed.map((_, index) => `#field${index} = :field${index}`).join(', ')}`,
    ConditionExpression: [
      'attribute_exists(PK)',
      'file_key = :readFileKey',
      'duration_minutes = :readDuration',
      'min_study_minutes = :readMinStudy',
      read.min_study_reason
        ? 'min_study_reason = :readReason'
        : '(attribute_not_exists(min_study_reason) OR min_study_reason = :readReason)',
    ].join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: {
      ...values,
      ':readFileKey': read.file_key,
      ':readDuration': read.duration_minutes,
      ':readMinStudy': read.min_study_minutes,
      ':readReason': read.min_study_reason ?? null,
    },
    ReturnValues: 'ALL_NEW',
  });
  return outcome.isApplied ? courses.fromItem(outcome.attributes) : null;
}

/** Writes the quiz and flags the course, only while the course exists; false when it is gone. */
export async function saveQuiz(quiz: QuizRecord): Promise<boolean> {
  const outcome = await transactWrite({
    course: {
      Update: {
        Key: keys.course(quiz.course_id),
        UpdateExpression: 'SET has_quiz = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
      },
    },
    quiz: { Put: { Item: quizzes.toItem(quiz) } },
  });
  return outcome.isCommitted;
}

/**
 * Removes the course, its quiz and its versions together; its assignments and files are removed by
 * the caller.
 */
export async function deleteCourse(
  courseId: string,
  versions: readonly CourseVersionRecord[],
): Promise<void> {
  await transactWrite({
    course: { Delete: { Key: keys.course(courseId) } },
    quiz: { Delete: { Key: keys.quiz(courseId) } },
    ...Object.fromEntries(
      versions.map((version) => [
        `version-${version.language}`,
        { Delete: { Key: keys.courseVersion(courseId, version.language) } },
      ]),
    ),
  });
}
