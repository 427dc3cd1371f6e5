import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, test, toast, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

async function openUsers(page: Page) {
  await signedInAs(page, DEMO.admin);
  await page.getByRole('tab', { name: 'Users' }).click();
}
const row = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/** A new staff member signs up in a browser of their own and waits for a role. */
async function newHire(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.9.${randomInt(256)}.${randomInt(1, 255)}` } });
  const page = await context.newPage();
  const email = `${uniqueName('hire').replace(' ', '.')}@example.com`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Nikhil Das');
  await page.getByLabel('Phone Number').fill('98450 67890');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pw');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for an administrator' })).toBeVisible();
  return { page, email, close: () => context.close() };
}

test.describe('users tab (admin only)', () => {
  test('lists accounts; the Assign Role dialog defaults to the current role, or viewer', async ({ page }) => {
    await openUsers(page);
    await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Phone', 'Role', 'Joined', 'Actions']);
    const newhire = row(page, DEMO.noRole);
    await expect(newhire).toContainText('Rahul Shetty');
    await expect(newhire).toContainText('No role');
    await expect(newhire.getByRole('cell').nth(4)).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);

    await newhire.getByRole('button', { name: /^Assign role to/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Role' });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Viewer');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row(page, DEMO.operator).getByRole('button', { name: /^Assign role to/ }).click();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Operator');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the last admin cannot lose the role', async ({ page }) => {
    await openUsers(page);
    await row(page, DEMO.admin).getByRole('button', { name: /^Assign role to/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Role' });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Viewer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Assign Role' }).click();
    await expect(toast(page, 'Failed to assign role')).toContainText('This is the only administrator');
    await expect(row(page, DEMO.admin)).toContainText('Admin');
    await expect(page.getByTestId('header-role')).toHaveText('Admin');
  });

  test('a role change reaches the user at once: the waiting screen opens, edit controls appear, access ends', async ({ page, browser }) => {
    const hire = await newHire(browser);
    await openUsers(page);
    const assign = async (role: string) => {
      await row(page, hire.email).getByRole('button', { name: /^Assign role to/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign Role' });
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: role, exact: true }).click();
      await dialog.getByRole('button', { name: 'Assign Role' }).click();
      // This change's own toast (the one before may still show).
      const now = role.startsWith('No role') ? 'without a role' : role;
      await expect(toast(page, 'Role assigned successfully').filter({ hasText: `${hire.email} is now ${now}.` })).toBeVisible();
    };

    await assign('Viewer');
    await expect(row(page, hire.email)).toContainText('Viewer');
    await expect(hire.page.getByTestId('header-role')).toHaveText('Viewer');
    await hire.page.getByRole('tab', { name: 'Bookings' }).click();
    await expect(hire.page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
    await expect(hire.page.getByRole('button', { name: 'New Booking' })).toHaveCount(0);

    await assign('Operator');
    await expect(hire.page.getByTestId('header-role')).toHaveText('Operator');
    await expect(hire.page.getByRole('button', { name: 'New Booking' })).toBeVisible();

    await assign('No role (no access)');
    await expect(hire.page.getByRole('heading', { name: 'Waiting for an administrator' })).toBeVisible();
    await expect(hire.page.getByTestId('header-role')).toHaveText('No role');
    await expect(hire.page.getByRole('tab', { name: 'Bookings' })).toHaveCount(0);

    // Admins see who changed whose role, from what to what, newest first.
    const changes = page.getByTestId('role-change').filter({ hasText: hire.email });
    await expect(changes).toHaveCount(3);
    await expect(changes.nth(0)).toContainText('from Operator to No role.');
    await expect(changes.nth(1)).toContainText('from Viewer to Operator.');
    await expect(changes.nth(2)).toContainText('from No role to Viewer.');
    await hire.close();
  });

  test('an operator has no Users tab', async ({ page }) => {
    await signedInAs(page, DEMO.operator);
    await expect(page.getByRole('tab', { name: 'Inquiries' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  });
});
