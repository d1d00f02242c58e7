import { texts } from '@ssm/shared';

/** A text's length as the server measures it: the contract trims before it checks the limit. */
export function measuredLength(value: string): number {
  return value.trim().length;
}

/** The server's own message for a text longer than `limit`, or null when it fits. */
export function lengthError(value: string, limit: number): string | null {
  const length = measuredLength(value);
  return length > limit ? texts.api.textTooLong(limit, length) : null;
}

/** The message of each text field of `values` longer than its limit in `limits`. */
export function lengthErrors<Values extends object>(
  values: Values,
  limits: Partial<Record<keyof Values & string, number>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, limit] of Object.entries(limits) as [keyof Values & string, number][]) {
    const value = values[field];
    const error = typeof value === 'string' ? lengthError(value, limit) : null;
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * A form rule for a text of at most `limit` characters that must not be blank: a blank one says
 * `required`, the form's own text where it has one, as the server answers.
 */
export function limitedText(limit: number, required: string = texts.api.required) {
  return (value: string): string | null => (value.trim() ? lengthError(value, limit) : required);
}
