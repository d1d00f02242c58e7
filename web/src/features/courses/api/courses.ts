import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, type ApiResponse, callApi } from '@/lib/api-client';

export type CourseSummary = ApiResponse<'list-courses'>[number];
export type CourseDetail = ApiResponse<'get-course'>;
export type QuizQuestion = NonNullable<CourseDetail['quiz']>['questions'][number];

/** The caller's courses: the firm's for an owner, the assigned ones for admins and employees. */
export const coursesQueryOptions = queryOptions({
  queryKey: ['courses'],
  queryFn: () => callApi('list-courses'),
});

export function useCourses() {
  return useQuery(coursesQueryOptions);
}

export function courseQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['courses', id],
    queryFn: () => callApi('get-course', { params: { id } }),
  });
}

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('delete-course', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesQueryOptions.queryKey }),
  });
}

export type SaveQuizInput = { courseId: string; questions: ApiInput<'save-quiz'>['body']['questions'] };

export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, questions }: SaveQuizInput) =>
      callApi('save-quiz', { params: { id: courseId }, body: { questions } }),
    // The list's `has_quiz` and the course's quiz both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesQueryOptions.queryKey }),
  });
}

export type AssignCourseInput = { courseId: string } & ApiInput<'assign-course'>['body'];

export function useAssignCourse() {
  return useMutation({
    mutationFn: ({ courseId, ...body }: AssignCourseInput) =>
      callApi('assign-course', { params: { courseId }, body }),
  });
}
