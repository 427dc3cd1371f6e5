import { randomUUID } from 'node:crypto';
import { getUntypedClient, TRPCClientError } from '@trpc/client';
import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyScope } from '../../shared/schemas/api-keys';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { partnerApiRouter } from '../../server/trpc/routers/api-v1';
import { partnerApiClient } from '../helpers/partner-api';
import { signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';

/*
 * The partner API's permission matrix (issue 38): one row per procedure of its router (the scope
 * an API key needs), checked for every kind of caller. Session cookies count for nothing here:
 * staff and partner people signed in, but without a key, are refused (401) like anyone.
 */
const EXPECTED: Record<string, ApiKeyScope> = {
  'trips.create': 'trips:write',
  'trips.list': 'trips:read',
  'trips.get': 'trips:read',
  'trips.cancel': 'trips:write',
  'series.create': 'trips:write',
  'series.list': 'trips:read',
  'series.skip': 'trips:write',
  'series.pause': 'trips:write',
  'series.end': 'trips:write',
  'webhooks.list': 'webhooks:manage',
  'webhooks.create': 'webhooks:manage',
  'webhooks.secret': 'webhooks:manage',
  'webhooks.setEnabled': 'webhooks:manage',
  'webhooks.delete': 'webhooks:manage',
  'webhooks.deliveries': 'webhooks:manage',
  'webhooks.resend': 'webhooks:manage',
  'webhooks.sendTest': 'webhooks:manage',
  'webhooks.rotateSecret': 'webhooks:manage',
  'webhooks.update': 'webhooks:manage',
  'webhooks.attempts': 'webhooks:manage',
};

type Caller = 'anonymous' | 'adminSession' | 'partnerSession' | 'readKey' | 'writeKey' | 'webhooksKey' | 'allScopesKey' | 'otherOrgKey' | 'revokedKey';
const CALLERS: Caller[] = ['anonymous', 'adminSession', 'partnerSession', 'readKey', 'writeKey', 'webhooksKey', 'allScopesKey', 'otherOrgKey', 'revokedKey'];
const SCOPES_OF: Record<Caller, ApiKeyScope[] | null> = {
  anonymous: null,
  adminSession: null,
  partnerSession: null,
  readKey: ['trips:read'],
  writeKey: ['trips:write'],
  webhooksKey: ['webhooks:manage'],
  allScopesKey: ['trips:read', 'trips:write', 'webhooks:manage'],
  otherOrgKey: ['trips:read', 'trips:write'],
  revokedKey: null,
};

const procedures = partnerApiRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const paths = Object.keys(procedures);

let server: TestServer & { dropDatabase: () => Promise<void> };
const call = {} as Record<Caller, (path: string) => Promise<string>>;
const sessions: ApiClient[] = [];

/** 'allowed' (past the check: 400 or 404 for the made-up input), the refusal's code, or what else happened. */
function judge(error: unknown): string {
  if (!(error instanceof TRPCClientError)) throw error;
  const data = (error as TRPCClientError<never>).data as { code?: string; httpStatus?: number } | undefined;
  const code = data?.code ?? 'no code';
  if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') return code;
  if ((code === 'BAD_REQUEST' || code === 'NOT_FOUND') && data?.httpStatus !== undefined && data.httpStatus < 500) return 'allowed';
  return `failed: ${code} ${data?.httpStatus ?? ''} ${error.message}`;
}

function caller(client: ReturnType<typeof partnerApiClient>) {
  const untyped = getUntypedClient(client);
  return async (path: string) => {
    // Names no row that exists (and is invalid for creates): an allowed call changes nothing.
    const input = { id: randomUUID() };
    try {
      await (procedures[path]._def.type === 'query' ? untyped.query(path, input) : untyped.mutation(path, input));
      return 'allowed';
    } catch (error) {
      return judge(error);
    }
  };
}

/** A client of the partner API carrying a browser session's cookie and no key. */
function sessionCaller(session: ApiClient) {
  return async (path: string) => {
    const type = procedures[path]._def.type;
    const url = `${server.url}/api/v1/trpc/${path}`;
    const input = JSON.stringify({ id: randomUUID() });
    const res =
      type === 'query'
        ? await fetch(`${url}?input=${encodeURIComponent(input)}`, { headers: { cookie: session.jar.header() } })
        : await fetch(url, { method: 'POST', headers: { cookie: session.jar.header(), 'content-type': 'application/json' }, body: input });
    const body = (await res.json()) as { error?: { data?: { code?: string } } };
    return body.error?.data?.code === 'UNAUTHORIZED' || body.error?.data?.code === 'FORBIDDEN' ? body.error.data.code : `failed: ${res.status}`;
  };
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const hospital = await signedIn(server.url, DEMO_ORGANISATIONS[0].person.email);
  const dialysis = await signedIn(server.url, DEMO_ORGANISATIONS[1].person.email);
  const admin = await signedIn(server.url, 'admin@demo.example.com');
  sessions.push(hospital, dialysis, admin);
  const key = async (client: ApiClient, scopes: ApiKeyScope[]) => (await client.trpc.partner.keys.create.mutate({ name: scopes.join(' '), scopes })).secret;
  call.anonymous = caller(partnerApiClient(server.url, null));
  call.adminSession = sessionCaller(admin);
  call.partnerSession = sessionCaller(hospital);
  for (const c of ['readKey', 'writeKey', 'webhooksKey', 'allScopesKey'] as const) call[c] = caller(partnerApiClient(server.url, await key(hospital, SCOPES_OF[c]!)));
  call.otherOrgKey = caller(partnerApiClient(server.url, await key(dialysis, SCOPES_OF.otherOrgKey!)));
  const revoked = await hospital.trpc.partner.keys.create.mutate({ name: 'revoked', scopes: ['trips:read', 'trips:write'] });
  await hospital.trpc.partner.keys.revoke.mutate({ id: revoked.key.id });
  call.revokedKey = caller(partnerApiClient(server.url, revoked.secret));
});
afterAll(async () => {
  for (const s of sessions) s.closeSocket();
  await server.close();
  await server.dropDatabase();
});

describe('partner API permission matrix (issue 38)', () => {
  it('every procedure of the API router has an expected scope, and its builder carries that scope', () => {
    expect(paths.filter((p) => !(p in EXPECTED)), 'procedures without an expected scope').toEqual([]);
    expect(Object.keys(EXPECTED).filter((p) => !(p in procedures)), 'rows for procedures that do not exist').toEqual([]);
    for (const path of paths) expect((procedures[path]._def.meta as { scope?: ApiKeyScope } | undefined)?.scope, path).toBe(EXPECTED[path]);
  });

  it.each(CALLERS)('%s: allowed exactly what its key allows, refused the rest', async (who) => {
    const results: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const scopes = SCOPES_OF[who];
    for (const path of paths) {
      results[path] = await call[who](path);
      expected[path] = scopes === null ? 'UNAUTHORIZED' : scopes.includes(EXPECTED[path]) ? 'allowed' : 'FORBIDDEN';
    }
    expect(results).toEqual(expected);
  });
});
