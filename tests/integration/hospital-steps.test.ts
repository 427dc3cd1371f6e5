import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingFormInput } from '../../shared/schemas/booking';
import { errorOf } from '../helpers/errors';
import { crewTap as tap } from '../helpers/fixtures';
import { crewAccount, seededServerForFile, type ApiClient } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/*
 * Issue 39.3: a trip to a listed hospital ends "Arrived at hospital" then "Patient handed over"
 * (two times, as NEMSIS keeps them), in place of "Reached destination", which other trips keep.
 * Through the crew's taps as the phone's outbox sends them: late (tapped offline), twice, out of
 * order; on the timeline and the family's page ("Handed over to … at 10:42").
 */
const demo = seededServerForFile('admin', 'operator', 'viewer');

// Each vehicle is used by one test only (a vehicle holds one active booking at a time).
const VEHICLE = { hospital: 'KA-04-CD-6150', other: 'KA-02-NN-7001', undo: 'KA-51-EM-3310' };
let vehicles: Map<string, string>;
let heart: { id: string; name: string };
const crews = {} as Record<keyof typeof VEHICLE, ApiClient>;
beforeAll(async () => {
  vehicles = new Map((await demo.admin.trpc.fleet.list.query()).map((a) => [a.vehicleNumber, a.id]));
  heart = (await demo.viewer.trpc.hospitals.list.query()).find((h) => h.name === 'Whitefield Heart Institute')!;
  for (const key of Object.keys(VEHICLE) as (keyof typeof VEHICLE)[]) {
    crews[key] = await crewAccount(demo.server.url, demo.admin, `crew.${key}@example.com`, VEHICLE[key]);
  }
});

const form = (overrides: Partial<BookingFormInput> = {}): BookingFormInput => ({
  customerName: `Handover ${randomUUID().slice(0, 6)}`,
  customerPhone: '9845012345',
  customerEmail: '',
  pickupLocation: 'Varthur Main Road, Varthur',
  dropoffLocation: 'Typed destination',
  serviceType: 'cardiac',
  status: 'pending',
  bookingDate: new Date().toISOString(),
  notes: '',
  ...overrides,
});

/** A booking assigned to the vehicle (confirmed). */
async function assigned(vehicle: keyof typeof VEHICLE, overrides: Partial<BookingFormInput> = {}) {
  const created = await demo.operator.trpc.bookings.create.mutate(form(overrides));
  await demo.operator.trpc.bookings.assign.mutate({ bookingId: created.id, version: await bookingVersion(demo.operator.trpc, created.id), ambulanceId: vehicles.get(VEHICLE[vehicle])! });
  return created;
}

const familyPage = async (trackingPath: string) => (await fetch(`${demo.server.url}${trackingPath}`)).text();

describe('a trip to a listed hospital', () => {
  it('has its two hospital steps, in order, each dated by its tap (sent in order, one twice, one too early); the family reads the handover', async () => {
    const booking = await assigned('hospital', { destinationHospitalId: heart.id });
    const crew = crews.hospital;
    const current = await crew.trpc.crew.current.query();
    expect(current.booking).toMatchObject({ id: booking.id, toHospital: true, next: 'on_the_way', dropoffLocation: 'Whitefield Heart Institute, ITPL Main Road, Whitefield, Bengaluru 560066' });
    expect(current.booking!.steps.map((s) => s.step)).toEqual(['on_the_way', 'at_pickup', 'on_board', 'at_hospital', 'handed_over', 'completed']);

    // Tapped on the phone one after another (a step's time is its tap's, never before the
    // assignment made just now, nor past the server's clock plus 2 minutes), kept in the outbox
    // and sent in order, some of them together.
    const base = Date.now() + 1000;
    const at = (seconds: number) => new Date(base + seconds * 1000);
    const taps = {
      on_the_way: tap({ bookingId: booking.id, step: 'on_the_way' as const }, at(0)),
      at_pickup: tap({ bookingId: booking.id, step: 'at_pickup' as const }, at(10)),
      on_board: tap({ bookingId: booking.id, step: 'on_board' as const }, at(20)),
      at_hospital: tap({ bookingId: booking.id, step: 'at_hospital' as const }, at(40)),
      handed_over: tap({ bookingId: booking.id, step: 'handed_over' as const }, at(52)),
    };
    for (const step of ['on_the_way', 'at_pickup', 'on_board'] as const) await crew.trpc.crew.recordStep.mutate(taps[step]);

    // "Reached destination" is not this trip's step; a step out of order is refused.
    const wrong = await errorOf(crew.trpc.crew.recordStep.mutate(tap({ bookingId: booking.id, step: 'at_destination' })));
    expect(wrong.data?.httpStatus).toBe(409);
    expect(wrong.message).toBe('This trip goes to a listed hospital: record "Arrived at hospital" and "Patient handed over" instead of "Reached destination".');
    const early = await errorOf(crew.trpc.crew.recordStep.mutate(taps.handed_over));
    expect(early.data?.httpStatus).toBe(409);
    expect(early.message).toBe('Record "Arrived at hospital" first.');

    const arrived = await crew.trpc.crew.recordStep.mutate(taps.at_hospital);
    expect(arrived).toMatchObject({ next: 'handed_over', status: 'in_progress' });
    // The same tap again (its answer lost): the same answer, recorded once.
    expect(await crew.trpc.crew.recordStep.mutate(taps.at_hospital)).toEqual(arrived);
    // The position is no longer shared once at the hospital.
    const position = await errorOf(crew.trpc.crew.sharePosition.mutate({ bookingId: booking.id, latitude: 12.98, longitude: 77.73, accuracyM: 10, fixedAt: new Date().toISOString() }));
    expect(position.data?.httpStatus).toBe(409);

    const handed = await crew.trpc.crew.recordStep.mutate(taps.handed_over);
    expect(handed).toMatchObject({ next: 'completed', undoable: { step: 'handed_over' } });
    const times = Object.fromEntries(handed.steps.map((s) => [s.step, s.at]));
    expect(times.at_hospital).toBe(taps.at_hospital.tappedAt);
    expect(times.handed_over).toBe(taps.handed_over.tappedAt);

    // The timeline names both steps, each at its tap's time.
    const timeline = await demo.viewer.trpc.bookings.timeline.query({ id: booking.id });
    const steps = timeline.filter((e) => e.action === 'step_recorded').map((e) => [e.changes[0] && 'after' in e.changes[0] ? e.changes[0].after : null, e.occurredAt]);
    expect(steps).toEqual([
      ['On the way', taps.on_the_way.tappedAt],
      ['Arrived at pickup', taps.at_pickup.tappedAt],
      ['Patient on board', taps.on_board.tappedAt],
      ['Arrived at hospital', taps.at_hospital.tappedAt],
      ['Patient handed over', taps.handed_over.tappedAt],
    ]);

    // The family's page: "Handed over to Whitefield Heart Institute", with the time of the tap.
    const { trackingPath } = await demo.viewer.trpc.bookings.byId.query({ id: booking.id });
    const page = await familyPage(trackingPath);
    expect(page).toContain('<h1>Handed over to Whitefield Heart Institute</h1>');
    expect(page).toContain('The patient is now in the care of the emergency team at Whitefield Heart Institute.');
    expect(page).toMatch(new RegExp(`data-stage="handed_over">\\s*<span class="title">Handed over to Whitefield Heart Institute</span>\\s*<time datetime="${taps.handed_over.tappedAt}"`));
    expect(page).toMatch(/data-stage="at_hospital">\s*<span class="title">Arrived at Whitefield Heart Institute<\/span>/);
    expect(page).not.toContain('data-stage="at_destination"');

    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: booking.id, step: 'completed' }));
    expect((await demo.viewer.trpc.bookings.byId.query({ id: booking.id })).status).toBe('completed');
  });

  it('an operator records the same steps from the booking\'s page (with its version), and can take the last back', async () => {
    const booking = await assigned('undo', { destinationHospitalId: heart.id });
    for (const step of ['on_the_way', 'at_pickup', 'on_board', 'at_hospital', 'handed_over'] as const) {
      await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: booking.id, step, version: await bookingVersion(demo.operator.trpc, booking.id) });
    }
    const detail = await demo.viewer.trpc.bookings.byId.query({ id: booking.id });
    expect(detail.crewSteps).toMatchObject({ next: 'completed', undoable: { step: 'handed_over' }, sequence: ['on_the_way', 'at_pickup', 'on_board', 'at_hospital', 'handed_over', 'completed'] });
    const undone = await demo.operator.trpc.bookings.undoStep.mutate({ bookingId: booking.id, step: 'handed_over', version: detail.version });
    // The step before it was recorded within the minute too: it can be taken back next.
    expect(undone).toMatchObject({ next: 'handed_over', undoable: { step: 'at_hospital' } });
    expect(await familyPage(detail.trackingPath)).toContain('<h1>Arrived at Whitefield Heart Institute</h1>');
  });
});

describe('any other destination', () => {
  it('keeps the single "Reached destination"; the hospital steps are refused', async () => {
    const booking = await assigned('other', { serviceType: 'neonatal', dropoffLocation: 'Home, Lake View Layout' });
    const crew = crews.other;
    expect((await crew.trpc.crew.current.query()).booking!.steps.map((s) => s.step)).toEqual(['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed']);
    for (const step of ['on_the_way', 'at_pickup', 'on_board'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: booking.id, step }));
    const refused = await errorOf(crew.trpc.crew.recordStep.mutate(tap({ bookingId: booking.id, step: 'at_hospital' })));
    expect(refused.data?.httpStatus).toBe(409);
    expect(refused.message).toBe('"Arrived at hospital" is for trips to a listed hospital: record "Reached destination".');
    const reached = await crew.trpc.crew.recordStep.mutate(tap({ bookingId: booking.id, step: 'at_destination' }));
    expect(reached.next).toBe('completed');
    const unknown = await errorOf(crew.trpc.crew.recordStep.mutate(tap({ bookingId: booking.id, step: 'parked' as 'at_hospital' })));
    expect(unknown.data?.httpStatus).toBe(400);
    const page = await familyPage((await demo.viewer.trpc.bookings.byId.query({ id: booking.id })).trackingPath);
    expect(page).toContain('<h1>Reached the destination</h1>');
    expect(page).not.toContain('handed_over');
  });
});
