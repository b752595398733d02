import { useEffect, useSyncExternalStore } from 'react';

let title: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null): void {
  if (next === title) return;
  title = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A page that knows its own title (spec §1: the tournament title on tournament pages) hands it to the shell,
 * which adds the product name. Cleared when the page unmounts.
 */
export function usePageTitle(value: string | null | undefined): void {
  useEffect(() => {
    publish(value || null);
    return () => publish(null);
  }, [value]);
}

/** The title a page handed over, if any. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => title);
}
