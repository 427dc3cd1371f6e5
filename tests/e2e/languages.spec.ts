import { parse, type HTMLElement } from 'node-html-parser';
import { LOCALE_TAGS, LOCALES, localizedPath, type Locale } from '../../shared/i18n/locale';
import { SERVICE_PATHS, type ServicePath } from '../../shared/routes';
import { PUBLIC_PATHS } from '../../web/lib/public-routes';
import { consoleMessages, expect, ORIGIN, test } from './fixtures';
import { checkSettledPage } from './page-checks';

/**
 * Every public page in English, Kannada and Hindi (issue 22): each version says its language,
 * links to the others and is linked back, shows no English sentence of the English page and no
 * message key; the switcher keeps the page (with and without JavaScript) and the choice is
 * remembered; a browser preferring another language is offered it, never redirected.
 */

const OTHER_LANGUAGES = LOCALES.filter((locale) => locale !== 'en');
const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ };

/** Text of the page's own content: the header, main and footer, without scripts. */
function pageText(root: HTMLElement, selector: string): string {
  const el = root.querySelector(selector);
  if (!el) return '';
  for (const script of el.querySelectorAll('script, style')) script.remove();
  return el.structuredText.replace(/\s+/g, ' ');
}

/**
 * English sentences of a page: runs of four or more Latin-script words. Names (the business, its
 * address), the allowed shared words and numbers are not sentences of their own.
 */
function englishSentences(text: string, shared: string[]): string[] {
  let rest = text;
  for (const word of shared) rest = rest.replaceAll(word, ' ');
  return [...rest.matchAll(/[A-Za-z][A-Za-z'’,-]*(?:\s+[A-Za-z][A-Za-z'’,-]*){3,}/g)].map((m) => m[0].trim());
}

async function fetchPage(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'sec-fetch-dest': 'document' } });
  expect(response.status(), path).toBe(200);
  return parse(await response.text());
}

test('every public route in every language: lang, canonical and reciprocal hreflang, sitemap', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of PUBLIC_PATHS) {
    for (const locale of LOCALES) {
      const url = localizedPath(path, locale);
      const html = await fetchPage(request, url);
      expect(html.querySelector('html')!.getAttribute('lang'), url).toBe(LOCALE_TAGS[locale]);
      const absolute = (p: string) => `${ORIGIN}${p === '/' ? '/' : p}`;
      expect(html.querySelector('link[rel="canonical"]')!.getAttribute('href'), url).toBe(absolute(url));
      const alternates = Object.fromEntries(html.querySelectorAll('link[rel="alternate"]').map((l): [string, string] => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']));
      // Itself, the two others and x-default (English), absolute; every version lists the same set,
      // so each links back to this one.
      expect(alternates, url).toEqual({
        ...Object.fromEntries(LOCALES.map((other) => [LOCALE_TAGS[other], absolute(localizedPath(path, other))])),
        'x-default': absolute(path),
      });
      expect(html.querySelector('meta[property="og:url"]')!.getAttribute('content')).toBe(absolute(url));
      for (const block of html.querySelectorAll('script[type="application/ld+json"]')) {
        const data = JSON.parse(block.text) as { inLanguage?: string; mainEntityOfPage?: { inLanguage?: string } };
        expect(data.inLanguage ?? data.mainEntityOfPage?.inLanguage, `${url} JSON-LD`).toBe(LOCALE_TAGS[locale]);
      }
      expect(sitemap, url).toContain(`<loc>${absolute(url)}</loc>`);
    }
  }
});

test('the Kannada and Hindi pages show no English sentence of the English page and no message key', async ({ request }) => {
  test.setTimeout(120_000);
  const home = await fetchPage(request, '/');
  // Names that stay as they are in every language: the business and its address (configuration).
  const businessName = home.querySelector('.site-brand')!.text.replace('+', '').trim();
  const address = home.querySelector('address')?.structuredText.split('\n').map((line) => line.trim()).filter(Boolean) ?? [];
  const shared = [businessName, ...address];
  const problems: string[] = [];
  for (const path of PUBLIC_PATHS) {
    const english = pageText(await fetchPage(request, path), 'body');
    const sentences = new Set(englishSentences(english, shared));
    for (const locale of OTHER_LANGUAGES) {
      const url = localizedPath(path, locale);
      const page = await fetchPage(request, url);
      const text = pageText(page, 'body');
      for (const sentence of sentences) if (text.includes(sentence)) problems.push(`${url}: "${sentence}"`);
      const key = /\b[a-z]+(?:_[a-z0-9]+){2,}\b/.exec(text);
      if (key) problems.push(`${url}: message key ${key[0]}`);
      if (!SCRIPT[locale].test(pageText(page, 'main'))) problems.push(`${url}: main has no ${locale} script`);
    }
  }
  expect(problems).toEqual([]);
});

test('the switcher keeps the page, the app stays in its language, and the choice is remembered', async ({ page, pageErrors }) => {
  const errors = consoleMessages(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fleet');
  await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
  const header = page.locator('.language-switcher-header');
  await header.getByRole('link', { name: 'ಕನ್ನಡ' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/kn/fleet`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
  await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
  await expect(header.locator('[aria-current="page"]')).toHaveText('ಕನ್ನಡ');

  // A link within the Kannada site is a page load of the Kannada page.
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  await page.locator('.site-footer a[href="/kn/contact"]').first().click();
  await expect(page).toHaveURL(`${ORIGIN}/kn/contact`);
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBeUndefined();
  await expect(page.locator('.language-switcher-footer a[hreflang="hi-IN"]')).toHaveAttribute('href', '/hi/contact');

  // Coming back later from outside the site to an English address: the chosen language.
  await page.goto('/about');
  await expect(page).toHaveURL(`${ORIGIN}/kn/about`);
  // Choosing English again is remembered too.
  await page.locator('.language-switcher-footer').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/about`);
  await page.goto('/fleet');
  await expect(page).toHaveURL(`${ORIGIN}/fleet`);
  expect(errors, 'console errors (hydration included)').toEqual([]);
  expect(pageErrors).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the switcher is a plain link to the same page in the other language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/cardiac');
    await page.locator('.language-switcher-header').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/hi/services/cardiac`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });
});

test.describe('a browser that prefers Kannada', () => {
  test.use({ locale: 'kn-IN' });
  test('is offered the Kannada page in one line, and not redirected', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveURL(`${ORIGIN}/contact`);
    const line = page.locator('.language-suggestion');
    await expect(line).toHaveAttribute('lang', 'kn-IN');
    await line.getByRole('link').click();
    await expect(page).toHaveURL(`${ORIGIN}/kn/contact`);
    await expect(page.locator('.language-suggestion')).toHaveCount(0);
  });
});

/**
 * axe and CSP in the browser, once per kind of page in each other language: every page but the
 * service pages, and one service page (the eleven share one template and one style; all-routes.spec
 * runs the same check on every English page, and the checks above read every translated page's
 * HTML). Issue 36: one browser pass per kind of page.
 */
const ONE_PAGE_PER_KIND = PUBLIC_PATHS.filter((path) => !SERVICE_PATHS.includes(path as ServicePath) || path === SERVICE_PATHS[0]);
for (const locale of OTHER_LANGUAGES) {
  for (const path of ONE_PAGE_PER_KIND) {
    const url = localizedPath(path, locale);
    test(`${url}: axe finds no serious or critical problem, and the page runs with no CSP violation`, async ({ page }) => {
      const { axe, csp } = await checkSettledPage(page, url);
      expect(axe).toEqual([]);
      expect(csp).toEqual([]);
    });
  }
}
