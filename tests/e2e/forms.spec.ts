import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, freezeClock, test } from './fixtures';
import { staffApi } from './staff-api';
import { PUBLIC_FORM_BUDGETS } from '../../server/limits/rate-limits';

const bookingForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Ambulance' }) });
const inquiryForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });

async function openContact(page: Page) {
  await page.goto('/#contact');
  await expect(page.locator('form[data-ready]')).toHaveCount(2);
}

/** A phone number of its own, so no test counts against another's per-phone budget. */
const uniquePhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function fillBooking(form: Locator, name: string, phone = uniquePhone()) {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Phone Number').fill(phone);
  await form.getByLabel('Pickup Address').fill('14 Varthur Main Road, Varthur');
  await form.getByLabel('Destination').fill('Manipal Hospital, Old Airport Road');
  await form.getByLabel('Service Type').selectOption('icu');
  await form.getByLabel('Additional Notes').fill('Patient on oxygen');
}

/** Sends a booking request straight to the API from this test's address (as a form would). */
async function apiBooking(page: Page, name: string) {
  const response = await page.request.post('/trpc/site.requestBooking', {
    data: { variant: 'home', name, phone: uniquePhone(), pickupAddress: 'Varthur Main Road', serviceType: 'emergency', idempotencyKey: randomUUID() },
  });
  return response;
}

test.describe('booking form', () => {
  test('has the spec fields and options; the browser requires name, phone and pickup address', async ({ page }) => {
    await openContact(page);
    const form = bookingForm(page);
    for (const label of ['Full Name', 'Phone Number', 'Pickup Address']) await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('inputmode', 'tel');
    await expect(form.getByLabel('Service Type')).toHaveAttribute('aria-required', 'true');
    await expect(form.getByLabel('Service Type').locator('option:not([disabled])')).toHaveText([
      'Emergency Ambulance',
      'ICU Ambulance',
      'Patient Transfer',
      'Neonatal Ambulance',
      'Funeral / Mortuary Transfer',
      'Event Standby',
    ]);
    await expect(form.getByLabel('Date & Time')).toHaveAttribute('type', 'datetime-local');
    await expect(form.getByLabel('Additional Notes')).toHaveAttribute('rows', '3');
    await expect(form.getByLabel('Call')).toBeChecked();

    let sent = 0;
    page.on('request', (r) => r.url().includes('/trpc/site.') && sent++);
    // The browser's check answers the click with an 'invalid' event, in place of 'submit'.
    await form.evaluate((el: HTMLFormElement) => {
      const seen: string[] = [];
      (window as unknown as { __formEvents: string[] }).__formEvents = seen;
      el.addEventListener('invalid', () => seen.push('invalid'), { capture: true });
      el.addEventListener('submit', () => seen.push('submit'), { capture: true });
    });
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    expect(await form.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    const formEvents = () => page.evaluate(() => (window as unknown as { __formEvents: string[] }).__formEvents);
    await expect.poll(formEvents).toContain('invalid');
    expect(await formEvents()).not.toContain('submit');
    expect(sent).toBe(0);
  });

  test('checks the values with the shared rules and shows each message next to its field', async ({ page }) => {
    await openContact(page);
    const form = bookingForm(page);
    await form.getByLabel('Full Name').fill('Asha Rao');
    await form.getByLabel('Phone Number').fill('12345');
    await form.getByLabel('Pickup Address').fill('Whitefield Main Road');
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    const phone = form.getByLabel('Phone Number');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Enter a valid Indian phone number, e.g. 98765 43210');
    await expect(form.getByLabel('Service Type')).toHaveAccessibleDescription('Please select a service type');
    await expect(phone).toBeFocused();
    await expect(form.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid');
  });

  test('a request is stored for the staff as a pending website booking; the form resets 5000 ms after the confirmation', async ({ page, baseURL }) => {
    await freezeClock(page);
    await openContact(page);
    const form = bookingForm(page);
    const name = `Visitor ${randomUUID().slice(0, 8)}`;
    await fillBooking(form, name, '98450 11223');
    await form.getByLabel('WhatsApp').check();
    await form.getByRole('button', { name: 'Request Ambulance' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Your request has been received' });
    await expect(confirmation).toContainText('Our team will contact you within 5 minutes.');
    const reference = (await confirmation.locator('strong').textContent())!;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);

    const staff = await staffApi(baseURL!, DEMO.operator);
    const { items } = await staff.bookings.list.query({ search: name });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      customerName: name,
      customerPhone: '+919845011223',
      pickupLocation: '14 Varthur Main Road, Varthur',
      dropoffLocation: 'Manipal Hospital, Old Airport Road',
      serviceType: 'icu',
      status: 'pending',
      source: 'website',
      preferredContact: 'whatsapp',
      notes: 'Patient on oxygen',
    });

    await page.clock.runFor(4900);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(100);
    await expect(confirmation).toBeHidden();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Service Type')).toHaveValue('');
    await expect(form.getByLabel('Call')).toBeChecked();
  });

  test('when sending fails the visitor sees it, can call, keeps the values, and a retry stores one booking', async ({ page, baseURL }) => {
    await openContact(page);
    const form = bookingForm(page);
    const name = `Retry ${randomUUID().slice(0, 8)}`;
    await fillBooking(form, name);

    // The first attempt reaches the server, but its answer is lost on the way back.
    const keys: string[] = [];
    let attempts = 0;
    await page.route('**/trpc/site.requestBooking', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (attempts++ === 0) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We could not send your request');
    await expect(alert.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+910000000000');
    await expect(form.getByLabel('Full Name')).toHaveValue(name);
    await expect(form.getByLabel('Service Type')).toHaveValue('icu');

    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been received' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    const staff = await staffApi(baseURL!, DEMO.operator);
    expect((await staff.bookings.list.query({ search: name })).items).toHaveLength(1);
  });

  test('a double click sends one request and stores one booking', async ({ page, baseURL }) => {
    await openContact(page);
    const form = bookingForm(page);
    const name = `Double ${randomUUID().slice(0, 8)}`;
    await fillBooking(form, name);
    await form.getByRole('button', { name: 'Request Ambulance' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been received' })).toBeVisible();
    const staff = await staffApi(baseURL!, DEMO.viewer);
    expect((await staff.bookings.list.query({ search: name })).items).toHaveLength(1);
  });

  test('a server error shows the message and the call button, values kept', async ({ page }) => {
    await openContact(page);
    const form = bookingForm(page);
    await fillBooking(form, 'Server Error Case');
    await page.route('**/trpc/site.requestBooking', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Something went wrong on our side. Please try again.', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }) }),
    );
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not send your request. Please try again, or call us now.');
    await expect(page.getByRole('alert').getByRole('link', { name: /Call/ })).toBeVisible();
    await expect(form.getByLabel('Pickup Address')).toHaveValue('14 Varthur Main Road, Varthur');
    await expect(form.getByRole('button', { name: 'Request Ambulance' })).toBeEnabled();
  });

  test("the server's field errors appear next to the field", async ({ page }) => {
    await openContact(page);
    const form = bookingForm(page);
    await fillBooking(form, 'Field Error Case');
    // A real refusal from the server (the browser's own check would catch this value first).
    const refused = await page.request.post('/trpc/site.requestBooking', {
      data: { variant: 'home', name: 'X', phone: '9845011223', pickupAddress: 'Varthur', serviceType: 'icu', idempotencyKey: randomUUID() },
    });
    expect(refused.status()).toBe(400);
    const body = await refused.text();
    await page.route('**/trpc/site.requestBooking', (route) => route.fulfill({ status: 400, contentType: 'application/json', body }));
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Full name must be at least 2 characters');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

});

test.describe('booking form behind a busy shared address', () => {
  // One address of its own (the server trusts X-Forwarded-For here), so no other test is counted.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.60' } });

  test('many requests from one address still go through; only an automated flood is refused, with the helpline and the call button', async ({ page }) => {
    // Carrier NAT: far more than one person's requests from one address are accepted.
    for (let i = 0; i < PUBLIC_FORM_BUDGETS.floodPerMinute; i++) expect((await apiBooking(page, `Busy Address ${i}`)).ok()).toBe(true);
    await openContact(page);
    const form = bookingForm(page);
    await fillBooking(form, 'Over The Limit');
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      /We are receiving too many requests from your connection, so this one was not sent\. For an ambulance now, call our 24x7 helpline on 000000 00000, or try again in \d+ minutes?\./,
    );
    await expect(alert.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+910000000000');
    await expect(form.getByLabel('Full Name')).toHaveValue('Over The Limit');
  });
});

test.describe('contact message form', () => {
  test('validates with the shared rules, then sends once and resets after the confirmation', async ({ page }) => {
    await freezeClock(page);
    await openContact(page);
    const form = inquiryForm(page);
    await expect(form.getByLabel('Phone (optional)')).not.toHaveAttribute('required');
    await form.getByLabel('Name').fill('Farah Siddiqui');
    await form.getByLabel('Email').fill('farah@example.com');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message must be at least 10 characters');

    await form.getByLabel('Message').fill('Do you have a neonatal ambulance available this weekend?');
    let sent = 0;
    page.on('request', (r) => r.url().includes('/trpc/site.sendInquiry') && sent++);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Your message has been sent' });
    await expect(confirmation).toContainText(/Reference: [0-9A-F]{8}/);
    expect(sent).toBe(1);
    await page.clock.runFor(5000);
    await expect(confirmation).toBeHidden();
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('a lost answer and a retry send the same idempotency key', async ({ page }) => {
    await openContact(page);
    const form = inquiryForm(page);
    await form.getByLabel('Name').fill('Retry Inquiry');
    await form.getByLabel('Email').fill('retry@example.com');
    await form.getByLabel('Message').fill('Please call me back about corporate cover.');
    const bodies: { idempotencyKey: string }[] = [];
    const replies: { reference: string; duplicate: boolean }[] = [];
    await page.route('**/trpc/site.sendInquiry', async (route) => {
      bodies.push(route.request().postDataJSON() as { idempotencyKey: string });
      if (bodies.length === 1) {
        const response = await route.fetch();
        replies.push(((await response.json()) as { result: { data: { reference: string; duplicate: boolean } } }).result.data);
        await route.abort('connectionreset');
      } else {
        const response = await route.fetch();
        replies.push(((await response.json()) as { result: { data: { reference: string; duplicate: boolean } } }).result.data);
        await route.fulfill({ response });
      }
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toContainText(replies[0]?.reference ?? 'no reference');
    expect(bodies[1].idempotencyKey).toBe(bodies[0].idempotencyKey);
    expect(replies.map((r) => r.duplicate)).toEqual([false, true]);
  });
});
