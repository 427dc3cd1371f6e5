import { randomInt } from 'node:crypto';
import type { Browser, Page, Route } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test, toast } from './fixtures';

/*
 * Issue 36.2: what a person types into /auth before and while its script starts is kept, the
 * press of Login is not lost, and with scripts off the form signs in as a plain post.
 */

/** A browser tab of its own (the fixture's `goto` waits for the script, which these hold back). */
async function newTab(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.36.${randomInt(256)}.${randomInt(1, 255)}` } });
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * Holds back every script module the page asks for (the sign-in screen's entry and chunks,
 * which start-app.js loads after the first paint) until `release` is called.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
    held.push(route.request().url());
    await released;
    await route.continue().catch(() => {}); // the page may have gone on meanwhile
  });
  return { release, held };
}

const started = (page: Page) => page.locator('html[data-app-started]');

test.describe('sign-in before the script has started', () => {
  test('typing and pressing Login while the script is held back signs in, typed once', async ({ browser }) => {
    const tab = await newTab(browser);
    const { page } = tab;
    const scripts = await holdScripts(page);
    // Not waiting for the load event: the held script could keep it back.
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email', { exact: true }).fill(DEMO.operator);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    // The script is asked for and held: the screen has not started.
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await expect(started(page)).toHaveCount(0);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/auth');
    await page.getByRole('button', { name: 'Login' }).click();
    // The press went as the form's own post, with what was typed.
    expect((await posted).postData()).toBe(new URLSearchParams({ email: DEMO.operator, password: DEMO_PASSWORD }).toString());
    scripts.release();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('header-email')).toHaveText(DEMO.operator);
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await tab.close();
  });

  test('what was typed before and while the script starts is still there after it starts, and Login uses it', async ({ browser }) => {
    const tab = await newTab(browser);
    const { page } = tab;
    const scripts = await holdScripts(page);
    // Not waiting for the load event: the held script could keep it back.
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email', { exact: true }).fill(DEMO.viewer);
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await expect(started(page)).toHaveCount(0);
    // The script goes on while the password is being typed, key by key.
    scripts.release();
    await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD);
    await started(page).waitFor({ state: 'attached' });
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.viewer);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
    // Started: the script signs in (the API), from the values in the form.
    const viaApi = page.waitForRequest((r) => r.url().includes('/trpc/auth.signIn'));
    await page.getByRole('button', { name: 'Login' }).click();
    // (A batch of one call: its input under "0".)
    expect((await viaApi).postDataJSON()).toEqual({ 0: { email: DEMO.viewer, password: DEMO_PASSWORD } });
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('header-email')).toHaveText(DEMO.viewer);
    await tab.close();
  });
});

test.describe('sign-in with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  /** What the server says about this browser's session. */
  const me = async (page: Page) =>
    ((await (await page.request.get('/trpc/auth.me')).json()) as { result: { data: { email: string; role: string | null } | null } }).result.data;

  async function submit(page: Page, email: string, password: string) {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/auth');
    await page.getByRole('button', { name: 'Login' }).click();
    return answered;
  }

  test('staff land on the dashboard, signed in', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    const dashboard = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin');
    expect((await submit(page, DEMO.admin, DEMO_PASSWORD)).status()).toBe(303);
    expect((await dashboard).status()).toBe(200);
    await expect(page).toHaveURL(/\/admin$/);
    expect(await me(page)).toMatchObject({ email: DEMO.admin, role: 'admin' });
  });

  test('crew land on /crew', async ({ page }) => {
    await page.goto('/auth');
    const crewPage = page.waitForResponse((r) => new URL(r.url()).pathname === '/crew');
    expect((await submit(page, 'crew1@demo.example.com', DEMO_PASSWORD)).status()).toBe(303);
    expect((await crewPage).status()).toBe(200);
    await expect(page).toHaveURL(/\/crew$/);
    // The crew's own page load carries their screen, rendered by the server.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await me(page)).toMatchObject({ email: 'crew1@demo.example.com', role: 'crew' });
  });

  test('a wrong password shows Login Failed with the e-mail kept (and no password)', async ({ page }) => {
    await page.goto('/auth');
    expect((await submit(page, DEMO.operator, 'wrong-password')).status()).toBe(401);
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toContainText('Invalid email or password. Please try again.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.operator);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await me(page)).toBeNull();
    // Only the password to type again.
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await me(page)).toMatchObject({ email: DEMO.operator });
  });

  test('the failure limit applies: the 11th attempt on an account is refused, saying how long', async ({ page, request }) => {
    // An account of its own: ten failures lock it (sign-in-abuse.test.ts has the budgets).
    const email = `plain.locked.${Date.now()}@example.com`;
    const signUp = await request.post('/trpc/auth.signUp', { data: { email, password: 'secret-pw', fullName: 'Locked Out', phone: '98450 12345' } });
    expect(signUp.status()).toBe(200);
    await page.goto('/auth');
    for (let i = 0; i < 10; i++) expect((await submit(page, email, 'wrong-password')).status()).toBe(401);
    expect((await submit(page, email, 'secret-pw')).status()).toBe(429);
    await expect(page.getByRole('alert').filter({ hasText: /^Error/ })).toContainText('Too many failed sign-in attempts. Please try again in');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    expect(await me(page)).toBeNull();
  });
});
