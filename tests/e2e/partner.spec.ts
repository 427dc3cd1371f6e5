import { DEMO, expect, test } from './fixtures';
import { signedInAs } from './signed-in';

/**
 * The partner console (/partner, issue 37): an application of its own, behind the sign-in
 * screen, at a phone's width and at a computer's.
 */
for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['computer', { width: 1280, height: 800 }]] as const) {
  test.describe(`partner console on a ${size}`, () => {
    test.use({ viewport });

    test('a signed-out visitor is sent to the sign-in screen', async ({ page }) => {
      await page.goto('/partner');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });

    test('staff opening /partner are sent to their dashboard', async ({ page }) => {
      await signedInAs(page, DEMO.operator);
      await page.goto('/partner/history');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByTestId('header-email')).toHaveText(DEMO.operator);
    });
  });
}
