import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { BOOKINGS_PAGE_SIZE, type bookingListInput } from '../../shared/schemas/booking';
import { BookingSchema, type Booking } from '../db/entities';

/** A booking as the API returns it (dates as ISO strings: no transformer needed on the wire). */
export function toBookingDTO(b: Booking) {
  return {
    id: b.id,
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    customerEmail: b.customerEmail ?? null,
    pickupLocation: b.pickupLocation,
    dropoffLocation: b.dropoffLocation ?? null,
    serviceType: b.serviceType,
    bookingDate: b.bookingDate.toISOString(),
    status: b.status,
    notes: b.notes ?? null,
    source: b.source,
    preferredContact: b.preferredContact ?? null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
export type BookingDTO = ReturnType<typeof toBookingDTO>;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Newest first (spec: created_at descending), 50 a page, optional search and status filter. */
export async function listBookings(em: EntityManager, input: z.output<typeof bookingListInput>) {
  const where: Record<string, unknown> = {};
  if (input.status) where.status = input.status;
  if (input.search) {
    const pattern = likePattern(input.search);
    where.$or = [
      { customerName: { $ilike: pattern } },
      { customerPhone: { $ilike: pattern } },
      { pickupLocation: { $ilike: pattern } },
      { dropoffLocation: { $ilike: pattern } },
    ];
  }
  const [items, total] = await em.findAndCount(BookingSchema, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: BOOKINGS_PAGE_SIZE,
    offset: (input.page - 1) * BOOKINGS_PAGE_SIZE,
  });
  return {
    items: items.map(toBookingDTO),
    total,
    page: input.page,
    pageSize: BOOKINGS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE)),
  };
}
