import { randomInt, randomUUID } from 'node:crypto';
import { addMinutes } from 'date-fns/addMinutes';
import { describe, expect, it } from 'vitest';
import type { OrganisationFormInput, PartnerTripRequestInput } from '../../shared/schemas/partner';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { admitScheduledTrips } from '../../server/services/scheduled-queue.service';
import { errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { collect, collectChanges, createApiClient, crewAccount, seededServerWithEnvForFile, signedIn, type ApiClient } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/*
 * Issue 37: partner organisations and their people (invitations, end of access), the partner
 * console's trips (request now or for a time, board, cancel, history and its CSV), scheduled
 * trips entering the staff queue their lead time before they are due, and the partner's live
 * stream, which never carries another organisation's trip.
 */
// The server's own tick is slowed right down: the tests move the clock themselves.
const demo = seededServerWithEnvForFile({ SCHEDULED_TICK_MS: '600000', SCHEDULED_LEAD_MINUTES: '60' }, 'admin', 'operator', 'viewer');
const [HOSPITAL, DIALYSIS] = DEMO_ORGANISATIONS;

const partnerOf = (org: (typeof DEMO_ORGANISATIONS)[number]) => signedIn(demo.server.url, org.person.email);

const orgForm = (overrides: Partial<OrganisationFormInput> = {}): OrganisationFormInput => ({
  name: `Test Clinic ${randomUUID().slice(0, 6)}`,
  kind: 'clinic',
  address: 'Old Airport Road, Kodihalli',
  point: '12.9600, 77.6480',
  billingName: 'Front office',
  billingEmail: 'Office@Clinic.example.com',
  billingPhone: '080 4123 7777',
  notes: '',
  ...overrides,
});

const trip = (overrides: Partial<PartnerTripRequestInput> = {}): PartnerTripRequestInput => ({
  idempotencyKey: randomUUID(),
  patientName: 'Ramesh Patil',
  patientPhone: '98450 66001',
  pickupLocation: '',
  dropoffLocation: 'Home: 5th Main, HSR Layout',
  serviceType: 'transfer',
  needs: ['stretcher', 'oxygen'],
  notes: 'Discharge after 11:00',
  scheduledAt: null,
  ...overrides,
});

/** Invites a person to the organisation and sets their password through the plain page; gives the link's path. */
async function invite(organisationId: string, email: string, fullName = 'Priya Invited') {
  return demo.admin.trpc.organisations.invite.mutate({ organisationId, fullName, email });
}

async function postPassword(path: string, password: string, confirm = password) {
  return fetch(`${demo.server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, confirm }).toString(),
  });
}

/** A client carrying the session cookie a response set. */
function clientWithCookieOf(response: Response): ApiClient {
  const client = createApiClient(demo.server.url);
  client.jar.store(response.headers.getSetCookie());
  return client;
}

describe('organisations (admin)', () => {
  it('an admin creates one: point read from coordinates, e-mail lower-cased, phone normalised; it is listed', async () => {
    const created = await demo.admin.trpc.organisations.create.mutate(orgForm({ name: 'Kodihalli Day Clinic' }));
    expect(created).toMatchObject({ name: 'Kodihalli Day Clinic', kind: 'clinic', kindLabel: 'Clinic', point: { lat: 12.96, lng: 77.648 }, billingEmail: 'office@clinic.example.com', billingPhone: '08041237777', version: 1 });
    const list = await demo.admin.trpc.organisations.list.query();
    expect(list.map((o) => o.name)).toEqual(expect.arrayContaining([HOSPITAL.name, DIALYSIS.name, 'Kodihalli Day Clinic']));
    expect(list.find((o) => o.name === HOSPITAL.name)?.people).toBe(1);
  });

  it.each([
    [{ name: '' }, 'name', 'Organisation name is required'],
    [{ kind: 'school' as 'clinic' }, 'kind', 'Choose the kind of organisation'],
    [{ point: 'near the lake' }, 'point', 'These are not coordinates or a Google Maps link: paste e.g. 12.97, 77.59'],
    [{ billingEmail: 'not-mail' }, 'billingEmail', 'Invalid email address'],
  ])('%o is refused with 400 and the field\'s message', async (overrides, field, message) => {
    const error = await errorOf(demo.admin.trpc.organisations.create.mutate(orgForm(overrides)));
    expect(error.data?.httpStatus).toBe(400);
    expect(Object.keys(error.data?.fieldErrors ?? {})[0]).toBe(field);
    expect(error.message).toBe(message);
  });

  it('the same name twice is 409; a stale edit is 409 naming who changed it, and changes nothing', async () => {
    const duplicate = await errorOf(demo.admin.trpc.organisations.create.mutate(orgForm({ name: HOSPITAL.name.toUpperCase() })));
    expect(duplicate.data?.httpStatus).toBe(409);
    const created = await demo.admin.trpc.organisations.create.mutate(orgForm());
    const edited = await demo.admin.trpc.organisations.update.mutate({ id: created.id, version: created.version, data: orgForm({ name: created.name, notes: 'Call before 9' }) });
    expect(edited).toMatchObject({ notes: 'Call before 9', version: 2 });
    const stale = await errorOf(demo.admin.trpc.organisations.update.mutate({ id: created.id, version: 1, data: orgForm({ name: created.name, notes: 'Other' }) }));
    expect(stale.data?.httpStatus).toBe(409);
    expect(stale.message).toMatch(/^This organisation was changed by Anita Rao at \d\d:\d\d, reload to see it\.$/);
  });
});

describe('invitations and access', () => {
  it('the link shows the organisation and the person without script, sets the password once, and signs the partner in', async () => {
    const org = await demo.admin.trpc.organisations.create.mutate(orgForm());
    const link = await invite(org.id, 'Priya.Invited@example.com');
    expect(link.url).toBe(`http://localhost:3000${link.path}`);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const page = await fetch(`${demo.server.url}${link.path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(org.name);
    expect(html).toContain('priya.invited@example.com');
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain('<script');

    const mismatch = await postPassword(link.path, 'secret-one', 'secret-two');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The two passwords do not match');
    const short = await postPassword(link.path, 'abc');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Password must be at least 6 characters');

    const accepted = await postPassword(link.path, 'partner-pass-1');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/partner');
    const partner = clientWithCookieOf(accepted);
    expect(await partner.trpc.partner.me.query()).toEqual({
      person: { id: expect.any(String) as string, fullName: 'Priya Invited', email: 'priya.invited@example.com' },
      organisation: { id: org.id, name: org.name, kind: 'clinic', kindLabel: 'Clinic', address: org.address, lat: 12.96, lng: 77.648 },
    });
    expect((await partner.trpc.auth.me.query())?.role).toBe('partner');

    const again = await fetch(`${demo.server.url}${link.path}`);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This invitation has been used');
    expect((await postPassword(link.path, 'another-pass')).status).toBe(410);
    const members = await demo.admin.trpc.organisations.members.query({ organisationId: org.id });
    expect(members.people.map((p) => p.email)).toEqual(['priya.invited@example.com']);
    expect(members.invitations).toEqual([]);
  });

  it('an expired link says so; an unknown one is 404', async () => {
    const org = await demo.admin.trpc.organisations.create.mutate(orgForm());
    const link = await invite(org.id, `late.${randomUUID().slice(0, 6)}@example.com`);
    // Eight days later, as far as the invitation knows (a fixture edit: no procedure ages one).
    await rows(demo.server.app.orm, "update partner_invitation set expires_at = now() - interval '1 day' where organisation_id = ?", [org.id]);
    const expired = await fetch(`${demo.server.url}${link.path}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This invitation has expired');
    expect((await postPassword(link.path, 'partner-pass-1')).status).toBe(410);
    expect((await fetch(`${demo.server.url}/partner/invitation/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${demo.server.url}/partner/invitation/short`)).status).toBe(404);
  });

  it('an admin ends a partner\'s access: their session ends at once and the role is gone', async () => {
    const org = await demo.admin.trpc.organisations.create.mutate(orgForm());
    const link = await invite(org.id, `leaver.${randomUUID().slice(0, 6)}@example.com`, 'Leaving Person');
    const partner = clientWithCookieOf(await postPassword(link.path, 'partner-pass-1'));
    const { people } = await demo.admin.trpc.organisations.members.query({ organisationId: org.id });
    const ended = await demo.admin.trpc.organisations.endAccess.mutate({ userId: people[0].userId });
    expect(ended).toEqual({ userId: people[0].userId, sessionsEnded: 1 });
    expect((await errorOf(partner.trpc.partner.me.query())).data?.httpStatus).toBe(401);
    expect((await demo.admin.trpc.organisations.members.query({ organisationId: org.id })).people).toEqual([]);
    // Not a way to take a staff member's role: that is the Users screen's.
    const viewerId = (await demo.admin.trpc.users.list.query()).find((u) => u.email === 'viewer@demo.example.com')!.id;
    expect((await errorOf(demo.admin.trpc.organisations.endAccess.mutate({ userId: viewerId }))).data?.httpStatus).toBe(409);
    // Nor is "partner" a role the Users screen gives (it needs an organisation).
    const noOrg = await errorOf(demo.admin.trpc.users.assignRole.mutate({ userId: viewerId, role: 'partner' }));
    expect(noOrg.data?.httpStatus).toBe(400);
  });
});

describe('partner trips', () => {
  it('a trip asked for now: on the partner\'s board, in the staff queue and list marked with the organisation; a retry is the same trip', async () => {
    const partner = await partnerOf(HOSPITAL);
    const input = trip();
    const created = await partner.trpc.partner.requestTrip.mutate(input);
    expect(created).toMatchObject({
      status: 'pending',
      patientName: 'Ramesh Patil',
      patientPhone: '+919845066001',
      pickupLocation: HOSPITAL.address,
      needs: ['stretcher', 'oxygen'],
      scheduled: false,
      cancellable: true,
    });
    expect(await partner.trpc.partner.requestTrip.mutate(input)).toMatchObject({ id: created.id });
    const other = await errorOf(partner.trpc.partner.requestTrip.mutate({ ...input, patientName: 'Someone Else' }));
    expect(other.data?.httpStatus).toBe(409);
    expect(other.message).toContain(created.reference);

    expect((await partner.trpc.partner.board.query()).items.map((t) => t.id)).toContain(created.id);
    const queued = (await demo.viewer.trpc.dashboard.queue.query()).items.find((b) => b.id === created.id);
    expect(queued).toMatchObject({ source: 'partner', organisation: { name: HOSPITAL.name }, needs: ['stretcher', 'oxygen'], awaitingQueue: false });
    const listed = (await demo.viewer.trpc.bookings.list.query({ search: created.reference })).items;
    expect(listed).toMatchObject([{ id: created.id, organisation: { name: HOSPITAL.name } }]);
    // The history names the partner's person.
    const timeline = await demo.viewer.trpc.bookings.timeline.query({ id: created.id });
    expect(timeline[0]).toMatchObject({ action: 'created', origin: 'partner', actor: { name: HOSPITAL.person.fullName } });
  });

  it.each([
    [{ patientName: '' }, 'patientName', 'Patient name is required'],
    [{ patientPhone: '12345' }, 'patientPhone', 'Enter a valid Indian phone number, e.g. 98765 43210'],
    [{ dropoffLocation: ' ' }, 'dropoffLocation', 'Destination is required'],
    [{ needs: ['jetpack' as 'oxygen'] }, 'needs', 'Unknown need'],
    [{ scheduledAt: '2020-01-01T10:00:00+05:30' }, 'scheduledAt', 'That time has passed: choose a later one'],
    [{ scheduledAt: 'tomorrow' }, 'scheduledAt', 'Choose a date and time'],
  ])('%o is refused with 400 and its message; nothing is stored', async (overrides, field, message) => {
    const partner = await partnerOf(HOSPITAL);
    const input = trip(overrides);
    const error = await errorOf(partner.trpc.partner.requestTrip.mutate(input));
    expect(error.data?.httpStatus).toBe(400);
    expect(Object.keys(error.data?.fieldErrors ?? {})[0]).toBe(field);
    expect(error.message).toBe(message);
    expect(await rows(demo.server.app.orm, 'select id from booking where idempotency_key = ?', [input.idempotencyKey])).toEqual([]);
  });

  it('a trip due in two hours enters the staff queue 60 minutes before it is due, not before, and is announced once', async () => {
    const partner = await partnerOf(DIALYSIS);
    const now = new Date();
    const due = addMinutes(now, 120);
    // The dashboard's Pending Requests card counts what the queue holds: not the trip until it enters.
    // (It counts called-back requests too, which the queue does not: the two move together.)
    const pendingRequests = async () => (await demo.viewer.trpc.dashboard.stats.query()).pendingRequests;
    const queueTotal = async () => (await demo.viewer.trpc.dashboard.queue.query()).total;
    const [pendingBefore, queueBefore] = [await pendingRequests(), await queueTotal()];
    const created = await partner.trpc.partner.requestTrip.mutate(trip({ scheduledAt: due.toISOString() }));
    expect([await pendingRequests(), await queueTotal()]).toEqual([pendingBefore, queueBefore]);
    expect(created).toMatchObject({ scheduled: true, bookingDate: due.toISOString() });
    const inQueue = async () => (await demo.viewer.trpc.dashboard.queue.query()).items.some((b) => b.id === created.id);
    expect(await inQueue()).toBe(false);
    expect((await demo.viewer.trpc.bookings.list.query({ search: created.reference })).items[0]).toMatchObject({ awaitingQueue: true, queueAt: addMinutes(due, -60).toISOString() });

    const em = () => demo.server.app.orm.em.fork();
    // One minute early: nothing enters.
    expect(await admitScheduledTrips(em(), addMinutes(now, 59))).not.toContain(created.id);
    expect(await inQueue()).toBe(false);

    // This trip's change only: the demo's series trips due in the same hour enter at the same tick.
    const events = await collectChanges(demo.server.app.orm, (h) => demo.viewer.trpc.dashboard.onChange.subscribe(undefined, h), 1, 10_000, (change) => change.entityId === created.id);
    await events.started;
    // Two processes' ticks at the moment it is due: it is claimed exactly once.
    const [first, second] = await Promise.all([admitScheduledTrips(em(), addMinutes(now, 60)), admitScheduledTrips(em(), addMinutes(now, 60))]);
    expect([...first, ...second].filter((id) => id === created.id)).toEqual([created.id]);
    expect(await inQueue()).toBe(true);
    // Other trips of the demo's series may enter at the same tick: the card moves as the queue does.
    const queueGrew = (await queueTotal()) - queueBefore;
    expect(queueGrew).toBeGreaterThanOrEqual(1);
    expect(await pendingRequests()).toBe(pendingBefore + queueGrew);
    const [event] = await events.done;
    expect(event.data).toMatchObject({ topic: 'booking', action: 'updated', entityId: created.id, origin: 'system' });
    expect(await admitScheduledTrips(em(), addMinutes(now, 61))).not.toContain(created.id);
  });

  it('a partner cancels a trip not started with a coded reason; a started one is refused; another organisation\'s is 403', async () => {
    const partner = await partnerOf(HOSPITAL);
    const other = await partnerOf(DIALYSIS);
    const created = await partner.trpc.partner.requestTrip.mutate(trip());
    const foreign = await errorOf(other.trpc.partner.cancelTrip.mutate({ id: created.id, version: created.version, code: 'customer_cancelled' }));
    expect(foreign.data?.httpStatus).toBe(403);
    expect(foreign.message).toBe("This trip is not your organisation's.");
    const cancelled = await partner.trpc.partner.cancelTrip.mutate({ id: created.id, version: created.version, code: 'went_elsewhere', text: 'Family took her' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelCode: 'went_elsewhere', cancelReason: 'Family took her', cancellable: false });
    const timeline = await demo.viewer.trpc.bookings.timeline.query({ id: created.id });
    expect(timeline.at(-1)).toMatchObject({ action: 'status_changed', origin: 'partner', actor: { name: HOSPITAL.person.fullName } });

    // Started: a vehicle on its way.
    const started = await partner.trpc.partner.requestTrip.mutate(trip());
    const vehicle = (await demo.operator.trpc.fleet.list.query()).find((a) => a.readyForDispatch && a.maintenanceStatus !== 'overdue')!;
    const assigned = await demo.operator.trpc.bookings.assign.mutate({ bookingId: started.id, version: started.version, ambulanceId: vehicle.id });
    await demo.operator.trpc.bookings.recordStep.mutate({ bookingId: started.id, version: assigned.version, step: 'on_the_way' });
    const fresh = (await partner.trpc.partner.board.query()).items.find((t) => t.id === started.id)!;
    expect(fresh).toMatchObject({ cancellable: false, vehicle: { number: vehicle.vehicleNumber }, stage: 'on_the_way' });
    const refused = await errorOf(partner.trpc.partner.cancelTrip.mutate({ id: started.id, version: fresh.version, code: 'customer_cancelled' }));
    expect(refused.data?.httpStatus).toBe(409);
  });

  it('history and its CSV: the month\'s own trips only, through the same access check', async () => {
    const partner = await partnerOf(HOSPITAL);
    const other = await partnerOf(DIALYSIS);
    const mine = await partner.trpc.partner.requestTrip.mutate(trip({ patientName: 'History Mine' }));
    const theirs = await other.trpc.partner.requestTrip.mutate(trip({ patientName: 'History Theirs' }));
    const month = mine.bookingDate.slice(0, 7);
    const history = await partner.trpc.partner.history.query({ month });
    expect(history.items.map((t) => t.id)).toContain(mine.id);
    expect(history.items.map((t) => t.id)).not.toContain(theirs.id);
    expect((await errorOf(partner.trpc.partner.history.query({ month: '2026-13' }))).data?.httpStatus).toBe(400);

    const csv = await fetch(`${demo.server.url}/partner/history.csv?month=${month}`, { headers: { cookie: partner.jar.header() } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark first (Excel then reads names correctly), as the bookings export.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Reference,Due (IST),Status,Patient,Patient phone,Pickup,Destination,Service type,Needs,Vehicle,Cancellation,Series,Notes');
    expect(text).toContain('History Mine');
    expect(text).not.toContain('History Theirs');
    expect((await fetch(`${demo.server.url}/partner/history.csv?month=${month}`)).status).toBe(401);
    expect((await fetch(`${demo.server.url}/partner/history.csv?month=${month}`, { headers: { cookie: demo.operator.jar.header() } })).status).toBe(403);
    expect((await fetch(`${demo.server.url}/partner/history.csv?month=nope`, { headers: { cookie: partner.jar.header() } })).status).toBe(400);
  });

  it('a partner\'s live stream carries its own trips\' changes and never another organisation\'s', async () => {
    const partner = await partnerOf(HOSPITAL);
    const other = await partnerOf(DIALYSIS);
    const seen: string[] = [];
    const events = await collectChanges(
      demo.server.app.orm,
      (h) => partner.trpc.partner.onChange.subscribe(undefined, { ...h, onData: (d) => (seen.push(JSON.stringify(d)), h.onData(d)) }),
      2,
      10_000,
    );
    await events.started;
    const theirs = await other.trpc.partner.requestTrip.mutate(trip({ patientName: 'Stream Theirs' }));
    await demo.operator.trpc.bookings.recordCallBack.mutate({ id: theirs.id, version: theirs.version });
    const mine = await partner.trpc.partner.requestTrip.mutate(trip({ patientName: 'Stream Mine' }));
    await demo.operator.trpc.bookings.recordCallBack.mutate({ id: mine.id, version: mine.version });
    const received = await events.done;
    expect(received.map((e) => [e.data.entityId, e.data.action])).toEqual([
      [mine.id, 'created'],
      [mine.id, 'updated'],
    ]);
    // Ids only: no staff row, no other patient's name anywhere on the wire.
    expect(seen.join('\n')).not.toContain('Stream Theirs');
    expect(seen.join('\n')).not.toContain(theirs.id);
    partner.closeSocket();
    other.closeSocket();
  });
  it('the board\'s arrival estimate follows the vehicle live: the position stream names the partner\'s own moving trips only', async () => {
    const partner = await partnerOf(HOSPITAL);
    const other = await partnerOf(DIALYSIS);
    /** A trip of `who`'s, on a vehicle of its own with its crew on the way. */
    const onTheWay = async (who: Awaited<ReturnType<typeof partnerOf>>, patientName: string) => {
      const created = await who.trpc.partner.requestTrip.mutate(trip({ patientName, needs: [] }));
      const vehicleNumber = `KA-37-EP-${String(randomInt(10_000)).padStart(4, '0')}`;
      const vehicle = await demo.admin.trpc.fleet.create.mutate({ vehicleNumber, ambulanceType: 'basic', lastMaintenanceDate: null, nextMaintenanceDate: null });
      const crew = await crewAccount(demo.server.url, demo.admin, `crew.eta.${randomUUID().slice(0, 8)}@example.com`, vehicleNumber);
      await demo.operator.trpc.bookings.assign.mutate({ bookingId: created.id, version: await bookingVersion(demo.operator.trpc, created.id), ambulanceId: vehicle.id });
      await crew.trpc.crew.recordStep.mutate({ bookingId: created.id, step: 'on_the_way', clientOpId: randomUUID(), tappedAt: new Date().toISOString() });
      const share = (latitude: number, longitude: number) =>
        crew.trpc.crew.sharePosition.mutate({ bookingId: created.id, latitude, longitude, accuracyM: 10, fixedAt: new Date().toISOString() });
      return { id: created.id, share, crew };
    };
    const mine = await onTheWay(partner, 'Eta Mine');
    const theirs = await onTheWay(other, 'Eta Theirs');
    const arrival = async () => (await partner.trpc.partner.board.query()).items.find((t) => t.id === mine.id)!.arrivalMinutes;
    expect(await arrival()).toBeNull();

    // Subscribed after the assignment: the board it opened on already has the trip.
    const first = collect<{ bookingId: string }>((h) => partner.trpc.partner.onPositions.subscribe(undefined, h), 1);
    await first.started;
    // The other organisation's vehicle moves first: announced before ours, never sent here.
    await theirs.share(12.99, 77.7);
    await mine.share(13.05, 77.75);
    expect(await first.done).toEqual([{ bookingId: mine.id }]);
    const far = await arrival();
    expect(far).toBeGreaterThan(0);

    const second = collect<{ bookingId: string }>((h) => partner.trpc.partner.onPositions.subscribe(undefined, h), 1);
    await second.started;
    // Nearer the hospital (12.9569, 77.7011): the next announcement, and a smaller estimate.
    await mine.share(12.96, 77.705);
    expect(await second.done).toEqual([{ bookingId: mine.id }]);
    expect(await arrival()).toBeLessThan(far!);
    for (const client of [partner, other, mine.crew, theirs.crew]) client.closeSocket();
  });
});
