/** A failed call: the HTTP status (0 when the server was not reached) and the server's Romanian texts. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: Record<string, string[]>;

  constructor({
    status,
    detail,
    errors = {},
  }: { status: number; detail: string; errors?: Record<string, string[]> }) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}
