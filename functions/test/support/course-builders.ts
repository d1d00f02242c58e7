import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import {
  type CourseCategory,
  PDF_CONTENT_TYPE,
  QUIZ_ANSWER_COUNT,
  QUIZ_QUESTION_COUNT,
  standardMinStudyMinutes,
  type VersionLanguage,
} from '@ssm/shared';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { principalAs } from '../../src/accounts/domain/principal';
import { listAssignedCourseIds } from '../../src/assignments/data/assignments';
import { assignCourse } from '../../src/assignments/domain/course-assignments';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { saveCourseVersion, saveVersionQuiz } from '../../src/courses/domain/course-versions';
import { createCourse, saveQuiz, takeUpload } from '../../src/courses/domain/courses';
import { renderTextPdf } from '../../src/local/text-pdf';
import { getConfig } from '../../src/platform/config';
import { newId } from '../../src/platform/ids';
import { objectKeys } from '../../src/platform/object-keys';
import { getS3Client } from '../../src/platform/s3-client';
import { getCourseFiles } from '../../src/platform/storage';
import { uniqueName } from './builders';
import type { TestApi } from './gateway';

/*
 * Course builders: a real PDF with Romanian text, a course made through the same domain code as
 * the API, a full quiz whose correct answers the test knows, and assignments.
 */

let samplePdf: Promise<Uint8Array> | undefined;

/** A small real PDF (two paragraphs of Romanian text, DejaVu Sans embedded). */
export function buildPdf(title = 'Instruire SSM de test'): Promise<Uint8Array> {
  return renderTextPdf({
    title,
    blocks: [
      { heading: 'Securitatea și sănătatea în muncă' },
      { paragraph: 'Lucrătorii își însușesc și respectă instrucțiunile proprii de securitate ale unității.' },
      { bullets: ['Poartă echipamentul individual de protecție.', 'Anunță imediat orice pericol.'] },
    ],
  });
}

function getSamplePdf(): Promise<Uint8Array> {
  samplePdf ??= buildPdf();
  return samplePdf;
}

/** The quiz form's body: 10 questions of 4 answers, the correct one at `correctIndexOf(question)`. */
export function buildQuizBody(correctIndexOf: (question: number) => number = (question) => question % 4) {
  return {
    questions: Array.from({ length: QUIZ_QUESTION_COUNT }, (_, question) => ({
      question_text: `Întrebarea ${question + 1}: ce faci în situația ${question + 1}?`,
      answers: Array.from({ length: QUIZ_ANSWER_COUNT }, (_, answer) => `Răspunsul ${answer + 1}`),
      correct_index: correctIndexOf(question),
    })),
  };
}

const SAMPLE_COURSE_DURATION = 90;

/** The reason the sample courses give for asking less study than the standard share. */
export const SAMPLE_MIN_STUDY_REASON = 'Materialul se parcurge în sală, împreună cu formatorul.';

type BuildCourseOptions = {
  title?: string;
  category?: CourseCategory;
  subcategory?: 'introductive' | 'loc_munca' | 'periodica' | 'suplimentara';
  withQuiz?: boolean;
  minStudyMinutes?: number;
};

/** A course of the owner's firm, with a quiz unless `withQuiz: false`. */
export async function buildCourse(owner: UserRecord, options: BuildCourseOptions = {}) {
  const ownerPrincipal = principalAs(owner, 'owner');
  const minStudy = options.minStudyMinutes ?? 0;
  const course = await createCourse({
    owner: ownerPrincipal,
    fields: {
      title: options.title ?? uniqueName('Curs SSM'),
      description: 'Noțiuni de securitate și sănătate în muncă pentru toți lucrătorii.',
      category: options.category ?? 'SSM',
      subcategory: options.subcategory ?? 'introductive',
      duration: SAMPLE_COURSE_DURATION,
      min_study_minutes: minStudy,
      // Most tests take the quiz at once: the firm lowered the minimum, with the reason it must give.
      min_study_reason:
        minStudy < standardMinStudyMinutes(SAMPLE_COURSE_DURATION) ? SAMPLE_MIN_STUDY_REASON : null,
      file: { filename: 'curs.pdf', mimetype: 'application/pdf', content: await getSamplePdf() },
    },
    courseFiles: getCourseFiles(),
  });
  if (options.withQuiz !== false) {
    await saveQuiz({ owner: ownerPrincipal, courseId: course.id, fields: buildQuizBody() });
  }
  return course;
}

/** The English quiz of `buildQuizBody`: the same questions and answers in the same order. */
export function buildVersionQuizBody(count = QUIZ_QUESTION_COUNT) {
  return {
    questions: Array.from({ length: count }, (_, question) => ({
      question_text: `Question ${question + 1}: what do you do in situation ${question + 1}?`,
      answers: Array.from({ length: QUIZ_ANSWER_COUNT }, (_, answer) => `Answer ${answer + 1}`),
    })),
  };
}

/**
 * The course's version in `language` with its own PDF (and, unless `withQuiz: false`, the
 * translation of `buildQuizBody`'s quiz), made through the domain code as the API does.
 */
export async function buildCourseVersion(
  owner: UserRecord,
  courseId: string,
  options: { language?: VersionLanguage; title?: string; pdf?: Uint8Array; withQuiz?: boolean } = {},
) {
  const ownerPrincipal = principalAs(owner, 'owner');
  const language = options.language ?? 'en';
  const courseFiles = getCourseFiles();
  const uploadId = newId();
  await courseFiles.write(objectKeys.courseUpload(ownerPrincipal.firmId, uploadId), {
    body: options.pdf ?? (await buildPdf('Occupational safety training')),
    contentType: PDF_CONTENT_TYPE,
  });
  const version = await saveCourseVersion({
    owner: ownerPrincipal,
    courseId,
    language,
    fields: { title: options.title ?? 'Occupational safety and health', upload_id: uploadId },
    courseFiles,
    takeUpload: (key) => takeUpload(key, courseFiles),
  });
  if (options.withQuiz === false) return version;
  return saveVersionQuiz({ owner: ownerPrincipal, courseId, language, fields: buildVersionQuizBody() });
}

export type HandedOutAttempt = {
  attempt: string;
  course: string;
  course_title: string;
  questions: { id: string; text: string; answers: { id: string; text: string }[] }[];
  language: string;
  expires_at: string;
  attempts_left: number;
};

/** Starts (or resumes) the caller's attempt at the course through the API; throws unless handed out. */
export async function startAttempt(
  api: TestApi,
  token: string,
  courseId: string,
  language?: string,
): Promise<HandedOutAttempt> {
  const answer = await api.post<HandedOutAttempt>(
    '/api/quiz-attempts/',
    { course: courseId, ...(language ? { language } : {}) },
    token,
  );
  if (answer.status !== 201) throw new Error(`No attempt: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export type AnswerChoice = 'correct' | 'wrong' | null;

/**
 * The answers to an attempt as the trainee sends them (the ids the attempt showed), choosing per
 * question the correct answer, a wrong one, or none; the test finds them by text in the bank.
 */
export async function answersFor(
  attempt: HandedOutAttempt,
  choose: (question: number) => AnswerChoice = () => 'correct',
): Promise<{ question: string; answer: string | null }[]> {
  const found = await getCourseWithQuiz(attempt.course);
  if (!found?.quiz) throw new Error(`Course ${attempt.course} has no quiz`);
  const bank = new Map(found.quiz.questions.map((question) => [question.id, question]));
  const translation = found.versions.find((version) => version.language === attempt.language)?.quiz;
  return attempt.questions.map((question, index) => {
    const stored = bank.get(question.id)!;
    const correctText =
      translation?.questions[stored.id]?.answers[stored.correct_answer_id] ??
      stored.answers.find((answer) => answer.id === stored.correct_answer_id)!.text;
    const choice = choose(index);
    const shown =
      choice === null
        ? undefined
        : question.answers.find((answer) => (answer.text === correctText) === (choice === 'correct'));
    return { question: question.id, answer: shown?.id ?? null };
  });
}

type Graded = { id: string; course: string; quiz_score: number; completed: boolean };

/** Starts an attempt and submits it with the chosen answers: the API's answer to the submission. */
export async function takeQuiz(
  api: TestApi,
  token: string,
  courseId: string,
  choose?: (question: number) => AnswerChoice,
) {
  const attempt = await startAttempt(api, token, courseId);
  return api.post<Graded>(
    '/api/progress-list-create/',
    { course: courseId, attempt: attempt.attempt, answers: await answersFor(attempt, choose) },
    token,
  );
}

/** Assigns the course to one user of the company, or (no user) to all its users. */
export function assign(owner: UserRecord, courseId: string, to: { companyId: string; userId?: string }) {
  return assignCourse({
    owner: principalAs(owner, 'owner'),
    courseId,
    companyId: to.companyId,
    userId: to.userId ?? null,
  });
}

export type UploadUrl = {
  upload_id: string;
  upload_url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_in: number;
};

/** What the browser does: ask for a URL, then PUT the file to S3 with the given headers. */
export async function uploadCourseFile(api: TestApi, token: string, content: Uint8Array) {
  const signed = await api.post<UploadUrl>(
    '/api/courses/upload-url/',
    { content_length: content.byteLength, content_type: 'application/pdf' },
    token,
  );
  const put = await fetch(signed.body.upload_url, {
    method: signed.body.method,
    headers: signed.body.headers,
    // A copy backed by a plain ArrayBuffer: the browser tests import this file under DOM types, whose BodyInit refuses a view of a SharedArrayBuffer.
    body: new Uint8Array(content),
  });
  return { signed: signed.body, putStatus: put.status };
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function toMultipart(
  fields: Record<string, string>,
  file?: { name: string; content: Uint8Array; type?: string },
): Promise<{ rawBody: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file)
    form.set(
      'file',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  const encoded = new Response(form);
  return {
    rawBody: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}

/** The keys stored in the course-files bucket under a prefix (a firm's uploads or courses). */
export async function listStoredKeys(prefix: string): Promise<string[]> {
  const listing = await getS3Client().send(
    new ListObjectsV2Command({ Bucket: getConfig().courseFilesBucket, Prefix: prefix }),
  );
  return (listing.Contents ?? []).map((object) => object.Key as string);
}

/** The courses a user may take, as their course list reads them (from their user item as stored now). */
export async function assignedCourseIds(userId: string): Promise<string[]> {
  const user = await getUserById(userId);
  return user ? listAssignedCourseIds(user) : [];
}
