import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 35 items 1–3: public pages are documents with islands. A link between public pages is
 * a page load, and a page is complete with scripts off; each island starts (its chunk loads and
 * hydrates) when it comes near the screen, and works; an island whose chunk cannot load leaves
 * its server HTML working (the form posts as plain HTML) and shows the helpline in the page's
 * language; the staff console and the public pages share no chunk.
 */

/** The chunks (by name, without their 8-character hash) the page has asked for so far. */
function islandChunks(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (request) => {
    const name = /\/assets\/([\w-]+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (name) asked.add(name);
  });
  return asked;
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

test('a link between public pages is a page load of the whole document, not a fetch', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) fetched.push(request.url());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate');
  expect(fetched).toEqual([]);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test('the home page is complete: header, menus, slides, gallery, reviews, both forms posting, footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('24/7 Ambulance Service in Bengaluru');
    await expect(page.locator('#site-mega-menu a')).not.toHaveCount(0);
    await expect(page.locator('#site-mobile-menu a')).not.toHaveCount(0);
    await expect(page.locator('.hero-slide img')).toHaveCount(3);
    await expect(page.locator('.fleet-card')).toHaveCount(10);
    await expect(page.locator('.testimonial-track > *')).not.toHaveCount(0);
    await expect(page.locator('form[method="post"]')).toHaveCount(2);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    // Every island holds its server HTML.
    const empty = await page.locator('[data-island]').evaluateAll((islands) => islands.filter((el) => !el.innerHTML.trim() && el.getAttribute('data-island') !== 'NotFoundLog').length);
    expect(empty).toBe(0);
    await expect(page.locator('.island-unavailable')).toHaveCount(0);
  });
});

test('each island starts when it comes near the screen, and works', async ({ page }) => {
  const asked = islandChunks(page);
  await page.goto('/');
  // The header starts at once: its menu opens.
  await expect(island(page, 'SiteHeader')).toHaveAttribute('data-started', 'true');
  await page.getByRole('button', { name: 'Services' }).hover();
  await expect(page.locator('#site-mega-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#site-mega-menu')).toBeHidden();
  // The hero is on screen: it starts, and its arrows move it.
  await expect(island(page, 'HeroSlider')).toHaveAttribute('data-started', 'true');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

  // Far below: nothing of the forms is asked for until they come near.
  expect(asked.has('BookingForm')).toBe(false);
  await expect(island(page, 'BookingForm')).not.toHaveAttribute('data-started');

  await page.locator('#fleet').scrollIntoViewIfNeeded();
  await expect(island(page, 'FleetGallery')).toHaveAttribute('data-started', 'true');
  await page.locator('.fleet-filters').getByRole('button', { name: 'ICU' }).click();
  await expect(page.locator('.fleet-card')).not.toHaveCount(10);

  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  await expect(island(page, 'TestimonialCarousel')).toHaveAttribute('data-started', 'true');
  await expect(page.locator('.testimonial-carousel[data-ready]')).toBeVisible();

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(island(page, 'BookingForm')).toHaveAttribute('data-started', 'true');
  await expect(island(page, 'InquiryForm')).toHaveAttribute('data-started', 'true');
  expect(asked.has('BookingForm')).toBe(true);
  // The form checks with the shared schema in the page (no post): the spec's messages.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Ambulance' }) });
  await form.getByLabel('Full Name').fill('A');
  await form.getByLabel('Phone Number').fill('12345');
  await form.getByLabel('Pickup Address').fill('Whitefield Main Road');
  await form.getByRole('button', { name: 'Request Ambulance' }).click();
  await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Full name must be at least 2 characters');
  await expect(page).toHaveURL(/\/$/);
});

test('React comes to the browser only with a form: pages with none near the screen load none of it', async ({ page }) => {
  const asked = islandChunks(page);
  const react = () => [...asked].filter((name) => ['hydrate', 'jsx-runtime'].includes(name)).sort();
  for (const path of ['/', '/fleet', '/kn/services']) {
    asked.clear();
    await page.goto(path);
    // The header has started (with its own script), and whatever else starts at load has had its turn.
    await expect(island(page, 'SiteHeader')).toHaveAttribute('data-started', 'true');
    await page.waitForLoadState('networkidle');
    expect(asked.has('site-header'), path).toBe(true);
    expect(react(), path).toEqual([]);
  }
  // A page with a form near the screen does load React (what the check above looks for).
  asked.clear();
  await page.goto('/contact#book');
  await expect(island(page, 'BookingForm')).toHaveAttribute('data-started', 'true');
  expect(react()).toEqual(['hydrate', 'jsx-runtime']);
});

test('an island whose chunk is blocked shows the helpline in the page’s language, and its form still posts', async ({ page }) => {
  await page.route('**/assets/BookingForm-*.js', (route) => route.abort('connectionrefused'));
  await page.goto('/kn/contact#book');
  const notice = page.locator('.island-unavailable');
  await expect(notice).toHaveText(/ಈ ಪುಟದ ಒಂದು ಭಾಗ ಲೋಡ್ ಆಗಲಿಲ್ಲ/);
  await expect(notice.getByRole('link')).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(island(page, 'BookingForm')).not.toHaveAttribute('data-started');
  await expect(island(page, 'InquiryForm')).toHaveAttribute('data-started', 'true');

  const form = page.locator('[data-island="BookingForm"] form');
  await form.locator('[name="name"]').fill(`Blocked ${randomUUID().slice(0, 8)}`);
  await form.locator('[name="phone"]').fill(`98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await form.locator('[name="pickupAddress"]').fill('14 Varthur Main Road, Varthur');
  await form.locator('[name="serviceType"]').selectOption('icu');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/kn\/forms\/booking#booking-form$/);
  await expect(page.locator('#booking-form [role="status"] strong').first()).toHaveText(/^[0-9A-F]{8}$/);
});

test('a script island whose chunk is blocked (the header) shows the helpline; the page starts and its links work', async ({ page }) => {
  await page.route('**/assets/site-header-*.js', (route) => route.abort('connectionrefused'));
  // The fixture's goto waits for html[data-app-started]: set although the header could not start.
  await page.goto('/hi/fleet');
  await expect(page.locator('.island-unavailable')).toHaveCount(1);
  await expect(page.locator('.island-unavailable').getByRole('link')).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(island(page, 'SiteHeader')).not.toHaveAttribute('data-started');
  await page.locator('.site-nav a[href="/hi/contact"]').click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
});

test('the staff console and the public pages share no chunk', () => {
  type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }>;
  const read = (name: string) => JSON.parse(readFileSync(`dist/client/.vite/${name}`, 'utf8')) as Manifest;
  const files = (manifest: Manifest) => new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const site = read('manifest.json');
  const staff = read('console-manifest.json');
  const shared = [...files(site)].filter((file) => files(staff).has(file));
  expect(shared).toEqual([]);
  // Nothing of the console in the site's build, nothing of the public pages in the console's.
  expect(Object.keys(site).filter((key) => /console|@mantine|@trpc|react-query|react-router/.test(key))).toEqual([]);
  expect(Object.keys(staff).filter((key) => /^(site|routes)\//.test(key))).toEqual([]);
});
