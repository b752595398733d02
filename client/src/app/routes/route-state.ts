import { createContext, useContext } from 'react';
import type { RouteHandle } from './route-handle';

/** The handles of every route the shown location matches, outermost first (AppRoutes provides them). */
export const RouteHandlesContext = createContext<readonly RouteHandle[]>([]);

/** True while the address has moved on and the pages it needs are still loading (AppRoutes provides it). */
export const NavigationPendingContext = createContext(false);

/** What the matched routes tell the shell (titles, layout rules), outermost first. */
export const useRouteHandles = (): readonly RouteHandle[] => useContext(RouteHandlesContext);

/** True while the next location's pages load: the previous page stays, the progress bar shows. */
export const useNavigationPending = (): boolean => useContext(NavigationPendingContext);
