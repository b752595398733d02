import type en from '../../i18n/en.json';

export type TitleKey = `titles.${keyof typeof en.titles}`;

/** What a route tells the shell about itself (issue 5 adds chrome and logo rules here). */
export interface RouteHandle {
  /** The page title is "<title> — HEMA Live" (spec §1: other pages take the title from the route). */
  title?: TitleKey;
}
