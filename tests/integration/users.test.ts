import { describe, expect, it } from 'vitest';
import { setRole } from '../../server/services/auth.service';
import { assignRole, LAST_ADMIN_MESSAGE } from '../../server/services/users.service';
import { errorOf } from '../helpers/errors';
import { rows } from '../helpers/fixtures';
import { collect, collectChanges, createApiClient, seededServerForFile, signedIn, type ApiClient } from '../helpers/server';

const demo = seededServerForFile('admin');

const idOf = async (email: string) => (await rows<{ id: string }>(demo.server.app.orm, 'select id from profile where email = ?', [email]))[0].id;
const roleRows = () => rows(demo.server.app.orm, 'select user_id, role from user_role order by user_id');
const adminCount = async () => (await rows(demo.server.app.orm, `select 1 from user_role where role = 'admin'`)).length;

async function newAccount(email: string): Promise<ApiClient> {
  const client = createApiClient(demo.server.url);
  await client.trpc.auth.signUp.mutate({ email, password: 'secret-pw', fullName: 'Kiran Rao', phone: '98450 12345' });
  return client;
}

describe('users.list', () => {
  it('lists every account newest first, with its role or none', async () => {
    const users = await demo.admin.trpc.users.list.query();
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ['newhire@demo.example.com', null],
      ['crew2@demo.example.com', 'crew'],
      ['crew1@demo.example.com', 'crew'],
      ['viewer@demo.example.com', 'viewer'],
      ['operator@demo.example.com', 'operator'],
      ['admin@demo.example.com', 'admin'],
      // The demo's partner people (issue 37), the oldest accounts: every account is listed.
      ['partner@dialysis.demo.example.com', 'partner'],
      ['partner@hospital.demo.example.com', 'partner'],
    ]);
    expect(users[0]).toMatchObject({ fullName: 'Rahul Shetty', phone: '+919845000004' });
    expect(users[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('users.assignRole', () => {
  it('grants, changes and removes a role; refused to non-admins, rows unchanged', async () => {
    const client = await newAccount('kiran@example.com');
    const userId = await idOf('kiran@example.com');
    const operator = await signedIn(demo.server.url, 'operator@demo.example.com');
    const before = await roleRows();
    expect((await errorOf(operator.trpc.users.assignRole.mutate({ userId, role: 'admin' }))).data?.httpStatus).toBe(403);
    expect((await errorOf(client.trpc.users.assignRole.mutate({ userId, role: 'admin' }))).data?.httpStatus).toBe(403);
    expect(await roleRows()).toEqual(before);

    expect(await demo.admin.trpc.users.assignRole.mutate({ userId, role: 'viewer' })).toMatchObject({ id: userId, role: 'viewer' });
    expect(await rows(demo.server.app.orm, 'select role from user_role where user_id = ?', [userId])).toEqual([{ role: 'viewer' }]);
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: 'operator' });
    expect(await rows(demo.server.app.orm, 'select role from user_role where user_id = ?', [userId])).toEqual([{ role: 'operator' }]);
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: null });
    expect(await rows(demo.server.app.orm, 'select role from user_role where user_id = ?', [userId])).toEqual([]);
    operator.closeSocket();
  });

  it('a dialog opened before another change of the role is refused (409, who and when), and the role stays', async () => {
    await newAccount('stale.role@example.com');
    const userId = await idOf('stale.role@example.com');
    const { fullName: adminName } = (await demo.admin.trpc.auth.me.query())!;
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: 'viewer', expectedRole: null });
    // Two dialogs opened on "viewer": the first saves "operator"; the second still says "viewer".
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: 'operator', expectedRole: 'viewer' });
    const stale = await errorOf(demo.admin.trpc.users.assignRole.mutate({ userId, role: 'admin', expectedRole: 'viewer' }));
    expect(stale.data?.httpStatus).toBe(409);
    expect(stale.message).toMatch(new RegExp(`^This account's role was changed by ${adminName} at \\d{2}:\\d{2}, reload to see it\\.$`));
    expect(await rows(demo.server.app.orm, 'select role from user_role where user_id = ?', [userId])).toEqual([{ role: 'operator' }]);
    // Made from what the row holds now, the same change goes through.
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: null, expectedRole: 'operator' });
    expect(await rows(demo.server.app.orm, 'select role from user_role where user_id = ?', [userId])).toEqual([]);
  });

  it('refuses an unknown role (400) and a user who does not exist (404)', async () => {
    const userId = await idOf('viewer@demo.example.com');
    const bad = await errorOf(demo.admin.trpc.users.assignRole.mutate({ userId, role: 'superuser' as never }));
    expect(bad.data?.httpStatus).toBe(400);
    expect(bad.message).toBe('Choose a role');
    const missing = await errorOf(demo.admin.trpc.users.assignRole.mutate({ userId: '00000000-0000-4000-8000-000000000000', role: 'viewer' }));
    expect(missing.data?.httpStatus).toBe(404);
    expect(missing.message).toBe('This user no longer exists. It may have been deleted by someone else.');
  });

  it('never removes the last admin', async () => {
    const adminId = await idOf('admin@demo.example.com');
    for (const role of ['operator', 'viewer', null] as const) {
      const error = await errorOf(demo.admin.trpc.users.assignRole.mutate({ userId: adminId, role }));
      expect(error.data?.httpStatus).toBe(409);
      expect(error.message).toBe(LAST_ADMIN_MESSAGE);
    }
    expect(await rows(demo.server.app.orm, 'select role from user_role where user_id = ?', [adminId])).toEqual([{ role: 'admin' }]);
    // Re-assigning admin to the last admin is fine.
    await demo.admin.trpc.users.assignRole.mutate({ userId: adminId, role: 'admin' });
  });

  it('two admins demoting each other at the same moment leave one admin', async () => {
    await newAccount('second.admin@example.com');
    const first = await idOf('admin@demo.example.com');
    const second = await idOf('second.admin@example.com');
    await setRole(demo.server.app.orm.em.fork(), second, 'admin', { origin: 'system' });
    const results = await Promise.allSettled([
      assignRole(demo.server.app.orm.em.fork(), { userId: first, role: 'viewer' }, { id: second }),
      assignRole(demo.server.app.orm.em.fork(), { userId: second, role: 'viewer' }, { id: first }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as Error).message).toBe(LAST_ADMIN_MESSAGE);
    expect(await adminCount()).toBe(1);
    // Put the demo admin back for the tests below.
    const demoted = results[0].status === 'fulfilled' ? first : second;
    const remaining = demoted === first ? second : first;
    await setRole(demo.server.app.orm.em.fork(), first, 'admin', { origin: 'system' });
    if (remaining !== first) await setRole(demo.server.app.orm.em.fork(), second, null, { origin: 'system' });
  });
});

describe('a role change reaches the user at once', () => {
  it('applies on the very next request and on the open live connection', async () => {
    const client = await newAccount('promoted@example.com');
    const userId = await idOf('promoted@example.com');
    // Waiting for access: the account stream is open without a role. Each change to the account
    // tells the role the account has when the stream reads it (not as of the change: two changes
    // close together may both tell the second), so each change here waits to be heard before the
    // next is made. The account's own creation may be heard after the stream opens (on a busy
    // machine it was), telling the role it already had: only changes count.
    let lastRole: string | null = null;
    const changedRole = ({ role }: { role: string | null }) => role !== lastRole && ((lastRole = role), true);
    const account = collect<{ role: string | null }>((h) => client.trpc.auth.onAccountChange.subscribe(undefined, h), 3, 60_000, changedRole);
    const heard = (...roles: (string | null)[]) => expect.poll(() => account.items.map((e) => e.role), { timeout: 60_000 }).toEqual(roles);
    await account.started;
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: 'viewer' });
    await heard('viewer');
    expect((await client.trpc.bookings.list.query({})).total).toBeGreaterThan(0);
    expect((await errorOf(client.trpc.bookings.delete.mutate({ id: '00000000-0000-4000-8000-000000000000', version: 1 }))).data?.httpStatus).toBe(403);

    // A live stream opened as viewer ends with FORBIDDEN when the role is removed.
    const live = await collectChanges(demo.server.app.orm, (h) => client.trpc.dashboard.onChange.subscribe(undefined, h), 1, 60_000);
    // Handled from the start: the stream's end may arrive before the line that checks it.
    const liveEnd = live.done.then(() => null, (error: unknown) => error as { data?: { code?: string } });
    await live.started;
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: 'operator' });
    // Promoted: the next request may write (NOT_FOUND, past the permission check).
    expect((await errorOf(client.trpc.bookings.delete.mutate({ id: '00000000-0000-4000-8000-000000000000', version: 1 }))).data?.httpStatus).toBe(404);
    await heard('viewer', 'operator');
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: null });
    const ended = await liveEnd;
    expect(ended?.data?.code).toBe('FORBIDDEN');
    expect((await errorOf(client.trpc.bookings.list.query({}))).data?.httpStatus).toBe(403);

    expect((await account.done).map((e) => e.role)).toEqual(['viewer', 'operator', null]);
    client.closeSocket();
  });

  it('users.onChange tells admins about new accounts and role changes', async () => {
    const events = await collectChanges(demo.server.app.orm, (h) => demo.admin.trpc.users.onChange.subscribe(undefined, h), 2);
    await events.started;
    await newAccount('watched@example.com');
    const userId = await idOf('watched@example.com');
    await demo.admin.trpc.users.assignRole.mutate({ userId, role: 'viewer' });
    expect((await events.done).map((e) => [e.data.topic, e.data.action, e.data.entityId])).toEqual([
      ['user', 'created', userId],
      ['user', 'updated', userId],
    ]);
  });
});
