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

/**
 * The fields whose `<label>` text matches, in page order. The same fields `getAllByLabelText` finds
 * through `<label>`, but reached from the labels: that query asks every element of the page for its
 * labels, each a walk of the whole document, seconds for a form of a hundred fields in jsdom.
 */
export function fieldsLabelled(pattern: RegExp): HTMLElement[] {
  return Array.from(document.querySelectorAll('label'))
    .filter((label) => pattern.test(label.textContent ?? ''))
    .map((label) => {
      if (!label.control) throw new Error(`The label "${label.textContent}" names no field`);
      return label.control;
    });
}
