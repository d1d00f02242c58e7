import { texts } from '@ssm/shared';
import { isCourseAssignedTo } from '../data/assignments';
import { getCourseWithQuiz } from '../data/courses';
import { type ProgressRecord, putProgress } from '../data/progress';
import type { UserRecord } from '../data/users';
import { nowIso } from '../lib/clock';
import { conflict, forbidden, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { type ChosenAnswer, gradeQuiz } from './grading';

/**
 * The point where a passed quiz becomes a training document (DESIGN §7). The document's state
 * machine begins here: waiting for the trainee's signature, then the company admin's (skipped
 * when the company has none), then the SSM firm's owner's, then signed. Today the completed
 * progress record is all there is; the signatures feature writes the document item and its
 * pending-signature index keys here, in the same transaction as the record, so a completed
 * attempt can never exist without its document.
 */
async function startTrainingDocument(progress: ProgressRecord): Promise<void> {
  await putProgress(progress);
}

/**
 * Grades an attempt of an admin or employee at a course assigned to them (or to their company)
 * and records it, passed or not. Only a 100 % attempt is completed and starts the document.
 */
export async function submitQuizAttempt(user: UserRecord, body: { course: string; answers: ChosenAnswer[] }) {
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
  if (progress.completed) await startTrainingDocument(progress);
  else await putProgress(progress);
  return {
    id: progress.id,
    course: progress.course_id,
    quiz_score: progress.quiz_score,
    completed: progress.completed,
  };
}
