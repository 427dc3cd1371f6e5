import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, e2eDatabase, expect, test } from './fixtures';
import { staffApi } from './staff-api';
import { bookingVersion } from '../helpers/versions';

/** The family is on a phone. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * A phone number of this request's own: past 3 requests from one number in an hour, a request
 * is flagged as possible spam, and other specs send requests too.
 */
const ownPhone = () => `98${String(randomInt(10_000_000, 100_000_000))}`;

/** Sends a request through the home page's form, as a visitor would, and returns the tracking link shown. */
async function requestThroughForm(page: Page, name: string): Promise<{ reference: string; trackingPath: string }> {
  await page.goto('/#contact');
  await expect(page.locator('form[data-ready]')).toHaveCount(2);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Ambulance' }) });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill(ownPhone());
  await form.getByLabel('Pickup Address').fill('14 Varthur Main Road, Varthur');
  await form.getByLabel('Service Type').selectOption('icu');
  await form.getByRole('button', { name: 'Request Ambulance' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your request has been received' });
  const reference = (await confirmation.locator('strong').first().textContent())!;
  const link = confirmation.getByRole('link', { name: 'Follow your request live' });
  await expect(link).toBeVisible();
  const trackingPath = (await link.getAttribute('href'))!;
  expect(trackingPath).toMatch(/^\/track\/[A-Za-z0-9_-]{43}$/);
  return { reference, trackingPath };
}

/** A request sent straight to the API from this test's address (as the form does). */
async function requestThroughApi(page: Page, name: string): Promise<{ reference: string; trackingPath: string }> {
  const response = await page.request.post('/trpc/site.requestBooking', {
    data: { variant: 'home', name, phone: ownPhone(), pickupAddress: 'Varthur Main Road', serviceType: 'emergency', idempotencyKey: randomUUID() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { data: { reference: string; trackingPath: string } } }).result.data;
}

test.describe('tracking page', () => {
  test('a visitor sends a request, opens the tracking link and watches it change without reload', async ({ page, baseURL }) => {
    const name = `Tracked ${randomUUID().slice(0, 8)}`;
    const { reference, trackingPath } = await requestThroughForm(page, name);
    await page.getByRole('link', { name: 'Follow your request live' }).click();
    await expect(page).toHaveURL(trackingPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received');
    await expect(page.getByText(`Booking ${reference}`)).toBeVisible();
    await expect(page.getByText('Our team will call you within 5 minutes.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Call helpline/ })).toBeInViewport();
    await expect(page.locator('main[data-connected="true"]')).toBeVisible();
    // A mark that a reload would wipe.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const staff = await staffApi(baseURL!, DEMO.operator);
    const booking = (await staff.bookings.list.query({ search: name })).items[0];
    await staff.bookings.setStatus.mutate({ id: booking.id, version: await bookingVersion(staff, booking.id), status: 'confirmed' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed');
    const options = await staff.bookings.assignmentOptions.query({ bookingId: booking.id });
    const vehicle = options.vehicles.find((v) => v.suitable && !v.refusal && v.ambulance.driverName)!.ambulance;
    await staff.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(staff, booking.id), ambulanceId: vehicle.id });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ambulance assigned');
    await expect(page.getByTestId('tracking-vehicle')).toContainText(`Vehicle ${vehicle.vehicleNumber} · driver ${vehicle.driverName!.split(' ')[0]}`);
    await expect(page.getByRole('link', { name: `Call ${vehicle.driverName!.split(' ')[0]}` })).toHaveAttribute('href', `tel:${vehicle.driverPhone}`);
    await staff.bookings.setStatus.mutate({ id: booking.id, version: await bookingVersion(staff, booking.id), status: 'completed' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completed');
    await expect(page.locator('[data-stage="completed"] time')).toHaveText(/^\d{1,2}:\d{2} [ap]m$/);
    await expect(page).toHaveTitle(/^Completed · booking /);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // Nothing the family typed is on the page.
    await expect(page.locator('body')).not.toContainText(name);
    await expect(page.locator('body')).not.toContainText('Varthur Main Road');
  });

  test('staff assign, the crew taps its steps on a phone, and the family\'s page follows live', async ({ page, browser, baseURL }) => {
    const name = `Crew flow ${randomUUID().slice(0, 8)}`;
    const { trackingPath } = await requestThroughApi(page, name);
    await page.goto(trackingPath);
    await expect(page.locator('main[data-connected="true"]')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // An admin makes a crew account for a vehicle that suits the request.
    const admin = await staffApi(baseURL!, DEMO.admin);
    const staff = await staffApi(baseURL!, DEMO.operator);
    const booking = (await staff.bookings.list.query({ search: name })).items[0];
    const vehicle = (await staff.bookings.assignmentOptions.query({ bookingId: booking.id })).vehicles.find((v) => v.suitable && !v.refusal)!.ambulance;
    const email = `crew.${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await page.request.post('/trpc/auth.signUp', { data: { email, password: 'crew-password-1', fullName: 'Naveen Crew', phone: '98450 33445' } });
    expect(signUp.status()).toBe(200);
    const userId = (await admin.users.list.query()).find((u) => u.email === email)!.id;
    await admin.users.assignRole.mutate({ userId, role: 'crew' });
    await admin.users.linkVehicle.mutate({ userId, ambulanceId: vehicle.id });

    // The crew signs in on a phone and lands on its own screen, not the dashboard.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` } });
    const crew = await phone.newPage();
    await crew.goto('/auth');
    await crew.getByLabel('Email', { exact: true }).fill(email);
    await crew.getByLabel('Password', { exact: true }).fill('crew-password-1');
    await crew.getByRole('button', { name: 'Login' }).click();
    await expect(crew).toHaveURL(/\/crew$/);
    await expect(crew.getByTestId('crew-no-assignment')).toContainText('No assignment');
    await expect(crew.getByTestId('crew-live')).toHaveText('Live');

    // Staff assign: the crew's screen and the family's page change by themselves.
    await staff.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(staff, booking.id), ambulanceId: vehicle.id });
    await expect(crew.getByTestId('crew-booking')).toContainText(name);
    await expect(crew.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', /google\.com\/maps/);
    await expect(crew.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ambulance assigned');
    await expect(page.getByTestId('tracking-vehicle')).toContainText(vehicle.vehicleNumber);

    const family = page.getByRole('heading', { level: 1 });
    for (const [button, seen] of [
      ['On the way', 'Ambulance on the way'],
      ['Arrived at pickup', 'Ambulance arrived'],
      ['Patient on board', 'Patient on board'],
      ['Reached destination', 'Reached the destination'],
      ['Completed', 'Completed'],
    ] as const) {
      await crew.getByRole('button', { name: button, exact: true }).click();
      await expect(family).toHaveText(seen);
    }
    await expect(crew.getByRole('button', { name: 'Undo “Completed”' })).toBeVisible();
    expect((await staff.bookings.byId.query({ id: booking.id })).status).toBe('completed');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await phone.close();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the server-rendered page reads in full, with the helpline, and refreshes itself', async ({ page }) => {
      const { reference, trackingPath } = await requestThroughApi(page, `No script ${randomUUID().slice(0, 8)}`);
      const response = await page.goto(trackingPath);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['x-robots-tag']).toContain('noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received');
      await expect(page.getByText(`Booking ${reference}`)).toBeVisible();
      await expect(page.getByTestId('tracking-steps').getByRole('listitem')).toHaveText([
        /Request received\s*\d{1,2}:\d{2} [ap]m/,
        'Booking confirmed',
        'Ambulance assigned',
        'Ambulance on the way',
        'Ambulance arrived',
        'Patient on board',
        'Reached the destination',
        'Completed',
      ]);
      await expect(page.getByRole('link', { name: /Call helpline/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
      await expect(page.locator('noscript')).toHaveCount(1);
    });
  });

  test('an expired link says so, with the helpline', async ({ page }) => {
    const { trackingPath } = await requestThroughApi(page, `Expired ${randomUUID().slice(0, 8)}`);
    const token = trackingPath.split('/').pop()!;
    await e2eDatabase((db) =>
      db.query(`update booking set status = 'completed' where tracking_token = $1`, [token]).then(() =>
        db.query(`update booking set ended_at = now() - interval '25 hours' where tracking_token = $1`, [token]),
      ),
    );
    const response = await page.goto(trackingPath);
    expect(response!.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This tracking link has expired');
    await expect(page.getByText('Tracking links stop working 24 hours after the booking ends.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Call our helpline/ })).toHaveAttribute('href', /^tel:/);
  });
});
