import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `running` (a clock is rendered locally from data). */
export function useNow(running: boolean, intervalMs = 100): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
