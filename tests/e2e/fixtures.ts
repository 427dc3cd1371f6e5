import { randomInt } from 'node:crypto';
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

/** Console messages of a given type, collected from now on. */
export function consoleMessages(page: Page, type: 'error' | 'warning' = 'error') {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === type) messages.push(m.text());
  });
  return messages;
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
