import { texts } from '@ssm/shared';

export type SelectOption = { value: string; label: string };

type Placeholder = {
  /** The list is still on its way from the server. */
  isLoading: boolean;
  /** Asks for a choice among the options. */
  prompt: string;
  /** Says the list came back empty ("Nicio companie disponibilă"...). */
  empty: string;
};

/**
 * A native select's options behind an empty first one. While the list loads that one says so:
 * the "none available" text would tell the user, wrongly, that there is nothing to choose.
 */
export function withPlaceholder(
  options: SelectOption[],
  { isLoading, prompt, empty }: Placeholder,
): SelectOption[] {
  let label = options.length > 0 ? prompt : empty;
  if (isLoading) label = texts.common.loading;
  return [{ value: '', label }, ...options];
}
