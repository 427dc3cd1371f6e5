import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { recordCspViolations } from './page-checks';

/**
 * Issue 38.1: the partner console's API keys page (/partner/keys) at a phone's width and at a
 * computer's: a key made with a name and scopes (the shared schema's messages), its secret shown
 * once with a copy button and working on the API; rotated (a new secret shown once); revoked
 * after a confirmation, and then refused by the API. And the API's reference page (/api/docs)
 * renders under the site's CSP.
 */
async function signInAsPartner(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill('partner@hospital.demo.example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/partner$/);
}

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['computer', { width: 1280, height: 800 }],
] as const) {
  test.describe(`API keys on a ${size}`, () => {
    test.use({ viewport });

    test('make a key (secret shown once, works on the API), rotate it, revoke it', async ({ page, request }) => {
      await signInAsPartner(page);
      await page.getByRole('navigation', { name: 'Partner console' }).getByRole('link', { name: 'API keys' }).click();
      await expect(page).toHaveURL(/\/partner\/keys$/);

      await page.getByRole('button', { name: 'New key' }).click();
      const dialog = page.getByRole('dialog', { name: 'New API key' });
      await dialog.getByRole('button', { name: 'Create key' }).click();
      await expect(dialog.getByText('Key name is required')).toBeVisible();
      const name = `Ward system ${size} ${Date.now() % 100000}`;
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('checkbox', { name: /^trips:write/ }).check();
      await dialog.getByRole('button', { name: 'Create key' }).click();

      const shown = page.getByRole('dialog', { name: `Key "${name}" created` });
      await expect(shown.getByText('it is not shown again')).toBeVisible();
      await expect(shown.getByRole('button', { name: 'Copy key' })).toBeVisible();
      const secret = (await shown.getByTestId('api-key-secret').textContent())!.trim();
      expect(secret).toMatch(/^amb_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: 'Done' }).click();

      const api = (key: string) => request.get('/api/v1/trips', { headers: { authorization: `Bearer ${key}` } });
      expect((await api(secret)).status()).toBe(200);

      // The list: the prefix only, its scopes, who made it, used.
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(`${secret.slice(0, 12)}…`);
      await expect(row).toContainText('trips:read');
      await expect(row).toContainText('trips:write');
      await expect(row).toContainText('Kavya Menon');
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText('Never');
      expect(await page.content()).not.toContain(secret);
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Rotate' }).click();
      const rotated = page.getByRole('dialog', { name: `New secret for "${name}"` });
      await expect(rotated.getByText('The previous secret keeps working until')).toBeVisible();
      const next = (await rotated.getByTestId('api-key-secret').textContent())!.trim();
      expect(next).not.toBe(secret);
      await rotated.getByRole('button', { name: 'Done' }).click();
      expect((await api(next)).status()).toBe(200);
      expect((await api(secret)).status()).toBe(200);

      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Revoke' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
      await confirm.getByRole('button', { name: 'Revoke key' }).click();
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
      expect((await api(next)).status()).toBe(401);
      expect((await api(secret)).status()).toBe(401);
    });
  });
}

test('the API reference renders the document under the site CSP', async ({ page }) => {
  const violations = recordCspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByText('Book a trip').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Partner API').first()).toBeVisible();
  expect(await violations.all()).toEqual([]);
});
