import {
  LANGUAGE_TAGS,
  type Language,
  RECORD_LANGUAGE,
  type RefusalTexts,
  refusalIn,
  refusalTextsOf,
  screenLanguageOf,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';

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

/**
 * A refusal whose words hold a value (a moment, a count of minutes), worded from a language's
 * refusal texts, a moment as the language's tag writes it (docs/api.md, refusals in the worker's
 * language).
 */
export type WordedRefusal = (refusals: RefusalTexts, languageTag: string) => string;

function wordedIn(worded: WordedRefusal, language: Language): string {
  const screenLanguage = screenLanguageOf(language);
  return worded(refusalTextsOf(screenLanguage), LANGUAGE_TAGS[screenLanguage]);
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly detail: string;
  readonly fieldErrors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  private readonly worded: WordedRefusal | undefined;

  /** `detail` is Romanian, or worded in any language for a refusal that holds a value. */
  constructor(
    code: AppErrorCode,
    detail: string | WordedRefusal,
    options: { fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    const romanian = typeof detail === 'string' ? detail : wordedIn(detail, RECORD_LANGUAGE);
    super(romanian);
    this.name = 'AppError';
    this.code = code;
    this.detail = romanian;
    this.worded = typeof detail === 'string' ? undefined : detail;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }

  /** The answer's body in a worker's language: the refusals it has words for, the rest in Romanian. */
  bodyIn(language: Language): { detail: string; errors?: FieldErrors } {
    const detail = this.worded ? wordedIn(this.worded, language) : refusalIn(language, this.detail);
    if (!this.fieldErrors) return { detail };
    const errors = Object.fromEntries(
      Object.entries(this.fieldErrors).map(([field, messages]) => [
        field,
        messages.map((message) => (message === this.detail ? detail : refusalIn(language, message))),
      ]),
    );
    return { detail, errors };
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const badRequest = (detail: string | WordedRefusal, fieldErrors?: FieldErrors) =>
  new AppError('validation', detail, fieldErrors ? { fieldErrors } : {});
export const unauthenticated = (detail: string = texts.api.authenticationRequired) =>
  new AppError('unauthenticated', detail);
export const forbidden = (detail: string = texts.api.forbidden) => new AppError('forbidden', detail);
export const notFound = (detail: string = texts.api.notFound) => new AppError('not_found', detail);
export const conflict = (detail: string | WordedRefusal, fieldErrors?: FieldErrors) =>
  new AppError('conflict', detail, fieldErrors ? { fieldErrors } : {});
export const tooManyRequests = (detail: string | WordedRefusal, retryAfterSeconds: number) =>
  new AppError('too_many_requests', detail, { headers: { 'retry-after': String(retryAfterSeconds) } });
/**
 * An AWS service throttled us, a transaction kept conflicting or a service the platform relies
 * on (the time-stamp authority) did not answer: nothing the caller did wrong, try again.
 */
export const serviceBusy = (detail: string = texts.api.serviceBusy) =>
  new AppError('service_busy', detail, {
    headers: { 'retry-after': String(SERVICE_BUSY_RETRY_AFTER_SECONDS) },
  });
