import type { Language } from '@ssm/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

export type CourseSummary = ApiResponse<'list-courses'>[number];
export type CourseDetail = ApiResponse<'get-course'>;
export type QuizQuestion = NonNullable<CourseDetail['quiz']>['questions'][number];

/**
 * The caller's courses: the firm's for an owner, the assigned ones for admins and employees. Read
 * by the course list, the assignment form, a company's training settings and the first steps.
 */
export function useCourses() {
  return useQuery(apiQueryOptions('list-courses'));
}

/**
 * One course with its file link and, for its owner, its quiz: its page, its quiz page, its editor.
 * In the version of `language` when given, else in the caller's language (docs/product.md,
 * training in the worker's language).
 */
export function useCourse(id: string, language?: Language) {
  return useQuery(
    apiQueryOptions('get-course', language ? { params: { id }, query: { language } } : { params: { id } }),
  );
}
