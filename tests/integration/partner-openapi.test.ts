import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../clients/partner-openapi/schema';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { openApiTypes } from '../../scripts/openapi-types';
import { signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';

/*
 * Issue 38.3: the partner API as REST under /api/v1 with its OpenAPI 3.1 document at
 * /api/v1/openapi.json (made from the same router and schemas), a reference page at /api/docs
 * under the site's CSP, errors as JSON with a code and a message, bad input 4xx. A client
 * generated from the document alone (openapi-typescript's types, committed and checked current
 * here, with openapi-fetch) books and reads a trip.
 */
let server: TestServer & { dropDatabase: () => Promise<void> };
let hospital: ApiClient;
let key: string;
let document: Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  hospital = await signedIn(server.url, DEMO_ORGANISATIONS[0].person.email);
  key = (await hospital.trpc.partner.keys.create.mutate({ name: 'REST', scopes: ['trips:read', 'trips:write'] })).secret;
  const res = await fetch(`${server.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  document = (await res.json()) as Record<string, unknown>;
});
afterAll(async () => {
  hospital?.closeSocket();
  await server.close();
  await server.dropDatabase();
});

const rest = (path: string, init: RequestInit & { key?: string | null } = {}) =>
  fetch(`${server.url}/api/v1${path}`, {
    ...init,
    headers: { ...(init.key === null ? {} : { authorization: `Bearer ${init.key ?? key}` }), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });

const tripBody = () => ({
  idempotencyKey: randomUUID(),
  patientName: 'Anil Kumar',
  patientPhone: '98450 66004',
  dropoffLocation: 'Home: 5th Cross, Malleshwaram',
  serviceType: 'transfer' as const,
  needs: ['oxygen' as const],
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, valid, and describes every route with the key as a bearer token', async () => {
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document) as never);
    const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual(
      ['GET /trips', 'POST /trips', 'GET /trips/{id}', 'POST /trips/{id}/cancel', 'GET /series', 'POST /series', 'POST /series/{id}/skip', 'POST /series/{id}/pause', 'POST /series/{id}/end',
        'GET /webhooks', 'POST /webhooks', 'GET /webhooks/{id}/secret', 'POST /webhooks/{id}/enabled', 'DELETE /webhooks/{id}',
        'GET /webhooks/{id}/deliveries', 'POST /webhooks/deliveries/{id}/resend', 'POST /webhooks/{id}/test',
        'PUT /webhooks/{id}', 'POST /webhooks/{id}/secret/rotate', 'GET /webhooks/deliveries/{id}/attempts'].sort(),
    );
    expect(JSON.stringify(document)).not.toMatch(/bookings|organisations|fleet|dashboard/);
    expect((document.components as { securitySchemes: unknown }).securitySchemes).toMatchObject({ apiKey: { type: 'http', scheme: 'bearer' } });
  });

  it('the committed client types are the ones generated from it now (npm run openapi:types)', async () => {
    expect(await openApiTypes(document)).toBe(await readFile('clients/partner-openapi/schema.d.ts', 'utf8'));
  });
});

describe('REST', () => {
  it('a client generated from the document alone books a trip, reads it, lists and cancels it', async () => {
    const client = createClient<paths>({ baseUrl: `${server.url}/api/v1`, headers: { authorization: `Bearer ${key}` } });
    const body = tripBody();
    const booked = await client.POST('/trips', { body });
    expect(booked.response.status).toBe(200);
    expect(booked.data).toMatchObject({ status: 'pending', patientName: 'Anil Kumar', needs: ['oxygen'], pickupLocation: DEMO_ORGANISATIONS[0].address });
    const id = booked.data!.id;
    // The same request again: the same trip.
    expect((await client.POST('/trips', { body })).data?.id).toBe(id);

    const read = await client.GET('/trips/{id}', { params: { path: { id } } });
    expect(read.data).toMatchObject({ id, reference: booked.data!.reference });
    const listed = await client.GET('/trips', { params: { query: { status: 'pending' } } });
    expect(listed.data?.map((t) => t.id)).toContain(id);

    const cancelled = await client.POST('/trips/{id}/cancel', { params: { path: { id } }, body: { version: read.data!.version, code: 'customer_cancelled', text: 'Not needed' } });
    expect(cancelled.data?.status).toBe('cancelled');
  });

  it('a client generated from the document alone registers a webhook endpoint, sends it a test event, sees the delivery and deletes it', async () => {
    const { secret: hooksKey } = await hospital.trpc.partner.keys.create.mutate({ name: 'REST webhooks', scopes: ['webhooks:manage'] });
    const client = createClient<paths>({ baseUrl: `${server.url}/api/v1`, headers: { authorization: `Bearer ${hooksKey}` } });
    const body = { idempotencyKey: randomUUID(), url: 'https://hooks.example.com/ambulance', events: ['trip.assigned' as const, 'trip.completed' as const] };
    const added = await client.POST('/webhooks', { body });
    expect(added.response.status).toBe(200);
    expect(added.data?.secret).toMatch(/^whsec_/);
    expect(added.data?.endpoint).toMatchObject({ url: body.url, events: body.events, enabled: true, createdByName: 'API key REST webhooks' });
    const id = added.data!.endpoint.id;
    // The same key again (an answer lost on the way): the same endpoint.
    expect((await client.POST('/webhooks', { body })).data?.endpoint.id).toBe(id);
    expect((await client.GET('/webhooks')).data?.map((e) => e.id)).toContain(id);
    expect((await client.GET('/webhooks/{id}/secret', { params: { path: { id } } })).data?.secret).toBe(added.data!.secret);

    // No body at all: the path says everything.
    const test = await client.POST('/webhooks/{id}/test', { params: { path: { id } } });
    expect(test.data?.messageId).toMatch(/^msg_/);
    const deliveries = await client.GET('/webhooks/{id}/deliveries', { params: { path: { id } } });
    expect(deliveries.data?.find((d) => d.id === test.data!.deliveryId)).toMatchObject({ type: 'webhook.test', messageId: test.data!.messageId });

    // Each attempt is logged (this host does not resolve here: the attempt fails and says why).
    await expect
      .poll(async () => (await client.GET('/webhooks/deliveries/{id}/attempts', { params: { path: { id: test.data!.deliveryId } } })).data?.length ?? 0)
      .toBeGreaterThan(0);
    const [attempt] = (await client.GET('/webhooks/deliveries/{id}/attempts', { params: { path: { id: test.data!.deliveryId } } })).data!;
    expect(attempt).toMatchObject({ statusCode: null, error: expect.any(String) as string, durationMs: expect.any(Number) as number });

    // A new secret (the previous one signs beside it for a day), and a new address and events.
    const rotated = await client.POST('/webhooks/{id}/secret/rotate', { params: { path: { id } } });
    expect(rotated.data?.secret).toMatch(/^whsec_/);
    expect(rotated.data?.secret).not.toBe(added.data!.secret);
    expect((await client.GET('/webhooks/{id}/secret', { params: { path: { id } } })).data?.secret).toBe(rotated.data!.secret);
    const moved = await client.PUT('/webhooks/{id}', { params: { path: { id } }, body: { url: 'https://hooks.example.com/ambulance-v2', events: ['trip.completed'] } });
    expect(moved.data).toMatchObject({ url: 'https://hooks.example.com/ambulance-v2', events: ['trip.completed'], previousSecretUntil: rotated.data!.previousSecretUntil });
    const refusedUrl = await client.PUT('/webhooks/{id}', { params: { path: { id } }, body: { url: 'http://hooks.example.com/x', events: ['trip.completed'] } });
    expect(refusedUrl.response.status).toBe(400);

    const disabled = await client.POST('/webhooks/{id}/enabled', { params: { path: { id } }, body: { enabled: false } });
    expect(disabled.data?.enabled).toBe(false);
    expect((await client.DELETE('/webhooks/{id}', { params: { path: { id } } })).data).toEqual({ id });
    expect((await client.GET('/webhooks/{id}/deliveries', { params: { path: { id } } })).response.status).toBe(404);
    // A key without the scope is refused, naming it.
    const refused = await rest('/webhooks');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('webhooks:manage');
  });

  it('answers errors as JSON with a code and a message, 4xx for bad input', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [rest('/trips', { method: 'POST', body: JSON.stringify({ ...tripBody(), patientPhone: '12' }) }), 400, 'BAD_REQUEST'],
      [rest('/trips', { method: 'POST', body: '{"not json' }), 400, 'PARSE_ERROR'],
      [rest('/trips', { method: 'POST', body: JSON.stringify([1, 2]) }), 400, 'BAD_REQUEST'],
      [rest('/trips/not-a-uuid'), 400, 'BAD_REQUEST'],
      [rest(`/trips/${randomUUID()}`), 404, 'NOT_FOUND'],
      [rest('/trips?from=yesterday'), 400, 'BAD_REQUEST'],
      [rest('/trips', { key: null }), 401, 'UNAUTHORIZED'],
      [rest('/trips', { key: 'amb_wrong' }), 401, 'UNAUTHORIZED'],
      [rest('/trips', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [rest('/nothing-here'), 404, 'NOT_FOUND'],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      const body = (await res.json()) as { code: string; message: string };
      expect({ status: res.status, code: body.code }).toEqual({ status, code });
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
    }
    const phone = (await (await rest('/trips', { method: 'POST', body: JSON.stringify({ ...tripBody(), patientPhone: '12' }) })).json()) as { message: string };
    expect(phone.message).not.toMatch(/stack|at \w+ \(/);
  });
});

describe('budget over REST', () => {
  it('past the key budget: 429 with Retry-After and { code, message }', async () => {
    const limited = await startTestServer({ databaseUrl: server.databaseUrl, env: { API_KEY_REQUESTS_PER_MINUTE: '2' } });
    try {
      const { secret } = await hospital.trpc.partner.keys.create.mutate({ name: 'REST budget', scopes: ['trips:read'] });
      const call = () => fetch(`${limited.url}/api/v1/trips`, { headers: { authorization: `Bearer ${secret}` } });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^This API key has used its 2 requests for this minute/) as unknown });
    } finally {
      await limited.close();
    }
  });
});

describe('the reference page', () => {
  it('is served from this site, under its CSP, with the viewer script from this site', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('data-url="/api/v1/openapi.json"');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    // No inline code (the CSP would refuse it): the configuration is a data attribute, the code a file.
    expect(scripts.every(([, , code]) => code.trim() === '')).toBe(true);
    expect(scripts.map(([, attrs]) => /src="([^"]+)"/.exec(attrs)?.[1]).filter(Boolean)).toEqual(['/api/docs/setup.js', '/api/docs/scalar.js']);
    const script = await fetch(`${server.url}/api/docs/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
