import { useEffect, useState } from 'react';
import { useClock } from '../../lib/clock.tsx';

/** The current time, refreshed every `intervalMs` while `active`. */
export function useNow(intervalMs: number, active: boolean): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock().getTime());
  useEffect(() => {
    if (!active) return;
    setNow(clock().getTime());
    const timer = window.setInterval(() => setNow(clock().getTime()), intervalMs);
    return () => window.clearInterval(timer);
  }, [clock, intervalMs, active]);
  return now;
}
