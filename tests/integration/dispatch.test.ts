import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { providerToday } from '../../shared/dates';
import type { AmbulanceFormInput, AmbulanceType } from '../../shared/schemas/ambulance';
import type { BookingFormInput, ServiceType } from '../../shared/schemas/booking';
import { asApiError, errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { seededServerForFile } from '../helpers/server';
import { bookingVersion, ambulanceVersion } from '../helpers/versions';

const demo = seededServerForFile('admin', 'operator', 'viewer');

const bookingForm = (overrides: Partial<BookingFormInput> = {}): BookingFormInput => ({
  customerName: 'Girish Hegde',
  customerPhone: '98450 22334',
  customerEmail: '',
  pickupLocation: 'Gunjur, Varthur',
  dropoffLocation: 'Manipal Hospital, Old Airport Road',
  serviceType: 'emergency',
  status: 'pending',
  bookingDate: '2026-11-22T10:00:00+05:30',
  notes: '',
  ...overrides,
});

const dayFromToday = (days: number) => format(addDays(new Date(`${providerToday()}T12:00:00`), days), 'yyyy-MM-dd');

let vehicleSerial = 1000;
async function newAmbulance(type: AmbulanceType, overrides: Partial<AmbulanceFormInput> = {}) {
  vehicleSerial += 1;
  return demo.operator.trpc.fleet.create.mutate({
    vehicleNumber: `KA-99-TS-${vehicleSerial}`,
    ambulanceType: type,
    isAvailable: true,
    lastMaintenanceDate: '',
    nextMaintenanceDate: dayFromToday(30),
    driverName: `Driver ${vehicleSerial}`,
    driverPhone: '+919880099999',
    ...overrides,
  });
}
const newBooking = (service: ServiceType = 'emergency', overrides: Partial<BookingFormInput> = {}) =>
  demo.operator.trpc.bookings.create.mutate(bookingForm({ serviceType: service, ...overrides }));
/** One vehicle as the Fleet tab lists it. */
const vehicle = async (id: string) => (await demo.viewer.trpc.fleet.list.query()).find((a) => a.id === id);
/** Ready for dispatch: in service (staff's switch) and on no active booking. */
const isAvailable = async (id: string) => (await vehicle(id))?.readyForDispatch;

describe('assignment: the ambulance is held while its booking is confirmed or in progress', () => {
  it('assigning a pending booking confirms it and holds the vehicle; completing releases it', async () => {
    const ambulance = await newAmbulance('emergency');
    const booking = await newBooking();
    const assigned = await demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), ambulanceId: ambulance.id });
    expect(assigned).toMatchObject({
      status: 'confirmed',
      ambulance: { id: ambulance.id, vehicleNumber: ambulance.vehicleNumber, driverName: ambulance.driverName },
    });
    expect(assigned.confirmedAt).not.toBeNull();
    // Busy is the booking's fact; staff's switch (in service) is untouched by it.
    expect(await vehicle(ambulance.id)).toMatchObject({
      isAvailable: true,
      readyForDispatch: false,
      activeBooking: { id: booking.id, status: 'confirmed' },
    });

    await demo.operator.trpc.bookings.setStatus.mutate({ id: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), status: 'in_progress' });
    expect(await isAvailable(ambulance.id)).toBe(false);

    const completed = await demo.operator.trpc.bookings.setStatus.mutate({ id: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), status: 'completed' });
    expect(completed.ambulance?.id).toBe(ambulance.id); // kept on record
    expect(await isAvailable(ambulance.id)).toBe(true);
    expect((await vehicle(ambulance.id))?.activeBooking).toBeNull();
  });

  it('cancelling (with a reason), deleting, unassigning and going back to pending release the vehicle', async () => {
    const ambulance = await newAmbulance('emergency');

    const cancelled = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: cancelled.id, version: await bookingVersion(demo.operator.trpc, cancelled.id), ambulanceId: ambulance.id });
    const noReason = await errorOf(demo.operator.trpc.bookings.setStatus.mutate({ id: cancelled.id, version: await bookingVersion(demo.operator.trpc, cancelled.id), status: 'cancelled' }));
    expect(noReason.data?.code).toBe('BAD_REQUEST');
    expect(noReason.message).toBe('Please give a reason for cancelling.');
    expect(noReason.data?.fieldErrors).toEqual({ cancelReason: ['Please give a reason for cancelling.'] });
    expect(await isAvailable(ambulance.id)).toBe(false);
    const done = await demo.operator.trpc.bookings.setStatus.mutate({ id: cancelled.id, version: await bookingVersion(demo.operator.trpc, cancelled.id), status: 'cancelled', reason: 'Family took a taxi' });
    expect(done).toMatchObject({ status: 'cancelled', cancelReason: 'Family took a taxi' });
    expect(await isAvailable(ambulance.id)).toBe(true);

    const deleted = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: deleted.id, version: await bookingVersion(demo.operator.trpc, deleted.id), ambulanceId: ambulance.id });
    expect(await isAvailable(ambulance.id)).toBe(false);
    await demo.operator.trpc.bookings.delete.mutate({ id: deleted.id, version: await bookingVersion(demo.operator.trpc, deleted.id) });
    expect(await isAvailable(ambulance.id)).toBe(true);

    const unassigned = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: unassigned.id, version: await bookingVersion(demo.operator.trpc, unassigned.id), ambulanceId: ambulance.id });
    const after = await demo.operator.trpc.bookings.unassign.mutate({ bookingId: unassigned.id, version: await bookingVersion(demo.operator.trpc, unassigned.id) });
    expect(after).toMatchObject({ status: 'confirmed', ambulance: null });
    expect(await isAvailable(ambulance.id)).toBe(true);

    const reopened = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: reopened.id, version: await bookingVersion(demo.operator.trpc, reopened.id), ambulanceId: ambulance.id });
    const pending = await demo.operator.trpc.bookings.setStatus.mutate({ id: reopened.id, version: await bookingVersion(demo.operator.trpc, reopened.id), status: 'pending' });
    expect(pending).toMatchObject({ status: 'pending', ambulance: null });
    expect(await isAvailable(ambulance.id)).toBe(true);
  });

  it('reassigning frees the old vehicle and holds the new one; a finished booking gets no vehicle', async () => {
    const first = await newAmbulance('emergency');
    const second = await newAmbulance('icu');
    const booking = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), ambulanceId: first.id });
    const moved = await demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), ambulanceId: second.id });
    expect(moved.ambulance?.id).toBe(second.id);
    expect(await isAvailable(first.id)).toBe(true);
    expect(await isAvailable(second.id)).toBe(false);

    const finished = await newBooking('emergency', { status: 'completed' });
    const refused = await errorOf(demo.operator.trpc.bookings.assign.mutate({ bookingId: finished.id, version: await bookingVersion(demo.operator.trpc, finished.id), ambulanceId: first.id }));
    expect(refused.data?.code).toBe('CONFLICT');
    expect(refused.message).toMatch(/This booking is completed/);
  });
});

describe('a vehicle taken out of service stays out (issue 18.5)', () => {
  it('the Fleet switch works during a trip, and finishing the trip does not put the vehicle back in service', async () => {
    const ambulance = await newAmbulance('emergency');
    const booking = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: booking.version, ambulanceId: ambulance.id });
    await demo.operator.trpc.bookings.setStatus.mutate({ id: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), status: 'in_progress' });

    // On the trip, staff take it out of service (a fault reported by the crew): accepted.
    const out = await demo.operator.trpc.fleet.setAvailability.mutate({ id: ambulance.id, version: await ambulanceVersion(demo.operator.trpc, ambulance.id), isAvailable: false });
    expect(out).toMatchObject({ isAvailable: false, readyForDispatch: false, activeBooking: { id: booking.id, status: 'in_progress' } });
    // The trip goes on: the booking keeps its vehicle.
    expect((await demo.operator.trpc.bookings.byId.query({ id: booking.id })).ambulance?.id).toBe(ambulance.id);

    // The trip ends: the vehicle stays out of service, and cannot be assigned.
    await demo.operator.trpc.bookings.setStatus.mutate({ id: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), status: 'completed' });
    expect(await vehicle(ambulance.id)).toMatchObject({ isAvailable: false, readyForDispatch: false, activeBooking: null });
    const next = await newBooking();
    const refused = await errorOf(demo.operator.trpc.bookings.assign.mutate({ bookingId: next.id, version: next.version, ambulanceId: ambulance.id }));
    expect(refused.data?.code).toBe('CONFLICT');
    expect(refused.message).toBe(`${ambulance.vehicleNumber} is marked unavailable in Fleet.`);
    const stats = await demo.viewer.trpc.dashboard.stats.query();

    // Back in service by the switch (also during a trip): ready again.
    const back = await demo.operator.trpc.fleet.setAvailability.mutate({ id: ambulance.id, version: await ambulanceVersion(demo.operator.trpc, ambulance.id), isAvailable: true });
    expect(back).toMatchObject({ isAvailable: true, readyForDispatch: true });
    expect((await demo.viewer.trpc.dashboard.stats.query()).availableAmbulances).toBe(stats.availableAmbulances + 1);
  });

  it('the same when the crew completes the trip with its steps', async () => {
    const ambulance = await newAmbulance('emergency');
    const booking = await newBooking();
    let version = (await demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: booking.version, ambulanceId: ambulance.id })).version;
    version = (await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: booking.id, step: 'on_the_way', version })).version;
    await demo.operator.trpc.fleet.setAvailability.mutate({ id: ambulance.id, version: await ambulanceVersion(demo.operator.trpc, ambulance.id), isAvailable: false });
    for (const step of ['at_pickup', 'on_board', 'at_destination', 'completed'] as const) {
      version = (await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: booking.id, step, version })).version;
    }
    expect(await vehicle(ambulance.id)).toMatchObject({ isAvailable: false, readyForDispatch: false, activeBooking: null });
  });
});

describe('reopening a finished booking', () => {
  it('holds its vehicle again, or is refused with a clear message when the vehicle is on another booking now', async () => {
    const ambulance = await newAmbulance('emergency');
    const first = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: first.id, version: await bookingVersion(demo.operator.trpc, first.id), ambulanceId: ambulance.id });
    await demo.operator.trpc.bookings.setStatus.mutate({ id: first.id, version: await bookingVersion(demo.operator.trpc, first.id), status: 'completed' });
    await demo.operator.trpc.bookings.setStatus.mutate({ id: first.id, version: await bookingVersion(demo.operator.trpc, first.id), status: 'in_progress' });
    expect(await isAvailable(ambulance.id)).toBe(false);
    await demo.operator.trpc.bookings.setStatus.mutate({ id: first.id, version: await bookingVersion(demo.operator.trpc, first.id), status: 'completed' });

    const second = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: second.id, version: await bookingVersion(demo.operator.trpc, second.id), ambulanceId: ambulance.id });
    const refused = await errorOf(demo.operator.trpc.bookings.setStatus.mutate({ id: first.id, version: await bookingVersion(demo.operator.trpc, first.id), status: 'confirmed' }));
    expect(refused.data?.code).toBe('CONFLICT');
    expect(refused.message).toBe(`${ambulance.vehicleNumber} is on booking ${second.reference} now. Unassign it from this booking before reopening it.`);
    expect(await demo.viewer.trpc.bookings.byId.query({ id: first.id })).toMatchObject({ status: 'completed' });
  });
});

describe('assignment dialog: suitability and refusals', () => {
  it('lists suitable vehicles first and warns on an ICU request on a basic vehicle', async () => {
    const basic = await newAmbulance('basic');
    const icu = await newAmbulance('icu');
    const booking = await newBooking('icu');
    const { vehicles } = await demo.operator.trpc.bookings.assignmentOptions.query({ bookingId: booking.id });
    const basicOption = vehicles.find((v) => v.ambulance.id === basic.id)!;
    const icuOption = vehicles.find((v) => v.ambulance.id === icu.id)!;
    expect(icuOption).toMatchObject({ suitable: true, warning: null, refusal: null });
    expect(basicOption).toMatchObject({ suitable: false, refusal: null });
    expect(basicOption.warning).toMatch(/ICU request on a Basic Life Support vehicle/);
    const firstUnsuitable = vehicles.findIndex((v) => !v.suitable);
    expect(vehicles.slice(0, firstUnsuitable).every((v) => v.ambulance.ambulanceType === 'icu')).toBe(true);
    expect(vehicles.slice(firstUnsuitable).every((v) => !v.suitable)).toBe(true);
    // A warning does not block: the operator may still send it.
    const assigned = await demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), ambulanceId: basic.id });
    expect(assigned.ambulance?.id).toBe(basic.id);
  });

  it('warns on a mortuary transfer on an ICU vehicle; a mortuary vehicle suits it', async () => {
    const icu = await newAmbulance('icu');
    const hearse = await newAmbulance('mortuary');
    const booking = await newBooking('funeral');
    const { vehicles } = await demo.operator.trpc.bookings.assignmentOptions.query({ bookingId: booking.id });
    expect(vehicles[0].ambulance.ambulanceType).toBe('mortuary');
    expect(vehicles.find((v) => v.ambulance.id === hearse.id)).toMatchObject({ suitable: true, warning: null });
    expect(vehicles.find((v) => v.ambulance.id === icu.id)!.warning).toMatch(/Mortuary transfer on an ICU vehicle/);
  });

  it('refuses a vehicle overdue for maintenance and one on another active booking, with the reason', async () => {
    const overdue = await newAmbulance('emergency', { nextMaintenanceDate: dayFromToday(-1) });
    const dueToday = await newAmbulance('emergency', { nextMaintenanceDate: dayFromToday(0) });
    const busy = await newAmbulance('emergency');
    const other = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: other.id, version: await bookingVersion(demo.operator.trpc, other.id), ambulanceId: busy.id });
    const booking = await newBooking();

    const { vehicles } = await demo.operator.trpc.bookings.assignmentOptions.query({ bookingId: booking.id });
    const option = (id: string) => vehicles.find((v) => v.ambulance.id === id)!;
    expect(option(overdue.id).refusal).toMatch(/overdue for maintenance/);
    expect(option(overdue.id).ambulance.maintenanceStatus).toBe('overdue');
    expect(option(dueToday.id)).toMatchObject({ refusal: null, ambulance: { maintenanceStatus: 'due_soon' } });
    expect(option(busy.id).refusal).toBe(`${busy.vehicleNumber} is on another active booking (${other.reference}).`);

    const overdueError = await errorOf(demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), ambulanceId: overdue.id }));
    expect(overdueError.data?.code).toBe('CONFLICT');
    expect(overdueError.message).toMatch(/overdue for maintenance/);
    const busyError = await errorOf(demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), ambulanceId: busy.id }));
    expect(busyError.data?.code).toBe('CONFLICT');
    expect(busyError.message).toMatch(/on another active booking/);
    // Nothing changed: the booking is still pending without a vehicle.
    expect(await demo.viewer.trpc.bookings.byId.query({ id: booking.id })).toMatchObject({ status: 'pending', ambulance: null });
    expect(await demo.operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), ambulanceId: dueToday.id })).toMatchObject({ status: 'confirmed' });
  });
});

describe('two operators assigning the same ambulance at once', () => {
  it('exactly one wins (enforced by the database); the other gets a clear message', async () => {
    for (let round = 0; round < 5; round++) {
      const ambulance = await newAmbulance('emergency');
      const [a, b] = await Promise.all([newBooking(), newBooking()]);
      const results = await Promise.allSettled([
        demo.operator.trpc.bookings.assign.mutate({ bookingId: a.id, version: await bookingVersion(demo.operator.trpc, a.id), ambulanceId: ambulance.id }),
        demo.admin.trpc.bookings.assign.mutate({ bookingId: b.id, version: await bookingVersion(demo.admin.trpc, b.id), ambulanceId: ambulance.id }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const refusal = asApiError(lost[0].reason);
      expect(refusal.data?.code).toBe('CONFLICT');
      expect(refusal.message).toMatch(
        new RegExp(`${ambulance.vehicleNumber} (was just assigned to another booking by someone else|is on another active booking)`),
      );
      const holders = await rows<{ id: string; status: string }>(
        demo.server.app.orm,
        `select id, status from booking where ambulance_id = ? and status in ('confirmed', 'in_progress')`,
        [ambulance.id],
      );
      expect(holders).toHaveLength(1);
      // The loser's booking is untouched: still pending, no vehicle.
      const loserId = holders[0].id === a.id ? b.id : a.id;
      expect(await demo.viewer.trpc.bookings.byId.query({ id: loserId })).toMatchObject({ status: 'pending', ambulance: null });
    }
  });

  it('the database itself refuses a second active booking for one vehicle', async () => {
    const ambulance = await newAmbulance('emergency');
    const [a, b] = await Promise.all([newBooking(), newBooking()]);
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: a.id, version: await bookingVersion(demo.operator.trpc, a.id), ambulanceId: ambulance.id });
    await expect(
      rows(demo.server.app.orm, `update booking set status = 'confirmed', ambulance_id = ? where id = ?`, [ambulance.id, b.id]),
    ).rejects.toThrow(/booking_active_ambulance_uniq/);
  });
});

describe('timeline: every change kept, with who, when, before and after', () => {
  it('records creation, field edits with before and after, status changes with the reason, and assignments', async () => {
    const ambulance = await newAmbulance('emergency');
    const booking = await newBooking();
    await demo.operator.trpc.bookings.update.mutate({
      id: booking.id,
      version: booking.version,
      data: { customerName: 'Girish H.', pickupLocation: 'Gunjur Palya', notes: 'Second floor' },
    });
    await demo.admin.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(demo.admin.trpc, booking.id), ambulanceId: ambulance.id });
    await demo.operator.trpc.bookings.setStatus.mutate({
      id: booking.id,
      version: await bookingVersion(demo.operator.trpc, booking.id),
      status: 'cancelled',
      reason: 'Duplicate request',
    });

    const timeline = await demo.viewer.trpc.bookings.timeline.query({ id: booking.id });
    const summary = timeline.map((e) => [e.action, e.actor?.name ?? e.origin]);
    expect(summary).toEqual([
      ['created', 'Suresh Kumar'],
      ['updated', 'Suresh Kumar'],
      ['status_changed', 'Anita Rao'],
      ['assigned', 'Anita Rao'],
      ['status_changed', 'Suresh Kumar'],
    ]);
    expect(timeline[1].changes).toEqual([
      { field: 'customerName', before: 'Girish Hegde', after: 'Girish H.' },
      { field: 'pickupLocation', before: 'Gunjur, Varthur', after: 'Gunjur Palya' },
      { field: 'notes', before: null, after: 'Second floor' },
    ]);
    expect(timeline[2]).toMatchObject({ changes: [{ field: 'status', before: 'pending', after: 'confirmed' }], reason: 'Vehicle assigned' });
    expect(timeline[3].changes).toEqual([
      { field: 'ambulance', before: null, after: ambulance.vehicleNumber },
      { field: 'driver', before: null, after: ambulance.driverName },
    ]);
    // Text alone is an "other" cancellation (issue 21.5): the code is on the entry too.
    expect(timeline[4]).toMatchObject({
      changes: [
        { field: 'status', before: 'confirmed', after: 'cancelled' },
        { field: 'cancelCode', before: null, after: 'other' },
      ],
      reason: 'Duplicate request',
    });
    for (const entry of timeline) expect(Date.parse(entry.occurredAt)).toBeGreaterThan(Date.now() - 60_000);

    // The ambulance keeps the same history: created, dispatched, released (with why).
    const fleetTimeline = await demo.viewer.trpc.fleet.timeline.query({ id: ambulance.id });
    expect(fleetTimeline.map((e) => [e.action, e.reason])).toEqual([
      ['created', null],
      ['dispatched', null],
      ['released', 'Booking cancelled'],
    ]);
  });

  it('a website request starts with "created from the website"; a deleted booking keeps its history', async () => {
    const receipt = await demo.viewer.trpc.site.requestBooking.mutate({
      idempotencyKey: randomUUID(),
      name: 'Website Visitor',
      phone: '9845012345',
      pickupAddress: 'Whitefield',
      serviceType: 'emergency',
    } as never);
    const [{ id }] = (await rows<{ id: string }>(demo.server.app.orm, `select id from booking where customer_name = 'Website Visitor'`)) as [{ id: string }];
    expect(receipt.reference).toBe(id.slice(0, 8).toUpperCase());
    expect((await demo.viewer.trpc.bookings.timeline.query({ id }))[0]).toMatchObject({ action: 'created', origin: 'website', actor: null });

    await demo.operator.trpc.bookings.delete.mutate({ id, version: await bookingVersion(demo.operator.trpc, id) });
    const after = await demo.viewer.trpc.bookings.timeline.query({ id });
    expect(after.map((e) => e.action)).toEqual(['created', 'deleted']);
  });

  it('admins see role changes: who changed whose role, from what to what', async () => {
    const users = await demo.admin.trpc.users.list.query();
    const newHire = users.find((u) => u.email === 'newhire@demo.example.com')!;
    await demo.admin.trpc.users.assignRole.mutate({ userId: newHire.id, role: 'viewer' });
    await demo.admin.trpc.users.assignRole.mutate({ userId: newHire.id, role: 'operator' });
    const changes = await demo.admin.trpc.users.roleChanges.query();
    expect(changes.slice(0, 2)).toMatchObject([
      { user: { id: newHire.id, email: 'newhire@demo.example.com' }, before: 'viewer', after: 'operator', actor: { name: 'Anita Rao' }, origin: 'staff' },
      { user: { id: newHire.id }, before: null, after: 'viewer', actor: { name: 'Anita Rao' } },
    ]);
    expect((await errorOf(demo.operator.trpc.users.roleChanges.query())).data?.code).toBe('FORBIDDEN');
    await demo.admin.trpc.users.assignRole.mutate({ userId: newHire.id, role: null });
  });
});

describe('history is append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of history entries, whoever asks', async () => {
    const booking = await newBooking();
    const before = await rows<{ id: string; action: string }>(demo.server.app.orm, `select id, action from history_entry where subject_id = ?`, [booking.id]);
    expect(before).toHaveLength(1);
    await expect(rows(demo.server.app.orm, `update history_entry set action = 'forged' where subject_id = ?`, [booking.id])).rejects.toThrow(/append-only/);
    await expect(rows(demo.server.app.orm, `delete from history_entry where subject_id = ?`, [booking.id])).rejects.toThrow(/append-only/);
    await expect(rows(demo.server.app.orm, `truncate history_entry`)).rejects.toThrow(/append-only/);
    expect(await rows(demo.server.app.orm, `select id, action from history_entry where subject_id = ?`, [booking.id])).toEqual(before);
  });
});

describe('cancelling with a coded reason (issue 21.5)', () => {
  const cancel = async (id: string, values: { cancelCode?: string; reason?: string }) =>
    demo.operator.trpc.bookings.setStatus.mutate({ id, version: await bookingVersion(demo.operator.trpc, id), status: 'cancelled', ...values } as never);

  it('takes a code with optional text; text alone is "other"; "other" needs text; the timeline keeps the code', async () => {
    const coded = await newBooking();
    const done = await cancel(coded.id, { cancelCode: 'no_ambulance' });
    expect(done).toMatchObject({ status: 'cancelled', cancelCode: 'no_ambulance', cancelReason: null });
    const entry = (await demo.viewer.trpc.bookings.timeline.query({ id: coded.id })).find((e) => e.action === 'status_changed');
    expect(entry?.changes).toEqual([
      { field: 'status', before: 'pending', after: 'cancelled' },
      { field: 'cancelCode', before: null, after: 'no_ambulance' },
    ]);
    expect(entry?.reason).toBe('No suitable ambulance free');

    const withText = await newBooking();
    expect(await cancel(withText.id, { cancelCode: 'customer_cancelled', reason: 'Son is driving her' })).toMatchObject({ cancelCode: 'customer_cancelled', cancelReason: 'Son is driving her' });
    expect((await demo.viewer.trpc.bookings.timeline.query({ id: withText.id })).find((e) => e.action === 'status_changed')?.reason).toBe('Customer cancelled: Son is driving her');

    const textOnly = await newBooking();
    expect(await cancel(textOnly.id, { reason: 'Family took a taxi' })).toMatchObject({ cancelCode: 'other', cancelReason: 'Family took a taxi' });

    const otherBare = await newBooking();
    const refused = await errorOf(cancel(otherBare.id, { cancelCode: 'other' }));
    expect(refused.data?.httpStatus).toBe(400);
    expect(refused.message).toBe('Please give a reason for cancelling.');

    const unknown = await errorOf(cancel(otherBare.id, { cancelCode: 'bored' }));
    expect(unknown.data?.httpStatus).toBe(400);
    expect(unknown.data?.fieldErrors).toEqual({ cancelCode: ['Choose a reason from the list'] });

    // Reopened, the code goes with the cancellation.
    const reopened = await demo.operator.trpc.bookings.setStatus.mutate({ id: coded.id, version: await bookingVersion(demo.operator.trpc, coded.id), status: 'pending' });
    expect(reopened).toMatchObject({ cancelCode: null, cancelReason: null });
  });

  it('bookings cancelled before the codes count as "other"', async () => {
    const [row] = await rows<{ n: string }>(demo.server.app.orm, `select count(*) n from booking where status = 'cancelled' and cancel_code is null and cancel_reason is not null`);
    expect(Number(row.n)).toBe(0);
  });
});

describe('assignment dialog: nearest first (issue 20.4)', () => {
  const PICKUP = { lat: 12.9352, lng: 77.6245 };
  /** A latest position for the vehicle, `ageMs` old, `km` north of the pickup point. */
  async function positionAt(ambulanceId: string, km: number, options: { ageMs?: number; accuracyM?: number } = {}) {
    const fixedAt = new Date(Date.now() - (options.ageMs ?? 40_000));
    await rows(
      demo.server.app.orm,
      `insert into vehicle_position (ambulance_id, latitude, longitude, accuracy_m, fixed_at, received_at, notified_at) values (?, ?, ?, ?, ?, now(), now())
       on conflict (ambulance_id) do update set latitude = excluded.latitude, longitude = excluded.longitude, accuracy_m = excluded.accuracy_m, fixed_at = excluded.fixed_at`,
      [ambulanceId, PICKUP.lat + km / 111.2, PICKUP.lng, options.accuracyM ?? 15, fixedAt],
    );
  }

  it('ranks the suitable, free vehicles with a recent position by distance; stale, coarse and missing positions come after, and say so', async () => {
    const far = await newAmbulance('emergency');
    const near = await newAmbulance('icu');
    const stale = await newAmbulance('emergency');
    const coarse = await newAmbulance('emergency');
    const none = await newAmbulance('emergency');
    const busy = await newAmbulance('emergency');
    const unsuitable = await newAmbulance('mortuary');
    await positionAt(far.id, 5);
    await positionAt(near.id, 1);
    await positionAt(stale.id, 0.2, { ageMs: 11 * 60_000 });
    await positionAt(coarse.id, 0.2, { accuracyM: 1500 });
    await positionAt(busy.id, 0.1);
    await positionAt(unsuitable.id, 0.1);
    const other = await newBooking();
    await demo.operator.trpc.bookings.assign.mutate({ bookingId: other.id, version: await bookingVersion(demo.operator.trpc, other.id), ambulanceId: busy.id });

    const booking = await newBooking('emergency');
    // Without a pickup point: the order by vehicle kind, and no distances.
    const before = await demo.operator.trpc.bookings.assignmentOptions.query({ bookingId: booking.id });
    expect(before.byDistance).toBe(false);
    expect(before.vehicles.every((v) => v.proximity === null)).toBe(true);

    await demo.operator.trpc.bookings.setPickupPoint.mutate({ bookingId: booking.id, version: await bookingVersion(demo.operator.trpc, booking.id), point: `${PICKUP.lat}, ${PICKUP.lng}` });
    const { vehicles, byDistance } = await demo.operator.trpc.bookings.assignmentOptions.query({ bookingId: booking.id });
    expect(byDistance).toBe(true);
    const at = (id: string) => vehicles.findIndex((v) => v.ambulance.id === id);
    const option = (id: string) => vehicles[at(id)];
    // The ICU vehicle 1 km away goes before the emergency one 5 km away (kind no longer decides).
    expect(vehicles[0].ambulance.id).toBe(near.id);
    expect(vehicles[1].ambulance.id).toBe(far.id);
    expect(option(near.id).proximity).toMatchObject({ minutes: 4 });
    expect(option(near.id).proximity!.distanceKm).toBeCloseTo(1, 1);
    for (const id of [stale.id, coarse.id, none.id]) {
      expect(at(id)).toBeGreaterThan(at(far.id));
      expect(option(id).proximity).toBeNull();
    }
    // Every dispatch rule still applies: a busy vehicle, however near, is after every assignable
    // suitable one and refused; an unsuitable one is after all suitable ones.
    expect(option(busy.id).refusal).toMatch(/on another active booking/);
    expect(at(busy.id)).toBeGreaterThan(Math.max(at(stale.id), at(coarse.id), at(none.id)));
    expect(option(unsuitable.id).suitable).toBe(false);
    expect(at(unsuitable.id)).toBeGreaterThan(at(busy.id));
  });
});
