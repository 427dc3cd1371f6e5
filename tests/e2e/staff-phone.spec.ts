import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { signedInAs } from './signed-in';
import { staffApi } from './staff-api';
import { bookingVersion } from '../helpers/versions';

/**
 * Issue 13.3: the staff screens on a phone (390 × 844). On every tab the page never scrolls
 * sideways, the header's e-mail, role and Logout stay on screen, each table row reads as a
 * card ("Label value" lines, nothing cut), and the tab's dialogs fit the screen.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/**
 * The page is no wider than the phone. (A phone widens its layout to fit wider content, and
 * window.innerWidth with it, so the page's width is compared with the screen's, not with that.)
 */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page scrolls sideways').toBeLessThanOrEqual(PHONE.width);
}

async function expectHeader(page: Page) {
  await expect(page.getByTestId('header-email')).toBeInViewport();
  await expect(page.getByTestId('header-role')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
}

/** A box lies inside the phone's screen, horizontally (and vertically when `whole`). */
async function expectOnScreen(locator: Locator, whole = false) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5);
  if (whole) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 0.5);
  }
}

/**
 * The row is a card: on screen, its cells labelled with the table's column names (what a
 * person reads in front of each value) and none of them cut off.
 */
async function expectCard(row: Locator, labels: string[]) {
  await row.scrollIntoViewIfNeeded();
  await expectOnScreen(row);
  const cells = await row.getByRole('cell').evaluateAll((tds) =>
    tds.map((td) => ({
      label: getComputedStyle(td, '::before').content,
      cut: td.scrollWidth > td.clientWidth + 1,
      width: td.getBoundingClientRect().width,
    })),
  );
  expect(cells.map((c) => c.label).filter((l) => l !== 'none')).toEqual(labels.map((l) => `"${l}"`));
  expect(cells.filter((c) => c.cut), 'cells cut off').toEqual([]);
  // A card, not a squeezed table row: every line spans the card.
  const rowWidth = (await row.boundingBox())!.width;
  for (const cell of cells) expect(cell.width).toBeGreaterThan(rowWidth * 0.8);
}

/** The dialog fills the phone's screen and nothing in it scrolls sideways. */
async function expectDialogFits(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // Mantine's dialog grows in with a transition: measure once it has settled.
  await expect(async () => {
    await expectOnScreen(dialog, true);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThan(PHONE.width - 2);
  }).toPass();
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth), 'dialog scrolls sideways').toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens a tab as the admin: the header stays whole, the first row is a card, and nothing scrolls sideways. */
async function openTab(page: Page, tab: string, cardLabels: string[]) {
  await signedInAs(page, DEMO.admin, { at: `/admin?tab=${tab}` });
  await expectHeader(page);
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await expectCard(firstRow, cardLabels);
  await expectNoSidewaysScroll(page);
  return firstRow;
}

/**
 * A website request sent from this test's address (as the home page's form sends it), from a
 * phone number of its own: a fourth request from one number within the hour is flagged as
 * possible spam and kept out of the queue, and other tests send requests too.
 */
async function requestAmbulance(page: Page, name: string, pickupAddress = 'Varthur Main Road, Bengaluru 560087') {
  const phone = `98${String(randomInt(10_000_000, 100_000_000))}`;
  const response = await page.request.post('/trpc/site.requestBooking', {
    data: { variant: 'home', name, phone, pickupAddress, serviceType: 'emergency', idempotencyKey: randomUUID() },
  });
  expect(response.status()).toBe(200);
}

test.describe('staff screens on a phone', () => {
  test('dashboard: queue and figures fit, the header stays whole', async ({ page }) => {
    const name = `Phone queue ${randomUUID().slice(0, 8)}`;
    await requestAmbulance(page, name, 'Flat 1204, Tower B, Prestige Shantiniketan, Whitefield Main Road, near ITPL back gate, Bengaluru 560048');
    await signedInAs(page, DEMO.operator);
    await expectHeader(page);
    const item = page.getByTestId('queue-item').filter({ hasText: name });
    await expect(item).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await expectOnScreen(item);
    await expectNoSidewaysScroll(page);
  });

  test('bookings: each booking is a card, and the booking form fits', async ({ page }) => {
    const card = await openTab(page, 'bookings', ['Phone', 'Service', 'From → To', 'Date', 'Status']);
    // The customer's name heads the card and opens the booking.
    await expect(card.getByRole('cell').first().getByRole('link')).toBeVisible();

    await page.getByRole('button', { name: 'New Booking' }).click();
    await expectDialogFits(page, 'New Booking');
  });

  test('a booking\'s page: details, dispatch and its dialogs fit', async ({ page, baseURL }) => {
    const name = `Phone booking ${randomUUID().slice(0, 8)}`;
    await requestAmbulance(page, name);
    const staff = await staffApi(baseURL!, DEMO.operator);
    const booking = (await staff.bookings.list.query({ search: name })).items[0];

    await signedInAs(page, DEMO.admin, { at: `/admin/bookings/${booking.id}` });
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expectHeader(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Assign ambulance' }).click();
    await expectDialogFits(page, 'Assign ambulance');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expectDialogFits(page, 'Cancel booking?');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expectDialogFits(page, 'Edit Booking');
  });

  test('fleet: each ambulance is a card, and the ambulance form fits', async ({ page }) => {
    await openTab(page, 'fleet', ['Type', 'Status', 'Driver', 'Next Maintenance']);

    await page.getByRole('button', { name: 'Add Ambulance' }).click();
    await expectDialogFits(page, 'Add Ambulance');
  });

  test('inquiries: each message is a card headed by its sender, and the message dialog fits', async ({ page }) => {
    const card = await openTab(page, 'inquiries', ['Status', 'Email', 'Phone', 'Message', 'Date']);
    // The sender's name is the card's first line, above its status.
    const [nameBox, statusBox] = await Promise.all([
      card.getByRole('cell').nth(1).boundingBox(),
      card.getByRole('cell').nth(0).boundingBox(),
    ]);
    expect(nameBox!.y).toBeLessThan(statusBox!.y);

    const sender = (await card.getByRole('cell').nth(1).textContent())!;
    await card.getByRole('button', { name: /^View / }).click();
    await expectDialogFits(page, `Inquiry from ${sender}`);
  });

  test('users: each account is a card, and the role dialog fits', async ({ page }) => {
    const card = await openTab(page, 'users', ['Email', 'Phone', 'Role', 'Joined']);

    await card.getByRole('button', { name: /^Assign role to / }).click();
    await expectDialogFits(page, 'Assign Role');
  });

  test('crew: the assignment screen fits a phone', async ({ page, request, baseURL }) => {
    const name = `Phone crew ${randomUUID().slice(0, 8)}`;
    await requestAmbulance(page, name);
    const admin = await staffApi(baseURL!, DEMO.admin);
    const booking = (await admin.bookings.list.query({ search: name })).items[0];
    const vehicle = (await admin.bookings.assignmentOptions.query({ bookingId: booking.id })).vehicles.find((v) => v.suitable && !v.refusal)!.ambulance;
    const email = `crew.phone.${randomUUID().slice(0, 8)}@example.com`;
    // Signed up from a context of its own: the page signs in as the crew below.
    const signUp = await request.post('/trpc/auth.signUp', { data: { email, password: 'crew-password-1', fullName: 'Naveen Crew', phone: '98450 33445' } });
    expect(signUp.status()).toBe(200);
    const userId = (await admin.users.list.query()).find((u) => u.email === email)!.id;
    await admin.users.assignRole.mutate({ userId, role: 'crew' });
    await admin.users.linkVehicle.mutate({ userId, ambulanceId: vehicle.id });
    await admin.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(admin, booking.id), ambulanceId: vehicle.id });

    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('crew-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/crew$/);
    await expect(page.getByTestId('crew-booking')).toContainText(name);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    for (const button of await page.getByTestId('crew-booking').getByRole('button').all()) await expectOnScreen(button);
  });
});
