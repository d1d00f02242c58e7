import { ApiError } from './api-client';

/** The server's per-field messages of a 400 answer, in the shape Mantine forms show under inputs. */
export function toFormErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages.join(' ')]),
  );
}
