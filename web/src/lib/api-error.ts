import { texts } from '@ssm/shared';

/**
 * A failed call: the HTTP status (0 when the server was not reached) and the server's Romanian
 * texts. `detail` always reads as a sentence; `isExplained` says whether it is the server's own
 * explanation (or ours for an unreachable server) rather than the generic fallback.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly isExplained: boolean;
  readonly errors: Record<string, string[]>;

  constructor({
    status,
    detail,
    errors = {},
  }: { status: number; detail?: string; errors?: Record<string, string[]> }) {
    super(detail ?? texts.common.unknownError);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail ?? texts.common.unknownError;
    this.isExplained = detail !== undefined;
    this.errors = errors;
  }
}

/** The explanation of a failed call when there is one, else `fallback` (by default the generic text). */
export function getErrorDetail(error: unknown, fallback: string = texts.common.unknownError): string {
  return error instanceof ApiError && error.isExplained ? error.detail : fallback;
}
