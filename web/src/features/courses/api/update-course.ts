import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';
import { uploadCourseFile } from './course-upload';
import { COURSE_ROUTES } from './courses';

export type UpdateCourseInput = {
  courseId: string;
  /** Only the fields that changed. */
  changes: Omit<ApiInput<'update-course'>['body'], 'upload_id'>;
  /** A new version of the PDF, uploaded first. */
  file: File | null;
};

/** Edits a course; a new PDF goes to storage first, then the course names its `upload_id`. */
export function useUpdateCourse(onProgress: (percent: number) => void) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: async ({ courseId, changes, file }: UpdateCourseInput) => {
      const uploadId = file ? await uploadCourseFile(file, onProgress) : undefined;
      return callApi('update-course', {
        params: { id: courseId },
        body: { ...changes, upload_id: uploadId },
      });
    },
    onSuccess: () => invalidateRoutes(COURSE_ROUTES),
  });
}
