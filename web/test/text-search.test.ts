import { describe, expect, it } from 'vitest';
import { toPdfFileName } from '@/components/pdf-viewer/download-pdf';
import {
  findMatches,
  indexPageText,
  normalizeQuery,
  renderHighlightedText,
} from '@/components/pdf-viewer/text-search';
import { stepZoom, toPercent, toScale } from '@/components/pdf-viewer/zoom';

describe('PDF text search', () => {
  it('ignores diacritics, capitals and the old cedilla letters', () => {
    const index = indexPageText([{ str: 'SIGURANȚĂ și Siguranţa (cu sedilă)' }]);

    const matches = findMatches(index, normalizeQuery('siguranta'), 0);

    expect(matches).toEqual([
      { pageIndex: 0, ranges: [{ item: 0, start: 0, end: 9 }] },
      { pageIndex: 0, ranges: [{ item: 0, start: 13, end: 22 }] },
    ]);
  });

  it('finds a phrase broken over two lines and marks it in both items', () => {
    const index = indexPageText([
      { str: 'Echipamentul individual', hasEOL: true },
      { str: 'de protecție se poartă', hasEOL: false },
    ]);

    const [match] = findMatches(index, normalizeQuery('individual   de PROTECTIE'), 3);

    expect(match).toEqual({
      pageIndex: 3,
      ranges: [
        { item: 0, start: 13, end: 24 },
        { item: 1, start: 0, end: 12 },
      ],
    });
  });

  it('finds nothing for a blank query', () => {
    expect(findMatches(indexPageText([{ str: 'text' }]), normalizeQuery('   '), 0)).toEqual([]);
  });

  it('marks the matches and escapes the PDF text', () => {
    const html = renderHighlightedText('a <b> Siguranță & c', [
      { start: 6, end: 15, isCurrent: true },
      { start: 0, end: 1, isCurrent: false },
    ]);

    expect(html).toBe(
      '<mark class="pdf-search-hit">a</mark> &lt;b&gt; <mark class="pdf-search-hit pdf-search-current">Siguranță</mark> &amp; c',
    );
  });
});

describe('PDF zoom and file name', () => {
  it('treats 100 % as the printed size and steps through the levels', () => {
    expect(toPercent(toScale(150))).toBe(150);
    expect(stepZoom(100, 1)).toBe(125);
    expect(stepZoom(87, -1)).toBe(75);
    expect(stepZoom(400, 1)).toBe(400);
    expect(stepZoom(50, -1)).toBe(50);
  });

  it('names the downloaded file after the course, without diacritics', () => {
    expect(toPdfFileName('Instruire PSI: stingerea incendiilor / 2026')).toBe(
      'Instruire-PSI-stingerea-incendiilor-2026.pdf',
    );
    expect(toPdfFileName('Siguranță în muncă')).toBe('Siguranta-in-munca.pdf');
    expect(toPdfFileName('***')).toBe('curs.pdf');
  });
});
