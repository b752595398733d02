import { useCallback, useState } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from '../../../lib/storage';

/** Enough to cover every announcement of an event weekend; older ids fall off. */
const KEPT = 100;

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(readItem(STORAGE_KEYS.dismissedAnnouncements) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The announcements this browser closed, remembered across pages and reloads. */
export function useDismissedAnnouncements(): {
  dismissed: ReadonlySet<string>;
  dismiss: (id: string) => void;
} {
  const [ids, setIds] = useState(readDismissed);
  const dismiss = useCallback((id: string) => {
    const next = [...readDismissed().filter((known) => known !== id), id].slice(-KEPT);
    writeItem(STORAGE_KEYS.dismissedAnnouncements, JSON.stringify(next));
    setIds(next);
  }, []);
  return { dismissed: new Set(ids), dismiss };
}
