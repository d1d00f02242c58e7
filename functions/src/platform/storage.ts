import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type ObjectIdentifier,
  PutObjectCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import pMap from 'p-map';
import { type FileStore, LockedFileError, type StoredFile } from './adapters';
import { oncePerColdStart } from './aws';
import { getConfig } from './config';
import { isSealedFileKey } from './object-keys';
import { getS3Client } from './s3-client';

/*
 * The buckets as file stores, on S3 (s3rver locally). Domain code receives a `FileStore` and never
 * sees S3; the handler of a route that declares a bucket takes its store from here.
 *
 * Sealed files (`isSealedFileKey`: records' PDFs, workers' fișe) in the course-files bucket are
 * written once and kept for the deployment's retention. On AWS, S3 enforces it: each is written
 * only if its key is free (`If-None-Match: *`) with an Object Lock in compliance mode until its
 * retention ends, which nobody, the account's root included, can shorten or lift, and the
 * bucket's policy refuses any other write to those keys (infra/src/storage.ts). s3rver has no
 * Object Lock, so locally the adapter keeps the same rule itself: the file's retention is in its
 * metadata, and a write over it or a deletion before it ends is refused. On both, the adapter
 * checks the retention before a deletion and deletes a sealed file by its version: a plain
 * DeleteObject would only lay a delete marker over the kept version, which the bucket's policy
 * refuses.
 */

/** Objects per DeleteObjects call (S3's cap). */
const DELETE_BATCH = 1000;
/** The metadata entry that says until when a sealed file is kept. */
const RETAIN_UNTIL = 'retain-until';
/** Sealed files whose retention is read at once before a deletion. */
const HEAD_CONCURRENCY = 8;

/** How a store keeps its sealed files: for how long, and who enforces it. */
export type SealedFiles = {
  retentionYears: number;
  /** `s3`: S3 Object Lock (AWS); `adapter`: this module (s3rver, which has no Object Lock). */
  enforcedBy: 's3' | 'adapter';
};
/** Bytes of one part of a streamed multipart upload, and how many parts may be in flight. */
const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_QUEUE = 2;

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');
}

function isTaken(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'PreconditionFailed' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412)
  );
}

function refuseSealed(key: string, operation: string): void {
  if (isSealedFileKey(key))
    throw new Error(`A sealed file is only written by write(), not ${operation}: ${key}`);
}

function retainedUntil(years: number, from: Date): Date {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

/** One writer at a time per key of this process: the local check and write must not interleave. */
const writesUnderWay = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = writesUnderWay.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  writesUnderWay.set(key, mine);
  try {
    return await mine;
  } finally {
    if (writesUnderWay.get(key) === mine) writesUnderWay.delete(key);
  }
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

export function createS3FileStore(bucket: string, sealed?: SealedFiles): FileStore {
  const s3 = getS3Client;
  const isSealed = (key: string) => sealed !== undefined && isSealedFileKey(key);

  /** The stored file's ETag and retention, or null when there is none. */
  async function describe(key: string): Promise<{
    etag: string | undefined;
    versionId: string | undefined;
    retainUntil: string | null;
  } | null> {
    try {
      const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        etag: head.ETag,
        versionId: head.VersionId,
        retainUntil: head.Metadata?.[RETAIN_UNTIL] ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  const isLocked = (stored: { retainUntil: string | null }) =>
    stored.retainUntil !== null && Date.parse(stored.retainUntil) > Date.now();

  /** The same bytes stored already make the write a repeat; other bytes are refused. */
  async function acceptRepeat(key: string, body: Uint8Array): Promise<void> {
    const stored = await describe(key);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    if (stored?.etag !== etag) throw new LockedFileError(key, stored?.retainUntil ?? null);
  }

  async function writeSealed(
    key: string,
    file: { body: Uint8Array; contentType: string | undefined; metadata?: Record<string, string> },
    settings: SealedFiles,
  ): Promise<void> {
    const retainUntil = retainedUntil(settings.retentionYears, new Date());
    const put = new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: file.body,
      ContentType: file.contentType,
      Metadata: { ...file.metadata, [RETAIN_UNTIL]: retainUntil.toISOString() },
      ...(settings.enforcedBy === 's3'
        ? {
            IfNoneMatch: '*',
            ObjectLockMode: 'COMPLIANCE',
            ObjectLockRetainUntilDate: retainUntil,
            ChecksumAlgorithm: 'SHA256',
          }
        : {}),
    });
    if (settings.enforcedBy === 'adapter') {
      await oneAtATime(key, async () => {
        if (await describe(key)) return acceptRepeat(key, file.body);
        await s3().send(put);
      });
      return;
    }
    try {
      await s3().send(put);
    } catch (error) {
      if (!isTaken(error)) throw error;
      await acceptRepeat(key, file.body);
    }
  }

  /**
   * `keys` split by their retention: the sealed files still locked (with until when), and what
   * may be deleted. A sealed file goes by its version (the bucket's policy refuses a delete
   * marker over one), so its deletion is for good; a sealed file that is not there is skipped.
   */
  async function sortForDeletion(keys: readonly string[]) {
    const locked = new Map<string, string | null>();
    const deletable: ObjectIdentifier[] = keys.filter((key) => !isSealed(key)).map((Key) => ({ Key }));
    await pMap(
      keys.filter(isSealed),
      async (key) => {
        const stored = await describe(key);
        if (!stored) return;
        if (isLocked(stored)) locked.set(key, stored.retainUntil);
        else deletable.push({ Key: key, VersionId: stored.versionId });
      },
      { concurrency: HEAD_CONCURRENCY },
    );
    return { locked, deletable };
  }

  async function deleteAll(objects: readonly ObjectIdentifier[]): Promise<void> {
    for (let start = 0; start < objects.length; start += DELETE_BATCH) {
      const batch = objects.slice(start, start + DELETE_BATCH);
      const result = await s3().send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      if (result.Errors?.length) {
        throw new Error(`S3 refused to delete ${result.Errors.length} object(s): ${result.Errors[0]?.Code}`);
      }
    }
  }

  return {
    bucket,
    presignUpload: async (options) => {
      refuseSealed(options.key, 'a presigned upload');
      return getSignedUrl(
        s3(),
        new PutObjectCommand({
          Bucket: bucket,
          Key: options.key,
          ContentType: options.contentType,
          ContentLength: options.contentLength,
        }),
        // Both headers are signed, so S3 refuses an upload whose type or size differs.
        { expiresIn: options.expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
      );
    },
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
      if (sealed && isSealed(key)) {
        await writeSealed(key, file, sealed);
        return;
      }
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
      refuseSealed(key, 'a streamed upload');
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
      refuseSealed(from, 'a move');
      refuseSealed(to, 'a move');
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
      const { locked, deletable } = await sortForDeletion([key]);
      const [first] = locked;
      if (first) throw new LockedFileError(...first);
      for (const object of deletable) {
        await s3().send(new DeleteObjectCommand({ Bucket: bucket, ...object }));
      }
    },
    async deleteMany(keys) {
      const { locked, deletable } = await sortForDeletion(keys);
      const [first] = locked;
      if (first) throw new LockedFileError(...first);
      await deleteAll(deletable);
    },
    async deleteUnlessLocked(keys) {
      const { locked, deletable } = await sortForDeletion(keys);
      await deleteAll(deletable);
      return { deleted: deletable.length, locked: [...locked.keys()] };
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

/** The course-files bucket: course PDFs, uploads waiting to be taken, and the sealed files. */
export const getCourseFiles = oncePerColdStart(() => {
  const config = getConfig();
  return createS3FileStore(config.courseFilesBucket, {
    retentionYears: config.sealedFileRetentionYears,
    // A local S3 endpoint is s3rver, which has no Object Lock.
    enforcedBy: config.s3Endpoint ? 'adapter' : 's3',
  });
});

/** The archives bucket: the companies' ZIP archives, kept a week. */
export const getArchives = oncePerColdStart(() => createS3FileStore(getConfig().archivesBucket));
