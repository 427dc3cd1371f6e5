import { randomInt, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, test, uniqueVehicleNumber } from './fixtures';
import { staffApi } from './staff-api';
import { bookingVersion } from '../helpers/versions';

/**
 * The family sees its ambulance (issue 20.5): the crew's phone (its own browser, geolocation
 * moved step by step with `setGeolocation`) shares the vehicle's position; the family's tracking
 * page shows the estimate fall and the marker move with no reload, and reads without JavaScript.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PICKUP = { latitude: 12.9716, longitude: 77.5946 };
/** The vehicle's way to the pickup point: each step nearer (and more than 50 m on, so sent at once). */
const ROUTE = [
  { latitude: 12.9352, longitude: 77.6245 },
  { latitude: 12.9481, longitude: 77.6139 },
  { latitude: 12.9603, longitude: 77.6038 },
];

const ownAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A website request with a pickup point ("Use my current location"), a vehicle of its own and a
 * crew account linked to it, signed in on a phone of its own that allows geolocation; staff
 * assign the vehicle. Returns the tracking link and the crew's page.
 */
async function tripWithCrewPhone(page: Page, browser: Browser, baseURL: string) {
  const name = `Family map ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/trpc/site.requestBooking', {
    data: {
      variant: 'home',
      name,
      phone: `98${String(randomInt(10_000_000, 100_000_000))}`,
      pickupAddress: 'Varthur Main Road, Bengaluru 560087',
      serviceType: 'emergency',
      pickupLat: PICKUP.latitude,
      pickupLng: PICKUP.longitude,
      pickupAccuracy: 20,
      idempotencyKey: randomUUID(),
    },
  });
  expect(sent.status()).toBe(200);
  const { trackingPath } = ((await sent.json()) as { result: { data: { trackingPath: string } } }).result.data;
  const admin = await staffApi(baseURL, DEMO.admin);
  const booking = (await admin.bookings.list.query({ search: name })).items[0];
  const vehicleNumber = uniqueVehicleNumber('KA-54-TP');
  await admin.fleet.create.mutate({ vehicleNumber, ambulanceType: 'emergency', lastMaintenanceDate: null, nextMaintenanceDate: null });
  const vehicle = (await admin.bookings.assignmentOptions.query({ bookingId: booking.id })).vehicles.find((v) => v.ambulance.vehicleNumber === vehicleNumber && v.suitable && !v.refusal)!.ambulance;
  const email = `crew.map.${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await page.request.post('/trpc/auth.signUp', { data: { email, password: 'crew-password-1', fullName: 'Naveen Crew', phone: '98450 33445' } });
  expect(signUp.status()).toBe(200);
  const userId = (await admin.users.list.query()).find((u) => u.email === email)!.id;
  await admin.users.assignRole.mutate({ userId, role: 'crew' });
  await admin.users.linkVehicle.mutate({ userId, ambulanceId: vehicle.id });

  const phone = await browser.newContext({
    ...PHONE,
    permissions: ['geolocation'],
    geolocation: { ...ROUTE[0], accuracy: 10 },
    extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
  });
  const crew = await phone.newPage();
  await crew.goto('/auth');
  await crew.getByLabel('Email', { exact: true }).fill(email);
  await crew.getByLabel('Password', { exact: true }).fill('crew-password-1');
  await crew.getByRole('button', { name: 'Login' }).click();
  await expect(crew).toHaveURL(/\/crew$/);
  await admin.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(admin, booking.id), ambulanceId: vehicle.id });
  await expect(crew.getByTestId('crew-booking')).toContainText(name);
  return { trackingPath, crew, phone };
}

/** The next position the server accepts from the crew's phone. */
const nextAccepted = (crew: Page) =>
  crew.waitForResponse((r) => r.url().includes('/trpc/crew.sharePosition') && r.request().method() === 'POST' && r.ok());

const stepButton = (crew: Page, label: string) => crew.getByTestId('crew-booking').getByRole('button', { name: label, exact: true });

/** The minutes of "About N min away · …". */
async function minutesAway(page: Page): Promise<number> {
  const text = await page.getByTestId('tracking-position').textContent();
  return Number(/^About (\d+) min away/.exec(text ?? '')?.[1]);
}

test('the family sees the marker move and the estimate fall with no reload; without JavaScript the estimate reads as text; gone at "Reached destination"', async ({ page, browser, baseURL }) => {
  const { trackingPath, crew, phone } = await tripWithCrewPhone(page, browser, baseURL!);
  try {
    // Only the small live script loads at first: no map before there is a position.
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(trackingPath);
    await expect(page.locator('#tracking')).toHaveAttribute('data-connected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ambulance assigned');
    await expect(page.getByTestId('tracking-position')).toHaveCount(0);
    expect(scripts).toEqual(['/track-live.js']);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const first = nextAccepted(crew);
    await stepButton(crew, 'On the way').click();
    await first;
    const position = page.getByTestId('tracking-position');
    await expect(position).toHaveText(/^About \d+ min away · \d+(\.\d)? km · updated \d+ s ago$/);
    const map = page.getByTestId('tracking-map');
    await expect(map).toBeVisible();
    await expect(map.locator('.pickup-marker')).toBeVisible();
    // The map's script came only now, from this site.
    expect(scripts.filter((s) => s !== '/track-live.js')).toEqual([expect.stringMatching(/^\/assets\/track-map-\w+\.js$/)]);
    const marker = map.locator('.vehicle-marker');
    let box = (await marker.boundingBox())!;
    let minutes = await minutesAway(page);

    for (const step of ROUTE.slice(1)) {
      // No pause between fixes: the server announces a vehicle's position at most once a second
      // and holds a sooner fix back until the second has passed, so the page waits for the move.
      const accepted = nextAccepted(crew);
      await crew.context().setGeolocation({ ...step, accuracy: 10 });
      await accepted;
      await expect.poll(() => minutesAway(page)).toBeLessThan(minutes);
      const moved = (await marker.boundingBox())!;
      expect(Math.abs(moved.x - box.x) + Math.abs(moved.y - box.y)).toBeGreaterThan(2);
      // It moves towards the pickup point (north-west of the route on the map).
      expect(moved.y).toBeLessThan(box.y);
      box = moved;
      minutes = await minutesAway(page);
    }
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A screen reader hears the new stage, not each move (the words are on the page to read).
    await expect(page.getByRole('status').filter({ hasText: /^Ambulance on the way$/ })).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /away/ })).toHaveCount(0);

    // The map passes axe's WCAG A/AA rules with the rest of the page.
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);

    // Without JavaScript: the same words, rendered by the server (the page refreshes itself).
    const noScript = await browser.newContext({ ...PHONE, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });
    try {
      const plain = await noScript.newPage();
      await plain.goto(trackingPath);
      await expect(plain.getByTestId('tracking-position')).toHaveText(new RegExp(`^About ${minutes} min away · \\d+(\\.\\d)? km · updated \\d+ s ago$`));
      await expect(plain.getByTestId('tracking-map')).toHaveCount(0);
    } finally {
      await noScript.close();
    }

    // Reached destination: the words and the map are gone from the page.
    for (const label of ['Arrived at pickup', 'Patient on board']) {
      await stepButton(crew, label).click();
      await expect(stepButton(crew, label)).toHaveCount(0);
    }
    await expect(position).toHaveText(/^On the way to the destination · location updated \d+ s ago$/);
    await expect(map.locator('.pickup-marker')).toHaveCount(0);
    await stepButton(crew, 'Reached destination').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reached the destination');
    await expect(position).toHaveCount(0);
    await expect(map).toHaveCount(0);
    expect(await page.locator('#tracking').innerHTML()).not.toContain(String(ROUTE[2].latitude));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await phone.close();
  }
});
