import {
  COURSE_FILE_URL_TTL_SECONDS,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  PDF_CONTENT_TYPE,
  RECORD_LANGUAGE,
  type saveCourseVersionBodySchema,
  type saveVersionQuizBodySchema,
  type VersionLanguage,
  type z,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import type { FileStore } from '../../platform/adapters';
import { nowIso } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { objectKeys } from '../../platform/object-keys';
import { sha256Hex } from '../../records/domain/record-hashes';
import type { CourseRecord, CourseVersionRecord, QuizQuestion, QuizRecord } from '../data/courses';
import * as courseTable from '../data/courses';

/*
 * A course's versions in other languages (docs/product.md, training in the worker's language).
 * The Romanian course stays the course: its quiz holds the correct answers and its PDF the
 * material every record names. A version adds a translated PDF, fingerprinted the same way, and
 * a translation of the quiz that mirrors the Romanian bank question by question, so an attempt in
 * any language is graded against the same answers.
 */

type SaveVersionBody = z.output<typeof saveCourseVersionBodySchema>;
type SaveVersionQuizBody = z.output<typeof saveVersionQuizBodySchema>;

/** A file name safe in a Content-Disposition header and on any file system. */
export function toFileName(title: string): string {
  const name = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${name || 'curs'}.pdf`;
}

/** A short-lived GET of a course PDF, shown inline and downloaded under a readable name. */
export function presignCoursePdf(courseFiles: FileStore, file: { key: string; title: string }) {
  return courseFiles.presignDownload({
    key: file.key,
    expiresInSeconds: COURSE_FILE_URL_TTL_SECONDS,
    contentType: PDF_CONTENT_TYPE,
    contentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(toFileName(file.title))}`,
  });
}

/** The version's quiz translation, when it belongs to the course's current quiz. */
export function currentQuizTranslation(version: CourseVersionRecord, quiz: QuizRecord | null) {
  return quiz && version.quiz?.quiz_updated_at === quiz.updated_at ? version.quiz : null;
}

/**
 * The version a caller opens in `language`: the translation when the course has one, else the
 * Romanian course, with the language it lacked.
 */
export function chooseVersion(
  course: CourseRecord,
  versions: readonly CourseVersionRecord[],
  language: Language,
): {
  language: Language;
  title: string;
  file_key: string;
  file_sha256: string;
  version: CourseVersionRecord | null;
  missing_language: Language | null;
} {
  const version = versions.find((candidate) => candidate.language === language) ?? null;
  if (version) {
    return {
      language,
      title: version.title,
      file_key: version.file_key,
      file_sha256: version.file_sha256,
      version,
      missing_language: null,
    };
  }
  return {
    language: RECORD_LANGUAGE,
    title: course.title,
    file_key: course.file_key,
    file_sha256: course.file_sha256,
    version: null,
    missing_language: language === RECORD_LANGUAGE ? null : language,
  };
}

/** The quiz in the bank's order with the version's texts, for the firm's owners. */
function describeQuizTranslation(quiz: QuizRecord, translation: NonNullable<CourseVersionRecord['quiz']>) {
  return {
    questions: quiz.questions.map((question) => {
      const translated = translation.questions[question.id];
      return {
        id: question.id,
        text: translated?.text ?? question.text,
        answers: question.answers.map((answer) => ({
          id: answer.id,
          text: translated?.answers[answer.id] ?? answer.text,
          is_correct: answer.id === question.correct_answer_id,
        })),
      };
    }),
  };
}

/** Every version of the course, the Romanian first, in the order the languages are offered. */
export function describeVersions(
  found: { course: CourseRecord; quiz: QuizRecord | null; versions: readonly CourseVersionRecord[] },
  options: { withQuiz: boolean },
) {
  const { course, quiz } = found;
  const versions = [...found.versions].sort(
    (first, second) => LANGUAGES.indexOf(first.language) - LANGUAGES.indexOf(second.language),
  );
  return [
    {
      language: RECORD_LANGUAGE,
      title: course.title,
      file_sha256: course.file_sha256,
      has_quiz: course.has_quiz,
    },
    ...versions.map((version) => {
      const translation = currentQuizTranslation(version, quiz);
      return {
        language: version.language,
        title: version.title,
        file_sha256: version.file_sha256,
        has_quiz: translation !== null,
        ...(options.withQuiz
          ? { quiz: quiz && translation ? describeQuizTranslation(quiz, translation) : null }
          : {}),
      };
    }),
  ];
}

/** A bank question in the version's words, when its quiz translation is current. */
export function translateQuestion(
  question: QuizQuestion,
  translation: CourseVersionRecord['quiz'],
): QuizQuestion {
  const translated = translation?.questions[question.id];
  if (!translated) return question;
  return {
    ...question,
    text: translated.text,
    answers: question.answers.map((answer) => ({
      ...answer,
      text: translated.answers[answer.id] ?? answer.text,
    })),
  };
}

async function getOwnedCourse(owner: OwnerPrincipal, courseId: string) {
  const found = await courseTable.getCourseWithQuiz(courseId);
  if (!found || found.course.firm_id !== owner.firmId) throw notFound();
  return found;
}

function describeSaved(found: Awaited<ReturnType<typeof getOwnedCourse>>, saved: CourseVersionRecord) {
  const others = found.versions.filter((version) => version.language !== saved.language);
  const versions = describeVersions({ ...found, versions: [...others, saved] }, { withQuiz: true });
  return versions.find((version) => version.language === saved.language)!;
}

/**
 * Adds or replaces the course's version in a language: a new PDF is stored under a key of its own
 * (a record made on the old one names the old fingerprint), then the version points at it; the
 * PDF is removed again when the write does not land.
 */
export async function saveCourseVersion(options: {
  owner: OwnerPrincipal;
  courseId: string;
  language: VersionLanguage;
  fields: SaveVersionBody;
  courseFiles: FileStore;
  /** Takes a presigned upload in after checking it is a readable PDF (courses.ts). */
  takeUpload: (uploadKey: string) => Promise<Uint8Array>;
}) {
  const { owner, language, fields, courseFiles } = options;
  const found = await getOwnedCourse(owner, options.courseId);
  const read = found.versions.find((version) => version.language === language) ?? null;
  if (!read && !fields.upload_id) {
    throw badRequest(texts.courseVersions.fileRequired, { upload_id: [texts.courseVersions.fileRequired] });
  }
  const uploadKey = fields.upload_id ? objectKeys.courseUpload(owner.firmId, fields.upload_id) : null;
  let newFile: Pick<CourseVersionRecord, 'file_key' | 'file_size' | 'file_sha256'> | null = null;
  if (uploadKey) {
    const content = await options.takeUpload(uploadKey);
    newFile = {
      file_key: objectKeys.courseFileVersion(owner.firmId, found.course.id, newId()),
      file_size: content.byteLength,
      file_sha256: sha256Hex(content),
    };
    await courseFiles.write(newFile.file_key, { body: content, contentType: PDF_CONTENT_TYPE });
  }
  const saved: CourseVersionRecord = {
    course_id: found.course.id,
    language,
    title: fields.title,
    ...(newFile ?? {
      file_key: read!.file_key,
      file_size: read!.file_size,
      file_sha256: read!.file_sha256,
    }),
    quiz: read?.quiz ?? null,
    updated_by: owner.user.id,
    updated_at: nowIso(),
    version: (read?.version ?? 0) + 1,
  };
  if (!(await courseTable.putCourseVersion(saved, read))) {
    if (newFile) await courseFiles.delete(newFile.file_key);
    if (!(await courseTable.getCourseWithQuiz(found.course.id))) throw notFound();
    throw conflict(texts.courseVersions.changedMeanwhile);
  }
  if (uploadKey) await courseFiles.delete(uploadKey);
  return describeSaved(found, saved);
}

/**
 * Saves the quiz's translation for a version. It must mirror the Romanian bank: as many
 * questions, in its order, each with its answers in order; it is stored by the bank's ids, so the
 * correct answer of each question stays the Romanian quiz's.
 */
export async function saveVersionQuiz(options: {
  owner: OwnerPrincipal;
  courseId: string;
  language: VersionLanguage;
  fields: SaveVersionQuizBody;
}) {
  const found = await getOwnedCourse(options.owner, options.courseId);
  const read = found.versions.find((version) => version.language === options.language);
  if (!read) throw notFound(texts.courseVersions.versionMissing);
  const { quiz } = found;
  if (!quiz) throw conflict(texts.courseVersions.noQuizToTranslate);
  const translated = options.fields.questions;
  if (translated.length !== quiz.questions.length) {
    const detail = texts.courseVersions.quizMismatch(quiz.questions.length);
    throw badRequest(detail, { questions: [detail] });
  }
  const saved: CourseVersionRecord = {
    ...read,
    quiz: {
      quiz_updated_at: quiz.updated_at,
      questions: Object.fromEntries(
        quiz.questions.map((question, index) => {
          const translation = translated[index]!;
          return [
            question.id,
            {
              text: translation.question_text,
              answers: Object.fromEntries(
                question.answers.map((answer, answerIndex) => [answer.id, translation.answers[answerIndex]!]),
              ),
            },
          ];
        }),
      ),
    },
    updated_by: options.owner.user.id,
    updated_at: nowIso(),
    version: read.version + 1,
  };
  if (!(await courseTable.putCourseVersion(saved, read))) {
    if (!(await courseTable.getCourseWithQuiz(found.course.id))) throw notFound();
    throw conflict(texts.courseVersions.changedMeanwhile);
  }
  return describeSaved(found, saved);
}

/** Removes a version and its current PDF; records made on it keep its title and fingerprint. */
export async function deleteCourseVersion(options: {
  owner: OwnerPrincipal;
  courseId: string;
  language: VersionLanguage;
  courseFiles: FileStore;
}) {
  const found = await getOwnedCourse(options.owner, options.courseId);
  const read = found.versions.find((version) => version.language === options.language);
  if (!read) throw notFound(texts.courseVersions.versionMissing);
  if (!(await courseTable.deleteCourseVersion(read))) throw conflict(texts.courseVersions.changedMeanwhile);
  await options.courseFiles.delete(read.file_key);
  return { detail: `${texts.courseVersions.removed} (${LANGUAGE_NAMES[read.language]})` };
}
