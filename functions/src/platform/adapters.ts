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

/** One bucket. Keys come from platform/object-keys.ts `objectKeys`; a browser only ever gets presigned URLs. */
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
  write(
    key: string,
    file: { body: Uint8Array; contentType: string | undefined; metadata?: Record<string, string> },
  ): Promise<void>;
  /** Streams a body of unknown length into the object, in parts (memory stays bounded). */
  upload(key: string, body: NodeJS.ReadableStream, options: { contentType: string }): Promise<void>;
  move(from: string, to: string, options: { contentType: string }): Promise<void>;
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
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
