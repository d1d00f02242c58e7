import { archiveRoutes } from './archives';
import { authRoutes } from './auth';
import { companyRoutes } from './companies';
import { courseRoutes } from './courses';
import type { RouteDefinition } from './define';
import { firmRoutes } from './firms';
import { progressRoutes } from './progress';
import { signatureRoutes } from './signatures';
import { trainingStatusRoutes } from './training-status';
import { userRoutes } from './users';

/**
 * The route table: the single source of truth for every HTTP endpoint. The CDK stack, the local
 * gateway, the handlers' validation and the web client are all derived from it.
 */
export const routeList = [
  ...authRoutes,
  ...progressRoutes,
  ...courseRoutes,
  ...firmRoutes,
  ...companyRoutes,
  ...userRoutes,
  ...signatureRoutes,
  ...archiveRoutes,
  ...trainingStatusRoutes,
] as const satisfies readonly RouteDefinition[];

export type AnyRoute = (typeof routeList)[number];
export type RouteId = AnyRoute['id'];
export type RouteById<Id extends RouteId> = Extract<AnyRoute, { id: Id }>;

export const routes = Object.fromEntries(routeList.map((definition) => [definition.id, definition])) as {
  [Id in RouteId]: RouteById<Id>;
};

export function getRoute<Id extends RouteId>(id: Id): RouteById<Id> {
  return routes[id];
}
