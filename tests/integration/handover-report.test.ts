import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { seededServerForFile } from '../helpers/server';

/**
 * Issue 39.4: handovers at the receiving hospitals, on a set whose answers are worked out by hand
 * (May 2031, no demo data there; times Bengaluru's, shifts day 08:00–20:00 and night 20:00–08:00).
 * percentile_cont interpolates: the p50 of 4 values is the mean of the middle two.
 */
const demo = seededServerForFile('admin', 'viewer');
const ist = (local: string) => new Date(`${local}+05:30`);
const plus = (t: Date, seconds: number) => new Date(t.getTime() + seconds * 1000);
const ids: Record<string, string> = {};
let hospitalA: string;
let hospitalB: string;

interface Trip {
  key: string;
  created: string;
  hospital: 'A' | 'B';
  source?: 'website' | 'staff';
  /** Seconds from arrival to handover (null: not handed over yet). */
  handover: number | null;
  /** Seconds from the pre-alert to arrival (none: no pre-alert). */
  lead?: number;
}

const TRIPS: Trip[] = [
  { key: 't1', created: '2031-05-10T10:00:00', hospital: 'A', handover: 600, lead: 720 },
  { key: 't2', created: '2031-05-10T11:00:00', hospital: 'A', handover: 1200, lead: 360 },
  { key: 't3', created: '2031-05-10T12:00:00', hospital: 'A', handover: 3000 },
  { key: 't4', created: '2031-05-10T13:00:00', hospital: 'B', handover: 300, lead: 480 },
  { key: 't5', created: '2031-05-10T14:00:00', hospital: 'B', handover: 2760 },
  { key: 't6', created: '2031-05-10T15:00:00', hospital: 'A', handover: null },
  { key: 't7', created: '2031-05-10T16:00:00', hospital: 'B', handover: 1800, source: 'staff' },
  { key: 't8', created: '2031-05-10T22:00:00', hospital: 'A', handover: 840 },
];

beforeAll(async () => {
  const point = (lat: number) => `${lat}, 77.70`;
  const form = { address: 'Report Road', edPhone: '080 4123 0099', services: ['emergency' as const] };
  hospitalA = (await demo.admin.trpc.hospitals.create.mutate({ ...form, name: 'Report Hospital A', point: point(12.95) })).id;
  hospitalB = (await demo.admin.trpc.hospitals.create.mutate({ ...form, name: 'Report Hospital B', point: point(12.96) })).id;
  const orm = demo.server.app.orm;
  for (const t of TRIPS) {
    const created = ist(t.created);
    const onBoard = plus(created, 900);
    const arrived = plus(onBoard, 1200);
    const id = randomUUID();
    ids[t.key] = id;
    await rows(
      orm,
      `insert into booking (id, customer_name, customer_phone, pickup_location, service_type, booking_date, status, source, created_at, updated_at,
                            destination_hospital_id, on_the_way_at, at_pickup_at, on_board_at, at_hospital_at, handed_over_at)
       values (?, 'Handover Report', '+919800000000', 'Varthur', 'emergency', ?, 'in_progress', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, created, t.source ?? 'website', created, created, t.hospital === 'A' ? hospitalA : hospitalB, plus(created, 60), plus(created, 600), onBoard, arrived,
        t.handover === null ? null : plus(arrived, t.handover)],
    );
    if (t.lead !== undefined) {
      await rows(
        orm,
        `insert into prealert (id, booking_id, hospital_id, token, age_band, sex, complaint, priority, sent_at, sent_by)
         values (?, ?, ?, ?, 'adult', 'male', 'chest_pain', 'red', ?, 'staff')`,
        [randomUUID(), id, t.hospital === 'A' ? hospitalA : hospitalB, randomBytes(32).toString('base64url'), plus(arrived, -t.lead)],
      );
    }
  }
});

const report = (over: Partial<{ from: string; to: string; shift: 'all' | 'day' | 'night'; source: 'all' | 'website' | 'staff' }> = {}) =>
  demo.viewer.trpc.reports.handovers.query({ from: '2031-05-10', to: '2031-05-10', shift: 'all', source: 'website', ...over });

describe('handovers at the receiving hospitals', () => {
  it('per hospital and in all: p50/p90, the share within 15 minutes, the pre-alert lead time; the trips over 45 minutes', async () => {
    const { hospitals, over45 } = await report();
    expect(hospitals).toEqual([
      // A: 600, 840, 1200, 3000 (t6 not handed over yet, t7 staff's).
      { hospitalId: hospitalA, hospital: 'Report Hospital A', trips: 4, handover: { p50: 1020, p90: 2460 }, within15: 2, within15Share: 0.5, prealerts: 2, prealertLeadP50: 540 },
      // B: 300, 2760.
      { hospitalId: hospitalB, hospital: 'Report Hospital B', trips: 2, handover: { p50: 1530, p90: 2514 }, within15: 1, within15Share: 0.5, prealerts: 1, prealertLeadP50: 480 },
      // All: 300, 600, 840, 1200, 2760, 3000; leads 360, 480, 720.
      { hospitalId: null, hospital: null, trips: 6, handover: { p50: 1020, p90: 2880 }, within15: 3, within15Share: 0.5, prealerts: 3, prealertLeadP50: 480 },
    ]);
    expect(over45.map((t) => [t.bookingId, t.hospital, t.seconds])).toEqual([
      [ids.t3, 'Report Hospital A', 3000],
      [ids.t5, 'Report Hospital B', 2760],
    ]);
  });

  it('follows the shift and source filters', async () => {
    const day = await report({ shift: 'day' });
    expect(day.hospitals[0]).toMatchObject({ hospital: 'Report Hospital A', trips: 3, handover: { p50: 1200, p90: 2640 }, within15: 1 });
    const staff = await report({ source: 'staff' });
    expect(staff.hospitals).toEqual([
      { hospitalId: hospitalB, hospital: 'Report Hospital B', trips: 1, handover: { p50: 1800, p90: 1800 }, within15: 0, within15Share: 0, prealerts: 0, prealertLeadP50: null },
      { hospitalId: null, hospital: null, trips: 1, handover: { p50: 1800, p90: 1800 }, within15: 0, within15Share: 0, prealerts: 0, prealertLeadP50: null },
    ]);
    expect(staff.over45).toEqual([]);
    const none = await report({ from: '2031-06-01', to: '2031-06-02' });
    expect(none).toEqual({ hospitals: [{ hospitalId: null, hospital: null, trips: 0, handover: { p50: null, p90: null }, within15: 0, within15Share: null, prealerts: 0, prealertLeadP50: null }], over45: [] });
  });

  it('bad filters are a 400 with the message', async () => {
    const error = await errorOf(report({ from: '2031-05-11', to: '2031-05-10' }));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toBe('The start date must be on or before the end date');
  });
});
