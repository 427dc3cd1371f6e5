import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerTripRequestInput } from '../../shared/schemas/partner';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { findKeyBySecret } from '../../server/services/api-keys.service';
import { errorOf } from '../helpers/errors';
import { partnerApiClient } from '../helpers/partner-api';
import { signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';

/*
 * Issue 38.1: partners' API keys. A key is made in the console (or by an admin for a partner),
 * its secret shown once and stored as a hash only; with it a partner's system acts as the
 * organisation through the partner API, each action in the trip's history under the key's name;
 * a rotated key's old secret works 24 hours more; a revoked key stops on every process at once;
 * each key has its own budget (429 with Retry-After); keys never reach the logs.
 */
const [HOSPITAL, DIALYSIS] = DEMO_ORGANISATIONS;
type Server = TestServer & { dropDatabase: () => Promise<void> };
let a: Server;
let b: Server;
let limited: Server;
let hospital: ApiClient;
let dialysis: ApiClient;
let admin: ApiClient;
const logLines: string[] = [];

beforeAll(async () => {
  const logDestination = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  a = await startTestServer({ seed: true, env: { LOG_LEVEL: 'info' }, logDestination });
  // A second process on the same database, and a third whose keys have a budget of 3 a minute.
  b = await startTestServer({ databaseUrl: a.databaseUrl, env: { LOG_LEVEL: 'info' }, logDestination });
  limited = await startTestServer({ databaseUrl: a.databaseUrl, env: { API_KEY_REQUESTS_PER_MINUTE: '3' } });
  hospital = await signedIn(a.url, HOSPITAL.person.email);
  dialysis = await signedIn(a.url, DIALYSIS.person.email);
  admin = await signedIn(a.url, 'admin@demo.example.com');
});
afterAll(async () => {
  for (const c of [hospital, dialysis, admin]) c?.closeSocket();
  await limited?.close();
  await b?.close();
  await a?.close();
  await a?.dropDatabase();
});

const trip = (overrides: Partial<PartnerTripRequestInput> = {}): PartnerTripRequestInput => ({
  idempotencyKey: randomUUID(),
  patientName: 'Meena Iyer',
  patientPhone: '98450 66002',
  pickupLocation: '',
  dropoffLocation: 'Home: 3rd Cross, Koramangala',
  serviceType: 'transfer',
  needs: ['wheelchair'],
  notes: null,
  scheduledAt: null,
  ...overrides,
});

const newKey = (client: ApiClient, name: string, scopes: ('trips:read' | 'trips:write' | 'webhooks:manage')[] = ['trips:read', 'trips:write']) =>
  client.trpc.partner.keys.create.mutate({ name, scopes });

describe('making and listing keys', () => {
  it('shows the secret once, keeps only its SHA-256, and lists the key with prefix, scopes, maker and last use', async () => {
    const { key, secret } = await newKey(hospital, 'Discharge desk');
    expect(secret).toMatch(/^amb_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Discharge desk', scopes: ['trips:read', 'trips:write'], createdByName: HOSPITAL.person.fullName, lastUsedAt: null, revokedAt: null });
    expect(secret.startsWith(key.prefix)).toBe(true);

    const listed = (await hospital.trpc.partner.keys.list.query()).find((k) => k.id === key.id)!;
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.prefix.length).toBeLessThan(secret.length / 2);

    // Nothing in the database holds the secret; its hash is there.
    const stored = JSON.stringify(await a.app.orm.em.fork().getConnection().execute('select k.*, s.* from api_key k join api_key_secret s on s.key_id = k.id'));
    expect(stored).not.toContain(secret);
    expect(stored).toContain(createHash('sha256').update(secret).digest('hex'));

    await partnerApiClient(a.url, secret).trips.list.query({});
    const used = (await hospital.trpc.partner.keys.list.query()).find((k) => k.id === key.id)!;
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("lists only the organisation's own keys, and another organisation's key cannot be rotated or revoked (not found)", async () => {
    const { key } = await newKey(hospital, 'Hospital only');
    expect((await dialysis.trpc.partner.keys.list.query()).map((k) => k.id)).not.toContain(key.id);
    expect((await errorOf(dialysis.trpc.partner.keys.revoke.mutate({ id: key.id }))).data?.code).toBe('NOT_FOUND');
    expect((await errorOf(dialysis.trpc.partner.keys.rotate.mutate({ id: key.id }))).data?.code).toBe('NOT_FOUND');
  });

  it('refuses a key without a name or scopes, with the form messages', async () => {
    const noName = await errorOf(hospital.trpc.partner.keys.create.mutate({ name: ' ', scopes: ['trips:read'] }));
    expect(noName.data?.httpStatus).toBe(400);
    expect(noName.message).toBe('Key name is required');
    const noScope = await errorOf(hospital.trpc.partner.keys.create.mutate({ name: 'x', scopes: [] }));
    expect(noScope.message).toBe('Choose at least one scope');
  });

  it('an admin makes, rotates and revokes a key for a partner organisation', async () => {
    const organisationId = (await hospital.trpc.partner.me.query()).organisation.id;
    const { key, secret } = await admin.trpc.organisations.apiKeys.create.mutate({ organisationId, name: 'Made by admin', scopes: ['trips:read'] });
    expect(key.createdByName).toBe((await admin.trpc.auth.me.query())?.fullName);
    expect((await hospital.trpc.partner.keys.list.query()).map((k) => k.id)).toContain(key.id);
    expect((await admin.trpc.organisations.apiKeys.list.query({ organisationId })).map((k) => k.id)).toContain(key.id);
    await partnerApiClient(a.url, secret).trips.list.query({});
    await admin.trpc.organisations.apiKeys.revoke.mutate({ id: key.id });
    expect((await errorOf(partnerApiClient(a.url, secret).trips.list.query({}))).data?.code).toBe('UNAUTHORIZED');
  });
});

describe('acting with a key', () => {
  it("books as the key's organisation, and the trip's history names the key", async () => {
    const { secret } = await newKey(hospital, 'Ward 5 system');
    const api = partnerApiClient(a.url, secret);
    const booked = await api.trips.create.mutate(trip());
    expect((await hospital.trpc.partner.board.query()).items.map((t) => t.id)).toContain(booked.id);
    const cancelled = await api.trips.cancel.mutate({ id: booked.id, version: booked.version, code: 'customer_cancelled', text: '' });
    expect(cancelled.status).toBe('cancelled');
    const timeline = await admin.trpc.bookings.timeline.query({ id: booked.id });
    const actors = timeline.map((e) => e.actor?.name);
    expect(actors).toEqual(['API key Ward 5 system', 'API key Ward 5 system']);
  });

  it('refuses a call without the scope, naming it (403)', async () => {
    const { secret } = await newKey(hospital, 'Read only', ['trips:read']);
    const error = await errorOf(partnerApiClient(a.url, secret).trips.create.mutate(trip()));
    expect(error.data?.httpStatus).toBe(403);
    expect(error.message).toBe('This API key does not have the scope "trips:write".');
  });

  it('refuses a call with no key, a wrong key, or a session cookie instead of a key (401)', async () => {
    expect((await errorOf(partnerApiClient(a.url, null).trips.list.query({}))).data?.httpStatus).toBe(401);
    expect((await errorOf(partnerApiClient(a.url, 'amb_' + 'x'.repeat(43)).trips.list.query({}))).data?.httpStatus).toBe(401);
    const res = await fetch(`${a.url}/api/v1/trpc/trips.list?input=${encodeURIComponent('{}')}`, { headers: { cookie: hospital.jar.header() } });
    expect(res.status).toBe(401);
  });
});

describe('rotation', () => {
  it('gives a new secret; the old one keeps working for 24 hours, then stops', async () => {
    const { key, secret: old } = await newKey(hospital, 'Rotated');
    const before = Date.now();
    const rotated = await hospital.trpc.partner.keys.rotate.mutate({ id: key.id });
    expect(rotated.secret).not.toBe(old);
    const expires = Date.parse(rotated.previousExpiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    await partnerApiClient(a.url, old).trips.list.query({});
    await partnerApiClient(b.url, rotated.secret).trips.list.query({});
    const listed = (await hospital.trpc.partner.keys.list.query()).find((k) => k.id === key.id)!;
    expect(listed.previousExpiresAt).toBe(rotated.previousExpiresAt);
    expect(rotated.secret.startsWith(listed.prefix)).toBe(true);

    // The look-up at a controlled clock: a second before the end the old secret works, after it not; the new one does.
    const em = a.app.orm.em.fork();
    expect(await findKeyBySecret(em, old, new Date(expires - 1000))).toMatchObject({ id: key.id });
    expect(await findKeyBySecret(em, old, new Date(expires + 1000))).toBeNull();
    expect(await findKeyBySecret(em, rotated.secret, new Date(expires + 1000))).toMatchObject({ id: key.id });
  });
});

describe('revocation', () => {
  it('stops the key at once on every process, its rotated previous secret too', async () => {
    const { key, secret: old } = await newKey(hospital, 'Revoked');
    const { secret } = await hospital.trpc.partner.keys.rotate.mutate({ id: key.id });
    // Used on both processes first (anything a process could keep of it is warm).
    for (const s of [old, secret]) {
      await partnerApiClient(a.url, s).trips.list.query({});
      await partnerApiClient(b.url, s).trips.list.query({});
    }
    await hospital.trpc.partner.keys.revoke.mutate({ id: key.id });
    for (const url of [b.url, a.url]) {
      for (const s of [secret, old]) {
        const error = await errorOf(partnerApiClient(url, s).trips.list.query({}));
        expect(error.data?.httpStatus).toBe(401);
      }
    }
    const listed = (await hospital.trpc.partner.keys.list.query()).find((k) => k.id === key.id)!;
    expect(listed.revokedAt).not.toBeNull();
    expect((await errorOf(hospital.trpc.partner.keys.rotate.mutate({ id: key.id }))).data?.code).toBe('CONFLICT');
  });
});

describe('budget', () => {
  it("refuses a key past its own budget with 429 and Retry-After; another key's budget is untouched", async () => {
    const { secret } = await newKey(hospital, 'Busy');
    const { secret: other } = await newKey(hospital, 'Quiet');
    const call = (s: string) => fetch(`${limited.url}/api/v1/trpc/trips.list?input=${encodeURIComponent('{}')}`, { headers: { authorization: `Bearer ${s}` } });
    for (let i = 0; i < 3; i++) expect((await call(secret)).status).toBe(200);
    const refused = await call(secret);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^This API key has used its 3 requests for this minute\. Try again in \d+ seconds?\.$/);
    expect((await call(other)).status).toBe(200);
  });
});

describe('logs', () => {
  it('never carry a key, used or refused', async () => {
    const { secret } = await newKey(hospital, 'Logged?');
    await partnerApiClient(a.url, secret).trips.list.query({});
    await partnerApiClient(b.url, secret).trips.get.query({ id: randomUUID() }).catch(() => {});
    await partnerApiClient(a.url, secret.slice(0, -2) + 'zz').trips.list.query({}).catch(() => {});
    a.app.log.info({ req: { headers: { authorization: `Bearer ${secret}` } } }, 'a request logged with its headers');
    expect(logLines.length).toBeGreaterThan(0);
    const text = logLines.join('');
    expect(text).toContain('a request logged with its headers');
    expect(text).not.toContain(secret.slice(4, 20));
  });
});
