import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n/locale';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { bookingFormInput, failedMessage, firstIssuePerField, messageFormInput, plainFormRoute } from '../../shared/public-forms';
import { HOME_FORM_SERVICE_OPTIONS, LANDING_FORM_SERVICE_OPTIONS, PREFERRED_CONTACT_OPTIONS } from '../../shared/booking-options';
import { bookingFormSchema } from '../../shared/schemas/booking';
import { bookingRequestSchema, inquirySchema } from '../../shared/schemas/site';
import { inLanguage } from '../../server/web/in-language';

/*
 * Issue 22: the public forms' messages are made when a value is parsed, in the current language
 * (on the server's plain route, the posting page's: inLanguage). English stays as the spec has it.
 */

const invalidBooking = () =>
  bookingFormInput('home', { name: 'A', phone: '12345', pickupAddress: ' ', serviceType: '', dateTime: 'tomorrow' }, randomUUID());
const invalidMessage = () => messageFormInput({ name: '', email: 'not-an-email', phone: '123', message: 'Too short' }, randomUUID());

const bookingErrors = () => firstIssuePerField(bookingRequestSchema.safeParse(invalidBooking()).error!.issues);
const messageErrors = () => firstIssuePerField(inquirySchema.safeParse(invalidMessage()).error!.issues);

const ENGLISH_BOOKING = {
  name: 'Full name must be at least 2 characters',
  phone: 'Enter a valid Indian phone number, e.g. 98765 43210',
  pickupAddress: 'Pickup address is required',
  serviceType: 'Please select a service type',
  dateTime: 'Choose a date and time from now on (within a year)',
};
const ENGLISH_MESSAGE = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  phone: 'Enter a valid Indian phone number, e.g. 98765 43210',
  message: 'Message must be at least 10 characters',
};

/** Kannada or Devanagari letters, and no English word (digits and the example number may stay). */
const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ };
function expectInScript(texts: Record<string, string | undefined>, locale: 'kn' | 'hi') {
  for (const [field, text] of Object.entries(texts)) {
    expect(text, field).toMatch(SCRIPT[locale]);
    expect(text, field).not.toMatch(/[a-z]{2,}/); // an English word (ICU, BLS stay as families say them)
  }
}

describe('public form messages in English', () => {
  it('are exactly the spec texts, outside any language run and inside the English one', async () => {
    expect(bookingErrors()).toEqual(ENGLISH_BOOKING);
    expect(messageErrors()).toEqual(ENGLISH_MESSAGE);
    expect(await inLanguage('en', () => Promise.resolve(bookingErrors()))).toEqual(ENGLISH_BOOKING);
    expect(inLanguage('en', messageErrors)).toEqual(ENGLISH_MESSAGE);
    expect(HOME_FORM_SERVICE_OPTIONS.map((o) => o.label())).toEqual([
      'Emergency Ambulance',
      'ICU Ambulance',
      'Patient Transfer',
      'Neonatal Ambulance',
      'Funeral / Mortuary Transfer',
      'Event Standby',
    ]);
    expect(LANDING_FORM_SERVICE_OPTIONS.map((o) => o.label())).toEqual([
      'Emergency Ambulance',
      'ICU Ambulance',
      'BLS Ambulance',
      'ALS Ambulance',
      'Neonatal Ambulance',
      'Cardiac Ambulance',
    ]);
    expect(PREFERRED_CONTACT_OPTIONS.map((o) => o.label())).toEqual(['Call', 'WhatsApp']);
    expect(failedMessage()).toBe('We could not send your request. Please try again, or call us now.');
  });

  it('other messages of the same fields: too long, missing phone, e-mail too long, a location without its pair', () => {
    const input = { ...bookingFormInput('landing', { name: 'x'.repeat(101), phone: '', pickupAddress: 'Varthur Road', serviceType: 'icu' }, randomUUID()), pickupLat: '12.9' };
    expect(firstIssuePerField(bookingRequestSchema.safeParse(input).error!.issues)).toEqual({
      name: 'Full name must be at most 100 characters',
      phone: 'Phone number is required',
      pickupLat: 'A location needs both latitude and longitude',
    });
    const notes = bookingFormInput('home', { name: 'Asha', phone: '9845011223', pickupAddress: 'Varthur Road', serviceType: 'transfer', notes: 'n'.repeat(2001) }, randomUUID());
    expect(firstIssuePerField(bookingRequestSchema.safeParse(notes).error!.issues)).toEqual({ notes: 'Additional notes must be at most 2000 characters' });
    const email = messageFormInput({ name: 'Asha', email: `${'a'.repeat(250)}@example.com`, message: 'A long enough message' }, randomUUID());
    expect(firstIssuePerField(inquirySchema.safeParse(email).error!.issues)).toEqual({ email: 'Email must be at most 254 characters' });
  });

  it("the staff schemas' messages are unchanged (English, made when the schema is)", () => {
    const staff = bookingFormSchema.safeParse({});
    expect(staff.success).toBe(false);
    const messages = firstIssuePerField(staff.error!.issues)!;
    expect(messages.customerName).toBe('Customer name is required');
    expect(inLanguage('kn', () => firstIssuePerField(bookingFormSchema.safeParse({}).error!.issues)!.customerName)).toBe('Customer name is required');
  });
});

describe.each(['kn', 'hi'] as const)('public form messages in %s', (locale) => {
  it('an invalid booking request gives each message in the language', () => {
    const errors = inLanguage(locale, bookingErrors)!;
    expect(Object.keys(errors)).toEqual(Object.keys(ENGLISH_BOOKING));
    expectInScript(errors, locale);
    expect(errors).toEqual({
      name: m.validation_too_short({ label: m.validation_label_full_name({}, { locale }), min: 2 }, { locale }),
      phone: m.validation_phone_invalid({}, { locale }),
      pickupAddress: m.validation_required({ label: m.validation_label_pickup_address({}, { locale }) }, { locale }),
      serviceType: m.validation_service_type({}, { locale }),
      dateTime: m.validation_date_time({}, { locale }),
    });
    expect(errors.phone).toContain('98765 43210');
    // A date in the past (the rule checked once the fields pass).
    const past = bookingFormInput('home', { name: 'Asha', phone: '9845011223', pickupAddress: 'Varthur Road', serviceType: 'icu', dateTime: '2001-01-01T10:00' }, randomUUID());
    expect(inLanguage(locale, () => firstIssuePerField(bookingRequestSchema.safeParse(past).error!.issues))).toEqual({ dateTime: m.validation_date_time({}, { locale }) });
  });

  it('an invalid message gives each message in the language', () => {
    const errors = inLanguage(locale, messageErrors)!;
    expect(Object.keys(errors)).toEqual(Object.keys(ENGLISH_MESSAGE));
    expectInScript(errors, locale);
    expect(errors.email).toBe(m.validation_email_invalid({}, { locale }));
  });

  it('the language holds across awaits, and a parse in another language at the same time keeps its own', async () => {
    const later = (work: () => unknown) => new Promise((resolve) => setTimeout(() => resolve(work()), 5));
    const [here, english] = await Promise.all([inLanguage(locale, () => later(bookingErrors)), inLanguage('en', () => later(bookingErrors))]);
    expectInScript(here as Record<string, string>, locale);
    expect(english).toEqual(ENGLISH_BOOKING);
    // Outside a run, the base language again.
    expect(bookingErrors()).toEqual(ENGLISH_BOOKING);
  });

  it('the option labels, the failure message and the plain route are in the language', () => {
    expectInScript(Object.fromEntries(HOME_FORM_SERVICE_OPTIONS.map((o) => [o.value, o.label({}, { locale })])), locale);
    expectInScript({ failed: failedMessage(locale) }, locale);
    expect(inLanguage(locale, () => failedMessage())).toBe(failedMessage(locale));
    expect(plainFormRoute('booking', locale)).toBe(`/${locale}/forms/booking`);
    expect(plainFormRoute('message', 'en')).toBe('/forms/message');
  });
});
