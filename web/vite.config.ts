import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildThemeCss } from './src/app/theme-css.ts';
import { servePdfjsAssets } from './vite/pdfjs-assets.ts';

const sharedSourcePattern = /[\\/]shared[\\/]src[\\/]/;
const themeCssId = 'virtual:mantine-theme.css';
const resolvedThemeCssId = `\0${themeCssId}`;

const apiEndpointsId = 'virtual:api-endpoints';
const resolvedApiEndpointsId = `\0${apiEndpointsId}`;

/**
 * What the web client needs of each route to call it (method, path, whether it is public, and
 * the area naming its contract module), read from the shared route table at build time: the
 * table itself builds every route's zod schemas as it loads, which cost a phone more main-thread
 * time than anything else a page ran. The client checks answers in a worker that loads only the
 * called routes' schemas (`web/src/lib/answer-check.ts`).
 */
async function buildApiEndpoints(): Promise<string> {
  // Through tsx: Node alone cannot load the shared package's TypeScript sources.
  const { tsImport } = await import('tsx/esm/api');
  const { routeList, isPublicRoute } = (await tsImport(
    '@ssm/shared',
    import.meta.url,
  )) as typeof import('@ssm/shared');
  const endpoints = Object.fromEntries(
    routeList.map((route) => [
      route.id,
      { area: route.area, method: route.method, path: route.path, isPublic: isPublicRoute(route) },
    ]),
  );
  return `export const endpoints = ${JSON.stringify(endpoints)};`;
}

function serveApiEndpoints(): Plugin {
  return {
    name: 'ssm:api-endpoints',
    resolveId: (id) => (id === apiEndpointsId ? resolvedApiEndpointsId : undefined),
    load: (id) => (id === resolvedApiEndpointsId ? buildApiEndpoints() : undefined),
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
  plugins: [react(), serveMantineThemeCss(), servePdfjsAssets(), serveApiEndpoints()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The contract's worker loads each route's schemas as a chunk of their own (web/src/lib/answer-check.ts).
  worker: { format: 'es', plugins: () => [serveApiEndpoints()] },
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
    },
  },
});
