import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { staffApi } from './staff-api';

/*
 * Issue 18 part 1: the booking and message forms work as plain HTML: without JavaScript,
 * before the form's code has loaded, and when it cannot load. They post to their own routes,
 * which answer with the page: the receipt, or the form again with the values and messages.
 */

const bookingForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Ambulance' }) });
const inquiryForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
const uniquePhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function fillBooking(form: Locator, name: string) {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill(uniquePhone());
  await form.getByLabel('Pickup Address').fill('14 Varthur Main Road, Varthur');
  await form.getByLabel('Destination').fill('Manipal Hospital, Old Airport Road');
  await form.getByLabel('Service Type').selectOption('icu');
  await form.getByLabel('Additional Notes').fill('Patient on oxygen');
}

/** The receipt on an answer page: the reference, what happens next, the tracking link (which opens). */
async function expectBookingReceipt(page: Page) {
  await expect(page).toHaveURL(/\/forms\/booking#booking-form$/);
  const receipt = page.locator('#booking-form').getByRole('status');
  await expect(receipt).toContainText('Thank you! Your request has been received.');
  await expect(receipt).toContainText('Our team will contact you within 5 minutes.');
  const reference = (await receipt.locator('strong').first().textContent())!;
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  const link = receipt.getByRole('link', { name: 'Follow your request live' });
  await expect(link).toHaveAttribute('href', /^\/track\/[\w-]+$/);
  return { reference, trackingHref: (await link.getAttribute('href'))! };
}

async function bookingsNamed(baseURL: string, name: string) {
  const staff = await staffApi(baseURL, DEMO.operator);
  return (await staff.bookings.list.query({ search: name })).items;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a booking request: an invalid one comes back with the values and each message, then it is received, with its tracking link', async ({ page, baseURL }) => {
    await page.goto('/contact');
    const form = bookingForm(page);
    const name = `No Script ${randomUUID().slice(0, 8)}`;
    // Passes the browser's own checks (required fields), not the shared rules.
    await form.getByLabel('Full Name').fill('A');
    await form.getByLabel('Phone Number').fill('12345');
    await form.getByLabel('Pickup Address').fill('Whitefield Main Road');
    await form.getByLabel('Additional Notes').fill('Second floor, no lift');
    await form.getByLabel('WhatsApp').check();
    await form.getByRole('button', { name: 'Request Ambulance' }).click();

    await expect(page).toHaveURL(/\/forms\/booking#booking-form$/);
    const again = bookingForm(page);
    await expect(again.getByLabel('Full Name')).toHaveAccessibleDescription('Full name must be at least 2 characters');
    await expect(again.getByLabel('Phone Number')).toHaveAccessibleDescription('Enter a valid Indian phone number, e.g. 98765 43210');
    await expect(again.getByLabel('Service Type')).toHaveAccessibleDescription('Please select a service type');
    await expect(again.getByLabel('Full Name')).toHaveValue('A');
    await expect(again.getByLabel('Pickup Address')).toHaveValue('Whitefield Main Road');
    await expect(again.getByLabel('Additional Notes')).toHaveValue('Second floor, no lift');
    await expect(again.getByLabel('WhatsApp')).toBeChecked();

    await again.getByLabel('Full Name').fill(name);
    await again.getByLabel('Phone Number').fill('98450 11223');
    await again.getByLabel('Service Type').selectOption('icu');
    await again.getByRole('button', { name: 'Request Ambulance' }).click();
    const { reference, trackingHref } = await expectBookingReceipt(page);

    expect(await bookingsNamed(baseURL!, name)).toMatchObject([
      { customerName: name, customerPhone: '+919845011223', pickupLocation: 'Whitefield Main Road', serviceType: 'icu', preferredContact: 'whatsapp', source: 'website' },
    ]);
    await page.goto(trackingHref);
    await expect(page.getByTestId('tracking-current')).toContainText(reference);
  });

  test('a message: an invalid one comes back with its message, then it is sent', async ({ page, baseURL }) => {
    await page.goto('/contact');
    const form = inquiryForm(page);
    // An address of its own: the e-mail budget (a few messages an hour) is shared by every test using one.
    const email = `farah.${randomUUID().slice(0, 8)}@example.com`;
    await form.getByLabel('Name').fill('Farah Siddiqui');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/forms\/message#message-form$/);
    const again = inquiryForm(page);
    await expect(again.getByLabel('Message')).toHaveAccessibleDescription('Message must be at least 10 characters');
    await expect(again.getByLabel('Name')).toHaveValue('Farah Siddiqui');
    await expect(again.getByLabel('Email')).toHaveValue(email);

    const message = `Do you cover Sarjapur at night? ${randomUUID().slice(0, 8)}`;
    await again.getByLabel('Message').fill(message);
    await again.getByRole('button', { name: 'Send Message' }).click();
    const receipt = page.locator('#message-form').getByRole('status');
    await expect(receipt).toContainText('Thank you! Your message has been sent.');
    await expect(receipt).toContainText(/Reference: [0-9A-F]{8}/);

    const staff = await staffApi(baseURL!, DEMO.viewer);
    expect((await staff.inquiries.list.query({ search: message })).items).toHaveLength(1);
  });

  test('the landing page form is received too', async ({ page, baseURL }) => {
    await page.goto('/ambulance-near-me');
    const form = bookingForm(page);
    const name = `No Script Landing ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill(uniquePhone());
    await form.getByLabel('Pickup Address').fill('KR Puram');
    await form.getByLabel('Service Type').selectOption('basic');
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    await expectBookingReceipt(page);
    expect(await bookingsNamed(baseURL!, name)).toMatchObject([{ serviceType: 'basic' }]);
  });

  test('a double submit stores one booking: the second post, with the same key, gets the first receipt', async ({ page, baseURL }) => {
    await page.goto('/');
    const form = bookingForm(page);
    const name = `No Script Double ${randomUUID().slice(0, 8)}`;
    await fillBooking(form, name);
    // The first post reaches the server (stored), but its answer is slow: the person sends again.
    const keys: string[] = [];
    let firstStored!: () => void;
    const firstIn = new Promise<void>((resolve) => (firstStored = resolve));
    let secondSent!: () => void;
    const secondIn = new Promise<void>((resolve) => (secondSent = resolve));
    await page.route('**/forms/booking', async (route) => {
      keys.push(new URLSearchParams(route.request().postData() ?? '').get('idempotencyKey') ?? '');
      if (keys.length > 1) {
        secondSent();
        return route.continue();
      }
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      firstStored();
      // The first answer is held until the second post has left; the browser has dropped it by then.
      await secondIn;
      await route.fulfill({ response }).catch(() => {});
    });
    const button = form.getByRole('button', { name: 'Request Ambulance' });
    await button.focus();
    await page.keyboard.press('Enter');
    await firstIn;
    await page.keyboard.press('Enter');
    const { reference } = await expectBookingReceipt(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const stored = await bookingsNamed(baseURL!, name);
    expect(stored).toHaveLength(1);
    expect(stored[0].id.slice(0, 8).toUpperCase()).toBe(reference);
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the answer pages fit the screen: the form again with its messages, then the receipt with its tracking link', async ({ page, baseURL }) => {
    const fitsTheScreen = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/contact');
    const form = bookingForm(page);
    const name = `No Script Phone ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill('12345');
    await form.getByLabel('Pickup Address').fill('Varthur Kodi');
    await form.getByLabel('Service Type').selectOption('emergency');
    await form.getByRole('button', { name: 'Request Ambulance' }).tap();
    const again = bookingForm(page);
    await expect(again.getByLabel('Phone Number')).toHaveAccessibleDescription('Enter a valid Indian phone number, e.g. 98765 43210');
    await expect(again.getByLabel('Phone Number')).toBeInViewport();
    await fitsTheScreen();

    await again.getByLabel('Phone Number').fill(uniquePhone());
    await again.getByRole('button', { name: 'Request Ambulance' }).tap();
    const { trackingHref } = await expectBookingReceipt(page);
    await expect(page.locator('#booking-form').getByRole('status')).toBeInViewport();
    await fitsTheScreen();
    expect(await bookingsNamed(baseURL!, name)).toHaveLength(1);
    await page.goto(trackingHref);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fitsTheScreen();
  });
});

test.describe('with JavaScript', () => {
  test('a submit before the form’s code has loaded goes the plain way and is received', async ({ page, baseURL }) => {
    // The form's code never arrives (a slow phone): its server HTML is all there is.
    await page.route('**/assets/BookingForm-*.js', () => {});
    await page.goto('/contact#book');
    const form = bookingForm(page);
    await expect(inquiryForm(page)).toHaveAttribute('data-ready', 'true');
    await expect(form).not.toHaveAttribute('data-ready');
    const name = `Before Code ${randomUUID().slice(0, 8)}`;
    await fillBooking(form, name);
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    await expectBookingReceipt(page);
    expect(await bookingsNamed(baseURL!, name)).toHaveLength(1);
  });

  test('when the form’s code cannot load, the helpline shows with its call link, the page stays, and the form still works', async ({ page, baseURL }) => {
    await page.route('**/assets/BookingForm-*.js', (route) => route.abort('connectionrefused'));
    await page.goto('/contact#book');
    const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not load' });
    await expect(notice).toContainText('call our 24x7 helpline');
    await expect(notice.getByRole('link', { name: /Call 000000 00000/ })).toHaveAttribute('href', 'tel:+910000000000');
    // Only that part: the rest of the page, the other form included, works as usual.
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(inquiryForm(page)).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const form = bookingForm(page);
    const name = `Blocked Code ${randomUUID().slice(0, 8)}`;
    await fillBooking(form, name);
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    await expectBookingReceipt(page);
    expect(await bookingsNamed(baseURL!, name)).toHaveLength(1);
  });

  test('with the code loaded, the form sends through the API as before, never the plain route', async ({ page }) => {
    await page.goto('/contact#book');
    const form = bookingForm(page);
    await expect(form).toHaveAttribute('data-ready', 'true');
    const plain: string[] = [];
    page.on('request', (r) => r.url().includes('/forms/') && plain.push(r.url()));
    await fillBooking(form, `With Code ${randomUUID().slice(0, 8)}`);
    const sent = page.waitForResponse('**/trpc/site.requestBooking');
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been received' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact#book$/);
    expect(plain).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('the receipt, with its long tracking link, fits the screen', async ({ page }) => {
      await page.goto('/contact#book');
      const form = bookingForm(page);
      await expect(form).toHaveAttribute('data-ready', 'true');
      await fillBooking(form, `Phone Code ${randomUUID().slice(0, 8)}`);
      await form.getByRole('button', { name: 'Request Ambulance' }).tap();
      const receipt = page.getByRole('status').filter({ hasText: 'Your request has been received' });
      await expect(receipt.getByRole('link', { name: 'Follow your request live' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
