import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { COURSE_FILE_URL_TTL_SECONDS, COURSE_UPLOAD_URL_TTL_SECONDS, PDF_CONTENT_TYPE } from '@ssm/shared';
import { getS3Client } from '../lib/aws';
import { getConfig } from '../lib/config';

/*
 * The course-files bucket. Keys come from `objectKeys` (always under the caller's firm); the
 * browser never names a key, it only receives presigned URLs for keys the server chose.
 */

const bucket = () => getConfig().courseFilesBucket;

/**
 * A presigned PUT that only accepts a PDF of exactly `contentLength` bytes: both headers are
 * signed, so S3 refuses an upload whose type or size differs from what was asked for.
 */
export function presignCourseUpload(options: { key: string; contentLength: number }): Promise<string> {
  return getSignedUrl(
    getS3Client(),
    new PutObjectCommand({
      Bucket: bucket(),
      Key: options.key,
      ContentType: PDF_CONTENT_TYPE,
      ContentLength: options.contentLength,
    }),
    {
      expiresIn: COURSE_UPLOAD_URL_TTL_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
}

/** A short-lived GET of a course PDF, shown inline and downloaded under a readable name. */
export function presignCourseFile(options: { key: string; fileName: string }): Promise<string> {
  return getSignedUrl(
    getS3Client(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: options.key,
      ResponseContentType: PDF_CONTENT_TYPE,
      ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(options.fileName)}`,
    }),
    { expiresIn: COURSE_FILE_URL_TTL_SECONDS },
  );
}

/** The stored object's size, or null when there is no such object. */
export async function getObjectSize(key: string): Promise<number | null> {
  try {
    const head = await getS3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return null;
    throw error;
  }
}

export async function readObject(key: string): Promise<Uint8Array> {
  const object = await getS3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  if (!object.Body) return new Uint8Array();
  return object.Body.transformToByteArray();
}

export async function putPdf(key: string, content: Uint8Array): Promise<void> {
  await getS3Client().send(
    new PutObjectCommand({ Bucket: bucket(), Key: key, Body: content, ContentType: PDF_CONTENT_TYPE }),
  );
}

/** Server-side copy then delete: the PDF never passes through the Lambda twice. */
export async function moveObject(from: string, to: string): Promise<void> {
  await getS3Client().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: to,
      CopySource: `${bucket()}/${from.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: PDF_CONTENT_TYPE,
      MetadataDirective: 'REPLACE',
    }),
  );
  await deleteObject(from);
}

export async function deleteObject(key: string): Promise<void> {
  await getS3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}
