import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../shared/schemas/booking';
import { errorOf } from '../helpers/errors';
import { insertBooking, rows } from '../helpers/fixtures';
import { collectChanges, crewAccount, seededServerForFile, type ApiClient } from '../helpers/server';

const demo = seededServerForFile('admin', 'operator');

// Each vehicle is used by one test only (a vehicle holds one active booking at a time).
const VEHICLE = { steps: 'KA-01-AB-1001', other: 'KA-03-MH-2207', mine: 'KA-51-EM-3310', live: 'KA-05-BL-5102' };

let vehicles: Map<string, string>;
beforeAll(async () => {
  vehicles = new Map((await demo.admin.trpc.fleet.list.query()).map((a) => [a.vehicleNumber, a.id]));
});

/** A booking with the vehicle assigned (confirmed, as assigning confirms). */
async function assignedBooking(vehicleNumber: string, customerName = 'Crew Test Patient') {
  const id = await insertBooking(demo.server.app.orm, { customerName, status: 'pending' });
  await demo.operator.trpc.bookings.assign.mutate({ bookingId: id, ambulanceId: vehicles.get(vehicleNumber)! });
  return id;
}

const bookingRow = async (id: string) =>
  (
    await rows<{ status: BookingStatus; on_the_way_at: Date | null; at_pickup_at: Date | null; on_board_at: Date | null; at_destination_at: Date | null; ended_at: Date | null; updated_at: Date }>(
      demo.server.app.orm,
      'select status, on_the_way_at, at_pickup_at, on_board_at, at_destination_at, ended_at, updated_at from booking where id = ?',
      [id],
    )
  )[0];
const isAvailable = async (vehicleNumber: string) =>
  (await rows<{ is_available: boolean }>(demo.server.app.orm, 'select is_available from ambulance where vehicle_number = ?', [vehicleNumber]))[0].is_available;

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
    const skipped = await errorOf(crew.trpc.crew.recordStep.mutate({ bookingId: id, step: 'at_pickup' }));
    expect(skipped.data?.httpStatus).toBe(409);
    expect(skipped.message).toBe('Record "On the way" first.');

    const onTheWay = await crew.trpc.crew.recordStep.mutate({ bookingId: id, step: 'on_the_way' });
    expect(onTheWay).toMatchObject({ status: 'in_progress', next: 'at_pickup', undoable: { step: 'on_the_way' } });
    const first = await bookingRow(id);
    expect(first.status).toBe('in_progress');
    expect(first.on_the_way_at).not.toBeNull();
    // The family's page says so, with the time.
    const [{ tracking_token: token }] = (await rows<{ tracking_token: string }>(demo.server.app.orm, 'select tracking_token from booking where id = ?', [id])) as [{ tracking_token: string }];
    const page = await (await fetch(`${demo.server.url}/track/${token}`)).text();
    expect(page).toContain('<h1>Ambulance on the way</h1>');
    expect(page).toMatch(/data-stage="on_the_way">\s*<span class="title">Ambulance on the way<\/span>\s*<time/);
    // A second tap of the same step (a double tap, a retry) changes nothing.
    await crew.trpc.crew.recordStep.mutate({ bookingId: id, step: 'on_the_way' });
    expect((await bookingRow(id)).on_the_way_at).toEqual(first.on_the_way_at);

    for (const step of ['at_pickup', 'on_board', 'at_destination'] as const) await crew.trpc.crew.recordStep.mutate({ bookingId: id, step });
    expect(await isAvailable(VEHICLE.steps)).toBe(false);
    const done = await crew.trpc.crew.recordStep.mutate({ bookingId: id, step: 'completed' });
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
    await crew.trpc.crew.recordStep.mutate({ bookingId: id, step: 'on_the_way' });
    const back = await crew.trpc.crew.undoStep.mutate({ bookingId: id, step: 'on_the_way' });
    expect(back).toMatchObject({ status: 'confirmed', next: 'on_the_way', undoable: null });
    expect(await bookingRow(id)).toMatchObject({ status: 'confirmed', on_the_way_at: null });

    await crew.trpc.crew.recordStep.mutate({ bookingId: id, step: 'on_the_way' });
    await crew.trpc.crew.recordStep.mutate({ bookingId: id, step: 'at_pickup' });
    // Only the last step.
    expect((await errorOf(crew.trpc.crew.undoStep.mutate({ bookingId: id, step: 'on_the_way' }))).data?.httpStatus).toBe(409);
    // A minute later it stays.
    await rows(demo.server.app.orm, "update booking set at_pickup_at = now() - interval '61 seconds' where id = ?", [id]);
    const late = await errorOf(crew.trpc.crew.undoStep.mutate({ bookingId: id, step: 'at_pickup' }));
    expect(late.data?.httpStatus).toBe(409);
    expect((await bookingRow(id)).at_pickup_at).not.toBeNull();

    // Completed, taken back: in progress again, the vehicle held again.
    for (const step of ['on_board', 'at_destination', 'completed'] as const) await crew.trpc.crew.recordStep.mutate({ bookingId: id, step });
    expect(await isAvailable(VEHICLE.steps)).toBe(true);
    await crew.trpc.crew.undoStep.mutate({ bookingId: id, step: 'completed' });
    expect(await bookingRow(id)).toMatchObject({ status: 'in_progress', ended_at: null });
    expect(await isAvailable(VEHICLE.steps)).toBe(false);
    await crew.trpc.crew.recordStep.mutate({ bookingId: id, step: 'completed' });
  });

  it('an operator records the same steps from the booking (a crew without a phone)', async () => {
    const id = await assignedBooking(VEHICLE.steps);
    await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: id, step: 'on_the_way' });
    const undone = await demo.operator.trpc.bookings.undoStep.mutate({ bookingId: id, step: 'on_the_way' });
    expect(undone.status).toBe('confirmed');
    for (const step of ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const) {
      await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: id, step });
    }
    expect((await bookingRow(id)).status).toBe('completed');
    // No vehicle, no steps.
    const unassigned = await insertBooking(demo.server.app.orm, { status: 'confirmed' });
    expect((await errorOf(demo.operator.trpc.bookings.recordStep.mutate({ bookingId: unassigned, step: 'on_the_way' }))).data?.httpStatus).toBe(409);
  });
});

describe('a crew sees and changes only its own vehicle\'s bookings', () => {
  it('another vehicle\'s booking: 403 for every call, nothing changes, not on the screen', async () => {
    const crew = await crewAccount(demo.server.url, demo.admin, 'crew.mine@example.com', VEHICLE.mine);
    const theirs = await assignedBooking(VEHICLE.other, 'Someone Else');
    const before = await bookingRow(theirs);
    for (const call of [
      crew.trpc.crew.recordStep.mutate({ bookingId: theirs, step: 'on_the_way' }),
      crew.trpc.crew.undoStep.mutate({ bookingId: theirs, step: 'on_the_way' }),
      crew.trpc.crew.recordStep.mutate({ bookingId: randomUUID(), step: 'on_the_way' }),
    ]) {
      const error = await errorOf(call);
      expect(error.data?.httpStatus).toBe(403);
      expect(error.message).toBe('This booking is not assigned to your ambulance.');
    }
    expect(await bookingRow(theirs)).toEqual(before);
    expect((await crew.trpc.crew.current.query()).booking).toBeNull();
    // Staff procedures are not the crew's either.
    expect((await errorOf(crew.trpc.bookings.byId.query({ id: theirs }))).data?.httpStatus).toBe(403);
    expect((await errorOf(crew.trpc.bookings.recordStep.mutate({ bookingId: theirs, step: 'on_the_way' }))).data?.httpStatus).toBe(403);
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

  it('an account with the crew role but no vehicle yet sees no assignment; only crew accounts get a vehicle', async () => {
    const crew = await crewAccount(demo.server.url, demo.admin, 'crew.novehicle@example.com', null);
    expect(await crew.trpc.crew.current.query()).toEqual({ vehicle: null, booking: null });
    const viewerId = (await demo.admin.trpc.users.list.query()).find((u) => u.email === 'viewer@demo.example.com')!.id;
    const refused = await errorOf(demo.admin.trpc.users.linkVehicle.mutate({ userId: viewerId, ambulanceId: vehicles.get(VEHICLE.live)! }));
    expect(refused.data?.httpStatus).toBe(400);
    expect(refused.message).toBe('Give this account the Crew role first.');
    crew.closeSocket();
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
