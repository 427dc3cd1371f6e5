import { randomUUID } from 'node:crypto';
import { subMinutes } from 'date-fns/subMinutes';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RATE_CARD } from '../../server/db/demo-rate-card';
import { errorOf } from '../helpers/errors';
import { crewTap as tap, rows } from '../helpers/fixtures';
import { crewAccount, seededServerForFile, type ApiClient } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/*
 * Issue 40.3: a completed trip's fare, from the rate card in force when the patient was on board,
 * the crew phone's recorded path from "Patient on board" to the arrival, and the waiting at the
 * pickup; kept with its version (a card added later does not change it); staff set another total
 * with a reason, which the timeline keeps.
 */
const demo = seededServerForFile('admin', 'operator');
const VEHICLE = 'KA-51-EM-3310'; // an emergency ambulance
let crew: ApiClient;
const now = new Date();

beforeAll(async () => {
  crew = await crewAccount(demo.server.url, demo.admin, 'crew.fare@example.com', VEHICLE);
  // The card in force for these trips: the demo's, without its night surcharge (the case runs at any hour).
  await demo.admin.trpc.fares.create.mutate({ effectiveFrom: subMinutes(now, 180).toISOString(), body: { ...DEMO_RATE_CARD, night: null } });
});

async function newBooking(extra: { pickupPoint?: string; hospital?: boolean } = {}) {
  const hospitalId = extra.hospital ? (await demo.operator.trpc.hospitals.list.query()).find((h) => h.name === 'Whitefield Heart Institute')!.id : null;
  const booking = await demo.operator.trpc.bookings.create.mutate({
    customerName: `Fare ${randomUUID().slice(0, 6)}`,
    customerPhone: '9845012345',
    customerEmail: '',
    pickupLocation: 'Varthur',
    dropoffLocation: 'Whitefield Heart Institute',
    destinationHospitalId: hospitalId,
    serviceType: 'emergency',
    status: 'pending',
    bookingDate: now.toISOString(),
    notes: '',
  });
  if (extra.pickupPoint) await demo.operator.trpc.bookings.setPickupPoint.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), point: extra.pickupPoint });
  return booking.id;
}

/** Assigned two hours ago (the phone's taps are kept after the assignment), then driven: steps at these minutes before now. */
async function drive(id: string, fixes: { lat: number; lng: number; minutesAgo: number }[] = [], toHospital = false, odometer: { start?: number; end?: number } = {}) {
  const vehicle = (await demo.admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === VEHICLE)!;
  await demo.operator.trpc.bookings.assign.mutate({ bookingId: id, version: await bookingVersion(demo.operator.trpc, id), ambulanceId: vehicle.id });
  await rows(demo.server.app.orm, "update booking set assigned_at = now() - interval '2 hours' where id = ?", [id]);
  const step = (name: 'on_the_way' | 'at_pickup' | 'on_board' | 'at_destination' | 'at_hospital' | 'handed_over' | 'completed', minutesAgo: number, odometerKm?: number) =>
    crew.trpc.crew.recordStep.mutate({ ...tap({ bookingId: id, step: name }, subMinutes(new Date(), minutesAgo)), odometerKm });
  await step('on_the_way', 100);
  await step('at_pickup', 90);
  await step('on_board', 45, odometer.start);
  for (const f of fixes) await crew.trpc.crew.sharePosition.mutate({ bookingId: id, latitude: f.lat, longitude: f.lng, accuracyM: 15, fixedAt: subMinutes(new Date(), f.minutesAgo).toISOString() });
  if (toHospital) {
    await step('at_hospital', 10, odometer.end);
    await step('handed_over', 5);
  } else await step('at_destination', 10, odometer.end);
  await step('completed', 0);
}

describe('a completed trip’s fare', () => {
  let driven: string;

  it('before completion there is none; once completed: from the recorded path and the waiting at the pickup, item by item', async () => {
    driven = await newBooking();
    expect(await demo.operator.trpc.fares.trip.query({ bookingId: driven })).toEqual({ fare: null, reason: 'not_completed', options: null });
    // North along one meridian, 0.05° a leg: 5.56 km each, 11.12 km in all. One coarse fix is left out.
    await drive(driven, [
      { lat: 12.9, lng: 77.7, minutesAgo: 40 },
      { lat: 12.6, lng: 77.7, minutesAgo: 35 },
      { lat: 12.95, lng: 77.7, minutesAgo: 30 },
      { lat: 13.0, lng: 77.7, minutesAgo: 20 },
    ]);
    await rows(demo.server.app.orm, 'update trip_position set accuracy_m = 500 where booking_id = ? and latitude = 12.6', [driven]);
    const { fare } = await demo.operator.trpc.fares.trip.query({ bookingId: driven });
    expect(fare).toMatchObject({ vehicleKind: 'emergency', distanceSource: 'path', waitingMinutes: 45, adjustedByName: null, version: 1 });
    expect(fare!.distanceMetres).toBeGreaterThanOrEqual(11_115);
    expect(fare!.distanceMetres).toBeLessThanOrEqual(11_125);
    // ₹1,500 for 10 km; 1.12 km at ₹25 is ₹27.98, ₹28; 15 minutes past the free 30 at ₹200 an hour is ₹50.
    expect(fare!.items).toEqual([
      { kind: 'minimum', code: null, paise: 150_000 },
      { kind: 'distance', code: null, paise: 2_800 },
      { kind: 'waiting', code: null, paise: 5_000 },
    ]);
    expect(fare!.totalPaise).toBe(157_800);
    expect(fare!.computedPaise).toBe(157_800);
  });

  it('a rate card added after the trip does not change its fare', async () => {
    await demo.admin.trpc.fares.create.mutate({ effectiveFrom: subMinutes(new Date(), 1).toISOString(), body: { ...DEMO_RATE_CARD, night: null, lines: DEMO_RATE_CARD.lines.map((l) => ({ ...l, minimumFarePaise: 999_900 })) } });
    expect((await demo.operator.trpc.fares.trip.query({ bookingId: driven })).fare!.totalPaise).toBe(157_800);
  });

  it('staff set another total with a reason: kept beside the computed one, the reason on the timeline; a stale edit gets 409', async () => {
    const adjusted = await demo.operator.trpc.fares.adjust.mutate({ bookingId: driven, version: 1, totalPaise: 150_000, reason: 'Waiting waived: the lift was broken' });
    expect(adjusted).toMatchObject({ totalPaise: 150_000, computedPaise: 157_800, version: 2 });
    expect(adjusted.adjustedByName).toBeTruthy();
    const timeline = await demo.operator.trpc.bookings.timeline.query({ id: driven });
    expect(timeline.find((e) => e.action === 'fare_adjusted')).toMatchObject({ changes: [{ field: 'fare', before: '₹1,578', after: '₹1,500' }], reason: 'Waiting waived: the lift was broken' });
    const stale = await errorOf(demo.operator.trpc.fares.adjust.mutate({ bookingId: driven, version: 1, totalPaise: 100_000, reason: 'Again' }));
    expect(stale.data?.httpStatus).toBe(409);
    const missing = await errorOf(demo.operator.trpc.fares.adjust.mutate({ bookingId: driven, version: 2, totalPaise: 100_000, reason: '' }));
    expect(missing.data?.httpStatus).toBe(400);
    expect(missing.message).toContain('Reason is required');
  });

  it('the odometer readings the crew entered at the start and the end come before the path; a reading that cannot be right leaves the path', async () => {
    const path = [
      { lat: 12.9389, lng: 77.7412, minutesAgo: 40 },
      { lat: 12.9689, lng: 77.7412, minutesAgo: 20 },
    ];
    const read = await newBooking();
    await drive(read, path, false, { start: 45_210.5, end: 45_224.8 });
    expect((await demo.operator.trpc.fares.trip.query({ bookingId: read })).fare).toMatchObject({ distanceSource: 'odometer', distanceMetres: 14_300 });
    const timeline = await demo.operator.trpc.bookings.timeline.query({ id: read });
    expect(timeline.flatMap((e) => e.changes.filter((c) => c.field === 'odometer').map((c) => c.after))).toEqual(['45210.5 km', '45224.8 km']);

    const backwards = await newBooking();
    await drive(backwards, path, false, { start: 45_224.8, end: 45_210.5 });
    const fromPath = (await demo.operator.trpc.fares.trip.query({ bookingId: backwards })).fare!;
    expect(fromPath.distanceSource).toBe('path');
    expect(fromPath.distanceMetres).toBeGreaterThan(3_300);
    expect(fromPath.distanceMetres).toBeLessThan(3_400);
  });

  it('a reading goes with "Patient on board" or the arrival only, in km with one decimal; taken back with its step', async () => {
    const id = await newBooking();
    const vehicle = (await demo.admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === VEHICLE)!;
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: id, version: await bookingVersion(demo.operator.trpc, id), ambulanceId: vehicle.id });
    const wrongStep = await errorOf(crew.trpc.crew.recordStep.mutate({ ...tap({ bookingId: id, step: 'on_the_way' }), odometerKm: 100 }));
    expect(wrongStep.data?.httpStatus).toBe(400);
    expect(wrongStep.message).toContain('An odometer reading goes with “Patient on board” (the start) or the arrival (the end)');
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }));
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'at_pickup' }));
    const twoDecimals = await errorOf(crew.trpc.crew.recordStep.mutate({ ...tap({ bookingId: id, step: 'on_board' }), odometerKm: 100.25 }));
    expect(twoDecimals.message).toContain('Odometer: at most one decimal, like 45210.5');
    await crew.trpc.crew.recordStep.mutate({ ...tap({ bookingId: id, step: 'on_board' }), odometerKm: 100.2 });
    const [withReading] = await rows<{ odometer_start_tenths: number | null }>(demo.server.app.orm, 'select odometer_start_tenths from booking where id = ?', [id]);
    expect(withReading.odometer_start_tenths).toBe(1002);
    await crew.trpc.crew.undoStep.mutate(tap({ bookingId: id, step: 'on_board' }));
    const [undone] = await rows<{ odometer_start_tenths: number | null }>(demo.server.app.orm, 'select odometer_start_tenths from booking where id = ?', [id]);
    expect(undone.odometer_start_tenths).toBeNull();
    // The trip ends (the vehicle is free for the next case).
    for (const step of ['on_board', 'at_destination', 'completed'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }));
  });

  it('an operator chooses the add-ons and the concession from the trip’s card: computed again and charged; codes the card lacks are refused', async () => {
    const id = await newBooking();
    await drive(id);
    const first = await demo.operator.trpc.fares.trip.query({ bookingId: id });
    expect(first.options?.addOns.map((a) => a.code)).toEqual(['oxygen', 'attendant', 'ventilator', 'stairs']);
    expect(first.options?.concessions.map((c) => c.code)).toEqual(['child', 'cancer', 'bpl']);
    const base = first.fare!.items.reduce((sum, item) => sum + item.paise, 0);

    const fare = await demo.operator.trpc.fares.setExtras.mutate({
      bookingId: id,
      version: first.fare!.version,
      addOns: [
        { code: 'oxygen', quantity: 1 },
        { code: 'stairs', quantity: 3 },
      ],
      concessionCode: 'child',
    });
    // A quarter off the trip's fare (rounded once, to whole rupees); the add-ons are not reduced.
    const off = Math.floor((2 * base * 2_500 + 10_000 * 100) / (2 * 10_000 * 100)) * 100;
    expect(fare.items.slice(-3)).toEqual([
      { kind: 'concession', code: 'child', paise: -off },
      { kind: 'add_on', code: 'oxygen', paise: 30_000 },
      { kind: 'add_on', code: 'stairs', paise: 45_000 },
    ]);
    expect(fare).toMatchObject({ computedPaise: base - off + 75_000, totalPaise: base - off + 75_000, addOns: [{ code: 'oxygen', quantity: 1 }, { code: 'stairs', quantity: 3 }], concessionCode: 'child' });
    const timeline = await demo.operator.trpc.bookings.timeline.query({ id });
    expect(timeline.find((e) => e.action === 'fare_adjusted')?.changes[0]).toEqual({ field: 'extras', before: null, after: 'oxygen, stairs × 3, concession child' });

    const stale = await errorOf(demo.operator.trpc.fares.setExtras.mutate({ bookingId: id, version: first.fare!.version, addOns: [], concessionCode: null }));
    expect(stale.data?.httpStatus).toBe(409);
    const unknown = await errorOf(demo.operator.trpc.fares.setExtras.mutate({ bookingId: id, version: fare.version, addOns: [{ code: 'helicopter', quantity: 1 }], concessionCode: null }));
    expect(unknown.data?.httpStatus).toBe(400);
    expect(unknown.message).toBe('The trip\'s rate card has no add-on "helicopter".');
    const twice = await errorOf(demo.operator.trpc.fares.setExtras.mutate({ bookingId: id, version: fare.version, addOns: [{ code: 'oxygen', quantity: 1 }, { code: 'oxygen', quantity: 2 }], concessionCode: null }));
    expect(twice.message).toContain('Each add-on once (with its quantity)');
  });

  it('too few positions: the road estimate from the pickup point to the listed hospital; neither known: the minimum fare', async () => {
    const estimated = await newBooking({ pickupPoint: '12.85, 77.70', hospital: true });
    await drive(estimated, [], true);
    const withEstimate = (await demo.operator.trpc.fares.trip.query({ bookingId: estimated })).fare!;
    expect(withEstimate.distanceSource).toBe('estimate');
    expect(withEstimate.distanceMetres).toBeGreaterThan(20_000);
    expect(withEstimate.distanceMetres).toBeLessThan(22_000);

    const unknown = await newBooking();
    await drive(unknown);
    // The patient was on board before the last card's start: the one before it, its minimum fare and the waiting.
    expect((await demo.operator.trpc.fares.trip.query({ bookingId: unknown })).fare).toMatchObject({ distanceSource: 'none', distanceMetres: 0, totalPaise: 150_000 + 5_000 });
  });
});
