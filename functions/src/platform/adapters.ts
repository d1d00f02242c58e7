import type { Readable } from 'node:stream';

/*
 * What domain code may ask of the outside world besides the table: the shapes of the adapters it
 * is handed. This module loads nothing; each implementation lives in its own module of platform/
 * (storage.ts, mailer.ts, invoker.ts, ...), built once per cold start with the pinned client
 * settings of aws.ts, and only a handler (or a job, a script, the local platform) imports one.
 * A new adapter is a type here and an implementation module beside the others.
 */

export type StoredFile = {
  body: Uint8Array;
  contentType: string | undefined;
  metadata: Record<string, string>;
};

/**
 * A sealed file (a record's PDF, a worker's fișă: `isSealedFileKey` of object-keys.ts) that is still
 * under its retention: it cannot be written over or deleted, by the platform or anyone else
 * (docs/security.md, the insider).
 */
export class LockedFileError extends Error {
  override name = 'LockedFileError';
  constructor(
    readonly key: string,
    /** Until when it is kept (ISO), when known. */
    readonly retainUntil: string | null,
  ) {
    super(
      `${key} is sealed${retainUntil ? ` and kept until ${retainUntil}` : ''}: it cannot be changed or deleted`,
    );
  }
}

/**
 * One bucket. Keys come from platform/object-keys.ts `objectKeys`; a browser only ever gets presigned URLs.
 * In the course-files bucket a sealed file is written once and locked for the deployment's
 * retention (S3 Object Lock in compliance mode on AWS; the adapter itself against s3rver).
 */
export type FileStore = {
  readonly bucket: string;
  /** A PUT URL that accepts exactly this content type and length. */
  presignUpload(options: {
    key: string;
    contentType: string;
    contentLength: number;
    expiresInSeconds: number;
  }): Promise<string>;
  /** A GET URL, answered with the given type and disposition. */
  presignDownload(options: {
    key: string;
    expiresInSeconds: number;
    contentType?: string;
    contentDisposition?: string;
  }): Promise<string>;
  /** The stored object's size, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  read(key: string): Promise<StoredFile>;
  /** A stream that fetches the object only once it is first read. */
  openReadStream(key: string): Readable;
  /**
   * Writes the object. A sealed file is written once: writing it again with the same bytes does
   * nothing, with other bytes throws LockedFileError.
   */
  write(
    key: string,
    file: { body: Uint8Array; contentType: string | undefined; metadata?: Record<string, string> },
  ): Promise<void>;
  /** Streams a body of unknown length into the object, in parts (memory stays bounded). Never a sealed file. */
  upload(key: string, body: NodeJS.ReadableStream, options: { contentType: string }): Promise<void>;
  /** Never a sealed file. */
  move(from: string, to: string, options: { contentType: string }): Promise<void>;
  /** Throws LockedFileError, deleting nothing, for a sealed file still under its retention. */
  delete(key: string): Promise<void>;
  /** Throws LockedFileError, deleting nothing, when one of them is a sealed file still under its retention. */
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Deletes those whose retention allows it (every key but a sealed file still kept); answers the others. */
  deleteUnlessLocked(keys: readonly string[]): Promise<{ deleted: number; locked: string[] }>;
  /** Every key under the prefix, in the store's order. */
  list(prefix: string): Promise<string[]>;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Links in the message, logged locally so a developer can follow them without a mail client. */
  links?: string[];
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * What the archive job is started with: an archive to build, or the signed records an owner's
 * mass sign had no time left to render (the job has the rendering code and the bucket access).
 */
export type ArchiveJobEvent = { job_id: string } | { render_document_ids: string[] };

/** What the password-reset mail job is started with: the request as the person typed it. */
export type PasswordResetMailEvent = { email: string; company_name: string };

/** What the invitation job is started with: the people one import batch created in a company. */
export type InvitationMailEvent = { company_id: string; user_ids: string[] };

/** Each job a route starts, with the event it is started with. */
export type JobEvents = {
  archive: ArchiveJobEvent;
  'password-reset-mail': PasswordResetMailEvent;
  'invitation-mail': InvitationMailEvent;
};

/** Starts a job without waiting for it; resolves once the job is handed over. */
export type JobStarter<Event> = { start(event: Event): Promise<void> };

export type ArchiveJobStarter = JobStarter<ArchiveJobEvent>;
