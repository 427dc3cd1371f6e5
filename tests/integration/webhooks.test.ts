import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerTripRequestInput } from '../../shared/schemas/partner';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { isPublicAddress } from '../../server/webhooks/address-guard';
import { deleteOldDeliveries } from '../../server/webhooks/prune';
import { rows } from '../helpers/fixtures';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { createTestDatabase } from '../helpers/database';
import { errorOf } from '../helpers/errors';
import { bookingVersion } from '../helpers/versions';
import { collectChanges, signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';
import { waitFor, WebhookReceiver } from '../helpers/webhook-receiver';

/*
 * Issue 38.4: signed webhooks to a real local receiver that verifies every signature with the
 * standardwebhooks library. The worker's pace is shortened by its settings (tick, back-off,
 * attempt timeout, retry window); every wait polls what the receiver or the console shows.
 */
const [HOSPITAL, DIALYSIS] = DEMO_ORGANISATIONS;
const FAST = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TICK_MS: '100',
  WEBHOOK_BACKOFF_MS: '100,300',
  WEBHOOK_ATTEMPT_TIMEOUT_MS: '1000',
  WEBHOOK_RETRY_WINDOW_MS: '600000',
  // The scheduled queue's tick would change demo trips meanwhile (events of their own): slowed right down.
  SCHEDULED_TICK_MS: '600000',
};
const ALL_EVENTS = ['trip.requested', 'trip.confirmed', 'trip.assigned', 'trip.en_route', 'trip.arrived', 'trip.completed', 'trip.cancelled'] as const;

let server: TestServer & { dropDatabase: () => Promise<void> };
let operator: ApiClient;
let hospital: ApiClient;
let dialysis: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ seed: true, env: FAST });
  operator = await signedIn(server.url, 'operator@demo.example.com');
  hospital = await signedIn(server.url, HOSPITAL.person.email);
  dialysis = await signedIn(server.url, DIALYSIS.person.email);
});
afterAll(async () => {
  for (const c of [operator, hospital, dialysis]) c?.closeSocket();
  await server?.close();
  await server?.dropDatabase();
});

const tripRequest = (overrides: Partial<PartnerTripRequestInput> = {}): PartnerTripRequestInput => ({
  idempotencyKey: randomUUID(),
  patientName: 'Ramesh Patil',
  patientPhone: '98450 66001',
  pickupLocation: '',
  dropoffLocation: 'Home: 5th Main, HSR Layout',
  serviceType: 'transfer',
  needs: [],
  notes: '',
  scheduledAt: null,
  ...overrides,
});

let vehicleSerial = 7000;
async function newVehicle(api: ApiClient = operator) {
  vehicleSerial += 1;
  return api.trpc.fleet.create.mutate({
    vehicleNumber: `KA-77-WH-${vehicleSerial}`,
    ambulanceType: 'basic',
    isAvailable: true,
    lastMaintenanceDate: '',
    nextMaintenanceDate: '',
    driverName: `Driver ${vehicleSerial}`,
    driverPhone: '+919880099999',
  });
}

/** Assigns a vehicle and takes the trip through the crew's steps to the end (staff recording them). */
async function runTrip(api: ApiClient, tripId: string) {
  const vehicle = await newVehicle(api);
  await api.trpc.bookings.assign.mutate({ bookingId: tripId, ambulanceId: vehicle.id, version: await bookingVersion(api.trpc, tripId) });
  let version = await bookingVersion(api.trpc, tripId);
  for (const step of ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const) {
    version = (await api.trpc.bookings.recordStep.mutate({ bookingId: tripId, step, version })).version;
  }
}
const FULL_TRIP = ['trip.requested', 'trip.confirmed', 'trip.assigned', 'trip.en_route', 'trip.arrived', 'trip.completed'];

async function endpointFor(client: ApiClient, receiver: WebhookReceiver, events: readonly string[] = ALL_EVENTS) {
  const created = await client.trpc.partner.webhooks.create.mutate({ idempotencyKey: randomUUID(), url: receiver.url, events: [...events] as never });
  receiver.secret = created.secret;
  return created;
}

/** Every id the receiver verified names one event only (a retry repeats the same event, never another). */
function expectOneEventPerId(receiver: WebhookReceiver) {
  const byId = new Map<string, string>();
  for (const r of receiver.received) {
    const seen = byId.get(r.id);
    if (seen !== undefined) expect(r.body, `webhook-id ${r.id}`).toBe(seen);
    byId.set(r.id, r.body);
  }
  expect(receiver.rejected).toEqual([]);
}

describe('deliveries', () => {
  it("a trip's steps reach the endpoint signed (verified with standardwebhooks), in order, each once; the console shows them", async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const { endpoint, secret } = await endpointFor(hospital, receiver);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(endpoint).toMatchObject({ url: receiver.url, enabled: true, createdByName: HOSPITAL.person.fullName });
      expect(await hospital.trpc.partner.webhooks.secret.query({ id: endpoint.id })).toEqual({ secret });

      const trip = await hospital.trpc.partner.requestTrip.mutate(tripRequest());
      await runTrip(operator, trip.id);
      await waitFor(() => receiver.tripEvents(trip.id).length >= FULL_TRIP.length, () => JSON.stringify(receiver.tripEvents(trip.id)));
      expect(receiver.tripEvents(trip.id)).toEqual(FULL_TRIP);
      expectOneEventPerId(receiver);
      const ids = receiver.received.filter((r) => r.tripId === trip.id).map((r) => r.id);
      expect(new Set(ids).size).toBe(FULL_TRIP.length);
      const completed = JSON.parse(receiver.received.find((r) => r.tripId === trip.id && r.type === 'trip.completed')!.body) as Record<string, unknown>;
      expect(completed).toMatchObject({ type: 'trip.completed', data: { tripId: trip.id, reference: trip.reference, status: 'completed', vehicle: { number: expect.stringMatching(/^KA-77-WH-/) as string } } });
      // No personal detail of the patient travels in a webhook.
      expect(JSON.stringify(completed)).not.toContain('Ramesh');

      const deliveries = await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id });
      const ofTrip = deliveries.filter((d) => d.tripReference === trip.reference);
      expect(ofTrip.map((d) => d.type).sort()).toEqual([...FULL_TRIP].sort());
      for (const d of ofTrip) expect(d).toMatchObject({ status: 'delivered', lastStatusCode: 204, attempts: 1, lastError: null });
      await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    } finally {
      await receiver.stop();
    }
  });

  it('many trips at once to two endpoints: each delivery arrives once and the console shows every one delivered at its first attempt', async () => {
    const receivers = [new WebhookReceiver(), new WebhookReceiver()];
    await Promise.all(receivers.map((r) => r.start()));
    try {
      const endpoints = [];
      for (const receiver of receivers) endpoints.push((await endpointFor(hospital, receiver, ['trip.requested'])).endpoint);
      // Requested together: their deliveries are answered while others are being recorded, so
      // results are written several to a statement (worker.ts); each must still land on its row.
      const trips = await Promise.all(Array.from({ length: 24 }, () => hospital.trpc.partner.requestTrip.mutate(tripRequest())));
      for (const receiver of receivers) {
        await waitFor(() => trips.every((t) => receiver.tripEvents(t.id).length === 1), () => `${receiver.received.length} received`);
        expectOneEventPerId(receiver);
      }
      for (const endpoint of endpoints) {
        await waitFor(
          async () => {
            const deliveries = await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id });
            return trips.every((t) => deliveries.some((d) => d.tripReference === t.reference && d.status === 'delivered'));
          },
          () => 'not every delivery shows as delivered',
        );
        const deliveries = (await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).filter((d) => trips.some((t) => t.reference === d.tripReference));
        expect(deliveries).toHaveLength(trips.length);
        for (const d of deliveries) expect(d).toMatchObject({ status: 'delivered', lastStatusCode: 204, attempts: 1, lastError: null });
        await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
      }
    } finally {
      await Promise.all(receivers.map((r) => r.stop()));
    }
  });

  it('npm run data:retention deletes deliveries over for more than WEBHOOK_KEEP_DAYS, and keeps one still pending however old', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const { endpoint } = await endpointFor(hospital, receiver, ['trip.requested']);
      const [old, waiting, recent] = await Promise.all([0, 1, 2].map(() => hospital.trpc.partner.requestTrip.mutate(tripRequest())));
      await waitFor(
        async () => {
          const deliveries = await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id });
          return [old, waiting, recent].every((t) => deliveries.some((d) => d.tripReference === t.reference && d.status === 'delivered'));
        },
        () => 'the three deliveries were not all delivered',
      );
      // Made 31 days ago: one delivered, one still waiting for its next attempt (tomorrow).
      await rows(server.app.orm, "update webhook_delivery set created_at = now() - interval '31 days' where booking_id in (?, ?)", [old.id, waiting.id]);
      await rows(server.app.orm, "update webhook_delivery set status = 'pending', next_attempt_at = now() + interval '1 day' where booking_id = ?", [waiting.id]);

      expect((await deleteOldDeliveries(server.app.orm.em.fork(), 30)).deliveries).toBe(1);
      const left = await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id });
      const shown = left.filter((d) => [old, waiting, recent].some((t) => t.reference === d.tripReference)).map((d) => [d.tripReference, d.status]);
      expect(shown.sort()).toEqual(
        [
          [recent.reference, 'delivered'],
          [waiting.reference, 'pending'],
        ].sort(),
      );
      await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    } finally {
      await receiver.stop();
    }
  });

  it('the receiver down for a while, then back: every event arrives, in order per trip, no id as two events', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const { endpoint } = await endpointFor(hospital, receiver);
      await receiver.stop();
      const trips: { id: string }[] = [];
      for (let i = 0; i < 3; i += 1) trips.push(await hospital.trpc.partner.requestTrip.mutate(tripRequest({ patientName: `Patient ${i}` })));
      await Promise.all(trips.map((t) => runTrip(operator, t.id)));
      // Failing meanwhile: the console says so (attempts made, nothing delivered).
      await waitFor(
        async () => (await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).some((d) => d.attempts >= 2 && d.status === 'pending'),
        () => 'no delivery retried while the receiver was down',
      );
      const list = await hospital.trpc.partner.webhooks.list.query();
      expect(list.find((e) => e.id === endpoint.id)).toMatchObject({ enabled: true, failingSince: expect.any(String) as string });
      expect(receiver.received).toEqual([]);

      await receiver.start();
      await waitFor(
        () => trips.every((t) => receiver.tripEvents(t.id).length >= FULL_TRIP.length),
        () => JSON.stringify(trips.map((t) => receiver.tripEvents(t.id))),
      );
      for (const t of trips) expect(receiver.tripEvents(t.id)).toEqual(FULL_TRIP);
      expectOneEventPerId(receiver);
      // Each attempt is in the delivery's log, newest first: the refusals, then the 204.
      await waitFor(
        async () => (await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).every((d) => d.status === 'delivered'),
        () => 'not every delivery shows as delivered',
      );
      const retried = (await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).find((d) => d.attempts >= 2)!;
      const attempts = await hospital.trpc.partner.webhooks.attempts.query({ id: retried.id });
      expect(attempts).toHaveLength(retried.attempts);
      expect(attempts[0]).toMatchObject({ statusCode: 204, error: null });
      for (const a of attempts.slice(1)) expect(a).toMatchObject({ statusCode: null, error: 'Connection refused' });
      expect(attempts.map((a) => a.attemptedAt)).toEqual([...attempts.map((a) => a.attemptedAt)].sort().reverse());
      expect(await errorOf(dialysis.trpc.partner.webhooks.attempts.query({ id: retried.id }))).toMatchObject({ data: { code: 'NOT_FOUND', httpStatus: 404 } });
      await waitFor(
        async () => (await hospital.trpc.partner.webhooks.list.query()).find((e) => e.id === endpoint.id)?.failingSince === null,
        () => 'the endpoint still failing after deliveries',
      );
      await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    } finally {
      await receiver.stop();
    }
  });

  it('"Send test event" and "Send again": the same webhook-id again for the same delivery', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const { endpoint } = await endpointFor(hospital, receiver, ['trip.cancelled']);
      const test = await hospital.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id });
      await waitFor(() => receiver.received.some((r) => r.id === test.messageId), () => 'no test event');
      expect(receiver.received.find((r) => r.id === test.messageId)).toMatchObject({ type: 'webhook.test', tripId: null });

      await hospital.trpc.partner.webhooks.resend.mutate({ id: test.deliveryId });
      await waitFor(() => receiver.received.filter((r) => r.id === test.messageId).length === 2, () => 'not sent again');
      const delivery = (await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).find((d) => d.id === test.deliveryId);
      expect(delivery).toMatchObject({ id: test.deliveryId, type: 'webhook.test', status: 'delivered', attempts: 2 });
      expectOneEventPerId(receiver);
      // Only the chosen events: a trip requested and run sends nothing to this endpoint.
      const trip = await hospital.trpc.partner.requestTrip.mutate(tripRequest());
      await runTrip(operator, trip.id);
      const cancelled = await hospital.trpc.partner.requestTrip.mutate(tripRequest());
      await hospital.trpc.partner.cancelTrip.mutate({ id: cancelled.id, version: cancelled.version, code: 'customer_cancelled' });
      await waitFor(() => receiver.tripEvents(cancelled.id).length === 1, () => 'no trip.cancelled');
      expect(receiver.tripEvents(cancelled.id)).toEqual(['trip.cancelled']);
      expect(receiver.tripEvents(trip.id)).toEqual([]);
      await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    } finally {
      await receiver.stop();
    }
  });
});

describe("another organisation's endpoints and deliveries", () => {
  it('are not listed, read, sent again or changed; its trips never reach them', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const { endpoint } = await endpointFor(hospital, receiver);
      const test = await hospital.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id });
      expect((await dialysis.trpc.partner.webhooks.list.query()).map((e) => e.id)).not.toContain(endpoint.id);
      for (const call of [
        dialysis.trpc.partner.webhooks.secret.query({ id: endpoint.id }),
        dialysis.trpc.partner.webhooks.deliveries.query({ id: endpoint.id }),
        dialysis.trpc.partner.webhooks.setEnabled.mutate({ id: endpoint.id, enabled: false }),
        dialysis.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id }),
        dialysis.trpc.partner.webhooks.delete.mutate({ id: endpoint.id }),
        dialysis.trpc.partner.webhooks.resend.mutate({ id: test.deliveryId }),
        dialysis.trpc.partner.webhooks.rotateSecret.mutate({ id: endpoint.id }),
        dialysis.trpc.partner.webhooks.update.mutate({ id: endpoint.id, url: 'https://hooks.example.com/theirs', events: ['trip.requested'] }),
      ]) {
        expect(await errorOf(call)).toMatchObject({ data: { code: 'NOT_FOUND', httpStatus: 404 } });
      }
      expect((await hospital.trpc.partner.webhooks.list.query()).find((e) => e.id === endpoint.id)).toMatchObject({ enabled: true });

      const theirs = await dialysis.trpc.partner.requestTrip.mutate(tripRequest());
      const ours = await hospital.trpc.partner.requestTrip.mutate(tripRequest());
      await waitFor(() => receiver.tripEvents(ours.id).length === 1, () => 'our trip.requested never came');
      expect(receiver.received.filter((r) => r.tripId === theirs.id)).toEqual([]);
      await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    } finally {
      await receiver.stop();
    }
  });
});

describe('rotating the secret and editing an endpoint', () => {
  it('after a rotation each delivery verifies with the new secret and, for the overlap, with the old one; then with the new one only', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const { endpoint, secret: old } = await endpointFor(hospital, receiver, ['trip.cancelled']);
      const rotated = await hospital.trpc.partner.webhooks.rotateSecret.mutate({ id: endpoint.id });
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(old);
      const hoursLeft = (new Date(rotated.previousSecretUntil).getTime() - Date.now()) / 3_600_000;
      expect(hoursLeft).toBeGreaterThan(23.9);
      expect(hoursLeft).toBeLessThanOrEqual(24);
      expect(await hospital.trpc.partner.webhooks.secret.query({ id: endpoint.id })).toEqual({ secret: rotated.secret });
      expect((await hospital.trpc.partner.webhooks.list.query()).find((e) => e.id === endpoint.id)).toMatchObject({ previousSecretUntil: rotated.previousSecretUntil });

      // A receiver not yet switched (the old secret) and one switched (the new) both verify.
      const first = await hospital.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id });
      await waitFor(() => receiver.received.some((r) => r.id === first.messageId), () => `rejected: ${receiver.rejected.join('; ')}`);
      receiver.secret = rotated.secret;
      const second = await hospital.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id });
      await waitFor(() => receiver.received.some((r) => r.id === second.messageId), () => `rejected: ${receiver.rejected.join('; ')}`);
      expect(receiver.rejected).toEqual([]);

      // The overlap over: the old secret no longer verifies.
      await rows(server.app.orm, "update webhook_endpoint set previous_secret_until = now() - interval '1 second' where id = ?", [endpoint.id]);
      receiver.secret = old;
      const third = await hospital.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id });
      await waitFor(() => receiver.rejected.some((r) => r.startsWith(third.messageId)), () => 'the old secret still verified after the overlap');
      expect((await hospital.trpc.partner.webhooks.list.query()).find((e) => e.id === endpoint.id)).toMatchObject({ previousSecretUntil: null });
      await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    } finally {
      await receiver.stop();
    }
  });

  it('a new URL and events take effect for what is sent next; the URL rules apply as when adding', async () => {
    const [before, after] = [new WebhookReceiver(), new WebhookReceiver()];
    await Promise.all([before.start(), after.start()]);
    try {
      const { endpoint, secret } = await endpointFor(hospital, before, ['trip.requested']);
      after.secret = secret;
      for (const [url, message] of [
        ['http://hooks.example.com/x', 'Use an https:// address (http:// only for localhost while developing)'],
        ['https://user:pw@hooks.example.com/x', 'The address may not carry a user name or password'],
      ] as const) {
        expect(await errorOf(hospital.trpc.partner.webhooks.update.mutate({ id: endpoint.id, url, events: ['trip.requested'] }))).toMatchObject({ message, data: { httpStatus: 400 } });
      }
      expect(await errorOf(hospital.trpc.partner.webhooks.update.mutate({ id: endpoint.id, url: after.url, events: [] }))).toMatchObject({
        message: 'Choose at least one event',
        data: { httpStatus: 400 },
      });

      const saved = await hospital.trpc.partner.webhooks.update.mutate({ id: endpoint.id, url: after.url, events: ['trip.requested', 'trip.cancelled'], description: 'Travel desk' });
      expect(saved).toMatchObject({ url: after.url, events: ['trip.requested', 'trip.cancelled'], description: 'Travel desk' });
      const trip = await hospital.trpc.partner.requestTrip.mutate(tripRequest());
      await hospital.trpc.partner.cancelTrip.mutate({ id: trip.id, version: trip.version, code: 'customer_cancelled' });
      await waitFor(() => after.tripEvents(trip.id).length === 2, () => JSON.stringify(after.tripEvents(trip.id)));
      expect(after.tripEvents(trip.id)).toEqual(['trip.requested', 'trip.cancelled']);
      expect(before.received.filter((r) => r.tripId === trip.id)).toEqual([]);
      await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    } finally {
      await Promise.all([before.stop(), after.stop()]);
    }
  });
});

describe('endpoint rules', () => {
  it.each([
    ['ftp://hooks.example.com/x', 'Use an https:// address (http:// only for localhost while developing)'],
    ['http://hooks.example.com/x', 'Use an https:// address (http:// only for localhost while developing)'],
    ['https://user:pw@hooks.example.com/x', 'The address may not carry a user name or password'],
    ['not a url', 'Use an https:// address (http:// only for localhost while developing)'],
  ])('%s is refused: %s', async (url, message) => {
    const error = await errorOf(hospital.trpc.partner.webhooks.create.mutate({ idempotencyKey: randomUUID(), url, events: ['trip.requested'] }));
    expect(error).toMatchObject({ message, data: { httpStatus: 400 } });
  });

  it('an endpoint needs at least one event, and only known ones', async () => {
    expect(await errorOf(hospital.trpc.partner.webhooks.create.mutate({ idempotencyKey: randomUUID(), url: 'https://hooks.example.com/a', events: [] }))).toMatchObject({
      message: 'Choose at least one event',
      data: { httpStatus: 400 },
    });
    expect(await errorOf(hospital.trpc.partner.webhooks.create.mutate({ idempotencyKey: randomUUID(), url: 'https://hooks.example.com/a', events: ['trip.teleported' as never] }))).toMatchObject({
      message: 'Unknown event',
      data: { httpStatus: 400 },
    });
  });

  it('the same add sent again (a lost answer) adds one endpoint; the same key with another URL is refused', async () => {
    const input = { idempotencyKey: randomUUID(), url: 'https://hooks.example.com/retry', events: ['trip.completed' as const] };
    const first = await hospital.trpc.partner.webhooks.create.mutate(input);
    const again = await hospital.trpc.partner.webhooks.create.mutate(input);
    expect(again).toEqual(first);
    expect((await hospital.trpc.partner.webhooks.list.query()).filter((e) => e.url === input.url)).toHaveLength(1);
    expect(await errorOf(hospital.trpc.partner.webhooks.create.mutate({ ...input, url: 'https://hooks.example.com/other' }))).toMatchObject({
      data: { code: 'CONFLICT', httpStatus: 409 },
    });
    await hospital.trpc.partner.webhooks.delete.mutate({ id: first.endpoint.id });
  });

  it('a person disables and enables one: the console says who disabled it', async () => {
    const { endpoint } = await hospital.trpc.partner.webhooks.create.mutate({ idempotencyKey: randomUUID(), url: 'https://hooks.example.com/b', events: ['trip.completed'] });
    const disabled = await hospital.trpc.partner.webhooks.setEnabled.mutate({ id: endpoint.id, enabled: false });
    expect(disabled).toMatchObject({ enabled: false, disabledReason: `Disabled by ${HOSPITAL.person.fullName}.` });
    expect(await errorOf(hospital.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id }))).toMatchObject({ data: { code: 'CONFLICT' } });
    expect(await hospital.trpc.partner.webhooks.setEnabled.mutate({ id: endpoint.id, enabled: true })).toMatchObject({ enabled: true, disabledReason: null });
    await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    expect((await hospital.trpc.partner.webhooks.list.query()).map((e) => e.id)).not.toContain(endpoint.id);
  });
});

describe('deleting an endpoint while an attempt is being recorded', () => {
  it('waits for the attempt and deletes it: no deadlock, no error for either', async () => {
    const { endpoint } = await hospital.trpc.partner.webhooks.create.mutate({ idempotencyKey: randomUUID(), url: 'https://hooks.example.com/deleted', events: ['trip.completed'] });
    const { deliveryId } = await hospital.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id });
    await expect.poll(async () => (await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).map((d) => d.id)).toContain(deliveryId);
    // The sender's locks as it records an attempt (worker.ts recordAttempt): the delivery's row,
    // then its endpoint's, in one transaction, with the delete arriving in between.
    const sender = new pg.Client({ connectionString: server.databaseUrl });
    const watcher = new pg.Client({ connectionString: server.databaseUrl });
    await Promise.all([sender.connect(), watcher.connect()]);
    try {
      await sender.query('begin');
      expect((await sender.query("update webhook_delivery set last_error = 'recording' where id = $1", [deliveryId])).rowCount).toBe(1);
      const deleted = hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
      // The delete has reached the database and waits there on a lock (it cannot finish before
      // the commit). Read from another connection: inside a transaction pg_stat_activity stays as
      // first read.
      await expect
        .poll(async () => (await watcher.query("select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'delete from%webhook%'")).rowCount)
        .toBeGreaterThan(0);
      await sender.query('update webhook_endpoint set failing_since = now() where id = $1', [endpoint.id]);
      await sender.query('commit');
      await expect(deleted).resolves.toEqual({ id: endpoint.id });
    } finally {
      await Promise.all([sender.end(), watcher.end()]);
    }
    expect((await hospital.trpc.partner.webhooks.list.query()).map((e) => e.id)).not.toContain(endpoint.id);
  });
});

describe('disabling an endpoint while an attempt is being recorded', () => {
  it("the person's Disable stands: the failed attempt recorded after it does not turn the endpoint back on", async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    const holder = new pg.Client({ connectionString: server.databaseUrl });
    const watcher = new pg.Client({ connectionString: server.databaseUrl });
    await Promise.all([holder.connect(), watcher.connect()]);
    const waitingOnLock = async (pattern: string) =>
      (await watcher.query("select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike $1", [pattern])).rowCount;
    try {
      const { endpoint } = await endpointFor(hospital, receiver, ['trip.completed']);
      receiver.answer = 'fail';
      // The endpoint's row held for a moment, so the two writers line up behind it in this order:
      // the person's Disable first, then the sender recording a failed attempt that it began
      // while the endpoint was still enabled.
      await holder.query('begin');
      expect((await holder.query('select 1 from webhook_endpoint where id = $1 for no key update', [endpoint.id])).rowCount).toBe(1);
      const disabled = hospital.trpc.partner.webhooks.setEnabled.mutate({ id: endpoint.id, enabled: false });
      await expect.poll(() => waitingOnLock('update "webhook_endpoint"%')).toBeGreaterThan(0);
      await hospital.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id });
      await expect.poll(() => waitingOnLock('with logged as%')).toBeGreaterThan(0);
      expect(receiver.arrivals.length).toBeGreaterThan(0);
      await holder.query('commit');

      await expect(disabled).resolves.toMatchObject({ enabled: false, disabledReason: `Disabled by ${HOSPITAL.person.fullName}.` });
      // The attempt is recorded (its answer shows), and the endpoint is still disabled, by the person.
      await expect
        .poll(async () => (await hospital.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).find((d) => d.type === 'webhook.test')?.lastError)
        .toBe('Answered 500');
      const [shown] = (await hospital.trpc.partner.webhooks.list.query()).filter((e) => e.id === endpoint.id);
      expect(shown).toMatchObject({ enabled: false, disabledReason: `Disabled by ${HOSPITAL.person.fullName}.` });
      await hospital.trpc.partner.webhooks.delete.mutate({ id: endpoint.id });
    } finally {
      await holder.query('rollback').catch(() => {});
      await Promise.all([holder.end(), watcher.end(), receiver.stop()]);
    }
  });
});

describe('SSRF guard (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  let strict: TestServer & { dropDatabase: () => Promise<void> };
  let partner: ApiClient;
  beforeAll(async () => {
    strict = await startTestServer({ seed: true, env: { ...FAST, WEBHOOK_ALLOW_PRIVATE: 'false' } });
    partner = await signedIn(strict.url, HOSPITAL.person.email);
  });
  afterAll(async () => {
    partner?.closeSocket();
    await strict?.close();
    await strict?.dropDatabase();
  });

  it.each([
    'http://localhost:8080/hooks',
    'https://localhost/hooks',
    'https://127.0.0.1/hooks',
    'https://10.1.2.3/hooks',
    'https://192.168.1.10/hooks',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hooks',
    'https://[fe80::1]/hooks',
    'https://[fd00::5]/hooks',
    'https://[::ffff:127.0.0.1]/hooks',
  ])('%s is refused when registered', async (url) => {
    const error = await errorOf(partner.trpc.partner.webhooks.create.mutate({ idempotencyKey: randomUUID(), url, events: ['trip.requested'] }));
    expect(error).toMatchObject({ data: { httpStatus: 400 } });
    expect(error.message).toMatch(/https:\/\/ address|private, loopback or link-local/);
  });

  it('a name that resolves to a private address is refused when sent: nothing reaches it, the console says why', async () => {
    const name = hostname();
    const addresses = await lookup(name, { all: true });
    // The machine's own name resolves to this machine (127.0.x.x or the container's private address).
    expect(addresses.some((a) => !isPublicAddress(a.address))).toBe(true);
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const { endpoint, secret } = await partner.trpc.partner.webhooks.create.mutate({ idempotencyKey: randomUUID(), url: `https://${name}:${receiver.port}/hooks`, events: ['trip.requested'] });
      receiver.secret = secret;
      const test = await partner.trpc.partner.webhooks.sendTest.mutate({ id: endpoint.id });
      await waitFor(
        async () => ((await partner.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).find((d) => d.id === test.deliveryId)?.attempts ?? 0) >= 2,
        () => 'not attempted',
      );
      const delivery = (await partner.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).find((d) => d.id === test.deliveryId);
      expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: null, lastError: expect.stringMatching(/^Refused: .* is a private, loopback or link-local address$/) as string });
      expect(receiver.arrivals).toEqual([]);
    } finally {
      await receiver.stop();
    }
  });
});

describe('an endpoint failing for the whole retry window', () => {
  let short: TestServer & { dropDatabase: () => Promise<void> };
  let partner: ApiClient;
  beforeAll(async () => {
    // The window is settable: 2 s stands for 24 hours.
    short = await startTestServer({ seed: true, env: { ...FAST, WEBHOOK_RETRY_WINDOW_MS: '2000' } });
    partner = await signedIn(short.url, HOSPITAL.person.email);
  });
  afterAll(async () => {
    partner?.closeSocket();
    await short?.close();
    await short?.dropDatabase();
  });

  it('is disabled, with the reason shown; enabled again, what waited is sent', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const { endpoint } = await endpointFor(partner, receiver);
      receiver.answer = 'fail';
      const trip = await partner.trpc.partner.requestTrip.mutate(tripRequest());
      await waitFor(
        async () => (await partner.trpc.partner.webhooks.list.query()).find((e) => e.id === endpoint.id)?.enabled === false,
        () => 'not disabled',
      );
      const [shown] = (await partner.trpc.partner.webhooks.list.query()).filter((e) => e.id === endpoint.id);
      expect(shown.disabledReason).toMatch(/^Disabled by the server: every delivery failed from .* UTC for 2 seconds \(last: Answered 500\)\./);
      expect(shown.disabledAt).not.toBeNull();
      // A later step of the trip is held while the endpoint is disabled.
      await partner.trpc.partner.cancelTrip.mutate({ id: trip.id, version: trip.version, code: 'customer_cancelled' });
      await waitFor(
        async () => (await partner.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).some((d) => d.type === 'trip.cancelled' && d.tripReference === trip.reference),
        () => 'no delivery made for the cancellation',
      );
      const held = (await partner.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).find((d) => d.type === 'trip.cancelled')!;
      expect(held).toMatchObject({ status: 'pending', attempts: 0 });

      receiver.answer = 'ok';
      await partner.trpc.partner.webhooks.setEnabled.mutate({ id: endpoint.id, enabled: true });
      await waitFor(() => receiver.tripEvents(trip.id).includes('trip.cancelled'), () => 'the held event was not sent on enabling');
      // The requested delivery was given up after its window (failed); the console can send it again.
      const requested = (await partner.trpc.partner.webhooks.deliveries.query({ id: endpoint.id })).find(
        (d) => d.type === 'trip.requested' && d.tripReference === trip.reference,
      )!;
      expect(requested).toMatchObject({ status: 'failed', lastStatusCode: 500, lastError: 'Answered 500' });
      await partner.trpc.partner.webhooks.resend.mutate({ id: requested.id });
      await waitFor(() => receiver.tripEvents(trip.id).includes('trip.requested'), () => 'not sent again');
      expect(receiver.tripEvents(trip.id)).toEqual(['trip.cancelled', 'trip.requested']);
      expectOneEventPerId(receiver);
    } finally {
      await receiver.stop();
    }
  });
});

describe('a server restart mid-delivery', () => {
  let database: { url: string; drop: () => Promise<void> };
  let child: ChildServer | null = null;
  let successor: (TestServer & { dropDatabase: () => Promise<void> }) | null = null;
  beforeAll(async () => {
    database = await createTestDatabase('seeded');
  });
  afterAll(async () => {
    if (child) {
      child.child.kill('SIGKILL');
      await child.exited;
    }
    await successor?.close();
    await database?.drop();
  });

  it('loses nothing: the attempt cut off is made again with the same webhook-id, and the trip\'s later events follow in order', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      child = await startChildServer({ ...FAST, DATABASE_URL: database.url, PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'false' });
      const partnerA = await signedIn(child.url, HOSPITAL.person.email);
      const operatorA = await signedIn(child.url, 'operator@demo.example.com');
      await endpointFor(partnerA, receiver);
      receiver.answer = 'hang';
      const trip = await partnerA.trpc.partner.requestTrip.mutate(tripRequest());
      await waitFor(() => receiver.arrivals.length === 1, () => 'the first attempt never arrived');
      const cutOff = receiver.arrivals[0];
      // Changes made while that attempt hangs: their deliveries wait behind it.
      const vehicle = await newVehicle(operatorA);
      await operatorA.trpc.bookings.assign.mutate({ bookingId: trip.id, ambulanceId: vehicle.id, version: await bookingVersion(operatorA.trpc, trip.id) });
      partnerA.closeSocket();
      operatorA.closeSocket();
      child.child.kill('SIGKILL');
      await child.exited;
      child = null;

      receiver.answer = 'ok';
      successor = await startTestServer({ databaseUrl: database.url, env: FAST });
      await waitFor(() => receiver.tripEvents(trip.id).length >= 3, () => JSON.stringify(receiver.tripEvents(trip.id)), 30_000);
      expect(receiver.tripEvents(trip.id)).toEqual(['trip.requested', 'trip.confirmed', 'trip.assigned']);
      expect(receiver.received.find((r) => r.type === 'trip.requested' && r.tripId === trip.id)?.id).toBe(cutOff);
      expectOneEventPerId(receiver);
    } finally {
      await receiver.stop();
    }
  }, 120_000);
});

describe('the outbox reader', () => {
  // Only a partner's trip makes webhook events: booking events that name no booking the hub could
  // read (deleted, or not a booking's id) do not wake the reader, whose every run is a transaction
  // on the cursor. The tick, which would run it anyway, is slowed past the test.
  it('is not woken by booking events that name no booking', async () => {
    const quiet = await startTestServer({ seed: true, env: { WEBHOOK_TICK_MS: '600000', SCHEDULED_TICK_MS: '600000' } });
    const staff = await signedIn(quiet.url, 'operator@demo.example.com');
    try {
      const ids = [randomUUID(), randomUUID(), 'not-a-booking'];
      const events = await collectChanges(quiet.app.orm, (h) => staff.trpc.dashboard.onChange.subscribe(undefined, h), ids.length);
      await events.started;
      const cursorReads: string[] = [];
      const count = (q: { sql: string }) => void (/webhook_cursor/.test(q.sql) && cursorReads.push(q.sql));
      const knex = quiet.app.orm.em.getConnection().getKnex();
      knex.on('query', count);
      try {
        for (const id of ids) {
          await quiet.app.orm.em.getConnection().execute("insert into change_event (topic, action, entity_id, origin) values ('booking', 'deleted', ?, 'system')", [id]);
        }
        expect((await events.done).map((e) => e.data.entityId)).toEqual(ids);
      } finally {
        knex.off('query', count);
      }
      expect(cursorReads).toEqual([]);
    } finally {
      staff.closeSocket();
      await quiet.close();
      await quiet.dropDatabase();
    }
  });
});
