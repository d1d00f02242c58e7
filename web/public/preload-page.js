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
 * When the page the app will render is one index.html holds (web/vite/prerender.ts), it shows that
 * page and loads the app once it has painted: a phone then paints the page with the HTML and the
 * stylesheets alone, and the app, once it runs, renders the same page in its place (src/main.tsx).
 * The login page on the login address with nobody signed in on this device, in the default
 * language and without a session that just expired; a signed-in page, as it looks before its data
 * (src/app/prerender.tsx), at its address for a session that has not expired, of a role the page is
 * for, not a super owner's, without a password to change first, and meeting the page's own
 * conditions (a hint the app stored on the device, a stored user to greet by name).
 */
(() => {
  const readBlock = (id) => {
    const block = document.getElementById(id);
    return block ? JSON.parse(block.textContent) : null;
  };
  /*
   * What it cannot read it takes as absent: a browser refusing the site its storage throws (the
   * app then starts all the same), so does a token or a user written by something else.
   */
  const attempt = (read) => {
    try {
      return read();
    } catch {
      return null;
    }
  };
  const stored = (key) => attempt(() => localStorage.getItem(key));
  const login = readBlock('login-shell-conditions');
  const showsLogin =
    login?.paths.includes(location.pathname) &&
    stored(login.signedInKey) === null &&
    [null, login.language].includes(stored(login.languageKey)) &&
    !login.refusedParameters.some((parameter) => new URLSearchParams(location.search).has(parameter));
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

  const tagsOf = (add) => {
    const tags = document.createDocumentFragment();
    add((tag, properties, attributes = {}) => {
      // The request mode of the module scripts and stylesheets Vite adds, so the browser reuses them.
      const element = Object.assign(document.createElement(tag), { crossOrigin: '' }, properties);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      tags.append(element);
    });
    // At once: the document takes each added tag at a cost, which one addition pays once.
    document.head.append(tags);
  };
  let pageStylesApplied = false;
  const start = () =>
    tagsOf((add) => {
      add('script', { type: 'module', src: `/${entry.script}` });
      for (const file of [...entry.imports, ...(page?.scripts ?? [])]) {
        add('link', { rel: 'modulepreload', href: `/${file}` });
      }
      if (pageStylesApplied) return;
      for (const file of page?.styles ?? []) add('link', { rel: 'preload', as: 'style', href: `/${file}` });
    });
  /** A stored token's claims while it has not expired, as src/lib/session.ts reads them. */
  const claimsOf = (token) => {
    const claims =
      token && attempt(() => JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))));
    return typeof claims?.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : null;
  };
  /** The stored session's role as src/lib/session.ts reads it: the token's, else the stored user's. */
  const readSession = ({ tokenKey, userKey, roles }) => {
    const claims = claimsOf(stored(tokenKey));
    if (!claims) return null;
    const user = attempt(() => JSON.parse(stored(userKey))) ?? {};
    const role = [claims.role, user.role].find((named) => roles.includes(named));
    const isSuperowner =
      claims.is_superowner === true || user.is_superowner === true || role === 'superowner';
    return { role, isSuperowner };
  };
  /**
   * The stored user's name as components/welcome-text.tsx writes it, or null for a user it would not
   * greet (not of the login user's shape, as src/lib/stored-user.ts checks it).
   */
  const readUserName = ({ userKey, roles }) => {
    const user = attempt(() => JSON.parse(stored(userKey)));
    const isLoginUser =
      ['id', 'username', 'first_name', 'last_name'].every((field) => typeof user?.[field] === 'string') &&
      roles.includes(user.role) &&
      typeof user.is_superowner === 'boolean';
    return isLoginUser ? `${user.first_name} ${user.last_name}`.trim() || user.username : null;
  };
  const signedIn = readBlock('page-shell-conditions');
  const session = signedIn && readSession(signedIn);
  const userName = signedIn && readUserName(signedIn);
  const pageShell =
    page && session && !session.isSuperowner && stored(signedIn.passwordChangeKey) === null
      ? signedIn.pages.find(
          (shell) =>
            shell.path === page.path &&
            shell.roles.includes(session.role) &&
            (!shell.storedHint || stored(shell.storedHint.key) === shell.storedHint.value) &&
            (!shell.namesUser || userName),
        )
      : undefined;
  /*
   * The page's text stands for the user's name with a mark, replaced as the parser adds the page,
   * before it paints: an observer's callbacks run between the parser's tasks, which no paint splits.
   */
  const writeUserName = (id) => {
    const fill = () => {
      const shell = document.querySelector(`[data-page-shell="${id}"]`);
      if (!shell) return false;
      const walker = document.createTreeWalker(shell, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const text = walker.currentNode;
        if (text.data.includes(signedIn.userNameMark)) {
          // A function, so a `$` in the name is no replacement pattern.
          text.data = text.data.replace(signedIn.userNameMark, () => userName);
          return true;
        }
      }
      return false;
    };
    const observer = new MutationObserver(() => {
      if (fill()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', () => {
      fill();
      observer.disconnect();
    });
  };
  if (pageShell) {
    document.documentElement.setAttribute('data-page-shell', pageShell.id);
    if (pageShell.namesUser) writeUserName(pageShell.id);
    /*
     * The page's own stylesheets (its layout, the navigation's) style the page shown, so the first
     * paint waits for them as for the document's own; the app, once running, finds them applied.
     */
    pageStylesApplied = true;
    tagsOf((add) => {
      for (const file of page.styles)
        add('link', { rel: 'stylesheet', href: `/${file}` }, { blocking: 'render' });
    });
  }

  // The next frame's callback runs once the first frame has painted; a hidden tab paints nothing.
  if ((showsLogin || pageShell) && document.visibilityState === 'visible') {
    requestAnimationFrame(() => requestAnimationFrame(start));
  } else start();

  const firstReads = readBlock('first-reads');
  const token = firstReads && stored(firstReads.tokenKey);
  const reads = page && location.search === '' ? firstReads?.pages[page.path] : undefined;
  if (!reads || !claimsOf(token) || stored(firstReads.passwordChangeKey) !== null) return;
  let addresses;
  try {
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
    return; // An address it cannot read: the app asks for it its own way.
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
