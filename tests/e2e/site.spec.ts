import { consoleMessages, expect, ORIGIN, test } from './fixtures';

test('the home page is real HTML and hydrates without errors', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<h1[^>]*>24\/7 Ambulance Service in Bengaluru<\/h1>/);
  expect(html).toMatch(new RegExp(`<link[^>]+rel="canonical"[^>]+href="${ORIGIN}/"`));
  const errors = consoleMessages(page);
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await expect(page).toHaveTitle(/Ambulance Service in Bengaluru/);
  // One title and one canonical after hydration (no duplicates from prerendering).
  expect(await page.locator('head title').count()).toBe(1);
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const errors = consoleMessages(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  // Styled before any script runs, hydrated without errors: besides the browser's note of the
  // 404 response, the only console error is the spec's log of the missing path.
  await expect(page.locator('.not-found')).toHaveCSS('display', 'flex');
  await page.waitForLoadState('networkidle');
  expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([
    '404 Error: User attempted to access non-existent route: /no-such-page',
  ]);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // A document navigation to the home page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('24/7 Ambulance Service in Bengaluru');
});

test('links between public pages are page loads, and back works', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Emergency Ambulance' }).click();
  await expect(page).toHaveURL(/\/services\/emergency$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency Ambulance');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined(); // a document navigation
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('24/7 Ambulance Service in Bengaluru');
  // The islands start as they come near, working.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('form[data-ready]')).toHaveCount(2);
  await page.locator('#fleet').scrollIntoViewIfNeeded();
  await expect(page.locator('.fleet-gallery[data-ready] .fleet-card')).toHaveCount(10);
});

test('after following a link the head is the new page’s (a page load), nothing of the previous page’s', async ({ page }) => {
  await page.goto('/');
  const description = page.locator('head meta[name="description"]');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', `${ORIGIN}/`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page).toHaveTitle(/^Privacy Policy \| /);
  await expect(canonical).toHaveAttribute('href', `${ORIGIN}/privacy`);
  await expect(description).toHaveAttribute('content', /forms collect/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined(); // a document navigation
  // Exactly one of each: the previous page's tags left.
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(canonical).toHaveCount(1);
  await expect(description).toHaveCount(1);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${ORIGIN}/privacy`);
  // An unknown path gets the not-found page's head.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/"]')?.setAttribute('href', '/missing-page'));
  await page.locator('a[href="/missing-page"]').first().click();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
