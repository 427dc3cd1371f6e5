import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../shared/schemas/booking';
import type { BookingRequestInput } from '../../shared/schemas/site';
import { recordChange } from '../../server/live/record';
import { rateLimitsFor, TRACKING_BUDGETS } from '../../server/limits/rate-limits';
import { rows } from '../helpers/fixtures';
import { createApiClient, signedIn, startTestServer, type TestServer } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

let server: TestServer & { dropDatabase: () => Promise<void> };
beforeAll(async () => {
  // TRUST_PROXY lets each test act as its own client address (look-ups are limited per address).
  server = await startTestServer({ seed: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server.close();
  await server.dropDatabase();
});

let nextIp = 1;
const newAddress = () => `198.51.100.${nextIp++}`;

const PRIVATE = {
  name: 'Savitha Ramaswamy',
  phone: '+91 98450 77661',
  pickupAddress: '7 Temple Street, Whitefield',
  destination: 'Columbia Asia Hospital, Whitefield',
  notes: 'Third floor, no lift',
};

async function requestBooking(overrides: Partial<BookingRequestInput> = {}) {
  const visitor = createApiClient(server.url, { headers: { 'x-forwarded-for': newAddress() } });
  const input: BookingRequestInput = {
    variant: 'home',
    ...PRIVATE,
    serviceType: 'icu',
    dateTime: '',
    preferredContact: 'call',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
  const receipt = await visitor.trpc.site.requestBooking.mutate(input);
  const [row] = await rows<{ id: string; tracking_token: string }>(server.app.orm, 'select id, tracking_token from booking where idempotency_key = ?', [input.idempotencyKey]);
  return { receipt, input, id: row.id, token: row.tracking_token };
}

const open = (path: string, address = newAddress()) => fetch(server.url + path, { headers: { 'x-forwarded-for': address } });

/** Moves a booking the way a service does: the change and its change event in one transaction. */
async function setStatus(id: string, status: BookingStatus) {
  await server.app.orm.em.fork().transactional(async (tx) => {
    await tx.getConnection().execute('update booking set status = ? where id = ?', [status, id], 'run', tx.getTransactionContext());
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: id, origin: 'staff' });
  });
}

describe('the tracking link', () => {
  it('is in the receipt of a public request: 256 random bits, different for every booking', async () => {
    const a = await requestBooking();
    const b = await requestBooking();
    expect(a.receipt.trackingPath).toBe(`/track/${a.token}`);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(b.token).not.toBe(a.token);
    // A retry of the same request answers with the same link.
    const visitor = createApiClient(server.url, { headers: { 'x-forwarded-for': newAddress() } });
    const retry = await visitor.trpc.site.requestBooking.mutate(a.input);
    expect(retry).toMatchObject({ duplicate: true, trackingPath: a.receipt.trackingPath });
  });

  it('the reference alone, the booking id or a made-up token open nothing', async () => {
    const { receipt, id, token } = await requestBooking();
    for (const guess of [receipt.reference, id, id.replace(/-/g, ''), token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'x'.repeat(43)]) {
      const res = await open(`/track/${guess}`);
      expect(res.status, guess).toBe(404);
      expect(await res.text()).toContain('This tracking link does not work');
    }
  });

  it('bookings made without the website (and rows from before) get a token from the database', async () => {
    const [row] = await rows<{ tracking_token: string }>(
      server.app.orm,
      `insert into booking (id, customer_name, customer_phone, pickup_location, service_type, booking_date)
       values (gen_random_uuid(), 'Raw Insert', '+919800000000', 'Varthur', 'basic', now()) returning tracking_token`,
    );
    expect(row.tracking_token).toMatch(/^[0-9a-f]{64}$/);
    const [{ missing }] = (await rows<{ missing: string }>(server.app.orm, 'select count(*) as missing from booking where tracking_token is null')) as [{ missing: string }];
    expect(Number(missing)).toBe(0);
  });
});

describe('the tracking page', () => {
  it('shows the state in plain words with its time, the helpline, and nothing private; noindex and not cached', async () => {
    const { receipt, token } = await requestBooking();
    const res = await open(`/track/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`Booking <strong>${receipt.reference}</strong>`);
    expect(html).toContain('<h1>Request received</h1>');
    expect(html).toContain('Our team will call you within 5 minutes.');
    expect(html).toMatch(/<li class="reached current" data-stage="received">[\s\S]*?<time datetime="[^"]+">\d{1,2}:\d{2} [ap]m<\/time>/);
    expect(html).toContain('href="tel:+910000000000"');
    // Without JavaScript it refreshes itself; with it, the script is a file (no inline script).
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="30"></noscript>');
    expect(html).toContain('<script src="/track-live.js" defer></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const value of [PRIVATE.name, 'Savitha', '98450', '77661', PRIVATE.pickupAddress, 'Temple Street', PRIVATE.destination, 'Columbia', PRIVATE.notes]) {
      expect(html, value).not.toContain(value);
    }
  });

  it('once assigned: the vehicle number, the driver\'s first name and a call link, each stage with its time', async () => {
    const { id, token } = await requestBooking();
    const operator = await signedIn(server.url, 'operator@demo.example.com');
    const fleet = await operator.trpc.fleet.list.query();
    const vehicle = fleet.find((a) => a.vehicleNumber === 'KA-01-AB-1001')!;
    await operator.trpc.bookings.assign.mutate({ bookingId: id, version: await bookingVersion(operator.trpc, id), ambulanceId: vehicle.id });
    const html = await (await open(`/track/${token}`)).text();
    expect(html).toContain('<h1>Ambulance assigned</h1>');
    expect(html).toContain('Vehicle <strong>KA-01-AB-1001</strong> · driver <strong>Manjunath</strong>');
    expect(html).toContain('href="tel:+919880011001"');
    expect(html).not.toContain('Gowda');
    for (const stage of ['received', 'confirmed', 'assigned']) {
      expect(html).toMatch(new RegExp(`data-stage="${stage}">\\s*<span class="title">[^<]+</span>\\s*<time datetime=`));
    }
    await operator.trpc.bookings.setStatus.mutate({ id, version: await bookingVersion(operator.trpc, id), status: 'cancelled', reason: 'Family arranged their own transport' });
    const cancelled = await (await open(`/track/${token}`)).text();
    expect(cancelled).toContain('<h1>Booking cancelled</h1>');
    // Staff's reason is theirs, not the family's page; the driver's number is no longer offered.
    expect(cancelled).not.toContain('Family arranged');
    expect(cancelled).not.toContain('tel:+919880011001');
  });

  it('says cancelled with the helpline to call, and expires 24 hours after the booking ended', async () => {
    const { id, token } = await requestBooking();
    await setStatus(id, 'cancelled');
    let res = await open(`/track/${token}`);
    expect(res.status).toBe(200);
    let html = await res.text();
    expect(html).toContain('<h1>Booking cancelled</h1>');
    expect(html).toContain('If you still need an ambulance, call our 24x7 helpline now.');
    expect(html).toContain('Call our helpline');

    await rows(server.app.orm, "update booking set ended_at = now() - interval '23 hours 59 minutes' where id = ?", [id]);
    expect((await open(`/track/${token}`)).status).toBe(200);
    await rows(server.app.orm, "update booking set ended_at = now() - interval '24 hours 1 minute' where id = ?", [id]);
    res = await open(`/track/${token}`);
    expect(res.status).toBe(410);
    html = await res.text();
    expect(html).toContain('This tracking link has expired');
    expect(html).toContain('href="tel:+910000000000"');
    expect((await open(`/track/${token}/events`)).status).toBe(410);
  });

  it('a reopened booking works again: the end is stamped by the status, whoever changes it', async () => {
    const { id, token } = await requestBooking();
    await setStatus(id, 'completed');
    const [ended] = await rows<{ ended_at: Date | null }>(server.app.orm, 'select ended_at from booking where id = ?', [id]);
    expect(ended.ended_at).not.toBeNull();
    await setStatus(id, 'in_progress');
    const [reopened] = await rows<{ ended_at: Date | null }>(server.app.orm, 'select ended_at from booking where id = ?', [id]);
    expect(reopened.ended_at).toBeNull();
    expect((await open(`/track/${token}`)).status).toBe(200);
  });

});

describe('look-up budgets: families behind one carrier address (TRACKING_BUDGETS)', () => {
  /** Bookings made by staff or imported: each has its own link (a token from the database). */
  async function tokens(count: number): Promise<string[]> {
    const made = await rows<{ tracking_token: string }>(
      server.app.orm,
      `insert into booking (id, customer_name, customer_phone, pickup_location, service_type, booking_date)
       select gen_random_uuid(), 'Family ' || n, '+919800000000', 'Varthur', 'basic', now() from generate_series(1, ?) n
       returning tracking_token`,
      [count],
    );
    return made.map((r) => r.tracking_token);
  }

  /** Opens a link's live stream, reads its first state and closes it (as a phone that moves on, or reconnects). */
  async function streamOnce(token: string, address: string): Promise<number> {
    const abort = new AbortController();
    const res = await fetch(`${server.url}/track/${token}/events`, { headers: { 'x-forwarded-for': address }, signal: abort.signal });
    if (res.status === 200) expect((await sseEvents(res.body!).next()).value).toMatchObject({ event: 'state' });
    abort.abort();
    return res.status;
  }

  /** Runs `task` for each item, `width` at a time. */
  async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = [];
    for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(task))));
    return results;
  }

  // 150 bookings and 450 look-ups: over the default 30 s on a loaded machine (seen in a full run).
  it('many families behind one address all get their pages, their live streams and their reconnects', { timeout: 90_000 }, async () => {
    const carrier = newAddress();
    const links = await tokens(150);
    // Page, stream, and the stream once more (a reconnect): 450 look-ups from one address.
    const pages = await inBatches(links, 25, async (token) => (await open(`/track/${token}`, carrier)).status);
    const streams = await inBatches(links, 25, (token) => streamOnce(token, carrier));
    const reconnects = await inBatches(links, 25, (token) => streamOnce(token, carrier));
    expect(new Set([...pages, ...streams, ...reconnects])).toEqual(new Set([200]));
  });

  it('one link hammered gets 429 past its own budget, with the wait; other families on the same address go on', async () => {
    const carrier = newAddress();
    const [hammered, neighbour] = await tokens(2);
    const statuses = await inBatches(Array.from({ length: TRACKING_BUDGETS.perToken }), 20, async () => (await open(`/track/${hammered}`, carrier)).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // From any address: the budget is the link's.
    const refused = await open(`/track/${hammered}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('call our 24x7 helpline');
    expect((await open(`/track/${hammered}/events`, carrier)).status).toBe(429);

    expect((await open(`/track/${neighbour}`, carrier)).status).toBe(200);
    expect(await streamOnce(neighbour, carrier)).toBe(200);
  });

  it('limits guessing per address: unknown tokens run out after 20; real links on that address still open', async () => {
    const [link] = await tokens(1);
    const address = newAddress();
    for (let i = 0; i < TRACKING_BUDGETS.unknownPerAddress; i++) expect((await open(`/track/${'g'.repeat(40)}${i}`, address)).status).toBe(404);
    const refused = await open(`/track/${'g'.repeat(41)}`, address);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many attempts');
    expect((await open(`/track/${'h'.repeat(43)}/events`, address)).status).toBe(429);
    // A family sharing that address is not shut out, nor is the guess from another address refused.
    expect((await open(`/track/${link}`, address)).status).toBe(200);
    expect((await open(`/track/${'g'.repeat(42)}`)).status).toBe(404);
  });

  it('an address past the flood ceiling is refused, whatever the link; another address is not', async () => {
    const [link] = await tokens(1);
    const flood = newAddress();
    // The look-ups a flood already made this window, counted by the server's own limiter.
    await rateLimitsFor(server.app.orm).trackingFloodPerAddress.penalty(flood, TRACKING_BUDGETS.floodPerAddress - 1);
    expect((await open(`/track/${link}`, flood)).status).toBe(200);
    const refused = await open(`/track/${link}`, flood);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await open(`/track/${link}/events`, flood)).status).toBe(429);
    expect((await open(`/track/${link}`)).status).toBe(200);
  });
});

describe('live updates of the tracking page', () => {
  it('streams the new state when the booking changes, and nothing for other bookings', async () => {
    const { id, token } = await requestBooking();
    const other = await requestBooking();
    const abort = new AbortController();
    const res = await fetch(`${server.url}/track/${token}/events`, { headers: { 'x-forwarded-for': newAddress() }, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = sseEvents(res.body!);

    const first = await events.next();
    expect(first.value).toMatchObject({ event: 'state', data: { stage: 'received' } });

    await setStatus(other.id, 'confirmed');
    await setStatus(id, 'confirmed');
    const second = await events.next();
    expect(second.value).toMatchObject({ event: 'state', data: { stage: 'confirmed' } });
    expect((second.value as { data: { html: string } }).data.html).toContain('<h1>Booking confirmed</h1>');
    abort.abort();
  });

  it('a page that reconnects (Last-Event-ID) is not sent the state it shows again, and gets one it missed at once', async () => {
    const { id, token } = await requestBooking();
    const connect = async (lastEventId?: string) => {
      const abort = new AbortController();
      const headers: Record<string, string> = { 'x-forwarded-for': newAddress(), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
      const res = await fetch(`${server.url}/track/${token}/events`, { headers, signal: abort.signal });
      expect(res.status).toBe(200);
      return { events: sseEvents(res.body!), close: () => abort.abort() };
    };
    const first = await connect();
    const received = await nextEvent(first.events);
    expect(received).toMatchObject({ event: 'state', data: { stage: 'received' } });
    expect(received.id).toMatch(/^[\w-]{22}$/);
    first.close();

    // Back with the id of what it shows: nothing until the booking changes, then the change.
    const resumed = await connect(received.id);
    await setStatus(id, 'confirmed');
    const next = await nextEvent(resumed.events);
    expect(next).toMatchObject({ event: 'state', data: { stage: 'confirmed' } });
    expect(next.id).not.toBe(received.id);
    resumed.close();

    // A page still showing the old state (cut off during the change) gets the new one first.
    const late = await connect(received.id);
    expect(await nextEvent(late.events)).toEqual(next);
    late.close();
  });

  it('ends the stream with "gone" when the booking is deleted', async () => {
    const { id, token } = await requestBooking();
    const abort = new AbortController();
    const res = await fetch(`${server.url}/track/${token}/events`, { headers: { 'x-forwarded-for': newAddress() }, signal: abort.signal });
    const events = sseEvents(res.body!);
    await events.next();
    await server.app.orm.em.fork().transactional(async (tx) => {
      await tx.getConnection().execute('delete from booking where id = ?', [id], 'run', tx.getTransactionContext());
      recordChange(tx, { topic: 'booking', action: 'deleted', entityId: id, origin: 'staff' });
    });
    const gone = await events.next();
    expect(gone.value).toMatchObject({ event: 'gone', data: { reason: 'not_found' } });
    abort.abort();
  });
});

/** The next event of a stream that must not have ended. */
async function nextEvent<T>(events: AsyncGenerator<T>): Promise<T> {
  const result = await events.next();
  if (result.done) throw new Error('the stream ended');
  return result.value;
}

/** Parses a server-sent event stream into { id, event, data } (data as JSON), skipping comments. */
async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ id?: string; event: string; data: unknown }> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      const id = /^id: (.*)$/m.exec(block)?.[1];
      if (event && data) yield { ...(id ? { id } : {}), event, data: JSON.parse(data) };
    }
  }
}
