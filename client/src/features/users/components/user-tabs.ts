/** The user page's subpages (spec §2): summary (default), stats, predictions, graph. */
export const USER_TABS = ['summary', 'stats', 'predictions', 'graph'] as const;
export type UserTab = (typeof USER_TABS)[number];

/** The subpage of `/users/{id}/{tab}`; summary for the bare path or anything unknown. */
export function userTabOf(pathname: string): UserTab {
  const tab = pathname.split('/').filter(Boolean)[2];
  return (USER_TABS as readonly string[]).includes(tab ?? '') ? (tab as UserTab) : 'summary';
}

/** The address of a subpage: the summary is the bare path. */
export function userTabPath(id: string, tab: UserTab): string {
  const base = `/users/${encodeURIComponent(id)}`;
  return tab === 'summary' ? base : `${base}/${tab}`;
}
