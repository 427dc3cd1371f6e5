import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { BOOKING_REFERENCE_LENGTH, QUEUE_LIMIT } from '../../shared/dispatch';
import { BOOKINGS_PAGE_SIZE, type BookingStatus, type bookingListInput } from '../../shared/schemas/booking';
import { BookingSchema } from '../db/entities';
import { BOOKING_LIST_COLUMNS, BOOKING_LIST_JOINS, bookingFromRow, forReader, type BookingListRow, type ListReader } from './booking-dto';
import { likePattern, newestFirstPage, pageResult } from './common';

/*
 * The staff's lists of bookings: the Bookings tab's page (search, filters, newest first), the
 * dashboard's queue of requests waiting for a call back, and the filter the CSV export shares.
 * Reads only; the writes are server/services/bookings.service.ts.
 */

/** Newest first (spec: created_at descending), 50 a page, optional search and status filter. */
export async function listBookings(em: EntityManager, input: z.output<typeof bookingListInput>, reader: ListReader) {
  const { limit, offset } = newestFirstPage(input.page, BOOKINGS_PAGE_SIZE);
  // The staff list is the busiest call: plain rows (no entity hydration or identity map) for
  // the page, and a count of bookings alone (no join). Same filter and order as the CSV export.
  // Plain SQL, not knex's builder: compiling the 24 columns' identifiers on every call was 8%
  // of the list's CPU (`npm run bench -- --profile`).
  const where = bookingWhereSql(input);
  const connection = em.getConnection();
  const [rows, [{ total }], possibleSpamMatches] = await Promise.all([
    connection.execute<BookingListRow[]>(`${BOOKING_LIST_SELECT} ${where.sql} ${NEWEST_FIRST} limit ? offset ?`, [...where.params, limit, offset]),
    connection.execute<{ total: string | number }[]>(`select count(*) as total from booking b ${where.sql}`, where.params),
    spamMatches(em, input),
  ]);
  const toDTO = forReader(reader);
  return { ...pageResult(rows.map((row) => toDTO(bookingFromRow(row))), Number(total), input.page, BOOKINGS_PAGE_SIZE), possibleSpamMatches };
}

/**
 * Issue 37.3: a search finds the booking wherever it is. A family or partner quoting a
 * reference or a phone number may mean a request held as possible spam, which the usual list
 * leaves out; the list then says how many the Possible spam view holds for the same search (the
 * same filter, so opening that view shows exactly them). 0 without a search, and in that view.
 */
async function spamMatches(em: EntityManager, input: z.output<typeof bookingListInput>): Promise<number> {
  if (!input.search || input.possibleSpam) return 0;
  const where = bookingWhereSql({ ...input, possibleSpam: true });
  const [{ total }] = await em.getConnection().execute<{ total: string | number }[]>(`select count(*) as total from booking b ${where.sql}`, where.params);
  return Number(total);
}

/** The list page's rows with their assigned vehicle (`booking b`, `ambulance a`). */
export const BOOKING_LIST_SELECT = `select ${BOOKING_LIST_COLUMNS} from booking b ${BOOKING_LIST_JOINS}`;
/** The spec's order (newest first; id breaks ties): the list and the CSV export. */
export const NEWEST_FIRST = 'order by b.created_at desc, b.id desc';
export const SEARCHED_COLUMNS = ['customer_name', 'customer_phone', 'pickup_location', 'dropoff_location'] as const;

export type BookingListFilter = { search?: string; status?: BookingStatus; possibleSpam?: boolean };

/** A reference as typed in the search box (with or without a leading #). */
export const REFERENCE_SEARCH = new RegExp(`^#?([0-9a-f]{${BOOKING_REFERENCE_LENGTH}})$`, 'i');

/**
 * A booking reference as families quote it (the 8 characters the confirmation shows, with or
 * without a leading #), or null. It is the start of the id, so the search is a range over the
 * primary key: the ids from ref-0000... to ref-ffff....
 */
export function referenceRange(search: string): [string, string] | null {
  const match = REFERENCE_SEARCH.exec(search.trim());
  if (!match) return null;
  const ref = match[1].toLowerCase();
  return [`${ref}-0000-0000-0000-000000000000`, `${ref}-ffff-ffff-ffff-ffffffffffff`];
}

/**
 * The list's filter as SQL on `booking b`, with its parameters: search over name, phone,
 * locations and the booking reference, status, possible spam. The list page, its count and the
 * CSV export use it.
 */
export function bookingWhereSql(input: BookingListFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (input.possibleSpam !== undefined) {
    conditions.push('b.possible_spam = ?');
    params.push(input.possibleSpam);
  }
  if (input.status) {
    conditions.push('b.status = ?');
    params.push(input.status);
  }
  if (input.search) {
    const pattern = likePattern(input.search);
    const range = referenceRange(input.search);
    conditions.push(`(${SEARCHED_COLUMNS.map((column) => `b.${column} ilike ?`).join(' or ')}${range ? ' or b.id between ? and ?' : ''})`);
    params.push(...SEARCHED_COLUMNS.map(() => pattern), ...(range ?? []));
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/**
 * The live queue: requests waiting for a call back (pending, not yet called, possible spam left
 * out), oldest first, at most QUEUE_LIMIT (with the total). Each item's createdAt is its arrival:
 * the clock runs from there until the customer is called or the booking confirmed, whichever
 * comes first; a called request stays pending in the Bookings list until it is dispatched.
 * A trip booked for a time (issue 37) is in it only once the tick has let it in (`queuedAt`,
 * its lead time before it is due): until then it waits in the Scheduled view.
 */
export async function pendingQueue(em: EntityManager, reader: ListReader) {
  const [items, total] = await em.findAndCount(
    BookingSchema,
    { status: 'pending', possibleSpam: false, calledBackAt: null, $or: [{ queueAt: null }, { queuedAt: { $ne: null } }] },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: QUEUE_LIMIT, populate: ['ambulance', 'organisation'] },
  );
  return { items: items.map(forReader(reader)), total };
}
