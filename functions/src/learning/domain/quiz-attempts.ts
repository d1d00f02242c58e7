import { randomInt } from 'node:crypto';
import {
  formatDateTimeIn,
  type Language,
  PROFILE_HISTORY_LIMIT,
  QUIZ_ATTEMPT_MINUTES,
  QUIZ_ATTEMPTS_PER_ROUND,
  QUIZ_COOLDOWN_MINUTES,
  QUIZ_QUESTION_COUNT,
  RECORD_LANGUAGE,
  screenLanguageOf,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { UserRecord } from '../../accounts/data/users';
import type { CompanyMemberPrincipal, OwnerPrincipal, Principal } from '../../accounts/domain/principal';
import { courseAssignedAt } from '../../assignments/data/assignments';
import type { RequestOrigin } from '../../audit/data/audit';
import {
  type CourseRecord,
  type CourseVersionRecord,
  getCourseWithQuiz,
  type QuizQuestion,
  type QuizRecord,
} from '../../courses/data/courses';
import { currentQuizTranslation, translateQuestion } from '../../courses/domain/course-versions';
import { now } from '../../platform/clock';
import { badRequest, conflict, notFound, tooManyRequests } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { getTrainingRecord, getTrainingRecords } from '../../records/data/records';
import { startTrainingRecord } from '../../records/domain/record-signing';
import type { Sealing } from '../../signing/sealer';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import {
  getQuizAttempts,
  type HandedOutQuestion,
  listCourseQuizAttempts,
  type OpenAttempt,
  putQuizAttempts,
  type QuizAttemptsRecord,
  quizAttemptsWrite,
} from '../data/quiz-attempts';
import {
  type InstructionVersion,
  latestCompletedResultId,
  listQuizResults,
  putQuizResultWith,
  type QuizResult,
} from '../data/quiz-results';
import { getStudyEvidence } from '../data/study-evidence';
import { type ChosenAnswer, gradeQuiz } from './grading';
import { requireMinimumStudy, studySnapshot } from './study';

const MINUTE_MS = 60_000;

/** The trainee's course and quiz, when the course of their firm is assigned to them. */
async function getAssignedQuiz(trainee: CompanyMemberPrincipal, courseId: string) {
  const [found, assignedAt, attempts, study] = await Promise.all([
    getCourseWithQuiz(courseId),
    courseAssignedAt(courseId, { id: trainee.user.id, companyId: trainee.companyId }),
    getQuizAttempts(trainee.user.id, courseId),
    getStudyEvidence(trainee.user.id, courseId),
  ]);
  if (!found || found.course.firm_id !== trainee.firmId || assignedAt === null) throw notFound();
  if (!found.quiz || found.quiz.questions.length === 0) throw conflict(texts.quizTaking.noQuizDetail);
  return { course: found.course, quiz: found.quiz, versions: found.versions, attempts, assignedAt, study };
}

/**
 * The version an attempt is handed out in: the one asked for, else the trainee's language, when
 * the course has it (docs/product.md, training in the worker's language); null: the Romanian course.
 */
function attemptVersion(
  trainee: CompanyMemberPrincipal,
  versions: readonly CourseVersionRecord[],
  requested: Language | undefined,
): CourseVersionRecord | null {
  const language = requested ?? trainee.user.language ?? RECORD_LANGUAGE;
  return versions.find((version) => version.language === language) ?? null;
}

/** The version an attempt was handed out in, while the course still has it. */
function versionOf(attempt: OpenAttempt, versions: readonly CourseVersionRecord[]) {
  return versions.find((version) => version.language === attempt.language) ?? null;
}

function isOpen(attempt: OpenAttempt | null, at: Date): boolean {
  return attempt !== null && attempt.finished_at === null && at.getTime() < Date.parse(attempt.expires_at);
}

/**
 * When the round's last attempt ended (submitted, or expired unsubmitted) plus the cool-down;
 * null while the round still has attempts or its last attempt is open.
 */
export function cooldownEnd(record: QuizAttemptsRecord, at: Date): Date | null {
  const last = record.current;
  if (record.round_count < QUIZ_ATTEMPTS_PER_ROUND || !last || isOpen(last, at)) return null;
  const ended = Date.parse(last.finished_at ?? last.expires_at);
  return new Date(ended + QUIZ_COOLDOWN_MINUTES * MINUTE_MS);
}

/** A uniformly random order (Fisher–Yates with the system's cryptographic generator). */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * Draws the attempt's questions without repeats and shuffles each one's answers under fresh ids,
 * so neither the ids nor their order say which answer the owner wrote first.
 */
function drawQuestions(quiz: QuizRecord): HandedOutQuestion[] {
  return shuffled(quiz.questions)
    .slice(0, QUIZ_QUESTION_COUNT)
    .map((question) => ({
      question_id: question.id,
      answers: shuffled(question.answers).map((answer) => ({ id: newId(), answer_id: answer.id })),
    }));
}

/** The bank questions an attempt handed out, or null when the quiz was replaced since. */
function handedOutQuestions(quiz: QuizRecord, attempt: OpenAttempt): QuizQuestion[] | null {
  const byId = new Map(quiz.questions.map((question) => [question.id, question]));
  const questions = attempt.questions.map((handedOut) => byId.get(handedOut.question_id));
  return questions.every((question) => question !== undefined) ? questions : null;
}

/**
 * The attempt as the trainee sees it: in its version's words when the version's quiz translation
 * is current, else in Romanian; the ids and the grading are the same either way.
 */
function describeAttempt(
  course: CourseRecord,
  quiz: QuizRecord,
  record: QuizAttemptsRecord,
  versions: readonly CourseVersionRecord[],
) {
  const attempt = record.current as OpenAttempt;
  const version = versionOf(attempt, versions);
  const translation = version ? currentQuizTranslation(version, quiz) : null;
  const questions = (handedOutQuestions(quiz, attempt) ?? []).map((question) =>
    translateQuestion(question, translation),
  );
  return {
    attempt: attempt.id,
    course: course.id,
    course_title: version?.title ?? course.title,
    language: translation && version ? version.language : RECORD_LANGUAGE,
    questions: questions.map((question, index) => {
      const answerTexts = new Map(question.answers.map((answer) => [answer.id, answer.text]));
      return {
        id: question.id,
        text: question.text,
        answers: (attempt.questions[index]?.answers ?? []).map((answer) => ({
          id: answer.id,
          text: answerTexts.get(answer.answer_id) ?? '',
        })),
      };
    }),
    expires_at: attempt.expires_at,
    attempts_left: Math.max(0, QUIZ_ATTEMPTS_PER_ROUND - record.round_count),
  };
}

/**
 * Refuses a new attempt at a course passed since it was last assigned: its record is signed or
 * being signed. An assignment newer than the pass is the next (periodic) training, so it answers
 * true: the start opens a fresh round (docs/api.md, quiz attempts).
 */
async function refuseWhilePassed(options: {
  userId: string;
  courseId: string;
  attempts: QuizAttemptsRecord | null;
  assignedAt: string;
}): Promise<boolean> {
  const { userId, courseId, attempts, assignedAt } = options;
  const passedAt = attempts?.passed_at;
  if (!passedAt) return false;
  if (assignedAt > passedAt) return true;
  // The refusal says what the record waits for (the trainee's own signature, or nothing of theirs).
  const progressId = await latestCompletedResultId(userId, courseId);
  const record = progressId ? await getTrainingRecord(progressId, { consistent: true }) : null;
  const isSignedByTrainee = record !== null && record.status !== 'awaiting_trainee';
  throw conflict(isSignedByTrainee ? texts.quizTaking.passedUntilReassigned : texts.quizTaking.alreadyPassed);
}

/**
 * Hands out an attempt (docs/api.md, quiz attempts): the open one again when there is one (a
 * reload or a second tab costs nothing), else a new draw, counted at once, within the round's
 * attempts and after the cool-down. A passed course starts none until it is assigned again.
 */
export async function startQuizAttempt(options: {
  trainee: CompanyMemberPrincipal;
  courseId: string;
  /** The version the trainee studied; absent: their own language. */
  language?: Language | undefined;
}) {
  const { trainee, courseId } = options;
  const { course, quiz, versions, attempts, assignedAt, study } = await getAssignedQuiz(trainee, courseId);
  const isNewTraining = await refuseWhilePassed({ userId: trainee.user.id, courseId, attempts, assignedAt });
  const at = now();
  if (attempts?.current && isOpen(attempts.current, at) && handedOutQuestions(quiz, attempts.current)) {
    return describeAttempt(course, quiz, attempts, versions);
  }
  const version = attemptVersion(trainee, versions, options.language);
  requireMinimumStudy({ course, evidence: study, assignedAt });
  const wasVoided = attempts !== null && isOpen(attempts.current, at);
  let roundCount = isNewTraining ? 0 : (attempts?.round_count ?? 0);
  if (attempts && !wasVoided && roundCount >= QUIZ_ATTEMPTS_PER_ROUND) {
    const end = cooldownEnd(attempts, at);
    if (end && at < end) {
      const waitSeconds = Math.ceil((end.getTime() - at.getTime()) / 1000);
      throw tooManyRequests(
        (refusals, languageTag) => refusals.quizCoolingDown(formatDateTimeIn(languageTag, end.toISOString())),
        waitSeconds,
      );
    }
    roundCount = 0;
  }
  const startedAt = at.toISOString();
  const next: QuizAttemptsRecord = {
    user_id: trainee.user.id,
    course_id: course.id,
    firm_id: trainee.firmId,
    company_id: trainee.companyId,
    user_name: `${trainee.user.last_name} ${trainee.user.first_name}`.trim(),
    attempt_count: (attempts?.attempt_count ?? 0) + (wasVoided ? 0 : 1),
    // An open attempt voided because the owner replaced the quiz is not the trainee's to pay for.
    round_count: roundCount + (wasVoided ? 0 : 1),
    last_score: attempts?.last_score ?? null,
    last_attempt_at: attempts?.last_attempt_at ?? null,
    passed_at: null,
    current: {
      id: newId(),
      ...(version ? { language: version.language } : {}),
      started_at: startedAt,
      expires_at: new Date(at.getTime() + QUIZ_ATTEMPT_MINUTES * MINUTE_MS).toISOString(),
      finished_at: null,
      questions: drawQuestions(quiz),
    },
    version: (attempts?.version ?? 0) + 1,
  };
  // Another start or submission got there first: what it wrote decides (an open attempt to resume).
  if (!(await putQuizAttempts(next))) return resumeAfterConcurrentStart(options);
  return describeAttempt(course, quiz, next, versions);
}

/** The retry after a concurrent write: it resumes the attempt that write opened, if any. */
async function resumeAfterConcurrentStart(options: { trainee: CompanyMemberPrincipal; courseId: string }) {
  const { course, quiz, versions, attempts, assignedAt } = await getAssignedQuiz(
    options.trainee,
    options.courseId,
  );
  await refuseWhilePassed({
    userId: options.trainee.user.id,
    courseId: options.courseId,
    attempts,
    assignedAt,
  });
  if (attempts && isOpen(attempts.current, now())) return describeAttempt(course, quiz, attempts, versions);
  throw conflict(texts.quizTaking.attemptFinished);
}

/**
 * The submitted answers in terms of the bank: each question must be one handed out in the
 * attempt and each answer one of the ids it was shown under.
 */
function translateAnswers(attempt: OpenAttempt, chosen: readonly ChosenAnswer[]): ChosenAnswer[] {
  const handedOut = new Map(attempt.questions.map((question) => [question.question_id, question]));
  const seen = new Set<string>();
  return chosen.map((choice) => {
    const question = handedOut.get(choice.question);
    if (!question) throw badRequest(texts.quizTaking.attemptForeignQuestion);
    if (seen.has(choice.question)) throw badRequest(texts.quizTaking.duplicateAnswers);
    seen.add(choice.question);
    if (choice.answer === null) return choice;
    const answer = question.answers.find((candidate) => candidate.id === choice.answer);
    if (!answer) throw badRequest(texts.quizTaking.foreignAnswers);
    return { question: choice.question, answer: answer.answer_id };
  });
}

/**
 * Grades an attempt handed out to the caller and records it, passed or not, together with the
 * attempt's end (docs/api.md, quiz attempts). Only a 100 % attempt is completed: it is written
 * with the training document it starts (docs/signatures.md), so a completed attempt never exists
 * without one. A failed attempt answers its score only.
 */
export async function submitQuizAttempt(options: {
  trainee: CompanyMemberPrincipal;
  courseId: string;
  attemptId: string;
  answers: ChosenAnswer[];
  origin: RequestOrigin;
  /** What seals the record a pass starts. */
  sealing: () => Promise<Sealing>;
}) {
  const { trainee, courseId } = options;
  const { user } = trainee;
  const { course, quiz, versions, attempts, assignedAt, study } = await getAssignedQuiz(trainee, courseId);
  const attempt = attempts?.current;
  if (!attempts || !attempt || attempt.id !== options.attemptId) {
    throw notFound(texts.quizTaking.attemptUnknown);
  }
  if (attempt.finished_at !== null) throw conflict(texts.quizTaking.attemptFinished);
  const at = now();
  const questions = handedOutQuestions(quiz, attempt);
  if (!isOpen(attempt, at)) throw conflict(texts.quizTaking.attemptExpired);
  // The owner saved a new quiz since the attempt was handed out (docs/product.md, Quiz form).
  if (!questions) throw conflict(texts.quizTaking.quizReplaced);
  const answers = translateAnswers(attempt, options.answers);
  const grade = gradeQuiz(questions, answers);
  const nowText = at.toISOString();
  const progress: QuizResult = {
    id: newId(),
    user_id: user.id,
    firm_id: trainee.firmId,
    company_id: trainee.companyId,
    course_id: course.id,
    course_title: course.title,
    course_category: course.category,
    course_subcategory: course.subcategory,
    course_duration_minutes: course.duration_minutes,
    // The material version the trainee passed on: the record names it for good (docs/signatures.md).
    course_file_sha256: course.file_sha256,
    instruction: instructionOf({ course, version: versionOf(attempt, versions), trainee: user }),
    answers,
    quiz_score: grade.score,
    completed: grade.isPassed,
    completed_at: grade.isPassed ? nowText : null,
    created_at: nowText,
    // The record made at a pass prints the study as it stood then (docs/signatures.md).
    ...(grade.isPassed ? { study: studySnapshot({ evidence: study, assignedAt, course }) } : {}),
  };
  const finished = quizAttemptsWrite({
    ...attempts,
    last_score: grade.score,
    last_attempt_at: nowText,
    passed_at: grade.isPassed ? nowText : null,
    current: { ...attempt, finished_at: nowText },
    version: attempts.version + 1,
  });
  if (progress.completed) {
    await startTrainingRecord({
      progress,
      trainee: user,
      origin: options.origin,
      attempt: finished,
      sealer: (await options.sealing()).sealer,
    });
  } else if (!(await putQuizResultWith(progress, finished))) {
    // Another submission of the same attempt was recorded first.
    throw conflict(texts.quizTaking.attemptFinished);
  }
  if (progress.completed) {
    await refreshTrainingStatus({
      companyId: progress.company_id,
      subcategory: progress.course_subcategory,
      completedAt: progress.completed_at,
    });
  }
  return {
    id: progress.id,
    course: progress.course_id,
    quiz_score: progress.quiz_score,
    completed: progress.completed,
  };
}

/**
 * The language of instruction a record prints (docs/signatures.md): the version the attempt was
 * handed out in, or the Romanian course, and the language its consent page shows beside Romanian.
 */
function instructionOf(options: {
  course: CourseRecord;
  version: CourseVersionRecord | null;
  trainee: UserRecord;
}): InstructionVersion {
  const { course, version, trainee } = options;
  return {
    language: version?.language ?? RECORD_LANGUAGE,
    title: version?.title ?? course.title,
    file_sha256: version?.file_sha256 ?? course.file_sha256,
    consent_language: screenLanguageOf(trainee.language),
  };
}

function describeAttempts(record: QuizAttemptsRecord, at: Date) {
  const end = cooldownEnd(record, at);
  return {
    user_id: record.user_id,
    user_name: record.user_name,
    attempt_count: record.attempt_count,
    last_score: record.last_score,
    last_attempt_at: record.last_attempt_at,
    cooldown_until: end && at < end ? end.toISOString() : null,
    passed_at: record.passed_at,
  };
}

async function getOwnedCourse(owner: OwnerPrincipal, courseId: string) {
  const found = await getCourseWithQuiz(courseId);
  if (!found || found.course.firm_id !== owner.firmId) throw notFound();
  return found.course;
}

/** Each person's attempts at a course of the owner's firm, by name. */
export async function listQuizAttempts(options: { owner: OwnerPrincipal; courseId: string }) {
  const course = await getOwnedCourse(options.owner, options.courseId);
  const at = now();
  return (await listCourseQuizAttempts(course.id))
    .filter((record) => record.firm_id === options.owner.firmId)
    .map((record) => describeAttempts(record, at))
    .sort((first, second) => first.user_name.localeCompare(second.user_name, 'ro'));
}

/**
 * An owner gives a person a fresh round at once (docs/api.md, quiz attempts): the trainer who
 * answers for the assessment decides that the person studied again. Company admins cannot, as
 * they take the courses themselves.
 */
export async function liftQuizCooldown(options: { owner: OwnerPrincipal; courseId: string; userId: string }) {
  const course = await getOwnedCourse(options.owner, options.courseId);
  const attempts = await getQuizAttempts(options.userId, course.id);
  if (!attempts || attempts.firm_id !== options.owner.firmId) throw notFound();
  if (attempts.passed_at || attempts.round_count === 0) throw conflict(texts.quizAttempts.nothingToLift);
  const next = { ...attempts, round_count: 0, version: attempts.version + 1 };
  if (!(await putQuizAttempts(next))) throw conflict(texts.quizAttempts.liftFailed);
  return describeAttempts(next, now());
}

/**
 * The caller's latest attempts, newest first (the profile's history), each with whose signature
 * its record waits for: the trainee finds there the records they still have to sign.
 */
export async function listUserProgress(options: { caller: Principal }) {
  const results = await listQuizResults(options.caller.user.id, PROFILE_HISTORY_LIMIT);
  const completedIds = results.filter((result) => result.completed).map((result) => result.id);
  const records = completedIds.length > 0 ? await getTrainingRecords(completedIds) : new Map();
  return results.map((result) => ({
    id: result.id,
    course: result.course_id,
    course_title: result.course_title,
    quiz_score: result.quiz_score,
    completed: result.completed,
    completed_at: result.completed_at,
    document_status: records.get(result.id)?.status ?? null,
  }));
}
