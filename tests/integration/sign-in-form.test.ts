import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ANSWER_DATA_ID } from '../../shared/sign-in';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { createTestDatabase } from '../helpers/database';
import { errorOf } from '../helpers/errors';
import { createApiClient } from '../helpers/server';

/*
 * Issue 36.2: the sign-in form works as a plain HTML post (scripts off, or not started yet).
 * POST /auth runs what the API's auth.signIn runs: the same schema, failure budgets (one count
 * for both paths), messages and cross-site check. A sign-in sets the session cookie and goes
 * on (303) to the account's screen; a refusal answers with the sign-in page (4xx), the spec's
 * message in it and the e-mail kept, never the password.
 * Uses the build `npm test` makes first, or builds once here (the page comes from the renderer).
 */
const OURS = 'http://localhost:3000'; // the server's PUBLIC_URL
const PASSWORD = 'demo-password-1';

let server: ChildServer;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/ssr/entry-server.js')) execSync('npm run build', { stdio: 'ignore' });
  const db = await createTestDatabase('seeded');
  dropDatabase = db.drop;
  // TRUST_PROXY: each test speaks from addresses of its own (X-Forwarded-For).
  server = await startChildServer(
    { DATABASE_URL: db.url, WEB_DIST_DIR: 'dist/client', PUBLIC_URL: OURS, TRUST_PROXY: 'true' },
  );
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
});

let addresses = 0;
const newAddress = () => `10.36.${(++addresses >> 8) & 255}.${addresses & 255}`;

/** Posts the Login form as a browser does (urlencoded, our Origin unless told otherwise). */
async function postSignIn(fields: Record<string, string>, options: { headers?: Record<string, string>; address?: string } = {}) {
  const res = await fetch(`${server.url}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: OURS,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': options.address ?? newAddress(),
      ...options.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The sign-in page's form as answered: the notice, the inputs' values, the JSON block. */
function answerPage(html: string) {
  const doc = parse(html);
  const form = doc.querySelector('form[action="/auth"]');
  if (!form) throw new Error('no sign-in form on the page');
  return {
    // The notice as read: its title, then its message.
    notice: [...(form.querySelector('[role=alert]')?.childNodes ?? [])].map((n) => n.textContent.trim()).join(' '),
    email: form.querySelector('input[name=email]')?.getAttribute('value') ?? null,
    password: form.querySelector('input[name=password]')?.getAttribute('value') ?? null,
    loginDisabled: form.querySelector('button[type=submit]')?.hasAttribute('disabled'),
    data: JSON.parse(doc.getElementById(SIGN_IN_ANSWER_DATA_ID)?.textContent ?? 'null') as unknown,
    hasScript: html.includes('data-app='),
  };
}

/** The account the session cookie of a response belongs to (null: none). */
async function accountOf(setCookies: string[]) {
  const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie } });
  return ((await res.json()) as { result: { data: { email: string; role: string | null } | null } }).result.data;
}

async function newAccount(email: string) {
  const client = createApiClient(server.url, { origin: OURS, headers: { 'x-forwarded-for': newAddress() } });
  await client.trpc.auth.signUp.mutate({ email, password: 'right-password', fullName: 'Plain Form', phone: '9845012345' });
  client.closeSocket();
}

describe('GET /auth', () => {
  it('serves a Login form a browser without scripts can send: method post to /auth, the button enabled', async () => {
    const res = await fetch(`${server.url}/auth`);
    const form = parse(await res.text()).querySelector('form[action="/auth"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector('input[name=email]')).not.toBeNull();
    expect(form.querySelector('input[name=password]')).not.toBeNull();
    expect(form.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(false);
  });
});

describe('POST /auth (the plain form)', () => {
  it('signs staff in: 303 to /admin with the session cookie (and the one-time sign-in toast)', async () => {
    const res = await postSignIn({ email: 'admin@demo.example.com', password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin');
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('session=') && /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith('flash=signed-in;'))).toBe(true);
    expect(await accountOf(cookies)).toMatchObject({ email: 'admin@demo.example.com', role: 'admin' });
  });

  it('signs crew in: 303 to /crew', async () => {
    const res = await postSignIn({ email: 'crew1@demo.example.com', password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/crew');
    expect(await accountOf(res.headers.getSetCookie())).toMatchObject({ email: 'crew1@demo.example.com', role: 'crew' });
  });

  it('a new sign-in ends the session the browser had', async () => {
    const first = await postSignIn({ email: 'viewer@demo.example.com', password: PASSWORD });
    const oldCookie = first.headers.getSetCookie().find((c) => c.startsWith('session='))!.split(';')[0];
    const second = await postSignIn({ email: 'viewer@demo.example.com', password: PASSWORD }, { headers: { cookie: oldCookie } });
    expect(second.status).toBe(303);
    expect(await accountOf([oldCookie])).toBeNull();
    expect(await accountOf(second.headers.getSetCookie())).toMatchObject({ email: 'viewer@demo.example.com' });
  });

  it('a wrong password: 401, the sign-in page with Login Failed and the e-mail kept, no password, no session', async () => {
    const res = await postSignIn({ email: 'operator@demo.example.com', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('session=') && !c.startsWith('session=;'))).toBe(false);
    const page = answerPage(res.text);
    expect(page.notice).toBe('Login Failed Invalid email or password. Please try again.');
    expect(page.email).toBe('operator@demo.example.com');
    expect(page.password).toBeNull();
    expect(res.text).not.toContain('wrong-password');
    expect(page.loginDisabled).toBe(false);
    // The page's script starts from the same screen.
    expect(page.hasScript).toBe(true);
    expect(page.data).toEqual({ email: 'operator@demo.example.com', notice: { title: 'Login Failed', message: 'Invalid email or password. Please try again.' } });
  });

  it('an unknown e-mail answers as a wrong password does', async () => {
    const res = await postSignIn({ email: 'nobody.here@example.com', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(answerPage(res.text).notice).toBe('Login Failed Invalid email or password. Please try again.');
  });

  it('checks the form as the screen does: the first error only, titled Validation Error (400)', async () => {
    const badEmail = await postSignIn({ email: 'not-an-email', password: '123' });
    expect(badEmail.status).toBe(400);
    expect(answerPage(badEmail.text)).toMatchObject({ notice: 'Validation Error Invalid email address', email: 'not-an-email' });
    const shortPassword = await postSignIn({ email: 'someone@example.com', password: '123' });
    expect(shortPassword.status).toBe(400);
    expect(answerPage(shortPassword.text).notice).toBe('Validation Error Password must be at least 6 characters');
    const nothing = await postSignIn({});
    expect(nothing.status).toBe(400);
    expect(answerPage(nothing.text)).toMatchObject({ notice: 'Validation Error Invalid email address', email: '' });
  });

  it('an e-mail with markup is shown as text', async () => {
    const res = await postSignIn({ email: '"><script>alert(1)</script>', password: 'wrong-password' });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(answerPage(res.text).email).toBe('"><script>alert(1)</script>');
  });

  it("refuses another site's post (403) and signs no one in", async () => {
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const res = await postSignIn({ email: 'admin@demo.example.com', password: PASSWORD }, { headers });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const noOrigin = await fetch(`${server.url}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', 'x-forwarded-for': newAddress() },
      body: new URLSearchParams({ email: 'admin@demo.example.com', password: PASSWORD }).toString(),
    });
    expect(noOrigin.status).toBe(403);
  });
});

describe('one failure budget for the plain form and the API', () => {
  it('locks the account at the 11th failure, counting both paths, with the same message (429)', { timeout: 60_000 }, async () => {
    const email = 'plain.locked@example.com';
    await newAccount(email);
    const api = () => createApiClient(server.url, { origin: OURS, batch: false, headers: { 'x-forwarded-for': newAddress() } });
    // Five failures through the API, five through the form (each from another address).
    for (let i = 0; i < 5; i++) {
      const client = api();
      expect((await errorOf(client.trpc.auth.signIn.mutate({ email, password: 'wrong-password' }))).data?.httpStatus).toBe(401);
      client.closeSocket();
      expect((await postSignIn({ email, password: 'wrong-password' })).status).toBe(401);
    }
    // The eleventh, through the form, even with the right password: refused, saying how long.
    const locked = await postSignIn({ email, password: 'right-password' });
    expect(locked.status).toBe(429);
    const page = answerPage(locked.text);
    expect(page.notice).toMatch(/^Error Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    expect(page.email).toBe(email);
    expect(locked.headers.getSetCookie().some((c) => c.startsWith('session=') && !c.startsWith('session=;'))).toBe(false);
    // And through the API: the same count, the same words.
    const client = api();
    const error = await errorOf(client.trpc.auth.signIn.mutate({ email, password: 'right-password' }));
    client.closeSocket();
    expect(error.data?.httpStatus).toBe(429);
    expect(page.notice).toBe(`Error ${error.message}`);
  });

  it('failures through the API lock the plain form too, per address', { timeout: 90_000 }, async () => {
    const address = '10.36.250.1';
    const api = createApiClient(server.url, { origin: OURS, batch: false, headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < 50; i++) {
      expect((await errorOf(api.trpc.auth.signIn.mutate({ email: `guess${i}@example.com`, password: 'wrong-password' }))).data?.httpStatus).toBe(401);
    }
    api.closeSocket();
    expect((await postSignIn({ email: 'admin@demo.example.com', password: PASSWORD }, { address })).status).toBe(429);
    expect((await postSignIn({ email: 'admin@demo.example.com', password: PASSWORD }, { address: '10.36.250.2' })).status).toBe(303);
  });
});
