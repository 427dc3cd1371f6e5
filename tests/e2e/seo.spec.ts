import { parse } from 'node-html-parser';
import { inEveryLanguage, PUBLIC_PATHS } from '../../web/lib/public-routes';
import { consoleMessages, expect, test, ORIGIN } from './fixtures';
import { parseJsonLd } from './json-ld';

// The build's default PUBLIC_URL (canonical links are absolute).

for (const path of PUBLIC_PATHS) {
  test(`${path}: its own title, description, canonical link, Open Graph and Twitter tags in the HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const head = parse(await response.text()).querySelector('head')!;
    const meta = (attr: string, value: string) => head.querySelector(`meta[${attr}="${value}"]`)?.getAttribute('content');
    const title = head.querySelector('title')?.text;
    expect(title).toBeTruthy();
    expect(head.querySelectorAll('title')).toHaveLength(1);
    expect(meta('name', 'description')?.length).toBeGreaterThan(50);
    const url = `${ORIGIN}${path === '/' ? '/' : path}`;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(meta('property', 'og:url')).toBe(url);
    expect(meta('property', 'og:title')).toBe(title);
    expect(meta('property', 'og:description')).toBe(meta('name', 'description'));
    expect(meta('property', 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
  });
}

test('the home page carries the business as structured data (24/7, address, geo, rating 4.8 from 500)', async ({ request }) => {
  const html = parse(await (await request.get('/')).text());
  const blocks = html.querySelectorAll('script[type="application/ld+json"]').map((s) => parseJsonLd(s.text));
  const business = blocks.find((b) => [b['@type']].flat().includes('EmergencyService'));
  expect(business).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Bengaluru Ambulance Service',
    telephone: '+91 00000 00000',
    address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', postalCode: '560087', addressCountry: 'IN' },
    geo: { '@type': 'GeoCoordinates', latitude: 12.9389, longitude: 77.7412 },
    openingHoursSpecification: { opens: '00:00', closes: '23:59' },
    aggregateRating: { ratingValue: 4.8, reviewCount: 500 },
  });
  expect(business?.openingHoursSpecification?.dayOfWeek).toHaveLength(7);
  // The share image the tags point to exists.
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('robots.txt keeps crawlers out of the staff area; the sitemap lists every public page in every language', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /auth');
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(listed).toEqual(inEveryLanguage(PUBLIC_PATHS).map((p) => `${ORIGIN}${p === '/' ? '/' : p}`));
});

test('unknown paths, including paths below a service page, answer 404 with the not-found page', async ({ request }) => {
  for (const path of ['/no-such-page', '/services/cardiac/extra']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its full text, links, pictures, forms and the phone number', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('24/7 Ambulance Service in Bengaluru');
    await expect(page.getByRole('link', { name: /Call Now: 000000 00000/ })).toHaveAttribute('href', 'tel:+910000000000');
    await expect(page.locator('#services .service-card')).toHaveCount(11);
    await expect(page.locator('#fleet .fleet-card')).toHaveCount(10);
    await expect(page.locator('.testimonial-card')).toHaveCount(6);
    await expect(page.locator('#faq summary')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Request Ambulance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Varthur, Bengaluru, Karnataka 560087');
    // Nothing is left waiting for a script to fade it in.
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(page.locator('#faq summary').first()).toBeVisible();
    // Every picture has its size set, so nothing shifts as it loads.
    const unsized = await page.locator('main img').evaluateAll((imgs) => imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length);
    expect(unsized).toBe(0);
    // FAQ answers open without JavaScript too (native details).
    await page.locator('#faq summary').first().click();
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
  });
});

test('every widget of the home page hydrates without console errors as the visitor scrolls', async ({ page }) => {
  const errors = consoleMessages(page);
  const warnings = consoleMessages(page, 'warning');
  await page.goto('/');
  for (const id of ['services', 'fleet', 'testimonials', 'contact', 'faq']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await expect(page.locator('.testimonial-carousel[data-ready]')).toBeVisible();
  await expect(page.locator('#fleet .fleet-filter[aria-pressed="true"]')).toHaveText('All');
  await page.getByRole('button', { name: 'Interior', exact: true }).click();
  await expect(page.locator('#fleet .fleet-card')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(warnings.filter((w) => /hydrat|did not match/i.test(w))).toEqual([]);
});
