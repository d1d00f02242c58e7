import type { CourseCategory, CourseSubcategory } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';
import { uploadCourseFile } from './course-upload';

export type CreateCourseInput = {
  title: string;
  description: string;
  category: CourseCategory;
  subcategory: CourseSubcategory;
  duration: number;
  /** Missing: the standard share of the duration. */
  min_study_minutes?: number;
  min_study_reason?: string;
  file: File;
};

/**
 * Creates a course the way the API prefers for any size: a presigned upload straight to S3, then
 * the course naming its `upload_id` (the server checks the bytes really are a PDF).
 */
async function createCourse(
  { file, ...fields }: CreateCourseInput,
  onProgress: (percent: number) => void,
): Promise<ApiResponse<'create-course'>> {
  const uploadId = await uploadCourseFile(file, onProgress);
  return callApi('create-course', { body: { ...fields, upload_id: uploadId } });
}

/** `onProgress` hears the upload's percentage as it goes. */
export function useCreateCourse(onProgress: (percent: number) => void) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (input: CreateCourseInput) => createCourse(input, onProgress),
    onSuccess: () => invalidateRoutes(['list-courses']),
  });
}
