import { use, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A route's page fetched on demand: its chunk and the texts it shows, once, the first time a location needs it.
 * AppRoutes shows a location only when every page it matches is in (or failed), so a page never renders before its
 * texts and the previous page stays on screen meanwhile. A failed load stays failed until the next start (a browser
 * keeps a module import's failure too); the route's error boundary shows it.
 */
export class RoutePage {
  private loading: Promise<void> | undefined;
  private component: ComponentType | undefined;
  private failure: { error: unknown } | undefined;

  constructor(private readonly fetchPage: () => Promise<ComponentType>) {}

  /** True once the page is in or its loading failed: it can render (itself or its route's error page). */
  get settled(): boolean {
    return this.component !== undefined || this.failure !== undefined;
  }

  /** Starts loading (once); resolves when settled, never rejects. */
  load(): Promise<void> {
    this.loading ??= this.fetchPage().then(
      (component) => {
        this.component = component;
      },
      (error: unknown) => {
        this.failure = { error };
      },
    );
    return this.loading;
  }

  /** The page's component; throws the loading failure (to the route's error boundary). */
  loaded(): ComponentType | undefined {
    if (this.failure) throw this.failure.error;
    return this.component;
  }
}

/** The element of a route whose page loads on demand. Suspends if rendered before it is in (AppRoutes waits). */
function PageOfRoute({ page }: { page: RoutePage }) {
  if (!page.settled) use(page.load());
  const Page = page.loaded();
  return Page ? <Page /> : null;
}

/** A route object's part for a page loaded on demand: spread into the route (`{path, handle, ...routePage(…)}`). */
export const routePage = (fetchPage: () => Promise<ComponentType>): Pick<AppRoute, 'element' | 'page'> => {
  const page = new RoutePage(fetchPage);
  return { page, element: <PageOfRoute page={page} /> };
};

/** A route of the table: react-router's route object, with the page it loads on demand. */
export type AppRoute = RouteObject & { page?: RoutePage };
