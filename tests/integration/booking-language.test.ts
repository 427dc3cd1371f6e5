import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessage, customerSmsLink, customerWhatsAppLink } from '../../shared/customer-messages';
import type { BookingRequestInput } from '../../shared/schemas/site';
import { PUBLIC_FORM_BUDGETS } from '../../server/limits/rate-limits';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { createTestDatabase } from '../helpers/database';
import { createApiClient, signedIn, type ApiClient } from '../helpers/server';

/*
 * Issue 22: a booking keeps the language of the page it was made on ('en', 'kn', 'hi'); the
 * family's tracking page (and its live updates) and the WhatsApp/SMS texts use it; staff see it.
 * The built server in a child process (as plain-forms.test.ts): the plain form's answer is a
 * page rendered by the built renderer. Uses the build `npm test` makes first, or builds once.
 */
const OURS = 'http://localhost:3000'; // the server's PUBLIC_URL

let server: ChildServer;
let pool: pg.Pool;
let dropDatabase: () => Promise<void>;
let operator: ApiClient;
beforeAll(async () => {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/ssr/entry-server.js')) execSync('npm run build', { stdio: 'ignore' });
  // A copy of the seeded template: the demo accounts (DEMO_PASSWORD) are there already.
  const db = await createTestDatabase('seeded');
  dropDatabase = db.drop;
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  server = await startChildServer(
    { DATABASE_URL: db.url, WEB_DIST_DIR: 'dist/client', PUBLIC_URL: OURS, TRUST_PROXY: 'true', SEED_DEMO: 'false' },
  );
  operator = await signedIn(server.url, 'operator@demo.example.com');
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await pool?.end();
  await dropDatabase?.();
});

let addresses = 0;
const newAddress = () => `10.22.${(++addresses >> 8) & 255}.${addresses & 255}`;
const uniquePhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function stored(idempotencyKey: string) {
  const { rows } = await pool.query<{ id: string; language: string; tracking_token: string; idempotency_key: string }>(
    'select id, language, tracking_token, idempotency_key from booking where idempotency_key = $1',
    [idempotencyKey],
  );
  return rows[0];
}

/** A booking request through the API (site.requestBooking), as the browser's form sends it. */
async function requestBooking(overrides: Partial<BookingRequestInput> = {}) {
  const visitor = createApiClient(server.url, { headers: { 'x-forwarded-for': newAddress() } });
  const input: BookingRequestInput = {
    variant: 'home',
    name: 'Lakshmi Narayan',
    phone: uniquePhone(),
    pickupAddress: '12 Temple Road, Malleshwaram',
    destination: 'Victoria Hospital',
    serviceType: 'icu',
    dateTime: '',
    notes: '',
    preferredContact: 'call',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
  const receipt = await visitor.trpc.site.requestBooking.mutate(input);
  return { receipt, row: await stored(input.idempotencyKey) };
}

/** A plain HTML post of the booking form (no JavaScript), as a browser sends it. */
async function postForm(path: string, headers: Record<string, string> = {}, idempotencyKey: string = randomUUID()) {
  const fields = {
    idempotencyKey,
    name: 'Manjunath Gowda',
    phone: uniquePhone(),
    pickupAddress: '4th Cross, Jayanagar',
    destination: '',
    serviceType: 'emergency',
    dateTime: '',
    notes: '',
    preferredContact: 'whatsapp',
  };
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: OURS,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': newAddress(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text(), row: await stored(idempotencyKey) };
}

const trackingHtml = async (token: string) => {
  const res = await fetch(`${server.url}/track/${token}`, { headers: { 'x-forwarded-for': newAddress() } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The first state the tracking page's live stream sends. */
async function firstLiveState(token: string): Promise<{ html: string; title: string }> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/track/${token}/events`, { headers: { 'x-forwarded-for': newAddress() }, signal: abort.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended: ${text}`);
      text += value;
      const match = /event: state\ndata: (.*)\n\n/.exec(text);
      if (match) return JSON.parse(match[1]) as { html: string; title: string };
    }
  } finally {
    abort.abort();
  }
}

describe('the booking keeps the language it was made in', () => {
  it('a request through the API stores the language it carries; without one, English', async () => {
    expect((await requestBooking({ language: 'kn' })).row.language).toBe('kn');
    expect((await requestBooking({ language: 'hi' })).row.language).toBe('hi');
    expect((await requestBooking()).row.language).toBe('en');
  });

  it('a language other than en, kn and hi is refused', async () => {
    await expect(requestBooking({ language: 'ta' as 'kn' })).rejects.toThrow();
  });

  it('a plain form post from /kn/contact (to /kn/forms/booking) stores kn and answers in Kannada; from /contact en', async () => {
    const fromKannadaPage = await postForm('/kn/forms/booking');
    expect(fromKannadaPage.status).toBe(200);
    expect(fromKannadaPage.row.language).toBe('kn');
    // The answer is the form's page in that language, with the receipt and its tracking link.
    expect(fromKannadaPage.html).toContain(`/track/${fromKannadaPage.row.tracking_token}`);
    expect(fromKannadaPage.html).toContain('<html lang="kn-IN">');
    // The form's address says the language, whatever the cookie or the Referer.
    expect((await postForm('/forms/booking', { cookie: 'lang=kn', referer: `${OURS}/kn/contact` })).row.language).toBe('en');
    const fromHindiPage = await postForm('/hi/forms/booking');
    expect(fromHindiPage.row.language).toBe('hi');
    expect(fromHindiPage.html).toContain('<html lang="hi-IN">');
    const fromEnglishPage = await postForm('/forms/booking');
    expect(fromEnglishPage.row.language).toBe('en');
  });
});

describe('a refusal is written in the language of the page it came from', () => {
  const KANNADA_OTHER_DETAILS = /ಈ ಫಾರ್ಮ್‌ನಿಂದ ಬೇರೆ ವಿವರಗಳಿರುವ ಒಂದು ವಿನಂತಿ \(ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ [0-9A-F]{8}\) ನಮಗೆ ಈಗಾಗಲೇ ಬಂದಿದೆ/;

  it('a plain post from /kn/contact reusing its key with other details: the 409 page says so in Kannada', async () => {
    const first = await postForm('/kn/forms/booking');
    expect(first.status).toBe(200);
    const again = await postForm('/kn/forms/booking', {}, first.row.idempotency_key);
    expect(again.status).toBe(409);
    expect(again.html).toMatch(KANNADA_OTHER_DETAILS);
    expect(again.html).not.toContain('We already received a request');
  });

  it('a contact message through the API from a Kannada page, its key reused with other details: refused in Kannada', async () => {
    const visitor = createApiClient(server.url, { headers: { 'x-forwarded-for': newAddress() } });
    const message = { name: 'Shwetha Rao', email: 'shwetha@example.com', phone: '', message: 'Do you have a neonatal ambulance at night?', language: 'kn' as const, idempotencyKey: randomUUID() };
    await visitor.trpc.site.sendInquiry.mutate(message);
    await expect(visitor.trpc.site.sendInquiry.mutate({ ...message, message: 'Another question about the night service.' })).rejects.toThrow(
      /ಈ ಫಾರ್ಮ್‌ನಿಂದ ಬೇರೆ ವಿವರಗಳಿರುವ ಒಂದು ವಿನಂತಿ/,
    );
  });

  it('a flood from one address through the API, from a Hindi page: the 429 names the helpline in Hindi; from an English page, in English', async () => {
    const visitor = createApiClient(server.url, { headers: { 'x-forwarded-for': newAddress() } });
    for (let i = 0; i < PUBLIC_FORM_BUDGETS.floodPerMinute; i++) {
      await visitor.trpc.site.requestBooking.mutate({ variant: 'home', name: `Flood ${i}`, phone: uniquePhone(), pickupAddress: 'Varthur', serviceType: 'emergency', dateTime: '', language: 'hi', idempotencyKey: randomUUID() });
    }
    const over = { variant: 'home' as const, name: 'Flood over', phone: uniquePhone(), pickupAddress: 'Varthur', serviceType: 'emergency', dateTime: '', idempotencyKey: randomUUID() };
    await expect(visitor.trpc.site.requestBooking.mutate({ ...over, language: 'hi' })).rejects.toThrow(
      /^आपके कनेक्शन से बहुत ज़्यादा अनुरोध आ रहे हैं, इसलिए यह अनुरोध नहीं भेजा गया। अभी एम्बुलेंस के लिए हमारी 24x7 हेल्पलाइन 000000 00000 पर कॉल करें, या \d+ मिनट बाद फिर से कोशिश करें।$/,
    );
    await expect(visitor.trpc.site.requestBooking.mutate({ ...over, language: 'en', idempotencyKey: randomUUID() })).rejects.toThrow(
      /^We are receiving too many requests from your connection, so this one was not sent\. For an ambulance now, call our 24x7 helpline on 000000 00000, or try again in \d+ minutes?\.$/,
    );
  });
});

describe("the family's tracking page speaks the booking's language", () => {
  it('a kn booking: <html lang>, stage, texts, service, times and the live script\'s words in Kannada', async () => {
    const { receipt, row } = await requestBooking({ language: 'kn' });
    const html = await trackingHtml(row.tracking_token);
    expect(html).toContain('<html lang="kn-IN">');
    expect(html).toContain('<h1>ವಿನಂತಿ ತಲುಪಿದೆ</h1>');
    expect(html).toContain('ನಮ್ಮ ತಂಡ 5 ನಿಮಿಷಗಳಲ್ಲಿ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತದೆ.');
    expect(html).toContain(`ಬುಕಿಂಗ್ <strong>${receipt.reference}</strong> · ICU ಆಂಬ್ಯುಲೆನ್ಸ್`);
    expect(html).toContain('ಸಹಾಯವಾಣಿಗೆ ಕರೆ ಮಾಡಿ');
    expect(html).toContain('ಈ ಲಿಂಕ್ ಅನ್ನು ಗೌಪ್ಯವಾಗಿಡಿ');
    // The step's time with date-fns's Kannada words (digits stay).
    expect(html).toMatch(/<time datetime="[^"]+">\d{1,2}:\d{2} (ಪೂರ್ವಾಹ್ನ|ಅಪರಾಹ್ನ)<\/time>/);
    // The steps still ahead, named in Kannada.
    expect(html).toContain('ಆಂಬ್ಯುಲೆನ್ಸ್ ದಾರಿಯಲ್ಲಿದೆ');
    // The live script's words, carried in the page.
    expect(html).toContain('data-texts="');
    expect(html).toContain('ಲಿಂಕ್ ನಕಲಿಸಿ');
    expect(html).toMatch(/<title>ವಿನಂತಿ ತಲುಪಿದೆ · ಬುಕಿಂಗ್ [0-9A-F]{8} · /);
    // Nothing of the English page.
    for (const english of ['Request received', 'Our team will call you', 'Call helpline', 'Keep this link private', 'Booking <strong>', 'ICU Ambulance']) {
      expect(html).not.toContain(english);
    }
  });

  it('its live updates are in Kannada too', async () => {
    const { row } = await requestBooking({ language: 'kn' });
    const state = await firstLiveState(row.tracking_token);
    expect(state.title).toMatch(/^ವಿನಂತಿ ತಲುಪಿದೆ · ಬುಕಿಂಗ್ /);
    expect(state.html).toContain('<h1>ವಿನಂತಿ ತಲುಪಿದೆ</h1>');
    expect(state.html).not.toContain('Request received');
  });

  it('a hi booking is in Hindi; an English one stays as it was', async () => {
    const hindi = await trackingHtml((await requestBooking({ language: 'hi' })).row.tracking_token);
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain('<h1>अनुरोध मिल गया</h1>');
    expect(hindi).toMatch(/\d{1,2}:\d{2} (पूर्वाह्न|अपराह्न)<\/time>/);
    const english = await trackingHtml((await requestBooking()).row.tracking_token);
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toContain('<h1>Request received</h1>');
    expect(english).toContain('Our team will call you within 5 minutes.');
    expect(english).toMatch(/\d{1,2}:\d{2} [ap]m<\/time>/);
  });
});

describe('staff see the language; the customer messages use it', () => {
  it('the list and the detail carry the language; the WhatsApp and SMS texts of a hi booking are Hindi', async () => {
    const hi = await requestBooking({ language: 'hi', name: 'Sunita Sharma' });
    const en = await requestBooking({ name: 'Priya Rao' });
    const detail = await operator.trpc.bookings.byId.query({ id: hi.row.id });
    expect(detail.language).toBe('hi');
    expect((await operator.trpc.bookings.byId.query({ id: en.row.id })).language).toBe('en');
    const list = await operator.trpc.bookings.list.query({ search: 'Sunita Sharma' });
    expect(list.items.map((b) => b.language)).toEqual(['hi']);

    const sender = { businessName: 'Namma Ambulance', phone: '+919876543210' };
    const booking = { ...detail, trackingUrl: `${OURS}${detail.trackingPath}` };
    const text = customerMessage(booking, sender);
    expect(text).toMatch(/^नमस्ते Sunita, यह Namma Ambulance है। आपका एम्बुलेंस अनुरोध \(बुकिंग नंबर [0-9A-F]{8}\) हमें मिल गया है, पिकअप: 12 Temple Road, Malleshwaram।/);
    expect(text).toContain('24x7 हेल्पलाइन: +91 98765 43210।');
    expect(text).toContain(`लाइव देखें: ${OURS}${detail.trackingPath}`);
    expect(text).not.toMatch(/Hello|We have received|Helpline/);
    expect(decodeURIComponent(customerWhatsAppLink(booking, sender).split('?text=')[1])).toBe(text);
    expect(decodeURIComponent(customerSmsLink(booking, sender).split('?body=')[1])).toBe(text);
    // The confirmed text's date in Hindi (digits stay), the vehicle line too.
    const confirmed = customerMessage(
      { ...booking, status: 'confirmed', bookingDate: '2026-03-15T04:00:00.000Z', ambulance: { vehicleNumber: 'KA 01 AB 1234', driverName: 'Ravi Kumar', driverPhone: '+919845012345' } },
      sender,
    );
    expect(confirmed).toContain('पक्की हो गई है: 15 मार्च, 09:30');
    expect(confirmed).toContain('एम्बुलेंस: KA 01 AB 1234। ड्राइवर: Ravi Kumar, +91 98450 12345।');
    // The English booking's text is as before.
    const englishDetail = await operator.trpc.bookings.byId.query({ id: en.row.id });
    expect(customerMessage(englishDetail, sender)).toMatch(
      /^Hello Priya, this is Namma Ambulance\. We have received your ambulance request \(ref\. [0-9A-F]{8}\) for pickup from 12 Temple Road, Malleshwaram\. We will call you back within 5 minutes\. In an emergency, call us now\. Helpline 24x7: \+91 98765 43210\.$/,
    );
  });
});
