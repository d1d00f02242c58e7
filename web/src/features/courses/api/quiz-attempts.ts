import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';

export type QuizAttemptSummary = ApiResponse<'course-quiz-attempts'>[number];

/** Each person's attempts at the course's quiz, as its owners see them. */
export function useCourseQuizAttempts(courseId: string) {
  return useQuery(apiQueryOptions('course-quiz-attempts', { params: { id: courseId } }));
}

export function useLiftQuizCooldown(courseId: string) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi('lift-quiz-cooldown', { params: { id: courseId }, body: { user_id: userId } }),
    onSettled: () => invalidateRoutes(['course-quiz-attempts']),
  });
}
