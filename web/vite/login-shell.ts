import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const SHELL_ENTRY = 'src/app/login-shell.tsx';
/** The attribute of the wrapper around the markup, which `public/preload-page.js` reveals. */
const SHELL_ATTRIBUTE = 'data-login-shell';

type ShellModule = typeof import('../src/app/login-shell');

/** An empty `localStorage` for the render in Node: the login page reads the session from it. */
function withEmptyStorage<T>(render: () => T): T {
  const storage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: () => null, setItem: () => {}, removeItem: () => {}, clear: () => {} },
  });
  try {
    return render();
  } finally {
    if (storage) Object.defineProperty(globalThis, 'localStorage', storage);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

/** Builds `app/login-shell.tsx` for Node with the app's own config, so class names match the site's. */
async function renderShell(configFile: string): Promise<{ markup: string; conditions: object }> {
  const outDir = await mkdtemp(join(tmpdir(), 'ssm-login-shell-'));
  try {
    await build({
      configFile,
      mode: 'production',
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: SHELL_ENTRY,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
    const shell = (await import(pathToFileURL(join(outDir, 'login-shell.js')).href)) as ShellModule;
    return { markup: withEmptyStorage(shell.renderLoginShell), conditions: shell.LOGIN_SHELL_CONDITIONS };
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

/**
 * Writes the login page into index.html, hidden, with the stylesheet its styles need and the
 * conditions under which it is right (`app/login-shell.tsx`). `public/preload-page.js` shows it on
 * a visit to the login page without a session, so the page paints from the HTML; the app then
 * renders the same page in its place (`src/main.tsx`).
 */
export function prerenderLoginShell(): Plugin {
  let shell: { markup: string; css: string; conditions: object } | undefined;
  let stylesheet = '';
  return {
    name: 'ssm:login-shell',
    apply: (config) => !config.build?.ssr,
    async buildStart() {
      const rendered = await renderShell(new URL('../vite.config.ts', import.meta.url).pathname);
      shell = { ...moveStylesToClasses(rendered.markup), conditions: rendered.conditions };
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
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'login-shell-conditions' },
              children: JSON.stringify(shell.conditions).replaceAll('<', '\\u003c'),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
