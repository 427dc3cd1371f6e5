/**
 * Live events arrive in bursts (an import, many requests at once, a replay after a reconnect).
 * A screen refetches what they touched once per burst, and at most once a second under a
 * sustained burst (issue 23.1): the first event after a quiet second is followed within
 * `firstDelayMs`; later ones wait for the second to pass, and share that one refetch. The server
 * computes the dashboard's figures on the same rhythm (server/live/dashboard-figures.ts).
 */
export function createRefetchCoalescer<K>(
  flush: (keys: K[]) => void,
  options: { firstDelayMs: number; minIntervalMs: number; now?: () => number } = { firstDelayMs: 100, minIntervalMs: 1000 },
) {
  const now = options.now ?? Date.now;
  const pending = new Set<K>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastFlushAt = -Infinity;
  return {
    add(key: K): void {
      pending.add(key);
      if (timer) return;
      const wait = Math.max(options.firstDelayMs, lastFlushAt + options.minIntervalMs - now());
      timer = setTimeout(() => {
        timer = null;
        lastFlushAt = now();
        const keys = [...pending];
        pending.clear();
        flush(keys);
      }, wait);
    },
  };
}
