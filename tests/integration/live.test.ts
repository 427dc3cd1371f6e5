import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEventMessage } from '../../shared/live';
import { insertBooking } from '../helpers/fixtures';
import { collect, collectChanges, createApiClient, signedIn, startTestServer, type TestServer } from '../helpers/server';

type Server = TestServer & { dropDatabase: () => Promise<void> };
let a: Server;
let b: Server;

beforeAll(async () => {
  a = await startTestServer({ seed: true });
  // A second server process on the same database (no migrations to run, no seed).
  b = await startTestServer({ databaseUrl: a.databaseUrl });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await a.dropDatabase();
});

type Tracked = { id: string; data: ChangeEventMessage };

describe('bookings.onChange over WebSocket', () => {
  it('pushes a committed change to a signed-in staff member', async () => {
    const viewer = await signedIn(a.url, 'viewer@demo.example.com');
    const events = await collectChanges(a.app.orm, (h) => viewer.trpc.bookings.onChange.subscribe(undefined, h), 1);
    await events.started;
    const id = await insertBooking(a.app.orm);
    const [event] = await events.done;
    expect(event!.data).toMatchObject({ topic: 'booking', action: 'created', entityId: id });
    expect(event!.id).toBe(String(event!.data.id));
    viewer.closeSocket();
  });

  it('delivers a change made through one server process to a subscriber on another', async () => {
    const onB = await signedIn(b.url, 'operator@demo.example.com');
    const events = await collectChanges(a.app.orm, (h) => onB.trpc.bookings.onChange.subscribe(undefined, h), 2);
    await events.started;
    const first = await insertBooking(a.app.orm, { customerName: 'Via A' });
    const second = await insertBooking(b.app.orm, { customerName: 'Via B' });
    const received = await events.done;
    expect(received.map((e) => e.data.entityId).sort()).toEqual([first, second].sort());
    onB.closeSocket();
  });

  it('resumes after lastEventId: changes made while disconnected arrive on reconnect', async () => {
    const viewer = await signedIn(a.url, 'viewer@demo.example.com');
    const firstRun = await collectChanges(a.app.orm, (h) => viewer.trpc.bookings.onChange.subscribe(undefined, h), 1);
    await firstRun.started;
    await insertBooking(a.app.orm);
    const [seen] = await firstRun.done;
    viewer.closeSocket();

    const missed1 = await insertBooking(a.app.orm, { customerName: 'Missed 1' });
    const missed2 = await insertBooking(a.app.orm, { customerName: 'Missed 2' });
    const resumed = collect<Tracked>(
      (h) => viewer.trpc.bookings.onChange.subscribe({ lastEventId: seen!.id }, h),
      2,
    );
    expect((await resumed.done).map((e) => e.data.entityId)).toEqual([missed1, missed2]);
    viewer.closeSocket();
  });

  it('misses nothing when the listening connection drops: changes committed meanwhile arrive after it reconnects', async () => {
    const viewer = await signedIn(a.url, 'viewer@demo.example.com');
    const events = await collectChanges(a.app.orm, (h) => viewer.trpc.bookings.onChange.subscribe(undefined, h), 1, 15_000);
    await events.started;
    // Cut every live listener on this database (both processes), then commit a change at once.
    await a.app.orm.em
      .getConnection()
      .execute("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'live-listener' and datname = current_database()");
    const id = await insertBooking(b.app.orm, { customerName: 'While Disconnected' });
    const [event] = await events.done;
    expect(event!.data.entityId).toBe(id);
    await expect.poll(() => a.app.live.listening, { timeout: 10_000 }).toBe(true);
    viewer.closeSocket();
  });

  it('refuses the subscription without a session and without a role', async () => {
    const anonymous = createApiClient(a.url);
    const refused = collect<Tracked>((h) => anonymous.trpc.bookings.onChange.subscribe(undefined, h), 1);
    const error = await refused.done.catch((e) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.data?.code).toBe('UNAUTHORIZED');
    anonymous.closeSocket();

    const noRole = await signedIn(a.url, 'newhire@demo.example.com');
    const refused2 = await collect<Tracked>((h) => noRole.trpc.bookings.onChange.subscribe(undefined, h), 1).done.catch((e) => e);
    expect(refused2.data?.code).toBe('FORBIDDEN');
    noRole.closeSocket();
  });

  it('refuses a WebSocket upgrade from another site', async () => {
    const { default: WebSocket } = await import('ws');
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(a.url.replace('http', 'ws') + '/trpc', { headers: { origin: 'https://evil.example' } });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });
});
