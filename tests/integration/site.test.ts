import { randomUUID } from 'node:crypto';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequestInput, InquiryInput } from '../../shared/schemas/site';
import { PUBLIC_FORM_BUDGETS } from '../../server/limits/rate-limits';
import { errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { collectChanges, createApiClient, signedIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer & { dropDatabase: () => Promise<void> };
beforeAll(async () => {
  // TRUST_PROXY lets each test act as its own client address (rate limits are per address).
  server = await startTestServer({ seed: true, env: { TRUST_PROXY: 'true', SITE_PHONE: '+919876543210' } });
});
afterAll(async () => {
  await server.close();
  await server.dropDatabase();
});

let nextIp = 1;
const visitor = () => createApiClient(server.url, { headers: { 'x-forwarded-for': `203.0.113.${nextIp++}` } });

const request = (overrides: Partial<BookingRequestInput> = {}): BookingRequestInput => ({
  variant: 'home',
  name: 'Lakshmi Narayan',
  phone: '+91 98450 11223',
  pickupAddress: '14 Varthur Main Road, Varthur',
  destination: 'Manipal Hospital, Old Airport Road',
  serviceType: 'icu',
  dateTime: '',
  notes: 'Patient on oxygen',
  preferredContact: 'whatsapp',
  idempotencyKey: randomUUID(),
  ...overrides,
});


describe('site.requestBooking', () => {
  it('stores a pending website booking that staff see at once, live and in the list', async () => {
    const staff = await signedIn(server.url, 'viewer@demo.example.com');
    const live = await collectChanges(server.app.orm, (h) => staff.trpc.dashboard.onChange.subscribe(undefined, h), 1);
    await live.started;

    const input = request();
    const receipt = await visitor().trpc.site.requestBooking.mutate(input);
    expect(receipt).toMatchObject({ duplicate: false });
    expect(receipt.reference).toMatch(/^[0-9A-F]{8}$/);

    const [event] = await live.done;
    expect(event.data).toMatchObject({ topic: 'booking', action: 'created', origin: 'website' });
    const list = await staff.trpc.bookings.list.query({ search: 'Lakshmi Narayan' });
    const booking = list.items.find((b) => b.id === event.data.entityId)!;
    expect(booking).toMatchObject({
      customerName: 'Lakshmi Narayan',
      // A viewer's list masks the phone; the booking itself shows it in full.
      customerPhone: '+••••••••1223',
      pickupLocation: '14 Varthur Main Road, Varthur',
      dropoffLocation: 'Manipal Hospital, Old Airport Road',
      serviceType: 'icu',
      status: 'pending',
      source: 'website',
      preferredContact: 'whatsapp',
      notes: 'Patient on oxygen',
    });
    expect((await staff.trpc.bookings.byId.query({ id: booking.id })).customerPhone).toBe('+919845011223');
    // No date given: as soon as possible, i.e. booked for when it arrived.
    expect(Math.abs(Date.parse(booking.bookingDate) - Date.now())).toBeLessThan(60_000);
    staff.closeSocket();
  });

  it('reads the chosen date and time as Bengaluru time', async () => {
    const when = new Date(Date.now() + 2 * 86_400_000);
    const local = format(when, "yyyy-MM-dd'T'HH:mm", { in: tz('Asia/Kolkata') });
    const input = request({ dateTime: local, name: 'Timezone Check' });
    await visitor().trpc.site.requestBooking.mutate(input);
    const [row] = await rows<{ booking_date: string }>(server.app.orm, 'select booking_date from booking where idempotency_key = ?', [input.idempotencyKey]);
    const expected = new Date(Math.floor(when.getTime() / 60_000) * 60_000);
    expect(new Date(row.booking_date).toISOString()).toBe(expected.toISOString());
  });

  it('a retry with the same idempotency key returns the same booking and stores nothing new', async () => {
    const input = request({ name: 'Retry Person' });
    const client = visitor();
    const first = await client.trpc.site.requestBooking.mutate(input);
    const [again, concurrent1, concurrent2] = await Promise.all([
      client.trpc.site.requestBooking.mutate(input),
      visitor().trpc.site.requestBooking.mutate(input),
      visitor().trpc.site.requestBooking.mutate(input),
    ]);
    for (const r of [again, concurrent1, concurrent2]) expect(r).toMatchObject({ reference: first.reference, duplicate: true });
    expect(await rows(server.app.orm, 'select id from booking where idempotency_key = ?', [input.idempotencyKey])).toHaveLength(1);
    // Two first attempts racing each other also make one booking.
    const raced = request({ name: 'Race Person' });
    const results = await Promise.all([visitor().trpc.site.requestBooking.mutate(raced), visitor().trpc.site.requestBooking.mutate(raced)]);
    expect(new Set(results.map((r) => r.reference)).size).toBe(1);
    expect(await rows(server.app.orm, 'select id from booking where idempotency_key = ?', [raced.idempotencyKey])).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const before = (await rows(server.app.orm, 'select id from booking')).length;
    const cases: [Partial<BookingRequestInput> | Record<string, unknown>, string, string][] = [
      [{ phone: '12345' }, 'phone', 'Enter a valid Indian phone number, e.g. 98765 43210'],
      [{ name: '' }, 'name', 'Full name is required'],
      [{ pickupAddress: '  ' }, 'pickupAddress', 'Pickup address is required'],
      [{ serviceType: '' }, 'serviceType', 'Please select a service type'],
      [{ serviceType: 'als' }, 'serviceType', 'Please select a service type'], // landing-only option on the home form
      [{ dateTime: '2020-01-01T10:00' }, 'dateTime', 'Choose a date and time from now on (within a year)'],
      [{ dateTime: '2026-02-31T10:00' }, 'dateTime', 'Choose a date and time from now on (within a year)'],
      [{ notes: 'x'.repeat(2001) }, 'notes', 'Additional notes must be at most 2000 characters'],
      [{ idempotencyKey: 'not-a-uuid' }, 'idempotencyKey', 'Invalid idempotency key'],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await errorOf(visitor().trpc.site.requestBooking.mutate(request(overrides)));
      expect(error.data?.httpStatus, field).toBe(400);
      expect(error.data?.fieldErrors?.[field], field).toContain(message);
    }
    const unexpected = await errorOf(visitor().trpc.site.requestBooking.mutate({ ...request(), status: 'confirmed' } as BookingRequestInput));
    expect(unexpected.data?.httpStatus).toBe(400);
    // The landing form may send its own options.
    await visitor().trpc.site.requestBooking.mutate(request({ variant: 'landing', serviceType: 'als', preferredContact: undefined }));
    expect((await rows(server.app.orm, 'select id from booking')).length).toBe(before + 1);
  });

  it('refuses a reused idempotency key with other details (409 naming the first reference), storing nothing', async () => {
    const first = request({ name: 'Key Owner' });
    const stored = await visitor().trpc.site.requestBooking.mutate(first);
    const before = (await rows(server.app.orm, 'select id from booking')).length;
    const reused = await errorOf(visitor().trpc.site.requestBooking.mutate({ ...first, pickupAddress: '1 Other Street, Whitefield' }));
    expect(reused.data?.httpStatus).toBe(409);
    expect(reused.message).toContain(`reference ${stored.reference}`);
    expect((await rows(server.app.orm, 'select id from booking')).length).toBe(before);
    // The same values written differently (spaces in the phone) are the same request.
    await expect(visitor().trpc.site.requestBooking.mutate({ ...first, phone: '+91 9845011223' })).resolves.toMatchObject({ reference: stored.reference, duplicate: true });
  });
});

describe('public form budgets: store and flag, refuse only an automated flood', () => {
  const flagOf = async (key: string) =>
    (await rows<{ possible_spam: boolean }>(server.app.orm, 'select possible_spam from booking where idempotency_key = ?', [key]))[0]?.possible_spam;
  const phoneNumber = (n: number) => `+91 98${String(n).padStart(8, '0')}`;
  let nextPhone = 10_000;

  it('30 different visitors behind one address (carrier NAT) all get through, none flagged', async () => {
    const shared = visitor();
    const inputs = Array.from({ length: 30 }, (_, i) => request({ name: `Shared Address ${i}`, phone: phoneNumber(nextPhone++) }));
    for (const input of inputs) await expect(shared.trpc.site.requestBooking.mutate(input)).resolves.toMatchObject({ duplicate: false });
    for (const input of inputs) expect(await flagOf(input.idempotencyKey)).toBe(false);
  });

  it(`one phone number sent 20 times: all 20 stored, those past ${PUBLIC_FORM_BUDGETS.contactPerHour} flagged`, async () => {
    const phone = phoneNumber(nextPhone++);
    const inputs = Array.from({ length: 20 }, (_, i) => request({ name: `Same Phone ${i}`, phone }));
    for (const input of inputs) await visitor().trpc.site.requestBooking.mutate(input);
    const stored = await rows<{ customer_name: string; possible_spam: boolean }>(
      server.app.orm,
      'select customer_name, possible_spam from booking where customer_phone = ? order by created_at',
      [phone.replace(/\s/g, '')],
    );
    expect(stored).toHaveLength(20);
    expect(stored.map((r) => r.possible_spam)).toEqual(inputs.map((_, i) => i >= PUBLIC_FORM_BUDGETS.contactPerHour));
  });

  it('retries of a stored request are never counted or refused', async () => {
    const client = visitor();
    const phone = phoneNumber(nextPhone++);
    const input = request({ name: 'Patient Retrier', phone });
    const first = await client.trpc.site.requestBooking.mutate(input);
    // More retries than the flood budget per minute: all answered with the first receipt.
    for (let i = 0; i < PUBLIC_FORM_BUDGETS.floodPerMinute + 5; i++) {
      await expect(client.trpc.site.requestBooking.mutate(input)).resolves.toMatchObject({ reference: first.reference, duplicate: true });
    }
    // The phone's budget counted one request: the next ones from that number are not flagged.
    for (let i = 0; i < PUBLIC_FORM_BUDGETS.contactPerHour - 1; i++) {
      const next = request({ name: `Patient Retrier ${i}`, phone });
      await client.trpc.site.requestBooking.mutate(next);
      expect(await flagOf(next.idempotencyKey)).toBe(false);
    }
  });

  it('refuses a clearly automated flood with 429 naming the helpline, stores nothing refused, and answers retries of stored ones', async () => {
    const bot = visitor();
    const sent: BookingRequestInput[] = [];
    for (let i = 0; i < PUBLIC_FORM_BUDGETS.floodPerMinute; i++) {
      const input = request({ name: `Flood ${i}`, phone: phoneNumber(nextPhone++) });
      await bot.trpc.site.requestBooking.mutate(input);
      sent.push(input);
    }
    const refused = await errorOf(bot.trpc.site.requestBooking.mutate(request({ name: 'Flood Over', phone: phoneNumber(nextPhone++) })));
    expect(refused.data?.httpStatus).toBe(429);
    expect(refused.message).toMatch(/call our 24x7 helpline on 098765 43210, or try again in \d+ minutes?\./);
    expect(await rows(server.app.orm, "select id from booking where customer_name = 'Flood Over'")).toHaveLength(0);
    expect(await bot.trpc.site.requestBooking.mutate(sent[0])).toMatchObject({ duplicate: true });
    await expect(visitor().trpc.site.requestBooking.mutate(request({ name: 'Next Door' }))).resolves.toMatchObject({ duplicate: false });
  });

  it("a refused request does not count against its phone's budget", async () => {
    const bot = visitor();
    for (let i = 0; i < PUBLIC_FORM_BUDGETS.floodPerMinute; i++) {
      await bot.trpc.site.requestBooking.mutate(request({ name: `Flooder ${i}`, phone: phoneNumber(nextPhone++) }));
    }
    const phone = phoneNumber(nextPhone++);
    for (let i = 0; i < 3; i++) {
      const refused = await errorOf(bot.trpc.site.requestBooking.mutate(request({ name: `Refused ${i}`, phone })));
      expect(refused.data?.httpStatus).toBe(429);
    }
    // From another connection, that phone's own budget is whole: none of these is flagged.
    for (let i = 0; i < PUBLIC_FORM_BUDGETS.contactPerHour; i++) {
      const next = request({ name: `Same Phone Elsewhere ${i}`, phone });
      await visitor().trpc.site.requestBooking.mutate(next);
      expect(await flagOf(next.idempotencyKey)).toBe(false);
    }
  });

  it('staff see a flagged request only in the "possible spam" view, with the flag on it', async () => {
    const phone = phoneNumber(nextPhone++);
    const inputs = Array.from({ length: PUBLIC_FORM_BUDGETS.contactPerHour + 1 }, (_, i) => request({ name: `Spam View ${i}`, phone }));
    for (const input of inputs) await visitor().trpc.site.requestBooking.mutate(input);
    const staff = await signedIn(server.url, 'viewer@demo.example.com');
    const usual = await staff.trpc.bookings.list.query({ search: 'Spam View' });
    const spam = await staff.trpc.bookings.list.query({ search: 'Spam View', possibleSpam: true });
    const flaggedName = `Spam View ${PUBLIC_FORM_BUDGETS.contactPerHour}`;
    expect(usual.items.map((b) => b.customerName).sort()).toEqual(inputs.slice(0, -1).map((i) => i.name).sort());
    expect(usual.items.every((b) => !b.possibleSpam)).toBe(true);
    expect(spam.items.map((b) => [b.customerName, b.possibleSpam])).toEqual([[flaggedName, true]]);
    expect(spam.total).toBe(1);
  });
});

describe('site.sendInquiry', () => {
  const inquiry = (overrides: Partial<InquiryInput> = {}): InquiryInput => ({
    name: 'Farah Siddiqui',
    email: 'Farah@Example.com',
    phone: '',
    message: 'Do you have a neonatal ambulance available this weekend?',
    idempotencyKey: randomUUID(),
    ...overrides,
  });

  it('stores an unread inquiry, once per idempotency key, and announces it', async () => {
    const staff = await signedIn(server.url, 'operator@demo.example.com');
    const live = await collectChanges(server.app.orm, (h) => staff.trpc.dashboard.onChange.subscribe(undefined, h), 2, 1500);
    await live.started;
    const input = inquiry();
    const first = await visitor().trpc.site.sendInquiry.mutate(input);
    const second = await visitor().trpc.site.sendInquiry.mutate(input);
    expect(second).toMatchObject({ reference: first.reference, duplicate: true });
    const stored = await rows<{ email: string; phone: string | null; is_read: boolean }>(
      server.app.orm,
      'select email, phone, is_read from contact_submission where idempotency_key = ?',
      [input.idempotencyKey],
    );
    expect(stored).toEqual([{ email: 'farah@example.com', phone: null, is_read: false }]);
    const [event] = await rows<{ topic: string; origin: string }>(
      server.app.orm,
      "select topic, origin from change_event where topic = 'inquiry' order by id desc limit 1",
    );
    expect(event).toEqual({ topic: 'inquiry', origin: 'website' });
    // Staff screens hear of it once: the retry announces nothing.
    await expect(live.done).rejects.toThrow('timed out with 1/2 events');
    staff.closeSocket();
  });

  it('messages past the e-mail budget are stored flagged, listed apart', async () => {
    const email = `repeat-${randomUUID().slice(0, 8)}@example.com`;
    const inputs = Array.from({ length: PUBLIC_FORM_BUDGETS.contactPerHour + 2 }, () => inquiry({ email }));
    for (const input of inputs) await visitor().trpc.site.sendInquiry.mutate(input);
    const staff = await signedIn(server.url, 'viewer@demo.example.com');
    const usual = await staff.trpc.inquiries.list.query({ search: email });
    const spam = await staff.trpc.inquiries.list.query({ search: email, possibleSpam: true });
    expect(usual.total).toBe(PUBLIC_FORM_BUDGETS.contactPerHour);
    expect(spam.total).toBe(2);
    expect(spam.items.every((i) => i.possibleSpam)).toBe(true);
  });

  it('refuses a bad e-mail, phone or empty message with field messages', async () => {
    const cases: [Partial<InquiryInput>, string, string][] = [
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ phone: '123' }, 'phone', 'Enter a valid Indian phone number, e.g. 98765 43210'],
      [{ message: '' }, 'message', 'Message is required'],
      [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await errorOf(visitor().trpc.site.sendInquiry.mutate(inquiry(overrides)));
      expect(error.data?.httpStatus).toBe(400);
      expect(error.data?.fieldErrors?.[field]).toContain(message);
    }
  });
});
