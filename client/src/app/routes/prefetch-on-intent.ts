import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RouteHandle } from './route-handle';
import type { AppRoute } from './route-page';
import { loadRoutePages, matchesAt } from './route-matching';

/** How long the pointer rests on a link before its page is fetched: passing over a list fetches nothing. */
export const HOVER_INTENT_MS = 80;

/** The same-app address a link leads to, or null (another site, a new tab, a download). */
function appPathOf(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/**
 * Data prefetch on hover: when a link of the app is pointed at (for {@link HOVER_INTENT_MS}) or focused,
 * the page it opens starts loading — its chunks and texts, and the data its routes name (`RouteHandle.prefetch`) —
 * so on a phone's slow link the click finds them in or on their way. One listener for the whole document.
 */
export function usePrefetchOnIntent(routes: AppRoute[]): void {
  const client = useQueryClient();
  useEffect(() => {
    let pending: { path: string; timer: number } | null = null;

    // Again on every hover: the match is cached, a page loads once, and a query still fresh is not asked again.
    const prefetch = (path: string) => {
      void loadRoutePages(routes, { pathname: path });
      for (const { route, params } of matchesAt(routes, { pathname: path }))
        void (route.handle as RouteHandle | undefined)?.prefetch?.(params, client).catch(() => undefined);
    };
    const cancel = () => {
      if (pending) window.clearTimeout(pending.timer);
      pending = null;
    };
    const onPointerOver = (event: PointerEvent) => {
      const path = appPathOf(event.target);
      if (!path || path === pending?.path) return;
      cancel();
      pending = { path, timer: window.setTimeout(() => prefetch(path), HOVER_INTENT_MS) };
    };
    const onPointerOut = (event: PointerEvent) => {
      if (pending && appPathOf(event.relatedTarget) !== pending.path) cancel();
    };
    const onFocusIn = (event: FocusEvent) => {
      const path = appPathOf(event.target);
      if (path) prefetch(path);
    };

    document.addEventListener('pointerover', onPointerOver, { passive: true });
    document.addEventListener('pointerout', onPointerOut, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancel();
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [routes, client]);
}
