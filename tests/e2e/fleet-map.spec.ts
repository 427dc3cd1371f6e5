import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, test, uniqueVehicleNumber } from './fixtures';
import { signedInAs } from './signed-in';
import { staffApi } from './staff-api';
import { ambulanceVersion, bookingVersion } from '../helpers/versions';

/**
 * The control room sees the fleet (issue 20.4): the fleet map and the booking's map follow a
 * crew's phone as it moves, with no reload, and the assignment dialog ranks the nearest
 * suitable, free vehicle first.
 */
type Admin = Awaited<ReturnType<typeof staffApi>>;
const CREW_PASSWORD = 'crew-password-1';

/** A vehicle of its own (cases run side by side) and a crew account linked to it. */
async function vehicleWithCrew(admin: Admin, request: APIRequestContext) {
  const vehicleNumber = uniqueVehicleNumber('KA-54-FM');
  const vehicle = await admin.fleet.create.mutate({ vehicleNumber, ambulanceType: 'emergency', lastMaintenanceDate: null, nextMaintenanceDate: null });
  const email = `crew.map.${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await request.post('/trpc/auth.signUp', { data: { email, password: CREW_PASSWORD, fullName: 'Map Crew', phone: '98450 33446' } });
  expect(signUp.status()).toBe(200);
  const userId = (await admin.users.list.query()).find((u) => u.email === email)!.id;
  await admin.users.assignRole.mutate({ userId, role: 'crew' });
  await admin.users.linkVehicle.mutate({ userId, ambulanceId: vehicle.id });
  return { vehicleId: vehicle.id, vehicleNumber, email };
}

/** A booking entered by staff, with its pickup point (lat, lng) when given. */
async function newBooking(admin: Admin, pickup: { lat: number; lng: number } | null) {
  const booking = await admin.bookings.create.mutate({
    customerName: `Map patient ${randomUUID().slice(0, 6)}`,
    customerPhone: `98${String(randomInt(10_000_000, 100_000_000))}`,
    customerEmail: '',
    pickupLocation: 'Sarjapur Road, Bengaluru',
    dropoffLocation: 'Manipal Hospital, Old Airport Road',
    serviceType: 'emergency',
    status: 'pending',
    bookingDate: new Date().toISOString(),
    notes: '',
  });
  if (pickup) await admin.bookings.setPickupPoint.mutate({ bookingId: booking.id, version: await bookingVersion(admin, booking.id), point: `${pickup.lat}, ${pickup.lng}` });
  return booking;
}

const assign = async (admin: Admin, bookingId: string, ambulanceId: string) =>
  admin.bookings.assign.mutate({ bookingId, version: await bookingVersion(admin, bookingId), ambulanceId });

/** The crew's phone: signed in, its geolocation at `at`, allowed. */
async function crewPhone(browser: Browser, baseURL: string, email: string, at: { latitude: number; longitude: number }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['geolocation'], geolocation: { ...at, accuracy: 10 } });
  const phone = await context.newPage();
  await phone.goto('/auth');
  await phone.getByLabel('Email', { exact: true }).fill(email);
  await phone.getByLabel('Password', { exact: true }).fill(CREW_PASSWORD);
  await phone.getByRole('button', { name: 'Login' }).click();
  await expect(phone).toHaveURL(/\/crew$/);
  return { context, phone };
}

/**
 * Moves the phone. Positions are announced at most once per vehicle per second, so the move
 * waits until the phone says its last fix is a second old: the next one is then announced.
 */
async function moveTo(phone: Page, at: { latitude: number; longitude: number }) {
  await expect(phone.getByTestId('crew-location')).toHaveText(/updated [1-9]\d* s ago$/);
  await phone.context().setGeolocation({ ...at, accuracy: 10 });
}

test('the control-room map shows the vehicle, follows the phone as it moves, keeps its view in the URL, and opens the booking; the booking page follows too', async ({ page, browser, request, baseURL }) => {
  const admin = await staffApi(baseURL!, DEMO.admin);
  const crew = await vehicleWithCrew(admin, request);
  const pickup = { lat: 12.95, lng: 77.64 };
  const booking = await newBooking(admin, pickup);
  await assign(admin, booking.id, crew.vehicleId);
  const A = { latitude: 12.93, longitude: 77.62 };
  const B = { latitude: 12.935, longitude: 77.62 };
  const C = { latitude: 12.945, longitude: 77.635 };
  const waiting = await newBooking(admin, { lat: 12.925, lng: 77.615 });
  const { context, phone } = await crewPhone(browser, baseURL!, crew.email, A);
  await phone.getByTestId('crew-booking').getByRole('button', { name: 'On the way', exact: true }).click();
  await expect(phone.getByTestId('crew-location')).toHaveText(/^Sharing location/);

  await signedInAs(page, DEMO.operator, { at: `/admin?tab=map&lat=${A.latitude}&lng=${A.longitude}&zoom=14` });
  await expect(page.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('map-live-status')).toHaveText('Positions live');
  const marker = page.locator(`[data-testid="map-vehicle"][data-vehicle="${crew.vehicleNumber}"]`);
  await expect(marker).toHaveAttribute('data-lat', String(A.latitude));
  await expect(marker).toHaveAttribute('data-state', 'busy');
  await expect(marker).toContainText(/Busy · updated \d+ s ago/);
  await expect(page.getByTestId('map-vehicles').locator(`tr[data-vehicle="${crew.vehicleNumber}"]`)).toContainText('Busy');
  // The pending requests with a pickup point are a layer of their own.
  await expect(page.getByTestId('map-request').filter({ hasText: `Request ${waiting.reference}` })).toContainText('Emergency');
  const before = (await marker.boundingBox())!;

  // North by about 550 m: the marker moves up the screen, with no reload.
  await moveTo(phone, B);
  await expect(marker).toHaveAttribute('data-lat', String(B.latitude));
  expect((await marker.boundingBox())!.y).toBeLessThan(before.y);

  // The layers shown are in the URL; the view too, once moved.
  await page.getByRole('checkbox', { name: 'Pending requests' }).uncheck();
  await expect(page).toHaveURL(/layers=vehicles(&|$)/);
  await expect(page.getByTestId('map-request')).toHaveCount(0);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page).toHaveURL(/zoom=13(&|$)/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Pending requests' })).not.toBeChecked();
  await expect(page).toHaveURL(/zoom=13(&|$)/);

  // The vehicle opens its booking, whose map follows the phone, with the distance and estimate.
  await marker.click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}$`));
  const bookingMap = page.getByTestId('booking-map');
  await expect(bookingMap.getByTestId('map-pickup')).toBeAttached();
  const onBooking = bookingMap.getByTestId('map-vehicle');
  await expect(onBooking).toHaveAttribute('data-lat', String(B.latitude));
  const estimate = bookingMap.getByTestId('booking-map-estimate');
  await expect(estimate).toHaveText(new RegExp(`^${crew.vehicleNumber}: \\d\\.\\d km · about \\d+ min · position \\d+ s old$`));
  // "2.3 km" or, nearer, "760 m".
  const kmOf = async () => {
    const [, value, unit] = /: ([\d.]+) (km|m) ·/.exec((await estimate.textContent())!)!;
    return Number(value) / (unit === 'm' ? 1000 : 1);
  };
  const farther = await kmOf();
  await moveTo(phone, C);
  await expect(onBooking).toHaveAttribute('data-lat', String(C.latitude));
  await expect.poll(kmOf).toBeLessThan(farther);
  await context.close();
});

test('an answer read before a fix that came meanwhile never puts the marker back: the newest fix wins', async ({ page, browser, request, baseURL }) => {
  const admin = await staffApi(baseURL!, DEMO.admin);
  const crew = await vehicleWithCrew(admin, request);
  const booking = await newBooking(admin, { lat: 12.95, lng: 77.64 });
  await assign(admin, booking.id, crew.vehicleId);
  const waiting = await newBooking(admin, { lat: 12.925, lng: 77.615 });
  const A = { latitude: 12.91, longitude: 77.6 };
  const B = { latitude: 12.915, longitude: 77.6 };
  const { context, phone } = await crewPhone(browser, baseURL!, crew.email, A);
  await phone.getByTestId('crew-booking').getByRole('button', { name: 'On the way', exact: true }).click();
  await expect(phone.getByTestId('crew-location')).toHaveText(/^Sharing location/);

  await signedInAs(page, DEMO.operator, { at: `/admin?tab=map&lat=${A.latitude}&lng=${A.longitude}&zoom=14` });
  await expect(page.getByTestId('map-live-status')).toHaveText('Positions live');
  const marker = page.locator(`[data-testid="map-vehicle"][data-vehicle="${crew.vehicleNumber}"]`);
  await expect(marker).toHaveAttribute('data-lat', String(A.latitude));
  const waitingPin = page.getByTestId('map-request').filter({ hasText: `Request ${waiting.reference}` });
  await expect(waitingPin).toBeVisible();

  // The map's next read is answered by the server at once (the vehicle still at A) and handed to
  // the page only after the phone's move to B has reached it: a slow answer on a busy network.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let read!: () => void;
  const answerRead = new Promise<void>((resolve) => (read = resolve));
  await page.route(
    /\/trpc\/[^?]*fleet\.positions/,
    async (route) => {
      const response = await route.fetch();
      read();
      await released;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  // Cancelling the waiting request is a booking event: the map reads its data again.
  await admin.bookings.setStatus.mutate({ id: waiting.id, version: await bookingVersion(admin, waiting.id), status: 'cancelled', cancelCode: 'customer_cancelled', reason: '' });
  await answerRead;
  await moveTo(phone, B);
  await expect(marker).toHaveAttribute('data-lat', String(B.latitude));
  release();
  // The held answer has been applied (the cancelled request leaves the map), and B stays.
  await expect(waitingPin).toHaveCount(0);
  expect(await marker.getAttribute('data-lat')).toBe(String(B.latitude));
  await context.close();
});

test('a staff member sets the pickup point by clicking the booking map', async ({ page, baseURL }) => {
  const admin = await staffApi(baseURL!, DEMO.admin);
  const booking = await newBooking(admin, null);
  await signedInAs(page, DEMO.operator, { at: `/admin/bookings/${booking.id}` });
  await expect(page.getByTestId('pickup-point')).toContainText('No pickup point yet.');
  const canvas = page.getByTestId('booking-map-canvas');
  await canvas.click({ position: { x: 120, y: 100 } });
  const proposed = page.getByTestId('proposed-point');
  await expect(proposed).toContainText(/Set the pickup point to \d+\.\d{5}, \d+\.\d{5}\?/);
  const text = /to (\d+\.\d{5}, \d+\.\d{5})\?/.exec((await proposed.textContent())!)![1];
  await proposed.getByRole('button', { name: 'Save pickup point here' }).click();
  await expect(page.getByTestId('pickup-point')).toContainText(text);
  await expect(page.getByTestId('booking-map').getByTestId('map-pickup')).toContainText(text);
  const [lat, lng] = text.split(', ').map(Number);
  expect((await admin.bookings.byId.query({ id: booking.id })).pickupPoint).toMatchObject({ lat, lng, source: 'staff' });
});

test("a booking's page keeps its buttons and links where they are while the map loads", async ({ page, baseURL }) => {
  const admin = await staffApi(baseURL!, DEMO.admin);
  const booking = await newBooking(admin, null);
  // The map's code held back until the page has been measured without it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/BookingMap-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signedInAs(page, DEMO.operator, { at: `/admin/bookings/${booking.id}` });
  const assign = page.getByRole('button', { name: 'Assign ambulance' });
  const trackingLink = page.getByTestId('tracking-link');
  await expect(page.getByLabel('Loading the map')).toBeVisible();
  await expect(trackingLink).toBeVisible();
  const before = { assign: (await assign.boundingBox())!.y, link: (await trackingLink.boundingBox())!.y };
  release();
  await expect(page.getByTestId('booking-map-canvas')).toBeVisible();
  expect({ assign: (await assign.boundingBox())!.y, link: (await trackingLink.boundingBox())!.y }).toEqual(before);
});

test('the assignment dialog ranks the nearest suitable, free vehicle first, with its distance, estimate and position age', async ({ page, request, baseURL }) => {
  const admin = await staffApi(baseURL!, DEMO.admin);
  // Far from where other cases' vehicles share positions (around 12.93, 77.62), and a little
  // apart from an earlier run's (whose vehicles are taken out of service at its end).
  const pickup = { lat: 12.82, lng: 77.4 + randomInt(100) / 1000 };
  const near = await vehicleWithCrew(admin, request);
  const far = await vehicleWithCrew(admin, request);
  // Whatever happens, these two never rank first for a later case or run: out of service at the end.
  const outOfService = async () => {
    for (const v of [near, far]) await admin.fleet.setAvailability.mutate({ id: v.vehicleId, version: await ambulanceVersion(admin, v.vehicleId), isAvailable: false });
  };
  try {
    // Each crew shares a position on a trip (the far one first, so order of sending decides nothing), which then ends.
    for (const [crew, km] of [
      [far, 4],
      [near, 1.5],
    ] as const) {
      const trip = await newBooking(admin, null);
      await assign(admin, trip.id, crew.vehicleId);
      const api = await staffApi(baseURL!, crew.email, CREW_PASSWORD);
      await api.crew.recordStep.mutate({ bookingId: trip.id, step: 'on_the_way', clientOpId: randomUUID(), tappedAt: new Date().toISOString() });
      await api.crew.sharePosition.mutate({ bookingId: trip.id, latitude: pickup.lat + km / 111.2, longitude: pickup.lng, accuracyM: 15, fixedAt: new Date().toISOString() });
      await admin.bookings.setStatus.mutate({ id: trip.id, version: await bookingVersion(admin, trip.id), status: 'completed' });
    }
    const booking = await newBooking(admin, pickup);

    await signedInAs(page, DEMO.operator, { at: `/admin/bookings/${booking.id}` });
    await page.getByRole('button', { name: 'Assign ambulance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign ambulance' });
    const options = dialog.getByTestId('vehicle-option');
    await expect(options.first()).toHaveAttribute('aria-label', near.vehicleNumber);
    await expect(options.nth(1)).toHaveAttribute('aria-label', far.vehicleNumber);
    await expect(options.first().getByTestId('vehicle-distance')).toHaveText(/^1\.5 km · about \d+ min · position \d+ s old$/);
    await expect(options.nth(1).getByTestId('vehicle-distance')).toHaveText(/^4\.0 km · about \d+ min · position \d+ s old$/);
    // A vehicle with no recent position comes after them, and says so.
    await expect(dialog.getByTestId('vehicle-distance').filter({ hasText: /^no recent position$/ }).first()).toBeVisible();
    await options.first().getByRole('button', { name: `Assign ${near.vehicleNumber}` }).click();
    await expect(page.getByTestId('assigned-ambulance')).toContainText(near.vehicleNumber);
  } finally {
    await outOfService();
  }
});

test("a booking's page reads the booking and its timeline once each (issue 41.3)", async ({ page, baseURL }) => {
  const admin = await staffApi(baseURL!, DEMO.admin);
  const booking = await newBooking(admin, null);
  const reads: string[] = [];
  page.on('request', (r) => {
    const calls = /\/trpc\/([^?]+)/.exec(r.url())?.[1].split(',') ?? [];
    reads.push(...calls.filter((c) => c === 'bookings.timeline' || c === 'bookings.byId'));
  });
  await signedInAs(page, DEMO.operator, { at: `/admin/bookings/${booking.id}` });
  await expect(page.getByTestId('live-status')).toHaveText('Live updates on');
  await expect(page.getByTestId('booking-map-canvas')).toBeVisible();
  await expect(page.getByTestId('timeline-entry').first()).toBeVisible();
  expect(reads.sort()).toEqual(['bookings.byId', 'bookings.timeline']);
});
