import {
  COURSE_FILE_MAX_BYTES,
  COURSE_UPLOAD_URL_TTL_SECONDS,
  type createCourseBodySchema,
  PDF_CONTENT_TYPE,
  type saveQuizBodySchema,
  texts,
  type z,
} from '@ssm/shared';
import {
  deleteCourseAssignments,
  isCourseAssignedTo,
  listAssignedCourseIds,
  assignCourse as writeAssignment,
} from '../data/assignments';
import { getCompany } from '../data/companies';
import {
  deleteObject,
  getObjectSize,
  presignCourseFile,
  presignCourseUpload,
  putPdf,
  readObject,
} from '../data/course-files';
import {
  type CourseRecord,
  deleteCourseAndQuiz,
  getCourses,
  getCourseWithQuiz,
  listFirmCourses,
  putCourse,
  type QuizRecord,
  saveQuiz,
} from '../data/courses';
import { objectKeys } from '../data/keys';
import { getUserById, type UserRecord } from '../data/users';
import { nowIso } from '../lib/clock';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { isReadablePdf } from './pdf-check';
import { refreshTrainingStatus } from './training-status';

/*
 * Courses belong to an SSM firm. Every function takes the caller as stored (never an id from the
 * request body) and answers 404 for a course, company or user outside the caller's reach, the
 * same as for one that does not exist.
 */

type CreateCourseBody = z.output<typeof createCourseBodySchema>;
type SaveQuizBody = z.output<typeof saveQuizBodySchema>;

function firmOf(user: UserRecord): string {
  if (!user.firm_id) throw forbidden();
  return user.firm_id;
}

/** Admins and employees reach courses through their company; without one they reach none. */
function traineeOf(user: UserRecord): { id: string; companyId: string } {
  if (!user.company_id) throw forbidden();
  return { id: user.id, companyId: user.company_id };
}

/** A file name safe in a Content-Disposition header and on any file system. */
function toFileName(title: string): string {
  const name = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${name || 'curs'}.pdf`;
}

async function describeCourse(course: CourseRecord) {
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    category: course.category,
    subcategory: course.subcategory,
    duration: course.duration_minutes,
    file: await presignCourseFile({ key: course.file_key, fileName: toFileName(course.title) }),
    has_quiz: course.has_quiz,
    created_at: course.created_at,
  };
}

/** The quiz as the API shows it: which answer is correct only when `withAnswerKey`. */
function describeQuiz(quiz: Pick<QuizRecord, 'questions'>, withAnswerKey: boolean) {
  return {
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text,
      answers: question.answers.map((answer) =>
        withAnswerKey
          ? { id: answer.id, text: answer.text, is_correct: answer.id === question.correct_answer_id }
          : { id: answer.id, text: answer.text },
      ),
    })),
  };
}

/** The course and its quiz, if the owner's firm has it. */
async function getOwnedCourse(owner: UserRecord, courseId: string) {
  const found = await getCourseWithQuiz(courseId);
  if (!found || found.course.firm_id !== firmOf(owner)) throw notFound();
  return found;
}

/** A presigned PUT for a PDF of the stated size, under the owner's firm. */
export async function createCourseUploadUrl(owner: UserRecord, body: { content_length: number }) {
  const uploadId = newId();
  const uploadUrl = await presignCourseUpload({
    key: objectKeys.courseUpload(firmOf(owner), uploadId),
    contentLength: body.content_length,
  });
  return {
    upload_id: uploadId,
    upload_url: uploadUrl,
    method: 'PUT' as const,
    headers: { 'content-type': PDF_CONTENT_TYPE },
    expires_in: COURSE_UPLOAD_URL_TTL_SECONDS,
  };
}

function fileError(detail: string) {
  return badRequest(detail, { file: [detail] });
}

/**
 * Takes a presigned upload into the course: checks its size and that it really is a PDF, and
 * removes it when refused. The bytes checked are the bytes stored, so a second PUT to the same
 * URL during the check cannot swap the file.
 */
async function takeUpload(uploadKey: string): Promise<Uint8Array> {
  const size = await getObjectSize(uploadKey);
  if (size === null) {
    throw badRequest(texts.courseForm.uploadMissing, { upload_id: [texts.courseForm.uploadMissing] });
  }
  if (size > COURSE_FILE_MAX_BYTES) {
    await deleteObject(uploadKey);
    throw fileError(texts.courseForm.fileTooLarge);
  }
  const content = await readObject(uploadKey);
  if (!(await isReadablePdf(content))) {
    await deleteObject(uploadKey);
    throw fileError(texts.courseForm.notPdf);
  }
  return content;
}

/**
 * Creates a course of the owner's firm from the form's file or a presigned upload. The PDF is
 * stored before the course item, so a course never exists without its file.
 */
export async function createCourse(owner: UserRecord, body: CreateCourseBody) {
  const firmId = firmOf(owner);
  const uploadKey = body.upload_id ? objectKeys.courseUpload(firmId, body.upload_id) : null;
  const content = uploadKey ? await takeUpload(uploadKey) : body.file!.content;
  if (!uploadKey && !(await isReadablePdf(content))) throw fileError(texts.courseForm.notPdf);
  const courseId = newId();
  const course: CourseRecord = {
    id: courseId,
    firm_id: firmId,
    title: body.title,
    description: body.description,
    category: body.category,
    subcategory: body.subcategory,
    duration_minutes: body.duration,
    file_key: objectKeys.courseFile(firmId, courseId),
    file_size: content.byteLength,
    has_quiz: false,
    created_by: owner.id,
    created_at: nowIso(),
  };
  await putPdf(course.file_key, content);
  try {
    await putCourse(course);
  } catch (error) {
    await deleteObject(course.file_key);
    throw error;
  }
  if (uploadKey) await deleteObject(uploadKey);
  return describeCourse(course);
}

/** Owner: the firm's courses. Admin, employee: those assigned to them or to their company. */
export async function listCourses(user: UserRecord) {
  const firmId = firmOf(user);
  let courses: CourseRecord[];
  if (user.role === 'owner') {
    courses = await listFirmCourses(firmId);
  } else {
    const courseIds = await listAssignedCourseIds(user);
    courses = (await getCourses(courseIds))
      .filter((course) => course.firm_id === firmId)
      .sort((first, second) => second.id.localeCompare(first.id));
  }
  return Promise.all(courses.map(describeCourse));
}

export async function getCourseDetail(user: UserRecord, courseId: string) {
  const firmId = firmOf(user);
  const isOwner = user.role === 'owner';
  const [found, isAssigned] = await Promise.all([
    getCourseWithQuiz(courseId),
    isOwner ? true : isCourseAssignedTo(courseId, traineeOf(user)),
  ]);
  if (!found || found.course.firm_id !== firmId || !isAssigned) throw notFound();
  return {
    ...(await describeCourse(found.course)),
    quiz: found.quiz ? describeQuiz(found.quiz, isOwner) : null,
  };
}

/** Removes the course first (it vanishes for everyone at once), then its assignments and PDF. */
export async function deleteCourse(owner: UserRecord, courseId: string) {
  const { course } = await getOwnedCourse(owner, courseId);
  await deleteCourseAndQuiz(course.id);
  await Promise.all([deleteCourseAssignments(course.id), deleteObject(course.file_key)]);
  return { detail: texts.courseList.deleted };
}

/** Creates or replaces the quiz; every question and answer gets a fresh id. */
export async function saveCourseQuiz(owner: UserRecord, courseId: string, body: SaveQuizBody) {
  const { course } = await getOwnedCourse(owner, courseId);
  const quiz: QuizRecord = {
    course_id: course.id,
    questions: body.questions.map((question) => {
      const answers = question.answers.map((text) => ({ id: newId(), text }));
      return {
        id: newId(),
        text: question.question_text,
        answers,
        correct_answer_id: answers[question.correct_index]!.id,
      };
    }),
    updated_by: owner.id,
    updated_at: nowIso(),
  };
  await saveQuiz(quiz);
  return describeQuiz(quiz, true);
}

/**
 * Assigns a course of the owner's firm to one user of one of its companies, or to all the
 * company's users (`user_id` null). The date is recorded: the periodic-training status reads
 * the last allocation of a `periodica` course per company.
 */
export async function assignCourse(
  owner: UserRecord,
  courseId: string,
  body: { company_id: string; user_id: string | null },
) {
  const firmId = firmOf(owner);
  const [found, company, user] = await Promise.all([
    getCourseWithQuiz(courseId),
    getCompany(body.company_id),
    body.user_id ? getUserById(body.user_id) : null,
  ]);
  if (!found || found.course.firm_id !== firmId) throw notFound();
  if (!company || company.firm_id !== firmId) throw notFound();
  if (body.user_id) {
    const isCompanyUser =
      user && user.firm_id === firmId && (user.role === 'admin' || user.role === 'employee');
    if (!isCompanyUser) throw notFound();
    if (user.company_id !== company.id) {
      throw badRequest(texts.courseAssign.userNotInCompany, {
        user_id: [texts.courseAssign.userNotInCompany],
      });
    }
  }
  const assignedAt = nowIso();
  await writeAssignment(
    {
      course_id: found.course.id,
      firm_id: firmId,
      company_id: company.id,
      user_id: body.user_id,
      course_subcategory: found.course.subcategory,
      assigned_by: owner.id,
      assigned_at: assignedAt,
    },
    newId(),
  );
  await refreshTrainingStatus({
    companyId: company.id,
    subcategory: found.course.subcategory,
    allocatedAt: assignedAt,
  });
  return { course: found.course.id, company_id: company.id, user_id: body.user_id, assigned_at: assignedAt };
}
