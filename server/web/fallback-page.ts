/**
 * The page a public address answers when its own page could not be rendered (or the renderer
 * could not be loaded at all): small, made here without the renderer, and still useful in an
 * emergency. It names the business, gives the helpline as a `tel:` link, and holds the booking
 * form as plain HTML posting to the plain-form route (server/routes/public-forms.ts), with
 * FORM_KEY_PLACEHOLDER where each view's idempotency key goes. The same shell answers a plain
 * post whose own answer page cannot be rendered: the receipt, or the form again with the
 * values sent and each field's message. In the address's language (the messages are
 * Paraglide's), except one English sentence saying the page is unavailable.
 */
import { HOME_FORM_SERVICE_OPTIONS, LANDING_FORM_SERVICE_OPTIONS, PREFERRED_CONTACT_OPTIONS, type BookingFormVariant } from '../../shared/booking-options';
import { localPhone, telHref } from '../../shared/contact-links';
import { LOCALE_TAGS, localizedPath, splitLocale, type Locale } from '../../shared/i18n/locale';
import { m } from '../../shared/i18n/paraglide/messages.js';
import {
  FORM_KEY_PLACEHOLDER,
  PLAIN_FORM_ANCHORS,
  plainFormPage,
  plainFormRoute,
  type FieldErrors,
  type FormValues,
  type PlainFormAnswer,
  type PlainFormKind,
} from '../../shared/public-forms';
import { SIGN_IN_PATH, type SignInAnswer } from '../../shared/sign-in';
import { escapeHtml } from '../../shared/html-escape';
import { inLanguage } from './in-language';

/** How long a visitor (or a search engine) is asked to wait: the page comes back with a restart. */
export const FALLBACK_RETRY_AFTER_SECONDS = 600;

export interface FallbackPageOptions {
  businessName: string;
  helplinePhone: string;
  /** The address asked for (its language prefix picks the language). */
  path: string;
  /** `unavailable` (503: the page could not be rendered), `not-found` (404), or a plain post's answer. */
  mode: { kind: 'unavailable' } | { kind: 'not-found' } | { kind: 'answer'; answer: PlainFormAnswer };
}

export function fallbackPage(options: FallbackPageOptions): string {
  const { locale } = splitLocale(options.path);
  return inLanguage(locale, () => {
    const { businessName, helplinePhone, mode } = options;
    const call = `<p class="call"><a href="${attr(telHref(helplinePhone))}">${text(m.site_call_now({ phone: localPhone(helplinePhone) }))}</a></p>`;
    const lead = `<p>${text(m.helpline_lead())}</p>`;
    let main: string;
    if (mode.kind === 'not-found') {
      main = `<h1>${text(m.error_not_found_text())}</h1>${call}<p><a href="${attr(localizedPath('/', locale))}">${text(m.error_return_home())}</a></p>`;
    } else if (mode.kind === 'answer') {
      main = `${call}${answerHtml(mode.answer, options.path, helplinePhone)}`;
    } else {
      const unavailable = '<p lang="en-IN">This page cannot be shown just now. Call us, or request an ambulance with the form below.</p>';
      main = `${unavailable}${call}${lead}${bookingForm(locale, 'home', {}, {}, FORM_KEY_PLACEHOLDER)}`;
    }
    const home = localizedPath('/', locale);
    return [
      '<!doctype html>',
      `<html lang="${LOCALE_TAGS[locale]}">`,
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<meta name="robots" content="noindex"><title>${text(businessName)}</title><style>${STYLE}</style></head>`,
      `<body><header><a class="name" href="${attr(home)}">${text(businessName)}</a></header><main>${main}</main></body></html>`,
    ].join('');
  });
}

/** A plain post's outcome: the receipt, or the failure and the form again with what was sent. */
function answerHtml(answer: PlainFormAnswer, path: string, helplinePhone: string): string {
  const { locale, path: pagePath } = splitLocale(path);
  const { receipt, failure, kind } = answer;
  if (receipt) {
    const thanks = kind === 'booking' ? m.receipt_booking_thanks() : m.receipt_message_thanks();
    const next = kind === 'booking' ? m.receipt_callback_promise() : m.receipt_message_next();
    const tracking = receipt.trackingPath ? `<p><a href="${attr(receipt.trackingPath)}">${text(m.receipt_follow_live())}</a></p>` : '';
    return `<div id="${PLAIN_FORM_ANCHORS[kind]}" role="status"><p><strong>${text(thanks)}</strong></p><p>${text(m.receipt_reference({ reference: receipt.reference }))}</p><p>${text(next)}</p>${tracking}</div>`;
  }
  const failed = failure
    ? `<div role="alert"><p>${text(failure)}</p><p><a href="${attr(telHref(helplinePhone))}">${text(m.form_call_phone({ phone: localPhone(helplinePhone) }))}</a></p></div>`
    : '';
  // The landing page's form (its own services, no date) answers on the landing page's address.
  const variant: BookingFormVariant = pagePath === plainFormPage('booking', 'landing') ? 'landing' : 'home';
  const form =
    kind === 'booking'
      ? bookingForm(locale, variant, answer.values, answer.fieldErrors, answer.idempotencyKey)
      : messageForm(locale, answer.values, answer.fieldErrors, answer.idempotencyKey);
  return `${failed}${form}`;
}

/** The booking form (the home/contact one, or the landing page's), the fields `bookingFormInput` reads. */
function bookingForm(locale: Locale, variant: BookingFormVariant, values: FormValues, errors: FieldErrors, key: string): string {
  const services = variant === 'landing' ? LANDING_FORM_SERVICE_OPTIONS : HOME_FORM_SERVICE_OPTIONS;
  const options = services.map(
    (o) => `<option value="${attr(o.value)}"${values.serviceType === o.value ? ' selected' : ''}>${text(o.label())}</option>`,
  ).join('');
  const chosen = values.preferredContact ?? 'call';
  const contacts = PREFERRED_CONTACT_OPTIONS.map(
    (o) => `<label><input type="radio" name="preferredContact" value="${attr(o.value)}"${o.value === chosen ? ' checked' : ''}> ${text(o.label())}</label>`,
  ).join(' ');
  const fields = [
    field('name', m.form_label_full_name(), values, errors, 'type="text" autocomplete="name" maxlength="100" required'),
    field('phone', m.form_label_phone(), values, errors, 'type="tel" inputmode="tel" autocomplete="tel" maxlength="20" required'),
    field('pickupAddress', m.form_label_pickup_address(), values, errors, 'type="text" autocomplete="street-address" maxlength="300" required'),
    field('destination', m.form_label_destination(), values, errors, 'type="text" maxlength="300"'),
    `<p><label for="fb-serviceType">${text(m.form_label_service_type())} *</label><select id="fb-serviceType" name="serviceType" required><option value=""${values.serviceType ? '' : ' selected'} disabled>${text(m.form_select_service_type())}</option>${options}</select>${errorOf('serviceType', errors)}</p>`,
    variant === 'home' ? field('dateTime', m.form_label_date_time(), values, errors, 'type="datetime-local"') : '',
    `<p><label for="fb-notes">${text(m.form_label_notes())}</label><textarea id="fb-notes" name="notes" rows="3" maxlength="2000">${text(values.notes ?? '')}</textarea>${errorOf('notes', errors)}</p>`,
    variant === 'home' ? `<fieldset><legend>${text(m.form_label_preferred_contact())}</legend>${contacts}</fieldset>` : '',
    `<input type="hidden" name="variant" value="${variant}">`,
  ];
  return formCard('booking', locale, key, m.form_booking_title(), fields, m.form_booking_submit(), errors);
}

/** The contact page's message form, the fields `messageFormInput` reads (only ever an answer here). */
function messageForm(locale: Locale, values: FormValues, errors: FieldErrors, key: string): string {
  const fields = [
    field('name', m.form_label_name(), values, errors, 'type="text" autocomplete="name" maxlength="100" required'),
    field('email', m.form_label_email(), values, errors, 'type="email" autocomplete="email" required'),
    field('phone', m.form_label_phone_optional(), values, errors, 'type="tel" inputmode="tel" autocomplete="tel" maxlength="20"'),
    `<p><label for="fb-message">${text(m.form_label_message())} *</label><textarea id="fb-message" name="message" rows="4" required>${text(values.message ?? '')}</textarea>${errorOf('message', errors)}</p>`,
  ];
  return formCard('message', locale, key, m.form_message_title(), fields, m.form_message_submit(), errors);
}

function formCard(kind: PlainFormKind, locale: Locale, key: string, title: string, fields: string[], submit: string, errors: FieldErrors): string {
  const action = `${plainFormRoute(kind, locale)}#${PLAIN_FORM_ANCHORS[kind]}`;
  return [
    `<div id="${PLAIN_FORM_ANCHORS[kind]}"><h2>${text(title)}</h2>`,
    `<form method="post" action="${attr(action)}">`,
    `<input type="hidden" name="idempotencyKey" value="${attr(key)}">`,
    ...fields,
    errorOf('form', errors),
    `<p><button type="submit">${text(submit)}</button></p></form></div>`,
  ].join('');
}

function field(name: string, label: string, values: FormValues, errors: FieldErrors, attributes: string): string {
  const value = values[name] ? ` value="${attr(values[name])}"` : '';
  const invalid = errors[name] ? ` aria-invalid="true" aria-describedby="fb-${name}-error"` : '';
  const mark = / required$/.test(attributes) ? ' *' : '';
  return `<p><label for="fb-${name}">${text(label)}${mark}</label><input id="fb-${name}" name="${name}" ${attributes}${value}${invalid}>${errorOf(name, errors)}</p>`;
}

function errorOf(name: string, errors: FieldErrors): string {
  const message = errors[name];
  return message ? `<span class="error" id="fb-${name}-error">${text(message)}</span>` : '';
}

/** Text and attribute values escaped (a plain post's values are the visitor's own input). */
const text = escapeHtml;
const attr = text;

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;line-height:1.5}',
  'header{background:#b71c1c;padding:12px 16px}header a{color:#fff;font-weight:700;text-decoration:none;font-size:1.2rem}',
  'main{max-width:40rem;margin:0 auto;padding:16px}',
  '.call a{display:inline-block;background:#b71c1c;color:#fff;padding:12px 20px;border-radius:6px;font-weight:700;text-decoration:none}',
  'label{display:block;font-weight:600}fieldset label{display:inline;font-weight:400}',
  'input:not([type=radio]),select,textarea{width:100%;box-sizing:border-box;padding:8px;font:inherit}',
  'button{padding:12px 20px;font:inherit;font-weight:700}.error{color:#b71c1c;display:block}',
].join('');

/**
 * The sign-in form's plain post answered when the sign-in screen cannot be rendered: the notice,
 * and the form again (e-mail kept, never the password) posting to the same route.
 */
export function signInFallbackPage(options: { businessName: string; answer: SignInAnswer }): string {
  const { businessName, answer } = options;
  return [
    '<!doctype html><html lang="en-IN">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${text(businessName)}</title><style>${STYLE}</style></head>`,
    `<body><header><span class="name">${text(businessName)}</span></header><main>`,
    `<p role="alert"><strong>${text(answer.notice.title)}</strong> ${text(answer.notice.message)}</p>`,
    `<form method="post" action="${attr(SIGN_IN_PATH)}">`,
    `<label>Email <input type="email" name="email" autocomplete="username" required value="${attr(answer.email)}"></label>`,
    '<label>Password <input type="password" name="password" autocomplete="current-password" required></label>',
    '<button type="submit">Login</button></form></main></body></html>',
  ].join('');
}
