import { PROFILE_HISTORY_LIMIT, texts } from '@ssm/shared';
import { isCourseAssignedTo } from '../data/assignments';
import type { RequestOrigin } from '../data/audit';
import { getCourseWithQuiz } from '../data/courses';
import { listProgressForUser, type ProgressRecord, putProgress } from '../data/progress';
import { getTrainingDocuments } from '../data/training-documents';
import { nowIso } from '../lib/clock';
import { conflict, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { type ChosenAnswer, gradeQuiz } from './grading';
import type { CompanyMemberPrincipal, Principal } from './principal';
import { startTrainingDocument } from './training-documents';
import { refreshTrainingStatus } from './training-status';

/**
 * Grades an attempt of an admin or employee at a course assigned to them (or to their company)
 * and records it, passed or not. Only a 100 % attempt is completed: it is written together with
 * the training document it starts (docs/signatures.md), so a completed attempt never exists without one.
 */
export async function submitQuizAttempt(options: {
  trainee: CompanyMemberPrincipal;
  courseId: string;
  answers: ChosenAnswer[];
  origin: RequestOrigin;
}) {
  const { trainee, courseId, answers } = options;
  const { user } = trainee;
  const [found, isAssigned] = await Promise.all([
    getCourseWithQuiz(courseId),
    isCourseAssignedTo(courseId, { id: user.id, companyId: trainee.companyId }),
  ]);
  if (!found || found.course.firm_id !== trainee.firmId || !isAssigned) throw notFound();
  if (!found.quiz) throw conflict(texts.quizTaking.noQuizDetail);
  const grade = gradeQuiz(found.quiz.questions, answers);
  const now = nowIso();
  const progress: ProgressRecord = {
    id: newId(),
    user_id: user.id,
    firm_id: trainee.firmId,
    company_id: trainee.companyId,
    course_id: found.course.id,
    course_title: found.course.title,
    course_category: found.course.category,
    course_subcategory: found.course.subcategory,
    course_duration_minutes: found.course.duration_minutes,
    answers,
    quiz_score: grade.score,
    completed: grade.isPassed,
    completed_at: grade.isPassed ? now : null,
    created_at: now,
  };
  if (progress.completed) await startTrainingDocument({ progress, trainee: user, origin: options.origin });
  else await putProgress(progress);
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
 * The caller's latest attempts, newest first (the profile's history), each with whose signature
 * its record waits for: the trainee finds there the records they still have to sign.
 */
export async function listUserProgress(options: { caller: Principal }) {
  const records = await listProgressForUser(options.caller.user.id, PROFILE_HISTORY_LIMIT);
  const completedIds = records.filter((record) => record.completed).map((record) => record.id);
  const documents = completedIds.length > 0 ? await getTrainingDocuments(completedIds) : new Map();
  return records.map((record) => ({
    id: record.id,
    course: record.course_id,
    course_title: record.course_title,
    quiz_score: record.quiz_score,
    completed: record.completed,
    completed_at: record.completed_at,
    document_status: documents.get(record.id)?.status ?? null,
  }));
}
