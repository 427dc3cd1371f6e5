import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole, ensureAdminAccount, findProfileByEmail } from '../../server/services/auth.service';
import { errorOf } from '../helpers/errors';
import { editSessions, rows } from '../helpers/fixtures';
import { createApiClient, DEMO_PASSWORD, signedIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer & { dropDatabase: () => Promise<void> };
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => {
  await server.close();
  await server.dropDatabase();
});


const newAccount = (email: string) => ({ email, password: 'secret-pw', fullName: 'Asha Verma', phone: '98450 12345' });

describe('sign-up', () => {
  it('creates an account without a role and signs it in with an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await fetch(`${server.url}/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount('Asha@Example.com')),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: unknown } };
    expect(body.result.data).toMatchObject({ email: 'asha@example.com', fullName: 'Asha Verma', role: null });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/); // NODE_ENV=test is not development
    const token = cookie.split(';')[0].split('=')[1];
    expect(token.length).toBeGreaterThanOrEqual(26); // >= 128 bits in base32

    // Only the SHA-256 of the token is stored.
    const stored = await rows<{ id: string }>(server.app.orm, 'select s.id from session s join profile p on p.id = s.user_id where p.email = ?', ['asha@example.com']);
    expect(stored).toHaveLength(1);
    expect(stored[0].id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored[0].id).not.toContain(token);
  });

  it('refuses an e-mail that is taken, whatever its case, and writes nothing', async () => {
    const before = await rows(server.app.orm, 'select id from profile');
    const client = createApiClient(server.url);
    const error = await errorOf(client.trpc.auth.signUp.mutate(newAccount('OPERATOR@demo.example.com')));
    expect(error.data?.httpStatus).toBe(409);
    expect(error.message).toContain('already registered');
    expect(await rows(server.app.orm, 'select id from profile')).toHaveLength(before.length);
  });

  it('validates in the spec order and reports the first problem', async () => {
    const client = createApiClient(server.url);
    const error = await errorOf(client.trpc.auth.signUp.mutate({ email: 'nope', password: '1', fullName: '', phone: '' }));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toBe('Invalid email address');
    const error2 = await errorOf(client.trpc.auth.signUp.mutate({ email: 'a@b.co', password: '12345678', fullName: 'A', phone: '123' }));
    expect(error2.message).toBe('Full name must be at least 2 characters');
    expect(error2.data?.fieldErrors).toMatchObject({ fullName: ['Full name must be at least 2 characters'] });
  });
});

describe('sign-in and sessions', () => {
  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const client = createApiClient(server.url);
    const wrong = await errorOf(client.trpc.auth.signIn.mutate({ email: 'operator@demo.example.com', password: 'wrong-password' }));
    const unknown = await errorOf(client.trpc.auth.signIn.mutate({ email: 'nobody@demo.example.com', password: 'wrong-password' }));
    expect(wrong.data?.httpStatus).toBe(401);
    expect(unknown.data?.httpStatus).toBe(401);
    expect(wrong.message).toBe(unknown.message);
    expect(wrong.message).toContain('Invalid login credentials');
  });

  it('starts a new session on every sign-in and ends the old one', async () => {
    const client = await signedIn(server.url, 'viewer@demo.example.com');
    const first = client.jar.get('session');
    await client.trpc.auth.signIn.mutate({ email: 'viewer@demo.example.com', password: DEMO_PASSWORD });
    const second = client.jar.get('session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const replay = await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie: `session=${first}` } });
    expect(((await replay.json()) as { result: { data: unknown } }).result.data).toBeNull();
  });

  it('sign-out deletes the session on the server, so a copied cookie stops working', async () => {
    const client = await signedIn(server.url, 'operator@demo.example.com');
    const token = client.jar.get('session');
    expect((await client.trpc.bookings.list.query({})).items.length).toBeGreaterThan(0);
    await client.trpc.auth.signOut.mutate();
    expect(client.jar.get('session')).toBeUndefined();
    const replay = await fetch(`${server.url}/trpc/bookings.list?input=${encodeURIComponent('{}')}`, {
      headers: { cookie: `session=${token}` },
    });
    expect(replay.status).toBe(401);
  });

  it('slides the idle expiry (default 12 hours) as the session is used, and re-sends its cookie', async () => {
    const client = await signedIn(server.url, 'viewer@demo.example.com');
    const hash = createHash('sha256').update(client.jar.get('session')!).digest('hex');
    await editSessions(server.app, `update session set expires_at = now() + interval '5 hours' where id = ?`, [hash]);
    const res = await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie: client.jar.header() } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
    expect(cookie).toMatch(/Max-Age=43200/);
    const [row] = await rows<{ minutes: number }>(server.app.orm, `select extract(epoch from expires_at - now())::int / 60 as minutes from session where id = ?`, [hash]);
    expect(row.minutes).toBeGreaterThanOrEqual(12 * 60 - 2);
    expect(row.minutes).toBeLessThanOrEqual(12 * 60);
  });

  it('ends a session 7 days after sign-in (default), however much it is used', async () => {
    const client = await signedIn(server.url, 'viewer@demo.example.com');
    const hash = createHash('sha256').update(client.jar.get('session')!).digest('hex');
    // Signed in 7 days minus an hour ago: still valid, but it slides no further than its end.
    await editSessions(server.app, `update session set created_at = now() - interval '167 hours', expires_at = now() + interval '10 minutes' where id = ?`, [hash]);
    expect(await client.trpc.auth.me.query()).toMatchObject({ email: 'viewer@demo.example.com' });
    const [row] = await rows<{ minutes: number }>(server.app.orm, `select extract(epoch from expires_at - now())::int / 60 as minutes from session where id = ?`, [hash]);
    expect(row.minutes).toBeGreaterThanOrEqual(58);
    expect(row.minutes).toBeLessThanOrEqual(60);
    // Past its 7 days: refused, even with idle time left.
    await editSessions(server.app, `update session set created_at = now() - interval '169 hours', expires_at = now() + interval '10 hours' where id = ?`, [hash]);
    expect((await errorOf(client.trpc.bookings.list.query({}))).data?.httpStatus).toBe(401);
    expect(await rows(server.app.orm, 'select id from session where id = ?', [hash])).toHaveLength(0);
  });

  it('an expired session is refused and removed', async () => {
    const client = await signedIn(server.url, 'viewer@demo.example.com');
    const hash = createHash('sha256').update(client.jar.get('session')!).digest('hex');
    await editSessions(server.app, `update session set expires_at = now() - interval '1 minute' where id = ?`, [hash]);
    const error = await errorOf(client.trpc.bookings.list.query({}));
    expect(error.data?.httpStatus).toBe(401);
    expect(await rows(server.app.orm, 'select id from session where id = ?', [hash])).toHaveLength(0);
  });
});

describe('roles', () => {
  it('refuses staff data without a session (401) and without a role (403)', async () => {
    const anonymous = createApiClient(server.url);
    expect((await errorOf(anonymous.trpc.bookings.list.query({}))).data?.httpStatus).toBe(401);
    const noRole = await signedIn(server.url, 'newhire@demo.example.com');
    const error = await errorOf(noRole.trpc.bookings.list.query({}));
    expect(error.data?.httpStatus).toBe(403);
    expect(error.message).toMatch(/administrator must grant you access/);
    expect(await noRole.trpc.auth.me.query()).toMatchObject({ email: 'newhire@demo.example.com', role: null });
  });

  it('applies a role change on the very next request', async () => {
    const client = createApiClient(server.url);
    await client.trpc.auth.signUp.mutate(newAccount('late.joiner@example.com'));
    expect((await errorOf(client.trpc.bookings.list.query({}))).data?.httpStatus).toBe(403);
    const em = server.app.orm.em.fork();
    const profile = (await findProfileByEmail(em, 'late.joiner@example.com'))!;
    await setRole(em, profile.id, 'viewer', { origin: 'system' });
    expect((await client.trpc.bookings.list.query({})).total).toBeGreaterThan(0);
    await setRole(em, profile.id, null, { origin: 'system' });
    expect((await errorOf(client.trpc.bookings.list.query({}))).data?.httpStatus).toBe(403);
  });

  it('ADMIN_EMAIL/ADMIN_PASSWORD make an admin account, idempotently', async () => {
    const em = server.app.orm.em.fork();
    expect(await ensureAdminAccount(em, { email: 'Chief@Example.com', password: 'chief-password' })).toEqual({ created: true });
    expect(await ensureAdminAccount(em, { email: 'chief@example.com', password: 'chief-password' })).toEqual({ created: false });
    const admin = await signedIn(server.url, 'chief@example.com', 'chief-password');
    expect(await admin.trpc.auth.me.query()).toMatchObject({ role: 'admin' });
  });
});
