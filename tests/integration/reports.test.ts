import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportCancellations, reportFigures, reportVehicles } from '../../server/services/reports.service';
import { reportInput, type ReportInput } from '../../shared/schemas/reports';
import { errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { seededServerForFile } from '../helpers/server';

/**
 * Issue 21: a timeline whose answers are worked out by hand, in March 2031 (no demo data there).
 * Times are Bengaluru's (IST, UTC+5:30); shifts day 08:00–20:00, night 20:00–08:00.
 */
const demo = seededServerForFile('viewer');
const NOW = new Date('2031-04-01T00:00:00Z');
const ist = (local: string) => new Date(`${local}+05:30`);
const plus = (t: Date, seconds: number) => new Date(t.getTime() + seconds * 1000);
const V1 = randomUUID();
const V2 = randomUUID();

interface Seeded {
  created: string;
  source?: 'website' | 'staff';
  status: 'completed' | 'cancelled' | 'pending';
  /** Seconds after the request. */
  called?: number;
  confirmed?: number;
  assigned?: number;
  ambulance?: string;
  onTheWay?: number;
  atPickup?: number;
  onBoard?: number;
  atDestination?: number;
  ended?: number;
  cancelCode?: string | null;
  cancelReason?: string;
}

async function seedBooking(b: Seeded) {
  const created = ist(b.created);
  const at = (s?: number) => (s === undefined ? null : plus(created, s));
  await rows(
    demo.server.app.orm,
    `insert into booking (id, customer_name, customer_phone, pickup_location, service_type, booking_date, status, source, created_at, updated_at,
                          called_back_at, confirmed_at, assigned_at, ambulance_id, on_the_way_at, at_pickup_at, on_board_at, at_destination_at, cancel_code, cancel_reason)
     values (?, 'Report Test', '+919800000000', 'Varthur', 'emergency', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [randomUUID(), created, b.status, b.source ?? 'website', created, created, at(b.called), at(b.confirmed), at(b.assigned), b.ambulance ?? null,
      at(b.onTheWay), at(b.atPickup), at(b.onBoard), at(b.atDestination), b.cancelCode ?? null, b.cancelReason ?? null],
  );
  // ended_at follows the status (a trigger): set it to the seeded time afterwards.
  if (b.ended !== undefined) {
    await rows(demo.server.app.orm, `update booking set ended_at = ? where created_at = ? and customer_name = 'Report Test'`, [at(b.ended), created]);
  }
}

beforeAll(async () => {
  const orm = demo.server.app.orm;
  for (const [id, number] of [[V1, 'KA-21-RP-0001'], [V2, 'KA-21-RP-0002']]) {
    await rows(orm, `insert into ambulance (id, vehicle_number, ambulance_type, is_available, created_at, updated_at) values (?, ?, 'emergency', true, ?, ?)`, [
      id, number, ist('2031-03-01T00:00:00'), ist('2031-03-01T00:00:00'),
    ]);
  }
  // V2 goes into maintenance half way through the range (11 Mar 08:00) and stays there.
  await rows(orm, `update ambulance set is_available = false where id = ?`, [V2]);
  await rows(
    orm,
    `insert into history_entry (subject, subject_id, action, changes, origin, occurred_at)
     values ('ambulance', ?, 'availability_changed', '[{"field":"isAvailable","before":"yes","after":"no"}]', 'system', ?)`,
    [V2, ist('2031-03-11T08:00:00')],
  );

  // A: 10 Mar, day shift: called at 4:59, every crew tap.
  await seedBooking({ created: '2031-03-10T09:00:00', status: 'completed', called: 299, confirmed: 600, assigned: 600, ambulance: V1, onTheWay: 720, atPickup: 1200, onBoard: 1800, atDestination: 3000, ended: 3600 });
  // B: 10 Mar, day shift: called at 5:01, no crew taps (completed by status).
  await seedBooking({ created: '2031-03-10T10:00:00', status: 'completed', called: 301, confirmed: 360, assigned: 360, ambulance: V1, ended: 3960 });
  // C: 10 Mar, night shift crossing midnight: confirmed (no call) at 2:00, arrived 00:10 on the 11th.
  await seedBooking({ created: '2031-03-10T23:50:00', status: 'completed', confirmed: 120, assigned: 180, ambulance: V2, onTheWay: 300, atPickup: 1200, onBoard: 1800, atDestination: 3000, ended: 3600 });
  // D: 11 Mar 02:00, still 10 Mar's night shift; staff entry, cancelled: no ambulance; never called.
  await seedBooking({ created: '2031-03-11T02:00:00', source: 'staff', status: 'cancelled', cancelCode: 'no_ambulance', ended: 600 });
  // E: 11 Mar, day shift: called at 1:00, then the customer cancelled.
  await seedBooking({ created: '2031-03-11T08:30:00', status: 'cancelled', called: 60, cancelCode: 'customer_cancelled', ended: 300 });
  // F: 11 Mar, day shift: cancelled before the codes (free text only): "other".
  await seedBooking({ created: '2031-03-11T12:00:00', status: 'cancelled', cancelCode: null, cancelReason: 'Wrong number', ended: 300 });
  // X: 10 Mar 07:30, 9 Mar's night shift (outside the range), confirmed at 1:00; V1's trip 07:40–08:20
  // straddles the range's start: its 20 minutes from 08:00 count as busy, its trip does not.
  await seedBooking({ created: '2031-03-10T07:30:00', status: 'completed', confirmed: 60, assigned: 600, ambulance: V1, ended: 3000 });
  // Outside the range: 10 Mar 07:59 (9 Mar's night shift) and 12 Mar 08:00 (12 Mar's day shift).
  await seedBooking({ created: '2031-03-10T07:59:00', status: 'pending' });
  await seedBooking({ created: '2031-03-12T08:00:00', status: 'pending' });
});

const range = (overrides: Partial<ReportInput> = {}): ReportInput => reportInput.parse({ from: '2031-03-10', to: '2031-03-11', ...overrides });
const em = () => demo.server.app.orm.em.fork();
const none = { p50: null, p90: null };
const noIntervals = { callBack: none, assignment: none, turnout: none, travel: none, response: none, onScene: none, transport: none, total: none };

describe('reports: figures per day and shift', () => {
  it('counts requests and the within-5-minutes share (4:59 in, 5:01 out), with p50 and p90 of each interval', async () => {
    const figures = await reportFigures(em(), range());
    const row = (day: string | null, shift: 'day' | 'night' | null) => figures.find((f) => f.day === day && f.shift === shift);
    expect(figures.map((f) => [f.day, f.shift, f.requests, f.calledWithin5])).toEqual([
      ['2031-03-10', null, 4, 2],
      ['2031-03-10', 'day', 2, 1],
      ['2031-03-10', 'night', 2, 1],
      ['2031-03-11', null, 2, 1],
      ['2031-03-11', 'day', 2, 1],
      ['2031-03-11', 'night', 0, 0],
      [null, null, 6, 3],
    ]);
    expect(row('2031-03-10', 'day')).toEqual({
      day: '2031-03-10',
      shift: 'day',
      requests: 2,
      calledWithin5: 1,
      within5Share: 0.5,
      intervals: {
        callBack: { p50: 300, p90: 301 }, // 299 and 301: p90 = 299 + 0.9 × 2 = 300.8
        assignment: { p50: 480, p90: 576 }, // 360 and 600
        turnout: { p50: 120, p90: 120 }, // B has no crew taps: only A
        travel: { p50: 480, p90: 480 },
        response: { p50: 1200, p90: 1200 },
        onScene: { p50: 600, p90: 600 },
        transport: { p50: 1200, p90: 1200 },
        total: { p50: 3780, p90: 3924 }, // 3600 and 3960
      },
    });
    // The night shift that crossed midnight: C's steps after 00:00 still count for 10 Mar's night.
    expect(row('2031-03-10', 'night')?.intervals).toEqual({
      callBack: { p50: 120, p90: 120 },
      assignment: { p50: 180, p90: 180 },
      turnout: { p50: 120, p90: 120 },
      travel: { p50: 900, p90: 900 },
      response: { p50: 1200, p90: 1200 },
      onScene: { p50: 600, p90: 600 },
      transport: { p50: 1200, p90: 1200 },
      total: { p50: 3600, p90: 3600 },
    });
    // The cancelled booking never called: counted, not within 5 minutes, no intervals.
    expect(row('2031-03-11', 'day')?.intervals).toEqual({
      callBack: { p50: 60, p90: 60 },
      assignment: none,
      turnout: none,
      travel: none,
      response: none,
      onScene: none,
      transport: none,
      total: none,
    });
    // The whole range: call-backs 60, 120, 299, 301 → p50 209.5, p90 300.4.
    expect(row(null, null)?.intervals.callBack).toEqual({ p50: 210, p90: 300 });
    expect(row(null, null)?.within5Share).toBe(0.5);
    // 11 Mar's night shift had no request: there, with 0 and no figures.
    expect(row('2031-03-11', 'night')).toEqual({ day: '2031-03-11', shift: 'night', requests: 0, calledWithin5: 0, within5Share: null, intervals: noIntervals });
  });

  it('lists every day of the range, those without requests as 0 with no figures', async () => {
    // 9 Mar's night shift has two requests (X, and 10 Mar 07:59), 12 Mar's day shift one (08:00); 13 Mar none.
    const figures = await reportFigures(em(), range({ from: '2031-03-08', to: '2031-03-13' }));
    expect(figures.filter((f) => f.shift === null).map((f) => [f.day, f.requests, f.calledWithin5, f.within5Share])).toEqual([
      ['2031-03-08', 0, 0, null],
      ['2031-03-09', 2, 1, 0.5],
      ['2031-03-10', 4, 2, 0.5],
      ['2031-03-11', 2, 1, 0.5],
      ['2031-03-12', 1, 0, 0],
      ['2031-03-13', 0, 0, null],
      [null, 9, 4, 4 / 9],
    ]);
    expect(figures.filter((f) => f.shift !== null).map((f) => [f.day, f.shift, f.requests])).toEqual([
      ['2031-03-08', 'day', 0],
      ['2031-03-08', 'night', 0],
      ['2031-03-09', 'day', 0],
      ['2031-03-09', 'night', 2],
      ['2031-03-10', 'day', 2],
      ['2031-03-10', 'night', 2],
      ['2031-03-11', 'day', 2],
      ['2031-03-11', 'night', 0],
      ['2031-03-12', 'day', 1],
      ['2031-03-12', 'night', 0],
      ['2031-03-13', 'day', 0],
      ['2031-03-13', 'night', 0],
    ]);
    for (const day of ['2031-03-08', '2031-03-13']) {
      expect(figures.find((f) => f.day === day && f.shift === null)).toEqual({ day, shift: null, requests: 0, calledWithin5: 0, within5Share: null, intervals: noIntervals });
    }
    // A range of one empty day: that day and the total, both 0.
    const empty = await reportFigures(em(), range({ from: '2031-03-20', to: '2031-03-20', shift: 'day' }));
    expect(empty.map((f) => [f.day, f.shift, f.requests, f.within5Share])).toEqual([
      ['2031-03-20', null, 0, null],
      ['2031-03-20', 'day', 0, null],
      [null, null, 0, null],
    ]);
  });

  it('filters by shift and by source', async () => {
    const night = await reportFigures(em(), range({ shift: 'night' }));
    expect(night.map((f) => [f.day, f.shift, f.requests, f.calledWithin5])).toEqual([
      ['2031-03-10', null, 2, 1],
      ['2031-03-10', 'night', 2, 1],
      ['2031-03-11', null, 0, 0],
      ['2031-03-11', 'night', 0, 0],
      [null, null, 2, 1],
    ]);
    const staff = await reportFigures(em(), range({ source: 'staff' }));
    expect(staff.at(-1)).toMatchObject({ requests: 1, calledWithin5: 0, within5Share: 0 });
  });
});

describe('reports: per vehicle', () => {
  it('trips, hours busy, utilisation over hours in service (maintenance half the range) and median response', async () => {
    const vehicles = (await reportVehicles(em(), range(), undefined, NOW)).filter((v) => v.id === V1 || v.id === V2);
    expect(vehicles).toEqual([
      // Always in service: 48 hours. Busy X 08:00–08:20 (from the range's start), A 09:10–10:00 and
      // B 10:06–11:06: 130 minutes. X's request is before the range: not one of its trips.
      { id: V1, vehicleNumber: 'KA-21-RP-0001', trips: 2, busyHours: 130 / 60, inServiceHours: 48, utilisation: 130 / 2880, medianResponseSeconds: 1200 },
      // In service until 11 Mar 08:00: 24 hours. Busy C 23:53–00:50: 57 minutes.
      { id: V2, vehicleNumber: 'KA-21-RP-0002', trips: 1, busyHours: 57 / 60, inServiceHours: 24, utilisation: 57 / 1440, medianResponseSeconds: 1200 },
    ]);
    const nights = (await reportVehicles(em(), range({ shift: 'night' }), undefined, NOW)).filter((v) => v.id === V2);
    // Night shifts: 10 Mar 20:00–11 Mar 08:00 in service, 11 Mar's night not: 12 hours.
    expect(nights).toEqual([{ id: V2, vehicleNumber: 'KA-21-RP-0002', trips: 1, busyHours: 57 / 60, inServiceHours: 12, utilisation: 57 / 720, medianResponseSeconds: 1200 }]);
  });
});

describe('reports: cancellations', () => {
  it('counts each coded reason (free text only: other), split between the customer and us', async () => {
    expect(await reportCancellations(em(), range())).toEqual({
      byReason: [
        { code: 'customer_cancelled', side: 'customer', count: 1 },
        { code: 'no_ambulance', side: 'ours', count: 1 },
        { code: 'duplicate_or_spam', side: 'customer', count: 0 },
        { code: 'went_elsewhere', side: 'customer', count: 0 },
        { code: 'other', side: 'ours', count: 1 },
      ],
      customerSide: 1,
      ourSide: 2,
    });
  });
});

describe('reports over the API', () => {
  it('a viewer reads them; a bad range is a 400 with its message', async () => {
    const figures = await demo.viewer.trpc.reports.figures.query({ from: '2031-03-10', to: '2031-03-11' });
    expect(figures.at(-1)).toMatchObject({ day: null, requests: 6 });
    const reversed = await errorOf(demo.viewer.trpc.reports.cancellations.query({ from: '2031-03-11', to: '2031-03-10' }));
    expect(reversed.data?.httpStatus).toBe(400);
    expect(reversed.message).toBe('The start date must be on or before the end date');
    const tooLong = await errorOf(demo.viewer.trpc.reports.vehicles.query({ from: '2030-01-01', to: '2031-03-10' }));
    expect(tooLong.data?.httpStatus).toBe(400);
    expect(tooLong.message).toBe('A report covers at most 366 days');
    // A date the calendar allows but no report covers (the fuzz test's year 0 gave a 500).
    const yearZero = await errorOf(demo.viewer.trpc.reports.figures.query({ from: '0000-02-29', to: '0000-02-29' }));
    expect(yearZero.data?.httpStatus).toBe(400);
    expect(yearZero.message).toMatch(/^Use a year between/);
  });
});
