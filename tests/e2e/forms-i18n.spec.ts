import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../shared/i18n/locale';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { CUSTOMER_LANGUAGE_NAMES } from '../../shared/booking-values';
import { DEMO, expect, test } from './fixtures';
import { signedInAs } from './signed-in';
import { staffApi } from './staff-api';

/*
 * Issue 22: the public forms in Kannada and Hindi, on a family's phone (390 px). On /kn/contact
 * and /hi/contact an invalid booking request shows each message in the page's language, and a
 * valid one its confirmation in that language: with JavaScript (the shared schema in the
 * browser, the API) and without (the plain route answers with the page in the same language).
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const LANGUAGES = ['kn', 'hi'] as const;
const SCRIPT: Record<(typeof LANGUAGES)[number], RegExp> = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ };
const ownPhone = () => `98${String(randomInt(10_000_000, 100_000_000))}`;

/** The texts of one language, as the messages give them. */
function texts(locale: Locale) {
  const o = { locale };
  return {
    submit: m.form_booking_submit({}, o),
    fullName: m.form_label_full_name({}, o),
    phone: m.form_label_phone({}, o),
    pickup: m.form_label_pickup_address({}, o),
    serviceType: m.form_label_service_type({}, o),
    nameTooShort: m.validation_too_short({ label: m.validation_label_full_name({}, o), min: 2 }, o),
    phoneInvalid: m.validation_phone_invalid({}, o),
    serviceRequired: m.validation_service_type({}, o),
    thanks: m.receipt_booking_thanks({}, o),
    promise: m.receipt_callback_promise({}, o),
    reference: m.receipt_reference({ reference: '' }, o),
    follow: m.receipt_follow_live({}, o),
    messageSubmit: m.form_message_submit({}, o),
    message: m.form_label_message({}, o),
    messageTooShort: m.validation_too_short({ label: m.validation_label_message({}, o), min: 10 }, o),
    messageThanks: m.receipt_message_thanks({}, o),
  };
}

const formWith = (page: Page, button: string) => page.locator('form').filter({ has: page.getByRole('button', { name: button }) });

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** An invalid request (passes the browser's own checks, not the shared rules): each message in the language. */
async function sendInvalid(form: Locator, t: ReturnType<typeof texts>) {
  await form.getByLabel(t.fullName).fill('A');
  await form.getByLabel(t.phone).fill('12345');
  await form.getByLabel(t.pickup).fill('Whitefield Main Road');
  await form.getByRole('button', { name: t.submit }).tap();
}

async function expectInvalid(form: Locator, t: ReturnType<typeof texts>, locale: 'kn' | 'hi') {
  await expect(form.getByLabel(t.fullName)).toHaveAccessibleDescription(t.nameTooShort);
  await expect(form.getByLabel(t.phone)).toHaveAccessibleDescription(t.phoneInvalid);
  await expect(form.getByLabel(t.serviceType)).toHaveAccessibleDescription(t.serviceRequired);
  for (const text of [t.nameTooShort, t.phoneInvalid, t.serviceRequired]) expect(text).toMatch(SCRIPT[locale]);
  await expect(form.getByLabel(t.fullName)).toHaveValue('A');
  await expect(form.getByLabel(t.pickup)).toHaveValue('Whitefield Main Road');
}

async function sendValid(form: Locator, t: ReturnType<typeof texts>, name: string) {
  await form.getByLabel(t.fullName).fill(name);
  await form.getByLabel(t.phone).fill(ownPhone());
  await form.getByLabel(t.serviceType).selectOption('icu');
  await form.getByRole('button', { name: t.submit }).tap();
}

async function expectConfirmation(page: Page, t: ReturnType<typeof texts>, locale: 'kn' | 'hi') {
  const receipt = page.locator('#booking-form').getByRole('status').first();
  await expect(receipt).toContainText(t.thanks);
  await expect(receipt).toContainText(t.promise);
  await expect(receipt).toContainText(new RegExp(`${t.reference}[0-9A-F]{8}`));
  await expect(receipt.getByRole('link', { name: t.follow })).toHaveAttribute('href', /^\/track\/[\w-]+$/);
  expect(t.thanks).toMatch(SCRIPT[locale]);
  await fitsThePhone(page);
}

async function bookingsNamed(baseURL: string, name: string) {
  const staff = await staffApi(baseURL, DEMO.operator);
  return (await staff.bookings.list.query({ search: name })).items;
}

for (const locale of LANGUAGES) {
  const t = texts(locale);

  test.describe(`${locale}, with JavaScript`, () => {
    test(`a booking request on /${locale}/contact: the messages, then the confirmation, in the page's language`, async ({ page, baseURL }) => {
      await page.goto(`/${locale}/contact#book`);
      await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
      const form = formWith(page, t.submit);
      await expect(form).toHaveAttribute('data-ready', 'true');
      await expect(form).toHaveAttribute('action', `/${locale}/forms/booking#booking-form`);
      await sendInvalid(form, t);
      await expectInvalid(form, t, locale);
      await fitsThePhone(page);

      const name = `Forms ${locale} JS ${randomUUID().slice(0, 8)}`;
      await sendValid(form, t, name);
      await expectConfirmation(page, t, locale);
      // The API's answer, not a page load.
      await expect(page).toHaveURL(new RegExp(`/${locale}/contact#book$`));
      expect(await bookingsNamed(baseURL!, name)).toMatchObject([{ customerName: name, serviceType: 'icu', source: 'website' }]);
    });
  });

  test(`a booking made on /${locale}/contact: its tracking page and the staff's WhatsApp text are in the language`, async ({ page, browser, baseURL }) => {
    await page.goto(`/${locale}/contact#book`);
    const form = formWith(page, t.submit);
    await expect(form).toHaveAttribute('data-ready', 'true');
    const name = `Family ${locale} ${randomUUID().slice(0, 8)}`;
    await form.getByLabel(t.pickup).fill('Whitefield Main Road');
    await sendValid(form, t, name);
    await expectConfirmation(page, t, locale);

    // The family follows the link from the confirmation: the page speaks the booking's language.
    await page.locator('#booking-form').getByRole('link', { name: t.follow }).tap();
    await expect(page).toHaveURL(/\/track\/[\w-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
    await expect(page.locator('h1')).toHaveText(SCRIPT[locale]);
    await fitsThePhone(page);

    // Staff see the language, and the message they send the family is written in it.
    const [booking] = await bookingsNamed(baseURL!, name);
    expect(booking).toMatchObject({ language: locale });
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signedInAs(staffPage, DEMO.operator, { at: `/admin/bookings/${booking.id}` });
    await expect(staffPage.getByText(CUSTOMER_LANGUAGE_NAMES[locale] ?? '', { exact: true }).first()).toBeVisible();
    const whatsApp = await staffPage.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    const text = new URL(whatsApp!).searchParams.get('text')!;
    expect(text).toMatch(SCRIPT[locale]);
    await expect(staffPage.getByTestId('customer-message')).toHaveText(text);
    await staff.close();
  });

  test.describe(`${locale}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test(`a booking request on /${locale}/contact: the answer pages keep the language`, async ({ page, baseURL }) => {
      await page.goto(`/${locale}/contact#book`);
      await sendInvalid(formWith(page, t.submit), t);
      await expect(page).toHaveURL(new RegExp(`/${locale}/forms/booking#booking-form$`));
      await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
      const again = formWith(page, t.submit);
      await expectInvalid(again, t, locale);
      await fitsThePhone(page);

      const name = `Forms ${locale} plain ${randomUUID().slice(0, 8)}`;
      await sendValid(again, t, name);
      await expect(page).toHaveURL(new RegExp(`/${locale}/forms/booking#booking-form$`));
      await expectConfirmation(page, t, locale);
      expect(await bookingsNamed(baseURL!, name)).toMatchObject([{ customerName: name, serviceType: 'icu', source: 'website' }]);
    });

    test(`a message on /${locale}/contact: its message, then its receipt, in the language; the answer's address opened again leads to the page`, async ({ page, request }) => {
      await page.goto(`/${locale}/contact`);
      const form = formWith(page, t.messageSubmit);
      await form.getByLabel(t.message).fill('Too short');
      await form.getByLabel(m.form_label_name({}, { locale })).fill('Farah Siddiqui');
      await form.getByLabel(m.form_label_email({}, { locale })).fill(`farah.${locale}.${randomUUID().slice(0, 8)}@example.com`);
      await form.getByRole('button', { name: t.messageSubmit }).tap();
      await expect(page).toHaveURL(new RegExp(`/${locale}/forms/message#message-form$`));
      const again = formWith(page, t.messageSubmit);
      await expect(again.getByLabel(t.message)).toHaveAccessibleDescription(t.messageTooShort);
      await again.getByLabel(t.message).fill(`Do you cover Sarjapur at night? ${randomUUID().slice(0, 8)}`);
      await again.getByRole('button', { name: t.messageSubmit }).tap();
      await expect(page.locator('#message-form').getByRole('status')).toContainText(t.messageThanks);

      const reopened = await request.get(`/${locale}/forms/message`, { maxRedirects: 0 });
      expect(reopened.status()).toBe(303);
      expect(reopened.headers().location).toBe(`/${locale}/contact#book`);
    });
  });
}
