import { PassThrough, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore, StoredFile } from './adapters';
import { oncePerColdStart } from './aws';
import { getConfig } from './config';
import { getS3Client } from './s3-client';

/*
 * The buckets as file stores, on S3 (s3rver locally). Domain code receives a `FileStore` and never
 * sees S3; the handler of a route that declares a bucket takes its store from here.
 */

/** Objects per DeleteObjects call (S3's cap). */
const DELETE_BATCH = 1000;
/** Bytes of one part of a streamed multipart upload, and how many parts may be in flight. */
const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_QUEUE = 2;

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');
}

/** A readable that asks S3 for the object only when first read, and honours back-pressure. */
function openLazyObjectStream(bucket: string, key: string): Readable {
  let source: Readable | undefined;
  let isStarted = false;
  const stream = new Readable({
    read() {
      if (source) {
        source.resume();
        return;
      }
      if (isStarted) return;
      isStarted = true;
      getS3Client()
        .send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        .then(
          (object) => {
            const body = object.Body as Readable;
            source = body;
            body.on('data', (chunk: Buffer) => {
              if (!stream.push(chunk)) body.pause();
            });
            // A consumer may keep every file's stream until the end: let go of the response once read.
            body.once('end', () => {
              source = undefined;
              stream.push(null);
            });
            body.once('error', (error) => stream.destroy(error));
          },
          (error: unknown) => stream.destroy(error as Error),
        );
    },
    destroy(error, callback) {
      source?.destroy();
      callback(error);
    },
  });
  return stream;
}

export function createS3FileStore(bucket: string): FileStore {
  const s3 = getS3Client;
  return {
    bucket,
    presignUpload: (options) =>
      getSignedUrl(
        s3(),
        new PutObjectCommand({
          Bucket: bucket,
          Key: options.key,
          ContentType: options.contentType,
          ContentLength: options.contentLength,
        }),
        // Both headers are signed, so S3 refuses an upload whose type or size differs.
        { expiresIn: options.expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
      ),
    presignDownload: (options) =>
      getSignedUrl(
        s3(),
        new GetObjectCommand({
          Bucket: bucket,
          Key: options.key,
          ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
          ...(options.contentDisposition ? { ResponseContentDisposition: options.contentDisposition } : {}),
        }),
        { expiresIn: options.expiresInSeconds },
      ),
    async size(key) {
      try {
        const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key): Promise<StoredFile> {
      const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        body: object.Body ? await object.Body.transformToByteArray() : new Uint8Array(),
        contentType: object.ContentType,
        metadata: object.Metadata ?? {},
      };
    },
    openReadStream: (key) => openLazyObjectStream(bucket, key),
    async write(key, file) {
      await s3().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: file.body,
          ContentType: file.contentType,
          ...(file.metadata ? { Metadata: file.metadata } : {}),
        }),
      );
    },
    async upload(key, body, options) {
      // lib-storage's Upload does not take every stream type; a PassThrough in between is a Readable.
      const readable = new PassThrough();
      body.once('error', (error: Error) => readable.destroy(error));
      body.pipe(readable);
      await new Upload({
        client: s3(),
        params: { Bucket: bucket, Key: key, Body: readable, ContentType: options.contentType },
        partSize: UPLOAD_PART_BYTES,
        queueSize: UPLOAD_QUEUE,
      }).done();
    },
    async move(from, to, options) {
      // Server-side copy then delete: the file never passes through the function twice.
      await s3().send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: to,
          CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          ContentType: options.contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
      await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
    },
    async delete(key) {
      await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async deleteMany(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await s3().send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (result.Errors?.length) {
          throw new Error(
            `S3 refused to delete ${result.Errors.length} object(s): ${result.Errors[0]?.Code}`,
          );
        }
      }
    },
    async list(prefix) {
      const found: string[] = [];
      for await (const page of paginateListObjectsV2({ client: s3() }, { Bucket: bucket, Prefix: prefix })) {
        found.push(...(page.Contents ?? []).map((object) => object.Key as string));
      }
      return found;
    },
  };
}

/** The course-files bucket: course PDFs, uploads waiting to be taken, signed records. */
export const getCourseFiles = oncePerColdStart(() => createS3FileStore(getConfig().courseFilesBucket));

/** The archives bucket: the companies' ZIP archives, kept a week. */
export const getArchives = oncePerColdStart(() => createS3FileStore(getConfig().archivesBucket));
