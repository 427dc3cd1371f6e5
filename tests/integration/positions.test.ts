import pg from 'pg';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { POSITION_CHANNEL, type PositionAnnouncement } from '../../server/live/position-channel';
import { deleteOldPositions, latestPositions } from '../../server/services/positions.service';
import { errorOf } from '../helpers/errors';
import { crewTap as tap, insertBooking, rows } from '../helpers/fixtures';
import { createApiClient, crewAccount, seededServerForFile, type ApiClient } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

const demo = seededServerForFile('admin', 'operator', 'viewer');

// One vehicle per crew; each test's booking is finished or cancelled before the next is assigned.
const MINE = 'KA-51-EM-3310';
const OTHER = 'KA-03-MH-2207';
// The fan-out test's own: no earlier test's announcement within the second holds back its first.
const FANNED = 'KA-05-BL-5102';
const HERE = { latitude: 12.9352, longitude: 77.6245 };

let vehicles: Map<string, string>;
let crew: ApiClient;
let otherCrew: ApiClient;
let fannedCrew: ApiClient;
beforeAll(async () => {
  vehicles = new Map((await demo.admin.trpc.fleet.list.query()).map((a) => [a.vehicleNumber, a.id]));
  crew = await crewAccount(demo.server.url, demo.admin, 'crew.positions@example.com', MINE);
  otherCrew = await crewAccount(demo.server.url, demo.admin, 'crew.positions.other@example.com', OTHER);
  fannedCrew = await crewAccount(demo.server.url, demo.admin, 'crew.positions.fanned@example.com', FANNED);
});

/** A booking assigned to `vehicle`; `onTheWay` records the first step (the trip starts), by `by`. */
async function trip(vehicle: string, onTheWay = true, by = crew) {
  const id = await insertBooking(demo.server.app.orm, { customerName: 'Position Test Patient', status: 'pending' });
  await demo.operator.trpc.bookings.assign.mutate({ bookingId: id, version: await bookingVersion(demo.operator.trpc, id), ambulanceId: vehicles.get(vehicle)! });
  if (onTheWay) await by.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }));
  // Whatever the test does, the vehicle is free for the next one.
  onTestFinished(async () => {
    await demo.operator.trpc.bookings.setStatus
      .mutate({ id, version: await bookingVersion(demo.operator.trpc, id), status: 'cancelled', reason: 'Test over' })
      // Already completed by the test: nothing to free.
      .catch(() => {});
  });
  return id;
}

const fix = (bookingId: string, overrides: Partial<{ latitude: number; longitude: number; accuracyM: number; fixedAt: string }> = {}) => ({
  bookingId,
  ...HERE,
  accuracyM: 12,
  fixedAt: new Date().toISOString(),
  ...overrides,
});

const latest = async (vehicle: string) =>
  (
    await rows<{ latitude: number; longitude: number; accuracy_m: number; booking_id: string }>(
      demo.server.app.orm,
      'select latitude, longitude, accuracy_m, booking_id from vehicle_position where ambulance_id = ?',
      [vehicles.get(vehicle)],
    )
  )[0];
const pathOf = async (bookingId: string) => rows<{ latitude: number }>(demo.server.app.orm, 'select latitude from trip_position where booking_id = ? order by id', [bookingId]);

describe('who may share a position', () => {
  it('the crew of the vehicle, during its trip: the latest position is kept, and the path', async () => {
    const id = await trip(MINE);
    const answer = await crew.trpc.crew.sharePosition.mutate(fix(id));
    expect(answer.usedForEstimates).toBe(true);
    expect(await latest(MINE)).toMatchObject({ ...HERE, booking_id: id });
    await crew.trpc.crew.sharePosition.mutate(fix(id, { latitude: 12.94 }));
    expect((await latest(MINE)).latitude).toBe(12.94);
    expect((await pathOf(id)).map((p) => p.latitude)).toEqual([HERE.latitude, 12.94]);
  });

  it('a fix worse than 1 km is stored but not used for estimates', async () => {
    const id = await trip(MINE);
    const answer = await crew.trpc.crew.sharePosition.mutate(fix(id, { accuracyM: 1500 }));
    expect(answer.usedForEstimates).toBe(false);
    expect((await latest(MINE)).accuracy_m).toBe(1500);
  });

  it('the crew of another vehicle: 403, nothing stored', async () => {
    const id = await trip(MINE);
    const refused = await errorOf(otherCrew.trpc.crew.sharePosition.mutate(fix(id, { latitude: 13.1 })));
    expect(refused.data?.httpStatus).toBe(403);
    expect(refused.message).toBe('This booking is not assigned to your ambulance.');
    expect(await pathOf(id)).toEqual([]);
  });

  it('outside the trip (before "On the way", after "Reached destination"): 409, nothing stored', async () => {
    const id = await trip(MINE, false);
    const early = await errorOf(crew.trpc.crew.sharePosition.mutate(fix(id)));
    expect(early.data?.httpStatus).toBe(409);
    expect(early.message).toBe('The position is shared only during a trip, from “On the way” to “Reached destination” (or “Arrived at hospital”).');
    for (const step of ['on_the_way', 'at_pickup', 'on_board', 'at_destination'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }));
    const late = await errorOf(crew.trpc.crew.sharePosition.mutate(fix(id)));
    expect(late.data?.httpStatus).toBe(409);
    expect(await pathOf(id)).toEqual([]);
  });

  it('a viewer, an operator and an anonymous caller are refused (403, 403, 401)', async () => {
    const id = await trip(MINE);
    expect((await errorOf(demo.viewer.trpc.crew.sharePosition.mutate(fix(id)))).data?.httpStatus).toBe(403);
    expect((await errorOf(demo.operator.trpc.crew.sharePosition.mutate(fix(id)))).data?.httpStatus).toBe(403);
    const anonymous = createApiClient(demo.server.url);
    expect((await errorOf(anonymous.trpc.crew.sharePosition.mutate(fix(id)))).data?.httpStatus).toBe(401);
    expect(await pathOf(id)).toEqual([]);
  });

  it('bad coordinates get a 400 with a message', async () => {
    const id = await trip(MINE);
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: 91 }, 'Latitude must be between -90 and 90'],
      [{ longitude: -181 }, 'Longitude must be between -180 and 180'],
      [{ latitude: 'twelve' }, 'Latitude must be a number'],
      [{ accuracyM: -1 }, 'Accuracy must be a number of metres'],
      [{ fixedAt: 'yesterday' }, 'fixedAt must be an ISO date-time'],
    ];
    for (const [bad, message] of cases) {
      const res = await fetch(`${demo.server.url}/trpc/crew.sharePosition`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: demo.server.url, cookie: crew.jar.header() },
        body: JSON.stringify({ ...fix(id), ...bad }),
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    // NaN and Infinity cannot be written in JSON: sent as text they are not numbers either.
    expect(await pathOf(id)).toEqual([]);
  });
});

describe('fan-out', () => {
  it('announces at most one position per vehicle per second (the database decides, so over every process alike); an older fix arriving late never replaces a newer one', async () => {
    const listener = new pg.Client({ connectionString: demo.server.databaseUrl });
    await listener.connect();
    onTestFinished(() => listener.end());
    const heard: PositionAnnouncement[] = [];
    // This vehicle's only: an earlier test's held-back fix of another vehicle may be announced
    // during this one (a second after it was held).
    listener.on('notification', (n) => {
      const announcement = JSON.parse(n.payload!) as PositionAnnouncement;
      if (n.channel === POSITION_CHANNEL && announcement.ambulanceId === vehicles.get(FANNED)) heard.push(announcement);
    });
    await listener.query(`listen ${POSITION_CHANNEL}`);

    const id = await trip(FANNED, true, fannedCrew);
    const sentAt = Date.now();
    for (let i = 0; i < 5; i++) await fannedCrew.trpc.crew.sharePosition.mutate(fix(id, { latitude: 12.9 + i / 1000 }));
    // Every announcement of the burst was made (committed) before this moment.
    const burstEnded = Date.now();
    // The burst's first fix is announced; the rest, within the same second, are not.
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(1);
    expect(heard[0]).toMatchObject({ ambulanceId: vehicles.get(FANNED), bookingId: id, latitude: 12.9 });
    if (burstEnded - sentAt < 1000) {
      // Proof the last fix was processed before counting: it is the stored one.
      expect((await latest(FANNED)).latitude).toBeCloseTo(12.904);
      expect(heard).toHaveLength(1);
    }

    // The burst's last fix, held back, is announced once the second has passed.
    await expect.poll(() => heard.at(-1)?.latitude, { timeout: 20_000 }).toBeCloseTo(12.904, 9);
    expect(heard.filter((p) => Math.abs(p.latitude - 12.904) < 1e-9)).toHaveLength(1);

    // A later fix is announced too: at once, or (within a second of the held-back one) once
    // that second has passed.
    await new Promise((r) => setTimeout(r, Math.max(0, 1100 - (Date.now() - burstEnded))));
    await fannedCrew.trpc.crew.sharePosition.mutate(fix(id, { latitude: 12.95 }));
    await expect.poll(() => heard.at(-1)?.latitude, { timeout: 20_000 }).toBe(12.95);

    // A fix taken before the stored one, arriving late: kept in the path, not as the latest.
    await fannedCrew.trpc.crew.sharePosition.mutate(fix(id, { latitude: 12.5, fixedAt: new Date(Date.now() - 60_000).toISOString() }));
    expect((await latest(FANNED)).latitude).toBe(12.95);
    expect((await pathOf(id)).at(-1)?.latitude).toBe(12.5);
  });


  it("the live hub hands each subscriber only its vehicles' positions, and latestPositions reads what a new subscriber starts from", async () => {
    const abort = new AbortController();
    onTestFinished(() => abort.abort());
    const mine = vehicles.get(MINE)!;
    const other = vehicles.get(OTHER)!;
    const heardByMine: PositionAnnouncement[] = [];
    const heardByOther: PositionAnnouncement[] = [];
    const collect = async (ids: Set<string>, into: PositionAnnouncement[]) => {
      for await (const position of demo.server.app.live.positions({ ambulanceIds: ids, signal: abort.signal })) into.push(position);
    };
    void collect(new Set([mine]), heardByMine);
    void collect(new Set([other]), heardByOther);

    const mineTrip = await trip(MINE);
    // An earlier test's fix within the second holds an announcement back: send until one is made.
    await vi.waitFor(
      async () => {
        await crew.trpc.crew.sharePosition.mutate(fix(mineTrip, { latitude: 12.97 }));
        await vi.waitFor(() => expect(heardByMine.at(-1)?.latitude).toBe(12.97), { timeout: 300 });
      },
      { timeout: 20_000, interval: 100 },
    );
    const otherTrip = await trip(OTHER, true, otherCrew);
    await vi.waitFor(
      async () => {
        await otherCrew.trpc.crew.sharePosition.mutate(fix(otherTrip, { latitude: 12.91 }));
        await vi.waitFor(() => expect(heardByOther.at(-1)?.latitude).toBe(12.91), { timeout: 300 });
      },
      { timeout: 20_000, interval: 100 },
    );
    // OTHER's announcement came after MINE's, through the same emitter: MINE's was processed.
    expect(heardByOther.every((p) => p.ambulanceId === other)).toBe(true);
    expect(heardByMine.every((p) => p.ambulanceId === mine)).toBe(true);

    const [latestMine] = await latestPositions(demo.server.app.orm.em.fork(), [mine]);
    expect(latestMine).toMatchObject({ ambulanceId: mine, bookingId: mineTrip, latitude: 12.97, longitude: HERE.longitude });
    expect((await latestPositions(demo.server.app.orm.em.fork())).map((p) => p.ambulanceId)).toEqual(expect.arrayContaining([mine, other]));
  });
});

describe('the control room (issue 20.4)', () => {
  it("an operator's fleet.onPosition receives a crew's position; fleet.positions reads it back for a viewer, with no patient data", async () => {
    const heard: PositionAnnouncement[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const sub = demo.operator.trpc.fleet.onPosition.subscribe(undefined, { onStarted: () => started(), onData: (p) => heard.push(p) });
    onTestFinished(() => sub.unsubscribe());
    await running;

    const id = await trip(MINE);
    // An earlier test's fix within the second holds an announcement back: send until one is made.
    await vi.waitFor(
      async () => {
        await crew.trpc.crew.sharePosition.mutate(fix(id, { latitude: 12.93 }));
        await vi.waitFor(() => expect(heard.at(-1)).toMatchObject({ ambulanceId: vehicles.get(MINE), bookingId: id, latitude: 12.93 }), { timeout: 300 });
      },
      { timeout: 20_000, interval: 100 },
    );
    const map = await demo.viewer.trpc.fleet.positions.query();
    expect(map.positions.find((p) => p.ambulanceId === vehicles.get(MINE))).toMatchObject({ bookingId: id, latitude: 12.93, longitude: HERE.longitude });
    expect(JSON.stringify(map)).not.toContain('Position Test Patient');
  });

  it("a booking's map subscribes to its vehicle only: another vehicle's fix is not sent to it (issue 41.3)", async () => {
    const subscribe = (input: { vehicleId: string } | undefined) => {
      const heard: PositionAnnouncement[] = [];
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const sub = demo.operator.trpc.fleet.onPosition.subscribe(input, { onStarted: () => started(), onData: (p) => heard.push(p) });
      onTestFinished(() => sub.unsubscribe());
      return { heard, running };
    };
    const everyVehicle = subscribe(undefined);
    const mine = subscribe({ vehicleId: vehicles.get(MINE)! });
    await Promise.all([everyVehicle.running, mine.running]);
    const [myTrip, otherTrip] = [await trip(MINE), await trip(OTHER, true, otherCrew)];
    // The other vehicle's fix, heard by the fleet map's stream; then mine, heard by both. The
    // hub hands fixes to both streams in the order it hears them: the other's came first.
    const sendUntilHeard = async (client: ApiClient, bookingId: string, latitude: number, vehicle: string) =>
      vi.waitFor(
        async () => {
          await client.trpc.crew.sharePosition.mutate(fix(bookingId, { latitude }));
          await vi.waitFor(() => expect(everyVehicle.heard.at(-1)).toMatchObject({ ambulanceId: vehicles.get(vehicle), latitude }), { timeout: 300 });
        },
        { timeout: 20_000, interval: 100 },
      );
    await sendUntilHeard(otherCrew, otherTrip, 12.91, OTHER);
    await sendUntilHeard(crew, myTrip, 12.92, MINE);
    await vi.waitFor(() => expect(mine.heard.at(-1)).toMatchObject({ ambulanceId: vehicles.get(MINE), latitude: 12.92 }), { timeout: 20_000 });
    expect(mine.heard.filter((p) => p.ambulanceId !== vehicles.get(MINE))).toEqual([]);
  });

  it('an anonymous subscriber is refused (401), a crew member too (403)', async () => {
    const refusal = (client: ApiClient) =>
      new Promise<string | undefined>((resolve) => {
        const sub = client.trpc.fleet.onPosition.subscribe(undefined, {
          onStarted: () => {
            sub.unsubscribe();
            resolve('started');
          },
          onError: (error) => resolve(error.data?.code),
        });
      });
    const anonymous = createApiClient(demo.server.url);
    onTestFinished(() => anonymous.closeSocket());
    expect(await refusal(anonymous)).toBe('UNAUTHORIZED');
    expect(await refusal(crew)).toBe('FORBIDDEN');
  });
});

describe("the crew's vehicle (issue 41.3)", () => {
  it('comes with the session: taps and fixes read no vehicle of their own; linked to another, the next call uses the new one', async () => {
    const vehicleIds = new Map<string, string>();
    for (const n of [1, 2]) {
      const vehicleNumber = `KA-41-VC-${String(n).padStart(4, '0')}`;
      vehicleIds.set(vehicleNumber, (await demo.admin.trpc.fleet.create.mutate({ vehicleNumber, ambulanceType: 'emergency', lastMaintenanceDate: null, nextMaintenanceDate: null })).id);
      vehicles.set(vehicleNumber, vehicleIds.get(vehicleNumber)!);
    }
    const [first, second] = [...vehicleIds.keys()];
    const relinked = await crewAccount(demo.server.url, demo.admin, 'crew.relinked@example.com', first);
    // The statements that read this account's user_role row by its id (the session's own read
    // goes by the session's token): none per call. Seen where every statement passes, pg's client.
    const query = vi.spyOn(pg.Client.prototype, 'query');
    onTestFinished(() => query.mockRestore());
    const readsOfMine = () =>
      query.mock.calls
        .map(([config, values]) => ({ text: typeof config === 'string' ? config : ((config as { text?: string }).text ?? ''), values: (Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? [])) }))
        .filter(({ text, values }) => text.includes('user_role') && (values.includes(relinked.userId) || text.includes(relinked.userId)));

    const onFirst = await trip(first, true, relinked);
    query.mockClear();
    for (const latitude of [12.91, 12.92, 12.93]) await relinked.trpc.crew.sharePosition.mutate(fix(onFirst, { latitude }));
    expect(readsOfMine()).toEqual([]);

    // Another vehicle: the account's change forgets the session's copy, and the next calls use it.
    await demo.operator.trpc.bookings.setStatus.mutate({ id: onFirst, version: await bookingVersion(demo.operator.trpc, onFirst), status: 'cancelled', reason: 'Vehicle changed' });
    await demo.admin.trpc.users.linkVehicle.mutate({ userId: relinked.userId, ambulanceId: vehicleIds.get(second)! });
    const onSecond = await trip(second, true, relinked);
    query.mockClear();
    expect(await relinked.trpc.crew.sharePosition.mutate(fix(onSecond))).toBeTruthy();
    expect((await errorOf(relinked.trpc.crew.sharePosition.mutate(fix(onFirst)))).data?.code).toBe('FORBIDDEN');
    expect(readsOfMine()).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes paths and latest positions older than POSITION_KEEP_DAYS, and keeps newer ones', async () => {
    const id = await trip(MINE);
    await crew.trpc.crew.sharePosition.mutate(fix(id));
    await rows(demo.server.app.orm, "update trip_position set received_at = now() - interval '31 days' where booking_id = ?", [id]);
    await crew.trpc.crew.sharePosition.mutate(fix(id, { latitude: 12.96 }));
    const result = await deleteOldPositions(demo.server.app.orm.em.fork(), 30);
    expect(result.pathPositions).toBe(1);
    expect((await pathOf(id)).map((p) => p.latitude)).toEqual([12.96]);
    expect(await latest(MINE)).toMatchObject({ latitude: 12.96 });
  });
});
