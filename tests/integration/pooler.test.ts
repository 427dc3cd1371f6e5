import { randomUUID } from 'node:crypto';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import type { ChangeStreamMessage } from '../../shared/live';
import type { BookingRequestInput } from '../../shared/schemas/site';
import type { AppRouter } from '../../server/trpc/root';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { createTestDatabase } from '../helpers/database';
import { openEventSource } from '../helpers/event-source';
import { startHaproxy, startPgBouncer, type Daemon } from '../helpers/pooler';
import { DEMO_PASSWORD, eachChange, signedIn } from '../helpers/server';
import { freePort } from '../helpers/tcp-proxy';
import pg from 'pg';

/**
 * Issue 24: three server processes (the production build) behind HAProxy (deploy/haproxy.cfg),
 * on one database through PgBouncer in transaction mode, LISTEN on a direct connection.
 */
let database: { url: string; drop: () => Promise<void> };
let pgbouncer: Daemon & { url: (database: string) => string };
let haproxy: Daemon & { url: string };
let pooledUrl: string;
const ports: number[] = [];
const servers: ChildServer[] = [];
let env: Record<string, string>;

const start = (slot: number, extra: Record<string, string> = {}) =>
  startChildServer({ ...env, SEED_DEMO: 'false', ...extra }, { port: ports[slot] });

beforeAll(async () => {
  pgbouncer = await startPgBouncer(inject('pgAdminUrl'));
  database = await createTestDatabase('empty');
  pooledUrl = pgbouncer.url(new URL(database.url).pathname.slice(1));
  env = {
    DATABASE_URL: pooledUrl,
    LIVE_DATABASE_URL: database.url,
    DEMO_PASSWORD,
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: 'true',
  };
  for (let i = 0; i < 3; i++) ports.push(await freePort());
  servers.push(await start(0, { SEED_DEMO: 'true' }));
  servers.push(...(await Promise.all([start(1), start(2)])));
  haproxy = await startHaproxy(ports.map((p) => `127.0.0.1:${p}`));
  // Every process up in HAProxy's eyes (its health checks passed) before the tests begin.
  await Promise.all(servers.map(() => until(async () => (await fetch(`${haproxy.url}/healthz`)).ok)));
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await haproxy?.stop();
  await pgbouncer?.stop();
  await database?.drop();
});

async function until(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const booking = (i: number): BookingRequestInput => ({
  variant: 'home',
  name: `Pooled ${i}`,
  phone: `+91 96${String(i).padStart(8, '0')}`,
  pickupAddress: `${i} Varthur Main Road, Varthur`,
  serviceType: 'emergency',
  dateTime: '',
  notes: `burst ${i}`,
  idempotencyKey: randomUUID(),
});

/**
 * As the booking form does: sends until a 2xx, with the same idempotency key, whatever went
 * wrong (a refused or cut connection, a 502/503 from the balancer or a process shutting down).
 */
async function sendUntilAnswered(input: BookingRequestInput, address: string): Promise<{ status: number; attempts: number; reference: string }> {
  let last = '';
  for (let attempts = 1; ; attempts++) {
    try {
      const res = await fetch(`${haproxy.url}/trpc/site.requestBooking`, {
        method: 'POST',
        // Each request from an address of its own (TRUST_PROXY): the per-address budgets are not what is tested.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(input),
      });
      const body = (await res.json().catch(() => ({}))) as { result?: { data: { reference: string } }; error?: { message: string } };
      if (res.ok) return { status: res.status, attempts, reference: body.result!.data.reference };
      // A refusal of the request itself is a failure of the test, not something to retry.
      if (res.status >= 400 && res.status < 500 && res.status !== 408) {
        throw new Error(`refused ${res.status}: ${JSON.stringify(body)}`);
      }
      last = `${res.status} ${JSON.stringify(body)}`;
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('refused')) throw err;
      last = String(err);
    }
    if (attempts > 200) throw new Error(`no answer after ${attempts} attempts, the last: ${last}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A family's tracking page through the balancer: its booking (a public request) confirmed, with
 * a vehicle whose driver the staff change again and again (each change as a service makes it:
 * the row and its change event in one transaction). The page's live stream is read as a browser
 * reads it; `shownDrivers` are the drivers (Tracker<n>) of the states it was sent, in order.
 */
async function trackingPage(db: pg.Pool, n: number) {
  const request = { ...booking(0), name: `Tracked family ${n}`, phone: `+91 97240000${String(n).padStart(2, '0')}` };
  await sendUntilAnswered(request, `10.25.${n}.1`);
  const { rows: [booked] } = await db.query<{ id: string; tracking_token: string }>('select id, tracking_token from booking where idempotency_key = $1', [request.idempotencyKey]);
  const ambulanceId = randomUUID();
  await db.query("insert into ambulance (id, vehicle_number, ambulance_type, driver_name) values ($1, $2, 'emergency', $3)", [ambulanceId, `KA24TR${String(n).padStart(4, '0')}`, `Tracker0 Rao`]);
  await db.query("update booking set status = 'confirmed', confirmed_at = now(), ambulance_id = $1, assigned_at = now() where id = $2", [ambulanceId, booked.id]);
  const setDriver = async (driver: number) => {
    const client = await db.connect();
    try {
      await client.query('begin');
      await client.query('update ambulance set driver_name = $1 where id = $2', [`Tracker${driver} Rao`, ambulanceId]);
      await client.query("insert into change_event (topic, action, entity_id, origin) values ('ambulance', 'updated', $1, 'staff')", [ambulanceId]);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  const stream = openEventSource(`${haproxy.url}/track/${booked.tracking_token}/events`, { 'x-forwarded-for': `10.25.${n}.2` });
  const shownDrivers = () =>
    stream.events.filter((e) => e.event === 'state').map((e) => Number(/Tracker(\d+)/.exec((JSON.parse(e.data) as { html: string }).html)?.[1] ?? NaN));
  await until(() => shownDrivers().length === 1);
  let changes = 0;
  return {
    stream,
    shownDrivers,
    changes: () => changes,
    /**
     * One driver after another while `going()`, each once the page shows the one before (so
     * what a page misses while cut off is one change); with `pauseWhileCut`, none while the
     * stream is cut off. Resolves to null, or the error that stopped it.
     */
    changeDrivers: (going: () => boolean, options: { pauseWhileCut: boolean }) =>
      (async () => {
        while (going()) {
          if (options.pauseWhileCut) await until(() => stream.open, 60_000);
          await setDriver(++changes);
          await until(() => shownDrivers().at(-1) === changes, 60_000);
          await new Promise((r) => setTimeout(r, 200));
        }
      })().then(
        () => null,
        (err: Error) => err,
      ),
  };
}

describe('through PgBouncer (transaction mode) and HAProxy, three processes', () => {
  it('a server whose LISTEN goes through the transaction pooler refuses to start, naming LIVE_DATABASE_URL', async () => {
    // It waits LIVE_HEAR_WITHIN_MS (5 s by default) for its own NOTIFY; a direct connection hears it in milliseconds.
    const failed = await startChildServer({ ...env, LIVE_DATABASE_URL: '', SEED_DEMO: 'false', LIVE_HEAR_WITHIN_MS: '1000' }).then(
      (s) => s.stop().then(() => ''),
      (err: Error) => err.message,
    );
    expect(failed).toContain('received no NOTIFY');
    expect(failed).toContain('Set LIVE_DATABASE_URL');
    // The others through the same pooler report their listener as live.
    const health = (await (await fetch(`${haproxy.url}/healthz`)).json()) as { live: string; database: string };
    expect(health).toMatchObject({ database: 'up', live: 'up' });
  });

  it('a booking burst through HAProxy while the processes restart one by one: every request answered 2xx and stored once; a dashboard subscriber and two families\' tracking pages receive each change exactly once', { timeout: 420_000 }, async () => {
    const direct = new pg.Pool({ connectionString: database.url, max: 3 });
    // If an assertion fails midway, nothing of this test is left running into afterAll (the
    // database dropped under an idle client would be an unhandled error of its own).
    direct.on('error', () => {});
    onTestFinished(() => direct.end().catch(() => {}));
    const operator = await signedIn(haproxy.url, 'operator@demo.example.com');
    const cookie = operator.jar.header();
    // A dashboard through the balancer: it reconnects wherever it is sent and resumes.
    const wsClient = createWSClient({
      url: haproxy.url.replace(/^http/, 'ws') + '/trpc',
      WebSocket: class extends WebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie } });
        }
      } as unknown as typeof globalThis.WebSocket,
      retryDelayMs: () => 100,
    });
    const live = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    const received: { id: string; data: ChangeStreamMessage }[] = [];
    let started!: () => void;
    const startedPromise = new Promise<void>((r) => (started = r));
    const sub = live.dashboard.onChange.subscribe(undefined, {
      onStarted: () => started(),
      onData: eachChange((d) => received.push(d)),
      onError: () => {},
    });
    onTestFinished(() => (sub.unsubscribe(), wsClient.close()));
    await startedPromise;

    // Two families' tracking pages through the balancer, each stream read as a browser reads it.
    const pages = [await trackingPage(direct, 1), await trackingPage(direct, 2)];
    onTestFinished(() => Promise.all(pages.map((p) => p.stream.close())).then(() => {}));

    // Six clients send booking requests one after another until every process has restarted.
    let restarting = true;
    const sent: { input: BookingRequestInput; answer: Awaited<ReturnType<typeof sendUntilAnswered>> }[] = [];
    let next = 0;
    const clients = Array.from({ length: 6 }, async () => {
      while (restarting || next < 60) {
        const i = next++;
        const input = booking(i);
        sent.push({ input, answer: await sendUntilAnswered(input, `10.24.${(i >> 8) & 255}.${i & 255}`) });
      }
    });

    // Their drivers change one after another while the processes restart. The first page's
    // changes go on while its stream is cut off (it comes back to a change it missed); the second
    // page's wait until it is back (it comes back to what it shows, which it must not get again).
    const changing = [pages[0].changeDrivers(() => restarting, { pauseWhileCut: false }), pages[1].changeDrivers(() => restarting, { pauseWhileCut: true })];

    const restarts: string[] = [];
    for (let slot = 0; slot < 3; slot++) {
      await until(() => sent.length >= 10 * (slot + 1), 60_000);
      const stopping = servers[slot];
      expect(await stopping.stop(), `a clean stop (SIGTERM, exit code 0); its log ends:\n${stopping.output().slice(-4000)}`).toBe(0);
      servers[slot] = await start(slot);
      restarts.push(`slot ${slot} restarted after ${sent.length} answers`);
      // Each page shown a change made after this restart before the next process stops: on a
      // busy machine the restarts could otherwise all pass between two changes of a page.
      const madeBefore = pages.map((p) => p.changes());
      await until(() => pages.every((p, i) => p.changes() > madeBefore[i] && p.shownDrivers().at(-1) === p.changes()), 60_000);
    }
    restarting = false;
    await Promise.all(clients);
    expect(restarts).toHaveLength(3);
    for (const [i, page] of pages.entries()) {
      expect(await changing[i], `page ${i + 1}: drivers shown ${JSON.stringify(page.shownDrivers())}, connections ${page.stream.connections}`).toBeNull();
      await page.stream.close();
    }

    // Every request was answered 2xx (the clients retried), and each is stored exactly once.
    expect(sent.length).toBeGreaterThanOrEqual(60);
    expect(sent.every((s) => s.answer.status >= 200 && s.answer.status < 300)).toBe(true);
    const { rows } = await direct.query<{ id: string; idempotency_key: string }>(
      "select id, idempotency_key from booking where customer_name like 'Pooled %'",
    );
    expect(rows).toHaveLength(sent.length);
    const byKey = new Map(rows.map((r) => [r.idempotency_key, r.id]));
    for (const { input, answer } of sent) {
      expect(byKey.get(input.idempotencyKey)?.slice(0, 8).toUpperCase()).toBe(answer.reference);
    }

    // The subscriber, moved from process to process, received each booking once: no gap, no repeat.
    const created = () => received.filter((e) => e.data.kind === 'change' && e.data.topic === 'booking' && e.data.action === 'created');
    const ids = new Set(rows.map((r) => r.id));
    await until(() => created().filter((e) => e.data.kind === 'change' && ids.has(e.data.entityId)).length >= ids.size);
    sub.unsubscribe();
    await wsClient.close();
    operator.closeSocket();
    expect(received.filter((e) => e.data.kind === 'refetch')).toEqual([]);
    const entityIds = created().map((e) => (e.data.kind === 'change' ? e.data.entityId : ''));
    expect(entityIds.filter((id) => ids.has(id)).sort()).toEqual([...ids].sort());
    const positions = received.map((e) => e.id);
    expect(new Set(positions).size).toBe(positions.length);

    // Each tracking page was moved to another process (its own was restarted under it) and was
    // sent every driver once, in order: none missed, none twice, never refused (a reload).
    for (const page of pages) {
      expect(page.stream.closedWith).toBeNull();
      expect(page.stream.connections).toBeGreaterThan(1);
      expect(page.changes()).toBeGreaterThanOrEqual(3);
      expect(page.shownDrivers()).toEqual(Array.from({ length: page.changes() + 1 }, (_, n) => n));
    }
  });
});
