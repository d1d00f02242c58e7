import { AREAS, type RouteDefinition } from './define';
import * as routeModules from './routes';

/**
 * The route table: the single source of truth for every HTTP endpoint. The CDK stack, the local
 * gateway, the API documentation and the web client are all derived from it. Each route is
 * declared in its own module (`routes/<area>/<id>.ts`, beside its handler's
 * `functions/src/<area>/handlers/<id>.ts`) and listed once, in `routes/index.ts`, so a handler
 * loads its own entry and schemas only; this table orders them by area, then id, for everything else.
 */
type DeclaredRoute = (typeof routeModules)[keyof typeof routeModules];

export const routeList: readonly DeclaredRoute[] = AREAS.flatMap((area) =>
  Object.values(routeModules)
    .filter((route: RouteDefinition) => route.area === area)
    .sort((a, b) => a.id.localeCompare(b.id)),
);

export type AnyRoute = DeclaredRoute;
export type RouteId = AnyRoute['id'];
export type RouteById<Id extends RouteId> = Extract<AnyRoute, { id: Id }>;

export const routes = Object.fromEntries(routeList.map((definition) => [definition.id, definition])) as {
  [Id in RouteId]: RouteById<Id>;
};

export function getRoute<Id extends RouteId>(id: Id): RouteById<Id> {
  return routes[id];
}
