import { PassThrough, Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import JSZip from 'jszip';

/*
 * A ZIP built from S3 objects straight into S3, with memory bounded whatever the number of files
 * (TECH-NOTES): each file is a stream that opens its GetObject only when jszip reaches it (opening
 * them all up front would exhaust the SDK's sockets), the ZIP is generated as a stream with each
 * file stored as is (PDFs barely compress; STORE halves the time), and a multipart Upload sends it
 * on in parts. At any moment one source object, jszip's small buffers and the Upload's parts are
 * in memory.
 */

export type ZipSourceFile = { path: string; bucket: string; key: string };
export type ZipInlineFile = { path: string; content: string | Uint8Array };

/** Bytes of one part of the multipart upload, and how many parts may be in flight. */
const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_QUEUE = 2;

/** A readable that asks S3 for the object only when first read, and honours back-pressure. */
function openLazyObjectStream(s3: S3Client, bucket: string, key: string): Readable {
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
      s3.send(new GetObjectCommand({ Bucket: bucket, Key: key })).then(
        (object) => {
          const body = object.Body as Readable;
          source = body;
          body.on('data', (chunk: Buffer) => {
            if (!stream.push(chunk)) body.pause();
          });
          // jszip keeps every file's stream until the end: let go of the response once read.
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

/**
 * Streams a ZIP of the S3 objects and inline files into `target`. `onFileDone` is called with the
 * number of files written so far, for progress reports.
 */
export async function writeZipToS3(options: {
  s3: S3Client;
  files: readonly ZipSourceFile[];
  inlineFiles: readonly ZipInlineFile[];
  target: { bucket: string; key: string };
  onFileDone?: (done: number, total: number) => void;
}): Promise<void> {
  const zip = new JSZip();
  for (const file of options.inlineFiles) zip.file(file.path, file.content);
  for (const file of options.files) {
    zip.file(file.path, openLazyObjectStream(options.s3, file.bucket, file.key), { binary: true });
  }
  const total = options.files.length + options.inlineFiles.length;
  let done = 0;
  let current: string | null = null;
  const zipStream = zip.generateNodeStream(
    { type: 'nodebuffer', streamFiles: true, compression: 'STORE' },
    (metadata) => {
      if (metadata.currentFile && metadata.currentFile !== current) {
        if (current !== null) done += 1;
        current = metadata.currentFile;
        options.onFileDone?.(done, total);
      }
    },
  );
  // lib-storage's Upload does not accept jszip's stream type; a PassThrough in between is a Readable.
  const body = new PassThrough();
  zipStream.once('error', (error: Error) => body.destroy(error));
  zipStream.pipe(body);
  const upload = new Upload({
    client: options.s3,
    params: {
      Bucket: options.target.bucket,
      Key: options.target.key,
      Body: body,
      ContentType: 'application/zip',
    },
    partSize: UPLOAD_PART_BYTES,
    queueSize: UPLOAD_QUEUE,
  });
  await upload.done();
  options.onFileDone?.(total, total);
}
