import { PDF_CONTENT_TYPE } from '@ssm/shared';
import { callApi } from '@/lib/api-client';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';

/**
 * Puts a course PDF in storage the way the API prefers for any size: a presigned upload straight
 * to S3, whose `upload_id` the course then names (the server checks the bytes really are a PDF).
 */
export async function uploadCourseFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  const target = await callApi('create-course-upload-url', {
    body: { content_length: file.size, content_type: PDF_CONTENT_TYPE },
  });
  onProgress(0);
  await uploadToPresignedUrl({ target, file, onProgress });
  return target.upload_id;
}
