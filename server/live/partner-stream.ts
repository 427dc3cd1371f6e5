import type { SessionUser } from '../auth/access';
import type { Context } from '../auth/call-context';
import type { LiveChange } from './hub';
import { guardedStream, staffChangeStream } from './subscription';

/**
 * A partner's live board (issue 37.2): the change events of its own organisation's trips, and of
 * its own account (access ended: the stream closes), never another organisation's. A booking's
 * event carries the booking's row as read with the event (hub.ts), so the organisation is known
 * without a query per event; a deleted trip (no row any more) passes only when this stream saw
 * it as the organisation's before. Events go out without the staff lists' row: the board
 * refetches its own view of the trip.
 */
export function partnerChangeStream(
  ctx: Context & { user: SessionUser },
  options: { organisationId: string; ownTripIds: readonly string[]; lastEventId?: string | null; signal?: AbortSignal },
) {
  const seen = new Set(options.ownTripIds);
  const mine = (change: LiveChange): boolean => {
    if (change.topic === 'user') return change.entityId === ctx.user.id;
    if (change.topic !== 'booking') return false;
    if (change.row?.organisation?.id === options.organisationId) {
      seen.add(change.entityId);
      return true;
    }
    return change.row === null && seen.has(change.entityId);
  };
  // No query per event: the row read with the event names the organisation.
  const accept = (change: LiveChange) => Promise.resolve(mine(change));
  return staffChangeStream(ctx, {
    topics: ['booking', 'user'],
    permission: 'partnerWork',
    lastEventId: options.lastEventId,
    signal: options.signal,
    accept,
    withoutRows: true,
  });
}

/**
 * The arrival estimates' live path (issue 37.2): which of the organisation's trips has a vehicle
 * that just announced a new position, as the trip's id alone (the board reads its estimate again;
 * the partner never gets the coordinates of a vehicle that is not on its trip). Bounded by the
 * hub's rule of at most one announcement per vehicle per second; the board throttles its reads
 * further. The organisation's trips are those of its board (`readOwnTripIds`: when the stream
 * starts, and again when change events were missed) and any whose change event names the
 * organisation since (an assignment always has one), so no query per position.
 */
export function partnerPositionStream(
  ctx: Context & { user: SessionUser },
  options: { organisationId: string; ownTripIds: readonly string[]; readOwnTripIds: () => Promise<readonly string[]>; signal?: AbortSignal },
): AsyncGenerator<{ bookingId: string }> {
  const own = new Set(options.ownTripIds);
  return guardedStream(ctx, { permission: 'partnerWork', signal: options.signal }, (signal) => {
    // Both subscribed now, before the first position is read.
    const changes = ctx.live.changes({ topics: ['booking'], signal });
    const positions = ctx.live.positions({ signal });
    void (async () => {
      for await (const change of changes) {
        if (change.kind === 'refetch') {
          // The database away: the trips already known still pass; the next refetch reads again.
          for (const id of await options.readOwnTripIds().catch(() => [])) own.add(id);
        } else if (change.topic === 'booking' && change.row?.organisation?.id === options.organisationId) own.add(change.entityId);
      }
    })().catch(() => undefined);
    return (async function* () {
      for await (const position of positions) {
        if (position.bookingId && own.has(position.bookingId)) yield { bookingId: position.bookingId };
      }
    })();
  });
}
