import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import type {
  ChangeEventMessage,
  ChangeStreamMessage,
} from "../../shared/live";
import { errorOf } from "../helpers/errors";
import { insertBooking } from "../helpers/fixtures";
import {
  collect,
  collectChanges,
  createApiClient,
  signedIn,
  startTestServer,
  type TestServer,
} from "../helpers/server";

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

type Tracked = { id: string; data: ChangeStreamMessage };

describe("live changes over WebSocket (dashboard.onChange)", () => {
  it("pushes a committed change to a signed-in staff member", async () => {
    const viewer = await signedIn(a.url, "viewer@demo.example.com");
    const events = await collectChanges(
      a.app.orm,
      (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, h),
      1,
    );
    await events.started;
    const id = await insertBooking(a.app.orm);
    const [event] = await events.done;
    expect(event.data).toMatchObject({
      topic: "booking",
      action: "created",
      entityId: id,
    });
    expect(event.id).toBe(String(event.data.id));
    viewer.closeSocket();
  });

  it("delivers a change made through one server process to a subscriber on another", async () => {
    const onB = await signedIn(b.url, "operator@demo.example.com");
    const events = await collectChanges(
      a.app.orm,
      (h) => onB.trpc.dashboard.onChange.subscribe(undefined, h),
      2,
    );
    await events.started;
    const first = await insertBooking(a.app.orm, { customerName: "Via A" });
    const second = await insertBooking(b.app.orm, { customerName: "Via B" });
    const received = await events.done;
    expect(received.map((e) => e.data.entityId).sort()).toEqual(
      [first, second].sort(),
    );
    onB.closeSocket();
  });

  it("resumes after lastEventId: changes made while disconnected arrive on reconnect", async () => {
    const viewer = await signedIn(a.url, "viewer@demo.example.com");
    const firstRun = await collectChanges(
      a.app.orm,
      (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, h),
      1,
    );
    await firstRun.started;
    await insertBooking(a.app.orm);
    const [seen] = await firstRun.done;
    viewer.closeSocket();

    const missed1 = await insertBooking(a.app.orm, {
      customerName: "Missed 1",
    });
    const missed2 = await insertBooking(a.app.orm, {
      customerName: "Missed 2",
    });
    const resumed = collect<Tracked>(
      (h) =>
        viewer.trpc.dashboard.onChange.subscribe({ lastEventId: seen.id }, h),
      2,
    );
    expect(
      (await resumed.done).map((e) => (e.data as ChangeEventMessage).entityId),
    ).toEqual([missed1, missed2]);
    viewer.closeSocket();
  });

  it("changes committed together reach a screen as one message, in order, whose id resumes after the last of them", async () => {
    const viewer = await signedIn(a.url, "viewer@demo.example.com");
    const messages: Tracked[] = [];
    let started!: () => void;
    const startedPromise = new Promise<void>((r) => (started = r));
    const sub = viewer.trpc.dashboard.onChange.subscribe(undefined, {
      onStarted: () => started(),
      onData: (d) => messages.push(d),
      onError: () => {},
    });
    await startedPromise;
    const ids = [
      "together-1",
      "together-2",
      "together-3",
      "together-4",
      "together-5",
    ];
    // One statement, one commit: the hub reads the five at once and hands them to each screen together.
    await a.app.orm.em
      .getConnection()
      .execute(
        `insert into change_event (topic, action, entity_id, origin) values ${ids.map(() => "('inquiry', 'created', ?, 'website')").join(", ")}`,
        ids,
      );
    await expect
      .poll(() => messages.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const [message] = messages;
    expect(message.data.kind).toBe("changes");
    const changes = message.data.kind === "changes" ? message.data.changes : [];
    expect(
      changes.map((c) => (c.kind === "change" ? c.entityId : c.kind)),
    ).toEqual(ids);
    expect(message.id).toBe(String(changes.at(-1)!.id));
    sub.unsubscribe();

    // Resuming from that message's id: none of the five again, the next change first.
    const resumed = collect<Tracked>(
      (h) =>
        viewer.trpc.dashboard.onChange.subscribe(
          { lastEventId: message.id },
          h,
        ),
      1,
    );
    await resumed.started;
    const after = await insertBooking(a.app.orm, {
      customerName: "After Together",
    });
    expect(
      (await resumed.done).map((e) => (e.data as ChangeEventMessage).entityId),
    ).toEqual([after]);
    viewer.closeSocket();
  });

  it("misses nothing when the listening connection drops: changes committed meanwhile arrive after it reconnects", async () => {
    const viewer = await signedIn(a.url, "viewer@demo.example.com");
    const events = await collectChanges(
      a.app.orm,
      (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, h),
      1,
      15_000,
    );
    await events.started;
    // Cut every live listener on this database (both processes), then commit a change at once.
    await a.app.orm.em
      .getConnection()
      .execute(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'live-listener' and datname = current_database()",
      );
    const id = await insertBooking(b.app.orm, {
      customerName: "While Disconnected",
    });
    const [event] = await events.done;
    expect(event.data.entityId).toBe(id);
    await expect
      .poll(() => a.app.live.listening, { timeout: 30_000 })
      .toBe(true);
    viewer.closeSocket();
  });

  it("refuses the subscription without a session and without a role", async () => {
    const anonymous = createApiClient(a.url);
    const refused = collect<Tracked>(
      (h) => anonymous.trpc.dashboard.onChange.subscribe(undefined, h),
      1,
    );
    const error = await errorOf(refused.done);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.data?.code).toBe("UNAUTHORIZED");
    anonymous.closeSocket();

    const noRole = await signedIn(a.url, "newhire@demo.example.com");
    const refused2 = await errorOf(
      collect<Tracked>(
        (h) => noRole.trpc.dashboard.onChange.subscribe(undefined, h),
        1,
      ).done,
    );
    expect(refused2.data?.code).toBe("FORBIDDEN");
    noRole.closeSocket();
  });

  it("refuses a WebSocket upgrade from another site", async () => {
    const { default: WebSocket } = await import("ws");
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(a.url.replace("http", "ws") + "/trpc", {
        headers: { origin: "https://evil.example" },
      });
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      ws.on("open", () => resolve(101));
    });
    expect(status).toBe(403);
  });
});

/** A raw connection to the test database, for transactions held open on purpose. */
async function rawClient(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

const insertEvent = (client: pg.Client, entityId: string) =>
  client.query<{ id: string }>(
    "insert into change_event (topic, action, entity_id, origin) values ('booking', 'updated', $1, 'staff') returning id",
    [entityId],
  );

describe("exactly once, in order", () => {
  it("a change whose transaction took an earlier id but committed later still reaches a client resuming after the later one", async () => {
    const viewer = await signedIn(a.url, "viewer@demo.example.com");
    const txA = await rawClient(a.databaseUrl);
    const txB = await rawClient(a.databaseUrl);
    const live = await collectChanges(
      a.app.orm,
      (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, h),
      1,
    );
    await live.started;

    await txA.query("begin");
    const idA = (await insertEvent(txA, "late-A")).rows[0].id;
    await txB.query("begin");
    const idB = (await insertEvent(txB, "early-B")).rows[0].id;
    expect(Number(idA)).toBeLessThan(Number(idB));
    await txB.query("commit");
    const [seenB] = await live.done;
    expect(seenB.data.entityId).toBe("early-B");
    viewer.closeSocket();

    await txA.query("commit");
    const resumed = collect<Tracked>(
      (h) =>
        viewer.trpc.dashboard.onChange.subscribe({ lastEventId: seenB.id }, h),
      1,
    );
    const [seenA] = await resumed.done;
    expect(seenA.data).toMatchObject({ kind: "change", entityId: "late-A" });
    expect(Number(seenA.id)).toBeGreaterThan(Number(seenB.id));
    viewer.closeSocket();
    await txA.end();
    await txB.end();
  });

  it("replays a missed backlog in full, in order", async () => {
    const viewer = await signedIn(a.url, "viewer@demo.example.com");
    const first = await collectChanges(
      a.app.orm,
      (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, h),
      1,
    );
    await first.started;
    await insertBooking(a.app.orm);
    const [seen] = await first.done;
    viewer.closeSocket();

    const writer = await rawClient(a.databaseUrl);
    await writer.query(
      "insert into change_event (topic, action, entity_id, origin) select 'booking', 'updated', 'missed-' || n, 'staff' from generate_series(1, 600) n",
    );
    await writer.end();
    const resumed = collect<Tracked>(
      (h) =>
        viewer.trpc.dashboard.onChange.subscribe({ lastEventId: seen.id }, h),
      600,
      20_000,
    );
    const events = await resumed.done;
    expect(events.map((e) => (e.data as ChangeEventMessage).entityId)).toEqual(
      Array.from({ length: 600 }, (_, i) => `missed-${i + 1}`),
    );
    viewer.closeSocket();
  });

  it("tells a client that missed more than it can replay to refetch (never a silent cut), then carries on live", async () => {
    const viewer = await signedIn(a.url, "viewer@demo.example.com");
    const first = await collectChanges(
      a.app.orm,
      (h) => viewer.trpc.dashboard.onChange.subscribe(undefined, h),
      1,
    );
    await first.started;
    await insertBooking(a.app.orm);
    const [seen] = await first.done;
    viewer.closeSocket();

    const writer = await rawClient(a.databaseUrl);
    await writer.query(
      "insert into change_event (topic, action, entity_id, origin) select 'booking', 'updated', 'missed-' || n, 'staff' from generate_series(1, 1100) n",
    );
    const resumed = collect<Tracked>(
      (h) =>
        viewer.trpc.dashboard.onChange.subscribe({ lastEventId: seen.id }, h),
      2,
      20_000,
    );
    await expect.poll(() => resumed.items.length).toBe(1);
    await insertEvent(writer, "after-refetch");
    await writer.end();
    const [refetch, next] = await resumed.done;
    expect(refetch.data.kind).toBe("refetch");
    expect(Number(refetch.id)).toBeGreaterThanOrEqual(Number(seen.id) + 1100);
    expect(next.data).toMatchObject({
      kind: "change",
      entityId: "after-refetch",
    });
    viewer.closeSocket();
  });

  it("tells a client resuming from a position the server does not hold to refetch", async () => {
    const viewer = await signedIn(a.url, "viewer@demo.example.com");
    const resumed = collect<Tracked>(
      (h) =>
        viewer.trpc.dashboard.onChange.subscribe(
          { lastEventId: "99999999999" },
          h,
        ),
      1,
    );
    const [event] = await resumed.done;
    expect(event.data.kind).toBe("refetch");
    viewer.closeSocket();
  });

  it("delivers concurrent writes on two processes to subscribers of both, in stream order, none missing or twice", async () => {
    const onA = await signedIn(a.url, "viewer@demo.example.com");
    const onB = await signedIn(b.url, "operator@demo.example.com");
    const total = 200;
    // One more than the writes: a marker committed after them all, whose arrival proves
    // everything before it was delivered (none missing, none twice) without a fixed wait.
    const seenOnA = await collectChanges(
      a.app.orm,
      (h) => onA.trpc.dashboard.onChange.subscribe(undefined, h),
      total + 1,
      30_000,
    );
    const seenOnB = await collectChanges(
      a.app.orm,
      (h) => onB.trpc.dashboard.onChange.subscribe(undefined, h),
      total + 1,
      30_000,
    );
    await Promise.all([seenOnA.started, seenOnB.started]);

    // Ten writers at once, half through each process's pool, each committing one change at a time.
    const written = (
      await Promise.all(
        Array.from({ length: 10 }, async (_, w) => {
          const ids: string[] = [];
          for (let i = 0; i < total / 10; i++)
            ids.push(
              await insertBooking((w % 2 ? a : b).app.orm, {
                customerName: `Writer ${w}`,
              }),
            );
          return ids;
        }),
      )
    ).flat();
    const marker = await insertBooking(a.app.orm, {
      customerName: "After the writers",
    });
    for (const received of [await seenOnA.done, await seenOnB.done]) {
      const positions = received.map((e) => e.data.id);
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
      expect(new Set(positions).size).toBe(total + 1);
      expect(received.at(-1)!.data.entityId).toBe(marker);
      expect(
        received
          .slice(0, total)
          .map((e) => e.data.entityId)
          .sort(),
      ).toEqual([...written].sort());
    }
    onA.closeSocket();
    onB.closeSocket();
  });
});
