import type { Language } from '@ssm/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';

export type QuizAnswers = Record<string, string>;
export type QuizResult = ApiResponse<'progress-list-create'>;
export type HandedOutAttempt = ApiResponse<'start-quiz-attempt'>;

/**
 * The trainee's attempt at the course's quiz (docs/api.md, quiz attempts). The server hands the
 * open attempt out again, so a reload or a second render costs no attempt; a refusal (cool-down,
 * a course already passed) is an answer to show, not to retry.
 */
export function useQuizAttempt(courseId: string, language?: Language) {
  return useQuery({
    queryKey: ['start-quiz-attempt', courseId, language],
    queryFn: () =>
      callApi('start-quiz-attempt', { body: { course: courseId, ...(language ? { language } : {}) } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * An admin's passed record is signed by them, as the company's representative, through the
 * bulk-sign call (docs/product.md, Quiz). The server already signs it when grading
 * (docs/signatures.md), so this call finds it signed; a failure here is only logged, never shown.
 */
async function signAdminRecord(progressId: string): Promise<void> {
  try {
    await callApi('sign-mass-docs', { body: { document_ids: [progressId] } });
  } catch (error) {
    console.error('Automatic signature of the admin record failed', error);
  }
}

/** After a pass the role is fetched; a failed lookup is only logged and the flow goes on. */
async function signWhenAdmin(progressId: string): Promise<void> {
  let role: string;
  try {
    role = (await callApi('users-me')).role;
  } catch (error) {
    console.error('Role lookup after the quiz failed', error);
    return;
  }
  if (role === 'admin') await signAdminRecord(progressId);
}

type QuizAttempt = { courseId: string; attemptId: string; questionIds: string[]; answers: QuizAnswers };

/**
 * Sends the chosen answers of the attempt; the server grades them. A question left unanswered
 * goes as `null` and counts as wrong. A pass also runs the admin's automatic signature.
 */
async function submitQuizAttempt({ courseId, attemptId, questionIds, answers }: QuizAttempt) {
  const result = await callApi('progress-list-create', {
    body: {
      course: courseId,
      attempt: attemptId,
      answers: questionIds.map((question) => ({ question, answer: answers[question] ?? null })),
    },
  });
  if (result.completed) await signWhenAdmin(result.id);
  return result;
}

export function useSubmitQuizAttempt(attempt: Omit<QuizAttempt, 'answers'>) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (answers: QuizAnswers) => submitQuizAttempt({ ...attempt, answers }),
    onSuccess: () => invalidateRoutes(['user-progress']),
  });
}
