import { PDF_CONTENT_TYPE } from '@ssm/shared';
import { type ApiResponse, callApi } from '@/lib/api-client';

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
