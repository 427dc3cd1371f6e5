import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  BOOKINGS_PAGE_SIZE,
  type BookingSource,
  type BookingStatus,
  type bookingCreateInput,
  type bookingIdInput,
  type bookingListInput,
  type bookingUpdateInput,
} from '../../shared/schemas/booking';
import { BookingSchema, type Booking } from '../db/entities';
import { recordChange } from '../live/record';
import { deleteWithChange, newestFirstPage, noLongerExists, pageResult, searchFilter, type Actor } from './common';

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
    // Plain unions on the wire (the entity's defaulted fields carry MikroORM's Opt brand).
    status: b.status as BookingStatus,
    notes: b.notes ?? null,
    source: b.source as BookingSource,
    preferredContact: b.preferredContact ?? null,
    /** Past a public budget (address or phone): shown apart, never announced with an alert. */
    possibleSpam: b.possibleSpam,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
export type BookingDTO = ReturnType<typeof toBookingDTO>;

/** Newest first (spec: created_at descending), 50 a page, optional search and status filter. */
export async function listBookings(em: EntityManager, input: z.output<typeof bookingListInput>) {
  const where = {
    possibleSpam: input.possibleSpam,
    ...(input.status ? { status: input.status } : {}),
    ...searchFilter(input.search, ['customerName', 'customerPhone', 'pickupLocation', 'dropoffLocation']),
  };
  const [items, total] = await em.findAndCount(BookingSchema, where, newestFirstPage(input.page, BOOKINGS_PAGE_SIZE));
  return pageResult(items.map(toBookingDTO), total, input.page, BOOKINGS_PAGE_SIZE);
}

export async function getBooking(em: EntityManager, input: z.output<typeof bookingIdInput>): Promise<BookingDTO> {
  const booking = await em.findOne(BookingSchema, { id: input.id });
  if (!booking) throw noLongerExists('booking');
  return toBookingDTO(booking);
}

/** A booking entered by staff (source staff). */
export async function createBooking(em: EntityManager, input: z.output<typeof bookingCreateInput>, actor: Actor): Promise<BookingDTO> {
  return em.transactional(async (tx) => {
    const booking = tx.create(BookingSchema, { id: randomUUID(), ...input, bookingDate: new Date(input.bookingDate), source: 'staff' });
    recordChange(tx, { topic: 'booking', action: 'created', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toBookingDTO(booking);
  });
}

/** Any field, any status: staff may set statuses freely (spec section 4). */
export async function updateBooking(em: EntityManager, input: z.output<typeof bookingUpdateInput>, actor: Actor): Promise<BookingDTO> {
  return em.transactional(async (tx) => {
    const booking = await tx.findOne(BookingSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!booking) throw noLongerExists('booking');
    tx.assign(booking, { ...input.data, bookingDate: new Date(input.data.bookingDate) });
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toBookingDTO(booking);
  });
}

export async function deleteBooking(em: EntityManager, input: z.output<typeof bookingIdInput>, actor: Actor): Promise<{ id: string }> {
  return deleteWithChange(em, { entity: BookingSchema, topic: 'booking', what: 'booking' }, input.id, actor);
}
