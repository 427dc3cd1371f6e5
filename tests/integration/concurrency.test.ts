import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../helpers/errors';
import { crewTap as tap, rows } from '../helpers/fixtures';
import { createApiClient, crewAccount, seededServerForFile, signedIn, type ApiClient } from '../helpers/server';

/**
 * Issue 18.2: an edit can't undo someone else's dispatch work. Every staff write carries the
 * version it was made from; a stale one gets 409 "changed by X at 14:02, reload to see it" and
 * nothing changes.
 */
const demo = seededServerForFile('admin', 'operator');
const VEHICLE = 'KA-01-AB-1001';

let second: ApiClient;
let crew: ApiClient;
let vehicleId: string;
beforeAll(async () => {
  // A second operator, "Meera Dispatcher".
  await createApiClient(demo.server.url).trpc.auth.signUp.mutate({ email: 'meera@example.com', password: 'meera-password-1', fullName: 'Meera Dispatcher', phone: '98450 11223' });
  const userId = (await demo.admin.trpc.users.list.query()).find((u) => u.email === 'meera@example.com')!.id;
  await demo.admin.trpc.users.assignRole.mutate({ userId, role: 'operator' });
  second = await signedIn(demo.server.url, 'meera@example.com', 'meera-password-1');
  crew = await crewAccount(demo.server.url, demo.admin, 'crew.concurrency@example.com', VEHICLE);
  vehicleId = (await demo.admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === VEHICLE)!.id;
});

const newBooking = () =>
  demo.operator.trpc.bookings.create.mutate({
    customerName: 'Shobha Rao',
    customerPhone: '98450 22334',
    customerEmail: '',
    pickupLocation: 'Gunjur, Varthurr',
    dropoffLocation: 'Manipal Hospital, Old Airport Road',
    serviceType: 'emergency',
    status: 'pending',
    bookingDate: '2026-11-22T10:00:00+05:30',
    notes: '',
  });

/** HH:mm in Bengaluru, as the conflict message gives the time. */
const istTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

describe('a stale edit is refused and changes nothing', () => {
  it('two operators: one opens the edit, the other assigns and the crew taps On the way; the typo fix gets 409', async () => {
    const created = await newBooking();
    // Operator 1 opens the edit dialog: the form is made from this read.
    const opened = await demo.operator.trpc.bookings.byId.query({ id: created.id });

    // Meanwhile operator 2 assigns the vehicle, and the crew taps On the way.
    const assigned = await second.trpc.bookings.assign.mutate({ bookingId: created.id, ambulanceId: vehicleId, version: opened.version });
    expect(assigned.status).toBe('confirmed');
    const step = await crew.trpc.crew.recordStep.mutate(tap({ bookingId: created.id, step: 'on_the_way' }));
    expect(step.status).toBe('in_progress');
    const [{ tracking_token: token }] = await rows<{ tracking_token: string }>(demo.server.app.orm, 'select tracking_token from booking where id = ?', [created.id]);
    const pageBefore = await (await fetch(`${demo.server.url}/track/${token}`)).text();
    const before = await demo.operator.trpc.bookings.byId.query({ id: created.id });

    // Operator 1 saves a typo fix, made from what they opened.
    const refused = await errorOf(
      demo.operator.trpc.bookings.update.mutate({ id: created.id, version: opened.version, data: { pickupLocation: 'Gunjur, Varthur' } }),
    );
    expect(refused.data?.httpStatus).toBe(409);
    // The last write was the crew's step (the crew account's name), at its time in Bengaluru.
    expect(refused.message).toBe(`This booking was changed by Naveen Crew at ${istTime(before.updatedAt)}, reload to see it.`);
    expect(refused.data?.fieldErrors).toEqual({ version: [refused.message] });

    // Nothing changed: the assignment, the step, the tracking page.
    const after = await demo.operator.trpc.bookings.byId.query({ id: created.id });
    expect(after).toEqual(before);
    expect(after).toMatchObject({ status: 'in_progress', pickupLocation: 'Gunjur, Varthurr', ambulance: { id: vehicleId }, crewSteps: { next: 'at_pickup' } });
    expect(await (await fetch(`${demo.server.url}/track/${token}`)).text()).toBe(pageBefore);
    const timeline = await demo.operator.trpc.bookings.timeline.query({ id: created.id });
    expect(timeline.map((e) => e.action)).not.toContain('updated');

    // Reloaded, the same fix (only the field changed) saves, and keeps the dispatch work.
    const saved = await demo.operator.trpc.bookings.update.mutate({ id: created.id, version: after.version, data: { pickupLocation: 'Gunjur, Varthur' } });
    expect(saved).toMatchObject({ pickupLocation: 'Gunjur, Varthur', status: 'in_progress', ambulance: { id: vehicleId } });
    expect(saved.version).toBeGreaterThan(after.version);
    const current = await crew.trpc.crew.current.query();
    expect(current.booking).toMatchObject({ id: created.id, next: 'at_pickup', pickupLocation: 'Gunjur, Varthur' });
    // Finish the trip so the vehicle is free for the file's other tests.
    let version = saved.version;
    for (const s of ['at_pickup', 'on_board', 'at_destination', 'completed'] as const) {
      version = (await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: created.id, step: s, version })).version;
    }
  });

  it('the edit sends only the fields changed, and status is not part of it', async () => {
    const created = await newBooking();
    const opened = await demo.operator.trpc.bookings.byId.query({ id: created.id });
    const renamed = await demo.operator.trpc.bookings.update.mutate({ id: created.id, version: opened.version, data: { customerName: 'Shobha R. Rao' } });
    expect(renamed).toMatchObject({ customerName: 'Shobha R. Rao', pickupLocation: 'Gunjur, Varthurr', status: 'pending' });
    // A status in the edit is not a field of it (the dispatch actions move status): ignored by the schema.
    const withStatus = await demo.operator.trpc.bookings.update.mutate({
      id: created.id,
      version: renamed.version,
      data: { notes: 'Wheelchair at the gate', status: 'completed' } as never,
    });
    expect(withStatus).toMatchObject({ notes: 'Wheelchair at the gate', status: 'pending' });
    // Without a version: a clear 400.
    const missing = await errorOf(demo.operator.trpc.bookings.update.mutate({ id: created.id, data: { notes: 'x' } } as never));
    expect(missing.data?.httpStatus).toBe(400);
    expect(missing.message).toMatch(/version this change was made from is required/);
  });

  it('every dispatch action and fleet write refuses a stale version with who and when', async () => {
    const created = await newBooking();
    const v1 = created.version;
    const confirmed = await second.trpc.bookings.setStatus.mutate({ id: created.id, version: v1, status: 'confirmed' });
    const stale = (p: Promise<unknown>) => errorOf(p);
    for (const attempt of [
      demo.operator.trpc.bookings.setStatus.mutate({ id: created.id, version: v1, status: 'cancelled', reason: 'Duplicate' }),
      demo.operator.trpc.bookings.assign.mutate({ bookingId: created.id, ambulanceId: vehicleId, version: v1 }),
      demo.operator.trpc.bookings.unassign.mutate({ bookingId: created.id, version: v1 }),
      demo.operator.trpc.bookings.delete.mutate({ id: created.id, version: v1 }),
    ]) {
      const error = await stale(attempt);
      expect(error.data?.httpStatus).toBe(409);
      expect(error.message).toBe(`This booking was changed by Meera Dispatcher at ${istTime(confirmed.updatedAt)}, reload to see it.`);
    }
    expect(await demo.operator.trpc.bookings.byId.query({ id: created.id })).toMatchObject({ status: 'confirmed', version: confirmed.version, ambulance: null });

    const vehicle = (await demo.admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === 'KA-03-MH-2207')!;
    const renamed = await second.trpc.fleet.setAvailability.mutate({ id: vehicle.id, version: vehicle.version, isAvailable: !vehicle.isAvailable });
    const staleSwitch = await errorOf(demo.operator.trpc.fleet.setAvailability.mutate({ id: vehicle.id, version: vehicle.version, isAvailable: vehicle.isAvailable }));
    expect(staleSwitch.data?.httpStatus).toBe(409);
    expect(staleSwitch.message).toBe(`This ambulance was changed by Meera Dispatcher at ${istTime(renamed.updatedAt)}, reload to see it.`);
    const staleDelete = await errorOf(demo.operator.trpc.fleet.delete.mutate({ id: vehicle.id, version: vehicle.version }));
    expect(staleDelete.data?.httpStatus).toBe(409);
    expect((await demo.admin.trpc.fleet.list.query()).find((a) => a.id === vehicle.id)).toMatchObject({ isAvailable: !vehicle.isAvailable, version: renamed.version });
  });
});
