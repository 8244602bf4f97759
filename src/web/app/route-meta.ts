import type { Action, Subject } from '#domain/auth/permissions.ts';

/** Route meta (spec 6): who may open a route; read by the route guard. */
export interface RouteMeta {
  public?: boolean;
  action?: Action;
  subject?: Subject;
}
