import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { providerToday } from '../../shared/dates';
import { getDashboardStats } from '../../server/services/dashboard.service';
import { insertBooking, rows } from '../helpers/fixtures';
import { seededServerForFile } from '../helpers/server';

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

    const confirmed = await demo.operator.trpc.bookings.setStatus.mutate({ id: older, status: 'confirmed' });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect((await demo.viewer.trpc.dashboard.queue.query()).items.map((b) => b.id)).not.toContain(older);
    // The first confirmation is kept: going back to pending and confirming again does not move it.
    await demo.operator.trpc.bookings.setStatus.mutate({ id: older, status: 'pending' });
    const again = await demo.operator.trpc.bookings.setStatus.mutate({ id: older, status: 'confirmed' });
    expect(again.confirmedAt).toBe(confirmed.confirmedAt);
  });
});
