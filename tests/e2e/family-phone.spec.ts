import AxeBuilder from '@axe-core/playwright';
import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 20 part 1: the family's phone. After a booking request, the confirmation and the
 * tracking page fit a 390 px screen and pass axe's WCAG A/AA rules (contrast included), with
 * JavaScript and without it; the tracking link is a button, "Follow your request live", with
 * Copy and Share where the browser has them.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const ownPhone = () => `98${String(randomInt(10_000_000, 100_000_000))}`;
const bookingForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Ambulance' }) });

async function fillAndSend(page: Page) {
  const form = bookingForm(page);
  await form.getByLabel('Full Name').fill(`Family Phone ${randomUUID().slice(0, 8)}`);
  await form.getByLabel('Phone Number').fill(ownPhone());
  await form.getByLabel('Pickup Address').fill('14 Varthur Main Road, Varthur');
  await form.getByLabel('Service Type').selectOption('icu');
  await form.getByRole('button', { name: 'Request Ambulance' }).tap();
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** axe's WCAG 2 A and AA rules (colour contrast among them): every violation, whatever its impact. */
async function passesAxe(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/**
 * axe runs inside the page and needs its timers, which a page without JavaScript does not run:
 * the page as the browser shows it without JavaScript (its DOM, the server's HTML) is opened
 * again at the same address in a phone with JavaScript, its scripts (and frames) taken out, and
 * checked there.
 */
async function passesAxeWithoutScripts(browser: Browser, page: Page, include?: string) {
  // Frames left out too: axe waits on a frame whose page cannot load (the map's, offline).
  const html = (await page.content()).replace(/<(script|iframe)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const copy = await context.newPage();
    const url = page.url().replace(/#.*$/, '');
    // Nothing leaves the machine (the map's frame would wait for Google forever).
    await copy.route((target) => target.hostname !== 'localhost', (route) => route.abort());
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await copy.goto(url, { waitUntil: 'domcontentloaded' });
    await fitsThePhone(copy);
    await passesAxe(copy, include);
  } finally {
    await context.close();
  }
}

test.describe('with JavaScript', () => {
  test('the confirmation offers the tracking link as a button with Copy, fits the phone and passes axe; so does the tracking page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contact#book');
    await expect(bookingForm(page)).toHaveAttribute('data-ready', 'true');
    await fillAndSend(page);
    const confirmation = page.getByRole('status').filter({ hasText: 'Your request has been received' });
    const follow = confirmation.getByRole('link', { name: 'Follow your request live' });
    await expect(follow).toBeVisible();
    await fitsThePhone(page);
    const trackingPath = (await follow.getAttribute('href'))!;
    expect(trackingPath).toMatch(/^\/track\/[\w-]{43}$/);

    // After 5 s the form comes back; the link stays above it, with its Copy button.
    const kept = page.locator('#booking-form .form-confirmation').filter({ hasText: 'is with us' });
    await expect(kept.getByRole('link', { name: 'Follow your request live' })).toBeVisible();
    await kept.getByRole('button', { name: 'Copy link' }).tap();
    await expect(kept.getByRole('status')).toHaveText('Link copied. Paste it in a message to your family.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(trackingPath, page.url()).href);
    await fitsThePhone(page);
    await passesAxe(page, '#booking-form');

    await kept.getByRole('link', { name: 'Follow your request live' }).tap();
    await expect(page).toHaveURL(trackingPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received');
    await expect(page.locator('main[data-connected="true"]')).toBeVisible();
    // The page can be sent on from here too.
    await page.getByRole('button', { name: 'Copy link' }).tap();
    await expect(page.locator('#tracking-share').getByRole('status')).toHaveText('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(trackingPath, page.url()).href);
    await fitsThePhone(page);
    await passesAxe(page);
  });

  test('Share shows where the browser has navigator.share, and shares the link', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()), configurable: true });
    });
    await page.goto('/contact#book');
    await expect(bookingForm(page)).toHaveAttribute('data-ready', 'true');
    await fillAndSend(page);
    const confirmation = page.getByRole('status').filter({ hasText: 'Your request has been received' });
    const trackingPath = (await confirmation.getByRole('link', { name: 'Follow your request live' }).getAttribute('href'))!;
    await confirmation.getByRole('button', { name: 'Share' }).tap();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((d) => d.url))).toEqual([new URL(trackingPath, page.url()).href]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the answer page shows the button (no Copy or Share), fits the phone and passes axe; so does the tracking page', async ({ page, browser }) => {
    await page.goto('/contact');
    await fillAndSend(page);
    await expect(page).toHaveURL(/\/forms\/booking#booking-form$/);
    const receipt = page.locator('#booking-form').getByRole('status');
    const follow = receipt.getByRole('link', { name: 'Follow your request live' });
    await expect(follow).toBeVisible();
    await expect(receipt.getByRole('button')).toHaveCount(0);
    await fitsThePhone(page);
    await passesAxeWithoutScripts(browser, page, '#booking-form');

    await follow.tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received');
    // Steps not reached yet are listed too (their text must meet AA contrast).
    await expect(page.locator('.steps li.ahead').first()).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await fitsThePhone(page);
    await passesAxeWithoutScripts(browser, page);
  });
});
