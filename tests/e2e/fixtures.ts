import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO = {
  admin: 'admin@demo.example.com',
  operator: 'operator@demo.example.com',
  viewer: 'viewer@demo.example.com',
  noRole: 'newhire@demo.example.com',
} as const;

/**
 * Every test acts as its own client address (the e2e server trusts X-Forwarded-For), so
 * per-address rate limits never leak between tests. Uncaught page errors fail the test.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // A public page starts its app after its first paint (web/public/start-app.js), which can be
  // after the load event `goto` waits for: tests then act on the started app, as a person
  // does a moment later, and not on the prerendered page alone.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (await page.locator('script[data-app]').count())) {
        await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Signs in through the UI and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('header-email')).toHaveText(email);
}

/** The demo hospital's person (server/db/seed.ts): the partner console's own account, not an invited one. */
export const DEMO_PARTNER = { email: 'partner@hospital.demo.example.com', organisation: 'Marathahalli Care Hospital' };

/** Signs in on the sign-in screen, as a partner's person does, and lands on the partner console. */
export async function signInAsPartner(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_PARTNER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByTestId('header-email')).toHaveText(DEMO_PARTNER.email);
}

/** Console messages of a given type, collected from now on. */
export function consoleMessages(page: Page, type: 'error' | 'warning' = 'error') {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === type) messages.push(m.text());
  });
  return messages;
}

/**
 * Calls the API from the page, as the user signed in there (their cookie): for arranging a
 * test's data or changing it "from elsewhere" without clicking through another screen.
 */
export async function callApi<T = unknown>(page: Page, path: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation'): Promise<T> {
  const result = await page.evaluate(
    async ({ path, input, kind }) => {
      const url = kind === 'query' ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? null))}` : `/trpc/${path}`;
      const res = await fetch(url, kind === 'query' ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input ?? null) });
      return { status: res.status, body: (await res.json()) as { result: { data: unknown } } };
    },
    { path, input, kind },
  );
  if (result.status !== 200) throw new Error(`${path} failed (${result.status}): ${JSON.stringify(result.body)}`);
  return result.body.result.data as T;
}

/** A name no other test uses, for rows a test creates and then looks for. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${randomInt(1000)}`;
}

let vehiclesMade = 0;
/**
 * A vehicle number no other test uses in this run (`KA-53-CL` gives `KA-53-CL-<pid>-<n>`): the
 * worker's process id and a count, since four random digits were drawn twice by cases running
 * side by side ("An ambulance with vehicle number … already exists", seen in CI).
 */
export function uniqueVehicleNumber(series: string): string {
  return `${series}-${process.pid}-${++vehiclesMade}`;
}

/** The toast (Mantine notification) with this title. */
export function toast(page: Page, title: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: title });
}

/**
 * After `page.clock.install()`: moves the page's clock on a second at a time until `check`
 * passes (each try brief), so a case does not wait out the page's retries or keep-alive timers
 * in real time.
 */
export async function runClockUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1000);
    await check();
  }).toPass({ intervals: [50] });
}

/**
 * Fake timers that move only when the test says so (page.clock.runFor): installed and paused
 * before the page loads, so a timer's first run is measured from the page's start exactly.
 */
export async function freezeClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** The site's public URL in the pages (canonical links, sitemap): the e2e server's own origin. */
export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

/** The end-to-end server's own database (scripts/e2e-server.mjs), for what no screen can do (age a booking, commit several changes at once). */
export async function e2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { password } = JSON.parse(readFileSync(`${process.env.E2E_DATA_DIR ?? '.data/e2e'}/pg-credentials.json`, 'utf8')) as { password: string };
  const client = new pg.Client({ host: '127.0.0.1', port: Number(process.env.E2E_PG_PORT ?? 5440), user: 'postgres', password, database: 'ambulance' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
