import { readFile } from 'node:fs/promises';
import type { Plugin, Rollup } from 'vite';

const routerUrl = new URL('../src/app/router.tsx', import.meta.url);
const pathsUrl = new URL('../src/config/paths.ts', import.meta.url);
const PAGE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
const PREFETCH_MODULE = /[\\/]src[\\/]app[\\/]prefetch\.ts$/;
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;
const TEXTS_NAMESPACE_MODULE = /[\\/]shared[\\/]src[\\/]texts[\\/]index\.ts$/;
/** A language's screen texts or refusals other than Romanian's (`shared/src/screen-texts/en.ts`). */
const OTHER_LANGUAGE_SCREEN_TEXTS =
  /[\\/]shared[\\/]src[\\/]screen-texts[\\/](?:refusals[\\/])?(?!ro\.)[a-z]{2}\.ts$/;
/** A page's line in the router: `page(paths.<name>, { … lazy: () => import('./routes/<module>') })`. */
const ROUTER_PAGE = /\bpage\(paths\.(\w+),([\s\S]*?)import\('\.\/routes\/([\w-]+)'\)/g;

type RouterPage = {
  module: string;
  path: string;
  /** Whether its route starts the page's reads with `prefetching` (the chunk of `app/prefetch.ts`). */
  prefetches: boolean;
};

/** Each page module and its address, as `router.tsx` mounts it at the `path` of `config/paths.ts`. */
async function readRouterPages(): Promise<RouterPage[]> {
  const router = await readFile(routerUrl, 'utf8');
  const pages = [...router.matchAll(ROUTER_PAGE)];
  if (pages.length !== router.match(/\bpage\(paths\./g)?.length) {
    throw new Error('page-chunks: a page of router.tsx does not read `page(paths.<name>, … import(…))`');
  }
  // Through tsx: Node alone cannot load the shared package's TypeScript sources.
  const { tsImport } = await import('tsx/esm/api');
  const { paths } = (await tsImport(pathsUrl.href, import.meta.url)) as typeof import('../src/config/paths');
  return pages.map(([, name, route, module]) => {
    const page = paths[name as keyof typeof paths];
    if (!page) throw new Error(`page-chunks: router.tsx mounts paths.${name}, which config/paths.ts lacks`);
    return { module: module!, path: page.path, prefetches: route!.includes('prefetching(') };
  });
}

type PageChunks = { path: string; scripts: string[]; styles: string[] };

/** A chunk and the chunks it imports statically, transitively, by file name. */
function staticGraph(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticGraph(bundle, imported, seen);
  return seen;
}

/** The entry's script and the chunks it imports statically, as Vite writes them into index.html. */
const ENTRY_TAG = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const ENTRY_IMPORT_TAG = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/**
 * Tells `public/preload-page.js` which files to load: the entry's script and the chunks it
 * imports, and, for the page at the address, those it needs beyond the entry's: its chunk, the
 * chunks that chunk imports and their stylesheets (and the chunk that starts its reads, for a
 * route that prefetches), as a JSON block in index.html (data, which the Content-Security-Policy
 * allows inline). The browser then fetches a page's files beside the entry instead of once the
 * entry has run and the router has asked for the page. The entry's tags leave index.html: the
 * script starts it, at once, or once the login page index.html holds has painted (vite/prerender.ts).
 */
export function listPageChunks(): Plugin {
  return {
    name: 'ssm:page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return undefined;
        const routerPages = await readRouterPages();
        /*
         * Each area of the texts is a module of its own, so a page's chunk holds the areas it reads
         * (docs/web.md, Pages). `texts` used as a value (`Object.keys(texts)`, `const { login } =
         * texts`) builds the namespace object instead, and every area lands in a chunk of the entry.
         */
        const withTextsObject = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' &&
            Object.entries(output.modules).some(
              ([id, module]) => TEXTS_NAMESPACE_MODULE.test(id) && module.renderedLength > 0,
            ),
        );
        if (withTextsObject) {
          throw new Error(`page-chunks: ${withTextsObject.fileName} builds the whole texts object`);
        }
        const initial = staticGraph(bundle, entry.fileName);
        /*
         * Romanian's screen texts come with every first load, another language's only for the
         * worker who reads it (web/src/lib/screen-texts.ts): `SCREEN_TEXTS` or a static import of
         * a language's module in the app's shell would bring every language's into it.
         */
        const withOtherLanguage = [...initial].find((file) =>
          Object.entries((bundle[file] as Rollup.OutputChunk).modules).some(
            ([id, module]) => OTHER_LANGUAGE_SCREEN_TEXTS.test(id) && module.renderedLength > 0,
          ),
        );
        if (withOtherLanguage) {
          throw new Error(
            `page-chunks: the first load's ${withOtherLanguage} holds another language's screen texts`,
          );
        }
        const pageChunks = new Map<string, string>();
        let prefetchChunk: string | undefined;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          const module = output.facadeModuleId.match(PAGE_MODULE)?.[1];
          if (module) pageChunks.set(module, output.fileName);
          if (PREFETCH_MODULE.test(output.facadeModuleId)) prefetchChunk = output.fileName;
        }
        const pages = routerPages.map(({ module, path, prefetches }): PageChunks => {
          const fileName = pageChunks.get(module);
          if (!fileName) throw new Error(`page-chunks: no chunk for the page module ${module}`);
          if (prefetches && !prefetchChunk) throw new Error('page-chunks: no chunk for app/prefetch.ts');
          const needed = staticGraph(bundle, fileName);
          if (prefetches) staticGraph(bundle, prefetchChunk!, needed);
          const scripts = [...needed].filter((file) => !initial.has(file));
          /*
           * zod is 28 kB gzipped that no page needs in the browser (docs/web.md, Pages): a page
           * that imports a constant from a module of the contract's schemas gets them all.
           */
          const withZod = [...needed].find((file) =>
            (bundle[file] as Rollup.OutputChunk).moduleIds.some((id) => ZOD_MODULE.test(id)),
          );
          if (withZod) throw new Error(`page-chunks: the page at ${path} loads zod (${withZod})`);
          const styles = scripts.flatMap((file) => [
            ...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []),
          ]);
          return { path, scripts, styles };
        });
        const entryScript = html.match(ENTRY_TAG)?.[1];
        if (entryScript !== entry.fileName) throw new Error('page-chunks: index.html lacks the entry script');
        const entryImports = [...html.matchAll(ENTRY_IMPORT_TAG)].map(([, file]) => file!);
        const chunks = { entry: { script: entryScript, imports: entryImports }, pages };
        return {
          html: html.replace(ENTRY_TAG, '').replaceAll(ENTRY_IMPORT_TAG, ''),
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'page-chunks' },
              children: JSON.stringify(chunks).replaceAll('<', '\\u003c'),
              injectTo: 'head',
            },
            {
              tag: 'script',
              // Not async: it decides before the body paints whether index.html shows the login page.
              attrs: { src: '/preload-page.js' },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
