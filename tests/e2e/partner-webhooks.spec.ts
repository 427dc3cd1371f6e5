import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';

const DEMO_PARTNER = 'partner@hospital.demo.example.com';

async function signInAsPartner(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_PARTNER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/partner$/);
}

/**
 * The partner console's Webhooks screen (issue 38.4) at a phone's width and a computer's: add an
 * endpoint (the shared schema's messages), see and copy its secret, send a test event and see
 * its delivery, send it again, disable and enable, delete. The endpoint's host does not resolve
 * on this closed network: its deliveries fail and say why, which is what the screen must show.
 */
for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['computer', { width: 1280, height: 800 }],
] as const) {
  test.describe(`webhooks on a ${size}`, () => {
    test.use({ viewport });

    test('a partner adds an endpoint, reads its secret, sends a test event, disables, enables and deletes it', async ({ page }) => {
      await signInAsPartner(page);
      await page.getByRole('navigation', { name: 'Partner console' }).getByRole('link', { name: 'Webhooks' }).click();
      await expect(page).toHaveURL(/\/partner\/webhooks$/);
      const form = page.getByRole('form', { name: 'Add an endpoint' });
      await form.getByLabel('URL').fill('http://hooks.example.com/x');
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(form.getByText('Use an https:// address (http:// only for localhost while developing)')).toBeVisible();

      const url = `https://hooks-${randomUUID().slice(0, 8)}.example.invalid/ambulance`;
      await form.getByLabel('URL').fill(url);
      await form.getByRole('checkbox', { name: /Trip cancelled/ }).uncheck();
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      const created = page.getByTestId('webhook-created');
      await expect(created).toContainText(url);
      const secret = (await created.getByTestId('webhook-secret').textContent())!;
      expect(secret).toMatch(/^whsec_/);

      const card = page.getByTestId('webhook-endpoint').filter({ hasText: url });
      await expect(card).toContainText('Enabled');
      await expect(card).not.toContainText('Trip cancelled');
      await card.getByRole('button', { name: 'Show secret' }).click();
      await expect(card.getByTestId('webhook-secret')).toHaveText(secret);

      await card.getByRole('button', { name: 'Send test event' }).click();
      const row = card.getByRole('row').filter({ hasText: 'Test event' });
      await expect(row).toBeVisible();
      // The host does not resolve here: the attempt is made and the answer column says why.
      await expect(row).toContainText(/could not be resolved|Could not connect|No answer within/, { timeout: 20_000 });
      // Its attempt log: each attempt with why it failed.
      await row.getByRole('button', { name: 'Attempts' }).click();
      await expect(card.getByTestId('webhook-attempts')).toContainText(/could not be resolved|Could not connect|No answer within/);
      await row.getByRole('button', { name: 'Send again' }).click();
      await expect(row).toBeVisible();

      // A new secret: shown once here, the previous one signing beside it for a day.
      await card.getByRole('button', { name: 'Rotate secret' }).click();
      const rotated = card.getByTestId('webhook-rotated');
      await expect(rotated).toContainText('signed with the previous secret too');
      const newSecret = (await rotated.getByTestId('webhook-secret').textContent())!;
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(secret);

      // Edit: the URL rules as when adding; saved, the card shows the new address.
      await card.getByRole('button', { name: 'Edit' }).click();
      const edit = card.getByRole('form', { name: 'Edit the endpoint' });
      await edit.getByLabel('URL').fill('http://hooks.example.com/y');
      await edit.getByRole('button', { name: 'Save endpoint' }).click();
      await expect(edit.getByText('Use an https:// address (http:// only for localhost while developing)')).toBeVisible();
      const movedUrl = url.replace('/ambulance', '/ambulance-v2');
      await edit.getByLabel('URL').fill(movedUrl);
      await edit.getByRole('button', { name: 'Save endpoint' }).click();
      await expect(edit).toHaveCount(0);
      await expect(card.getByText(movedUrl, { exact: true })).toBeVisible();

      await card.getByRole('button', { name: 'Disable' }).click();
      await expect(card).toContainText('Disabled');
      await expect(card.getByTestId('webhook-disabled-reason')).toContainText('Disabled by Kavya Menon.');
      await expect(card.getByRole('button', { name: 'Send test event' })).toBeDisabled();
      await card.getByRole('button', { name: 'Enable' }).click();
      await expect(card.getByTestId('webhook-disabled-reason')).toHaveCount(0);

      await card.getByRole('button', { name: 'Delete' }).click();
      await card.getByRole('button', { name: 'Delete for good' }).click();
      await expect(card).toHaveCount(0);
    });
  });
}
