import { texts } from '@ssm/shared';

/** Failures answered to the caller, each with its status and a Romanian `detail`. */
export type AppErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'service_busy';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  service_busy: 503,
};

/**
 * How long a caller is told to wait after a throttled or conflicting request: by then the SDK's
 * own retries with backoff (seconds) have already failed, so the table needs a moment.
 */
export const SERVICE_BUSY_RETRY_AFTER_SECONDS = 2;

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly detail: string;
  readonly fieldErrors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: AppErrorCode,
    detail: string,
    options: { fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const badRequest = (detail: string, fieldErrors?: FieldErrors) =>
  new AppError('validation', detail, fieldErrors ? { fieldErrors } : {});
export const unauthenticated = (detail: string = texts.api.authenticationRequired) =>
  new AppError('unauthenticated', detail);
export const forbidden = (detail: string = texts.api.forbidden) => new AppError('forbidden', detail);
export const notFound = (detail: string = texts.api.notFound) => new AppError('not_found', detail);
export const conflict = (detail: string, fieldErrors?: FieldErrors) =>
  new AppError('conflict', detail, fieldErrors ? { fieldErrors } : {});
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new AppError('too_many_requests', detail, { headers: { 'retry-after': String(retryAfterSeconds) } });
/**
 * An AWS service throttled us, a transaction kept conflicting or a service the platform relies
 * on (the time-stamp authority) did not answer: nothing the caller did wrong, try again.
 */
export const serviceBusy = (detail: string = texts.api.serviceBusy) =>
  new AppError('service_busy', detail, {
    headers: { 'retry-after': String(SERVICE_BUSY_RETRY_AFTER_SECONDS) },
  });
