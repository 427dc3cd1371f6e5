import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerToday } from '../../shared/dates';
import { ormConfig } from '../../server/db/mikro-orm.config';
import { pruneRateLimits } from '../../server/limits/rate-limits';
import { listHistory } from '../../server/services/history.service';
import { deleteOldPositions } from '../../server/services/positions.service';
import { applyRetention } from '../../server/services/retention.service';
import { createTestDatabase } from '../helpers/database';
import { errorOf } from '../helpers/errors';
import { crewTap, insertBooking, rows, staffBookingInput } from '../helpers/fixtures';
import { createApiClient, crewAccount, signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';
import { bookingVersion, ambulanceVersion } from '../helpers/versions';

/**
 * Issue 18 point 3: the README's table "Personal data: what is kept, and for how long" is true.
 * Each row has its check below: it stores data of the row's kind under strings found nowhere
 * else, searches every table of the database (every column, as the row's text) to see that
 * they are where the row says and nowhere else, then brings about the row's end (deleting,
 * retention, sign-out, expiry) and searches again.
 */
let server: TestServer & { dropDatabase: () => Promise<void> };
let admin: ApiClient;
let operator: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { TRUST_PROXY: 'true' } });
  [admin, operator] = await Promise.all([signedIn(server.url, 'admin@demo.example.com'), signedIn(server.url, 'operator@demo.example.com')]);
});
afterAll(async () => {
  admin?.closeSocket();
  operator?.closeSocket();
  await server.close();
  await server.dropDatabase();
});

/** Every table whose rows contain `needle` in any column (case-insensitive). */
async function tablesHolding(orm: MikroORM, needle: string): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    orm,
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [{ hit }] = await rows<{ hit: boolean }>(orm, `select exists (select 1 from "${name}" t where strpos(lower(t::text), lower(?)) > 0) as hit`, [needle]);
    if (hit) found.push(name);
  }
  return found;
}
const where = (needle: string) => tablesHolding(server.app.orm, needle);
/** Where each value is, by value (so a failure names the value). */
const whereEach = async (values: string[]) => Object.fromEntries(await Promise.all(values.map(async (v) => [v, await where(v)] as const)));
const nowhere = (values: string[]) => Object.fromEntries(values.map((v) => [v, []]));

/** A string no fixture or seed holds. */
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
/** Ten digits no fixture holds, as an Indian mobile number. */
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The README's table: each row's first cell and the tables its "where" cell names. */
function readmeRows(): { data: string; tables: string[] }[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Personal data: what is kept, and for how long')[1].split('\n## ')[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| data |'))
    .map((line) => {
      const [data, whereCell] = line.split(' | ');
      return { data: data.slice(2), tables: [...whereCell.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).sort() };
    });
}

/** Each row is checked by the test whose name starts with the row's first words. */
const ROW_CHECKS = [
  'booking:',
  'contact message:',
  'vehicle:',
  'staff accounts:',
  'sessions:',
  "booking's tracking token",
  'hospital pre-alert:',
  "a vehicle's position:",
  'bill and receipt:',
  'rate-limit counters:',
] as const;
type RowKey = (typeof ROW_CHECKS)[number];
const tablesOf = (key: RowKey) => readmeRows().find((r) => r.data.startsWith(key))!.tables;

const inDays = (days: number) => format(addDays(new Date(`${providerToday()}T12:00:00`), days), 'yyyy-MM-dd');
async function ageBooking(id: string, days: number) {
  await rows(
    server.app.orm,
    `update booking set created_at = created_at - make_interval(days => ?), updated_at = updated_at - make_interval(days => ?),
            booking_date = booking_date - make_interval(days => ?) where id = ?`,
    [days, days, days, id],
  );
}
const retention = () => applyRetention(server.app.orm.em.fork(), 30);

describe("the README's personal-data table", () => {
  it('has a check below for each row, and each check a row', () => {
    expect(readmeRows().map((r) => ROW_CHECKS.find((key) => r.data.startsWith(key)) ?? r.data)).toEqual([...ROW_CHECKS]);
  });

  it('booking: in the booking and its timeline\'s personal values only; gone when deleted, or after retention (its timeline\'s too)', async () => {
    expect(tablesOf('booking:')).toEqual(['booking', 'history_entry_personal']);
    // A booking entered by staff, edited (the timeline keeps the old values), cancelled with a reason.
    const v = {
      name: unique('Patient'),
      phone: uniquePhone(),
      email: `${unique('patient')}@example.com`,
      pickup: unique('Pickup Road'),
      dropoff: unique('Dropoff Hospital'),
      notes: unique('Notes'),
      oldName: unique('Old Name'),
      oldPhone: uniquePhone(),
      reason: unique('Cancel Reason'),
    };
    const form = {
      customerName: v.oldName,
      customerPhone: v.oldPhone,
      customerEmail: v.email,
      pickupLocation: v.pickup,
      dropoffLocation: v.dropoff,
      serviceType: 'icu' as const,
      status: 'pending' as const,
      bookingDate: new Date().toISOString(),
      notes: v.notes,
    };
    const staffBooking = async () => {
      const created = await operator.trpc.bookings.create.mutate(form);
      await operator.trpc.bookings.update.mutate({ id: created.id, version: created.version, data: { customerName: v.name, customerPhone: v.phone } });
      await operator.trpc.bookings.setStatus.mutate({ id: created.id, version: await bookingVersion(operator.trpc, created.id), status: 'cancelled', reason: v.reason });
      return created.id;
    };
    const values = Object.values(v);
    const editedAway = [v.oldName, v.oldPhone];

    // Stored: the current values in the booking and its timeline, the old ones in the timeline only.
    const kept = await staffBooking();
    expect(await whereEach(values)).toEqual(
      Object.fromEntries(values.map((x) => [x, editedAway.includes(x) ? ['history_entry_personal'] : ['booking', 'history_entry_personal']])),
    );
    // Staff see them in the timeline.
    const timeline = await operator.trpc.bookings.timeline.query({ id: kept });
    expect(timeline[1].changes).toEqual([
      { field: 'customerName', before: v.oldName, after: v.name },
      { field: 'customerPhone', before: v.oldPhone, after: v.phone },
    ]);
    expect(timeline[2].reason).toBe(v.reason);

    // Deleted: gone at once, from the booking and its timeline, whose entries stay.
    await operator.trpc.bookings.delete.mutate({ id: kept, version: await bookingVersion(operator.trpc, kept) });
    expect(await whereEach(values)).toEqual(nowhere(values));
    const afterDelete = await operator.trpc.bookings.timeline.query({ id: kept });
    expect(afterDelete.map((e) => e.action)).toEqual(['created', 'updated', 'status_changed', 'deleted']);
    expect(afterDelete[1].changes).toEqual([
      { field: 'customerName', before: null, after: null, erased: true },
      { field: 'customerPhone', before: null, after: null, erased: true },
    ]);
    // The cancel code names no one: it stays, the free-text reason goes.
    expect(afterDelete[2]).toMatchObject({
      changes: [
        { field: 'status', before: 'pending', after: 'cancelled' },
        { field: 'cancelCode', before: null, after: 'other' },
      ],
      reason: null,
    });

    // Past RETENTION_DAYS: the same, the booking's row and timeline entries kept.
    const old = await staffBooking();
    await ageBooking(old, 40);
    // Website requests (with some of the same values): one as old, one recent that stays as it is.
    const website = async (name: string, days: number) => {
      const key = randomUUID();
      const visitor = createApiClient(server.url, { headers: { 'x-forwarded-for': '198.51.100.20' } });
      await visitor.trpc.site.requestBooking.mutate({ name, phone: v.phone, pickupAddress: v.pickup, destination: v.dropoff, serviceType: 'emergency', dateTime: '', notes: v.notes, idempotencyKey: key });
      const [{ id }] = await rows<{ id: string }>(server.app.orm, 'select id from booking where idempotency_key = ?', [key]);
      await ageBooking(id, days);
      return id;
    };
    const oldWebsiteName = unique('Website Patient');
    await website(oldWebsiteName, 40);
    const recentName = unique('Recent Patient');
    const recent = await website(recentName, 10);
    expect(await where(oldWebsiteName)).toEqual(['booking']);

    await retention();
    const shared = [v.phone, v.pickup, v.dropoff, v.notes, recentName];
    const gone = [...values, oldWebsiteName].filter((x) => !shared.includes(x));
    expect(await whereEach(gone)).toEqual(nowhere(gone));
    // What the recent request shares with the old ones is left in that booking only.
    expect(await whereEach(shared)).toEqual(Object.fromEntries(shared.map((x) => [x, ['booking']])));
    expect(await rows(server.app.orm, 'select customer_name from booking where id = ?', [recent])).toEqual([{ customer_name: recentName }]);
    expect(await rows(server.app.orm, 'select customer_name, status from booking where id = ?', [old])).toEqual([{ customer_name: '(anonymised)', status: 'cancelled' }]);
    expect((await operator.trpc.bookings.timeline.query({ id: old })).map((e) => e.action)).toEqual(['created', 'updated', 'status_changed']);

    // Deleting the recent one too leaves nothing; a retention run after that finds nothing to do.
    await operator.trpc.bookings.delete.mutate({ id: recent, version: await bookingVersion(operator.trpc, recent) });
    expect(await whereEach([...values, recentName])).toEqual(nowhere([...values, recentName]));
    expect(await retention()).toMatchObject({ bookings: 0 });
  });

  it('contact message: in contact_submission only; gone when staff delete it, or after retention', async () => {
    expect(tablesOf('contact message:')).toEqual(['contact_submission']);
    const send = async () => {
      const v = { name: unique('Sender'), email: `${unique('sender')}@example.com`, phone: uniquePhone(), message: unique('Please call back about') };
      const key = randomUUID();
      const visitor = createApiClient(server.url, { headers: { 'x-forwarded-for': '198.51.100.21' } });
      await visitor.trpc.site.sendInquiry.mutate({ ...v, idempotencyKey: key });
      const [{ id }] = await rows<{ id: string }>(server.app.orm, 'select id from contact_submission where idempotency_key = ?', [key]);
      return { id: id, values: Object.values(v) };
    };
    const [deleted, old, recent] = [await send(), await send(), await send()];
    for (const m of [deleted, old, recent]) expect(await whereEach(m.values)).toEqual(Object.fromEntries(m.values.map((x) => [x, ['contact_submission']])));

    await operator.trpc.inquiries.delete.mutate({ id: deleted.id });
    expect(await whereEach(deleted.values)).toEqual(nowhere(deleted.values));

    await rows(server.app.orm, `update contact_submission set created_at = created_at - interval '40 days' where id = ?`, [old.id]);
    await retention();
    expect(await whereEach(old.values)).toEqual(nowhere(old.values));
    expect(await rows(server.app.orm, 'select is_read from contact_submission where id = ?', [old.id])).toEqual([{ is_read: false }]);
    expect(await whereEach(recent.values)).toEqual(Object.fromEntries(recent.values.map((x) => [x, ['contact_submission']])));
  });

  it("vehicle: the driver's name and phone in the vehicle and its timeline's values; gone when it is deleted", async () => {
    expect(tablesOf('vehicle:')).toEqual(['ambulance', 'history_entry_personal']);
    const driver = unique('Driver');
    const [firstPhone, phone] = [`+91${uniquePhone()}`, `+91${uniquePhone()}`];
    const input = {
      vehicleNumber: `KA-98-PD-${Math.floor(Math.random() * 9000) + 1000}`,
      ambulanceType: 'emergency' as const,
      isAvailable: true,
      lastMaintenanceDate: '',
      nextMaintenanceDate: inDays(30),
      driverName: driver,
      driverPhone: firstPhone,
    };
    const vehicle = await operator.trpc.fleet.create.mutate(input);
    await operator.trpc.fleet.update.mutate({ id: vehicle.id, version: await ambulanceVersion(operator.trpc, vehicle.id), data: { ...input, driverPhone: phone } });
    // Assigned to a booking, whose timeline names the driver until that booking goes.
    const booking = await operator.trpc.bookings.create.mutate(staffBookingInput({ customerName: unique('Patient'), customerPhone: uniquePhone() }));
    await operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(operator.trpc, booking.id), ambulanceId: vehicle.id });
    expect(await whereEach([driver, firstPhone, phone])).toEqual({
      [driver]: ['ambulance', 'history_entry_personal'],
      [firstPhone]: ['history_entry_personal'],
      [phone]: ['ambulance', 'history_entry_personal'],
    });
    const ofBooking = () => rows(server.app.orm, `select 1 from history_entry_personal where subject_id = ? and changes::text like ?`, [booking.id, `%${driver}%`]);
    expect(await ofBooking()).toHaveLength(1);
    await operator.trpc.bookings.delete.mutate({ id: booking.id, version: await bookingVersion(operator.trpc, booking.id) });
    expect(await ofBooking()).toHaveLength(0);

    await operator.trpc.fleet.delete.mutate({ id: vehicle.id, version: await ambulanceVersion(operator.trpc, vehicle.id) });
    expect(await whereEach([driver, firstPhone, phone])).toEqual(nowhere([driver, firstPhone, phone]));
    const timeline = await operator.trpc.fleet.timeline.query({ id: vehicle.id });
    expect(timeline.map((e) => e.action)).toEqual(['created', 'updated', 'dispatched', 'released', 'deleted']);
    expect(timeline[1].changes).toEqual([{ field: 'driverPhone', before: null, after: null, erased: true }]);
  });

  it('staff accounts: in the profile (the role in user_role), the name also on timeline entries; never the password', async () => {
    expect(tablesOf('staff accounts:')).toEqual(['history_entry', 'profile', 'user_role']);
    const account = { fullName: unique('Staff Member'), email: `${unique('staff')}@example.com`, phone: uniquePhone(), password: unique('Secret Password') };
    const newcomer = createApiClient(server.url, { headers: { 'x-forwarded-for': '198.51.100.22' } });
    const me = await newcomer.trpc.auth.signUp.mutate(account);
    expect(await whereEach([account.fullName, account.email, account.phone, account.password])).toEqual({
      [account.fullName]: ['profile'],
      [account.email]: ['profile'],
      [account.phone]: ['profile'],
      [account.password]: [],
    });
    expect(await rows(server.app.orm, `select password_hash like '$argon2id$%' as argon2id from profile where id = ?`, [me.id])).toEqual([{ argon2id: true }]);
    await admin.trpc.users.assignRole.mutate({ userId: me.id, role: 'operator' });
    expect(await rows(server.app.orm, 'select role from user_role where user_id = ?', [me.id])).toEqual([{ role: 'operator' }]);
    // Their work carries their name in the timeline.
    const colleague = await signedIn(server.url, account.email, account.password);
    await colleague.trpc.fleet.create.mutate({
      vehicleNumber: `KA-98-ST-${Math.floor(Math.random() * 9000) + 1000}`,
      ambulanceType: 'basic',
      isAvailable: true,
      lastMaintenanceDate: '',
      nextMaintenanceDate: inDays(30),
      driverName: '',
      driverPhone: '',
    });
    expect(await where(account.fullName)).toEqual(['history_entry', 'profile']);
    colleague.closeSocket();
  });

  it('sessions: only the SHA-256 of the token, in session; gone at sign-out or expiry', async () => {
    expect(tablesOf('sessions:')).toEqual(['session']);
    const cookieName = server.app.lucia.sessionCookieName;
    const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
    const [signingOut, expiring] = [await signedIn(server.url, 'viewer@demo.example.com'), await signedIn(server.url, 'viewer@demo.example.com')];
    const [outToken, expiringToken] = [signingOut.jar.get(cookieName)!, expiring.jar.get(cookieName)!];
    expect(await whereEach([outToken, sha256(outToken), sha256(expiringToken)])).toEqual({ [outToken]: [], [sha256(outToken)]: ['session'], [sha256(expiringToken)]: ['session'] });

    await signingOut.trpc.auth.signOut.mutate();
    expect(await where(sha256(outToken))).toEqual([]);
    // Expired: the maintenance timer's clean-up removes it.
    await rows(server.app.orm, `update session set expires_at = now() - interval '1 second' where id = ?`, [sha256(expiringToken)]);
    await server.app.lucia.deleteExpiredSessions();
    expect(await where(sha256(expiringToken))).toEqual([]);
    signingOut.closeSocket();
    expiring.closeSocket();
  });

  it("booking's tracking token: in the booking only; the link ends 24 hours after the booking, the token with the booking", async () => {
    expect(tablesOf("booking's tracking token")).toEqual(['booking']);
    const booking = await operator.trpc.bookings.create.mutate(staffBookingInput({ customerName: unique('Tracked Patient'), customerPhone: uniquePhone() }));
    const token = booking.trackingPath.split('/').pop()!;
    expect(await where(token)).toEqual(['booking']);
    expect((await fetch(`${server.url}${booking.trackingPath}`)).status).toBe(200);
    await operator.trpc.bookings.setStatus.mutate({ id: booking.id, version: await bookingVersion(operator.trpc, booking.id), status: 'cancelled', reason: 'Family cancelled' });
    await rows(server.app.orm, `update booking set ended_at = now() - interval '25 hours' where id = ?`, [booking.id]);
    expect((await fetch(`${server.url}${booking.trackingPath}`)).status).toBe(410);
    await operator.trpc.bookings.delete.mutate({ id: booking.id, version: await bookingVersion(operator.trpc, booking.id) });
    expect(await where(token)).toEqual([]);
  });

  it('hospital pre-alert: in prealert only; its note emptied by retention with the booking, the row gone with the booking', async () => {
    expect(tablesOf('hospital pre-alert:')).toEqual(['prealert']);
    const hospital = (await operator.trpc.hospitals.list.query())[0];
    const vehicle = (await admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === 'KA-02-NN-7001')!;
    const crew = await crewAccount(server.url, admin, `crew.${unique('prealert')}@example.com`, vehicle.vehicleNumber);
    const sent = async () => {
      const booking = await operator.trpc.bookings.create.mutate(staffBookingInput({ customerName: unique('Prealert Patient'), customerPhone: uniquePhone(), destinationHospitalId: hospital.id }));
      await operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(operator.trpc, booking.id), ambulanceId: vehicle.id });
      for (const step of ['on_the_way', 'at_pickup', 'on_board'] as const) await crew.trpc.crew.recordStep.mutate(crewTap({ bookingId: booking.id, step }));
      const note = unique('Prealert Note');
      await operator.trpc.bookings.sendPrealert.mutate({ bookingId: booking.id, ageBand: 'adult', sex: 'male', complaint: 'breathing', note, priority: 'orange' });
      // The trip ends, so the vehicle is free for the next one.
      await operator.trpc.bookings.setStatus.mutate({ id: booking.id, version: await bookingVersion(operator.trpc, booking.id), status: 'completed' });
      return { id: booking.id, note };
    };
    const [old, deleted] = [await sent(), await sent()];
    for (const p of [old, deleted]) expect(await where(p.note)).toEqual(['prealert']);

    await ageBooking(old.id, 40);
    await retention();
    expect(await where(old.note)).toEqual([]);
    expect(await rows(server.app.orm, 'select complaint, priority from prealert where booking_id = ?', [old.id])).toEqual([{ complaint: 'breathing', priority: 'orange' }]);
    expect(await where(deleted.note)).toEqual(['prealert']);

    await operator.trpc.bookings.delete.mutate({ id: deleted.id, version: await bookingVersion(operator.trpc, deleted.id) });
    expect(await where(deleted.note)).toEqual([]);
    crew.closeSocket();
  });

  it("a vehicle's position: the latest in vehicle_position, the trip's path in trip_position; deleted after POSITION_KEEP_DAYS", async () => {
    expect(tablesOf("a vehicle's position:")).toEqual(['trip_position', 'vehicle_position']);
    const vehicle = (await admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === 'KA-04-CD-6150')!;
    const crew = await crewAccount(server.url, admin, `crew.${unique('position')}@example.com`, vehicle.vehicleNumber);
    const booking = await operator.trpc.bookings.create.mutate(staffBookingInput({ customerName: unique('Position Patient'), customerPhone: uniquePhone(), serviceType: 'cardiac' }));
    await operator.trpc.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(operator.trpc, booking.id), ambulanceId: vehicle.id });
    await crew.trpc.crew.recordStep.mutate(crewTap({ bookingId: booking.id, step: 'on_the_way' }));
    // Digits no other row holds.
    const latitude = 12.9876543;
    await crew.trpc.crew.sharePosition.mutate({ bookingId: booking.id, latitude, longitude: 77.6543219, accuracyM: 8, fixedAt: new Date().toISOString() });
    expect(await where(String(latitude))).toEqual(['trip_position', 'vehicle_position']);
    await rows(server.app.orm, "update trip_position set received_at = now() - interval '31 days'");
    await rows(server.app.orm, "update vehicle_position set received_at = now() - interval '31 days'");
    await deleteOldPositions(server.app.orm.em.fork(), 30);
    expect(await where(String(latitude))).toEqual([]);
    crew.closeSocket();
  });

  it('bill and receipt: whom a bill is made out to, in bill only; kept through retention for the accounts, and the billed booking cannot be deleted', async () => {
    expect(tablesOf('bill and receipt:')).toEqual(['bill']);
    const name = unique('Billed Patient');
    const address = unique('Billing Road');
    const id = await insertBooking(server.app.orm, { status: 'completed', customerName: name, pickupLocation: address });
    await operator.trpc.fares.trip.query({ bookingId: id });
    const bill = await operator.trpc.bills.issue.mutate({ bookingId: id, kind: 'bill_of_supply' });
    await operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'cash', amountPaise: 100, reference: null });
    expect(await whereEach([name, address])).toEqual({ [name]: ['bill', 'booking'], [address]: ['bill', 'booking'] });
    await ageBooking(id, 60);
    await retention();
    expect(await whereEach([name, address])).toEqual({ [name]: ['bill'], [address]: ['bill'] });
    const deleting = await errorOf(operator.trpc.bookings.delete.mutate({ id, version: await bookingVersion(operator.trpc, id) }));
    expect(deleting.data?.httpStatus).toBe(409);
  });

  it('rate-limit counters: the address, a failed sign-in\'s e-mail, hashes of form contacts, in rate_limit; removed once their window ends', async () => {
    expect(tablesOf('rate-limit counters:')).toEqual(['rate_limit']);
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const phone = uniquePhone();
    const typedEmail = `${unique('someone')}@example.com`;
    const visitor = createApiClient(server.url, { headers: { 'x-forwarded-for': address } });
    const name = unique('Counted Patient');
    await visitor.trpc.site.requestBooking.mutate({ name, phone, pickupAddress: 'Varthur', serviceType: 'emergency', dateTime: '', idempotencyKey: randomUUID() });
    expect((await errorOf(visitor.trpc.auth.signIn.mutate({ email: typedEmail, password: 'not-the-password' }))).data?.httpStatus).toBe(401);
    // (the booking itself holds the phone: the booking row of the table)
    expect(await whereEach([address, typedEmail, phone])).toEqual({ [address]: ['rate_limit'], [typedEmail]: ['rate_limit'], [phone]: ['booking'] });

    // Past their window, the maintenance timer's clean-up removes them.
    await rows(server.app.orm, `update rate_limit set expire = ? where key like ? or key like ?`, [Date.now() - 1000, `%${address}%`, `%${typedEmail}%`]);
    await pruneRateLimits(server.app.orm);
    expect(await whereEach([address, typedEmail])).toEqual(nowhere([address, typedEmail]));
  });
});

describe('timeline entries written before the personal values were kept apart', () => {
  it('the migration moves the values of existing bookings and vehicles aside and drops those of deleted ones', async () => {
    const database = await createTestDatabase('empty');
    const orm = await MikroORM.init(ormConfig(database.url, 2));
    try {
      await orm.getMigrator().up({ to: 'Migration20261122140000_tracking_crew' });
      const [kept, deleted, anonymised] = [randomUUID(), randomUUID(), randomUUID()];
      const vehicle = randomUUID();
      const text = { name: unique('Legacy Patient'), gone: unique('Deleted Patient'), reason: unique('Legacy Reason'), driver: unique('Legacy Driver') };
      await rows(
        orm,
        `insert into booking (id, customer_name, customer_phone, pickup_location, service_type, booking_date, anonymised_at)
         values (?, ?, '9800000001', 'Varthur', 'emergency', now(), null), (?, '(anonymised)', '(anonymised)', '(anonymised)', 'emergency', now(), now())`,
        [kept, text.name, anonymised],
      );
      await rows(orm, `insert into ambulance (id, vehicle_number, ambulance_type, driver_name) values (?, 'KA-01-LG-0001', 'basic', ?)`, [vehicle, text.driver]);
      const entry = (subject: string, id: string, action: string, changes: object[], reason: string | null = null) =>
        rows(orm, `insert into history_entry (subject, subject_id, action, changes, reason, origin) values (?, ?, ?, ?::jsonb, ?, 'system')`, [
          subject,
          id,
          action,
          JSON.stringify(changes),
          reason,
        ]);
      await entry('booking', kept, 'updated', [{ field: 'customerName', before: 'Before', after: text.name }, { field: 'serviceType', before: 'icu', after: 'emergency' }]);
      await entry('booking', kept, 'status_changed', [{ field: 'status', before: 'pending', after: 'cancelled' }], text.reason);
      await entry('booking', deleted, 'updated', [{ field: 'notes', before: null, after: text.gone }], text.gone);
      await entry('booking', anonymised, 'updated', [{ field: 'customerName', before: null, after: null }]);
      await entry('ambulance', vehicle, 'created', [{ field: 'driverName', before: null, after: text.driver }, { field: 'vehicleNumber', before: null, after: 'KA-01-LG-0001' }]);

      await orm.getMigrator().up();

      expect(await tablesHolding(orm, text.gone)).toEqual([]);
      expect(await tablesHolding(orm, text.name)).toEqual(['booking', 'history_entry_personal']);
      expect(await tablesHolding(orm, text.reason)).toEqual(['history_entry_personal']);
      expect(await tablesHolding(orm, text.driver)).toEqual(['ambulance', 'history_entry_personal']);
      const keptTimeline = await listHistory(orm.em.fork(), 'booking', kept);
      expect(keptTimeline.map((e) => [e.changes, e.reason])).toEqual([
        [[{ field: 'customerName', before: 'Before', after: text.name }, { field: 'serviceType', before: 'icu', after: 'emergency' }], null],
        [[{ field: 'status', before: 'pending', after: 'cancelled' }], text.reason],
      ]);
      expect((await listHistory(orm.em.fork(), 'booking', deleted))[0]).toMatchObject({ changes: [{ field: 'notes', erased: true }], reason: null });
      expect((await listHistory(orm.em.fork(), 'booking', anonymised))[0]).toMatchObject({ changes: [{ field: 'customerName', erased: true }] });
      expect((await listHistory(orm.em.fork(), 'ambulance', vehicle))[0].changes).toEqual([
        { field: 'driverName', before: null, after: text.driver },
        { field: 'vehicleNumber', before: null, after: 'KA-01-LG-0001' },
      ]);
      // The guard is back: the timeline is append-only again.
      await expect(rows(orm, 'delete from history_entry')).rejects.toThrow(/append-only/);
    } finally {
      await orm.close(true);
      await database.drop();
    }
  });
});
