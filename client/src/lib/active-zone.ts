import { useSyncExternalStore } from 'react';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage';

/** The zone the site shows (spec §1: the site is split into geographic zones; §3: persisted locally). */
export interface ActiveZone {
  _id: string;
  slug: string;
  title: string;
  isInRussia: boolean;
}

function isActiveZone(value: unknown): value is ActiveZone {
  if (typeof value !== 'object' || value === null) return false;
  const zone = value as Record<string, unknown>;
  return (
    typeof zone._id === 'string' &&
    typeof zone.slug === 'string' &&
    typeof zone.title === 'string' &&
    typeof zone.isInRussia === 'boolean'
  );
}

function restoreZone(): ActiveZone | null {
  try {
    const parsed: unknown = JSON.parse(readItem(STORAGE_KEYS.zone) ?? 'null');
    return isActiveZone(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

// Read on first use, i.e. after main.tsx applied the storage version rule.
let zone: ActiveZone | null | undefined;
const listeners = new Set<() => void>();

/**
 * The active zone: restored from local storage, set by the start-up rule (spec §4) and by the selector.
 * Only a choice the visitor made is persisted, so the start-up rule can still follow the country next time.
 */
export const activeZoneStore = {
  get(): ActiveZone | null {
    if (zone === undefined) zone = restoreZone();
    return zone;
  },

  /** The id of the zone the visitor chose earlier, if any. */
  chosenId(): string | null {
    return restoreZone()?._id ?? null;
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  set(next: ActiveZone | null, { persist = false } = {}): void {
    const value = next && { _id: next._id, slug: next.slug, title: next.title, isInRussia: next.isInRussia };
    if (persist) {
      if (value) writeItem(STORAGE_KEYS.zone, JSON.stringify(value));
      else removeItem(STORAGE_KEYS.zone);
    }
    if (value?._id === zone?._id && value?.title === zone?.title) return;
    zone = value;
    for (const listener of listeners) listener();
  },

  /** Re-reads local storage (tests use it after changing storage). */
  restore(): void {
    zone = restoreZone();
    for (const listener of listeners) listener();
  },
};

/** The active zone (null until one is known); any feature may read it, e.g. to count results of this zone only. */
export function useActiveZone(): ActiveZone | null {
  return useSyncExternalStore(activeZoneStore.subscribe, activeZoneStore.get);
}
