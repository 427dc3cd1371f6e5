import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { parse, type HTMLElement } from 'node-html-parser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FORM_BUDGETS } from '../../server/limits/rate-limits';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { createTestDatabase } from '../helpers/database';

/*
 * Issue 18 part 1: the public forms work as plain HTML. Their `action`s (POST /forms/booking,
 * /forms/message) run the API's schema, budgets, idempotency and service, and answer with a
 * page: the receipt (reference, tracking link), or the form again with the values and each
 * field's message. Our own plain posts pass the cross-site check; other sites' do not.
 * Uses the build `npm test` makes first, or builds once here.
 */
const OURS = 'http://localhost:3000'; // the server's PUBLIC_URL

// The built server in a child process (as site-config.test.ts): it renders the pages with the
// built renderer, which Vitest would otherwise load through its own transforms.
let server: ChildServer;
let pool: pg.Pool;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/ssr/entry-server.js')) execSync('npm run build', { stdio: 'ignore' });
  const db = await createTestDatabase('migrated');
  dropDatabase = db.drop;
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  // TRUST_PROXY: each test posts from an address of its own (X-Forwarded-For), as the e2e tests do.
  server = await startChildServer(
    { DATABASE_URL: db.url, WEB_DIST_DIR: 'dist/client', PUBLIC_URL: OURS, TRUST_PROXY: 'true', SEED_DEMO: 'false' },
  );
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await pool?.end();
  await dropDatabase?.();
});

/** Raw rows, for what the database holds (`?` placeholders, as the other tests' helper). */
async function rows<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  let n = 0;
  return (await pool.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
}
let addresses = 0;
const newAddress = () => `10.18.${(++addresses >> 8) & 255}.${addresses & 255}`;
const uniquePhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function get(path: string) {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

type Kind = 'booking' | 'message';
const CARD = { booking: '#booking-form', message: '#message-form' } as const;

/** The form of this kind on a page: its card (answer, errors) and its form element. */
function formOn(html: string, kind: Kind) {
  const card = parse(html).querySelector(CARD[kind]);
  if (!card) throw new Error(`no ${kind} form on the page`);
  return card;
}

const keyOf = (html: string, kind: Kind) => formOn(html, kind).querySelector('input[name=idempotencyKey]')!.getAttribute('value')!;

/** Posts a form as a browser does (urlencoded, our Origin unless told otherwise). */
async function post(kind: Kind, fields: Record<string, string>, headers: Record<string, string> = {}, address = newAddress()) {
  const res = await fetch(`${server.url}/forms/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: OURS, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': address, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The text a person reads in an element (tags dropped, spaces collapsed). */
const textOf = (el: HTMLElement | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A field's value and its message (the element its aria-describedby names). */
function field(card: HTMLElement, name: string) {
  const control = card.querySelector(`[name=${name}]`)!;
  const described = control.getAttribute('aria-describedby');
  const value =
    control.tagName === 'TEXTAREA'
      ? control.textContent
      : control.tagName === 'SELECT'
        ? (control.querySelector('option[selected]')?.getAttribute('value') ?? '')
        : (control.getAttribute('value') ?? '');
  return { value, error: described ? textOf(card.querySelector(`#${described}`)) : null, invalid: control.getAttribute('aria-invalid') === 'true' };
}

const booking = (over: Record<string, string> = {}) => ({
  variant: 'home',
  name: `Plain Visitor ${randomUUID().slice(0, 8)}`,
  phone: uniquePhone(),
  pickupAddress: '14 Varthur Main Road, Varthur',
  destination: 'Manipal Hospital',
  serviceType: 'icu',
  dateTime: '',
  notes: 'Patient on oxygen',
  preferredContact: 'whatsapp',
  ...over,
});

const bookingsNamed = (name: string) => rows<{ id: string; service_type: string; possible_spam: boolean }>('select id, service_type, possible_spam from booking where customer_name = ?', [name]);

describe('the pages with forms', () => {
  it('give each form an action and each page view its own idempotency key, never cached', async () => {
    const first = await get('/contact');
    const second = await get('/contact');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    expect(formOn(first.html, 'booking').querySelector('form')!.getAttribute('action')).toBe('/forms/booking#booking-form');
    expect(formOn(first.html, 'message').querySelector('form')!.getAttribute('action')).toBe('/forms/message#message-form');
    const keys = [keyOf(first.html, 'booking'), keyOf(first.html, 'message'), keyOf(second.html, 'booking'), keyOf(second.html, 'message')];
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(4);
    // The landing page's form says which variant it is (its own service list).
    const landing = formOn((await get('/ambulance-near-me')).html, 'booking');
    expect(landing.querySelector('input[name=variant]')!.getAttribute('value')).toBe('landing');
    expect(keyOf((await get('/')).html, 'booking')).toMatch(/^[0-9a-f-]{36}$/);
    // Pages without a form are still served from memory with their validator.
    expect((await get('/about')).headers.get('etag')).toBeTruthy();
  });
});

describe('POST /forms/booking', () => {
  it('stores a valid request and answers the receipt: reference, what happens next, the tracking link', async () => {
    const idempotencyKey = keyOf((await get('/contact')).html, 'booking');
    const values = booking({ idempotencyKey });
    const res = await post('booking', values);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const card = formOn(res.html, 'booking');
    const receipt = textOf(card.querySelector('[role=status]'));
    expect(receipt).toContain('Thank you! Your request has been received.');
    expect(receipt).toContain('Our team will contact you within 5 minutes.');
    const reference = /Reference: ([0-9A-F]{8})/.exec(receipt)?.[1];
    expect(reference).toBeTruthy();
    const link = card.querySelector('a[href^="/track/"]')!.getAttribute('href')!;
    // A button-like link, never the long URL as text (it widened a phone's page).
    expect(textOf(card.querySelector('a[href^="/track/"]'))).toBe('Follow your request live');
    // No Copy or Share without the app (they come with it).
    expect(card.querySelectorAll('button')).toHaveLength(0);
    // The answer is plain HTML: no app script would render the form empty again.
    expect(res.html).not.toContain('start-app.js');

    const [stored] = await rows<Record<string, unknown>>('select * from booking where idempotency_key = ?', [idempotencyKey]);
    expect(stored).toMatchObject({
      customer_name: values.name,
      customer_phone: `+91${values.phone}`,
      pickup_location: values.pickupAddress,
      dropoff_location: 'Manipal Hospital',
      service_type: 'icu',
      notes: 'Patient on oxygen',
      preferred_contact: 'whatsapp',
      status: 'pending',
      source: 'website',
    });
    expect((stored.id as string).slice(0, 8).toUpperCase()).toBe(reference);
    const tracking = await get(link);
    expect(tracking.status).toBe(200);
    expect(tracking.html).toContain(reference!);
  });

  it('stores the position a phone sent with it ("Use my current location"), and refuses a broken one with the form again', async () => {
    const located = booking({ idempotencyKey: keyOf((await get('/contact')).html, 'booking'), pickupLat: '12.9591', pickupLng: '77.6974', pickupAccuracy: '15' });
    expect((await post('booking', located)).status).toBe(200);
    expect(await rows('select pickup_lat, pickup_lng, pickup_accuracy_m, pickup_point_source from booking where customer_name = ?', [located.name])).toEqual([
      { pickup_lat: 12.9591, pickup_lng: 77.6974, pickup_accuracy_m: 15, pickup_point_source: 'caller' },
    ]);
    const broken = booking({ idempotencyKey: keyOf((await get('/contact')).html, 'booking'), pickupLat: 'abc', pickupLng: '77.6974' });
    const res = await post('booking', broken);
    expect(res.status).toBe(400);
    expect(textOf(formOn(res.html, 'booking').querySelector('[role=alert]'))).toContain('Latitude must be between -90 and 90');
    expect(await bookingsNamed(broken.name)).toEqual([]);
  });

  it('a double submit or a reload of the answer stores one row and answers the first receipt', async () => {
    const values = booking({ idempotencyKey: keyOf((await get('/')).html, 'booking') });
    const answers = await Promise.all([post('booking', values), post('booking', values)]);
    const again = await post('booking', values);
    const references = [...answers, again].map((a) => /Reference: <strong>([0-9A-F]{8})/.exec(a.html)?.[1]);
    expect([...answers, again].map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(references).size).toBe(1);
    expect(references[0]).toBeTruthy();
    expect(await bookingsNamed(values.name)).toHaveLength(1);
  });

  it('answers invalid values with the form again: the values kept, each field its message, nothing stored', async () => {
    const idempotencyKey = keyOf((await get('/contact')).html, 'booking');
    const name = 'A';
    const res = await post('booking', { idempotencyKey, variant: 'home', name, phone: '12345', pickupAddress: 'Whitefield', serviceType: '', dateTime: '', notes: '<b>oxygen</b> & "stretcher"', preferredContact: 'whatsapp' });
    expect(res.status).toBe(400);
    const card = formOn(res.html, 'booking');
    expect(field(card, 'name')).toEqual({ value: 'A', error: 'Full name must be at least 2 characters', invalid: true });
    expect(field(card, 'phone')).toEqual({ value: '12345', error: 'Enter a valid Indian phone number, e.g. 98765 43210', invalid: true });
    expect(field(card, 'serviceType')).toMatchObject({ error: 'Please select a service type', invalid: true });
    expect(field(card, 'pickupAddress')).toEqual({ value: 'Whitefield', error: null, invalid: false });
    expect(field(card, 'notes').value).toBe('<b>oxygen</b> & "stretcher"');
    expect(card.querySelector('input[name=preferredContact][value=whatsapp]')!.hasAttribute('checked')).toBe(true);
    // The same key: the corrected form is the same request.
    expect(keyOf(res.html, 'booking')).toBe(idempotencyKey);
    expect(card.querySelector('form')!.getAttribute('action')).toBe('/forms/booking#booking-form');
    expect(await rows('select id from booking where idempotency_key = ?', [idempotencyKey])).toHaveLength(0);
    // The other form on the page has a key of its own.
    expect(keyOf(res.html, 'message')).toMatch(/^[0-9a-f-]{36}$/);

    // The schema's whole-form rules (the date) come once the fields themselves pass.
    const pastDate = await post('booking', booking({ idempotencyKey, dateTime: '2001-01-01T10:00' }));
    expect(pastDate.status).toBe(400);
    expect(field(formOn(pastDate.html, 'booking'), 'dateTime')).toEqual({
      value: '2001-01-01T10:00',
      error: 'Choose a date and time from now on (within a year)',
      invalid: true,
    });
    const corrected = await post('booking', booking({ idempotencyKey, serviceType: 'transfer' }));
    expect(corrected.status).toBe(200);
    expect(await rows('select id from booking where idempotency_key = ?', [idempotencyKey])).toHaveLength(1);
  });

  it('the landing page form answers on the landing page, with its own service list', async () => {
    const idempotencyKey = keyOf((await get('/ambulance-near-me')).html, 'booking');
    const invalid = await post('booking', { idempotencyKey, variant: 'landing', name: 'Ravi Kumar', phone: uniquePhone(), pickupAddress: 'KR Puram', serviceType: 'transfer' });
    expect(invalid.status).toBe(400);
    const card = formOn(invalid.html, 'booking');
    expect(field(card, 'serviceType').error).toBe('Please select a service type');
    expect(card.querySelectorAll('select[name=serviceType] option').map((o) => textOf(o))).toContain('BLS Ambulance');
    expect(parse(invalid.html).querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(`${OURS}/ambulance-near-me`);

    const name = `Landing ${randomUUID().slice(0, 8)}`;
    const ok = await post('booking', { idempotencyKey, variant: 'landing', name, phone: uniquePhone(), pickupAddress: 'KR Puram', serviceType: 'basic' });
    expect(ok.status).toBe(200);
    expect(textOf(formOn(ok.html, 'booking').querySelector('[role=status]'))).toContain('Your request has been received');
    expect(await bookingsNamed(name)).toMatchObject([{ service_type: 'basic' }]);
  });

  it('the same key with other details is refused (409) with the message, values kept and a new key to send again', async () => {
    const idempotencyKey = keyOf((await get('/contact')).html, 'booking');
    expect((await post('booking', booking({ idempotencyKey }))).status).toBe(200);
    const other = booking({ idempotencyKey });
    const refused = await post('booking', other);
    expect(refused.status).toBe(409);
    const card = formOn(refused.html, 'booking');
    const alert = card.querySelector('[role=alert]');
    expect(textOf(alert)).toMatch(/We already received a request with this form \(reference [0-9A-F]{8}\) and other details/);
    expect(alert!.querySelector('a[href^="tel:"]')).toBeTruthy();
    expect(field(card, 'name').value).toBe(other.name);
    const newKey = keyOf(refused.html, 'booking');
    expect(newKey).not.toBe(idempotencyKey);
    expect(await bookingsNamed(other.name)).toHaveLength(0);
    expect((await post('booking', { ...other, idempotencyKey: newKey })).status).toBe(200);
    expect(await bookingsNamed(other.name)).toHaveLength(1);
  });

  it('a post without a usable key is stored all the same, under a key of its own', async () => {
    const values = booking({ idempotencyKey: '__form-key__' });
    expect((await post('booking', values)).status).toBe(200);
    expect(await bookingsNamed(values.name)).toHaveLength(1);
  });

  it('an answer page asked for by GET leads to the forms', async () => {
    const res = await get('/forms/booking');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact#book');
  });
});

describe('POST /forms/message', () => {
  it('stores a valid message and answers the receipt; invalid values come back with their messages', async () => {
    const idempotencyKey = keyOf((await get('/contact')).html, 'message');
    const invalid = await post('message', { idempotencyKey, name: 'Farah Siddiqui', email: 'farah@', phone: '', message: 'Too short' });
    expect(invalid.status).toBe(400);
    const card = formOn(invalid.html, 'message');
    expect(field(card, 'email')).toEqual({ value: 'farah@', error: 'Please enter a valid email address', invalid: true });
    expect(field(card, 'message')).toEqual({ value: 'Too short', error: 'Message must be at least 10 characters', invalid: true });
    expect(field(card, 'name')).toEqual({ value: 'Farah Siddiqui', error: null, invalid: false });

    const message = `Do you have a neonatal ambulance this weekend? ${randomUUID()}`;
    const fields = { idempotencyKey, name: 'Farah Siddiqui', email: 'farah@example.com', phone: '', message };
    const [ok, twice] = [await post('message', fields), await post('message', fields)];
    expect(ok.status).toBe(200);
    const receipt = textOf(formOn(ok.html, 'message').querySelector('[role=status]'));
    expect(receipt).toContain('Thank you! Your message has been sent.');
    expect(receipt).toMatch(/Reference: [0-9A-F]{8}/);
    expect(receipt).toContain('We will reply by e-mail or phone.');
    expect(/Reference: <strong>([0-9A-F]{8})/.exec(twice.html)?.[1]).toBe(/Reference: <strong>([0-9A-F]{8})/.exec(ok.html)?.[1]);
    expect(await rows('select id from contact_submission where message = ?', [message])).toHaveLength(1);
  });
});

describe('the cross-site check and the plain posts', () => {
  const stored = (key: string) => rows('select id from booking where idempotency_key = ?', [key]);

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin the browser calls same-site', { origin: 'https://forms.localhost:3000', 'sec-fetch-site': 'same-site' }],
    ['Origin null from another site (a sandboxed frame, a strict referrer policy)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['Origin null the browser does not vouch for', { origin: 'null', 'sec-fetch-site': '' }],
    ['no Origin, from another site', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('%s is refused (403) and stores nothing', async (_case, headers) => {
    const key = randomUUID();
    const res = await post('booking', booking({ idempotencyKey: key }), headers);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.html)).toEqual({ error: 'Forbidden', message: 'Requests from other sites are not accepted.' });
    expect(await stored(key)).toHaveLength(0);
  });

  it.each([
    ['our Origin', { origin: OURS, 'sec-fetch-site': 'same-origin' }],
    ['Origin null the browser says is this origin (its origin hidden by a privacy setting)', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['no Origin and no fetch metadata (an older browser, curl)', { origin: '', 'sec-fetch-site': '' }],
  ])('%s is accepted', async (_case, headers) => {
    const key = randomUUID();
    expect((await post('booking', booking({ idempotencyKey: key }), headers)).status).toBe(200);
    expect(await stored(key)).toHaveLength(1);
  });

  it('pages tell the browser to send our origin with our own posts (Referrer-Policy: same-origin)', async () => {
    expect((await get('/contact')).headers.get('referrer-policy')).toBe('same-origin');
  });
});

describe('the budgets of the API, shared', () => {
  it('a phone past its hourly budget (counting API and plain posts together) is stored flagged as possible spam', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < PUBLIC_FORM_BUDGETS.contactPerHour; i++) {
      const res = await fetch(`${server.url}/trpc/site.requestBooking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: OURS, 'x-forwarded-for': newAddress() },
        body: JSON.stringify({ variant: 'home', name: `Budget Api ${i}`, phone, pickupAddress: 'Varthur', serviceType: 'emergency', idempotencyKey: randomUUID() }),
      });
      expect(res.status).toBe(200);
    }
    const values = booking({ phone, idempotencyKey: randomUUID() });
    expect((await post('booking', values)).status).toBe(200);
    expect(await bookingsNamed(values.name)).toMatchObject([{ possible_spam: true }]);
  });

  it('a flood from one address is refused (429) with the helpline; the values are kept; a retry of a stored request still gets its receipt', async () => {
    const address = newAddress();
    const first = booking({ idempotencyKey: randomUUID() });
    expect((await post('booking', first, {}, address)).status).toBe(200);
    for (let i = 1; i < PUBLIC_FORM_BUDGETS.floodPerMinute; i++) {
      expect((await post('message', { idempotencyKey: randomUUID(), name: 'Not counted here', email: 'a@example.com', message: 'Messages have a budget of their own.' }, {}, address)).status).toBe(200);
      expect((await post('booking', booking({ idempotencyKey: randomUUID() }), {}, address)).status).toBe(200);
    }
    const over = booking({ idempotencyKey: randomUUID() });
    const refused = await post('booking', over, {}, address);
    expect(refused.status).toBe(429);
    const card = formOn(refused.html, 'booking');
    const alert = card.querySelector('[role=alert]');
    expect(textOf(alert)).toMatch(
      /We are receiving too many requests from your connection, so this one was not sent\. For an ambulance now, call our 24x7 helpline on 000000 00000, or try again in \d+ minutes?\./,
    );
    expect(alert!.querySelector('a')!.getAttribute('href')).toBe('tel:+910000000000');
    expect(field(card, 'name').value).toBe(over.name);
    expect(await bookingsNamed(over.name)).toHaveLength(0);
    // Retries of stored requests are never counted or refused.
    expect((await post('booking', first, {}, address)).status).toBe(200);
  });
});
