import { randomInt } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { DEMO, expect, signIn, test, toast, uniqueName } from './fixtures';
import { staffApi } from './staff-api';

/* Issue 9 point 5 on screen: "Sign out everywhere" in the header, "End sessions" in Users. */

/** Another browser (its own cookies and address). */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.8.${randomInt(256)}.${randomInt(1, 255)}` } });
  return { page: await context.newPage(), close: () => context.close() };
}

test('"Sign out everywhere" signs this browser and every other one out', async ({ page, browser, request, baseURL }) => {
  test.slow(); // two browsers, each signing in from a cold start
  // An account of its own: signing a shared demo account out everywhere would end the
  // sessions of tests running beside this one.
  const email = `${uniqueName('everywhere').replace(' ', '.')}@example.com`;
  const password = 'everywhere-pw-1';
  const signUp = await request.post('/trpc/auth.signUp', { data: { email, password, fullName: 'Kiran Rao', phone: '98450 67892' } });
  expect(signUp.status()).toBe(200);
  const admin = await staffApi(baseURL!, DEMO.admin);
  const userId = (await admin.users.list.query()).find((u) => u.email === email)!.id;
  await admin.users.assignRole.mutate({ userId, role: 'viewer' });

  const other = await otherBrowser(browser);
  await signIn(other.page, email, password);
  await expect(other.page.getByTestId('live-status')).toHaveText('Live updates on', { timeout: 15_000 });
  await signIn(page, email, password);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(toast(page, 'Logged out successfully!')).toContainText('You are signed out on every device.');
  await expect(page).toHaveURL(/\/auth$/);
  // The other browser's live connection closes and its screen goes back to the login.
  await expect(other.page).toHaveURL(/\/auth$/, { timeout: 10_000 });
  await other.close();
});

test('an administrator ends a user\'s sessions from Users', async ({ page, browser }) => {
  const hire = await otherBrowser(browser);
  const email = `${uniqueName('ended').replace(' ', '.')}@example.com`;
  await hire.page.goto('/auth');
  await hire.page.getByRole('tab', { name: 'Sign Up' }).click();
  await hire.page.getByLabel('Full Name').fill('Meera Rao');
  await hire.page.getByLabel('Phone Number').fill('98450 67891');
  await hire.page.getByLabel('Email', { exact: true }).fill(email);
  await hire.page.getByLabel('Password', { exact: true }).fill('secret-pw');
  await hire.page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(hire.page.getByRole('heading', { name: 'Waiting for an administrator' })).toBeVisible();

  await signIn(page, DEMO.admin);
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: `End sessions of ${email}` }).click();
  await expect(toast(page, 'Sessions ended')).toContainText(`${email} is signed out on every device (1 session).`);
  await expect(hire.page).toHaveURL(/\/auth$/, { timeout: 10_000 });
  await hire.close();
});
