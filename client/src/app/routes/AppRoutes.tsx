import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation, useRoutes, type Location } from 'react-router-dom';
import { PageLoader } from '../../components/ui/PageLoader';
import { usePrefetchOnIntent } from './prefetch-on-intent';
import type { RouteHandle } from './route-handle';
import type { AppRoute } from './route-page';
import { loadRoutePages, matchesAt, pagesAt } from './route-matching';
import { NavigationPendingContext, RouteHandlesContext } from './route-state';

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
    () => (current ? matchesAt(routes, current).map(({ route }) => (route.handle ?? {}) as RouteHandle) : []),
    [routes, current],
  );
  const element = useRoutes(routes, current ?? location);
  // The address whose page is on screen, once drawn, on <html data-route>: browser tests moving inside the app wait
  // until it names the address bar's path before they read the page.
  const shownPath = current ? current.pathname + current.search : null;
  useEffect(() => {
    if (shownPath !== null) document.documentElement.dataset.route = shownPath;
  }, [shownPath]);
  if (!current) return <PageLoader />;
  return (
    <RouteHandlesContext value={handles}>
      <NavigationPendingContext value={current !== location}>{element}</NavigationPendingContext>
    </RouteHandlesContext>
  );
}
