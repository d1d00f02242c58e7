import { useMutation } from '@tanstack/react-query';
import { type ApiInput, type ApiResponse, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';

/** What changes a course or its quiz: the list (`has_quiz`), the course itself and its title in companies' assignments. */
export const COURSE_ROUTES = ['list-courses', 'get-course', 'company-assignments'] as const;

export function useDeleteCourse() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (id: string) => callApi('delete-course', { params: { id } }),
    onSettled: () => invalidateRoutes(COURSE_ROUTES),
  });
}

export type SaveQuizInput = { courseId: string; questions: ApiInput<'save-quiz'>['body']['questions'] };

export function useSaveQuiz() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ courseId, questions }: SaveQuizInput) =>
      callApi('save-quiz', { params: { id: courseId }, body: { questions } }),
    onSuccess: () => invalidateRoutes(COURSE_ROUTES),
  });
}

export type SheetQuestion = ApiResponse<'read-quiz-sheet'>['questions'][number];

/** Reads a spreadsheet of questions into a bank for the quiz form; the server stores nothing. */
export function useReadQuizSheet() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return callApi('read-quiz-sheet', { body: form });
    },
  });
}
