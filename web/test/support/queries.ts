/** Matches a form label by its start: Mantine appends " *" to the labels of required fields. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
