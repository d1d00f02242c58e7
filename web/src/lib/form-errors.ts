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
 * One failure said once: the server's message for each field `isShown` accepts goes under that
 * field; anything else (a duplicate, a lost connection, a field the form does not show) becomes
 * `message`, the form's one banner, which is null when the fields say it all.
 */
export function splitFailure(
  error: unknown,
  isShown: (field: string) => boolean,
  fallback: string,
  errors = toFormErrors(error),
): { fieldErrors: Record<string, string>; message: string | null } {
  const entries = Object.entries(errors);
  const fieldErrors = Object.fromEntries(entries.filter(([field]) => isShown(field)));
  const otherMessages = entries.filter(([field]) => !isShown(field)).map(([, text]) => text);
  if (otherMessages.length > 0) return { fieldErrors, message: otherMessages.join(' ') };
  return {
    fieldErrors,
    message: Object.keys(fieldErrors).length > 0 ? null : getErrorDetail(error, fallback),
  };
}

/**
 * A Mantine form's one message per failure (`splitFailure`), with no notification repeating it.
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
      const failure = splitFailure(error, (field) => hasField(values, field), fallback, errors);
      form.setErrors(failure.fieldErrors);
      setMessage(failure.message);
    },
    [],
  );
  /** A failure of the whole form found before sending (nothing to save, say). */
  const say = useCallback((text: string) => setMessage(text), []);
  return { message, show, say, clear };
}

export type FormFailure = ReturnType<typeof useFormFailure>;
