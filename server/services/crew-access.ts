import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError } from './errors';

export const NOT_YOUR_VEHICLE = 'This booking is not assigned to your ambulance.';

/**
 * The own-vehicle rule, written once: a crew account sees and changes only the bookings assigned
 * to its own vehicle (the crew's steps, the positions its phone sends). A crew account not linked
 * to a vehicle owns none. Throws ForbiddenError (403) otherwise.
 */
export function assertOwnVehicle(crew: { ambulanceId: string | null }, bookingVehicleId: string | null | undefined): asserts crew is { ambulanceId: string } {
  if (!crew.ambulanceId || bookingVehicleId !== crew.ambulanceId) throw new ForbiddenError(NOT_YOUR_VEHICLE);
}

/**
 * The rule checked before a booking is locked, so that a crew member learns nothing about
 * another vehicle's booking (not even whether it exists): the same 403 for both.
 */
export async function assertOwnVehicleBooking(em: EntityManager, bookingId: string, crew: { ambulanceId: string | null }): Promise<void> {
  const [row] = crew.ambulanceId
    ? await em.getConnection().execute<{ ambulance_id: string | null }[]>('select ambulance_id from booking where id = ?', [bookingId], 'all', em.getTransactionContext())
    : [];
  assertOwnVehicle(crew, row?.ambulance_id);
}
