import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { providerToday } from '../../shared/dates';
import { BookingSchema } from '../../server/db/entities';
import { recordChange } from '../../server/live/record';
import { diffFields, recordHistory, staffActor } from '../../server/services/history.service';
import { getDashboardStats } from '../../server/services/dashboard.service';
import { applyRetention } from '../../server/services/retention.service';
import { errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { createApiClient, NO_SCHEDULED_TICK, seededServerWithEnvForFile } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/**
 * Issue 9 point 10: `npm run data:retention` removes old personal data and keeps the counts.
 * Issue 18 point 3: from the timeline too, in batches that never hold dispatch up.
 */
const demo = seededServerWithEnvForFile(NO_SCHEDULED_TICK, 'operator');

function retention(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/retention.ts'], {
      env: { ...process.env, DATABASE_URL: demo.server.databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const OLD_PHONE = '9812345670';
const OLD_NOTES = 'OLD-NOTE-5531 wheelchair at the gate';

/** Moves a booking's dates back by `days` (as if it had been made then). */
async function age(table: 'booking' | 'contact_submission', id: string, days: number) {
  const dates = table === 'booking' ? 'created_at = created_at - i, updated_at = updated_at - i, booking_date = booking_date - i' : 'created_at = created_at - i';
  await demo.server.app.orm.em.getConnection().execute(`update ${table} set ${dates} from (select make_interval(days => ?) as i) d where id = ?`, [days, id]);
}

describe('npm run data:retention', () => {
  it('anonymises bookings and inquiries older than RETENTION_DAYS (their timelines too), keeps newer ones and every dashboard count', async () => {
    // An old booking entered by staff, edited (its timeline holds the old and new phone), then cancelled.
    const form = {
      customerName: 'Old Staff Patient',
      customerPhone: '9812345600',
      customerEmail: 'old.patient@example.com',
      pickupLocation: '9 Old Airport Road',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'icu' as const,
      status: 'pending' as const,
      bookingDate: new Date().toISOString(),
      notes: OLD_NOTES,
    };
    const staffBooking = await demo.operator.trpc.bookings.create.mutate(form);
    // An edit (only the field changed), then the dispatch action that cancels it with a reason.
    const edited = await demo.operator.trpc.bookings.update.mutate({ id: staffBooking.id, version: staffBooking.version, data: { customerPhone: OLD_PHONE } });
    const cancelled = await demo.operator.trpc.bookings.setStatus.mutate({
      id: staffBooking.id,
      version: edited.version,
      status: 'cancelled',
      reason: 'OLD-REASON-8812 family took the patient',
    });
    // An old request from the website, an old inquiry, and recent ones of each.
    const visitor = createApiClient(demo.server.url);
    const website = async (name: string) => {
      const key = randomUUID();
      await visitor.trpc.site.requestBooking.mutate({ name, phone: OLD_PHONE, pickupAddress: '2 Varthur Road', serviceType: 'emergency', dateTime: '', notes: OLD_NOTES, idempotencyKey: key });
      return (await rows<{ id: string }>(demo.server.app.orm, 'select id from booking where idempotency_key = ?', [key]))[0].id;
    };
    const inquiry = async (name: string) => {
      const key = randomUUID();
      await visitor.trpc.site.sendInquiry.mutate({ name, email: 'old.sender@example.com', phone: OLD_PHONE, message: 'OLD-MESSAGE-2290 please call back', idempotencyKey: key });
      return (await rows<{ id: string }>(demo.server.app.orm, 'select id from contact_submission where idempotency_key = ?', [key]))[0].id;
    };
    const oldWebsite = await website('Old Website Patient');
    const recentWebsite = await website('Recent Website Patient');
    const oldInquiry = await inquiry('Old Sender');
    const recentInquiry = await inquiry('Recent Sender');
    await age('booking', staffBooking.id, 40);
    await age('booking', oldWebsite, 40);
    await age('contact_submission', oldInquiry, 40);
    await age('booking', recentWebsite, 10);

    const at = new Date();
    const countsBefore = await getDashboardStats(demo.server.app.orm.em.fork(), at);
    const statusesBefore = await rows(demo.server.app.orm, 'select status, service_type, booking_date, count(*) from booking group by 1, 2, 3 order by 1, 2, 3');
    const timelineBefore = await rows<{ n: string }>(demo.server.app.orm, 'select count(*) as n from history_entry');

    const run = await retention({ RETENTION_DAYS: '30' });
    expect(run.code).toBe(0);
    expect(run.output).toContain('Removed the personal details of 2 booking(s) and 1 inquiry(ies) older than 30 days');

    const booking = (id: string) => rows<Record<string, unknown>>(demo.server.app.orm, 'select * from booking where id = ?', [id]).then((r) => r[0]);
    for (const id of [staffBooking.id, oldWebsite]) {
      expect(await booking(id)).toMatchObject({
        customer_name: '(anonymised)',
        customer_phone: '(anonymised)',
        customer_email: null,
        pickup_location: '(anonymised)',
        dropoff_location: null,
        notes: null,
        cancel_reason: null,
      });
    }
    expect(await booking(staffBooking.id)).toMatchObject({ status: 'cancelled', service_type: 'icu', version: cancelled.version + 1 });
    // Retention is a write like any other: an edit made from before it is stale, and changes nothing.
    const stale = await errorOf(demo.operator.trpc.bookings.update.mutate({ id: staffBooking.id, version: cancelled.version, data: { notes: 'typed before retention' } }));
    expect(stale.data?.httpStatus).toBe(409);
    expect(stale.message).toMatch(/^This booking was changed by data retention at \d\d:\d\d, reload to see it\.$/);
    expect(await booking(staffBooking.id)).toMatchObject({ notes: null, version: cancelled.version + 1 });
    expect(await booking(recentWebsite)).toMatchObject({ customer_name: 'Recent Website Patient', notes: OLD_NOTES, anonymised_at: null });
    const [oldMessage] = await rows(demo.server.app.orm, 'select name, email, phone, message from contact_submission where id = ?', [oldInquiry]);
    expect(oldMessage).toEqual({ name: '(anonymised)', email: '(anonymised)', phone: null, message: '(anonymised)' });
    const [recentMessage] = await rows(demo.server.app.orm, 'select name from contact_submission where id = ?', [recentInquiry]);
    expect(recentMessage).toEqual({ name: 'Recent Sender' });

    // The timeline keeps its entries (the status change too) but no personal value or reason:
    // neither in the database...
    const timeline = await rows<{ changes: unknown; reason: string | null }>(
      demo.server.app.orm,
      `select h.changes, h.reason, p.changes as personal_changes, p.reason as personal_reason
         from history_entry h left join history_entry_personal p on p.entry_id = h.id
        where h.subject_id = ? order by h.id`,
      [staffBooking.id],
    );
    expect(timeline.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(timeline);
    for (const secret of [OLD_PHONE, '9812345600', 'Old Staff Patient', 'OLD-NOTE-5531', 'OLD-REASON-8812', 'old.patient@example.com', 'Old Airport']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"after":"cancelled"');
    expect(await rows(demo.server.app.orm, 'select count(*) as n from history_entry')).toEqual(timelineBefore);
    // ...nor as staff see it: the edit names the phone field, its values are gone.
    const shown = await demo.operator.trpc.bookings.timeline.query({ id: staffBooking.id });
    expect(shown.map((e) => e.action)).toEqual(['created', 'updated', 'status_changed']);
    expect(shown[1].changes).toEqual([{ field: 'customerPhone', before: null, after: null, erased: true }]);
    // The cancel code names no one: it stays, the free-text reason goes.
    expect(shown[2]).toMatchObject({
      changes: [
        { field: 'status', before: 'pending', after: 'cancelled' },
        { field: 'cancelCode', before: null, after: 'other' },
      ],
      reason: null,
    });
    // ...and stays append-only for everyone else.
    await expect(demo.server.app.orm.em.getConnection().execute('delete from history_entry')).rejects.toThrow(/append-only/);

    // The dashboard counts the same: rows, statuses, dates and read flags are kept.
    expect(await getDashboardStats(demo.server.app.orm.em.fork(), at)).toEqual(countsBefore);
    expect(await rows(demo.server.app.orm, 'select status, service_type, booking_date, count(*) from booking group by 1, 2, 3 order by 1, 2, 3')).toEqual(statusesBefore);
    // Staff still open an anonymised booking; a second run finds nothing more to do.
    expect((await demo.operator.trpc.bookings.byId.query({ id: oldWebsite })).customerName).toBe('(anonymised)');
    expect((await retention({ RETENTION_DAYS: '30' })).output).toContain('of 0 booking(s) and 0 inquiry(ies)');
  }, 120_000);

  it('works in short batches: dispatch writes go on while it runs, none waits for the whole run', async () => {
    const orm = demo.server.app.orm;
    // Old bookings with personal values in their timelines: what createBooking writes (the
    // booking, its "created" entry through recordHistory, a change event), for 1,000 bookings
    // in one flush rather than 1,000 transactions; then aged.
    const OLD = 1000;
    const loader = { id: randomUUID(), fullName: 'Bulk Loader' };
    await orm.em.fork().transactional(async (tx) => {
      for (let i = 0; i < OLD; i++) {
        const booking = tx.create(BookingSchema, {
          id: randomUUID(),
          customerName: `Bulk Patient ${i}`,
          customerPhone: '9812300000',
          pickupLocation: `${i} BULK-STREET`,
          dropoffLocation: 'Manipal Hospital',
          serviceType: 'emergency',
          bookingDate: new Date(),
          notes: 'BULK-NOTE',
        });
        recordHistory(tx, {
          subject: 'booking',
          subjectId: booking.id,
          action: 'created',
          changes: diffFields(
            { customerName: null, pickupLocation: null, notes: null },
            { customerName: booking.customerName, pickupLocation: booking.pickupLocation, notes: booking.notes },
            ['customerName', 'pickupLocation', 'notes'],
          ),
          actor: staffActor(loader),
        });
        recordChange(tx, { topic: 'booking', action: 'created', entityId: booking.id, origin: 'staff', actorId: loader.id });
      }
      await tx.flush();
    });
    await orm.em.getConnection().execute(
      `update booking set created_at = created_at - interval '40 days', updated_at = updated_at - interval '40 days',
              booking_date = booking_date - interval '40 days'
        where customer_name like 'Bulk Patient %'`,
    );

    // The concurrent dispatch work: an operator assigns a vehicle to a recent booking and takes
    // it off again, over and over; each write's wait is kept.
    const nextMonth = format(addDays(new Date(`${providerToday()}T12:00:00`), 30), 'yyyy-MM-dd');
    const vehicle = (n: number) =>
      demo.operator.trpc.fleet.create.mutate({
        vehicleNumber: `KA-99-RT-${n}`,
        ambulanceType: 'emergency',
        isAvailable: true,
        lastMaintenanceDate: '',
        nextMaintenanceDate: nextMonth,
        driverName: `Retention Driver ${n}`,
        driverPhone: '+919880012345',
      });
    const [shuttle, late] = await Promise.all([vehicle(1), vehicle(2)]);
    const recent = await demo.operator.trpc.bookings.create.mutate({
      customerName: 'Recent Dispatch Patient',
      customerPhone: '9812399999',
      customerEmail: '',
      pickupLocation: 'Whitefield',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'emergency',
      status: 'pending',
      bookingDate: new Date().toISOString(),
      notes: '',
    });
    const timed = async <T>(write: () => Promise<T>) => {
      const start = performance.now();
      await write();
      const end = performance.now();
      return { start, end, wait: end - start };
    };
    // Each write is made from the version the previous one answered (no extra read in the timing).
    let recentVersion = recent.version;
    const dispatchWrite = (n: number) =>
      timed(async () => {
        const written =
          n % 2 === 0
            ? await demo.operator.trpc.bookings.assign.mutate({ bookingId: recent.id, version: recentVersion, ambulanceId: shuttle.id })
            : await demo.operator.trpc.bookings.unassign.mutate({ bookingId: recent.id, version: recentVersion });
        recentVersion = written.version;
      });
    // The same writes with nothing else running: the figure to compare with.
    const alone: number[] = [];
    for (let n = 0; n < 20; n++) alone.push((await dispatchWrite(n)).wait);

    let running = true;
    const writes: Awaited<ReturnType<typeof dispatchWrite>>[] = [];
    const writer = (async () => {
      for (let n = 0; running; n++) writes.push(await dispatchWrite(n));
    })();

    // After the first batch, with retention waiting for this: the batch is committed, and a
    // write to a booking it has just anonymised goes through. (Were its lock, or any lock on the
    // timeline, held past the batch, this write would wait for the retention and the retention
    // for it.)
    let midRun: { anonymisedBefore: boolean; status: string } | 'nothing committed' | null = null;
    const BATCH = 25;
    const started = performance.now();
    const result = await applyRetention(orm.em.fork(), 30, {
      batchSize: BATCH,
      onBatch: async (progress) => {
        if (progress.batches !== 1) return;
        const [done] = await rows<{ id: string }>(orm, `select id from booking where customer_name = '(anonymised)' and notes is null and status = 'pending' limit 1`);
        if (!done) return void (midRun = 'nothing committed');
        const assigned = await demo.operator.trpc.bookings.assign.mutate({ bookingId: done.id, version: await bookingVersion(demo.operator.trpc, done.id), ambulanceId: late.id });
        midRun = { anonymisedBefore: assigned.customerName === '(anonymised)', status: assigned.status };
      },
    }).finally(() => (running = false));
    const finished = performance.now();
    await writer;

    expect(result.bookings).toBeGreaterThanOrEqual(OLD);
    expect(result.batches).toBeGreaterThanOrEqual(OLD / BATCH);
    expect(midRun).toEqual({ anonymisedBefore: true, status: 'confirmed' });
    const during = writes.filter((w) => w.end > started && w.start < finished);
    const longest = Math.max(...during.map((w) => w.wait));
    const duration = finished - started;
    // Writes went on all along: several finished while it ran, and no write waited for half of it.
    expect(during.filter((w) => w.end < finished).length).toBeGreaterThanOrEqual(3);
    expect(longest).toBeLessThan(duration / 2);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `retention: ${result.bookings} booking(s) in ${result.batches} batch(es) of ${BATCH}, ${duration.toFixed(0)} ms; ` +
        `concurrent dispatch writes: ${during.length}, longest wait ${longest.toFixed(1)} ms, median ${median(during.map((w) => w.wait)).toFixed(1)} ms; ` +
        `the same writes alone: longest ${Math.max(...alone).toFixed(1)} ms, median ${median(alone).toFixed(1)} ms`,
    );

    // Every old booking's personal values are gone, from the booking and its timeline.
    expect(await rows(orm, `select count(*)::int as n from booking where customer_name like 'Bulk Patient %' or notes = 'BULK-NOTE'`)).toEqual([{ n: 0 }]);
    expect(await rows(orm, `select count(*)::int as n from history_entry_personal p where p.changes::text like '%BULK-%'`)).toEqual([{ n: 0 }]);
  }, 240_000);

  it('refuses a RETENTION_DAYS that is not a whole number of days', async () => {
    const run = await retention({ RETENTION_DAYS: 'forever' });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('RETENTION_DAYS');
  }, 60_000);
});
