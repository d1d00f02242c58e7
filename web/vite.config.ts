import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildThemeCss } from './src/app/theme-css.ts';
import { serveApiEndpoints } from './vite/api-endpoints.ts';
import { deferMantineDefaultVariables } from './vite/mantine-default-variables.ts';
import { listPageChunks } from './vite/page-chunks.ts';
import { servePdfjsAssets } from './vite/pdfjs-assets.ts';
import { prerenderApp } from './vite/prerender.ts';

const sharedSourcePattern = /[\\/]shared[\\/]src[\\/]/;
const themeCssId = 'virtual:mantine-theme.css';
const resolvedThemeCssId = `\0${themeCssId}`;

const scrollAreaModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const scrollAreaMergeRefs = fileURLToPath(new URL('./src/app/scroll-area-merge-refs.ts', import.meta.url));

/**
 * Gives Mantine's ScrollArea its one import of `@floating-ui/react` (`useMergeRefs`) from
 * `src/app/scroll-area-merge-refs.ts`: a page whose first screen has a Table then loads no
 * positioning library (about 14 kB gzipped), which stays with the popovers and menus using it.
 */
function mergeScrollAreaRefsWithoutFloatingUi(): Plugin {
  return {
    name: 'ssm:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '@floating-ui/react' && importer && scrollAreaModule.test(importer)
        ? scrollAreaMergeRefs
        : undefined,
  };
}

/** Serves the Mantine theme variables as a real CSS module (see `buildThemeCss`). */
function serveMantineThemeCss(): Plugin {
  return {
    name: 'ssm:mantine-theme-css',
    resolveId: (id) => (id === themeCssId ? resolvedThemeCssId : undefined),
    load: (id) => (id === resolvedThemeCssId ? buildThemeCss() : undefined),
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    serveMantineThemeCss(),
    mergeScrollAreaRefsWithoutFloatingUi(),
    servePdfjsAssets(),
    serveApiEndpoints(),
    deferMantineDefaultVariables(),
    // Before listPageChunks: index.html's blocks of data precede the script that reads them.
    prerenderApp(),
    listPageChunks(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The shared package only declares values; its barrel would otherwise drag the whole
        // contract and zod into the first load of every page.
        moduleSideEffects: (id) => !sharedSourcePattern.test(id),
      },
      output: {
        codeSplitting: {
          /*
           * The chunks shared by a few pages (a Mantine component, a hook) are copied into each
           * page's chunk while under 30 kB: a page's first visit fetched 25 to 65 files after the
           * entry, which a phone's browser asks for six at a time, and now fetches 5 to 8 of about
           * the same total size (docs/benchmarks.md, Web app). It needs the execution order kept
           * (`strictExecutionOrder`, which this option turns on): about 7 kB more in the entry.
           */
          experimentalInlineCommonChunks: { maxSize: 30_000 },
          /*
           * Everything the entry imports statically, in one chunk beside it. Left to the chunking
           * above, the first load was six chunks shared with the pages, three of which held their
           * own copy of React and its JSX runtime (a common chunk under the size above is copied,
           * and each copy registers the one module): about 10 kB gzipped downloaded for nothing.
           */
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
