import {
  COURSE_FILE_MAX_BYTES,
  COURSE_UPLOAD_URL_TTL_SECONDS,
  type createCourseBodySchema,
  type Language,
  minStudyRefusal,
  PDF_CONTENT_TYPE,
  RECORD_LANGUAGE,
  type saveQuizBodySchema,
  standardMinStudyMinutes,
  type updateCourseBodySchema,
  type z,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { CompanyMemberPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import * as assignmentTable from '../../assignments/data/assignments';
import { getCourseStudyState } from '../../learning/data/study-evidence';
import { recordCourseOpened } from '../../learning/domain/study';
import type { FileStore } from '../../platform/adapters';
import { nowIso } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { objectKeys } from '../../platform/object-keys';
import { fileError, takeStagedUpload } from '../../platform/staged-upload';
import { sha256Hex } from '../../records/domain/record-hashes';
import type { CourseRecord, QuizRecord } from '../data/courses';
import * as courseTable from '../data/courses';
import { chooseVersion, describeVersions, presignCoursePdf } from './course-versions';

/*
 * Courses belong to an SSM firm. Every function takes the caller's principal (never a firm or
 * company from the request body) and answers 404 for a course, company or user outside the
 * caller's reach, the same as for one that does not exist. The course PDFs live in the
 * course-files bucket, handed in as a `FileStore`.
 */

type CreateCourseBody = z.output<typeof createCourseBodySchema>;
type SaveQuizBody = z.output<typeof saveQuizBodySchema>;
type UpdateCourseBody = z.output<typeof updateCourseBodySchema>;

async function describeCourse(course: CourseRecord, courseFiles: FileStore) {
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    category: course.category,
    subcategory: course.subcategory,
    duration: course.duration_minutes,
    min_study_minutes: course.min_study_minutes,
    min_study_reason: course.min_study_reason ?? null,
    file: await presignCoursePdf(courseFiles, { key: course.file_key, title: course.title }),
    has_quiz: course.has_quiz,
    created_at: course.created_at,
  };
}

/** The quiz as its owners see it, with the answer key. */
function describeQuiz(quiz: Pick<QuizRecord, 'questions'>) {
  return {
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text,
      answers: question.answers.map((answer) => ({
        id: answer.id,
        text: answer.text,
        is_correct: answer.id === question.correct_answer_id,
      })),
    })),
  };
}

/** The course and its quiz, if the owner's firm has it. */
async function getOwnedCourse(owner: OwnerPrincipal, courseId: string) {
  const found = await courseTable.getCourseWithQuiz(courseId);
  if (!found || found.course.firm_id !== owner.firmId) throw notFound();
  return found;
}

/** A presigned PUT for a PDF of the stated size, under the owner's firm. */
export async function createCourseUploadUrl(options: {
  owner: OwnerPrincipal;
  contentLength: number;
  courseFiles: FileStore;
}) {
  const uploadId = newId();
  const uploadUrl = await options.courseFiles.presignUpload({
    key: objectKeys.courseUpload(options.owner.firmId, uploadId),
    contentType: PDF_CONTENT_TYPE,
    contentLength: options.contentLength,
    expiresInSeconds: COURSE_UPLOAD_URL_TTL_SECONDS,
  });
  return {
    upload_id: uploadId,
    upload_url: uploadUrl,
    method: 'PUT' as const,
    headers: { 'content-type': PDF_CONTENT_TYPE },
    expires_in: COURSE_UPLOAD_URL_TTL_SECONDS,
  };
}

/** Why each refused file is refused, in the words the owner reads under the file field. */
const PDF_REFUSALS = {
  'not-pdf': texts.courseForm.notPdf,
  damaged: texts.courseForm.damagedPdf,
  'no-pages': texts.courseForm.pdfWithoutPages,
  'xfa-only': texts.courseForm.xfaOnlyPdf,
} as const;

/**
 * Why the viewer could not show the bytes, or null when it can (pdf-check.ts, loaded on the first
 * check).
 */
async function pdfRefusal(content: Uint8Array): Promise<string | null> {
  const { checkPdf } = await import('./pdf-check');
  const verdict = await checkPdf(content);
  return verdict === 'readable' ? null : PDF_REFUSALS[verdict];
}

/**
 * Takes a presigned upload into the course: checks its size and that it really is a PDF, and
 * removes it when refused.
 */
export function takeUpload(uploadKey: string, courseFiles: FileStore): Promise<Uint8Array> {
  return takeStagedUpload({
    key: uploadKey,
    files: courseFiles,
    maxBytes: COURSE_FILE_MAX_BYTES,
    texts: { missing: texts.courseForm.uploadMissing, tooLarge: texts.courseForm.fileTooLarge },
    refusalOf: pdfRefusal,
  });
}

/**
 * Creates a course of the owner's firm from the form's file or a presigned upload. The PDF is
 * stored before the course item, so a course never exists without its file.
 */
export async function createCourse(options: {
  owner: OwnerPrincipal;
  fields: CreateCourseBody;
  courseFiles: FileStore;
}) {
  const { owner, fields: body, courseFiles } = options;
  const firmId = owner.firmId;
  const uploadKey = body.upload_id ? objectKeys.courseUpload(firmId, body.upload_id) : null;
  const content = uploadKey ? await takeUpload(uploadKey, courseFiles) : body.file!.content;
  const refusal = uploadKey ? null : await pdfRefusal(content);
  if (refusal) throw fileError(refusal);
  const courseId = newId();
  const course: CourseRecord = {
    id: courseId,
    firm_id: firmId,
    title: body.title,
    description: body.description,
    category: body.category,
    subcategory: body.subcategory,
    duration_minutes: body.duration,
    min_study_minutes: body.min_study_minutes,
    min_study_reason: body.min_study_reason,
    file_key: objectKeys.courseFile(firmId, courseId),
    file_size: content.byteLength,
    file_sha256: sha256Hex(content),
    has_quiz: false,
    created_by: owner.user.id,
    created_at: nowIso(),
  };
  await courseFiles.write(course.file_key, { body: content, contentType: PDF_CONTENT_TYPE });
  try {
    await courseTable.putCourse(course);
  } catch (error) {
    await courseFiles.delete(course.file_key);
    throw error;
  }
  if (uploadKey) await courseFiles.delete(uploadKey);
  return describeCourse(course, courseFiles);
}

/**
 * The duration, minimum study and its reason after an edit, and whether the edit touches them. A
 * reason stays only beside a lowered minimum. An edit of the texts or the file alone leaves a course
 * made before the minimum-study rule as it was; its records show their short study to the
 * counter-signers (docs/signatures.md, the study shortfall flag).
 */
function lengthAfterEdit(course: CourseRecord, fields: UpdateCourseBody) {
  const duration = fields.duration ?? course.duration_minutes;
  const minStudy = fields.min_study_minutes ?? course.min_study_minutes;
  const reason =
    fields.min_study_reason === undefined ? (course.min_study_reason ?? null) : fields.min_study_reason;
  const lowered = minStudy < standardMinStudyMinutes(duration);
  return {
    changed: [fields.duration, fields.min_study_minutes, fields.min_study_reason].some(
      (field) => field !== undefined,
    ),
    course: { duration, min_study_minutes: minStudy, min_study_reason: lowered && reason ? reason : null },
  };
}

/**
 * Edits a course of the owner's firm (docs/product.md, Edit course). A new PDF is stored as a new
 * version beside the old ones, never over them: a record signed on an earlier version names that
 * version's SHA-256, and its file stays where it was. The new version is stored before the course
 * points at it, and removed again when the edit does not land.
 */
export async function updateCourse(options: {
  owner: OwnerPrincipal;
  courseId: string;
  fields: UpdateCourseBody;
  courseFiles: FileStore;
}) {
  const { owner, fields, courseFiles } = options;
  const { course } = await getOwnedCourse(owner, options.courseId);
  const length = lengthAfterEdit(course, fields);
  const refusal = length.changed ? minStudyRefusal(length.course) : null;
  if (refusal) throw badRequest(refusal, { min_study_minutes: [refusal] });
  const uploadKey = fields.upload_id ? objectKeys.courseUpload(owner.firmId, fields.upload_id) : null;
  let newFile: Pick<CourseRecord, 'file_key' | 'file_size' | 'file_sha256'> | null = null;
  if (uploadKey) {
    const content = await takeUpload(uploadKey, courseFiles);
    newFile = {
      file_key: objectKeys.courseFileVersion(owner.firmId, course.id, newId()),
      file_size: content.byteLength,
      file_sha256: sha256Hex(content),
    };
    await courseFiles.write(newFile.file_key, { body: content, contentType: PDF_CONTENT_TYPE });
  }
  const edited = await courseTable.updateCourse(course, {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    duration_minutes: fields.duration,
    min_study_minutes: fields.min_study_minutes,
    min_study_reason: length.changed ? length.course.min_study_reason : undefined,
    ...newFile,
  });
  if (!edited) {
    if (newFile) await courseFiles.delete(newFile.file_key);
    if (!(await courseTable.getCourseWithQuiz(course.id))) throw notFound();
    throw conflict(texts.courseEdit.changedMeanwhile);
  }
  if (uploadKey) await courseFiles.delete(uploadKey);
  return describeCourse(edited, courseFiles);
}

/** The language a caller trains in: a company member's own, Romanian for the firm's owners. */
function ownLanguageOf(caller: OwnerPrincipal | CompanyMemberPrincipal): Language {
  return caller.role === 'owner' ? RECORD_LANGUAGE : (caller.user.language ?? RECORD_LANGUAGE);
}

/** Owner: the firm's courses. Admin, employee: those assigned to them or to their company. */
export async function listCourses(options: {
  caller: OwnerPrincipal | CompanyMemberPrincipal;
  courseFiles: FileStore;
}) {
  const { caller } = options;
  let courses: CourseRecord[];
  if (caller.role === 'owner') {
    courses = await courseTable.listFirmCourses(caller.firmId);
  } else {
    const courseIds = await assignmentTable.listAssignedCourseIds(caller.user);
    courses = (await courseTable.getCourses(courseIds))
      .filter((course) => course.firm_id === caller.firmId)
      .sort((first, second) => second.id.localeCompare(first.id));
  }
  const described = await Promise.all(courses.map((course) => describeCourse(course, options.courseFiles)));
  // A worker trained in another language reads each course by its version's title, as the course
  // page names it (docs/product.md, training in the worker's language).
  const language = ownLanguageOf(caller);
  if (language === RECORD_LANGUAGE || courses.length === 0) return described;
  const titles = new Map(
    (
      await courseTable.getCourseVersionsIn(
        courses.map((course) => course.id),
        language,
      )
    ).map((version) => [version.course_id, version.title]),
  );
  return described.map((course) => ({ ...course, title: titles.get(course.id) ?? course.title }));
}

/**
 * A course in the language asked for, or the caller's own (docs/product.md, training in the
 * worker's language): the version's title and PDF, or the Romanian ones with the language the
 * course lacks; with every version it has, so the page offers the others.
 */
export async function getCourse(options: {
  caller: OwnerPrincipal | CompanyMemberPrincipal;
  courseId: string;
  language: Language | undefined;
  courseFiles: FileStore;
}) {
  const { caller, courseId, courseFiles } = options;
  const language = options.language ?? ownLanguageOf(caller);
  if (caller.role === 'owner') {
    const found = await courseTable.getCourseWithQuiz(courseId);
    if (!found || found.course.firm_id !== caller.firmId) throw notFound();
    return {
      ...(await describeCourseIn(found, language, courseFiles)),
      quiz: found.quiz ? describeQuiz(found.quiz) : null,
      versions: describeVersions(found, { withQuiz: true }),
    };
  }
  const { course, evidence, assignedAt } = await getCourseStudyState({
    user: { id: caller.user.id, companyId: caller.companyId },
    courseId,
  });
  if (!course || course.firm_id !== caller.firmId || assignedAt === null) throw notFound();
  const found = await courseTable.getCourseWithQuiz(courseId);
  if (!found) throw notFound();
  // The link issued to a trainee is the opening of the material (docs/api.md, evidence of study):
  // written the first time in the training round only.
  if (evidence?.round !== assignedAt) await recordCourseOpened({ trainee: caller, courseId, assignedAt });
  return {
    ...(await describeCourseIn(found, language, courseFiles)),
    // Trainees get their questions from an attempt only (docs/api.md, quiz attempts): the bank
    // in its written order would tell them which answer the owner put first.
    quiz: null,
    versions: describeVersions(found, { withQuiz: false }),
  };
}

/** The course with the title and PDF of its version in `language`, or the Romanian ones. */
async function describeCourseIn(
  found: { course: CourseRecord; versions: readonly courseTable.CourseVersionRecord[] },
  language: Language,
  courseFiles: FileStore,
) {
  const chosen = chooseVersion(found.course, found.versions, language);
  return {
    ...(await describeCourse(found.course, courseFiles)),
    title: chosen.title,
    file: await presignCoursePdf(courseFiles, { key: chosen.file_key, title: chosen.title }),
    language: chosen.language,
    missing_language: chosen.missing_language,
  };
}

/** Removes the course first (it vanishes for everyone at once), then its assignments and PDFs. */
export async function deleteCourse(options: {
  owner: OwnerPrincipal;
  courseId: string;
  courseFiles: FileStore;
}) {
  const { course, versions } = await getOwnedCourse(options.owner, options.courseId);
  await courseTable.deleteCourse(course.id, versions);
  await Promise.all([
    assignmentTable.deleteCourseAssignments(course.id),
    options.courseFiles.delete(course.file_key),
    ...versions.map((version) => options.courseFiles.delete(version.file_key)),
  ]);
  return { detail: texts.courseList.deleted };
}

/** Creates or replaces the quiz; every question and answer gets a fresh id. */
export async function saveQuiz(options: { owner: OwnerPrincipal; courseId: string; fields: SaveQuizBody }) {
  const { course } = await getOwnedCourse(options.owner, options.courseId);
  const quiz: QuizRecord = {
    course_id: course.id,
    questions: options.fields.questions.map((question) => {
      const answers = question.answers.map((text) => ({ id: newId(), text }));
      return {
        id: newId(),
        text: question.question_text,
        answers,
        correct_answer_id: answers[question.correct_index]!.id,
      };
    }),
    updated_by: options.owner.user.id,
    updated_at: nowIso(),
  };
  // The course was deleted between the read above and this write.
  if (!(await courseTable.saveQuiz(quiz))) throw notFound();
  return describeQuiz(quiz);
}
