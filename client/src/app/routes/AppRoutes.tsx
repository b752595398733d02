import { startTransition, useEffect, useMemo, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location } from 'react-router-dom';
import { PageLoader } from '../../components/ui/PageLoader';
import { usePrefetchOnIntent } from './prefetch-on-intent';
import type { RouteHandle } from './route-handle';
import type { AppRoute, RoutePage } from './route-page';
import { NavigationPendingContext, RouteHandlesContext } from './route-state';

type Place = Pick<Location, 'pathname'>;

/** Matches already made, per route table and path: enough for a session's wandering, then started afresh. */
const matchCache = new WeakMap<AppRoute[], Map<string, AppRoute[]>>();
const MATCH_CACHE_SIZE = 200;

/**
 * The routes a place matches, root first. react-router's `matchRoutes` flattens and ranks the whole table and
 * compiles a pattern per route it tries on every call (over 100 ms of a phone's start-up for the first one), and a
 * location is matched on every render of the routes: once per path is enough.
 */
function matchedRoutes(routes: AppRoute[], place: Place): AppRoute[] {
  let byPath = matchCache.get(routes);
  if (!byPath || byPath.size >= MATCH_CACHE_SIZE) matchCache.set(routes, (byPath = new Map()));
  let matched = byPath.get(place.pathname);
  if (!matched) {
    matched = (matchRoutes(routes, place) ?? []).map((match) => match.route);
    byPath.set(place.pathname, matched);
  }
  return matched;
}

const pagesAt = (routes: AppRoute[], place: Place): RoutePage[] =>
  matchedRoutes(routes, place).flatMap((route) => (route.page ? [route.page] : []));

/**
 * Loads every page the place matches, side by side (a tournament layout, its nomination layout and the nomination
 * page at once, not one after the other); resolves when each is in or failed.
 */
export async function loadRoutePages(routes: AppRoute[], place: Place): Promise<void> {
  await Promise.all(pagesAt(routes, place).map((page) => page.load()));
}

/**
 * The route table at the address, once the pages it matches are in: until then the previous location stays on
 * screen (the loader on a start that did not wait for them, as in tests) and `useNavigationPending` is true. The
 * shown location is what every hook below reads (`useLocation`, `useParams`), with the handles of its routes.
 */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const location = useLocation();
  usePrefetchOnIntent(routes);
  const ready = pagesAt(routes, location).every((page) => page.settled);
  const [shown, setShown] = useState<Location | null>(ready ? location : null);
  // Navigating to a page already in: shown in the same render, without waiting for an effect.
  if (ready && shown !== location) setShown(location);
  const current = ready ? location : shown;

  useEffect(() => {
    if (ready) return;
    let wanted = true;
    void loadRoutePages(routes, location).then(() => {
      if (wanted) startTransition(() => setShown(location));
    });
    return () => {
      wanted = false;
    };
  }, [routes, location, ready]);

  const handles = useMemo(
    () => (current ? matchedRoutes(routes, current).map((route) => (route.handle ?? {}) as RouteHandle) : []),
    [routes, current],
  );
  const element = useRoutes(routes, current ?? location);
  if (!current) return <PageLoader />;
  return (
    <RouteHandlesContext value={handles}>
      <NavigationPendingContext value={current !== location}>{element}</NavigationPendingContext>
    </RouteHandlesContext>
  );
}
