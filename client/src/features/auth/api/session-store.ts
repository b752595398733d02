import { useSyncExternalStore } from 'react';
import {
  clearStoredSession,
  readItem,
  readToken,
  STORAGE_KEYS,
  writeItem,
  writeToken,
} from '../../../lib/storage';
import { readSessionUser, type SessionUser } from './session-user';

export interface SessionState {
  /** The signed-in user, or null for an anonymous visitor. */
  user: SessionUser | null;
  /**
   * False while the start-up check of a stored session has not answered: the stored user may be stale (an
   * administrator gave or took a role since), so a route guard waits instead of sending the visitor away.
   */
  checked: boolean;
}

function restoreUser(): SessionUser | null {
  const raw = readItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

// Read from storage on first use, i.e. after main.tsx has applied the storage version rule.
let state: SessionState | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The session of spec §4: the token and the user, persisted in local storage, with the transitions the spec
 * names (sign in, replace the user, clear).
 */
export const sessionStore = {
  getState(): SessionState {
    state ??= { user: restoreUser(), checked: readToken() === null };
    return state;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Re-reads the persisted user (tests use it after changing storage; `checked: false` as at start-up). */
  restore({ checked = true }: { checked?: boolean } = {}): void {
    publish({ user: restoreUser(), checked });
  },

  /** Login or registration succeeded: keep the token and fill in the user. */
  signIn(token: string, user: SessionUser): void {
    writeToken(token);
    writeItem(STORAGE_KEYS.user, JSON.stringify(user));
    publish({ user, checked: true });
  },

  /** A fresh user object from the server replaces the stored one. */
  replaceUser(user: SessionUser): void {
    writeItem(STORAGE_KEYS.user, JSON.stringify(user));
    publish({ user, checked: true });
  },

  /** Logout, failed login, failed authentication check: forget token and user. */
  clear(): void {
    clearStoredSession();
    publish({ user: null, checked: true });
  },
};

/** The signed-in user (null when anonymous); re-renders on every session change. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getState().user);
}

/** Whether the stored session has been confirmed by the server (or there was none to confirm). */
export function useSessionChecked(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.getState().checked);
}
