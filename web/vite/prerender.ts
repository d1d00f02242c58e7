import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const PRERENDER_ENTRY = 'src/app/prerender.tsx';
/** The attribute of the wrapper around the markup, which `public/preload-page.js` reveals. */
const SHELL_ATTRIBUTE = 'data-login-shell';

type PrerenderModule = typeof import('../src/app/prerender');
type Prerendered = { markup: string; conditions: object; firstReads: object };

/** An empty `localStorage` for the app in Node: it reads the session and the language from it. */
async function withEmptyStorage<T>(run: () => T | Promise<T>): Promise<T> {
  const storage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: () => null, setItem: () => {}, removeItem: () => {}, clear: () => {} },
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
    return {
      markup: await withEmptyStorage(app.renderLoginShell),
      conditions: app.LOGIN_SHELL_CONDITIONS,
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
  const rewritten = markup.replace(
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
  const css = [...rules]
    .map(([className, declarations]) => `#root .${className}{${declarations}}`)
    .join('\n');
  return { markup: rewritten, css };
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
 * Writes into index.html what `app/prerender.tsx` gives: the login page, hidden, with the
 * stylesheet its styles need and the conditions under which it is right, which
 * `public/preload-page.js` shows on a visit to the login page without a session, so the page paints
 * from the HTML (the app then renders the same page in its place, `src/main.tsx`); and the first
 * reads of the pages that start them, which that script asks for as the page opens.
 */
export function prerenderApp(): Plugin {
  let shell: (Prerendered & { css: string }) | undefined;
  let stylesheet = '';
  return {
    name: 'ssm:prerender',
    apply: (config) => !config.build?.ssr,
    async buildStart() {
      const prerendered = await prerender(new URL('../vite.config.ts', import.meta.url).pathname);
      shell = { ...prerendered, ...moveStylesToClasses(prerendered.markup) };
    },
    generateBundle: {
      order: 'pre',
      handler() {
        if (!shell) return;
        const visible = `:root[${SHELL_ATTRIBUTE}] [${SHELL_ATTRIBUTE}]{display:contents}`;
        const reference = this.emitFile({
          type: 'asset',
          name: 'login-shell.css',
          source: `${visible}\n${shell.css}\n`,
        });
        stylesheet = this.getFileName(reference);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!shell) return undefined;
        return {
          html: html.replace(
            '<div id="root"></div>',
            `<div id="root"><div ${SHELL_ATTRIBUTE} hidden inert>${shell.markup}</div></div>`,
          ),
          tags: [
            { tag: 'link', attrs: { rel: 'stylesheet', href: `/${stylesheet}` }, injectTo: 'head' },
            jsonBlock('login-shell-conditions', shell.conditions),
            jsonBlock('first-reads', shell.firstReads),
          ],
        };
      },
    },
  };
}
