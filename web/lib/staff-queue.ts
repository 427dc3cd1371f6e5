import { useEffect, useState } from 'react';
import { trpc } from './staff-client';

/**
 * The requests waiting for a call back (pending bookings), oldest first: the Dashboard's queue,
 * the alerts and the tab title all read this one query, which live updates refresh.
 */
export function usePendingQueue() {
  return trpc.dashboard.queue.useQuery();
}

/** Amber after 5 minutes, red after 10: the site promises a call back within 5. */
export const WAIT_AMBER_MS = 5 * 60_000;
export const WAIT_RED_MS = 10 * 60_000;
export type WaitLevel = 'ok' | 'amber' | 'red';

export function waitLevel(waitedMs: number): WaitLevel {
  return waitedMs >= WAIT_RED_MS ? 'red' : waitedMs >= WAIT_AMBER_MS ? 'amber' : 'ok';
}

/** "4:07" under an hour, "1:02:07" after. */
export function formatWait(waitedMs: number): string {
  const total = Math.max(0, Math.floor(waitedMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The current time, updated every second while `running` (the queue's clocks). A hidden tab's
 * interval may run only once a minute: the clocks are read again the moment the tab is shown,
 * not at the interval's next turn.
 */
export function useNow(running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);
  return now;
}
