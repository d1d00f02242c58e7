import {
  COMPANY_ASSIGNMENTS_PAGE_MAX,
  COURSE_ASSIGNMENTS_PAGE_MAX,
  type CourseSubcategory,
} from '@ssm/shared';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type ApiInput, type ApiResponse, callApi } from '@/lib/api-client';
import { apiPagesQueryOptions, useInvalidateRoutes } from '@/lib/api-query';

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
