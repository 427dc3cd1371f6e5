import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LATITUDE_RANGE, POINT_UNREADABLE } from '../../shared/geo';
import { callApi, DEMO, expect, test } from './fixtures';
import { signedInAs } from './signed-in';
import { staffApi } from './staff-api';

/*
 * Issue 20 part 2: where the patient is. The public form's "Use my current location" (optional,
 * never blocking), and staff setting or correcting the pickup point on the booking's page.
 */

const ownPhone = () => `98${String(randomInt(10_000_000, 100_000_000))}`;
const bookingForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Ambulance' }) });

async function fillBooking(page: Page, name: string) {
  const form = bookingForm(page);
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill(ownPhone());
  await form.getByLabel('Pickup Address').fill('14 Varthur Main Road, Varthur');
  await form.getByLabel('Service Type').selectOption('emergency');
}

async function storedBooking(baseURL: string, name: string) {
  const staff = await staffApi(baseURL, DEMO.operator);
  const [item] = (await staff.bookings.list.query({ search: name })).items;
  return staff.bookings.byId.query({ id: item.id });
}

test.describe('the public form: "Use my current location"', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a phone that shares its position sends it with the request', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.9591, longitude: 77.6974, accuracy: 18 });
    await page.goto('/contact#book');
    const form = bookingForm(page);
    await expect(form).toHaveAttribute('data-ready', 'true');
    const name = `Located ${randomUUID().slice(0, 8)}`;
    await fillBooking(page, name);
    await form.getByRole('button', { name: 'Use my current location' }).tap();
    await expect(form.getByRole('status')).toHaveText('Location added (within 18 m). It is sent with your request.');
    await form.getByRole('button', { name: 'Request Ambulance' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been received' })).toBeVisible();
    expect((await storedBooking(baseURL!, name)).pickupPoint).toEqual({ lat: 12.9591, lng: 77.6974, accuracyM: 18, source: 'caller' });
  });

  test('with the position and a listed hospital as the destination, the form shows the fare range, that the final fare follows the trip and that emergencies go before any payment (issue 40.2)', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.9389, longitude: 77.7412, accuracy: 20 });
    await page.goto('/contact#book');
    const form = bookingForm(page);
    await expect(form).toHaveAttribute('data-ready', 'true');
    await fillBooking(page, `Estimate ${randomUUID().slice(0, 8)}`);
    const estimate = form.getByTestId('form-fare-estimate');
    await form.getByLabel('Destination').fill('Marathahalli City Hospital');
    // No position yet: no estimate.
    await expect(estimate).toBeEmpty();
    await form.getByRole('button', { name: 'Use my current location' }).tap();
    await expect(estimate).toHaveText(
      /^Estimated fare to Marathahalli City Hospital: ₹[\d,]+ to ₹[\d,]+\. The final fare follows the trip’s distance and waiting\. Emergencies are dispatched before any payment\.$/,
    );
    await estimate.scrollIntoViewIfNeeded();
    await expect(estimate).toBeInViewport({ ratio: 1 });
    const box = (await estimate.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // A destination that is no listed hospital: the estimate goes.
    await form.getByLabel('Destination').fill('My aunt’s house, Whitefield');
    await expect(estimate).toBeEmpty();
  });

  test('a refusal says so in one line and the request is sent without a position', async ({ page, baseURL }) => {
    // No permission granted: the browser refuses.
    await page.goto('/contact#book');
    const form = bookingForm(page);
    await expect(form).toHaveAttribute('data-ready', 'true');
    const name = `Not Located ${randomUUID().slice(0, 8)}`;
    await fillBooking(page, name);
    await form.getByRole('button', { name: 'Use my current location' }).tap();
    await expect(form.getByRole('status')).toHaveText('Location not shared. You can still send the request with the address.');
    await form.getByRole('button', { name: 'Request Ambulance' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been received' })).toBeVisible();
    expect((await storedBooking(baseURL!, name)).pickupPoint).toBeNull();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('there is no location button, and the request is received', async ({ page, baseURL }) => {
      await page.goto('/contact');
      const name = `No Script Place ${randomUUID().slice(0, 8)}`;
      await fillBooking(page, name);
      await expect(bookingForm(page).getByRole('button', { name: 'Use my current location' })).toHaveCount(0);
      await bookingForm(page).getByRole('button', { name: 'Request Ambulance' }).tap();
      await expect(page.locator('#booking-form').getByRole('status')).toContainText('Thank you! Your request has been received.');
      expect((await storedBooking(baseURL!, name)).pickupPoint).toBeNull();
    });
  });
});

test.describe("the booking's page: staff set the pickup point", () => {
  async function newBooking(page: Page, name: string) {
    return callApi<{ id: string }>(page, 'bookings.create', {
      customerName: name,
      customerPhone: '98450 12345',
      pickupLocation: 'Varthur Main Road',
      dropoffLocation: 'Sakra World Hospital',
      serviceType: 'emergency',
      status: 'pending',
      bookingDate: '2027-03-15T09:30:00+05:30',
    });
  }

  test('an operator pastes bad input (field error), then a Google Maps link, then a point outside the area (warning)', async ({ page }) => {
    // The form's chunk brings the validator: it must run under the CSP (zod jitless), no violation.
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
    });
    await signedInAs(page, DEMO.operator);
    const created = await newBooking(page, `Pickup Point ${randomUUID().slice(0, 8)}`);
    await page.goto(`/admin/bookings/${created.id}`);
    const card = page.getByTestId('pickup-point');
    await expect(card).toContainText('No pickup point yet.');

    await card.getByRole('button', { name: 'Set pickup point' }).click();
    const field = card.getByLabel('Coordinates or Google Maps link');
    await field.fill('near the temple');
    await card.getByRole('button', { name: 'Save pickup point' }).click();
    await expect(card.getByText(POINT_UNREADABLE)).toBeVisible();
    await field.fill('95, 77.59');
    await card.getByRole('button', { name: 'Save pickup point' }).click();
    await expect(card.getByText(LATITUDE_RANGE)).toBeVisible();

    await field.fill('https://www.google.com/maps/place/Marathahalli/@12.9591,77.6974,15z');
    await card.getByRole('button', { name: 'Save pickup point' }).click();
    await expect(card.getByRole('link', { name: '12.95910, 77.69740' })).toBeVisible();
    await expect(card).toContainText('set by staff');
    // 5.25 km × 1.35 ÷ 22 km/h (the defaults): about 19 min.
    await expect(card.getByTestId('pickup-estimate')).toHaveText('5.3 km from the base (straight line) · about 19 min by road');
    await expect(card.getByTestId('pickup-warning')).toHaveCount(0);

    await card.getByRole('button', { name: 'Correct pickup point' }).click();
    await card.getByLabel('Coordinates or Google Maps link').fill('13.0827, 80.2707');
    await card.getByRole('button', { name: 'Save pickup point' }).click();
    await expect(card.getByTestId('pickup-warning')).toHaveText(
      'This point is 275 km from the base, outside the service area (60 km). It was saved: check it with the caller.',
    );
    await expect(card.getByRole('link', { name: '13.08270, 80.27070' })).toBeVisible();
    // On the timeline too.
    await expect(page.getByTestId('timeline').getByText('Pickup point: 12.95910, 77.69740 → 13.08270, 80.27070')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a viewer sees the point but cannot set it', async ({ page, baseURL }) => {
    const operator = await staffApi(baseURL!, DEMO.operator);
    const name = `Viewer Point ${randomUUID().slice(0, 8)}`;
    await signedInAs(page, DEMO.viewer);
    const created = await operator.bookings.create.mutate({
      customerName: name,
      customerPhone: '98450 12345',
      customerEmail: '',
      pickupLocation: 'Varthur Main Road',
      dropoffLocation: 'Sakra World Hospital',
      serviceType: 'emergency',
      status: 'pending',
      bookingDate: '2027-03-15T09:30:00+05:30',
      notes: '',
    });
    await operator.bookings.setPickupPoint.mutate({ bookingId: created.id, version: created.version, point: '12.9591, 77.6974' });
    await page.goto(`/admin/bookings/${created.id}`);
    const card = page.getByTestId('pickup-point');
    await expect(card.getByRole('link', { name: '12.95910, 77.69740' })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
  });
});
