import { describe, expect, it } from 'vitest';
import { getDashboardStats, startOfProviderDay } from '../../server/services/dashboard.service';
import { insertBooking, insertInquiry, rows } from '../helpers/fixtures';
import { collectChanges, seededServerForFile, signedIn, startTestServer } from '../helpers/server';

const demo = seededServerForFile('viewer', 'operator');

const count = async (sql: string, params: unknown[] = []) => Number((await rows<{ n: string }>(demo.server.app.orm, sql, params))[0].n);

describe('dashboard.stats', () => {
  it('returns the eight figures the database holds, in one call', async () => {
    const stats = await demo.viewer.trpc.dashboard.stats.query();
    expect(stats).toMatchObject({
      totalBookings: await count('select count(*) n from booking'),
      todaysBookings: await count('select count(*) n from booking where booking_date >= ?', [startOfProviderDay()]),
      pendingRequests: await count(`select count(*) n from booking where status = 'pending'`),
      confirmed: await count(`select count(*) n from booking where status = 'confirmed'`),
      totalFleet: 12,
      availableAmbulances: 9,
      unreadInquiries: 3,
      completed: await count(`select count(*) n from booking where status = 'completed'`),
    });
    expect(stats.totalBookings).toBe(25);
  });

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
    await demo.operator.trpc.fleet.setAvailability.mutate({ id: ambulance.id, isAvailable: !ambulance.isAvailable });
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
      await demo.operator.trpc.fleet.setAvailability.mutate({ id: ambulance.id, isAvailable: !ambulance.isAvailable });
      const [event] = await events.done;
      expect(event.data).toMatchObject({ topic: 'ambulance', action: 'updated', entityId: ambulance.id });
      onSecond.closeSocket();
    } finally {
      await second.close();
    }
  });
});
