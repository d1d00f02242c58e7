/*
 * Starts the download of the page's own chunks and stylesheets beside the entry's, instead of once
 * the entry has run and the router has asked for the page. What each address needs is index.html's
 * #page-chunks block, written at build time (web/vite/page-chunks.ts). A classic async script, so it
 * runs as soon as it arrives, before the entry's modules have downloaded.
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
})();
