/*
 * Starts the download of the page's own chunks and stylesheets beside the entry's, instead of once
 * the entry has run and the router has asked for the page. What each address needs is index.html's
 * #page-chunks block, written at build time (web/vite/page-chunks.ts). A classic async script, so it
 * runs as soon as it arrives, before the entry's modules have downloaded. For a page whose heading
 * is the answer of a read (a course's title), it starts that read too (`FIRST_READS`).
 */
(() => {
  const block = document.getElementById('page-chunks');
  if (!block) return;
  const segmentsOf = (path) => path.split('/').filter(Boolean);
  const address = segmentsOf(location.pathname);
  const isParameter = (segment) => segment.startsWith(':');
  const pages = JSON.parse(block.textContent)
    .map((page) => ({ ...page, pattern: segmentsOf(page.path) }))
    .filter(
      ({ pattern }) =>
        pattern.length === address.length &&
        pattern.every((segment, index) => isParameter(segment) || segment === address[index]),
    )
    // As in the router, a fixed segment wins over a parameter.
    .sort((a, b) => a.pattern.filter(isParameter).length - b.pattern.filter(isParameter).length);
  const [page] = pages;
  if (!page) return;
  const preload = (rel, file, as) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    // The same request mode as the module scripts and stylesheets Vite adds, so the browser reuses it.
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  };
  for (const file of page.scripts) preload('modulepreload', file);
  for (const file of page.styles) preload('preload', file, 'style');

  /*
   * The API address of the read, from the page's parameters and query, as the app's `callApi`
   * builds it (the route's path and a closing slash); web/test/first-reads.test.tsx holds it to the
   * shared route table.
   */
  const FIRST_READS = {
    '/courses/:id': ({ id }, search) => {
      const language = search.get('language');
      return `/api/courses/${encodeURIComponent(id)}/${language ? `?language=${encodeURIComponent(language)}` : ''}`;
    },
  };
  const firstRead = FIRST_READS[page.path];
  const token = localStorage.getItem('token');
  if (!firstRead || !token || localStorage.getItem('must-change-password') !== null) return;
  const params = {};
  try {
    // Not for a visitor the app sends elsewhere first: signed out, session expired (as
    // lib/session.ts reads the token), or a password to change.
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return;
    page.pattern.forEach((segment, index) => {
      if (isParameter(segment)) params[segment.slice(1)] = decodeURIComponent(address[index]);
    });
  } catch {
    return; // A token or an address it cannot read: the app shows the page its own way.
  }
  const url = firstRead(params, new URLSearchParams(location.search));
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // Its failure is the app's to report when it takes the read; untaken, it is no unhandled rejection.
  response.catch(() => {});
  // The app takes it for the same address and token only (web/src/lib/page-reads.ts).
  window.pageReads = new Map([[url, { token, response }]]);
})();
