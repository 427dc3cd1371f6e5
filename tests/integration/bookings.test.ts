import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOKINGS_PAGE_SIZE, type BookingFormInput } from '../../shared/schemas/booking';
import { errorOf } from '../helpers/errors';
import { insertBooking, rows } from '../helpers/fixtures';
import { collectChanges, createApiClient, seededServerForFile } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

const demo = seededServerForFile('operator', 'viewer');

const form = (overrides: Partial<BookingFormInput> = {}): BookingFormInput => ({
  customerName: 'Lalitha Prasad',
  customerPhone: '98450 11223',
  customerEmail: '',
  pickupLocation: 'Varthur Kodi, Varthur',
  dropoffLocation: 'Sakra World Hospital, Bellandur',
  serviceType: 'icu',
  status: 'pending',
  bookingDate: '2026-11-21T09:30:00+05:30',
  notes: '  ',
  ...overrides,
});

const bookingRow = async (id: string) =>
  (await rows<Record<string, unknown>>(demo.server.app.orm, 'select * from booking where id = ?', [id]))[0];


describe('bookings.create, update, delete', () => {
  it('creates a booking from the staff form: blank optional fields stored as null, the date as the instant meant in IST', async () => {
    const created = await demo.operator.trpc.bookings.create.mutate(form());
    expect(created).toMatchObject({ customerName: 'Lalitha Prasad', serviceType: 'icu', status: 'pending', customerEmail: null, notes: null, source: 'staff' });
    expect(created.bookingDate).toBe('2026-11-21T04:00:00.000Z');
    const row = await bookingRow(created.id);
    expect(row).toMatchObject({ customer_name: 'Lalitha Prasad', customer_email: null, notes: null, source: 'staff' });
    expect(new Date(row.booking_date as string).toISOString()).toBe('2026-11-21T04:00:00.000Z');
    // The booking's page also says where its crew steps stand (none yet).
    expect(await demo.operator.trpc.bookings.byId.query({ id: created.id })).toEqual({ ...created, crewSteps: { next: 'on_the_way', undoable: null, sequence: ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] }, pickupFromBase: null });
  });

  it('updates the fields sent (never the status: dispatch actions move it), and records who did it', async () => {
    const created = await demo.operator.trpc.bookings.create.mutate(form({ status: 'completed' }));
    const updated = await demo.operator.trpc.bookings.update.mutate({
      id: created.id,
      version: created.version,
      data: { customerName: 'Lalitha P.', customerEmail: 'LALITHA@Example.com', notes: 'Oxygen needed' },
    });
    expect(updated).toMatchObject({ status: 'completed', customerName: 'Lalitha P.', customerEmail: 'lalitha@example.com', notes: 'Oxygen needed' });
    expect(updated.version).toBe(created.version + 1);
    expect(await bookingRow(created.id)).toMatchObject({ status: 'completed', customer_name: 'Lalitha P.' });
    const [event] = await rows<{ action: string; actor_id: string }>(
      demo.server.app.orm,
      `select action, actor_id from change_event where entity_id = ? and action = 'updated'`,
      [created.id],
    );
    const [me] = await rows<{ id: string }>(demo.server.app.orm, `select id from profile where email = 'operator@demo.example.com'`);
    expect(event).toEqual({ action: 'updated', actor_id: me.id });
  });

  it('deletes a booking; a second delete or an edit of it says it no longer exists', async () => {
    const created = await demo.operator.trpc.bookings.create.mutate(form());
    expect(await demo.operator.trpc.bookings.delete.mutate({ id: created.id, version: await bookingVersion(demo.operator.trpc, created.id) })).toEqual({ id: created.id });
    expect(await bookingRow(created.id)).toBeUndefined();
    for (const call of [
      () => demo.operator.trpc.bookings.delete.mutate({ id: created.id, version: created.version }),
      () => demo.operator.trpc.bookings.update.mutate({ id: created.id, version: created.version, data: { notes: 'Gone?' } }),
      () => demo.operator.trpc.bookings.byId.query({ id: created.id }),
    ]) {
      const error = await errorOf(call());
      expect(error.data?.httpStatus).toBe(404);
      expect(error.message).toBe('This booking no longer exists. It may have been deleted by someone else.');
    }
  });

  it('rejects each bad field with a 400 naming it, and writes nothing', async () => {
    const before = await rows(demo.server.app.orm, 'select id from booking');
    const cases: [Partial<BookingFormInput>, string, string][] = [
      [{ customerName: '  ' }, 'customerName', 'Customer name is required'],
      [{ customerPhone: '12345' }, 'customerPhone', 'Phone number must be at least 10 digits'],
      [{ customerPhone: 'call me maybe' }, 'customerPhone', 'Phone may contain only digits, spaces, +, - and brackets'],
      [{ customerEmail: 'not-an-email' }, 'customerEmail', 'Invalid email address'],
      [{ pickupLocation: '' }, 'pickupLocation', 'Pickup location is required'],
      [{ dropoffLocation: '' }, 'dropoffLocation', 'Dropoff location is required'],
      [{ serviceType: 'helicopter' as never }, 'serviceType', 'Service type is required'],
      [{ status: 'lost' as never }, 'status', 'Status is required'],
      [{ bookingDate: '21/11/2026' }, 'bookingDate', 'Booking date and time is required'],
      [{ notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
    ];
    for (const [bad, field, message] of cases) {
      const error = await errorOf(demo.operator.trpc.bookings.create.mutate(form(bad)));
      expect(error.data?.httpStatus, field).toBe(400);
      expect(error.message, field).toBe(message);
      expect(error.data?.fieldErrors, field).toHaveProperty(field);
    }
    expect(await rows(demo.server.app.orm, 'select id from booking')).toHaveLength(before.length);
    expect((await errorOf(demo.operator.trpc.bookings.byId.query({ id: 'not-a-uuid' }))).data?.httpStatus).toBe(400);
  });

  it('refuses a viewer every write with 403, and the rows stay as they were', async () => {
    const id = await insertBooking(demo.server.app.orm, { customerName: 'Untouchable' });
    const before = await rows(demo.server.app.orm, 'select * from booking order by id');
    const version = await bookingVersion(demo.viewer.trpc, id);
    const refused = [
      demo.viewer.trpc.bookings.create.mutate(form()),
      demo.viewer.trpc.bookings.update.mutate({ id, version, data: { notes: 'Not mine to write' } }),
      demo.viewer.trpc.bookings.delete.mutate({ id, version }),
    ];
    for (const call of refused) expect((await errorOf(call)).data?.httpStatus).toBe(403);
    expect(await rows(demo.server.app.orm, 'select * from booking order by id')).toEqual(before);
  });
});

describe('bookings.list', () => {
  it('pages of 50, newest first, with search over name, phone and locations and a status filter', async () => {
    const marker = `Pager ${randomUUID().slice(0, 8)}`;
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < BOOKINGS_PAGE_SIZE + 5; i++) {
      await insertBooking(demo.server.app.orm, {
        customerName: `${marker} ${String(i).padStart(2, '0')}`,
        status: i % 5 === 0 ? 'confirmed' : 'pending',
        createdAt: new Date(base + i * 1000),
      });
    }
    const first = await demo.viewer.trpc.bookings.list.query({ search: marker });
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50, pageCount: 2 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0].customerName).toBe(`${marker} 54`);
    const second = await demo.viewer.trpc.bookings.list.query({ search: marker, page: 2 });
    expect(second.items.map((b) => b.customerName)).toEqual([4, 3, 2, 1, 0].map((i) => `${marker} 0${i}`));

    const confirmed = await demo.viewer.trpc.bookings.list.query({ search: marker, status: 'confirmed' });
    expect(confirmed.total).toBe(11);
    expect(confirmed.items.every((b) => b.status === 'confirmed')).toBe(true);

    // Phone and locations are searched too; LIKE wildcards are plain text.
    expect((await demo.viewer.trpc.bookings.list.query({ search: '98123 40000'.replace(' ', '') })).total).toBeGreaterThanOrEqual(55);
    expect((await demo.viewer.trpc.bookings.list.query({ search: 'manipal hospital' })).total).toBeGreaterThanOrEqual(55);
    expect((await demo.viewer.trpc.bookings.list.query({ search: '%' })).total).toBe(0);
  });

  it('finds a booking by the reference the family was told to quote (as shown, lower case, or with #), in the list and the export', async () => {
    // A request from the website: its receipt shows the reference.
    const visitor = createApiClient(demo.server.url);
    const receipt = await visitor.trpc.site.requestBooking.mutate({
      name: 'Quoting Caller',
      phone: '98450 44556',
      pickupAddress: 'Marathahalli Bridge',
      serviceType: 'emergency',
      dateTime: '',
      notes: '',
      idempotencyKey: randomUUID(),
    });
    const reference = receipt.reference;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    for (const typed of [reference, reference.toLowerCase(), `#${reference}`, ` ${reference} `]) {
      const found = await demo.viewer.trpc.bookings.list.query({ search: typed });
      expect(found.items.map((b) => [b.reference, b.customerName]), typed).toEqual([[reference, 'Quoting Caller']]);
    }
    // A part of it, or another reference, finds nothing by reference.
    expect((await demo.viewer.trpc.bookings.list.query({ search: 'FFFFFFFF' })).items.filter((b) => b.reference === reference)).toEqual([]);
    // The CSV export uses the same filter.
    const csv = await (await fetch(`${demo.server.url}/api/bookings.csv?search=${reference}`, { headers: { cookie: demo.operator.jar.header() } })).text();
    expect(csv).toContain('Quoting Caller');
  });

  it('refuses a status that does not exist with a 400', async () => {
    const error = await errorOf(demo.viewer.trpc.bookings.list.query({ status: 'lost' as never }));
    expect(error.data?.httpStatus).toBe(400);
  });
});

describe('booking changes, live (dashboard.onChange)', () => {
  it('pushes created, updated and deleted to a viewer, after each commits', async () => {
    const events = await collectChanges(demo.server.app.orm, (h) => demo.viewer.trpc.dashboard.onChange.subscribe(undefined, h), 3);
    await events.started;
    const created = await demo.operator.trpc.bookings.create.mutate(form());
    await demo.operator.trpc.bookings.update.mutate({ id: created.id, version: created.version, data: { notes: 'Call at the gate' } });
    await demo.operator.trpc.bookings.delete.mutate({ id: created.id, version: await bookingVersion(demo.operator.trpc, created.id) });
    const received = await events.done;
    expect(received.map((e) => [e.data.action, e.data.entityId, e.data.origin])).toEqual([
      ['created', created.id, 'staff'],
      ['updated', created.id, 'staff'],
      ['deleted', created.id, 'staff'],
    ]);
  });

  it('a refused write publishes nothing', async () => {
    const events = await collectChanges(demo.server.app.orm, (h) => demo.operator.trpc.dashboard.onChange.subscribe(undefined, h), 1);
    await events.started;
    await errorOf(demo.viewer.trpc.bookings.create.mutate(form()));
    await errorOf(demo.operator.trpc.bookings.create.mutate(form({ customerName: '' })));
    const marker = await insertBooking(demo.server.app.orm, { customerName: 'After the refusals' });
    const [first] = await events.done;
    expect(first.data.entityId).toBe(marker);
  });
});
