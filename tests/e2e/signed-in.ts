import { randomInt } from 'node:crypto';
import { request as requestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, ORIGIN } from './fixtures';

type Cookies = Parameters<BrowserContext['addCookies']>[0];
export type StaffEmail = (typeof DEMO)[keyof typeof DEMO];

/**
 * The session cookies of each demo account, signed in once per worker (a worker is one
 * process, so this module's state is the worker's): the first test that needs an account signs
 * it in through the API, every later one in that worker reuses its session.
 */
const sessions = new Map<string, Promise<Cookies>>();

/** Signs `email` in as the sign-in form does (`auth.signIn`), from an address of its own, and returns its cookies. */
async function signInByApi(email: string): Promise<Cookies> {
  // An address of its own: sign-in attempts are rate limited per address.
  const api = await requestContext.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { 'x-forwarded-for': `10.253.${randomInt(256)}.${randomInt(1, 255)}` } });
  try {
    const response = await api.post('/trpc/auth.signIn', { data: { email, password: DEMO_PASSWORD } });
    expect(response.status(), `auth.signIn as ${email}: ${await response.text()}`).toBe(200);
    const { cookies } = await api.storageState();
    expect(cookies.length, `auth.signIn as ${email} set a session cookie`).toBeGreaterThan(0);
    return cookies;
  } finally {
    await api.dispose();
  }
}

function sessionOf(email: string): Promise<Cookies> {
  let cookies = sessions.get(email);
  if (!cookies) {
    cookies = signInByApi(email);
    sessions.set(email, cookies);
    // A failed sign-in is not kept: the next test tries again (and fails on its own).
    cookies.catch(() => sessions.delete(email));
  }
  return cookies;
}

/**
 * Opens the dashboard (`/admin`, or the staff page `at`) in `page` as a demo account already
 * signed in, and waits for it to show who is signed in: what `signIn` (fixtures.ts) leaves
 * behind, without the form. The form is what auth.spec.ts, auth-messages.spec.ts and
 * sessions.spec.ts test, with `signIn`; tests that only need a signed-in staff page start here.
 *
 * The session is the worker's, shared with the other tests that open the same account, so a
 * test that signs out (or otherwise ends the session) passes `{ own: true }`: a sign-in of its
 * own, ended without touching anyone else's.
 */
export async function signedInAs(page: Page, email: StaffEmail, options: { own?: boolean; at?: string } = {}): Promise<void> {
  const cookies = await (options.own ? signInByApi(email) : sessionOf(email));
  // A page left open (the sign-in screen after a Logout, say) would see the new session and move
  // itself to /admin, cancelling the navigation below (seen: net::ERR_ABORTED in CI).
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.context().addCookies(cookies);
  // A test that starts on another staff page opens it first: each cold load of the control room
  // costs the browser about a second of CPU on a busy run.
  await page.goto(options.at ?? '/admin');
  if (!options.at) await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('header-email')).toHaveText(email);
}
