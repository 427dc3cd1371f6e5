import { callApi, DEMO, expect, signIn, test, toast } from './fixtures';

// The rest of spec section 8 for the auth screen and logout (auth.spec.ts has the main paths).
test.describe('auth screen messages', () => {
  test('sign-up shows its busy label while the account is created', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Busy Label');
    await page.getByLabel('Phone Number').fill('98450 12345');
    await page.getByLabel('Email', { exact: true }).fill(`busy.${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret-pw');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/trpc/auth.signUp*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('sign-up validation runs in the spec order: e-mail, password, name, phone', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const submit = () => page.getByRole('button', { name: 'Sign Up' }).click();
    const expectOnly = async (message: string) => {
      await expect(toast(page, 'Validation Error').last()).toContainText(message);
    };
    await submit();
    await expectOnly('Invalid email address');
    await page.getByLabel('Email', { exact: true }).fill('order@example.com');
    await submit();
    await expectOnly('Password must be at least 6 characters');
    await page.getByLabel('Password', { exact: true }).fill('secret-pw');
    await submit();
    await expectOnly('Full name must be at least 2 characters');
    await page.getByLabel('Full Name').fill('Order Check');
    await submit();
    await expectOnly('Phone number must be at least 10 digits');
  });

  test('any other login failure shows Error with the server message', async ({ page }) => {
    // An account of its own: ten failures lock an account, and another test's successful
    // sign-in would clear the count of a shared demo account.
    const email = `locked.${Date.now()}@example.com`;
    await page.goto('/auth');
    await callApi(page, 'auth.signUp', { email, password: 'secret-pw', fullName: 'Locked Out', phone: '98450 12345' });
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    // Ten wrong passwords use up the account's budget; the eleventh is refused.
    for (let i = 0; i < 10; i++) {
      const answered = page.waitForResponse((r) => r.url().includes('auth.signIn'));
      await page.getByRole('button', { name: 'Login' }).click();
      expect((await answered).status()).toBe(401);
    }
    await expect(toast(page, 'Login Failed').first()).toContainText('Invalid email or password. Please try again.');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, /^Error/)).toContainText('Too many failed sign-in attempts. Please try again in');
  });

  test('a failed logout says so and stays signed in', async ({ page }) => {
    await signIn(page, DEMO.viewer);
    await page.route('**/trpc/auth.signOut*', (route) => route.abort());
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Error')).toContainText('Failed to logout. Please try again.');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('header-email')).toHaveText(DEMO.viewer);
  });
});
