import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HospitalFormInput } from '../../shared/schemas/hospital';
import type { BookingFormInput } from '../../shared/schemas/booking';
import { DEMO_HOSPITALS } from '../../server/db/seed';
import { errorOf } from '../helpers/errors';
import { seededServerForFile } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/*
 * Issue 39.1: receiving hospitals as places. Admins keep the list; every staff role reads it; a
 * booking's destination is a listed hospital (its name and address become the destination's
 * text) or typed text; staff see the suitable hospitals nearest first from the pickup point,
 * with the distance and estimate of shared/geo.ts.
 */
const demo = seededServerForFile('admin', 'operator', 'viewer');

const form = (overrides: Partial<HospitalFormInput> = {}): HospitalFormInput => ({
  name: `Test Hospital ${randomUUID().slice(0, 6)}`,
  address: 'Sarjapur Road, Dommasandra',
  point: '12.8865, 77.7540',
  edPhone: '080 4123 9999',
  services: ['emergency', 'cardiac'],
  ...overrides,
});

const booking = (overrides: Partial<BookingFormInput> = {}): BookingFormInput => ({
  customerName: `Hospital Trip ${randomUUID().slice(0, 6)}`,
  customerPhone: '9845012345',
  customerEmail: '',
  pickupLocation: 'Varthur Main Road, Varthur',
  dropoffLocation: 'Somewhere typed',
  serviceType: 'cardiac',
  status: 'pending',
  bookingDate: '2026-12-01T10:00:00+05:30',
  notes: '',
  ...overrides,
});

describe('the hospital list', () => {
  it('the demo lists the Bengaluru east hospitals, by name, for every staff role', async () => {
    const list = await demo.viewer.trpc.hospitals.list.query();
    expect(list.map((h) => h.name)).toEqual(DEMO_HOSPITALS.map((h) => h.name).sort((a, b) => a.localeCompare(b)));
    expect(list.find((h) => h.name === 'Whitefield Heart Institute')).toMatchObject({
      address: 'ITPL Main Road, Whitefield, Bengaluru 560066',
      point: { lat: 12.9857, lng: 77.7361 },
      edPhone: '08041230002',
      services: ['emergency', 'cardiac', 'icu'],
    });
  });

  it('an admin adds one: the point read from coordinates or a Maps link, the phone normalised', async () => {
    const created = await demo.admin.trpc.hospitals.create.mutate(form({ point: 'https://www.google.com/maps/@12.8865,77.754,15z', edPhone: '98450 11111' }));
    expect(created).toMatchObject({ point: { lat: 12.8865, lng: 77.754 }, edPhone: '+919845011111', services: ['emergency', 'cardiac'], version: 1 });
    expect((await demo.viewer.trpc.hospitals.list.query()).map((h) => h.id)).toContain(created.id);
  });

  it.each([
    [{ name: '' }, 'name', 'Hospital name is required'],
    [{ point: 'near the lake' }, 'point', 'These are not coordinates or a Google Maps link: paste e.g. 12.97, 77.59'],
    [{ point: '95, 77.6' }, 'point', 'Latitude must be between -90 and 90'],
    [{ edPhone: '12345' }, 'edPhone', 'Enter the emergency department phone, e.g. 080 4123 4567'],
    [{ services: [] }, 'services', 'Choose at least one service the hospital takes'],
    [{ services: ['dentistry' as 'cardiac'] }, 'services', 'Unknown service'],
  ])('%o is refused with a 400 and the field\'s message; nothing is stored', async (overrides, field, message) => {
    const before = await demo.admin.trpc.hospitals.list.query();
    const error = await errorOf(demo.admin.trpc.hospitals.create.mutate(form(overrides)));
    expect(error.data?.httpStatus).toBe(400);
    expect(Object.keys(error.data?.fieldErrors ?? {})[0]).toBe(field);
    expect(error.message).toBe(message);
    expect(await demo.admin.trpc.hospitals.list.query()).toEqual(before);
  });

  it('a second hospital of the same name (any case) is refused with 409 on the name', async () => {
    const error = await errorOf(demo.admin.trpc.hospitals.create.mutate(form({ name: 'varthur lakeside hospital' })));
    expect(error.data?.httpStatus).toBe(409);
    expect(error.message).toBe('A hospital named varthur lakeside hospital is already listed.');
    expect(error.data?.fieldErrors).toEqual({ name: ['A hospital named varthur lakeside hospital is already listed.'] });
  });

  it('an edit carries its version: a stale one is refused naming who changed it, and changes nothing', async () => {
    const created = await demo.admin.trpc.hospitals.create.mutate(form());
    const edited = await demo.admin.trpc.hospitals.update.mutate({ id: created.id, version: created.version, data: form({ name: created.name, services: ['neonatal'] }) });
    expect(edited).toMatchObject({ services: ['neonatal'], version: 2 });
    const stale = await errorOf(demo.admin.trpc.hospitals.update.mutate({ id: created.id, version: 1, data: form({ name: created.name, services: ['burns'] }) }));
    expect(stale.data?.httpStatus).toBe(409);
    expect(stale.message).toMatch(/^This hospital was changed by Anita Rao at \d\d:\d\d, reload to see it\.$/);
    expect((await demo.viewer.trpc.hospitals.list.query()).find((h) => h.id === created.id)!.services).toEqual(['neonatal']);
    const gone = await errorOf(demo.admin.trpc.hospitals.update.mutate({ id: randomUUID(), version: 1, data: form() }));
    expect(gone.data?.httpStatus).toBe(404);
  });

  it('operators and viewers cannot change the list (403)', async () => {
    for (const client of [demo.operator, demo.viewer]) {
      const error = await errorOf(client.trpc.hospitals.create.mutate(form()));
      expect(error.data?.httpStatus).toBe(403);
    }
  });
});

describe('a booking to a listed hospital', () => {
  it('takes the hospital\'s name and address as its destination; free text stays possible', async () => {
    const [heart] = (await demo.viewer.trpc.hospitals.list.query()).filter((h) => h.name === 'Whitefield Heart Institute');
    const created = await demo.operator.trpc.bookings.create.mutate(booking({ destinationHospitalId: heart.id }));
    expect(created).toMatchObject({ destinationHospitalId: heart.id, dropoffLocation: 'Whitefield Heart Institute, ITPL Main Road, Whitefield, Bengaluru 560066' });
    const typed = await demo.operator.trpc.bookings.create.mutate(booking({ dropoffLocation: 'Home, 12 Lake View Layout' }));
    expect(typed).toMatchObject({ destinationHospitalId: null, dropoffLocation: 'Home, 12 Lake View Layout' });
    // The list (and so the live rows, read the same way) carries it too.
    const listed = await demo.viewer.trpc.bookings.list.query({ search: created.customerName });
    expect(listed.items[0].destinationHospitalId).toBe(heart.id);
  });

  it('an edit moves it to another hospital or back to typed text, on the timeline', async () => {
    const list = await demo.viewer.trpc.hospitals.list.query();
    const varthur = list.find((h) => h.name === 'Varthur Lakeside Hospital')!;
    const created = await demo.operator.trpc.bookings.create.mutate(booking());
    const moved = await demo.operator.trpc.bookings.update.mutate({ id: created.id, version: created.version, data: { destinationHospitalId: varthur.id } });
    expect(moved).toMatchObject({ destinationHospitalId: varthur.id, dropoffLocation: 'Varthur Lakeside Hospital, Varthur Main Road, Varthur, Bengaluru 560087' });
    const back = await demo.operator.trpc.bookings.update.mutate({ id: created.id, version: moved.version, data: { destinationHospitalId: null, dropoffLocation: 'Clinic on Sarjapur Road' } });
    expect(back).toMatchObject({ destinationHospitalId: null, dropoffLocation: 'Clinic on Sarjapur Road' });
    const timeline = await demo.viewer.trpc.bookings.timeline.query({ id: created.id });
    const hospitalChanges = timeline.flatMap((e) => e.changes.filter((c) => c.field === 'destinationHospital'));
    expect(hospitalChanges).toEqual([
      expect.objectContaining({ before: null, after: 'Varthur Lakeside Hospital' }),
      expect.objectContaining({ before: 'Varthur Lakeside Hospital', after: null }),
    ]);
  });

  it('a hospital that is not listed is refused with a 400 on the field', async () => {
    const error = await errorOf(demo.operator.trpc.bookings.create.mutate(booking({ destinationHospitalId: randomUUID() })));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.fieldErrors).toEqual({ destinationHospitalId: ['This hospital is no longer listed: choose another or type the destination.'] });
    const bad = await errorOf(demo.operator.trpc.bookings.create.mutate(booking({ destinationHospitalId: 'not-an-id' })));
    expect(bad.data?.httpStatus).toBe(400);
  });

  it('deleting a hospital keeps its bookings\' destination text', async () => {
    const hospital = await demo.admin.trpc.hospitals.create.mutate(form());
    const created = await demo.operator.trpc.bookings.create.mutate(booking({ destinationHospitalId: hospital.id }));
    await demo.admin.trpc.hospitals.delete.mutate({ id: hospital.id, version: hospital.version });
    const after = await demo.viewer.trpc.bookings.byId.query({ id: created.id });
    expect(after).toMatchObject({ destinationHospitalId: null, dropoffLocation: `${hospital.name}, Sarjapur Road, Dommasandra` });
  });
});

describe('hospitals offered for a booking', () => {
  it('suitable ones first, nearest first from the pickup point, with distance and estimate', async () => {
    const created = await demo.operator.trpc.bookings.create.mutate(booking({ serviceType: 'cardiac' }));
    // Varthur (12.9389, 77.7412): the defaults 1.35 detour and 22 km/h.
    await demo.operator.trpc.bookings.setPickupPoint.mutate({ bookingId: created.id, version: await bookingVersion(demo.operator.trpc, created.id), point: '12.9389, 77.7412' });
    const options = await demo.viewer.trpc.hospitals.options.query({ bookingId: created.id });
    expect(options.needs).toBe('cardiac');
    const suitable = options.hospitals.filter((h) => h.suitable).map((h) => h.name);
    expect(suitable[0]).toBe('Whitefield Heart Institute');
    expect(options.hospitals.slice(0, suitable.length).every((h) => h.suitable)).toBe(true);
    const heart = options.hospitals[0];
    // 12.9389,77.7412 -> 12.9857,77.7361: 5.23 km straight; × 1.35 ÷ 22 km/h = 19.3 min.
    expect(heart.fromPickup!.distanceKm).toBeCloseTo(5.23, 1);
    expect(heart.fromPickup!.minutes).toBe(19);
    const others = options.hospitals.filter((h) => !h.suitable);
    const distances = others.map((h) => h.fromPickup!.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('without a pickup point: no distances, by name; an unknown booking is a 404', async () => {
    const created = await demo.operator.trpc.bookings.create.mutate(booking({ serviceType: 'neonatal' }));
    const options = await demo.viewer.trpc.hospitals.options.query({ bookingId: created.id });
    expect(options.pickupPoint).toBeNull();
    expect(options.hospitals.every((h) => h.fromPickup === null)).toBe(true);
    expect(options.hospitals[0].name).toBe('Bellandur Mother and Child Hospital');
    const error = await errorOf(demo.viewer.trpc.hospitals.options.query({ bookingId: randomUUID() }));
    expect(error.data?.httpStatus).toBe(404);
  });
});
