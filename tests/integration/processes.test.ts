import http from 'node:http';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChangeStreamMessage } from '../../shared/live';
import type { AppRouter } from '../../server/trpc/root';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { createTestDatabase } from '../helpers/database';
import { collect, createApiClient, eachChange, signedIn } from '../helpers/server';

/** Two server processes (server/main.ts, as `npm start` runs it) on one database. */
let database: { url: string; drop: () => Promise<void> };
let a: ChildServer;
let b: ChildServer;

beforeAll(async () => {
  database = await createTestDatabase('seeded');
  // Sessions cached for a minute: a sign-out or role change must still apply on the other
  // process at once (the session cache test below).
  // The database is a copy of the seeded template (the demo accounts, DEMO_PASSWORD): nothing to
  // migrate or seed, so both start at once.
  const env = { DATABASE_URL: database.url, PUBLIC_URL: 'http://localhost:3000', SESSION_CACHE_MS: '60000', SEED_DEMO: 'false' };
  [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
}, 180_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

type Tracked = { id: string; data: ChangeStreamMessage };

const bookingInput = (name: string) => ({
  customerName: name,
  customerPhone: '+919812340000',
  customerEmail: '',
  pickupLocation: 'Varthur',
  dropoffLocation: 'Manipal Hospital',
  serviceType: 'emergency' as const,
  status: 'pending' as const,
  bookingDate: new Date().toISOString(),
});

/** The same session (cookie) on another process. */
function sameSessionOn(url: string, from: ReturnType<typeof createApiClient>) {
  const client = createApiClient(url);
  client.jar.store(from.jar.header().split('; '));
  return client;
}

/** One GET per new TCP connection, as a load balancer would forward it. */
function getOnce(url: string, cookie: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    });
    req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
  });
}

describe('two server processes on one database', () => {
  it('a session made on one works on the other, and a change made through one reaches subscribers of the other', async () => {
    const operatorOnA = await signedIn(a.url, 'operator@demo.example.com');
    const operatorOnB = sameSessionOn(b.url, operatorOnA);
    expect(await operatorOnB.trpc.auth.me.query()).toMatchObject({ email: 'operator@demo.example.com', role: 'operator' });

    const events = collect<Tracked>((h) => operatorOnB.trpc.dashboard.onChange.subscribe(undefined, h), 1);
    await events.started;
    const created = await operatorOnA.trpc.bookings.create.mutate(bookingInput('Made on A'));
    const [event] = await events.done;
    expect(event.data).toMatchObject({ kind: 'change', topic: 'booking', action: 'created', entityId: created.id });
    operatorOnB.closeSocket();
    operatorOnA.closeSocket();
  });

  it('a role change or sign-out made through one process applies on the other at once, though it caches sessions', async () => {
    const admin = await signedIn(a.url, 'admin@demo.example.com');
    const newcomer = createApiClient(b.url);
    await newcomer.trpc.auth.signUp.mutate({ email: 'cached.session@example.com', password: 'secret-pw', fullName: 'Kavya Rao', phone: '98450 12399' });
    const { id } = await newcomer.trpc.auth.me.query().then((me) => me!);
    /** How B answers the newcomer's list now, polled until it is `status` (5 s at most; the cache keeps sessions 60 s). */
    const bAnswers = async (status: number) => {
      const deadline = Date.now() + 5000;
      let last = 0;
      do {
        last = (await getOnce(`${b.url}/trpc/bookings.list?input=${encodeURIComponent('{}')}`, newcomer.jar.header()).then((r) => ('status' in r ? r.status : 0)));
        if (last === status) return last;
        await new Promise((r) => setTimeout(r, 50));
      } while (Date.now() < deadline);
      return last;
    };

    await admin.trpc.users.assignRole.mutate({ userId: id, role: 'viewer' });
    expect(await bAnswers(200)).toBe(200);
    expect(await bAnswers(200)).toBe(200); // now read from B's cache
    await admin.trpc.users.assignRole.mutate({ userId: id, role: null });
    expect(await bAnswers(403)).toBe(403);

    await admin.trpc.users.assignRole.mutate({ userId: id, role: 'viewer' });
    expect(await bAnswers(200)).toBe(200);
    await admin.trpc.users.endSessions.mutate({ userId: id });
    expect(await bAnswers(401)).toBe(401);
    admin.closeSocket();
  });

  it('a process sent SIGTERM under load finishes every request it accepted, and its live clients move to the other process missing nothing', { timeout: 120_000 }, async () => {
    const operator = await signedIn(a.url, 'operator@demo.example.com');
    const cookie = operator.jar.header();

    // A live client on A that, like the web client, reconnects wherever the balancer sends it.
    let target = a.url;
    const wsClient = createWSClient({
      url: () => target.replace(/^http/, 'ws') + '/trpc',
      WebSocket: class extends WebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie } });
        }
      } as unknown as typeof globalThis.WebSocket,
      retryDelayMs: () => 100,
      onClose: () => (target = b.url),
    });
    const live = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    const received: Tracked[] = [];
    let started!: () => void;
    const startedPromise = new Promise<void>((r) => (started = r));
    const sub = live.dashboard.onChange.subscribe(undefined, {
      onStarted: () => started(),
      onData: eachChange((d) => received.push(d)),
      onError: () => {},
    });
    await startedPromise;

    // A writer committing a change every 20 ms straight into the database, throughout.
    const writer = new pg.Client({ connectionString: database.url });
    await writer.connect();
    const written: string[] = [];
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        await writer.query(
          "insert into change_event (topic, action, entity_id, origin) values ('booking', 'updated', $1, 'staff')",
          [`w-${i}`],
        );
        written.push(`w-${i}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    // Load on A: 16 clients in a loop. A connection that A closed before answering anything
    // (refused, or reset before a byte of answer) goes to B, as a balancer retries a GET; the
    // server's own log shows whether A had accepted any of those requests (it must not have).
    const results = { ok: 0, okFromA: 0, failed: [] as string[], rerouted: 0 };
    let loading = true;
    const listPath = `/trpc/bookings.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`;
    const load = Array.from({ length: 16 }, async () => {
      while (loading) {
        let result = await getOnce(a.url + listPath, cookie);
        if ('error' in result && (result.error === 'ECONNREFUSED' || result.error === 'ECONNRESET')) {
          results.rerouted++;
          result = await getOnce(b.url + listPath, cookie);
        } else if ('status' in result && result.status === 200) results.okFromA++;
        if ('status' in result && result.status === 200) results.ok++;
        else results.failed.push('status' in result ? `HTTP ${result.status}` : result.error);
      }
    });

    await new Promise((r) => setTimeout(r, 1500));
    const okBeforeStop = results.ok;
    expect(await a.stop()).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    loading = false;
    await Promise.all(load);
    writing = false;
    await writes;
    // A marker after the last write: once it arrives, everything before it has (none missing,
    // none twice), with no fixed wait for stragglers.
    await writer.query("insert into change_event (topic, action, entity_id, origin) values ('booking', 'updated', 'marker', 'staff')");
    await writer.end();

    await expect.poll(() => received.some((e) => e.data.kind === 'change' && e.data.entityId === 'marker'), { timeout: 15_000 }).toBe(true);
    sub.unsubscribe();
    await wsClient.close();

    expect(okBeforeStop).toBeGreaterThan(0);
    expect(results.failed).toEqual([]);
    // Every list request A's log shows it accepted was completed with 200 and reached the client.
    const logged = a
      .output()
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { reqId?: string; msg?: string; req?: { url?: string }; res?: { statusCode?: number } }];
        } catch {
          return [];
        }
      });
    const accepted = new Set(logged.filter((l) => l.msg === 'incoming request' && l.req?.url?.startsWith('/trpc/bookings.list')).map((l) => l.reqId));
    const completed = logged.filter((l) => l.msg === 'request completed' && accepted.has(l.reqId));
    expect(accepted.size).toBeGreaterThan(0);
    expect(completed.map((l) => l.res?.statusCode)).toEqual([...accepted].map(() => 200));
    expect(results.okFromA).toBe(accepted.size);
    expect(results.ok).toBeGreaterThan(okBeforeStop);
    const changes = received.flatMap((e) => (e.data.kind === 'change' ? [e.data] : []));
    expect(received.some((e) => e.data.kind === 'refetch')).toBe(false);
    expect(changes.map((c) => c.entityId)).toEqual([...written, 'marker']);
    expect(target).toBe(b.url);
    console.info(`SIGTERM under load: ${results.ok} requests answered (${accepted.size} by the stopping process, all completed), ${results.rerouted} connections it refused or closed unanswered retried on the other, 0 failed; ${written.length} changes received once each across the move`);
    operator.closeSocket();
  });
});
