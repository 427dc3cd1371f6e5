import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { newestReading } from '../../shared/figures-order';
import { DashboardFigures } from '../../server/live/dashboard-figures';
import { getDashboardStatsAsOf, type DashboardStatsAsOf } from '../../server/services/dashboard.service';
import { collect, NO_SCHEDULED_TICK, seededServerWithEnvForFile } from '../helpers/server';

const demo = seededServerWithEnvForFile(NO_SCHEDULED_TICK, 'operator', 'viewer');

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
      collect<DashboardStatsAsOf>((h) => (i % 2 ? demo.viewer : demo.operator).trpc.dashboard.onFigures.subscribe(undefined, h), 2, 40_000),
    );
    // Each gets the current figures first.
    const before = await demo.operator.trpc.dashboard.stats.query();
    for (const stream of streams) await expect.poll(() => stream.items.length, { timeout: 30_000 }).toBe(1);
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
    expect({ ...pushed, oldestWaitSeconds: null, asOf: null }).toEqual({ ...queried, oldestWaitSeconds: null, asOf: null });
    // Read from the same changes (when they were read differs).
    expect(pushed.asOf.position).toBe(queried.asOf.position);
  });

  it('a burst of changes is pushed as few computations, the last one with every change in it', async () => {
    const figures = demo.server.app.figures;
    let latest: DashboardStatsAsOf | null = null;
    let received = 0;
    const sub = demo.operator.trpc.dashboard.onFigures.subscribe(undefined, {
      onData: (stats) => {
        latest = stats;
        received++;
      },
    });
    try {
      await expect.poll(() => received, { timeout: 30_000 }).toBeGreaterThan(0);
      const start = latest!.totalBookings;
      const computedBefore = figures.computations;
      await Promise.all(Array.from({ length: 20 }, (_, i) => demo.operator.trpc.bookings.create.mutate(booking(`Burst Person ${i}`))));
      await expect.poll(() => latest!.totalBookings, { timeout: 30_000 }).toBe(start + 20);
      // 20 changes within about a second: coalesced to a burst's first and at most one a second after.
      expect(figures.computations - computedBefore).toBeLessThanOrEqual(4);
    } finally {
      sub.unsubscribe();
    }
  });
});

/** The values a DashboardFigures stream yields, read as they come. */
function reader(stream: AsyncGenerator<DashboardStatsAsOf>) {
  const items: DashboardStatsAsOf[] = [];
  void (async () => {
    for await (const item of stream) items.push(item);
  })();
  return items;
}

const quiet = { warn: () => {} };

describe('figures that arrive out of order (issue 36)', () => {
  it('a reading answered after a newer one is neither pushed over it nor kept for the next dashboard', async () => {
    const { orm, live } = demo.server.app;
    // The first reading's answer is held back, as a slow query under load holds it: the change
    // after it is read and pushed first.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let firstRead!: Promise<DashboardStatsAsOf>;
    let reads = 0;
    const read = (em: EntityManager) => {
      const reading = getDashboardStatsAsOf(em);
      if (++reads > 1) return reading;
      firstRead = reading;
      return reading.then(async (figures) => {
        await held;
        return figures;
      });
    };
    const figures = new DashboardFigures(orm, live, quiet, { firstDelayMs: 10, minIntervalMs: 100, read });
    const open = new AbortController();
    try {
      const shown = reader(figures.stream(open.signal));
      await expect.poll(() => reads).toBe(1);
      const before = await firstRead;
      await demo.operator.trpc.bookings.create.mutate(booking('Out Of Order Person'));
      await expect.poll(() => shown.at(-1)?.totalBookings ?? null, { timeout: 30_000 }).toBe(before.totalBookings + 1);

      release();
      // The held reading's answer, and whatever the figures do with it, come before this.
      await firstRead;
      await new Promise((r) => setImmediate(r));
      expect(shown.at(-1)!.totalBookings).toBe(before.totalBookings + 1);
      expect(shown.every((f) => f.totalBookings === before.totalBookings + 1)).toBe(true);
      // A dashboard opened now gets the newest figures at once, not the late answer.
      const next = new AbortController();
      const opened = reader(figures.stream(next.signal));
      await expect.poll(() => opened.length).toBe(1);
      expect(opened[0].totalBookings).toBe(before.totalBookings + 1);
      next.abort();
    } finally {
      open.abort();
      figures.close();
    }
  });

  it("the figures say which changes they include: the stream's position in the same snapshot", async () => {
    const before = await demo.viewer.trpc.dashboard.stats.query();
    const changes = collect<{ data: { id: number } }>((h) => demo.viewer.trpc.dashboard.onChange.subscribe(undefined, h), 1);
    await changes.started;
    await demo.operator.trpc.bookings.create.mutate(booking('Positioned Person'));
    const [change] = await changes.done;
    const after = await demo.viewer.trpc.dashboard.stats.query();
    expect(before.asOf.position).toBeLessThan(change.data.id);
    expect(after.asOf.position).toBeGreaterThanOrEqual(change.data.id);
    expect(after.totalBookings).toBe(before.totalBookings + 1);
    // The screen's rule picks the later reading, whichever arrives last.
    expect(newestReading(after, before)).toBe(after);
    expect(newestReading(before, after)).toBe(after);
  });

  it('figures a process cached before a write no change announced lose to a reading after it', async () => {
    // A dashboard open: the process computes and caches the figures.
    const open = collect<DashboardStatsAsOf>((h) => demo.viewer.trpc.dashboard.onFigures.subscribe(undefined, h), 1);
    const [cached] = await open.done;
    // A write with no change event (as a test ageing a booking directly does): the process cannot know.
    await demo.server.app.orm.em.getConnection().execute(`update booking set status = 'completed' where id = (select id from booking where status = 'pending' and not possible_spam limit 1)`);
    const fetched = await demo.viewer.trpc.dashboard.stats.query();
    expect(fetched.pendingRequests).toBe(cached.pendingRequests - 1);
    // A dashboard opened now may get the cached figures pushed after its fetch: same changes, read earlier.
    const pushed = collect<DashboardStatsAsOf>((h) => demo.viewer.trpc.dashboard.onFigures.subscribe(undefined, h), 1);
    const [first] = await pushed.done;
    expect(newestReading(fetched, first)).toBe(fetched);
    expect(newestReading(first, fetched)).toBe(fetched);
  });
});
