/**
 * Clock text "m:ss". A count-down shows whole seconds rounded up (it reads 0:00 only when time is out); a
 * count-up shows whole seconds passed.
 */
export function formatClock(ms: number, direction: 'up' | 'down'): string {
  const safe = Math.max(0, ms);
  const seconds = direction === 'down' ? Math.ceil(safe / 1000) : Math.floor(safe / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
