import {
  COMPANY_ASSIGNMENTS_PAGE_MAX,
  COURSE_ASSIGNMENTS_PAGE_MAX,
  type CourseSubcategory,
} from '@ssm/shared';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiInput, type ApiResponse, callApi } from '@/lib/api-client';
import { apiPagesQueryOptions, apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';

export type CourseSummary = ApiResponse<'list-courses'>[number];
export type CourseDetail = ApiResponse<'get-course'>;
export type QuizQuestion = NonNullable<CourseDetail['quiz']>['questions'][number];

/** The caller's courses: the firm's for an owner, the assigned ones for admins and employees. */
export function useCourses() {
  return useQuery(apiQueryOptions('list-courses'));
}

export function useCourse(id: string) {
  return useQuery(apiQueryOptions('get-course', { params: { id } }));
}

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

export type AssignCourseInput = { courseId: string } & ApiInput<'assign-course'>['body'];

export function useAssignCourse() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ courseId, ...body }: AssignCourseInput) =>
      callApi('assign-course', { params: { courseId }, body }),
    onSettled: () => invalidateRoutes(['course-assignments', 'company-assignments']),
  });
}

export type CourseAssignment = ApiResponse<'course-assignments'>[number];

/** The course's assignments, the page the server allows at a time, the next on demand. */
export function useCourseAssignments(courseId: string) {
  return useInfiniteQuery(
    apiPagesQueryOptions('course-assignments', {
      pageSize: COURSE_ASSIGNMENTS_PAGE_MAX,
      params: { id: courseId },
    }),
  );
}

export type CompanyAssignment = ApiResponse<'company-assignments'>[number];

/**
 * What the company and its people were assigned, of one kind of training or all, the page the
 * server allows at a time, the next on demand.
 */
export function useCompanyAssignments(companyId: string, subcategory: CourseSubcategory | null) {
  return useInfiniteQuery(
    apiPagesQueryOptions('company-assignments', {
      pageSize: COMPANY_ASSIGNMENTS_PAGE_MAX,
      params: { id: companyId },
      ...(subcategory ? { query: { subcategory } } : {}),
    }),
  );
}
