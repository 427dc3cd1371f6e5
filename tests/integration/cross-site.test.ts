import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appRouter } from '../../server/trpc/root';
import { rows } from '../helpers/fixtures';
import { signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';

/* Issue 9 point 4: a foreign Origin is refused on every state change and on the WebSocket handshake; nothing changes state over GET. */

let server: TestServer & { dropDatabase: () => Promise<void> };
let operator: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  operator = await signedIn(server.url, 'operator@demo.example.com');
});
afterAll(async () => {
  operator.closeSocket();
  await server.close();
  await server.dropDatabase();
});

const FOREIGN = 'https://evil.example';
const OURS = 'http://localhost:3000'; // the test server's PUBLIC_URL

const bookingRequest = (key: string) =>
  JSON.stringify({ variant: 'home', name: 'Cross Site', phone: '+91 98450 11223', pickupAddress: 'Varthur', destination: '', serviceType: 'emergency', dateTime: '', notes: '', idempotencyKey: key });

async function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie: operator.jar.header(), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body,
  });
  return { status: res.status, body: await res.text() };
}

const sessionStillValid = async () => (await operator.trpc.auth.me.query())?.email === 'operator@demo.example.com';

describe('a foreign Origin is refused on every state change', () => {
  const paths = ['/trpc/auth.signOut', '/trpc/site.requestBooking', '/trpc/bookings.create', '/trpc', '/healthz', '/', '/admin', '/no-such-route'];
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on every route answers 403 with a message, and changes nothing', async (method) => {
    for (const path of paths) {
      const res = await send(method, path, { origin: FOREIGN }, method === 'DELETE' ? undefined : '{}');
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((JSON.parse(res.body) as { message: string }).message).toBe('Requests from other sites are not accepted.');
    }
    expect(await sessionStillValid()).toBe(true);
  });

  it('a cross-site booking request stores nothing; the same from our own site is stored', async () => {
    const foreignKey = '11111111-1111-4111-8111-111111111111';
    expect((await send('POST', '/trpc/site.requestBooking', { origin: FOREIGN }, bookingRequest(foreignKey))).status).toBe(403);
    // A browser that sends no Origin but says the request is cross-site is refused too.
    expect((await send('POST', '/trpc/site.requestBooking', { 'sec-fetch-site': 'cross-site' }, bookingRequest(foreignKey))).status).toBe(403);
    // "null" (a sandboxed frame, a file) is no origin of ours.
    expect((await send('POST', '/trpc/site.requestBooking', { origin: 'null' }, bookingRequest(foreignKey))).status).toBe(403);
    expect(await rows(server.app.orm, 'select id from booking where idempotency_key = ?', [foreignKey])).toHaveLength(0);

    const ourKey = '22222222-2222-4222-8222-222222222222';
    expect((await send('POST', '/trpc/site.requestBooking', { origin: OURS, 'sec-fetch-site': 'same-origin' }, bookingRequest(ourKey))).status).toBe(200);
    expect(await rows(server.app.orm, 'select id from booking where idempotency_key = ?', [ourKey])).toHaveLength(1);
  });

  it('the sign-out form of another site does not sign anyone out', async () => {
    expect((await send('POST', '/trpc/auth.signOut', { origin: FOREIGN }, '{}')).status).toBe(403);
    expect(await sessionStillValid()).toBe(true);
  });
});

describe('the WebSocket handshake', () => {
  const handshake = (origin?: string) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/trpc`, {
        headers: { cookie: operator.jar.header(), ...(origin ? { origin } : {}) },
      });
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        ws.terminate();
      });
      ws.on('error', () => {});
    });

  it('is refused from a foreign Origin (403) and accepted from ours', async () => {
    expect(await handshake(FOREIGN)).toBe(403);
    expect(await handshake('null')).toBe(403);
    expect(await handshake(OURS)).toBe(101);
  });
});

describe('nothing changes state over GET', () => {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  const mutations = Object.keys(procedures).filter((path) => procedures[path]._def.type === 'mutation');

  it('every mutation of the API refuses GET (405), even from our own site, and changes nothing', async () => {
    expect(mutations.length).toBeGreaterThan(10);
    const [before] = await rows<{ n: number }>(server.app.orm, 'select (select count(*) from booking) + (select count(*) from change_event) + (select count(*) from session) as n');
    for (const path of mutations) {
      const input = encodeURIComponent(JSON.stringify({ id: '00000000-0000-4000-8000-000000000000' }));
      const res = await send('GET', `/trpc/${path}?input=${input}`, { origin: OURS });
      expect(res.status, `GET ${path}`).toBe(405);
    }
    const [after] = await rows<{ n: number }>(server.app.orm, 'select (select count(*) from booking) + (select count(*) from change_event) + (select count(*) from session) as n');
    expect(after.n).toBe(before.n);
    expect(await sessionStillValid()).toBe(true);
  });
});
