import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../server/services/dashboard.service';
import { collect, seededServerForFile } from '../helpers/server';

const demo = seededServerForFile('operator', 'viewer');

const booking = (name: string) => ({
  customerName: name,
  customerPhone: '+91 98450 77881',
  customerEmail: '',
  pickupLocation: 'Indiranagar',
  dropoffLocation: 'Manipal Hospital',
  serviceType: 'emergency' as const,
  status: 'pending' as const,
  bookingDate: '2026-11-24T09:30:00+05:30',
  notes: '',
});

describe('the dashboard figures are computed once per process and pushed to every open dashboard (issue 23.2)', () => {
  it('ten open dashboards get the new figures after a change, computed once for all of them', async () => {
    const figures = demo.server.app.figures;
    const streams = Array.from({ length: 10 }, (_, i) =>
      collect<DashboardStats>((h) => (i % 2 ? demo.viewer : demo.operator).trpc.dashboard.onFigures.subscribe(undefined, h), 2, 15_000),
    );
    // Each gets the current figures first.
    const before = await demo.operator.trpc.dashboard.stats.query();
    for (const stream of streams) await expect.poll(() => stream.items.length, { timeout: 10_000 }).toBe(1);
    for (const stream of streams) expect(stream.items[0].totalBookings).toBe(before.totalBookings);

    const computedBefore = figures.computations;
    await demo.operator.trpc.bookings.create.mutate(booking('Figures Test Person'));
    const after = await Promise.all(streams.map((s) => s.done));
    for (const items of after) {
      expect(items[1].totalBookings).toBe(before.totalBookings + 1);
      expect(items[1].pendingRequests).toBe(before.pendingRequests + 1);
    }
    // One change, ten dashboards: one computation (not ten refetches).
    expect(figures.computations - computedBefore).toBe(1);
    // What was pushed is what the query answers.
    const pushed = after[0][1];
    const queried = await demo.viewer.trpc.dashboard.stats.query();
    expect({ ...pushed, oldestWaitSeconds: null }).toEqual({ ...queried, oldestWaitSeconds: null });
  });

  it('a burst of changes is pushed as few computations, the last one with every change in it', async () => {
    const figures = demo.server.app.figures;
    let latest: DashboardStats | null = null;
    let received = 0;
    const sub = demo.operator.trpc.dashboard.onFigures.subscribe(undefined, {
      onData: (stats) => {
        latest = stats;
        received++;
      },
    });
    try {
      await expect.poll(() => received, { timeout: 10_000 }).toBeGreaterThan(0);
      const start = latest!.totalBookings;
      const computedBefore = figures.computations;
      await Promise.all(Array.from({ length: 20 }, (_, i) => demo.operator.trpc.bookings.create.mutate(booking(`Burst Person ${i}`))));
      await expect.poll(() => latest!.totalBookings, { timeout: 10_000 }).toBe(start + 20);
      // 20 changes within about a second: coalesced to a burst's first and at most one a second after.
      expect(figures.computations - computedBefore).toBeLessThanOrEqual(4);
    } finally {
      sub.unsubscribe();
    }
  });
});
