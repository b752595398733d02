/**
 * Everything the client keeps in localStorage (spec §9 "Persisted local state"), in one place.
 *
 * | key          | value                                                           |
 * |--------------|-----------------------------------------------------------------|
 * | `version`    | `2.5.1` — when it differs or is missing, all local storage is cleared |
 * | `user-token` | the auth token from the `authorization` header of login/register |
 * | `user`       | the last known session user (JSON), refreshed by /auth/current  |
 * | `language`   | `en` or `ru`, once the visitor chose it in the selector         |
 * | `zone`       | the active zone (JSON `{_id, slug, title, isInRussia}`), once chosen |
 * | `cookie-consent` | `accepted` or `declined` (spec §4); missing means unset     |
 */
export const STORAGE_VERSION = '2.5.1';

export const STORAGE_KEYS = {
  version: 'version',
  token: 'user-token',
  user: 'user',
  language: 'language',
  zone: 'zone',
  cookieConsent: 'cookie-consent',
  /** Announcements this browser closed (ids, newest last): they stay closed on every page. */
  dismissedAnnouncements: 'dismissed-announcements',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage can throw (private mode, disabled storage): the app then simply forgets between visits. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // quota or disabled storage: nothing to persist to
  }
}

export function removeItem(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to remove from
  }
}

/** Spec §9: all local storage is cleared when the version key 2.5.1 is missing; then the version is recorded. */
export function ensureStorageVersion(): void {
  if (readItem(STORAGE_KEYS.version) === STORAGE_VERSION) return;
  try {
    storage()?.clear();
  } catch {
    // nothing to clear
  }
  writeItem(STORAGE_KEYS.version, STORAGE_VERSION);
}

export const readToken = (): string | null => readItem(STORAGE_KEYS.token);
export const writeToken = (token: string): void => writeItem(STORAGE_KEYS.token, token);

/** Forgets the signed-in user: the token and the persisted user object. */
export function clearStoredSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
}

/**
 * The country detected in this tab (GET /geo/country), kept for the tab's later pages only: session storage, not
 * the persisted state of spec §9, so a visitor who travels is asked again in a new tab.
 */
const COUNTRY_KEY = 'geo-country';

export function rememberCountry(country: string): void {
  try {
    window.sessionStorage.setItem(COUNTRY_KEY, country);
  } catch {
    // Storage refused (private mode): the next page asks again.
  }
}

export function rememberedCountry(): string | null {
  try {
    return window.sessionStorage.getItem(COUNTRY_KEY);
  } catch {
    return null;
  }
}
