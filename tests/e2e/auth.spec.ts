import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

test.describe('auth screen', () => {
  test('the dashboard without a session goes to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  });

  test('before its script has started, the Sign Up tab waits (disabled) instead of losing the tap', async ({ browser }) => {
    // Scripts off: the page as first painted, before its script runs.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeDisabled();
    await context.close();
  });

  test('the Sign Up tab works as soon as it can be tapped', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });

  test('login validation shows only the first error, in the spec order', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Validation Error' });
    await expect(toast).toContainText('Invalid email address');
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);

    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters' })).toBeVisible();
  });

  test('a wrong password shows Login Failed', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.operator);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login Failed' });
    await expect(toast).toContainText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('login shows the busy label, then the dashboard with e-mail and role; logout returns to /auth', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.operator);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    // Hold the sign-in response so the busy label can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/trpc/auth.signIn*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Logged in successfully!' })).toBeVisible();
    await expect(page.getByTestId('header-email')).toHaveText(DEMO.operator);
    await expect(page.getByTestId('header-role')).toHaveText('Operator');

    // With a session, /auth goes to /admin.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Logged out successfully!' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the header shows e-mail, role and Logout, and the sign-in notification leaves Logout free, on a computer and on a phone', async ({ page }) => {
    for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await signIn(page, DEMO.viewer);
      await expect(page.getByRole('alert').filter({ hasText: 'Logged in successfully!' })).toBeVisible();
      await expect(page.getByTestId('header-email')).toBeInViewport();
      await expect(page.getByTestId('header-role')).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
      // The page itself never scrolls sideways (tables scroll inside their own frame).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // A trial click checks that Logout itself would receive the click (nothing on top of it).
      await page.getByRole('button', { name: 'Logout' }).click({ trial: true, timeout: 2000 });
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('sign-up makes an account that waits for an administrator', async ({ page }) => {
    const email = `new.staff.${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', 'minimum 6 characters');
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Phone Number').fill('98450 12345');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pw');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Full name must be at least 2 characters' })).toBeVisible();

    await page.getByLabel('Full Name').fill('Neha Joshi');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Account created successfully!' })).toBeVisible();
    await expect(page.getByTestId('header-role')).toHaveText('No role');
    await expect(page.getByRole('heading', { name: 'Waiting for an administrator' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveCount(0);
  });

  test('sign-up with a registered e-mail says so', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Phone Number').fill('98450 12345');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.viewer);
    await page.getByLabel('Password', { exact: true }).fill('secret-pw');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Signup Failed' })).toContainText(
      'This email is already registered. Please login instead.',
    );
  });

  test('a viewer sees the tabs but not Users; an admin sees Users', async ({ page }) => {
    await signIn(page, DEMO.viewer);
    await expect(page.getByRole('tab', { name: 'Bookings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, DEMO.admin);
    await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  });
});
