import { QUEUE_LIMIT } from '../../shared/dispatch';
import type { BookingListInput } from '../../shared/schemas/booking';
import type { RouterOutputs } from './staff-client';

/**
 * A booking event carries the booking as the lists show it (issue 23.1): screens put it in
 * place at once. Pure functions over the cached data: an older copy (a lower version) never
 * replaces a newer one. Each patch says whether it `decides` the cached data, i.e. whether the
 * patched data is what a refetch would give; only where it does not (list membership under a
 * search, counts, a queue cut at its limit) does the screen refetch.
 */
export type BookingItem = RouterOutputs['dashboard']['queue']['items'][number];
type Queue = RouterOutputs['dashboard']['queue'];
type ListPage = RouterOutputs['bookings']['list'];

const newer = (row: BookingItem, cached: BookingItem) => row.version >= cached.version;

/** A list page: the booking replaced where it is shown, or taken out when it no longer exists. */
export function patchListPage(page: ListPage, id: string, row: BookingItem | null): ListPage {
  const at = page.items.findIndex((item) => item.id === id);
  if (at < 0) return page;
  if (row === null) return { ...page, items: page.items.filter((item) => item.id !== id) };
  if (!newer(row, page.items[at])) return page;
  return { ...page, items: page.items.map((item, i) => (i === at ? row : item)) };
}

/** Whether a booking is listed under these filters (server: bookingWhereSql; a search is not judged here). */
const listedUnder = (row: BookingItem, filter: BookingListInput) =>
  row.possibleSpam === (filter.possibleSpam ?? false) && (!filter.status || row.status === filter.status);

/**
 * Whether patchListPage gives what a refetch of this page would: the booking was on the page
 * and is still listed under its filters (the order, by arrival, never changes), or the event
 * is older than what the page shows. Anything else may change the page's membership or counts
 * (a new booking, a deletion, a booking leaving or entering the filter, a search), which only
 * the server can tell.
 */
export function listPatchDecides(page: ListPage, filter: BookingListInput, id: string, row: BookingItem | null): boolean {
  const cached = page.items.find((item) => item.id === id);
  if (!cached || row === null) return false;
  if (!newer(row, cached)) return true;
  return !filter.search && listedUnder(row, filter);
}

/** Whether a booking waits in the live queue (server: pendingQueue). */
export const waitsInQueue = (row: BookingItem) => row.status === 'pending' && !row.possibleSpam && row.calledBackAt === null && !row.awaitingQueue;

/**
 * The live queue (pending, not called back, not possible spam; oldest first, at most
 * QUEUE_LIMIT with the total): the booking put in its place, or taken out. A queue cut at its
 * limit is left to the refetch (what lies past the cut is unknown here).
 */
export function patchQueue(queue: Queue, id: string, row: BookingItem | null): Queue {
  if (!queuePatchDecides(queue)) return queue;
  const cached = queue.items.find((item) => item.id === id);
  if (cached && row && !newer(row, cached)) return queue;
  const rest = queue.items.filter((item) => item.id !== id);
  if (!row || !waitsInQueue(row)) return cached ? { items: rest, total: queue.total - 1 } : queue;
  const items = [...rest, row].sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
  return { items: items.slice(0, QUEUE_LIMIT), total: cached ? queue.total : queue.total + 1 };
}

/** Whether patchQueue gives what a refetch would: the cached queue holds every waiting request. */
export const queuePatchDecides = (queue: Queue) => queue.total === queue.items.length;

/** Code-point order, as PostgreSQL orders ISO times and uuids. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
