import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';
import { createTestDatabase } from '../helpers/database';
import { insertBooking } from '../helpers/fixtures';
import { collectChanges, crewAccount, signedIn, startTestServer, type TestServer } from '../helpers/server';
import { freePort, startPausableProxy } from '../helpers/tcp-proxy';
import { seedDemoData } from '../../server/db/seed';
import { bookingVersion } from '../helpers/versions';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const liveStatus = async (url: string) => {
  const res = await fetch(`${url}/healthz`).catch(() => null);
  return res ? ((await res.json()) as { live?: string }).live ?? 'unknown' : 'unreachable';
};

/** A seeded server on a database of its own whose LISTEN connection goes through a proxy that can pause. */
async function serverWithPausableListener(env: Record<string, string> = {}) {
  const database = await createTestDatabase('seeded');
  cleanups.push(database.drop);
  const target = new URL(database.url);
  const proxy = await startPausableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  cleanups.push(() => proxy.close());
  const viaProxy = new URL(database.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const server = await startTestServer({ databaseUrl: database.url, liveDatabaseUrl: viaProxy.toString(), env });
  cleanups.push(() => server.close());
  return { proxy, server };
}

describe('live listener faults', () => {
  it('notices a LISTEN connection that stops passing bytes, says live "down", and delivers every change made meanwhile once', async () => {
    const { proxy, server } = await serverWithPausableListener();
    expect(await liveStatus(server.url)).toBe('up');

    const viewer = await signedIn(server.url, 'viewer@demo.example.com');
    cleanups.push(() => Promise.resolve(viewer.closeSocket()));
    const count = 20;
    // One more than the changes under test: a marker written after them, whose arrival proves
    // every change before it was delivered (and none twice) without waiting a fixed time.
    const events = await collectChanges(server.app.orm, (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, h), count + 1, 30_000);
    await events.started;

    proxy.pause();
    const pausedAt = Date.now();
    const written: string[] = [];
    for (let i = 0; i < count / 2; i++) written.push(await insertBooking(server.app.orm, { customerName: `During silence ${i}` }));
    await expect.poll(() => liveStatus(server.url), { timeout: 8_000, interval: 200 }).toBe('down');
    const noticedAfterMs = Date.now() - pausedAt;
    for (let i = count / 2; i < count; i++) written.push(await insertBooking(server.app.orm, { customerName: `While down ${i}` }));

    proxy.resume();
    await expect.poll(() => liveStatus(server.url), { timeout: 8_000, interval: 200 }).toBe('up');
    const marker = await insertBooking(server.app.orm, { customerName: 'After the silence' });
    const received = await events.done;
    expect(received.map((e) => e.data.entityId)).toEqual([...written, marker]);
    console.info(`silent listener noticed after ${noticedAfterMs} ms`);
  });

  it('the session cache: this process\'s own role changes apply at once though the listener hears nothing, and it is not used while live is down', { timeout: 60_000 }, async () => {
    // Sessions cached a minute; a silent listener noticed only after 10 s (twice the heartbeat).
    const { proxy, server } = await serverWithPausableListener({ SESSION_CACHE_MS: '60000', LIVE_HEARTBEAT_MS: '5000' });
    const admin = await signedIn(server.url, 'admin@demo.example.com');
    const viewer = await signedIn(server.url, 'viewer@demo.example.com');
    const { id: viewerId } = (await viewer.trpc.auth.me.query())!;
    const listStatus = async () => (await viewer.trpc.bookings.list.query({}).then(() => 200, (e: { data?: { httpStatus?: number } }) => e.data?.httpStatus));
    expect(await listStatus()).toBe(200);

    // The listener goes deaf: no other process's change would reach this one now.
    proxy.pause();
    await server.app.orm.em.getConnection().execute(`update user_role set role = 'operator' where user_id = ?`, [viewerId]);
    expect(await viewer.trpc.auth.me.query()).toMatchObject({ role: 'viewer' }); // the unannounced edit is not seen: cached
    await admin.trpc.users.assignRole.mutate({ userId: viewerId, role: null });
    expect(await listStatus()).toBe(403); // this process's own change: forgotten on commit, not on the deaf listener's news

    await expect.poll(() => liveStatus(server.url), { timeout: 15_000, interval: 200 }).toBe('down');
    await server.app.orm.em.getConnection().execute(`insert into user_role (user_id, role) values (?, 'viewer')`, [viewerId]);
    expect(await listStatus()).toBe(200); // read from the database: nothing is cached while live is down
    await server.app.orm.em.getConnection().execute('delete from user_role where user_id = ?', [viewerId]);
    expect(await listStatus()).toBe(403);
    proxy.resume();
    admin.closeSocket();
    viewer.closeSocket();
  });

  // How fast it resumes is measured by `npm run bench` (live resume after an outage); here: that it does.
  it('resumes live updates after a database outage spanning many reconnect attempts at the longest back-off', { timeout: 150_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'live-outage-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const logger = pino({ level: 'warn' });
    let cluster: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, port, logger });
    cleanups.push(() => cluster.stop());

    // The longest back-off is 200 ms here (2 s by default): the outage lasts until the listener
    // has failed ATTEMPTS reconnects, each capped. Uncapped, the back-off (250 ms doubling)
    // would by then wait 250 * 2^ATTEMPTS ms: it would not be back within this test.
    const ATTEMPTS = 12;
    const failedAttempts: number[] = [];
    const server = await startTestServer({
      databaseUrl: cluster.url,
      env: { LOG_LEVEL: 'warn', LIVE_RECONNECT_MAX_MS: '200' },
      logDestination: {
        write: (line: string) => {
          const entry = JSON.parse(line) as { msg?: string; attempt?: number };
          if (entry.msg === 'live listener reconnect failed') failedAttempts.push(entry.attempt ?? 0);
        },
      },
    });
    cleanups.push(() => server.close());
    await seedDemoData(server.app.orm.em.fork(), { demoPassword: 'demo-password-1' });
    const viewer = await signedIn(server.url, 'viewer@demo.example.com');
    cleanups.push(() => Promise.resolve(viewer.closeSocket()));
    const events = await collectChanges(server.app.orm, (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, h), 2, 120_000);
    await events.started;
    const before = await insertBooking(server.app.orm, { customerName: 'Before the outage' });
    await expect.poll(() => events.items.length).toBe(1);

    await cluster.stop();
    await expect.poll(() => liveStatus(server.url), { timeout: 10_000, interval: 200 }).not.toBe('up');
    await expect.poll(() => failedAttempts.length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(ATTEMPTS);
    cluster = await startEmbeddedPostgres({ dataDir, port, logger });

    await expect.poll(() => liveStatus(server.url), { timeout: 60_000, interval: 100 }).toBe('up');
    const after = await insertBooking(server.app.orm, { customerName: 'After the outage' });
    // The same subscription, never resubscribed: the change made after the outage reaches it.
    expect((await events.done).map((e) => e.data.entityId)).toEqual([before, after]);
  });
});

/**
 * Holds a table with a lock, so the next query a stream's filter (or access re-check) makes of
 * it waits in the database; then makes that query fail once (cancelled, an error the stream
 * receives as it would a connection lost mid-query); then lets go. Resolves with the number of
 * queries broken. Cancelled, not killed: a killed connection could be handed to the test's own
 * next write before the pool hears it ended, which failed CI runs ("Transaction query already
 * complete") though the stream itself had gone on.
 */
async function breakTheQueryOf(
  server: TestServer,
  table: string,
  queryStart: string,
  raiseEvent: (db: pg.Client) => Promise<unknown>,
) {
  const holder = new pg.Client({ connectionString: server.databaseUrl });
  const other = new pg.Client({ connectionString: server.databaseUrl });
  await Promise.all([holder.connect(), other.connect()]);
  try {
    await holder.query('begin');
    await holder.query(`lock table ${table} in access exclusive mode`);
    await raiseEvent(other);
    let killed = 0;
    await expect
      .poll(
        async () => {
          const { rows } = await other.query<{ killed: boolean }>(
            `select pg_cancel_backend(pid) as killed from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
            [`${queryStart}%`],
          );
          killed += rows.filter((r) => r.killed).length;
          return killed;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBeGreaterThan(0);
    return killed;
  } finally {
    await holder.query('rollback').catch(() => {});
    await Promise.all([holder.end(), other.end()]);
  }
}

describe('a database error inside a live stream\'s filter or access re-check', () => {
  let server: TestServer;
  it('the crew\'s stream: the queries a change to its own account makes fail; the same subscription still gets the next assignment', async () => {
    server = await startTestServer({ seed: true });
    cleanups.push(() => server.close());
    const admin = await signedIn(server.url, 'admin@demo.example.com');
    const operator = await signedIn(server.url, 'operator@demo.example.com');
    const crew = await crewAccount(server.url, admin, 'crew.faults@example.com', 'KA-05-BL-5102');
    cleanups.push(() => Promise.resolve([admin, operator, crew].forEach((c) => c.closeSocket())));
    const vehicleId = (await admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === 'KA-05-BL-5102')!.id;

    let starts = 0;
    const live = await collectChanges(
      server.app.orm,
      (h) => crew.trpc.crew.onChange.subscribe(undefined, { ...h, onStarted: () => (starts++, h.onStarted?.()) }),
      3,
      20_000,
    );
    await live.started;

    // A change to the crew's own account: the stream checks the session and role again and its
    // filter reads the account's vehicle (a booking's event names its vehicle: no query). Those
    // queries of user_role fail.
    const killed = await breakTheQueryOf(server, 'user_role', 'select %user_role', (db) =>
      db.query("insert into change_event (topic, action, entity_id, origin) values ('user', 'updated', $1, 'staff')", [crew.userId]),
    );
    expect(killed).toBeGreaterThan(0);

    const bookingId = await insertBooking(server.app.orm, { customerName: 'After the fault' });
    await operator.trpc.bookings.assign.mutate({ bookingId, version: await bookingVersion(operator.trpc, bookingId), ambulanceId: vehicleId });
    const events = (await live.done).map((e) => [e.data.topic, e.data.entityId]);
    expect(events).toEqual([['user', crew.userId], ...(events[1][0] === 'booking' ? [['booking', bookingId], ['ambulance', vehicleId]] : [['ambulance', vehicleId], ['booking', bookingId]])]);
    // One subscription throughout: the stream never ended, nothing subscribed again.
    expect(starts).toBe(1);
  });

  it('a staff stream: its access re-check (a change to the subscriber\'s account) fails; the stream goes on', async () => {
    const viewer = await signedIn(server.url, 'viewer@demo.example.com');
    cleanups.push(() => Promise.resolve(viewer.closeSocket()));
    const { id: viewerId } = (await viewer.trpc.auth.me.query())!;
    let starts = 0;
    const live = await collectChanges(
      server.app.orm,
      (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, { ...h, onStarted: () => (starts++, h.onStarted?.()) }),
      1,
      20_000,
    );
    await live.started;

    // A change to the viewer's own account: the stream reads the session again, and that read
    const killed = await breakTheQueryOf(server, 'session', 'select s.id as session_id', (db) =>
      db.query("insert into change_event (topic, action, entity_id, origin) values ('user', 'updated', $1, 'staff')", [viewerId]),
    );
    expect(killed).toBeGreaterThan(0);

    const bookingId = await insertBooking(server.app.orm, { customerName: 'After the re-check fault' });
    expect((await live.done).map((e) => e.data.entityId)).toEqual([bookingId]);
    expect(starts).toBe(1);
  });
});
