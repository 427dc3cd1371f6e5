import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { BookingListInput } from '../../shared/schemas/booking';
import { listPatchDecides, patchListPage, patchQueue, queuePatchDecides, type BookingItem } from './booking-patches';
import { trpc, type RouterOutputs } from './staff-client';
import type { BookingEventPart } from './staff-refresh';

type ListPage = RouterOutputs['bookings']['list'];
type Queue = RouterOutputs['dashboard']['queue'];

/**
 * A booking event's row applied to every cached list page (whatever its filters) and to the
 * queue, at once. Returns what is left to refetch: the lists and the queue only where the patch
 * did not decide them, or where a fetch is under way (its answer may predate the event and
 * would overwrite the patch), and always the queries about that booking.
 * Loaded with the first booking event, not with the first screen (its JS budget).
 */
export function applyBookingEvent(queryClient: QueryClient, id: string, row: BookingItem | null): BookingEventPart[] {
  const parts: BookingEventPart[] = [`about:${id}`];
  let listDecided = true;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: getQueryKey(trpc.bookings.list) })) {
    const page = query.state.data as ListPage | undefined;
    const filter = (query.queryKey[1] as { input?: BookingListInput } | undefined)?.input ?? {};
    if (page) queryClient.setQueryData(query.queryKey, patchListPage(page, id, row));
    if (!page || query.state.fetchStatus === 'fetching' || !listPatchDecides(page, filter, id, row)) listDecided = false;
  }
  if (!listDecided) parts.push('list');

  const queueQuery = queryClient.getQueryCache().find<Queue>({ queryKey: getQueryKey(trpc.dashboard.queue), exact: false /* find() matches exactly by default */ });
  const queue = queueQuery?.state.data;
  if (queueQuery && queue) queryClient.setQueryData(queueQuery.queryKey, patchQueue(queue, id, row));
  if (queueQuery && (!queue || queueQuery.state.fetchStatus === 'fetching' || !queuePatchDecides(queue))) parts.push('queue');
  return parts;
}
