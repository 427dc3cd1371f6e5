import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { BookingSchema } from '../../server/db/entities';
import { recordChange } from '../../server/live/record';

/** Inserts a booking the way a service does (change event in the same transaction). */
export async function insertBooking(orm: MikroORM, overrides: Partial<{ customerName: string; status: 'pending' | 'confirmed' }> = {}) {
  const id = randomUUID();
  await orm.em.fork().transactional(async (tx) => {
    tx.create(BookingSchema, {
      id,
      customerName: overrides.customerName ?? 'Test Patient',
      customerPhone: '+919812340000',
      pickupLocation: 'Varthur',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'emergency',
      bookingDate: new Date(),
      status: overrides.status ?? 'pending',
    });
    recordChange(tx, { topic: 'booking', action: 'created', entityId: id, origin: 'staff' });
  });
  return id;
}

/** Raw rows, for checking what the database holds (not what the API says). */
export async function rows<T = Record<string, unknown>>(orm: MikroORM, sql: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(sql, params);
}
