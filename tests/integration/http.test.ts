import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { rows } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

/** What a tRPC error looks like on the wire. */
type TrpcErrorBody = { error: { message: string; data: { fieldErrors: Record<string, string[]> | null } } };

let server: TestServer & { dropDatabase: () => Promise<void> };
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await server.dropDatabase();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('bad input gets a clear 4xx, never a 500', () => {
  it('malformed JSON', async () => {
    const res = await post('/trpc/auth.signIn', '{"email": "a@b.co", ');
    expect(res.status).toBe(400);
    const body = (await res.json()) as TrpcErrorBody;
    expect(body.error.message).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
  });

  it('a missing field names the field', async () => {
    const res = await post('/trpc/auth.signUp', JSON.stringify({ email: 'x@example.com', password: 'secret-pw', fullName: 'Ravi K' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as TrpcErrorBody;
    expect(body.error.message).toBe('Phone number must be at least 10 digits');
    expect(body.error.data.fieldErrors).toHaveProperty('phone');
    expect(await rows(server.app.orm, 'select id from profile')).toHaveLength(0);
  });

  it('a 10 MB body is refused with 413 and nothing is written', async () => {
    const huge = JSON.stringify({ email: 'big@example.com', password: 'secret-pw', fullName: 'x'.repeat(10 * 1024 * 1024), phone: '9845012345' });
    const res = await post('/trpc/auth.signUp', huge);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('The request is too large.');
    expect(await rows(server.app.orm, 'select id from profile')).toHaveLength(0);
  });

  it('an unknown procedure is a 404', async () => {
    const res = await fetch(`${server.url}/trpc/bookings.nope`);
    expect(res.status).toBe(404);
  });

  it('a cross-site POST is refused before it reaches the API', async () => {
    const res = await post('/trpc/auth.signOut', '{}', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const same = await post('/trpc/auth.signOut', '{}', { origin: 'http://localhost:3000' });
    expect(same.status).toBe(200);
  });
});

describe('/healthz', () => {
  it('answers 200 with the database reachable and 503 without, then recovers', async () => {
    const ok = await fetch(`${server.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'ok', database: 'up' });

    // Take the database away: rename it (after closing every connection to it).
    const dbName = new URL(server.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
      await admin.query(`alter database ${dbName} rename to ${dbName}_away`);
      const down = await fetch(`${server.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await admin.query(`alter database ${dbName}_away rename to ${dbName}`);
      await admin.end();
    }
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await fetch(`${server.url}/healthz`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });
});

describe('API answers', () => {
  it('go out whole with their length (one write, not chunked), status kept', async () => {
    const res = await post('/trpc/auth.signIn', JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }));
    expect(res.status).toBe(401);
    const body = await res.text();
    expect(res.headers.get('transfer-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toHaveProperty('error.message');
  });
});
