function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches a form label by its start: Mantine appends " *" to the labels of required fields. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/** Matches a form label exactly, with or without the " *" Mantine appends to required fields. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}( \\*)?$`);
}
