import { useEffect, useState } from 'react';

/** How many rings a 1920×1080 screen shows at once in type that reads from 10 m: three columns, two rows. */
export const RINGS_PER_PAGE = 6;
/** How long each page of rings stays up: long enough to find one's name from across the hall. */
export const PAGE_SECONDS = 12;

export interface RingPage {
  /** 0-based page shown now. */
  page: number;
  pageCount: number;
  /** The rings of this page: [from, to) of the list. */
  from: number;
  to: number;
}

/**
 * Which rings the hall screen shows now. With more rings than fit, it turns to the next page every `intervalMs`
 * and back to the first after the last; a list that shrinks never leaves the screen on a page that is gone.
 */
export function useRingPages(
  count: number,
  perPage = RINGS_PER_PAGE,
  intervalMs = PAGE_SECONDS * 1000,
): RingPage {
  const pageCount = Math.max(1, Math.ceil(count / perPage));
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (pageCount <= 1) return;
    const timer = setInterval(() => setTurns((n) => n + 1), intervalMs);
    return () => clearInterval(timer);
  }, [pageCount, intervalMs]);
  const page = turns % pageCount;
  return { page, pageCount, from: page * perPage, to: Math.min(count, (page + 1) * perPage) };
}
