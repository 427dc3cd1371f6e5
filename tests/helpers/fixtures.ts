import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChangeOrigin } from '../../shared/live';
import type { BookingStatus } from '../../shared/schemas/booking';
import { BookingSchema, ContactSubmissionSchema } from '../../server/db/entities';
import { recordChange } from '../../server/live/record';

/** Inserts a booking the way a service does (change event in the same transaction). */
export async function insertBooking(
  orm: MikroORM,
  overrides: Partial<{ customerName: string; status: BookingStatus; bookingDate: Date; createdAt: Date; origin: ChangeOrigin }> = {},
) {
  const id = randomUUID();
  const origin = overrides.origin ?? 'staff';
  await orm.em.fork().transactional((tx) => {
    tx.create(BookingSchema, {
      id,
      customerName: overrides.customerName ?? 'Test Patient',
      customerPhone: '+919812340000',
      pickupLocation: 'Varthur',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'emergency',
      bookingDate: overrides.bookingDate ?? new Date(),
      status: overrides.status ?? 'pending',
      source: origin === 'website' ? 'website' : 'staff',
      ...(overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {}),
    });
    recordChange(tx, { topic: 'booking', action: 'created', entityId: id, origin });
  });
  return id;
}

/** Inserts a contact submission as the public form would (origin website). */
export async function insertInquiry(
  orm: MikroORM,
  overrides: Partial<{ name: string; email: string; phone: string | null; message: string; isRead: boolean; createdAt: Date }> = {},
) {
  const id = randomUUID();
  await orm.em.fork().transactional((tx) => {
    tx.create(ContactSubmissionSchema, {
      id,
      name: overrides.name ?? 'Curious Visitor',
      email: overrides.email ?? 'visitor@example.com',
      phone: overrides.phone === undefined ? '+919900000000' : overrides.phone,
      message: overrides.message ?? 'Do you cover Hoskote at night?',
      isRead: overrides.isRead ?? false,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    });
    recordChange(tx, { topic: 'inquiry', action: 'created', entityId: id, origin: 'website' });
  });
  return id;
}

/** Raw rows, for checking what the database holds (not what the API says). */
export async function rows<T = Record<string, unknown>>(orm: MikroORM, sql: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(sql, params);
}

/**
 * Edits the session table directly, to age a session. No change event announces such an edit,
 * so the server's session cache is then told to forget, as SESSION_CACHE_MS passing would.
 */
export async function editSessions(app: { orm: MikroORM; sessionCache: { forget(): void } }, sql: string, params: unknown[] = []): Promise<void> {
  await rows(app.orm, sql, params);
  app.sessionCache.forget();
}
