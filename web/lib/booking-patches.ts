import type { RouterOutputs } from './staff-client';

/**
 * A booking event carries the booking as the lists show it (issue 23.1): screens put it in
 * place at once, before (and whatever) the coalesced refetch brings. Pure functions over the
 * cached data: an older copy (a lower version) never replaces a newer one.
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

/** Whether a booking waits in the live queue (server: pendingQueue). */
export const waitsInQueue = (row: BookingItem) => row.status === 'pending' && !row.possibleSpam && row.calledBackAt === null;

/**
 * The live queue (pending, not called back, not possible spam; oldest first): the booking put
 * in its place, or taken out. A queue cut at its limit is left to the refetch (what lies past
 * the cut is unknown here).
 */
export function patchQueue(queue: Queue, id: string, row: BookingItem | null): Queue {
  if (queue.total > queue.items.length) return queue;
  const cached = queue.items.find((item) => item.id === id);
  if (cached && row && !newer(row, cached)) return queue;
  const rest = queue.items.filter((item) => item.id !== id);
  if (!row || !waitsInQueue(row)) return cached ? { items: rest, total: queue.total - 1 } : queue;
  const items = [...rest, row].sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
  return { items, total: cached ? queue.total : queue.total + 1 };
}

/** Code-point order, as PostgreSQL orders ISO times and uuids. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
