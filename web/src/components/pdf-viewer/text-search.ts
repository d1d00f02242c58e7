/*
 * Search in a PDF's text the way a Romanian reader types: without diacritics or capitals
 * ("siguranta" finds "Siguranță", also when the PDF uses the old cedilla letters ş ţ).
 */

import { foldDiacritics } from '@ssm/shared';

/** The text items of one page, as pdf.js `getTextContent()` lists them. */
export type PageTextItem = { str: string; hasEOL?: boolean };

/** Where the normalised page text came from: item index and character offset in that item. */
type SourcePosition = { item: number; offset: number };

export type PageTextIndex = { text: string; positions: SourcePosition[] };

/** One match: the page and, per text item it touches, the characters it covers. */
export type SearchMatch = {
  pageIndex: number;
  ranges: { item: number; start: number; end: number }[];
};

const whitespace = /\s/u;

/** A character as search compares it: no diacritics, lower case, any space a plain space. */
function normalizeCharacter(character: string): string {
  if (whitespace.test(character)) return ' ';
  return foldDiacritics(character).toLowerCase();
}

/** The query as search compares it; blank when there is nothing to look for. */
export function normalizeQuery(query: string): string {
  return Array.from(query.trim(), normalizeCharacter).join('').replace(/ +/g, ' ');
}

/**
 * One page's text, normalised, with each character traced back to its item, so a match can be
 * highlighted in the text layer. Runs of spaces collapse to one; a line end counts as a space, so
 * a phrase broken over two lines is still found.
 */
export function indexPageText(items: readonly PageTextItem[]): PageTextIndex {
  let text = '';
  const positions: SourcePosition[] = [];
  const append = (characters: string, position: SourcePosition) => {
    for (const character of characters) {
      if (character === ' ' && (text === '' || text.endsWith(' '))) continue;
      text += character;
      positions.push(position);
    }
  };
  items.forEach((item, itemIndex) => {
    let offset = 0;
    for (const character of item.str) {
      append(normalizeCharacter(character), { item: itemIndex, offset });
      offset += character.length;
    }
    if (item.hasEOL) append(' ', { item: itemIndex, offset });
  });
  return { text, positions };
}

/** Every occurrence of the normalised query on one page, as ranges of the items it covers. */
export function findMatches(index: PageTextIndex, query: string, pageIndex: number): SearchMatch[] {
  const matches: SearchMatch[] = [];
  if (!query) return matches;
  let from = index.text.indexOf(query);
  while (from !== -1) {
    const byItem = new Map<number, { start: number; end: number }>();
    for (const position of index.positions.slice(from, from + query.length)) {
      const range = byItem.get(position.item);
      if (range) range.end = position.offset + 1;
      else byItem.set(position.item, { start: position.offset, end: position.offset + 1 });
    }
    matches.push({
      pageIndex,
      ranges: Array.from(byItem, ([item, range]) => ({ item, ...range })),
    });
    from = index.text.indexOf(query, from + query.length);
  }
  return matches;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export type Highlight = { start: number; end: number; isCurrent: boolean };

/** The CSS classes of a highlight; global, because the text layer's HTML is built as a string. */
export const HIGHLIGHT_CLASS = 'pdf-search-hit';
export const CURRENT_HIGHLIGHT_CLASS = 'pdf-search-current';

/**
 * An item's text as the text layer's HTML, with the highlights marked. The PDF's text is escaped:
 * it is the document author's, never markup.
 */
export function renderHighlightedText(text: string, highlights: readonly Highlight[]): string {
  const sorted = [...highlights].sort((first, second) => first.start - second.start);
  let html = '';
  let cursor = 0;
  for (const { start, end, isCurrent } of sorted) {
    const from = Math.max(start, cursor);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    html += escapeHtml(text.slice(cursor, from));
    const classes = isCurrent ? `${HIGHLIGHT_CLASS} ${CURRENT_HIGHLIGHT_CLASS}` : HIGHLIGHT_CLASS;
    html += `<mark class="${classes}">${escapeHtml(text.slice(from, to))}</mark>`;
    cursor = to;
  }
  return html + escapeHtml(text.slice(cursor));
}
