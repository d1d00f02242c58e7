import { useDebouncedValue } from '@mantine/hooks';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  findMatches,
  type Highlight,
  indexPageText,
  normalizeQuery,
  type PageTextIndex,
  renderHighlightedText,
  type SearchMatch,
} from './text-search';

const SEARCH_DELAY_MS = 250;

/** Item indexes must line up with the text layer's, so items without text stay as empty ones. */
async function loadTextIndexes(pdf: PDFDocumentProxy): Promise<PageTextIndex[]> {
  const indexes: PageTextIndex[] = [];
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
    const page = await pdf.getPage(pageNumber);
    const content = await page.getTextContent();
    indexes.push(
      indexPageText(
        content.items.map((item) => ('str' in item ? { str: item.str, hasEOL: item.hasEOL } : { str: '' })),
      ),
    );
  }
  return indexes;
}

function groupHighlights(matches: readonly SearchMatch[], currentIndex: number) {
  const byPage = new Map<number, Map<number, Highlight[]>>();
  matches.forEach((match, matchIndex) => {
    const byItem = byPage.get(match.pageIndex) ?? new Map<number, Highlight[]>();
    byPage.set(match.pageIndex, byItem);
    for (const { item, start, end } of match.ranges) {
      byItem.set(item, [...(byItem.get(item) ?? []), { start, end, isCurrent: matchIndex === currentIndex }]);
    }
  });
  return byPage;
}

type TextRendererItem = { pageIndex: number; itemIndex: number; str: string };

/**
 * Search in the whole document. The text of every page is read once, on the first search; the
 * matches are highlighted through the text layer's custom renderer.
 */
export function usePdfSearch(pdf: PDFDocumentProxy | null) {
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DELAY_MS);
  const normalizedQuery = normalizeQuery(debouncedQuery);
  const [indexes, setIndexes] = useState<PageTextIndex[] | null>(null);
  const [position, setPosition] = useState({ query: '', index: 0 });

  useEffect(() => {
    if (!pdf || !normalizedQuery || indexes) return;
    let isCancelled = false;
    loadTextIndexes(pdf)
      .then((loaded) => {
        if (!isCancelled) setIndexes(loaded);
      })
      .catch((error: unknown) => console.error('Reading the PDF text failed', error));
    return () => {
      isCancelled = true;
    };
  }, [pdf, normalizedQuery, indexes]);

  const matches = useMemo(
    () =>
      indexes && normalizedQuery
        ? indexes.flatMap((index, pageIndex) => findMatches(index, normalizedQuery, pageIndex))
        : [],
    [indexes, normalizedQuery],
  );
  // A new query starts again at its first match.
  const currentIndex = position.query === normalizedQuery ? position.index : 0;
  const currentMatch = matches[currentIndex] ?? null;
  const highlights = useMemo(() => groupHighlights(matches, currentIndex), [matches, currentIndex]);

  const customTextRenderer = useCallback(
    ({ pageIndex, itemIndex, str }: TextRendererItem) =>
      renderHighlightedText(str, highlights.get(pageIndex)?.get(itemIndex) ?? []),
    [highlights],
  );

  const moveBy = (step: number) => {
    if (matches.length === 0) return;
    setPosition({ query: normalizedQuery, index: (currentIndex + step + matches.length) % matches.length });
  };

  return {
    query,
    setQuery,
    isSearching: normalizedQuery !== '' && indexes === null,
    hasQuery: normalizedQuery !== '',
    matchCount: matches.length,
    currentIndex,
    currentMatch,
    customTextRenderer: matches.length > 0 ? customTextRenderer : undefined,
    showNext: () => moveBy(1),
    showPrevious: () => moveBy(-1),
  };
}
