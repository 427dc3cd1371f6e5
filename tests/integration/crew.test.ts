import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../shared/schemas/booking';
import { errorOf } from '../helpers/errors';
import { crewTap as tap, insertBooking, rows } from '../helpers/fixtures';
import { collectChanges, crewAccount, seededServerWithEnvForFile, signedIn, type ApiClient } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

// The jobs that run on a clock of their own (the webhook sender's 1 s tick, the scheduled queue's,
// the rate card's check) are slowed to far beyond a test: a test below counts the queries one
// burst of changes makes, and on a busy machine its window outlasted the webhook tick.
const demo = seededServerWithEnvForFile({ WEBHOOK_TICK_MS: '600000', SCHEDULED_TICK_MS: '600000', FARES_CHECK_MS: '3600000' }, 'admin', 'operator');

// Each vehicle is used by one test only (a vehicle holds one active booking at a time).
const VEHICLE = { steps: 'KA-01-AB-1001', other: 'KA-03-MH-2207', mine: 'KA-51-EM-3310', live: 'KA-05-BL-5102' };

let vehicles: Map<string, string>;
beforeAll(async () => {
  vehicles = new Map((await demo.admin.trpc.fleet.list.query()).map((a) => [a.vehicleNumber, a.id]));
});

/** A booking with the vehicle assigned (confirmed, as assigning confirms). */
async function assignedBooking(vehicleNumber: string, customerName = 'Crew Test Patient') {
  const id = await insertBooking(demo.server.app.orm, { customerName, status: 'pending' });
  await demo.operator.trpc.bookings.assign.mutate({ bookingId: id, version: await bookingVersion(demo.operator.trpc, id), ambulanceId: vehicles.get(vehicleNumber)! });
  return id;
}

/** A timestamp as milliseconds (raw rows give timestamps as text). */
const time = (value: Date | string | null) => (value === null ? NaN : new Date(value).getTime());

const bookingRow = async (id: string) =>
  (
    await rows<{ status: BookingStatus; on_the_way_at: Date | null; at_pickup_at: Date | null; on_board_at: Date | null; at_destination_at: Date | null; ended_at: Date | null; updated_at: Date }>(
      demo.server.app.orm,
      'select status, on_the_way_at, at_pickup_at, on_board_at, at_destination_at, ended_at, updated_at from booking where id = ?',
      [id],
    )
  )[0];
/** Ready for dispatch: in service (staff's switch) and on no confirmed or in-progress booking. */
const isAvailable = async (vehicleNumber: string) =>
  (
    await rows<{ ready: boolean }>(
      demo.server.app.orm,
      `select a.is_available and not exists (select 1 from booking b where b.ambulance_id = a.id and b.status in ('confirmed', 'in_progress')) as ready
         from ambulance a where vehicle_number = ?`,
      [vehicleNumber],
    )
  )[0].ready;

describe('the crew\'s steps', () => {
  let crew: ApiClient;
  beforeAll(async () => {
    crew = await crewAccount(demo.server.url, demo.admin, 'crew.steps@example.com', VEHICLE.steps);
  });

  it('shows the assignment, records the steps in order, moves the status, and frees the vehicle at the end', async () => {
    const id = await assignedBooking(VEHICLE.steps, 'Lalitha Menon');
    const current = await crew.trpc.crew.current.query();
    expect(current.vehicle).toMatchObject({ vehicleNumber: VEHICLE.steps });
    expect(current.booking).toMatchObject({ id, customerName: 'Lalitha Menon', customerPhone: '+919812340000', pickupLocation: 'Varthur', status: 'confirmed', next: 'on_the_way', undoable: null });

    // Out of order: refused, nothing changes.
    const skipped = await errorOf(crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'at_pickup' })));
    expect(skipped.data?.httpStatus).toBe(409);
    expect(skipped.message).toBe('Record "On the way" first.');

    const onTheWayTap = tap({ bookingId: id, step: 'on_the_way' as const });
    const onTheWay = await crew.trpc.crew.recordStep.mutate(onTheWayTap);
    expect(onTheWay).toMatchObject({ status: 'in_progress', next: 'at_pickup', undoable: { step: 'on_the_way' } });
    const first = await bookingRow(id);
    expect(first.status).toBe('in_progress');
    expect(first.on_the_way_at).not.toBeNull();
    // The family's page says so, with the time.
    const [{ tracking_token: token }] = (await rows<{ tracking_token: string }>(demo.server.app.orm, 'select tracking_token from booking where id = ?', [id])) as [{ tracking_token: string }];
    const page = await (await fetch(`${demo.server.url}/track/${token}`)).text();
    expect(page).toContain('<h1>Ambulance on the way</h1>');
    expect(page).toMatch(/data-stage="on_the_way">\s*<span class="title">Ambulance on the way<\/span>\s*<time/);
    // The same tap sent again (its answer was lost): the same answer, nothing recorded again.
    expect(await crew.trpc.crew.recordStep.mutate(onTheWayTap)).toEqual(onTheWay);
    expect((await bookingRow(id)).on_the_way_at).toEqual(first.on_the_way_at);
    // A new tap for a step already recorded (from another phone, or by an operator): refused in words.
    const again = await errorOf(crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' })));
    expect(again.data?.httpStatus).toBe(409);
    expect(again.message).toBe('"On the way" is already recorded for this booking.');

    for (const step of ['at_pickup', 'on_board', 'at_destination'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }));
    expect(await isAvailable(VEHICLE.steps)).toBe(false);
    const done = await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'completed' }));
    expect(done).toMatchObject({ status: 'completed', next: null, undoable: { step: 'completed' } });
    const row = await bookingRow(id);
    expect(row.status).toBe('completed');
    expect(row.ended_at).not.toBeNull();
    expect(await isAvailable(VEHICLE.steps)).toBe(true);
    // Still on the phone for a minute, so the last tap can be taken back.
    expect((await crew.trpc.crew.current.query()).booking).toMatchObject({ id, status: 'completed' });

    const timeline = await demo.operator.trpc.bookings.timeline.query({ id });
    const steps = timeline.filter((e) => e.action === 'step_recorded').map((e) => [e.changes[0].after, e.actor?.name]);
    expect(steps).toEqual([
      ['On the way', 'Naveen Crew'],
      ['Arrived at pickup', 'Naveen Crew'],
      ['Patient on board', 'Naveen Crew'],
      ['Reached destination', 'Naveen Crew'],
      ['Completed', 'Naveen Crew'],
    ]);
    expect(timeline.filter((e) => e.action === 'status_changed').map((e) => e.changes[0].after)).toEqual(['confirmed', 'in_progress', 'completed']);
  });

  it('takes back the last step within a minute (the status with it), never an older one or a late one', async () => {
    const id = await assignedBooking(VEHICLE.steps);
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }));
    const back = await crew.trpc.crew.undoStep.mutate(tap({ bookingId: id, step: 'on_the_way' }));
    expect(back).toMatchObject({ status: 'confirmed', next: 'on_the_way', undoable: null });
    expect(await bookingRow(id)).toMatchObject({ status: 'confirmed', on_the_way_at: null });

    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }));
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'at_pickup' }));
    // Only the last step.
    expect((await errorOf(crew.trpc.crew.undoStep.mutate(tap({ bookingId: id, step: 'on_the_way' })))).data?.httpStatus).toBe(409);
    // A minute later it stays.
    await rows(demo.server.app.orm, "update booking set at_pickup_at = now() - interval '61 seconds' where id = ?", [id]);
    const late = await errorOf(crew.trpc.crew.undoStep.mutate(tap({ bookingId: id, step: 'at_pickup' })));
    expect(late.data?.httpStatus).toBe(409);
    expect((await bookingRow(id)).at_pickup_at).not.toBeNull();

    // Completed, taken back: in progress again, the vehicle held again.
    for (const step of ['on_board', 'at_destination', 'completed'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }));
    expect(await isAvailable(VEHICLE.steps)).toBe(true);
    await crew.trpc.crew.undoStep.mutate(tap({ bookingId: id, step: 'completed' }));
    expect(await bookingRow(id)).toMatchObject({ status: 'in_progress', ended_at: null });
    expect(await isAvailable(VEHICLE.steps)).toBe(false);
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'completed' }));
  });

  it('a tap sent late is dated when it was tapped (within the assignment and two minutes past the server\'s clock), with its arrival beside it', async () => {
    const id = await assignedBooking(VEHICLE.steps);
    await rows(demo.server.app.orm, "update booking set assigned_at = now() - interval '10 minutes' where id = ?", [id]);
    const [{ assigned_at: assignedAt }] = await rows<{ assigned_at: Date }>(demo.server.app.orm, 'select assigned_at from booking where id = ?', [id]);
    // Tapped three minutes ago in a lift, sent now.
    const tappedAt = new Date(Date.now() - 3 * 60_000);
    const sentAt = Date.now();
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }, tappedAt));
    expect(time((await bookingRow(id)).on_the_way_at)).toBe(tappedAt.getTime());
    const entry = (await demo.operator.trpc.bookings.timeline.query({ id })).find((e) => e.action === 'step_recorded')!;
    expect(entry.occurredAt).toBe(tappedAt.toISOString());
    expect(Date.parse(entry.receivedAt!)).toBeGreaterThanOrEqual(sentAt - 1000);
    // Each step's tap time is never before the one before it (a phone clock set back).
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'at_pickup' }, new Date(time(assignedAt) - 3_600_000)));
    expect(time((await bookingRow(id)).at_pickup_at)).toBe(tappedAt.getTime());
    // Nor more than two minutes past the server's clock (a phone clock ahead).
    const before = Date.now();
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_board' }, new Date(Date.now() + 3_600_000)));
    const onBoard = time((await bookingRow(id)).on_board_at);
    expect(onBoard).toBeGreaterThanOrEqual(before + 120_000);
    expect(onBoard).toBeLessThanOrEqual(Date.now() + 120_000);
    for (const step of ['at_destination', 'completed'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }, new Date(onBoard)));
  });

  it('before the assignment, a tap is dated at the assignment', async () => {
    const id = await assignedBooking(VEHICLE.steps);
    const [{ assigned_at: assignedAt }] = await rows<{ assigned_at: Date }>(demo.server.app.orm, 'select assigned_at from booking where id = ?', [id]);
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }, new Date(time(assignedAt) - 3_600_000)));
    expect(time((await bookingRow(id)).on_the_way_at)).toBe(time(assignedAt));
    for (const step of ['at_pickup', 'on_board', 'at_destination', 'completed'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }));
  });

  it('one tap sent twice is recorded once, even after its step was taken back; an undo tapped within the minute counts however late it arrives', async () => {
    const id = await assignedBooking(VEHICLE.steps);
    const first = tap({ bookingId: id, step: 'on_the_way' as const });
    await crew.trpc.crew.recordStep.mutate(first);
    await crew.trpc.crew.undoStep.mutate(tap({ bookingId: id, step: 'on_the_way' }));
    // The first tap's answer was lost and it is sent again: the step stays taken back.
    const replay = await crew.trpc.crew.recordStep.mutate(first);
    expect(replay).toMatchObject({ status: 'confirmed', next: 'on_the_way' });
    const timeline = await demo.operator.trpc.bookings.timeline.query({ id });
    expect(timeline.filter((e) => e.action === 'step_recorded' || e.action === 'step_undone').map((e) => e.action)).toEqual(['step_recorded', 'step_undone']);
    // The same id for another step: refused.
    const reused = await errorOf(crew.trpc.crew.recordStep.mutate({ ...first, step: 'at_pickup' }));
    expect(reused.data?.httpStatus).toBe(409);
    expect(reused.message).toBe('This tap was already sent for another step. Reload the screen.');

    // On the way tapped 5 minutes ago, taken back 30 seconds later, both sent only now.
    await rows(demo.server.app.orm, "update booking set assigned_at = now() - interval '10 minutes' where id = ?", [id]);
    const tapped = Date.now() - 5 * 60_000;
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }, new Date(tapped)));
    const undone = await crew.trpc.crew.undoStep.mutate(tap({ bookingId: id, step: 'on_the_way' }, new Date(tapped + 30_000)));
    expect(undone).toMatchObject({ status: 'confirmed', next: 'on_the_way' });
    // Tapped 90 seconds after the step: too late, however it arrives.
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }, new Date(tapped)));
    const late = await errorOf(crew.trpc.crew.undoStep.mutate(tap({ bookingId: id, step: 'on_the_way' }, new Date(tapped + 90_000))));
    expect(late.data?.httpStatus).toBe(409);
    for (const step of ['at_pickup', 'on_board', 'at_destination', 'completed'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }));
  });

  it('a tap without its id or time, or with bad ones, is refused in words (400)', async () => {
    const id = await assignedBooking(VEHICLE.steps);
    const cases: [unknown, string][] = [
      [{ bookingId: id, step: 'on_the_way' }, 'clientOpId'],
      [{ ...tap({ bookingId: id, step: 'on_the_way' }), clientOpId: 'not-a-uuid' }, 'clientOpId must be a UUID'],
      [{ ...tap({ bookingId: id, step: 'on_the_way' }), tappedAt: 'yesterday' }, 'tappedAt must be an ISO date-time'],
    ];
    for (const [input, message] of cases) {
      const error = await errorOf(crew.trpc.crew.recordStep.mutate(input as never));
      expect(error.data?.httpStatus).toBe(400);
      expect(error.message).toContain(message);
    }
    expect((await bookingRow(id)).on_the_way_at).toBeNull();
    for (const step of ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }));
  });

  it('an operator records the same steps from the booking (a crew without a phone)', async () => {
    const id = await assignedBooking(VEHICLE.steps);
    await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: id, version: await bookingVersion(demo.operator.trpc, id), step: 'on_the_way' });
    const undone = await demo.operator.trpc.bookings.undoStep.mutate({ bookingId: id, version: await bookingVersion(demo.operator.trpc, id), step: 'on_the_way' });
    expect(undone.status).toBe('confirmed');
    for (const step of ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const) {
      await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: id, version: await bookingVersion(demo.operator.trpc, id), step });
    }
    expect((await bookingRow(id)).status).toBe('completed');
    // No vehicle, no steps.
    const unassigned = await insertBooking(demo.server.app.orm, { status: 'confirmed' });
    expect((await errorOf(demo.operator.trpc.bookings.recordStep.mutate({ bookingId: unassigned, version: await bookingVersion(demo.operator.trpc, unassigned), step: 'on_the_way' }))).data?.httpStatus).toBe(409);
  });
});

describe('a crew sees and changes only its own vehicle\'s bookings', () => {
  it('another vehicle\'s booking: 403 for every call, nothing changes, not on the screen', async () => {
    const crew = await crewAccount(demo.server.url, demo.admin, 'crew.mine@example.com', VEHICLE.mine);
    const theirs = await assignedBooking(VEHICLE.other, 'Someone Else');
    const before = await bookingRow(theirs);
    for (const call of [
      crew.trpc.crew.recordStep.mutate(tap({ bookingId: theirs, step: 'on_the_way' })),
      crew.trpc.crew.undoStep.mutate(tap({ bookingId: theirs, step: 'on_the_way' })),
      crew.trpc.crew.recordStep.mutate(tap({ bookingId: randomUUID(), step: 'on_the_way' })),
    ]) {
      const error = await errorOf(call);
      expect(error.data?.httpStatus).toBe(403);
      expect(error.message).toBe('This booking is not assigned to your ambulance.');
    }
    expect(await bookingRow(theirs)).toEqual(before);
    expect((await crew.trpc.crew.current.query()).booking).toBeNull();
    // Staff procedures are not the crew's either.
    expect((await errorOf(crew.trpc.bookings.byId.query({ id: theirs }))).data?.httpStatus).toBe(403);
    expect((await errorOf(crew.trpc.bookings.recordStep.mutate({ bookingId: theirs, version: 1, step: 'on_the_way' }))).data?.httpStatus).toBe(403);
    expect(await bookingRow(theirs)).toEqual(before);
    // Taken off the crew role, the vehicle link goes with it.
    await demo.admin.trpc.users.assignRole.mutate({ userId: crew.userId, role: 'viewer' });
    const [link] = await rows<{ ambulance_id: string | null }>(demo.server.app.orm, 'select ambulance_id from user_role where user_id = ?', [crew.userId]);
    expect(link.ambulance_id).toBeNull();
    crew.closeSocket();
  });

  it('no assignment: a clear empty screen that hears of its next booking live, and nothing of others', async () => {
    const crew = await crewAccount(demo.server.url, demo.admin, 'crew.live@example.com', VEHICLE.live);
    expect(await crew.trpc.crew.current.query()).toMatchObject({ vehicle: { vehicleNumber: VEHICLE.live }, booking: null });
    const live = await collectChanges(demo.server.app.orm, (h) => crew.trpc.crew.onChange.subscribe(undefined, h), 2);
    await live.started;
    // Another vehicle's booking changes: not delivered. Then this vehicle gets one.
    const other = await insertBooking(demo.server.app.orm, { status: 'pending' });
    const mine = await assignedBooking(VEHICLE.live, 'Arrives Live');
    // Assigning changes the vehicle (held) and the booking: both are this crew's.
    const events = (await live.done).map((e) => [e.data.topic, e.data.entityId]);
    expect(events).toEqual(expect.arrayContaining([['booking', mine], ['ambulance', vehicles.get(VEHICLE.live)]]));
    expect(events.map(([, id]) => id)).not.toContain(other);
    expect((await crew.trpc.crew.current.query()).booking).toMatchObject({ id: mine, customerName: 'Arrives Live' });
    crew.closeSocket();
  });

  it('the crew filter runs no query per event: three streams, a burst of other bookings, and their own booking taken off still reaches them', async () => {
    const vehicleNumber = `KA-09-CF-${String(Date.now() % 10_000).padStart(4, '0')}`;
    await demo.admin.trpc.fleet.create.mutate({ vehicleNumber, ambulanceType: 'basic', lastMaintenanceDate: null, nextMaintenanceDate: null });
    // One account (sign-ups are rate limited per address) with three streams, as three phones.
    const crew = await crewAccount(demo.server.url, demo.admin, 'crew.filter@example.com', vehicleNumber);
    const vehicleId = (await demo.admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === vehicleNumber)!.id;
    vehicles.set(vehicleNumber, vehicleId);
    const taken = await assignedBooking(vehicleNumber, 'Taken Off');
    const others = await Promise.all(Array.from({ length: 10 }, () => insertBooking(demo.server.app.orm, { status: 'pending' })));
    const next = await insertBooking(demo.server.app.orm, { status: 'pending' });
    // Each phone expects two events: its booking taken off, then its next one.
    const streams = await Promise.all([1, 2, 3].map(() => collectChanges(demo.server.app.orm, (h) => crew.trpc.crew.onChange.subscribe(undefined, h), 2)));
    await Promise.all(streams.map((s) => s.started));

    // From here, the server's own queries are counted. The changes come from another connection
    // (as another process's would): the hub's one read per batch is all the server should run.
    const queries: string[] = [];
    const knex = demo.server.app.orm.em.getConnection().getKnex();
    const count = (q: { sql: string }) => {
      const hubRead = /from change_event ce/.test(q.sql);
      const probe = /notify/i.test(q.sql);
      // The streams' timed session recheck (SESSION_RECHECK_SECONDS) is per phone, not per event.
      const sessionRecheck = /user_session|session/.test(q.sql);
      if (!hubRead && !probe && !sessionRecheck) queries.push(q.sql);
    };
    knex.on('query', count);
    const other = new pg.Client({ connectionString: demo.server.databaseUrl });
    await other.connect();
    try {
      const change = (id: string) => other.query("insert into change_event (topic, action, entity_id, origin) values ('booking', 'updated', $1, 'system')", [id]);
      await other.query('begin');
      await other.query("update booking set ambulance_id = null, assigned_at = null, status = 'pending' where id = $1", [taken]);
      await change(taken);
      await other.query('commit');
      for (const id of others) {
        await other.query("update booking set customer_name = 'Someone Else' where id = $1", [id]);
        await change(id);
      }
      await other.query('begin');
      await other.query("update booking set ambulance_id = $2, assigned_at = now(), status = 'confirmed' where id = $1", [next, vehicleId]);
      await change(next);
      await other.query('commit');
      // The next booking comes after every other change: arrived, all were filtered.
      for (const stream of streams) {
        expect((await stream.done).map((e) => [e.data.entityId, e.data.vehicleId])).toEqual([
          [taken, null],
          [next, vehicleId],
        ]);
      }
    } finally {
      knex.off('query', count);
      await other.end();
    }
    expect(queries).toEqual([]);
    crew.closeSocket();
  });

  it('an account with the crew role but no vehicle yet sees no assignment; only crew accounts get a vehicle', async () => {
    const crew = await crewAccount(demo.server.url, demo.admin, 'crew.novehicle@example.com', null);
    expect(await crew.trpc.crew.current.query()).toEqual({ vehicle: null, booking: null, prealert: null });
    const viewerId = (await demo.admin.trpc.users.list.query()).find((u) => u.email === 'viewer@demo.example.com')!.id;
    const refused = await errorOf(demo.admin.trpc.users.linkVehicle.mutate({ userId: viewerId, ambulanceId: vehicles.get(VEHICLE.live)! }));
    expect(refused.data?.httpStatus).toBe(400);
    expect(refused.message).toBe('Give this account the Crew role first.');
    crew.closeSocket();
  });
});

describe('crews to try in the demo data', () => {
  it('crew1 is on a trip (its booking on its phone, in progress), crew2 waits for one', async () => {
    const crew1 = await signedIn(demo.server.url, 'crew1@demo.example.com');
    const onTrip = await crew1.trpc.crew.current.query();
    expect(onTrip.vehicle).toMatchObject({ vehicleNumber: 'KA-53-EM-4420' });
    expect(onTrip.booking).toMatchObject({ status: 'in_progress', next: 'on_the_way' });
    const crew2 = await signedIn(demo.server.url, 'crew2@demo.example.com');
    expect(await crew2.trpc.crew.current.query()).toMatchObject({ vehicle: { vehicleNumber: 'KA-50-MR-9020' }, booking: null });
    crew1.closeSocket();
    crew2.closeSocket();
  });
});

describe('dashboard: today\'s median times to arrival at pickup', () => {
  // Runs last in this file: it clears the arrivals the other tests recorded.
  it('median from confirmation to arrival, and from request to arrival, over today\'s arrivals', async () => {
    await rows(demo.server.app.orm, 'update booking set at_pickup_at = null where at_pickup_at is not null');
    expect(await demo.operator.trpc.dashboard.stats.query()).toMatchObject({ medianConfirmationToArrivalSecondsToday: null, medianRequestToArrivalSecondsToday: null });
    // Arrivals 30, 20 and 10 s ago of bookings requested 200 s and confirmed 130 s ago.
    for (const agoSeconds of [30, 20, 10]) {
      const id = await insertBooking(demo.server.app.orm, { status: 'in_progress' });
      await rows(
        demo.server.app.orm,
        `update booking set created_at = now() - interval '200 seconds', confirmed_at = now() - interval '130 seconds',
                on_the_way_at = now() - interval '100 seconds', at_pickup_at = now() - make_interval(secs => ?) where id = ?`,
        [agoSeconds, id],
      );
    }
    const stats = await demo.operator.trpc.dashboard.stats.query();
    expect(stats.medianConfirmationToArrivalSecondsToday).toBe(110);
    expect(stats.medianRequestToArrivalSecondsToday).toBe(180);
  });
});
