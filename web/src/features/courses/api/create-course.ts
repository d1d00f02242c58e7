import { type CourseCategory, type CourseSubcategory, PDF_CONTENT_TYPE } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';

export type CreateCourseInput = {
  title: string;
  description: string;
  category: CourseCategory;
  subcategory: CourseSubcategory;
  duration: number;
  min_study_minutes: number;
  file: File;
};

/** The PUT to S3 failed or was refused; the course was not created. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

type UploadInput = {
  target: ApiResponse<'create-course-upload-url'>;
  file: File;
  onProgress: (percent: number) => void;
};

/**
 * PUTs the file to its presigned URL. XMLHttpRequest, not fetch: only it reports upload progress,
 * which a 50 MB PDF on a phone connection needs.
 */
function uploadToPresignedUrl({ target, file, onProgress }: UploadInput) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.upload_url);
    // Signed headers must go exactly as given, or S3 refuses the signature.
    for (const [name, value] of Object.entries(target.headers)) {
      if (name.toLowerCase() !== 'content-length') request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new UploadError(`Upload answered ${request.status}`));
    request.onerror = () => reject(new UploadError('Upload failed'));
    request.send(file);
  });
}

/**
 * Creates a course the way the API prefers for any size: a presigned upload straight to S3, then
 * the course naming its `upload_id` (the server checks the bytes really are a PDF).
 */
async function createCourse(
  { file, ...fields }: CreateCourseInput,
  onProgress: (percent: number) => void,
): Promise<ApiResponse<'create-course'>> {
  const target = await callApi('create-course-upload-url', {
    body: { content_length: file.size, content_type: PDF_CONTENT_TYPE },
  });
  onProgress(0);
  await uploadToPresignedUrl({ target, file, onProgress });
  return callApi('create-course', { body: { ...fields, upload_id: target.upload_id } });
}

/** `onProgress` hears the upload's percentage as it goes. */
export function useCreateCourse(onProgress: (percent: number) => void) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (input: CreateCourseInput) => createCourse(input, onProgress),
    onSuccess: () => invalidateRoutes(['list-courses']),
  });
}
