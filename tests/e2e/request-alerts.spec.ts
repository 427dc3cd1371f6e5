import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi, DEMO, expect, test, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

/**
 * Spies on what the app uses to get attention: each chime starts two Web Audio oscillators, and
 * every desktop notification goes through the Notification constructor.
 */
async function spyOnAlerts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number; __notifications: { title: string; body?: string }[] };
    w.__tones = 0;
    w.__notifications = [];
    const start = Object.getOwnPropertyDescriptor(AudioScheduledSourceNode.prototype, 'start')?.value as (this: OscillatorNode, when?: number) => void;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<typeof start>) {
      w.__tones++;
      return start.apply(this, args);
    };
    const Original = window.Notification;
    class Recorded extends Original {
      constructor(title: string, options?: NotificationOptions) {
        w.__notifications.push({ title, body: options?.body });
        super(title, options);
      }
    }
    window.Notification = Recorded;
  });
}

const chimes = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones / 2);
const notifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: { title: string; body?: string }[] }).__notifications);

/** A request from the public form, with a phone of its own (a shared one would be flagged as possible spam). */
async function websiteRequest(page: Page, name: string, phone = `9${randomInt(100_000_000, 999_999_999)}`) {
  await callApi(page, 'site.requestBooking', {
    name,
    phone,
    pickupAddress: 'Varthur Main Road',
    serviceType: 'emergency',
    idempotencyKey: randomUUID(),
  });
}

async function openDashboard(page: Page) {
  await expect(page.getByTestId('live-status')).toHaveText('Live updates on');
  await expect(page.getByTestId('queue-count')).toBeVisible();
}

/**
 * The tab's title shows the queue's length (what the page itself shows). Tests running beside
 * this one add requests meanwhile, so the two are read together until they agree.
 */
async function expectTitleCount(page: Page) {
  await expect
    .poll(async () => {
      const count = Number(await page.getByTestId('queue-count').textContent());
      return { title: (await page.title()).startsWith(count > 0 ? `(${count}) Admin Dashboard | ` : 'Admin Dashboard | '), count };
    })
    .toMatchObject({ title: true });
}

test.describe('nobody misses a request', () => {
  // One after another: each test's requests would otherwise chime in the others' dashboards.
  test.describe.configure({ mode: 'default' });
  test.use({ permissions: ['notifications'] });

  test('a new website request chimes once, raises a desktop notification and counts in the title', async ({ page }) => {
    await spyOnAlerts(page);
    await signedInAs(page, DEMO.viewer);
    await openDashboard(page);
    await expectTitleCount(page);
    // What was waiting already is on screen, not announced (other tests' new requests may be).
    const waiting = await page.getByTestId('queue-item').allTextContents();
    // The event carries the booking as the lists show it: the alert asks the server for nothing.
    const bookingReads: string[] = [];
    page.on('request', (request) => void (/\/trpc\/[^?]*bookings\.byId/.test(request.url()) && bookingReads.push(request.url())));

    const name = uniqueName('Chime Caller');
    await websiteRequest(page, name);
    const item = page.getByTestId('queue-item').filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect.poll(() => notifications(page)).toContainEqual({ title: 'New booking request', body: `${name}: Emergency Ambulance from Varthur Main Road` });
    const announced = (await notifications(page)).map((n) => n.body?.split(':')[0] ?? '');
    expect(announced.filter((caller) => caller && waiting.some((item) => item.includes(caller)))).toEqual([]);
    // It chimed (other tests' requests may chime here too, so the count is not exact).
    await expect.poll(() => chimes(page)).toBeGreaterThanOrEqual(1);
    await expectTitleCount(page);
    // The spec's toast still shows (beside any for other tests' requests).
    await expect(page.getByRole('alert').filter({ hasText: 'New booking request' }).filter({ hasText: name })).toBeVisible();
    expect(bookingReads).toEqual([]);

    // Another request refreshes the queue: announced itself, which proves the queue was read
    // again (that read holds the first request too, still waiting), and the first is not
    // announced a second time.
    const later = uniqueName('Later Caller');
    await websiteRequest(page, later);
    await expect.poll(async () => (await notifications(page)).some((n) => n.body?.startsWith(later))).toBe(true);
    expect((await notifications(page)).filter((n) => n.body?.startsWith(name))).toHaveLength(1);
  });

  test('muted in this browser: no sound, still the title and the notification; remembered after a reload', async ({ page }) => {
    await spyOnAlerts(page);
    await signedInAs(page, DEMO.viewer);
    await openDashboard(page);
    const sound = page.getByRole('switch', { name: 'Sound for new requests' });
    await expect(sound).toBeChecked();
    await sound.click({ force: true });
    await expect(sound).not.toBeChecked();

    await page.reload();
    await openDashboard(page);
    await expect(sound).not.toBeChecked();

    const name = uniqueName('Muted Caller');
    await websiteRequest(page, name);
    await expect(page.getByTestId('queue-item').filter({ hasText: name })).toBeVisible();
    await expect.poll(async () => (await notifications(page)).some((n) => n.body?.startsWith(name))).toBe(true);
    await expectTitleCount(page);
    expect(await chimes(page)).toBe(0);
  });

  test('a request flagged as possible spam is not announced', async ({ page }) => {
    await spyOnAlerts(page);
    await signedInAs(page, DEMO.viewer);
    await openDashboard(page);
    // The fourth request from one phone within an hour is flagged (stored, not refused).
    const phone = `9${randomInt(100_000_000, 999_999_999)}`;
    const names = [1, 2, 3, 4].map((i) => uniqueName(`Repeat ${i}`));
    for (const name of names.slice(0, 3)) await websiteRequest(page, name, phone);
    await expect(page.getByTestId('queue-item').filter({ hasText: names[2] })).toBeVisible();
    await expect.poll(async () => (await notifications(page)).filter((n) => n.body && names.some((x) => n.body!.startsWith(x))).length).toBe(3);

    // Chimes are not counted here: other tests' requests chime this dashboard too. The
    // notification names the request, so it tells whether this one was announced.
    await websiteRequest(page, names[3], phone);
    // Proof the dashboard has read the queue since the flagged one was stored: a request made
    // after it, from another phone, is announced.
    const later = uniqueName('After Repeat');
    await websiteRequest(page, later);
    await expect.poll(async () => (await notifications(page)).some((n) => n.body?.startsWith(later))).toBe(true);
    expect((await notifications(page)).some((n) => n.body?.startsWith(names[3]))).toBe(false);
  });
});

test('a request flagged as possible spam is kept out of Bookings and shown in its own view', async ({ page }) => {
  await signedInAs(page, DEMO.viewer);
  const phone = `9${randomInt(100_000_000, 999_999_999)}`;
  const names = [1, 2, 3, 4].map((i) => uniqueName(`Spam view ${i}`));
  // Three requests from one phone within an hour are plausible; the fourth is stored, flagged.
  for (const name of names) await websiteRequest(page, name, phone);

  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByRole('link', { name: names[2] })).toBeVisible();
  await expect(page.getByRole('link', { name: names[3] })).toHaveCount(0);

  await page.getByRole('switch', { name: 'Possible spam' }).click();
  await expect(page).toHaveURL(/spam=true/);
  await expect(page.getByRole('link', { name: names[3] })).toBeVisible();
  await expect(page.getByRole('link', { name: names[2] })).toHaveCount(0);

  // The view is part of the address: a reload keeps it, Back leaves it.
  await page.reload();
  await expect(page.getByRole('link', { name: names[3] })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: names[2] })).toBeVisible();
});
