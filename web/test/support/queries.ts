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

/** The texts Mantine links to an input (its hint, its counter, its error), in order. */
export function descriptionOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
