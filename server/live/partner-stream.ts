import type { SessionUser } from '../auth/access';
import type { Context } from '../auth/call-context';
import type { LiveChange } from './hub';
import { staffChangeStream } from './subscription';

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
