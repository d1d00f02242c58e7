import { endpoints } from 'virtual:api-endpoints';
import type { RouteDefinition, RouteId } from '@ssm/shared';

/**
 * Each route's contract module (`shared/src/contract/routes/<area>/<id>.ts`, through the
 * `@contract-routes` alias of `web/vite.config.ts`), a chunk of its own.
 */
const routeModules = import.meta.glob<Record<string, unknown>>('@contract-routes/*/*.ts');

/** The route's answer schema, from its own contract module: only the schemas of the routes called are built. */
export async function loadResponseSchema(id: RouteId): Promise<RouteDefinition['response']> {
  // Vite keys an alias glob's modules by their path from the web root, which climbs out of it.
  const moduleName = `/${endpoints[id].area}/${id}.ts`;
  const loadModule = Object.entries(routeModules).find(([path]) => path.endsWith(moduleName))?.[1];
  const exported = loadModule ? Object.values(await loadModule()) : [];
  const route = exported.find(
    (value): value is RouteDefinition =>
      typeof value === 'object' && value !== null && 'id' in value && value.id === id,
  );
  if (!route) throw new Error(`No contract module declares the route ${id}`);
  return route.response;
}

export type AnswerCheck =
  | { success: true; data: unknown }
  | { success: false; issues: { path: PropertyKey[]; message: string }[] };

/** The answer as the route's response schema reads it, or what does not match. */
export async function checkAnswer(id: RouteId, answer: unknown): Promise<AnswerCheck> {
  const parsed = (await loadResponseSchema(id)).safeParse(answer);
  return parsed.success
    ? { success: true, data: parsed.data }
    : {
        success: false,
        issues: parsed.error.issues.map(({ path, message }) => ({ path, message })),
      };
}
