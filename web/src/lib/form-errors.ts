import { ApiError } from './api-client';
import { notifyError } from './notify';

/** The server's per-field messages of a 400 answer, in the shape Mantine forms show under inputs. */
export function toFormErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages.join(' ')]),
  );
}

type RefusedForm = {
  form: { setErrors: (errors: Record<string, string>) => void };
  error: unknown;
  /** What failed, in a notification. */
  message: string;
};

/** A refused form: the server's per-field messages under the inputs, and what failed in a notification. */
export function showFormFailure({ form, error, message }: RefusedForm): void {
  form.setErrors(toFormErrors(error));
  notifyError(message);
}
