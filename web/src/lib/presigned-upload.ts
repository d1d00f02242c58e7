import type { ApiResponse } from '@/lib/api-client';

/** The PUT to S3 failed or was refused; nothing was kept. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

type UploadInput = {
  /** A presigned PUT as the API answers it (course PDFs, scans of hand-signed fișe). */
  target: Pick<ApiResponse<'create-course-upload-url'>, 'method' | 'upload_url' | 'headers'>;
  file: File;
  onProgress: (percent: number) => void;
};

/**
 * PUTs the file to its presigned URL. XMLHttpRequest, not fetch: only it reports upload progress,
 * which a 50 MB PDF on a phone connection needs.
 */
export function uploadToPresignedUrl({ target, file, onProgress }: UploadInput) {
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
