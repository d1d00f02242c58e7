import { useCallback, useState } from 'react';
import { ApiError, getErrorDetail } from './api-client';

/** The server's per-field messages of a 400 answer, in the shape Mantine forms show under inputs. */
export function toFormErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages.join(' ')]),
  );
}

type FailedForm = {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
};

function hasField(values: object, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * A form's one message per failure. `show` puts the server's per-field messages under the fields
 * the form has; a failure that names none of them (a duplicate, a lost connection, a field the
 * form does not show) becomes the form's one banner, `message`. No notification repeats it.
 *
 * The banner is stale once the user edits the form or closes it: pass `clear` as the form's
 * `onValuesChange` and call it when a modal closes. A field's own message goes when that field
 * changes (Mantine's `clearInputErrorOnChange`).
 */
export function useFormFailure() {
  const [message, setMessage] = useState<string | null>(null);
  const clear = useCallback(() => setMessage(null), []);
  /** `errors` is the failure by field, when the form names fields otherwise than the server. */
  const show = useCallback(
    (form: FailedForm, error: unknown, fallback: string, errors = toFormErrors(error)) => {
    const values = form.getValues();
    const fieldErrors = Object.entries(errors).filter(([field]) => hasField(values, field));
    const otherMessages = Object.entries(errors)
      .filter(([field]) => !hasField(values, field))
      .map(([, text]) => text);
    form.setErrors(Object.fromEntries(fieldErrors));
    if (otherMessages.length > 0) setMessage(otherMessages.join(' '));
    else setMessage(fieldErrors.length > 0 ? null : getErrorDetail(error, fallback));
    },
    [],
  );
  /** A failure of the whole form found before sending (nothing to save, say). */
  const say = useCallback((text: string) => setMessage(text), []);
  return { message, show, say, clear };
}

export type FormFailure = ReturnType<typeof useFormFailure>;
