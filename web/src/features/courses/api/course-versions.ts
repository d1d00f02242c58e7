import type { VersionLanguage } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';
import { uploadCourseFile } from './course-upload';
import { COURSE_ROUTES } from './courses';

export type SaveVersionInput = {
  courseId: string;
  language: VersionLanguage;
  title: string;
  /** The version's PDF, uploaded first; required for a new version. */
  file: File | null;
};

/** Adds or replaces a course's version in a language (docs/product.md, training in the worker's language). */
export function useSaveCourseVersion(onProgress: (percent: number) => void) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: async ({ courseId, language, title, file }: SaveVersionInput) => {
      const uploadId = file ? await uploadCourseFile(file, onProgress) : undefined;
      return callApi('save-course-version', {
        params: { id: courseId, language },
        body: { title, ...(uploadId ? { upload_id: uploadId } : {}) },
      });
    },
    onSuccess: () => invalidateRoutes(COURSE_ROUTES),
  });
}

export type SaveVersionQuizInput = {
  courseId: string;
  language: VersionLanguage;
  questions: ApiInput<'save-course-version-quiz'>['body']['questions'];
};

export function useSaveVersionQuiz() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ courseId, language, questions }: SaveVersionQuizInput) =>
      callApi('save-course-version-quiz', { params: { id: courseId, language }, body: { questions } }),
    onSuccess: () => invalidateRoutes(COURSE_ROUTES),
  });
}

export function useDeleteCourseVersion() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ courseId, language }: { courseId: string; language: VersionLanguage }) =>
      callApi('delete-course-version', { params: { id: courseId, language } }),
    onSettled: () => invalidateRoutes(COURSE_ROUTES),
  });
}
