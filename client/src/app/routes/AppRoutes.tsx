import { startTransition, useEffect, useMemo, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location } from 'react-router-dom';
import { PageLoader } from '../../components/ui/PageLoader';
import type { RouteHandle } from './route-handle';
import type { AppRoute, RoutePage } from './route-page';
import { NavigationPendingContext, RouteHandlesContext } from './route-state';

type Place = Pick<Location, 'pathname'>;

const matchedRoutes = (routes: AppRoute[], place: Place): AppRoute[] =>
  (matchRoutes(routes, place) ?? []).map((match) => match.route);

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
