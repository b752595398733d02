import { matchRoutes, type Location, type RouteMatch } from 'react-router-dom';
import type { AppRoute, RoutePage } from './route-page';

export type Place = Pick<Location, 'pathname'>;
type AppRouteMatch = RouteMatch<string, AppRoute>;

/** Matches already made, per route table and path: enough for a session's wandering, then started afresh. */
const matchCache = new WeakMap<AppRoute[], Map<string, AppRouteMatch[]>>();
const MATCH_CACHE_SIZE = 200;

/**
 * The routes a place matches with their parameters, root first. react-router's `matchRoutes` flattens and ranks the
 * whole table and compiles a pattern per route it tries on every call (over 100 ms of a phone's start-up for the
 * first one), and a location is matched on every render of the routes (and a link on every hover): once per path
 * is enough.
 */
export function matchesAt(routes: AppRoute[], place: Place): AppRouteMatch[] {
  let byPath = matchCache.get(routes);
  if (!byPath || byPath.size >= MATCH_CACHE_SIZE) matchCache.set(routes, (byPath = new Map()));
  let matched = byPath.get(place.pathname);
  if (!matched) {
    matched = matchRoutes(routes, place) ?? [];
    byPath.set(place.pathname, matched);
  }
  return matched;
}

export const pagesAt = (routes: AppRoute[], place: Place): RoutePage[] =>
  matchesAt(routes, place).flatMap(({ route }) => (route.page ? [route.page] : []));

/**
 * Loads every page the place matches, side by side (a tournament layout, its nomination layout and the nomination
 * page at once, not one after the other); resolves when each is in or failed.
 */
export async function loadRoutePages(routes: AppRoute[], place: Place): Promise<void> {
  await Promise.all(pagesAt(routes, place).map((page) => page.load()));
}
