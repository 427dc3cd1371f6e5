import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { providerToday } from '../../shared/dates';
import { getDashboardStats } from '../../server/services/dashboard.service';
import { insertBooking, rows } from '../helpers/fixtures';
import { seededServerForFile } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

const demo = seededServerForFile('viewer', 'operator');

/** A booking row as the website or staff would have left it, at chosen times. */
async function booking(values: { source: 'website' | 'staff'; createdAt: string; confirmedAfterMinutes?: number; spam?: boolean; status?: string }) {
  const id = randomUUID();
  const created = new Date(values.createdAt);
  const confirmed = values.confirmedAfterMinutes === undefined ? null : new Date(created.getTime() + values.confirmedAfterMinutes * 60_000);
  await rows(
    demo.server.app.orm,
    `insert into booking (id, customer_name, customer_phone, pickup_location, service_type, booking_date, status, source, possible_spam, created_at, updated_at, confirmed_at)
     values (?, 'Queue Test', '+919800000000', 'Varthur', 'emergency', ?, ?, ?, ?, ?, ?, ?)`,
    [id, created, values.status ?? (confirmed ? 'confirmed' : 'pending'), values.source, values.spam ?? false, created, created, confirmed],
  );
  return id;
}

describe('live queue figures (Bengaluru day)', () => {
  it("counts today's website requests that waited over 5 minutes and the median time to confirmation", async () => {
    // 15 Jan 2030, 11:30 in Bengaluru (06:00 UTC); the day began at 14 Jan 18:30 UTC.
    const now = new Date('2030-01-15T06:00:00Z');
    await booking({ source: 'website', createdAt: '2030-01-15T05:00:00Z', confirmedAfterMinutes: 2 });
    await booking({ source: 'website', createdAt: '2030-01-15T05:10:00Z', confirmedAfterMinutes: 8 }); // over 5
    await booking({ source: 'website', createdAt: '2030-01-15T05:50:00Z' }); // still waiting, 10 min: over 5
    await booking({ source: 'website', createdAt: '2030-01-15T05:56:00Z' }); // waiting 4 min
    await booking({ source: 'website', createdAt: '2030-01-15T05:00:00Z', spam: true }); // possible spam: left out
    await booking({ source: 'website', createdAt: '2030-01-14T18:20:00Z', confirmedAfterMinutes: 30 }); // 23:50 IST yesterday
    await booking({ source: 'staff', createdAt: '2030-01-15T05:00:00Z', confirmedAfterMinutes: 30 }); // not a website request
    const stats = await getDashboardStats(demo.server.app.orm.em.fork(), now);
    expect(stats.waitedOver5MinutesToday).toBe(2);
    expect(stats.medianConfirmationSecondsToday).toBe(300); // median of 2 and 8 minutes
  });

  it('the oldest wait now is the oldest pending request that is not possible spam', async () => {
    const [{ oldest }] = (await rows<{ oldest: Date }>(
      demo.server.app.orm,
      `select min(created_at) as oldest from booking where status = 'pending' and not possible_spam`,
    )) as [{ oldest: Date }];
    const stats = await demo.viewer.trpc.dashboard.stats.query();
    expect(stats.oldestPendingSince).toBe(new Date(oldest).toISOString());
    expect(stats.oldestWaitSeconds).toBeGreaterThanOrEqual(Math.floor((Date.now() - new Date(oldest).getTime()) / 1000) - 5);
  });

  it('counts vehicles overdue and due within 7 days for maintenance (Bengaluru date)', async () => {
    const today = providerToday();
    const count = async (sql: string, params: unknown[]) => Number((await rows<{ n: string }>(demo.server.app.orm, sql, params))[0].n);
    const stats = await demo.viewer.trpc.dashboard.stats.query();
    expect(stats.maintenanceOverdue).toBe(await count(`select count(*) n from ambulance where next_maintenance_date < ?::date`, [today]));
    expect(stats.maintenanceDueSoon).toBe(await count(`select count(*) n from ambulance where next_maintenance_date between ?::date and ?::date + 7`, [today, today]));
    // The demo fleet has one vehicle 5 days overdue and one due in 2 days.
    expect([stats.maintenanceOverdue, stats.maintenanceDueSoon]).toEqual([1, 1]);
    const fleet = await demo.viewer.trpc.fleet.list.query();
    expect(fleet.filter((a) => a.maintenanceStatus === 'overdue')).toHaveLength(1);
    expect(fleet.filter((a) => a.maintenanceStatus === 'due_soon')).toHaveLength(1);
  });
});

describe('dashboard.queue', () => {
  it('lists pending requests oldest first without possible spam; confirming one stops its clock and takes it off', async () => {
    const older = await insertBooking(demo.server.app.orm, { origin: 'website', createdAt: new Date(Date.now() - 3 * 3600_000) });
    const newer = await insertBooking(demo.server.app.orm, { origin: 'website', createdAt: new Date(Date.now() - 60_000) });
    const spam = await booking({ source: 'website', createdAt: new Date(Date.now() - 4 * 3600_000).toISOString(), spam: true });
    const { items, total } = await demo.viewer.trpc.dashboard.queue.query();
    const ids = items.map((b) => b.id);
    expect(total).toBe(items.length);
    expect(ids).not.toContain(spam);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const arrivals = items.map((b) => Date.parse(b.createdAt));
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    expect(items.every((b) => b.status === 'pending')).toBe(true);

    const confirmed = await demo.operator.trpc.bookings.setStatus.mutate({ id: older, version: await bookingVersion(demo.operator.trpc, older), status: 'confirmed' });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect((await demo.viewer.trpc.dashboard.queue.query()).items.map((b) => b.id)).not.toContain(older);
    // The first confirmation is kept: going back to pending and confirming again does not move it.
    await demo.operator.trpc.bookings.setStatus.mutate({ id: older, version: await bookingVersion(demo.operator.trpc, older), status: 'pending' });
    const again = await demo.operator.trpc.bookings.setStatus.mutate({ id: older, version: await bookingVersion(demo.operator.trpc, older), status: 'confirmed' });
    expect(again.confirmedAt).toBe(confirmed.confirmedAt);
  });

  it('"Called the customer" stops the clock before any confirmation: on the timeline, off the queue, the first call kept', async () => {
    const id = await insertBooking(demo.server.app.orm, { origin: 'website', createdAt: new Date(Date.now() - 2 * 60_000) });
    expect((await demo.viewer.trpc.dashboard.queue.query()).items.map((b) => b.id)).toContain(id);
    const version = await bookingVersion(demo.operator.trpc, id);
    const called = await demo.operator.trpc.bookings.recordCallBack.mutate({ id, version });
    expect(called.status).toBe('pending');
    expect(called.confirmedAt).toBeNull();
    expect(called.calledBackAt).not.toBeNull();
    expect((await demo.viewer.trpc.dashboard.queue.query()).items.map((b) => b.id)).not.toContain(id);
    const timeline = await demo.viewer.trpc.bookings.timeline.query({ id });
    expect(timeline.at(-1)).toMatchObject({ action: 'called_back', origin: 'staff' });
    expect(timeline.at(-1)?.actor).not.toBeNull();

    // The same version again is stale (409), and a viewer may not record a call.
    await expect(demo.operator.trpc.bookings.recordCallBack.mutate({ id, version })).rejects.toMatchObject({ data: { httpStatus: 409 } });
    await expect(demo.viewer.trpc.bookings.recordCallBack.mutate({ id, version: called.version })).rejects.toMatchObject({ data: { httpStatus: 403 } });

    // A second call is on the timeline too; the clock keeps the first.
    const again = await demo.operator.trpc.bookings.recordCallBack.mutate({ id, version: called.version });
    expect(again.calledBackAt).toBe(called.calledBackAt);
    expect((await demo.viewer.trpc.bookings.timeline.query({ id })).filter((e) => e.action === 'called_back')).toHaveLength(2);

    // A cancelled booking takes no call.
    const cancelled = await demo.operator.trpc.bookings.setStatus.mutate({ id, version: again.version, status: 'cancelled', reason: 'Test' });
    await expect(demo.operator.trpc.bookings.recordCallBack.mutate({ id, version: cancelled.version })).rejects.toMatchObject({
      message: 'This booking is cancelled: a call can only be recorded on a pending, confirmed or in-progress booking.',
    });
  });
});

describe('call back in the figures', () => {
  it('a request called at 4 minutes and confirmed at 8 did not wait over 5', async () => {
    const now = new Date('2030-02-15T06:00:00Z');
    const id = await booking({ source: 'website', createdAt: '2030-02-15T05:00:00Z', confirmedAfterMinutes: 8 });
    const before = (await getDashboardStats(demo.server.app.orm.em.fork(), now)).waitedOver5MinutesToday;
    await rows(demo.server.app.orm, `update booking set called_back_at = created_at + interval '4 minutes' where id = ?`, [id]);
    expect((await getDashboardStats(demo.server.app.orm.em.fork(), now)).waitedOver5MinutesToday).toBe(before - 1);
  });
});
