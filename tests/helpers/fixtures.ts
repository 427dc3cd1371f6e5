import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChangeOrigin } from '../../shared/live';
import type { BookingFormInput, BookingStatus } from '../../shared/schemas/booking';
import { BookingSchema, ContactSubmissionSchema } from '../../server/db/entities';
import { recordChange } from '../../server/live/record';
import type { Locale } from '../../shared/i18n/locale';
import { providerToday } from '../../shared/dates';

/**
 * Inserts a booking row and its change event in one transaction, as the services commit them,
 * without going through a service. Use it for what a service cannot make: a request received
 * hours ago (`createdAt`), a website request without the public form's budgets, any status at
 * once, hundreds of writes as fast as the database takes them. What it skips, so a test that
 * depends on one of these must use the service (`bookings.create`, `site.requestBooking`):
 * - validation of the values (the shared zod schemas);
 * - the timeline: no 'created' history entry (and so no personal values beside one);
 * - the public form's budgets, idempotency key and possible-spam flag (always false);
 * - the dispatch rules: `confirmedAt` is not stamped for a confirmed status, no vehicle is
 *   assigned or held, no crew step is recorded.
 * Still there: the reference (made from the id) and the tracking token (made on create).
 */
export async function insertBooking(
  orm: MikroORM,
  overrides: Partial<{ customerName: string; status: BookingStatus; bookingDate: Date; createdAt: Date; origin: ChangeOrigin; language: Locale; pickupLocation: string }> = {},
) {
  const id = randomUUID();
  const origin = overrides.origin ?? 'staff';
  await orm.em.fork().transactional((tx) => {
    tx.create(BookingSchema, {
      id,
      customerName: overrides.customerName ?? 'Test Patient',
      customerPhone: '+919812340000',
      pickupLocation: overrides.pickupLocation ?? 'Varthur',
      dropoffLocation: 'Manipal Hospital',
      language: overrides.language ?? 'en',
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

/**
 * Inserts a contact submission and its change event (origin website) without the service: no
 * validation, no budgets or idempotency key, no possible-spam flag, no timeline entry.
 */
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

/** A valid staff booking (`bookings.create`'s input): a pending emergency pickup at Varthur, now. */
export function staffBookingInput(overrides: Partial<BookingFormInput> = {}): BookingFormInput {
  return {
    customerName: 'Test Patient',
    customerPhone: '98450 12345',
    customerEmail: '',
    pickupLocation: 'Varthur',
    dropoffLocation: 'Manipal Hospital',
    serviceType: 'emergency',
    status: 'pending',
    bookingDate: new Date().toISOString(),
    notes: '',
    ...overrides,
  };
}

/** A crew's tap as the phone sends it: an id of its own and when it was tapped (now by default). */
export function crewTap<T extends object>(input: T, tappedAt = new Date()): T & { clientOpId: string; tappedAt: string } {
  return { ...input, clientOpId: randomUUID(), tappedAt: tappedAt.toISOString() };
}

/**
 * Noon today in Bengaluru: a trip's time that no fare's night window (22:00 to 06:00 on the demo
 * card) reaches, on today's date. A test of a fare's figures that dated its trip `now` read a
 * surcharge when it ran after 22:00 IST (a CI run at 22:00 did).
 */
export function middayToday(): Date {
  return new Date(`${providerToday()}T12:00:00+05:30`);
}
