import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { bookingReference } from '../../shared/dispatch';
import type { BookingListInput } from '../../shared/schemas/booking';
import { listPatchDecides, patchListPage, patchQueue, queuePatchDecides, type BookingItem } from './booking-patches';
import { trpc, type RouterOutputs } from './staff-client';
import type { BookingEventPart } from './staff-refresh';

type ListPage = RouterOutputs['bookings']['list'];
type Queue = RouterOutputs['dashboard']['queue'];
type FleetMap = RouterOutputs['fleet']['positions'];
/** The most requests the map's answer holds (server/services/fleet-map.service.ts, oldest first). */
const MAP_PENDING_LIMIT = 200;

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

  const mapQuery = queryClient.getQueryCache().find<FleetMap>({ queryKey: getQueryKey(trpc.fleet.positions), exact: false });
  const map = mapQuery?.state.data;
  if (mapQuery && map) {
    const patched = patchMapRequests(map, id, row);
    if (patched) queryClient.setQueryData(mapQuery.queryKey, patched);
  }
  if (mapQuery && (!map || mapQuery.state.fetchStatus === 'fetching' || !patchMapRequests(map, id, row))) parts.push('map');
  return parts;
}

/**
 * The maps' requests (pending, not flagged as spam, with a pickup point) with this booking's
 * event applied, or null where the event does not decide them: a new request when the answer
 * is already at its limit (it may not be among the oldest it holds), or a deleted booking a
 * vehicle's latest position still names (the server then names none).
 */
export function patchMapRequests(map: FleetMap, id: string, row: BookingItem | null): FleetMap | null {
  if (!row && map.positions.some((p) => p.bookingId === id)) return null;
  const others = map.pending.filter((p) => p.id !== id);
  const shown = row && row.status === 'pending' && !row.possibleSpam && row.pickupPoint ? row.pickupPoint : null;
  if (!row || !shown) return others.length === map.pending.length ? map : { ...map, pending: others };
  const known = others.length < map.pending.length;
  if (!known && map.pending.length >= MAP_PENDING_LIMIT) return null;
  const request = { id, reference: bookingReference(id), serviceType: row.serviceType, lat: shown.lat, lng: shown.lng, createdAt: row.createdAt };
  return { ...map, pending: [...others, request].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
}
