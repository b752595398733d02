import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type en from '../../i18n/en.json';

export type TitleKey = `titles.${keyof typeof en.titles}`;

/** What a route tells the shell about itself. Flags hold for the route and everything below it. */
export interface RouteHandle {
  /** The page title is "<title> — HEMA Live" (spec §1: other pages take the title from the route). */
  title?: TitleKey;
  /**
   * The page hands its own title to the shell (`usePageTitle`): tournament pages show the tournament title
   * (spec §1). Until it arrives, `title` (if any) is used.
   */
  ownTitle?: boolean;
  /** Spec §2: the full logo shows on the index, about, rating, users, clubs, contacts and achievements routes. */
  fullLogo?: boolean;
  /**
   * Spec §2: navigation, footer, cookie notice and user pop-up are hidden on area-stream-caption, area-scores,
   * area-scores-polling and game.
   */
  bare?: boolean;
  /** Spec §2: the footer is hidden on the 404 route. */
  noFooter?: boolean;
  /** Spec §2: on nomination pages the header shows the tournament title and the nominations menu. */
  nominationHeader?: boolean;
  /** Starts fetching the route's data when a link to it is pointed at or focused (prefetch-on-intent.ts). */
  prefetch?: (params: Params, client: QueryClient) => Promise<void>;
}
