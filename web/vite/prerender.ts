import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const PRERENDER_ENTRY = 'src/app/prerender.tsx';
/**
 * The attributes of the wrappers around the login page's markup and each signed-in page's, which
 * `public/preload-page.js` reveals by setting the same attribute (for a page, to its id) on the
 * document's root.
 */
const LOGIN_SHELL_ATTRIBUTE = 'data-login-shell';
const PAGE_SHELL_ATTRIBUTE = 'data-page-shell';

type PrerenderModule = typeof import('../src/app/prerender');
type PageShell = ReturnType<PrerenderModule['renderPageShells']>[number];
type Prerendered = {
  markup: string;
  conditions: object;
  pageShells: PageShell[];
  pageShellConditions: object;
  firstReads: object;
};

/**
 * An empty `localStorage` for the app in Node: it reads the session and the language from it, and
 * the signed-in pages are rendered with a session stored in it.
 */
async function withEmptyStorage<T>(run: () => T | Promise<T>): Promise<T> {
  const storage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  const items = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, String(value)),
      removeItem: (key: string) => items.delete(key),
      clear: () => items.clear(),
    },
  });
  try {
    return await run();
  } finally {
    if (storage) Object.defineProperty(globalThis, 'localStorage', storage);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

/**
 * Builds `app/prerender.tsx` for Node with the app's own config (class names and the API's
 * addresses as the site has them) and runs it.
 */
async function prerender(configFile: string): Promise<Prerendered> {
  const outDir = await mkdtemp(join(tmpdir(), 'ssm-prerender-'));
  try {
    await build({
      configFile,
      mode: 'production',
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: PRERENDER_ENTRY,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const app = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as PrerenderModule;
    const pageShells = await withEmptyStorage(app.renderPageShells);
    return {
      markup: await withEmptyStorage(app.renderLoginShell),
      conditions: app.LOGIN_SHELL_CONDITIONS,
      pageShells,
      pageShellConditions: app.pageShellConditions(pageShells),
      firstReads: await withEmptyStorage(app.recordFirstReads),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The site's Content-Security-Policy (`style-src 'self'`, shared/src/security.ts) refuses style
 * attributes in markup, which React sets through the DOM once running but the server render
 * writes out (Mantine's style props). Each distinct style becomes a class of a stylesheet; the
 * `#root` in its selector outranks Mantine's class rules as the attribute did.
 */
export function moveStylesToClasses(markup: string): { markup: string; css: string } {
  const rules = new Map<string, string>();
  const rewritten = moveStyles(markup, rules);
  return { markup: rewritten, css: stylesheetOf(rules) };
}

function stylesheetOf(rules: Map<string, string>): string {
  return [...rules].map(([className, declarations]) => `#root .${className}{${declarations}}`).join('\n');
}

/** `moveStylesToClasses` for one markup of several, which share `rules` (a class per distinct style). */
function moveStyles(markup: string, rules: Map<string, string>): string {
  return markup.replace(
    /<([a-z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/gi,
    (tag, name, attributes: string, selfClosing) => {
      const style = attributes.match(/\sstyle="([^"]*)"/)?.[1];
      if (style === undefined) return tag;
      const declarations = style.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
      const className = `ls-${createHash('sha256').update(declarations).digest('base64url').slice(0, 8)}`;
      rules.set(className, declarations);
      let rest = attributes.replace(/\sstyle="[^"]*"/, '');
      rest = / class="/.test(rest)
        ? rest.replace(/ class="/, ` class="${className} `)
        : `${rest} class="${className}"`;
      return `<${name}${rest}${selfClosing ? '/' : ''}>`;
    },
  );
}

/** A JSON block of index.html: data, which the Content-Security-Policy allows inline. */
function jsonBlock(id: string, value: unknown) {
  return {
    tag: 'script',
    attrs: { type: 'application/json', id },
    children: JSON.stringify(value).replaceAll('<', '\\u003c'),
    injectTo: 'head' as const,
  };
}

/**
 * Writes into index.html what `app/prerender.tsx` gives: the login page and the signed-in pages
 * a phone most often opens first, each hidden, with the stylesheet their styles need and the
 * conditions under which each is right, which `public/preload-page.js` reads to show the one the
 * app will render, so the page paints from the HTML (the app then renders its page in its place,
 * `src/main.tsx`); and the first reads of the pages that start them, which that script asks for as
 * the page opens.
 */
export function prerenderApp(): Plugin {
  let shells: { markup: string; css: string; prerendered: Prerendered } | undefined;
  let stylesheet = '';
  return {
    name: 'ssm:prerender',
    apply: (config) => !config.build?.ssr,
    async buildStart() {
      const prerendered = await prerender(new URL('../vite.config.ts', import.meta.url).pathname);
      const rules = new Map<string, string>();
      const wrap = (attribute: string, markup: string) =>
        `<div ${attribute} hidden inert>${moveStyles(markup, rules)}</div>`;
      const markup = [
        wrap(LOGIN_SHELL_ATTRIBUTE, prerendered.markup),
        ...prerendered.pageShells.map(({ id, markup: page }) =>
          wrap(`${PAGE_SHELL_ATTRIBUTE}="${id}"`, page),
        ),
      ].join('');
      const shown = [
        `:root[${LOGIN_SHELL_ATTRIBUTE}] [${LOGIN_SHELL_ATTRIBUTE}]`,
        ...prerendered.pageShells.map(
          ({ id }) => `:root[${PAGE_SHELL_ATTRIBUTE}="${id}"] [${PAGE_SHELL_ATTRIBUTE}="${id}"]`,
        ),
      ];
      shells = { markup, css: `${shown.join(',')}{display:contents}\n${stylesheetOf(rules)}`, prerendered };
    },
    generateBundle: {
      order: 'pre',
      handler() {
        if (!shells) return;
        const reference = this.emitFile({
          type: 'asset',
          name: 'page-shells.css',
          source: `${shells.css}\n`,
        });
        stylesheet = this.getFileName(reference);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!shells) return undefined;
        const { prerendered } = shells;
        return {
          html: html.replace('<div id="root"></div>', `<div id="root">${shells.markup}</div>`),
          tags: [
            { tag: 'link', attrs: { rel: 'stylesheet', href: `/${stylesheet}` }, injectTo: 'head' },
            jsonBlock('login-shell-conditions', prerendered.conditions),
            jsonBlock('page-shell-conditions', prerendered.pageShellConditions),
            jsonBlock('first-reads', prerendered.firstReads),
          ],
        };
      },
    },
  };
}
