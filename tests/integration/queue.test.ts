import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { providerToday } from '../../shared/dates';
import { getDashboardStats } from '../../server/services/dashboard.service';
import { insertBooking, rows } from '../helpers/fixtures';
import { NO_SCHEDULED_TICK, seededServerWithEnvForFile } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

const demo = seededServerWithEnvForFile(NO_SCHEDULED_TICK, 'viewer', 'operator');

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

  it('the oldest wait now is the oldest pending request that is neither possible spam nor called back', async () => {
    // Older than anything else in the database (the demo data's oldest request is 20 days old):
    // the figure's answer is known from these alone.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await booking({ source: 'website', createdAt: daysAgo(44), spam: true }); // possible spam: not a wait
    const calledBack = await booking({ source: 'website', createdAt: daysAgo(43) }); // called: its wait ended
    await rows(demo.server.app.orm, `update booking set called_back_at = created_at + interval '2 minutes' where id = ?`, [calledBack]);
    await booking({ source: 'website', createdAt: daysAgo(42), confirmedAfterMinutes: 3 }); // confirmed: not waiting
    const oldestCreatedAt = daysAgo(41);
    const oldest = await booking({ source: 'staff', createdAt: oldestCreatedAt });
    const nextCreatedAt = daysAgo(40);
    await booking({ source: 'website', createdAt: nextCreatedAt });

    const asked = Date.now();
    const stats = await demo.viewer.trpc.dashboard.stats.query();
    expect(stats.oldestPendingSince).toBe(oldestCreatedAt);
    // 41 days, counted at the moment the server answered.
    expect(stats.oldestWaitSeconds).toBeGreaterThanOrEqual(Math.floor((asked - Date.parse(oldestCreatedAt)) / 1000) - 1);
    expect(stats.oldestWaitSeconds).toBeLessThanOrEqual(Math.ceil((Date.now() - Date.parse(oldestCreatedAt)) / 1000) + 1);

    // Confirmed, it no longer waits: the next one is the oldest wait.
    await demo.operator.trpc.bookings.setStatus.mutate({ id: oldest, version: await bookingVersion(demo.operator.trpc, oldest), status: 'confirmed' });
    expect((await demo.viewer.trpc.dashboard.stats.query()).oldestPendingSince).toBe(nextCreatedAt);
  });

  it('counts vehicles overdue and due within 7 days for maintenance (Bengaluru date)', async () => {
    // The demo fleet has one vehicle 5 days overdue and one due in 2 days.
    const before = await demo.viewer.trpc.dashboard.stats.query();
    expect([before.maintenanceOverdue, before.maintenanceDueSoon]).toEqual([1, 1]);
    const fleet = await demo.viewer.trpc.fleet.list.query();
    expect(fleet.filter((a) => a.maintenanceStatus === 'overdue')).toHaveLength(1);
    expect(fleet.filter((a) => a.maintenanceStatus === 'due_soon')).toHaveLength(1);

    // Four more, at the edges of the windows of Bengaluru's today: yesterday is overdue; today
    // and 7 days from today are due soon; 8 days from today is neither.
    const today = providerToday();
    const day = (offset: number) => format(addDays(new Date(`${today}T12:00:00`), offset), 'yyyy-MM-dd');
    for (const [n, offset] of [-1, 0, 7, 8].entries()) {
      await demo.operator.trpc.fleet.create.mutate({
        vehicleNumber: `KA-01-QM-000${n}`,
        ambulanceType: 'basic',
        isAvailable: true,
        lastMaintenanceDate: '',
        nextMaintenanceDate: day(offset),
        driverName: '',
        driverPhone: '',
      });
    }
    const after = await demo.viewer.trpc.dashboard.stats.query();
    expect([after.maintenanceOverdue, after.maintenanceDueSoon]).toEqual([2, 3]);
    const statuses = Object.fromEntries(
      (await demo.viewer.trpc.fleet.list.query()).filter((a) => a.vehicleNumber.startsWith('KA-01-QM-')).map((a) => [a.vehicleNumber, a.maintenanceStatus]),
    );
    expect(statuses).toEqual({ 'KA-01-QM-0000': 'overdue', 'KA-01-QM-0001': 'due_soon', 'KA-01-QM-0002': 'due_soon', 'KA-01-QM-0003': 'ok' });
  });
});

describe('dashboard.queue', () => {
  it('lists pending requests oldest first without possible spam; confirming one stops its clock and takes it off', async () => {
    const queue = () => demo.viewer.trpc.dashboard.queue.query();
    const { total: before } = await queue();
    // Older than every other request here (earlier tests' go back 44 days): they head the queue.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const spam = await booking({ source: 'website', createdAt: daysAgo(62).toISOString(), spam: true });
    const [olderAt, newerAt] = [daysAgo(61), daysAgo(60)];
    const older = await insertBooking(demo.server.app.orm, { origin: 'website', createdAt: olderAt });
    const confirmedAlready = await booking({ source: 'website', createdAt: daysAgo(60.5).toISOString(), confirmedAfterMinutes: 4 });
    const newer = await insertBooking(demo.server.app.orm, { origin: 'website', createdAt: newerAt });
    const { items, total } = await queue();
    expect(total).toBe(before + 2);
    expect(items).toHaveLength(total);
    expect(items.slice(0, 2).map((b) => b.id)).toEqual([older, newer]);
    expect(items.slice(0, 2).map((b) => b.createdAt)).toEqual([olderAt.toISOString(), newerAt.toISOString()]);
    const ids = items.map((b) => b.id);
    expect(ids).not.toContain(spam);
    expect(ids).not.toContain(confirmedAlready);
    expect(items.every((b) => b.status === 'pending')).toBe(true);
    const arrivals = items.map((b) => Date.parse(b.createdAt));
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));

    const confirmed = await demo.operator.trpc.bookings.setStatus.mutate({ id: older, version: await bookingVersion(demo.operator.trpc, older), status: 'confirmed' });
    expect(confirmed.confirmedAt).not.toBeNull();
    const afterConfirming = await queue();
    expect(afterConfirming.total).toBe(before + 1);
    expect(afterConfirming.items[0].id).toBe(newer);
    expect(afterConfirming.items.map((b) => b.id)).not.toContain(older);
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
