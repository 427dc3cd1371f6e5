import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATITUDE_RANGE, LONGITUDE_RANGE, POINT_UNREADABLE, SHORT_LINK } from '../../shared/geo';
import type { BookingRequestInput } from '../../shared/schemas/site';
import { applyRetention } from '../../server/services/retention.service';
import { errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { createApiClient, signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/*
 * Issue 20 part 2: where the patient is. The family's phone may send its position with the
 * request ("Use my current location"); staff set or correct the pickup point by pasting
 * coordinates or a Google Maps link. Bad input is a 400 with the field's message and changes
 * nothing; a point outside the service area is stored with a warning. Part 6: the distance and
 * "about N min" from the base follow the run-time configuration.
 */

let server: TestServer & { dropDatabase: () => Promise<void> };
let operator: ApiClient;
let viewer: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({
    seed: true,
    // A smaller area and other figures than the defaults: the configuration is what counts.
    env: { TRUST_PROXY: 'true', SITE_GEO: '12.9389,77.7412', SERVICE_AREA_KM: '40', ESTIMATE_DETOUR_FACTOR: '1.3', ESTIMATE_CITY_SPEED_KMH: '25' },
  });
  [operator, viewer, admin] = await Promise.all(['operator', 'viewer', 'admin'].map((who) => signedIn(server.url, `${who}@demo.example.com`)));
});
afterAll(async () => {
  for (const client of [operator, viewer, admin]) client.closeSocket();
  await server.close();
  await server.dropDatabase();
});

let nextIp = 1;
const visitor = () => createApiClient(server.url, { headers: { 'x-forwarded-for': `203.0.113.${nextIp++}` } });
const request = (overrides: Partial<BookingRequestInput> = {}): BookingRequestInput => ({
  variant: 'home',
  name: `Located ${randomUUID().slice(0, 8)}`,
  phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  pickupAddress: '14 Varthur Main Road, Varthur',
  serviceType: 'emergency',
  dateTime: '',
  idempotencyKey: randomUUID(),
  ...overrides,
});
const bookingIdOf = async (name: string) => (await operator.trpc.bookings.list.query({ search: name })).items[0].id;
const MARATHAHALLI = { lat: 12.9591, lng: 77.6974 }; // 5.25 km from the base

describe('the public request carries the phone\'s position (optional)', () => {
  it('stores latitude, longitude and accuracy, and staff see them with the distance and estimate from the base', async () => {
    const input = request({ pickupLat: MARATHAHALLI.lat, pickupLng: MARATHAHALLI.lng, pickupAccuracy: 24.5 });
    await visitor().trpc.site.requestBooking.mutate(input);
    const id = await bookingIdOf(input.name);
    expect(await rows(server.app.orm, 'select pickup_lat, pickup_lng, pickup_accuracy_m, pickup_point_source from booking where id = ?', [id])).toEqual([
      { pickup_lat: MARATHAHALLI.lat, pickup_lng: MARATHAHALLI.lng, pickup_accuracy_m: 24.5, pickup_point_source: 'caller' },
    ]);
    const booking = await viewer.trpc.bookings.byId.query({ id });
    expect(booking.pickupPoint).toEqual({ ...MARATHAHALLI, accuracyM: 24.5, source: 'caller' });
    // 5.25 km × 1.3 ÷ 25 km/h = 16.4 min.
    expect(booking.pickupFromBase).toMatchObject({ minutes: 16, inServiceArea: true, serviceAreaKm: 40 });
    expect(booking.pickupFromBase!.distanceKm).toBeCloseTo(5.25, 2);
  });

  it('as the plain form sends it: text fields, blank when no position was taken', async () => {
    const located = request({ pickupLat: '12.9591', pickupLng: '77.6974', pickupAccuracy: '8' });
    await visitor().trpc.site.requestBooking.mutate(located);
    expect((await viewer.trpc.bookings.byId.query({ id: await bookingIdOf(located.name) })).pickupPoint).toEqual({ ...MARATHAHALLI, accuracyM: 8, source: 'caller' });

    const none = request({ pickupLat: '', pickupLng: '', pickupAccuracy: '' });
    await visitor().trpc.site.requestBooking.mutate(none);
    const booking = await viewer.trpc.bookings.byId.query({ id: await bookingIdOf(none.name) });
    expect(booking.pickupPoint).toBeNull();
    expect(booking.pickupFromBase).toBeNull();
  });

  it.each([
    [{ pickupLat: 'abc', pickupLng: '77.6' }, 'pickupLat', LATITUDE_RANGE],
    [{ pickupLat: 'NaN', pickupLng: '77.6' }, 'pickupLat', LATITUDE_RANGE],
    [{ pickupLat: 95, pickupLng: 77.6 }, 'pickupLat', LATITUDE_RANGE],
    [{ pickupLat: 12.9, pickupLng: 181 }, 'pickupLng', LONGITUDE_RANGE],
    [{ pickupLat: 12.9 }, 'pickupLat', 'A location needs both latitude and longitude'],
    [{ pickupLat: 12.9, pickupLng: 77.6, pickupAccuracy: -5 }, 'pickupAccuracy', 'Accuracy must be between 0 and 100000 metres'],
  ])('%o is refused (400, the field\'s message) and stores nothing', async (position, field, message) => {
    const input = request(position);
    const error = await errorOf(visitor().trpc.site.requestBooking.mutate(input));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.fieldErrors).toMatchObject({ [field]: [message] });
    expect((await operator.trpc.bookings.list.query({ search: input.name })).items).toEqual([]);
  });
});

describe('staff set or correct the pickup point', () => {
  async function newBooking() {
    const input = request();
    await visitor().trpc.site.requestBooking.mutate(input);
    const id = await bookingIdOf(input.name);
    return { id, version: await bookingVersion(operator.trpc, id) };
  }

  it.each([
    ['coordinates', '12.9591, 77.6974'],
    ['a Google Maps link (@lat,lng)', 'https://www.google.com/maps/place/Marathahalli/@12.9591,77.6974,15z/data=!3m1'],
    ['a Google Maps link (q=lat,lng)', 'https://maps.google.com/?q=12.9591,77.6974'],
  ])('from %s: stored, on the timeline, with the estimate', async (_kind, point) => {
    const { id, version } = await newBooking();
    const result = await operator.trpc.bookings.setPickupPoint.mutate({ bookingId: id, version, point });
    expect(result.warning).toBeNull();
    expect(result.booking.pickupPoint).toEqual({ ...MARATHAHALLI, accuracyM: null, source: 'staff' });
    expect(result.booking.version).toBe(version + 1);
    expect(result.pickupFromBase).toMatchObject({ minutes: 16, inServiceArea: true });
    const timeline = await viewer.trpc.bookings.timeline.query({ id });
    expect(timeline.at(-1)).toMatchObject({ action: 'updated', actor: { name: expect.any(String) as string }, changes: [{ field: 'pickupPoint', before: null, after: '12.95910, 77.69740' }] });
  });

  it('a correction replaces the caller\'s point (and its accuracy)', async () => {
    const input = request({ pickupLat: 12.9, pickupLng: 77.7, pickupAccuracy: 900 });
    await visitor().trpc.site.requestBooking.mutate(input);
    const id = await bookingIdOf(input.name);
    const result = await admin.trpc.bookings.setPickupPoint.mutate({ bookingId: id, version: await bookingVersion(admin.trpc, id), point: '12.9591,77.6974' });
    expect(result.booking.pickupPoint).toEqual({ ...MARATHAHALLI, accuracyM: null, source: 'staff' });
    expect((await viewer.trpc.bookings.timeline.query({ id })).at(-1)?.changes).toEqual([{ field: 'pickupPoint', before: '12.90000, 77.70000', after: '12.95910, 77.69740' }]);
  });

  it('outside the service area: stored, with a warning', async () => {
    const { id, version } = await newBooking();
    const result = await operator.trpc.bookings.setPickupPoint.mutate({ bookingId: id, version, point: '13.0827, 80.2707' }); // Chennai
    expect(result.booking.pickupPoint).toMatchObject({ lat: 13.0827, lng: 80.2707 });
    expect(result.pickupFromBase.inServiceArea).toBe(false);
    expect(result.warning).toBe('This point is 275 km from the base, outside the service area (40 km). It was saved: check it with the caller.');
    expect((await viewer.trpc.bookings.byId.query({ id })).pickupFromBase).toMatchObject({ inServiceArea: false, serviceAreaKm: 40 });
  });

  it.each([
    ['text', 'near the temple', POINT_UNREADABLE],
    ['NaN', 'NaN, NaN', POINT_UNREADABLE],
    ['a latitude out of range', '95, 77.59', LATITUDE_RANGE],
    ['a longitude out of range', '12.97, -190', LONGITUDE_RANGE],
    ['a short link', 'https://maps.app.goo.gl/AbC123', SHORT_LINK],
    ['another site\'s link', 'https://example.com/maps/@12.97,77.59,15z', POINT_UNREADABLE],
  ])('%s gets 400 with the field\'s message and changes nothing', async (_kind, point, message) => {
    const { id, version } = await newBooking();
    const error = await errorOf(operator.trpc.bookings.setPickupPoint.mutate({ bookingId: id, version, point }));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.fieldErrors).toEqual({ point: [message] });
    const booking = await viewer.trpc.bookings.byId.query({ id });
    expect(booking.pickupPoint).toBeNull();
    expect(booking.version).toBe(version);
  });

  it('a number instead of text, or no booking, is a 4xx too', async () => {
    const { id, version } = await newBooking();
    const wrongType = await errorOf(operator.trpc.bookings.setPickupPoint.mutate({ bookingId: id, version, point: 12.97 as unknown as string }));
    expect(wrongType.data?.httpStatus).toBe(400);
    const missing = await errorOf(operator.trpc.bookings.setPickupPoint.mutate({ bookingId: randomUUID(), version: 1, point: '12.97, 77.59' }));
    expect(missing.data?.httpStatus).toBe(404);
  });

  it('made from an old version: 409, nothing changes', async () => {
    const { id, version } = await newBooking();
    await operator.trpc.bookings.setPickupPoint.mutate({ bookingId: id, version, point: '12.95, 77.70' });
    const stale = await errorOf(operator.trpc.bookings.setPickupPoint.mutate({ bookingId: id, version, point: '12.96, 77.71' }));
    expect(stale.data?.httpStatus).toBe(409);
    expect((await viewer.trpc.bookings.byId.query({ id })).pickupPoint).toMatchObject({ lat: 12.95, lng: 77.7 });
  });

  it('viewers may not (403), nor visitors (401); nothing changes', async () => {
    const { id, version } = await newBooking();
    const asViewer = await errorOf(viewer.trpc.bookings.setPickupPoint.mutate({ bookingId: id, version, point: '12.97, 77.59' }));
    expect(asViewer.data?.httpStatus).toBe(403);
    const asVisitor = await errorOf(visitor().trpc.bookings.setPickupPoint.mutate({ bookingId: id, version, point: '12.97, 77.59' }));
    expect(asVisitor.data?.httpStatus).toBe(401);
    expect((await viewer.trpc.bookings.byId.query({ id })).pickupPoint).toBeNull();
  });
});

describe('retention', () => {
  it('empties the pickup point with the addresses', async () => {
    const input = request({ pickupLat: MARATHAHALLI.lat, pickupLng: MARATHAHALLI.lng, pickupAccuracy: 12 });
    await visitor().trpc.site.requestBooking.mutate(input);
    const id = await bookingIdOf(input.name);
    await applyRetention(server.app.orm.em.fork(), 1, { now: new Date(Date.now() + 3 * 86_400_000) });
    expect(await rows(server.app.orm, 'select pickup_lat, pickup_lng, pickup_accuracy_m, pickup_point_source from booking where id = ?', [id])).toEqual([
      { pickup_lat: null, pickup_lng: null, pickup_accuracy_m: null, pickup_point_source: null },
    ]);
  });
});
