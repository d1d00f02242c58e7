import { texts } from '@ssm/shared';
import { isCourseAssignedTo } from '../data/assignments';
import type { RequestOrigin } from '../data/audit';
import { getCourseWithQuiz } from '../data/courses';
import { type ProgressRecord, putProgress } from '../data/progress';
import type { UserRecord } from '../data/users';
import { nowIso } from '../lib/clock';
import { conflict, forbidden, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { type ChosenAnswer, gradeQuiz } from './grading';
import { startTrainingDocument } from './training-documents';
import { refreshTrainingStatus } from './training-status';

/**
 * Grades an attempt of an admin or employee at a course assigned to them (or to their company)
 * and records it, passed or not. Only a 100 % attempt is completed: it is written together with
 * the training document it starts (DESIGN §7), so a completed attempt never exists without one.
 */
export async function submitQuizAttempt(
  user: UserRecord,
  body: { course: string; answers: ChosenAnswer[] },
  origin: RequestOrigin,
) {
  if (!user.firm_id || !user.company_id) throw forbidden();
  const [found, isAssigned] = await Promise.all([
    getCourseWithQuiz(body.course),
    isCourseAssignedTo(body.course, { id: user.id, companyId: user.company_id }),
  ]);
  if (!found || found.course.firm_id !== user.firm_id || !isAssigned) throw notFound();
  if (!found.quiz) throw conflict(texts.quizTaking.noQuizDetail);
  const grade = gradeQuiz(found.quiz.questions, body.answers);
  const now = nowIso();
  const progress: ProgressRecord = {
    id: newId(),
    user_id: user.id,
    firm_id: user.firm_id,
    company_id: user.company_id,
    course_id: found.course.id,
    course_title: found.course.title,
    course_category: found.course.category,
    course_subcategory: found.course.subcategory,
    course_duration_minutes: found.course.duration_minutes,
    answers: body.answers,
    quiz_score: grade.score,
    completed: grade.isPassed,
    completed_at: grade.isPassed ? now : null,
    created_at: now,
  };
  if (progress.completed) await startTrainingDocument({ progress, trainee: user, origin });
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
