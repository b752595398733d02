import { useSyncExternalStore } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from '../../../lib/storage';

/** Spec §4 cookie consent: unset, accepted or declined, kept in local storage. */
export type CookieConsent = 'unset' | 'accepted' | 'declined';

const listeners = new Set<() => void>();

function readConsent(): CookieConsent {
  const value = readItem(STORAGE_KEYS.cookieConsent);
  return value === 'accepted' || value === 'declined' ? value : 'unset';
}

export const cookieConsentStore = {
  get: readConsent,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Saved only when the visitor decides (spec §4); the banner then disappears for good. */
  decide(consent: Exclude<CookieConsent, 'unset'>): void {
    writeItem(STORAGE_KEYS.cookieConsent, consent);
    for (const listener of listeners) listener();
  },
};

export function useCookieConsent(): CookieConsent {
  return useSyncExternalStore(cookieConsentStore.subscribe, cookieConsentStore.get);
}
