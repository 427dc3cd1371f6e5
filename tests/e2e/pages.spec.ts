import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'node-html-parser';
import { COVERAGE_AREAS } from '../../shared/content/home';
import { DEFAULT_SITE_CONFIG } from '../../shared/site-config';
import { consoleMessages, DEMO, expect, test, ORIGIN } from './fixtures';
import { staffApi } from './staff-api';
import { parseJsonLd, type JsonLd } from './json-ld';
import { expectTexts, jsonLdOf, servedPage, textOf } from './served-html';

/**
 * The about, landing, fleet, contact and helpline pages (issue 4): what a visitor sees on
 * each, their links, forms reaching the staff, and their structured data. Titles,
 * descriptions, canonical links, the crawler and axe cover them with every public route
 * (seo.spec.ts, all-routes.spec.ts). The build uses the default (placeholder) site settings.
 */

const TEL = 'tel:+910000000000';
const WHATSAPP = 'https://wa.me/910000000000';
const HOURS = 'Open 24 hours a day, 7 days a week, 365 days a year';
const ADDRESS_LINE = 'Varthur, Bengaluru, Karnataka 560087';

/** The JSON-LD blocks in the live document (head and body). */
async function jsonLdIn(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map(parseJsonLd);
}

/** The JSON-LD blocks of a page as served (its prerendered HTML). */
async function servedJsonLd(page: Page, path: string): Promise<JsonLd[]> {
  const html = parse(await (await page.request.get(path)).text());
  return html.querySelectorAll('script[type="application/ld+json"]').map((s) => parseJsonLd(s.text));
}

const isEmergencyService = (block: JsonLd) => [block['@type']].flat().includes('EmergencyService');

/** A link that leaves the site: new tab, without access to this page. */
async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
}

/**
 * The map of the Varthur base (the page's only frame): lazy, titled, from the configured embed
 * URL. An island: its frame is made when the visitor nears the map.
 */
async function expectMap(page: Page) {
  await page.locator('#map').scrollIntoViewIfNeeded();
  const map = page.locator('iframe');
  await expect(map).toHaveCount(1);
  await expect(page.locator('#map iframe')).toHaveCount(1);
  await expect(map).toHaveAttribute('src', DEFAULT_SITE_CONFIG.mapEmbedUrl);
  await expect(map).toHaveAttribute('title', 'Map of our base in Varthur, Bengaluru');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expectNewTab(page.locator('#map').getByRole('link', { name: 'Open in Google Maps (new tab)' }), DEFAULT_SITE_CONFIG.mapLinkUrl);
}

async function expectCoverage(section: Locator) {
  await expect(section.locator('.coverage-list li')).toHaveText([...COVERAGE_AREAS]);
  expect(COVERAGE_AREAS).toHaveLength(15);
}

const bookingForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Ambulance' }) });
const inquiryForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });

test.describe('landing page /ambulance-near-me', () => {
  test('hero, stats, coverage, fleet cards, service buttons, why-choose, testimonials, contact card and map', async ({ page }) => {
    await page.goto('/ambulance-near-me');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ambulance Near Me in Bengaluru');

    // Hero: call and WhatsApp, with no prefilled text.
    const hero = page.locator('.page-hero');
    await expect(hero.getByRole('link', { name: 'Call Now: 000000 00000' })).toHaveAttribute('href', TEL);
    await expectNewTab(hero.getByRole('link', { name: 'Book via WhatsApp' }), WHATSAPP);

    await expect(page.getByRole('list', { name: 'Our record' }).getByRole('listitem')).toHaveText([
      /5000\+\s*Lives saved/,
      /15\+\s*Ambulances/,
      /3 min\s*Average response/,
      /4\.8\s*Rating from 500 reviews/,
    ]);

    await expectCoverage(page.locator('main'));

    const fleet = page.locator('#fleet');
    await expect(fleet.locator('.landing-fleet-title')).toHaveText(['Emergency Ambulance', 'ICU Ambulance', 'Patient Transfer']);
    expect(await fleet.locator('.landing-fleet-link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Learn more about Emergency Ambulance', '/services/emergency'],
      ['Learn more about ICU Ambulance', '/services/icu'],
      ['Learn more about Patient Transfer', '/services/basic-life-support-ambulance-bangalore'],
    ]);
    const serviceButtons = fleet.locator('.landing-service-links ul a');
    await expect(serviceButtons).toHaveText(['ICU Ambulance', 'Mortuary Ambulance', 'Air Ambulance', 'Neonatal Ambulance']);
    expect(await serviceButtons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/services/icu',
      '/services/mortuary',
      '/services/air',
      '/services/neonatal',
    ]);

    await expect(page.locator('#why-choose .feature-card')).toHaveCount(6);
    await expect(page.locator('#why-choose').getByRole('link', { name: 'More about us' })).toHaveAttribute('href', '/about');

    const reviews = page.locator('#testimonials .testimonial-card');
    await expect(reviews).toHaveCount(4);
    for (const review of await reviews.all()) {
      await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(review.locator('.testimonial-name')).not.toBeEmpty();
      await expect(review.locator('.testimonial-role')).not.toBeEmpty();
    }

    const card = page.locator('.contact-card');
    await expect(card).toContainText(ADDRESS_LINE);
    await expect(card).toContainText(HOURS);
    await expect(card.getByRole('link', { name: '000000 00000' })).toHaveAttribute('href', TEL);
    await expectMap(page);
  });

  test('the landing booking form has its own fields and options, and a request reaches the staff', async ({ page, baseURL }) => {
    await page.goto('/ambulance-near-me#book');
    const form = bookingForm(page);
    await expect(form).toHaveAttribute('data-ready');
    await expect(form.getByLabel('Service Type').locator('option:not([disabled])')).toHaveText([
      'Emergency Ambulance',
      'ICU Ambulance',
      'BLS Ambulance',
      'ALS Ambulance',
      'Neonatal Ambulance',
      'Cardiac Ambulance',
    ]);
    await expect(form.getByLabel('Additional Notes')).toHaveAttribute('rows', '4');
    await expect(form.getByLabel('Date & Time')).toHaveCount(0);
    await expect(form.getByText('Preferred contact')).toHaveCount(0);

    const name = `Landing ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill('98450 22334');
    await form.getByLabel('Pickup Address').fill('7 Whitefield Main Road');
    await form.getByLabel('Destination').fill('Narayana Health City');
    await form.getByLabel('Service Type').selectOption('als');
    await form.getByLabel('Additional Notes').fill('Second floor, no lift');
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been received' })).toContainText('within 5 minutes');

    const staff = await staffApi(baseURL!, DEMO.operator);
    const { items } = await staff.bookings.list.query({ search: name });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      customerPhone: '+919845022334',
      pickupLocation: '7 Whitefield Main Road',
      dropoffLocation: 'Narayana Health City',
      serviceType: 'als',
      status: 'pending',
      source: 'website',
      preferredContact: 'call',
      notes: 'Second floor, no lift',
    });
  });

  test('its EmergencyService data is in the head, leaves when the visitor navigates away and comes back with the page', async ({ page }) => {
    await page.goto('/ambulance-near-me');
    const emergency = (await jsonLdIn(page)).filter(isEmergencyService);
    expect(emergency).toHaveLength(1);
    expect(emergency[0]).toMatchObject({
      '@context': 'https://schema.org',
      telephone: '+91 00000 00000',
      address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', postalCode: '560087', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 12.9389, longitude: 77.7412 },
      openingHoursSpecification: { opens: '00:00', closes: '23:59' },
      aggregateRating: { ratingValue: 4.8, reviewCount: 500 },
      hasOfferCatalog: { '@type': 'OfferCatalog' },
    });
    expect(emergency[0].openingHoursSpecification?.dayOfWeek).toHaveLength(7);
    expect(emergency[0].areaServed).toHaveLength(15);
    expect(emergency[0].hasOfferCatalog?.itemListElement).toHaveLength(11);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Ambulance Fleet');
    await expect(page).toHaveTitle(/^Our Ambulance Fleet/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/fleet`);
    expect((await jsonLdIn(page)).filter(isEmergencyService)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined(); // a document navigation

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ambulance Near Me in Bengaluru');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/ambulance-near-me`);
    expect((await jsonLdIn(page)).filter(isEmergencyService)).toHaveLength(1);
  });
});

test.describe('fleet page', () => {
  test('overview, the four categories with their counts and equipment, Total Vehicles 21+, and the fleet features (served HTML)', async ({ request }) => {
    const html = await servedPage(request, '/fleet');
    expectTexts(html.querySelectorAll('h1'), ['Our Ambulance Fleet'], 'h1');
    expect(textOf(html.querySelector('.page-hero')!)).toContain('15+ ambulances and 21+ vehicles in total');

    const categories = html.querySelectorAll('.fleet-category');
    expectTexts(html.querySelectorAll('.fleet-category .fleet-category-title'), [
      'ICU Ambulances',
      'Emergency Ambulances',
      'Cardiac Ambulances',
      'Mortuary Ambulances',
      'Total Vehicles',
    ]);
    expectTexts(html.querySelectorAll('.fleet-category .fleet-category-count'), ['6 vehicles', '8 vehicles', '3 vehicles', '4 vehicles', '21+']);
    // Every category lists what it carries.
    for (const category of categories.slice(0, 4)) {
      expect(category.querySelectorAll('h1, h2, h3, h4, h5, h6').filter((h) => /on board/i.test(textOf(h)))).toHaveLength(1);
      expect(category.querySelectorAll('.fleet-category-features li').length).toBeGreaterThanOrEqual(3);
    }
    expect(textOf(categories[0])).toContain('Ventilator');

    expectTexts(html.querySelectorAll('#features .feature-card-title'), ['100% GPS tracked', 'Sanitized fleet', 'Trained crews', 'Licensed']);
    expect(jsonLdOf(html)).toContainEqual(expect.objectContaining({ '@type': 'WebPage', url: `${ORIGIN}/fleet` }));
  });

  test('the vehicle gallery filters and opens the lightbox', async ({ page }) => {
    await page.goto('/fleet');
    const gallery = page.locator('#gallery .fleet-gallery');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery).toHaveAttribute('data-ready');
    await expect(gallery.locator('.fleet-card')).toHaveCount(10);
    await gallery.getByRole('button', { name: 'ICU', exact: true }).click();
    await expect(gallery.locator('.fleet-card')).toHaveCount(2);
    await gallery.locator('.fleet-card').first().click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toContainText('1 / 2');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText('2 / 2');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  });
});

test.describe('contact page', () => {
  test('four tiles, hours, the coverage areas, the map and the address', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    const tiles = page.locator('.contact-tile');
    await expect(tiles.getByRole('heading')).toHaveText(['24x7 Hotline', 'WhatsApp', 'Email', 'Location']);
    await expect(tiles.nth(0).getByRole('link')).toHaveAttribute('href', TEL);
    await expectNewTab(tiles.nth(1).getByRole('link'), WHATSAPP);
    await expect(tiles.nth(2).getByRole('link')).toHaveAttribute('href', 'mailto:bookings@example.com');
    await expectNewTab(tiles.nth(3).getByRole('link'), DEFAULT_SITE_CONFIG.mapLinkUrl);
    await expect(tiles.nth(3)).toContainText(ADDRESS_LINE);

    await expect(page.locator('.contact-hours')).toContainText('Operating hours: 24x7, 365 days.');
    await expect(page.locator('.contact-hours').getByRole('link', { name: 'ambulance helpline number' })).toHaveAttribute(
      'href',
      '/ambulance-helpline-number-bangalore',
    );
    await expectCoverage(page.locator('#areas'));
    await expect(page.locator('#map')).toContainText(`Bengaluru Ambulance Service, Set SITE_STREET_ADDRESS, ${ADDRESS_LINE}`);
    await expectMap(page);

    const contactPage = (await servedJsonLd(page, '/contact')).find((b) => b['@type'] === 'ContactPage');
    expect(contactPage?.mainEntity?.contactPoint).toMatchObject({ telephone: '+91 00000 00000', contactType: 'emergency' });
  });

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    test('the map is there, as its frame and nothing else (the box that holds its place while scripts start is hidden)', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.locator('#map iframe')).toHaveCount(1);
      await expect(page.locator('#map iframe')).toHaveAttribute('src', DEFAULT_SITE_CONFIG.mapEmbedUrl);
      await expect(page.locator('#map iframe')).toBeVisible();
      await expect(page.locator('#map .map-embed-placeholder')).toBeHidden();
    });
  });

  test('with scripts on, the prerendered page holds no frame: the map is made when the visitor nears it', async ({ page, request }) => {
    const html = await (await request.get('/contact')).text();
    // Only inside <noscript> (a browser running scripts does not parse it).
    expect(html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/g, '')).not.toContain('<iframe');
    await page.goto('/contact');
    // Not made while the visitor is far from the map.
    await expect(page.locator('#map .map-embed-placeholder')).toHaveCount(1);
    await expect(page.locator('#map iframe')).toHaveCount(0);
    await page.locator('#map').scrollIntoViewIfNeeded();
    await expect(page.locator('#map iframe')).toHaveAttribute('src', DEFAULT_SITE_CONFIG.mapEmbedUrl);
    await expect(page.locator('#map .map-embed-placeholder')).toHaveCount(0);
  });

  test('reached from the header on another page, the map is there too', async ({ page }) => {
    await page.goto('/about');
    await page.locator('header nav').getByRole('link', { name: 'Contact' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectMap(page);
  });

  test('a booking request sent from the contact page reaches the staff', async ({ page, baseURL }) => {
    await page.goto('/contact#book');
    const form = bookingForm(page);
    await expect(form).toHaveAttribute('data-ready');
    await expect(form.getByLabel('Date & Time')).toHaveAttribute('type', 'datetime-local');
    const name = `Contact ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill('98450 33445');
    await form.getByLabel('Pickup Address').fill('21 Marathahalli Bridge Road');
    await form.getByLabel('Service Type').selectOption('transfer');
    await form.getByLabel('WhatsApp').check();
    await form.getByRole('button', { name: 'Request Ambulance' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your request has been received' })).toBeVisible();

    const staff = await staffApi(baseURL!, DEMO.viewer);
    const { items } = await staff.bookings.list.query({ search: name });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ pickupLocation: '21 Marathahalli Bridge Road', serviceType: 'transfer', source: 'website', preferredContact: 'whatsapp' });
  });

  test('a message sent from the contact page reaches the staff as an unread inquiry', async ({ page, baseURL }) => {
    await page.goto('/contact#book');
    const form = inquiryForm(page);
    await expect(form).toHaveAttribute('data-ready');
    const name = `Inquirer ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('inquirer@example.com');
    await form.getByLabel('Message').fill('Do you provide ambulance standby for a marathon in Whitefield?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();

    const staff = await staffApi(baseURL!, DEMO.viewer);
    const { items } = await staff.inquiries.list.query({ search: name });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      email: 'inquirer@example.com',
      phone: null,
      message: 'Do you provide ambulance standby for a marathon in Whitefield?',
      isRead: false,
    });
  });
});

test('/about: "Ambulance Service Near Me", the spec\'s claims, reached from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ambulance Service Near Me');
  await expect(page).toHaveTitle(/^Ambulance Service Near Me \| /);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/about`);
  const main = page.getByRole('main');
  for (const claim of ['since 2015', '1000+ families', '5000+ lives', '15+ ambulances', '21+ vehicles', '100% GPS tracked', 'licensed by the state health department', 'trained paramedics, experienced EMTs and drivers', 'sanitized']) {
    await expect(main).toContainText(new RegExp(claim.replace(/[+]/g, '\\+'), 'i'));
  }
  const about = (await jsonLdIn(page)).find((b) => b['@type'] === 'AboutPage');
  expect(about).toMatchObject({ url: `${ORIGIN}/about`, mainEntity: { name: 'Bengaluru Ambulance Service' } });
});

test('helpline page: the number in both forms, when to call, what to say, WhatsApp, areas and its contact point', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('.contact-hours').getByRole('link', { name: 'ambulance helpline number' }).click();
  await expect(page).toHaveURL(/\/ambulance-helpline-number-bangalore$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ambulance Helpline Number, Bengaluru');

  const numbers = page.locator('.helpline-number');
  await expect(numbers).toHaveText([/000000 00000/, /\+91 00000 00000/]);
  for (const link of await numbers.all()) await expect(link).toHaveAttribute('href', TEL);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(['When to call', 'What to tell the call-taker', 'Cannot talk? Use WhatsApp', 'Areas We Cover']);
  await expect(page.locator('#helpline-tell ~ ol li').first()).toContainText('address');
  await expectNewTab(page.getByRole('link', { name: 'Chat on WhatsApp (new tab)' }), WHATSAPP);
  await expectCoverage(page.locator('#areas'));

  const business = (await jsonLdIn(page)).find(isEmergencyService);
  expect(business?.contactPoint).toMatchObject({
    '@type': 'ContactPoint',
    telephone: '+91 00000 00000',
    contactType: 'emergency',
    hoursAvailable: { opens: '00:00', closes: '23:59' },
  });
  expect(business?.contactPoint?.areaServed).toHaveLength(15);
  expect(business?.contactPoint?.hoursAvailable?.dayOfWeek).toHaveLength(7);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${ORIGIN}/ambulance-helpline-number-bangalore</loc>`);
});

/** Each page, its heading, and the frame's link to it (header "Main" navigation or footer). */
const PAGES = [
  { path: '/about', heading: 'Ambulance Service Near Me', linkIn: 'contentinfo', link: 'About us' },
  { path: '/ambulance-near-me', heading: 'Ambulance Near Me in Bengaluru', linkIn: 'Main', link: 'About Us' },
  { path: '/fleet', heading: 'Our Ambulance Fleet', linkIn: 'Main', link: 'Fleet' },
  { path: '/contact', heading: 'Contact Us', linkIn: 'Main', link: 'Contact' },
  { path: '/ambulance-helpline-number-bangalore', heading: 'Ambulance Helpline Number, Bengaluru', linkIn: 'contentinfo', link: '24x7 helpline number' },
] as const;

for (const { path, heading, linkIn, link } of PAGES) {
  test(`${path}: served as HTML with its text, hydrates without console errors, and opens whole from the frame's link`, async ({ page }) => {
    const served = await (await page.request.get(path)).text();
    expect(parse(served).querySelector('h1')?.text).toBe(heading);

    const errors = consoleMessages(page);
    const warnings = consoleMessages(page, 'warning');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /hydrat|did not match/i.test(w))).toEqual([]);

    // From the home page: a page load of the whole page.
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const frame = linkIn === 'Main' ? page.getByRole('navigation', { name: 'Main' }) : page.getByRole('contentinfo');
    await frame.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined(); // a document navigation
  });
}
