import { normalizeEnteredText } from './romanian-text';

/**
 * The spelling a username is stored and shown with: trimmed, NFKC (full-width and other
 * compatibility forms become plain letters), comma-below ș ț. Light on purpose: the forms and
 * the contract use it, while the look-alike key (`usernames.ts`) and its confusables data stay on
 * the server.
 */
export function toUsernameSpelling(username: string): string {
  return normalizeEnteredText(username.trim().normalize('NFKC'));
}
