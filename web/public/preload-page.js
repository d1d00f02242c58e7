/*
 * Starts the app, from index.html's head: a classic script, so it runs as soon as it arrives,
 * before the body paints. What to load is index.html's #page-chunks block, written at build time
 * (web/vite/page-chunks.ts): the entry's script and the chunks it imports, and the chunks and
 * stylesheets of the page at the address, fetched beside the entry's instead of once the entry has
 * run and the router has asked for the page.
 *
 * The first API reads of the page opened, for a page that starts them (index.html's #first-reads
 * block, from web/src/app/prerender.tsx, its addresses naming the page's parameters as the route
 * does, `:id`), leave at once too, beside the app's files rather than once they have run; the app
 * takes their answers for its own first calls (src/lib/first-reads.ts). Not for a visitor the app
 * sends elsewhere first: signed out, a session expired (as src/lib/session.ts reads the token), or
 * a password to change.
 *
 * When the page the app will render is the login page index.html holds (web/vite/prerender.ts),
 * on the login address with nobody signed in on this device, in the default language and without a
 * session that just expired, it shows that page and loads the app once it has painted: a phone
 * then paints the page with the HTML and the stylesheets alone, and the app, once it runs, renders
 * the same page in its place (src/main.tsx).
 */
(() => {
  const readBlock = (id) => {
    const block = document.getElementById(id);
    return block ? JSON.parse(block.textContent) : null;
  };
  // A browser refusing the site its storage throws; the app then starts all the same.
  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const shell = readBlock('login-shell-conditions');
  const showsLogin =
    shell?.paths.includes(location.pathname) &&
    stored(shell.signedInKey) === null &&
    [null, shell.language].includes(stored(shell.languageKey)) &&
    !shell.refusedParameters.some((parameter) => new URLSearchParams(location.search).has(parameter));
  if (showsLogin) document.documentElement.setAttribute('data-login-shell', '');

  const { entry, pages } = readBlock('page-chunks');
  const segmentsOf = (path) => path.split('/').filter(Boolean);
  const address = segmentsOf(location.pathname);
  const isParameter = (segment) => segment.startsWith(':');
  const [page] = pages
    .map((candidate) => ({ ...candidate, pattern: segmentsOf(candidate.path) }))
    .filter(
      ({ pattern }) =>
        pattern.length === address.length &&
        pattern.every((segment, index) => isParameter(segment) || segment === address[index]),
    )
    // As in the router, a fixed segment wins over a parameter.
    .sort((a, b) => a.pattern.filter(isParameter).length - b.pattern.filter(isParameter).length);

  const start = () => {
    const tags = document.createDocumentFragment();
    const add = (tag, properties) => {
      // The request mode of the module scripts and stylesheets Vite adds, so the browser reuses them.
      tags.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, properties));
    };
    add('script', { type: 'module', src: `/${entry.script}` });
    for (const file of [...entry.imports, ...(page?.scripts ?? [])]) {
      add('link', { rel: 'modulepreload', href: `/${file}` });
    }
    for (const file of page?.styles ?? []) add('link', { rel: 'preload', as: 'style', href: `/${file}` });
    // At once: the document takes each added tag at a cost, which one addition pays once.
    document.head.append(tags);
  };
  // The next frame's callback runs once the first frame has painted; a hidden tab paints nothing.
  if (showsLogin && document.visibilityState === 'visible') {
    requestAnimationFrame(() => requestAnimationFrame(start));
  } else start();

  const firstReads = readBlock('first-reads');
  const token = firstReads && stored(firstReads.tokenKey);
  const reads = page && location.search === '' ? firstReads?.pages[page.path] : undefined;
  if (!token || !reads || stored(firstReads.passwordChangeKey) !== null) return;
  let addresses;
  try {
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return;
    // Each parameter encoded as the app's client encodes it.
    const parameters = new Map(
      page.pattern.flatMap((segment, index) =>
        isParameter(segment) ? [[segment, encodeURIComponent(decodeURIComponent(address[index]))]] : [],
      ),
    );
    addresses = reads.map((read) =>
      read
        .split('/')
        .map((segment) => parameters.get(segment) ?? segment)
        .join('/'),
    );
  } catch {
    return; // A token or an address it cannot read: the app shows the page its own way.
  }
  // In a task of their own, after the app's files have been asked for, which they must not hold up.
  setTimeout(() => {
    const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    const answers = Object.fromEntries(
      addresses.map((url) => {
        const answer = fetch(url, { headers });
        // Its failure is the app's to report when it takes the answer; untaken, it is no unhandled rejection.
        answer.catch(() => {});
        return [url, answer];
      }),
    );
    window.firstReads = { token, answers };
  });
})();
