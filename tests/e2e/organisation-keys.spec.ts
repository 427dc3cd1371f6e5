import { DEMO, DEMO_PARTNER, expect, test } from './fixtures';
import { signedInAs } from './signed-in';

/**
 * Issue 38.1, "and by an admin for a partner": on the Organisations tab an admin makes a key for
 * a partner organisation (its secret shown once, working on the API for that organisation),
 * and revokes it, after which the API refuses it. The organisation's own people see the same
 * keys on /partner/keys (the same panel; tested in partner-keys.spec.ts).
 */
test('an admin makes an API key for a partner organisation, which works on the API until revoked', async ({ page, request }) => {
  await signedInAs(page, DEMO.admin, { at: '/admin?tab=organisations' });
  await page.getByRole('button', { name: `API keys of ${DEMO_PARTNER.organisation}` }).click();
  const panel = page.getByRole('dialog', { name: `API keys of ${DEMO_PARTNER.organisation}` });
  await panel.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  const name = `Admin-made ${Date.now() % 100000}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: `Key "${name}" created` });
  await expect(shown.getByText('it is not shown again')).toBeVisible();
  const secret = (await shown.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^amb_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();

  // The key acts for that organisation: its trips, read with the default scope.
  const trips = () => request.get('/api/v1/trips', { headers: { authorization: `Bearer ${secret}` } });
  expect((await trips()).status()).toBe(200);
  const row = panel.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row).toContainText('trips:read');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke key' }).click();
  await expect(panel.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  expect((await trips()).status()).toBe(401);
});
