/**
 * The global "show user" event of spec §2. Any feature opens the user pop-up by dispatching it on window —
 * `window.dispatchEvent(new CustomEvent('hema:show-user', {detail: {id}}))` — so none imports this feature.
 */
export const SHOW_USER_EVENT = 'hema:show-user';

export interface ShowUserDetail {
  /** User id (or username). */
  id: string;
}

export function showUser(id: string): void {
  window.dispatchEvent(new CustomEvent<ShowUserDetail>(SHOW_USER_EVENT, { detail: { id } }));
}

/** The user id an event carries, or null for a malformed event. */
export function shownUserId(event: Event): string | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail === 'string' && detail) return detail;
  if (typeof detail === 'object' && detail !== null) {
    const id = (detail as { id?: unknown }).id;
    if (typeof id === 'string' && id) return id;
  }
  return null;
}
