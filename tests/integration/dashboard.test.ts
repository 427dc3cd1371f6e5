import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../../server/services/auth.service';
import { getDashboardStats, startOfProviderDay } from '../../server/services/dashboard.service';
import { insertBooking, insertInquiry, rows } from '../helpers/fixtures';
import { collectChanges, createApiClient, NO_SCHEDULED_TICK, seededServerWithEnvForFile, signedIn, startTestServer, type ApiClient } from '../helpers/server';
import { ambulanceVersion } from '../helpers/versions';

const demo = seededServerWithEnvForFile(NO_SCHEDULED_TICK, 'viewer', 'operator');

describe('dashboard.stats on a database holding only what this test creates', () => {
  // Issue 18.8: the expected figures come from the fixtures below, never from the code's own SQL.
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let operator: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    await createApiClient(server.url).trpc.auth.signUp.mutate({ email: 'figures@example.com', password: 'figures-password-1', fullName: 'Figures Operator', phone: '98450 55667' });
    const [{ id }] = await rows<{ id: string }>(server.app.orm, `select id from profile where email = 'figures@example.com'`);
    await server.app.orm.em.fork().transactional((tx) => setRole(tx, id, 'operator', { origin: 'system' }));
    operator = await signedIn(server.url, 'figures@example.com', 'figures-password-1');
  });
  afterAll(async () => {
    operator.closeSocket();
    await server.close();
    await server.dropDatabase();
  });

  it('the eight figures, and Pending Requests counts exactly the queue (possible spam out of both)', async () => {
    const api = operator.trpc;
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const staffBooking = (status: 'pending' | 'completed' | 'cancelled', bookingDate: string) =>
      api.bookings.create.mutate({
        customerName: 'Figures Patient',
        customerPhone: '98450 22334',
        customerEmail: '',
        pickupLocation: 'Varthur',
        dropoffLocation: 'Manipal Hospital',
        serviceType: 'emergency',
        status,
        bookingDate,
        notes: '',
      });
    // Staff bookings: pending today, pending 36 hours ago (before today began in any zone),
    // completed and cancelled later today or tomorrow, and one confirmed by assigning a vehicle.
    await staffBooking('pending', inHours(1));
    await staffBooking('pending', inHours(-36));
    await staffBooking('completed', inHours(2));
    await staffBooking('cancelled', inHours(3));
    const toConfirm = await staffBooking('pending', inHours(4));
    // Four website requests from one phone: the fourth is past the phone's budget (3 an hour),
    // stored as possible spam. With no date given, a request is for now (today).
    const visitor = createApiClient(server.url);
    for (let n = 1; n <= 4; n++) {
      await visitor.trpc.site.requestBooking.mutate({ name: `Caller ${n}`, phone: '98450 99887', pickupAddress: 'Whitefield', serviceType: 'emergency', dateTime: '', notes: '', idempotencyKey: randomUUID() });
    }
    expect((await api.bookings.list.query({ possibleSpam: true })).items.map((b) => b.customerName)).toEqual(['Caller 4']);

    // The fleet: one ready, one taken out of service, one busy on the confirmed booking.
    const vehicle = (n: number) =>
      api.fleet.create.mutate({ vehicleNumber: `KA-01-FG-000${n}`, ambulanceType: 'emergency', isAvailable: true, lastMaintenanceDate: '', nextMaintenanceDate: '', driverName: '', driverPhone: '' });
    await vehicle(1);
    const out = await vehicle(2);
    await api.fleet.setAvailability.mutate({ id: out.id, version: out.version, isAvailable: false });
    const busy = await vehicle(3);
    await api.bookings.assign.mutate({ bookingId: toConfirm.id, ambulanceId: busy.id, version: toConfirm.version });

    // Inquiries: two messages, one opened.
    for (const name of ['First Sender', 'Second Sender']) {
      await visitor.trpc.site.sendInquiry.mutate({ name, email: 'sender@example.com', phone: '', message: 'Do you cover Hoskote at night?', idempotencyKey: randomUUID() });
    }
    const [opened] = (await api.inquiries.list.query({})).items;
    await api.inquiries.markRead.mutate({ id: opened.id });

    const stats = await api.dashboard.stats.query();
    expect(stats).toMatchObject({
      totalBookings: 9, // 5 staff + 4 website (possible spam is still a booking)
      todaysBookings: 8, // all but the one 36 hours ago
      pendingRequests: 5, // 2 staff + 3 website; the possible spam is out, as in the queue
      confirmed: 1,
      totalFleet: 3,
      availableAmbulances: 1, // in service and on no booking
      unreadInquiries: 1,
      completed: 1,
    });
    const queue = await api.dashboard.queue.query();
    expect(queue.total).toBe(stats.pendingRequests);
    expect(queue.items.map((b) => b.customerName).filter((name) => name.startsWith('Caller'))).toEqual(['Caller 1', 'Caller 2', 'Caller 3']);
  });
});

describe('dashboard.stats', () => {
  it("counts today's bookings from midnight in Bengaluru, future dates included", async () => {
    // 20 Nov 2026 19:00 UTC is already 21 Nov, 00:30 in Bengaluru: today began at 18:30 UTC.
    const now = new Date('2026-11-20T19:00:00Z');
    expect(startOfProviderDay(now).toISOString()).toBe('2026-11-20T18:30:00.000Z');
    const em = demo.server.app.orm.em.fork();
    const before = (await getDashboardStats(em, now)).todaysBookings;
    await insertBooking(demo.server.app.orm, { bookingDate: new Date('2026-11-20T18:29:00Z') }); // 23:59 IST yesterday
    await insertBooking(demo.server.app.orm, { bookingDate: new Date('2026-11-20T18:30:00Z') }); // 00:00 IST today
    await insertBooking(demo.server.app.orm, { bookingDate: new Date('2027-03-01T10:00:00Z') }); // future
    expect((await getDashboardStats(em, now)).todaysBookings).toBe(before + 2);
  });
});

describe('dashboard.onChange', () => {
  it('carries bookings, ambulances and inquiries, and marks public booking requests as from the website', async () => {
    const events = await collectChanges(demo.server.app.orm, (h) => demo.viewer.trpc.dashboard.onChange.subscribe(undefined, h), 3);
    await events.started;
    const bookingId = await insertBooking(demo.server.app.orm, { customerName: 'Website Caller', origin: 'website' });
    const [ambulance] = await demo.operator.trpc.fleet.list.query();
    await demo.operator.trpc.fleet.setAvailability.mutate({ id: ambulance.id, version: await ambulanceVersion(demo.operator.trpc, ambulance.id), isAvailable: !ambulance.isAvailable });
    const inquiryId = await insertInquiry(demo.server.app.orm);
    expect((await events.done).map((e) => [e.data.topic, e.data.action, e.data.entityId, e.data.origin])).toEqual([
      ['booking', 'created', bookingId, 'website'],
      ['ambulance', 'updated', ambulance.id, 'staff'],
      ['inquiry', 'created', inquiryId, 'website'],
    ]);
  });
});

describe('two server processes on one database', () => {
  it('a change made through one process reaches a dashboard subscribed on the other', async () => {
    const second = await startTestServer({ databaseUrl: demo.server.databaseUrl });
    try {
      const onSecond = await signedIn(second.url, 'viewer@demo.example.com');
      const events = await collectChanges(demo.server.app.orm, (h) => onSecond.trpc.dashboard.onChange.subscribe(undefined, h), 1);
      await events.started;
      const [ambulance] = await demo.operator.trpc.fleet.list.query();
      await demo.operator.trpc.fleet.setAvailability.mutate({ id: ambulance.id, version: await ambulanceVersion(demo.operator.trpc, ambulance.id), isAvailable: !ambulance.isAvailable });
      const [event] = await events.done;
      expect(event.data).toMatchObject({ topic: 'ambulance', action: 'updated', entityId: ambulance.id });
      onSecond.closeSocket();
    } finally {
      await second.close();
    }
  });
});
