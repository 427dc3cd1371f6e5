import { randomUUID } from 'node:crypto';
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { nextMonday } from 'date-fns/nextMonday';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import type { PartnerTripRequestInput, SeriesCreateInput } from '../../shared/schemas/partner';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { errorOf } from '../helpers/errors';
import { partnerApiClient } from '../helpers/partner-api';
import { signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';

/*
 * Issue 38: the partner API's procedures (/api/v1/trpc) with an API key: trips (create with the
 * console's validation and idempotency, list with filters, get, cancel with a coded reason) and
 * series (create, list, skip a date, pause, end). Another organisation's trip or series is "not
 * found" (404), never 403, so a key learns nothing about anyone else's.
 */
const [HOSPITAL, DIALYSIS] = DEMO_ORGANISATIONS;
const inProvider = tz(PROVIDER_TIME_ZONE);
let server: TestServer & { dropDatabase: () => Promise<void> };
let hospitalPerson: ApiClient;
let api: ReturnType<typeof partnerApiClient>;
let otherApi: ReturnType<typeof partnerApiClient>;

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { SCHEDULED_TICK_MS: '600000' } });
  hospitalPerson = await signedIn(server.url, HOSPITAL.person.email);
  const dialysisPerson = await signedIn(server.url, DIALYSIS.person.email);
  const scopes = ['trips:read', 'trips:write'] as const;
  api = partnerApiClient(server.url, (await hospitalPerson.trpc.partner.keys.create.mutate({ name: 'HIS', scopes: [...scopes] })).secret);
  otherApi = partnerApiClient(server.url, (await dialysisPerson.trpc.partner.keys.create.mutate({ name: 'Dialysis HIS', scopes: [...scopes] })).secret);
  dialysisPerson.closeSocket();
});
afterAll(async () => {
  hospitalPerson?.closeSocket();
  await server.close();
  await server.dropDatabase();
});

const trip = (overrides: Partial<PartnerTripRequestInput> = {}): PartnerTripRequestInput => ({
  idempotencyKey: randomUUID(),
  patientName: 'Suresh Kumar',
  patientPhone: '98450 66003',
  pickupLocation: '',
  dropoffLocation: 'Home: 8th Main, Indiranagar',
  serviceType: 'transfer',
  needs: ['stretcher'],
  notes: null,
  scheduledAt: null,
  ...overrides,
});

describe('trips', () => {
  it('create: the same idempotency key and values give the same trip; other values, 409; a missing key, 400', async () => {
    const input = trip();
    const first = await api.trips.create.mutate(input);
    expect(first).toMatchObject({ status: 'pending', patientName: 'Suresh Kumar', pickupLocation: HOSPITAL.address, needs: ['stretcher'] });
    expect((await api.trips.create.mutate(input)).id).toBe(first.id);
    const clash = await errorOf(api.trips.create.mutate({ ...input, patientName: 'Someone Else' }));
    expect(clash.data?.httpStatus).toBe(409);
    const { idempotencyKey: _, ...withoutKey } = input;
    const missing = await errorOf(api.trips.create.mutate(withoutKey as PartnerTripRequestInput));
    expect(missing.data?.httpStatus).toBe(400);
    const badPhone = await errorOf(api.trips.create.mutate(trip({ patientPhone: '12' })));
    expect(badPhone.data?.httpStatus).toBe(400);
  });

  it('get: its own trip; another organisation\'s or an unknown id is 404 alike', async () => {
    const own = await api.trips.create.mutate(trip());
    expect((await api.trips.get.query({ id: own.id })).id).toBe(own.id);
    const theirs = await otherApi.trips.create.mutate(trip({ patientName: 'Other Org Patient' }));
    for (const id of [theirs.id, randomUUID()]) {
      const error = await errorOf(api.trips.get.query({ id }));
      expect(error.data?.httpStatus).toBe(404);
      expect(error.message).toBe('There is no such trip.');
    }
    const cancel = await errorOf(api.trips.cancel.mutate({ id: theirs.id, version: theirs.version, code: 'customer_cancelled', text: '' }));
    expect(cancel.data?.httpStatus).toBe(404);
    expect((await otherApi.trips.get.query({ id: theirs.id })).status).toBe('pending');
  });

  it('list: its own trips only, by status and by time due', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    const scheduled = await api.trips.create.mutate(trip({ scheduledAt: later.toISOString() }));
    const cancelled = await api.trips.create.mutate(trip());
    await api.trips.cancel.mutate({ id: cancelled.id, version: cancelled.version, code: 'customer_cancelled', text: 'Family took the patient' });

    const all = await api.trips.list.query({});
    expect(all.map((t) => t.id)).toEqual(expect.arrayContaining([scheduled.id, cancelled.id]));
    const theirs = await otherApi.trips.list.query({});
    expect(theirs.map((t) => t.id)).not.toContain(scheduled.id);

    const window = await api.trips.list.query({ from: new Date(later.getTime() - 60_000).toISOString(), to: new Date(later.getTime() + 60_000).toISOString() });
    expect(window.map((t) => t.id)).toEqual([scheduled.id]);
    const onlyCancelled = await api.trips.list.query({ status: 'cancelled' });
    expect(onlyCancelled.map((t) => t.id)).toContain(cancelled.id);
    expect(onlyCancelled.every((t) => t.status === 'cancelled')).toBe(true);

    const reversed = await errorOf(api.trips.list.query({ from: later.toISOString(), to: new Date().toISOString() }));
    expect(reversed.data?.httpStatus).toBe(400);
    expect(reversed.message).toBe('"from" must be before "to"');
    expect((await errorOf(api.trips.list.query({ status: 'lost' as 'pending' }))).data?.httpStatus).toBe(400);
  });
});

describe('series', () => {
  const monday = (weeksLater: number) => format(addDays(nextMonday(new Date(), { in: inProvider }), 7 * weeksLater), 'yyyy-MM-dd', { in: inProvider });
  const seriesInput = (): SeriesCreateInput => ({
    idempotencyKey: randomUUID(),
    trip: { patientName: 'Geetha Rao', patientPhone: '98450 55002', pickupLocation: 'Home: 1st Cross, Bellandur', dropoffLocation: 'Dialysis unit', serviceType: 'transfer', needs: [], notes: '' },
    pattern: { weekdays: [2, 4], time: '08:00', returnTime: null, startDate: monday(1), weeks: 2, untilDate: null },
  });

  it('creates, lists, skips a date, pauses and ends; the history names the key; another organisation\'s is 404', async () => {
    const created = await api.series.create.mutate(seriesInput());
    expect(created.comingTrips).toHaveLength(4);
    expect((await api.series.list.query()).map((s) => s.id)).toContain(created.id);
    expect((await otherApi.series.list.query()).map((s) => s.id)).not.toContain(created.id);

    const date = created.comingTrips[0].seriesDate!;
    const skipped = await api.series.skip.mutate({ id: created.id, version: created.version, date });
    expect(skipped.comingTrips.filter((t) => t.status === 'cancelled').map((t) => t.seriesDate)).toEqual([date]);

    const foreign = await errorOf(otherApi.series.pause.mutate({ id: created.id, version: skipped.version }));
    expect(foreign.data?.httpStatus).toBe(404);

    const paused = await api.series.pause.mutate({ id: created.id, version: skipped.version });
    expect(paused.state).toBe('paused');
    const ended = await api.series.end.mutate({ id: created.id, version: paused.version });
    expect(ended.state).toBe('ended');

    const admin = await signedIn(server.url, 'admin@demo.example.com');
    const timeline = await admin.trpc.bookings.timeline.query({ id: created.comingTrips[0].id });
    expect(timeline.map((e) => e.actor?.name)).toContain('API key HIS');
    admin.closeSocket();
  });
});
