import { useEffect, useRef } from 'react';
import { useLiveStream } from '../lib/live-stream';
import { trpc } from '../lib/staff-client';

/** At most one read of the board per this while vehicles move (each announces up to once a second). */
export const ESTIMATE_READ_EVERY_MS = 3_000;

/**
 * Keeps the board's arrival estimates moving with the vehicles: while one of the organisation's
 * trips has a vehicle on its way (`enabled`), `partner.onPositions` says which trip's vehicle
 * moved, and the board is read again (the server computes the estimate as the family's tracking
 * page has it), at once for the first move and then at most every ESTIMATE_READ_EVERY_MS, the
 * last move of a burst included.
 */
export function useEstimateUpdates(enabled: boolean): void {
  const utils = trpc.useUtils();
  const throttle = useRef<{ last: number; timer: ReturnType<typeof setTimeout> | undefined }>({ last: 0, timer: undefined });
  useEffect(() => {
    const state = throttle.current;
    return () => clearTimeout(state.timer);
  }, []);
  const readSoon = () => {
    const state = throttle.current;
    // A read is already due: it will show this move too.
    if (state.timer) return;
    const wait = Math.max(0, state.last + ESTIMATE_READ_EVERY_MS - Date.now());
    state.timer = setTimeout(() => {
      state.timer = undefined;
      state.last = Date.now();
      void utils.partner.board.invalidate();
    }, wait);
  };
  useLiveStream(utils.client.partner.onPositions, undefined, {
    enabled,
    onData: readSoon,
    onAccessEnded: () => void utils.auth.me.invalidate(),
    // Moves missed while cut off (or before the stream started) are read once.
    onFirstStarted: readSoon,
    onReconnected: readSoon,
  });
}
