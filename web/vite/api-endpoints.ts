import type { Plugin } from 'vite';

const apiEndpointsId = 'virtual:api-endpoints';
const resolvedApiEndpointsId = `\0${apiEndpointsId}`;

/**
 * What the web client needs of each route to call it (method, path, whether it is public), read
 * from the shared route table at build time: the table itself builds every route's zod schemas as
 * it loads, which cost a phone more main-thread time than anything else a page ran, and a
 * production build checks no answer against them (`web/src/lib/answer-check.ts`).
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
      { method: route.method, path: route.path, isPublic: isPublicRoute(route) },
    ]),
  );
  return `export const endpoints = ${JSON.stringify(endpoints)};`;
}

export function serveApiEndpoints(): Plugin {
  return {
    name: 'ssm:api-endpoints',
    resolveId: (id) => (id === apiEndpointsId ? resolvedApiEndpointsId : undefined),
    load: (id) => (id === resolvedApiEndpointsId ? buildApiEndpoints() : undefined),
  };
}
