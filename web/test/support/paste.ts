import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Replaces a field's text the way a paste does: all at once, never cut by the input. Where a test is
 * not about typing it pastes: typed, each key re-renders the whole form, seconds per test in jsdom.
 */
export async function pasteInto(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
