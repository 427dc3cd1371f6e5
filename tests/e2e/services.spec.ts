import { parse, type HTMLElement } from 'node-html-parser';
import { SERVICE_GROUPS, SERVICES, servicesInGroup } from '../../shared/content/services';
import { consoleMessages, expect, test, ORIGIN } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { parseJsonLd, type JsonLd } from './json-ld';
import { expectTexts, jsonLdOf as jsonLdOfServed, linksNamed, sectionOf, servedPage, textOf, textsOf } from './served-html';

// The build's default site configuration (placeholders until the provider sets SITE_*).
const PHONE_LINK = 'tel:+910000000000';
const whatsappLink = (text: string) => `https://wa.me/910000000000?text=${encodeURIComponent(text)}`;

const EMERGENCY_PATHS = ['/services/emergency', '/services/emergency-ambulance-number', '/services/emergency-ambulance-number-bangalore'];

/** What a visitor finds under this h2: the heading's container (a section, or a panel of one). */
function section(page: Page, heading: string) {
  return page.getByRole('heading', { level: 2, name: heading, exact: true }).locator('xpath=..');
}

async function jsonLdOf(request: APIRequestContext, path: string): Promise<JsonLd[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parse(await response.text())
    .querySelectorAll('head script[type="application/ld+json"]')
    .map((s) => parseJsonLd(s.text));
}

/** Where the Related services cards lead. */
function relatedLinks(page: Page): Promise<string[]> {
  return section(page, 'Related services')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

/** Where the Related services cards lead, in the served HTML. */
function servedRelatedLinks(html: HTMLElement): string[] {
  return sectionOf(html, 'Related services')
    .querySelectorAll('li a[href]')
    .map((a) => a.getAttribute('href')!);
}

/** Marks the window, so a test can tell a page load (every link between public pages) from a move within one. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
}
async function loadedAsDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
}

test.describe('/services', () => {
  test('lists the 11 services by group, each card with a Learn More link to its page', async ({ page }) => {
    await page.goto('/services');
    await expect(page).toHaveTitle('Ambulance Services in Bengaluru | Emergency, ICU, Cardiac & More');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Ambulance Services');
    const main = page.getByRole('main');
    await expect(main.locator('.service-card')).toHaveCount(11);
    const learnMore = main.getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(11);
    for (const group of SERVICE_GROUPS) {
      const cards = section(page, group.label).locator('.service-card');
      const services = servicesInGroup(group.id);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(services.map((s) => s.title));
      for (const [i, service] of services.entries()) {
        const link = cards.nth(i).getByRole('link');
        await expect(link).toHaveAccessibleName(`Learn More about the ${service.name}`);
        await expect(link).toHaveAttribute('href', service.path);
        await expect(cards.nth(i).getByRole('listitem')).toHaveText([...service.features]);
      }
    }
    await expect(main.getByRole('link', { name: /Call Now/ }).first()).toHaveAttribute('href', PHONE_LINK);
  });

  test('Learn More opens the service page in the app (no reload), and back returns to the list', async ({ page }) => {
    const errors = consoleMessages(page);
    await page.goto('/services');
    await markWindow(page);
    await page.getByRole('link', { name: 'Learn More about the Air Ambulance' }).click();
    await expect(page).toHaveURL(/\/services\/air$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air Ambulance');
    await expect(page).toHaveTitle('Air Ambulance from Bengaluru | Helicopter & Fixed Wing');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/services/air`);
    await loadedAsDocument(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Ambulance Services');
    expect(errors).toEqual([]);
  });
});

test.describe('every service page, from the shared template', () => {
  for (const service of SERVICES) {
    test(`${service.path}: heading, features, equipment, benefits, related links, call and WhatsApp buttons (served HTML)`, async ({ request }) => {
      const html = await servedPage(request, service.path);
      expect(textOf(html.querySelector('head title')!)).toBe(service.metaTitle);
      expect(html.querySelector('head link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${service.path}`);
      expectTexts(html.querySelectorAll('h1'), [service.title], 'h1');
      const main = html.querySelector('main')!;
      for (const text of [service.subtitle, service.description]) {
        expect(main.querySelectorAll('*').some((el) => textOf(el) === text), text).toBe(true);
      }
      expectTexts(html.querySelectorAll('nav[aria-label="Breadcrumb"] li'), ['Home', 'Services', service.name], 'breadcrumb');

      expectTexts(sectionOf(html, 'At a glance').querySelectorAll('li'), [...service.features], 'At a glance');
      expectTexts(sectionOf(html, 'Why choose us').querySelectorAll('li'), [...service.benefits], 'Why choose us');
      if ('equipment' in service) expectTexts(sectionOf(html, 'Equipment on board').querySelectorAll('li'), [...service.equipment], 'Equipment on board');
      else expect(html.querySelectorAll('h1, h2, h3, h4, h5, h6').filter((h) => /equipment on board/i.test(textOf(h)))).toHaveLength(0);

      // Related services: other service pages, each answering 200.
      const related = servedRelatedLinks(html);
      expect(related).toHaveLength(3);
      for (const href of related) {
        expect(href).toMatch(/^\/services\/./);
        expect(href).not.toBe(service.path);
        expect((await request.get(href)).status(), href).toBe(200);
      }

      // Call and WhatsApp buttons at the top and the bottom, the chat one with the page's message.
      const call = linksNamed(main, 'Call Now: 000000 00000');
      const whatsapp = linksNamed(main, 'Message on WhatsApp');
      expect(call).toHaveLength(2);
      expect(whatsapp).toHaveLength(2);
      for (const i of [0, 1]) {
        expect(call[i].getAttribute('href')).toBe(PHONE_LINK);
        expect(whatsapp[i].getAttribute('href')).toBe(whatsappLink(service.whatsappText));
        expect(whatsapp[i].getAttribute('target')).toBe('_blank');
        expect(whatsapp[i].getAttribute('rel')).toMatch(/noopener/);
      }
    });
  }

  test('reached in the app from their Learn More links, every service page shows its heading, head, sections and buttons', async ({ page }) => {
    test.slow(); // eleven pages, one after another
    // One browser pass for the whole kind: each page is rendered in the app from the regions of
    // its prerendered HTML, head included; the served HTML itself is checked above, page by page.
    await page.goto('/services');
    for (const service of SERVICES) {
      await page.getByRole('link', { name: `Learn More about the ${service.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`${service.path}$`));
      await expect(page).toHaveTitle(service.metaTitle);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${service.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      const main = page.getByRole('main');
      await expect(main.getByText(service.subtitle, { exact: true })).toBeVisible();
      await expect(main.getByText(service.description, { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Services', service.name]);

      await expect(section(page, 'At a glance').getByRole('listitem')).toHaveText([...service.features]);
      await expect(section(page, 'Why choose us').getByRole('listitem')).toHaveText([...service.benefits]);
      if ('equipment' in service)
        await expect(section(page, 'Equipment on board').getByRole('listitem')).toHaveText([...service.equipment]);
      else await expect(page.getByRole('heading', { name: 'Equipment on board' })).toHaveCount(0);
      // The sections of its own (checked in the served HTML below) are on screen here too.
      for (const heading of OWN_SECTIONS[service.path] ?? []) await expect(section(page, heading), heading).toBeVisible();

      const related = await relatedLinks(page);
      expect(related).toHaveLength(3);
      for (const href of related) {
        expect(href).toMatch(/^\/services\/./);
        expect(href).not.toBe(service.path);
      }

      const call = main.getByRole('link', { name: 'Call Now: 000000 00000' });
      const whatsapp = main.getByRole('link', { name: 'Message on WhatsApp' });
      await expect(call).toHaveCount(2);
      await expect(whatsapp).toHaveCount(2);
      for (const i of [0, 1]) {
        await expect(call.nth(i)).toHaveAttribute('href', PHONE_LINK);
        await expect(whatsapp.nth(i)).toHaveAttribute('href', whatsappLink(service.whatsappText));
        await expect(whatsapp.nth(i)).toHaveAttribute('target', '_blank');
        await expect(whatsapp.nth(i)).toHaveAttribute('rel', /noopener/);
      }
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Ambulance Services');
    }
  });

  test('each page describes itself as a Service of the business in Bengaluru (JSON-LD), with a breadcrumb', async ({ request }) => {
    for (const service of SERVICES) {
      const blocks = await jsonLdOf(request, service.path);
      expect(
        blocks.find((b) => b['@type'] === 'Service'),
        service.path,
      ).toMatchObject({
        '@context': 'https://schema.org',
        name: service.title,
        url: `${ORIGIN}${service.path}`,
        provider: { '@id': `${ORIGIN}/#business`, name: 'Bengaluru Ambulance Service', telephone: '+91 00000 00000' },
        areaServed: { '@type': 'City', name: 'Bengaluru' },
      });
      const breadcrumb = blocks.find((b) => b['@type'] === 'BreadcrumbList');
      expect(breadcrumb?.itemListElement?.map((c) => c.item)).toEqual([
        `${ORIGIN}/`,
        `${ORIGIN}/services`,
        `${ORIGIN}${service.path}`,
      ]);
    }
  });
});

test.describe('the emergency page', () => {
  test('answers at its three paths with the same page and one canonical link; only one is in the sitemap', async ({ request }) => {
    const bodies: string[] = [];
    for (const path of EMERGENCY_PATHS) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = parse(await response.text());
      expect(html.querySelector('head link[rel="canonical"]')?.getAttribute('href'), path).toBe(`${ORIGIN}/services/emergency`);
      expect(html.querySelector('head meta[property="og:url"]')?.getAttribute('content'), path).toBe(`${ORIGIN}/services/emergency`);
      bodies.push(html.querySelector('main')!.innerHTML);
    }
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/services/emergency</loc>`);
    expect(sitemap).not.toContain('emergency-ambulance-number');
  });

  test('a related link to an alias path opens it in the app, with the emergency page as canonical', async ({ page }) => {
    await page.goto('/services/icu-ambulance-bangalore');
    await markWindow(page);
    await section(page, 'Related services').getByRole('link', { name: 'Emergency Ambulance' }).click();
    await expect(page).toHaveURL(/\/services\/emergency-ambulance-number$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency Ambulance');
    await expect(section(page, 'What happens when you call')).toBeVisible();
    await expect(page).toHaveTitle('Emergency Ambulance Number in Bengaluru | 24/7 Response');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/services/emergency`);
    await loadedAsDocument(page);
  });

  test('says what to do, what happens when you call, where we respond and how fast (served HTML)', async ({ request }) => {
    const html = await servedPage(request, '/services/emergency-ambulance-number-bangalore');
    expectTexts(html.querySelectorAll('h1'), ['Emergency Ambulance'], 'h1');
    expect(textOf(html.querySelector('main')!)).toContain('average response is under 10 minutes');
    expectTexts(sectionOf(html, 'What to do while you wait').querySelectorAll('h3'), [
      'Call and give the address',
      'Keep your phone free',
      'Meet the ambulance',
      'Bring the records',
    ]);
    expect(sectionOf(html, 'What happens when you call').querySelectorAll('li')).toHaveLength(4);
    expectTexts(sectionOf(html, 'Where we respond').querySelectorAll('li'), [
      'Varthur',
      'Whitefield',
      'Marathahalli',
      'KR Puram',
      'Hoskote',
      'Electronic City',
    ]);
  });
});

test('ICU page: what it is, equipment, why choose us, four location cards, when to call, its links and message (served HTML)', async ({ request }) => {
  const html = await servedPage(request, '/services/icu-ambulance-bangalore');
  sectionOf(html, 'What is an ICU ambulance?');
  expect(textOf(sectionOf(html, 'Equipment on board'))).toContain('Ventilator');
  expect(textOf(sectionOf(html, 'Equipment on board'))).toContain('Multi-parameter patient monitor');
  expectTexts(sectionOf(html, 'Why choose us').querySelectorAll('li'), [/^Available 24\/7/, /^GPS tracking/, /^Expert care/]);
  expectTexts(sectionOf(html, 'Average response by area').querySelectorAll('li'), [
    /Central and South Bengaluru.*6-10 min/,
    /Whitefield.*5-8 min/,
    /Varthur and Sarjapur.*7-10 min/,
    /Electronic City.*8-12 min/,
  ]);
  expectTexts(sectionOf(html, 'When to call for an ICU ambulance').querySelectorAll('h3'), ['Critical emergencies', 'Inter-hospital transfers']);
  expect(servedRelatedLinks(html)).toEqual(['/services/emergency-ambulance-number', '/services/neonatal', '/services/cardiac']);
  expect(linksNamed(html, 'Message on WhatsApp')[0].getAttribute('href')).toBe(whatsappLink('I need an ICU ambulance urgently'));
});

test.describe('BLS page', () => {
  test('definition, ideal-for and not-suitable-for lists, coverage cards, its links and message (served HTML)', async ({ request }) => {
    const html = await servedPage(request, '/services/basic-life-support-ambulance-bangalore');
    sectionOf(html, 'What is a Basic Life Support ambulance?');
    expect(textOf(html.querySelector('main')!)).toContain('one attendant may ride along');
    const suitability = sectionOf(html, 'Is a BLS ambulance right for the patient?');
    expectTexts(suitability.querySelectorAll('h3'), ['Ideal for', 'Not suitable for']);
    const panels = suitability.querySelectorAll('.service-panel');
    expect(panels[0].querySelectorAll('li')).toHaveLength(4);
    // toContainText over a list: each pattern in one of the items, in this order.
    const notSuitable = textsOf(panels[1].querySelectorAll('li'));
    const icu = notSuitable.findIndex((t) => /ICU ambulance/.test(t));
    expect(icu, 'an item naming the ICU ambulance').toBeGreaterThanOrEqual(0);
    expect(notSuitable.slice(icu + 1).some((t) => /cardiac ambulance/.test(t)), 'then one naming the cardiac ambulance').toBe(true);
    expectTexts(sectionOf(html, 'Coverage and average response').querySelectorAll('li'), [
      /Whitefield.*5-10 min/,
      /Varthur.*6-12 min/,
      /Electronic City.*7-12 min/,
      /Central and South Bengaluru.*8-15 min/,
    ]);
    expect(servedRelatedLinks(html)).toEqual([
      '/services/emergency-ambulance-number',
      '/services/icu-ambulance-bangalore',
      '/services/cardiac',
    ]);
    expect(linksNamed(html, 'Message on WhatsApp')[0].getAttribute('href')).toBe(whatsappLink('I need a Basic Life Support ambulance'));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('six FAQs that open natively', async ({ page }) => {
      await page.goto('/services/basic-life-support-ambulance-bangalore');
      const faq = section(page, 'Basic Life Support ambulance: questions');
      const questions = faq.locator('details');
      await expect(questions).toHaveCount(6);
      await expect(faq.getByText('One attendant may ride along with the patient')).toBeHidden();
      await faq.getByText('Can a family member travel with the patient?').click();
      await expect(faq.getByText('One attendant may ride along with the patient')).toBeVisible();
      await expect(questions.nth(1)).toHaveAttribute('open', '');
    });
  });

  test('its six FAQs are also FAQPage structured data', async ({ request }) => {
    const html = await servedPage(request, '/services/basic-life-support-ambulance-bangalore');
    const faq = jsonLdOfServed(html, 'head').find((b) => b['@type'] === 'FAQPage');
    const shown = textsOf(sectionOf(html, 'Basic Life Support ambulance: questions').querySelectorAll('summary'));
    expect(shown).toHaveLength(6);
    expect(faq?.mainEntity?.map((q) => q.name)).toEqual(shown);
    // Only the BLS page has an FAQ.
    expect((await jsonLdOf(request, '/services/cardiac')).some((b) => b['@type'] === 'FAQPage')).toBe(false);
  });
});

// The page-specific sections the spec lists: heading, then the item headings a visitor sees.
const DISTINCTIVE_SECTIONS: { path: string; sections: [heading: string, items: (string | RegExp)[]][] }[] = [
  {
    path: '/services/cardiac',
    sections: [['Our four-step cardiac protocol', ['Assessment', 'ACLS intervention', 'Continuous monitoring', 'Cardiac centre transfer']]],
  },
  {
    path: '/services/neonatal',
    sections: [['Who we carry', [/^Newborns.*0-28 days/, /^Infants.*1-12 months/, /^Children.*1-18 years/]]],
  },
  {
    path: '/services/air',
    sections: [
      ['Helicopter or fixed wing?', [/^Helicopter.*Up to 300 km/, /^Fixed wing.*500\+ km.*international repatriation/]],
      ['International repatriation', []],
    ],
  },
  { path: '/services/mortuary', sections: [['How we look after you', ['Service standards', 'Family support']]] },
  { path: '/services/funeral', sections: [['How we help', ['Home collection', 'Religious support', 'Final destination']]] },
  {
    path: '/services/event',
    sections: [
      ['Events we cover', ['Sports', 'Concerts and festivals', 'Corporate events', 'Public gatherings']],
      [
        'Our four-step event protocol',
        ['Plan with the organiser', 'Set up before the gates open', 'Respond during the event', 'Transfer and report'],
      ],
    ],
  },
  {
    path: '/services/intercity',
    sections: [
      ['How a transfer works', ['Pre-transfer planning', 'During the transfer']],
      ['Where we go', [/^South India.*Karnataka, Tamil Nadu, Andhra Pradesh and Kerala/, /^Pan India/, /^International/]],
    ],
  },
  {
    path: '/services/corporate',
    sections: [
      ['Packages', ['Basic', 'Premium', 'Enterprise']],
      ['Industries we serve', ['Manufacturing', 'Construction', 'IT', 'Retail and hospitality']],
    ],
  },
];

for (const { path, sections } of DISTINCTIVE_SECTIONS) {
  test(`${path}: its own sections (${sections.map(([heading]) => heading).join('; ')}) (served HTML)`, async ({ request }) => {
    const html = await servedPage(request, path);
    for (const [heading, items] of sections) {
      const found = sectionOf(html, heading);
      if (!items.length) continue;
      // Items are cards (their whole text) when a pattern is given, else their h3 headings.
      const shown = items.some((item) => item instanceof RegExp) ? found.querySelectorAll('.service-info-card') : found.querySelectorAll('h3');
      expectTexts(shown, items, heading);
    }
  });
}

/** The h2 sections of its own each service page shows (besides the template's), checked on screen in the app. */
const OWN_SECTIONS: Record<string, string[]> = {
  '/services/emergency': ['What to do while you wait', 'What happens when you call', 'Where we respond'],
  '/services/icu-ambulance-bangalore': ['What is an ICU ambulance?', 'Average response by area', 'When to call for an ICU ambulance'],
  '/services/basic-life-support-ambulance-bangalore': ['What is a Basic Life Support ambulance?', 'Is a BLS ambulance right for the patient?', 'Coverage and average response'],
  ...Object.fromEntries(DISTINCTIVE_SECTIONS.map(({ path, sections }) => [path, sections.map(([heading]) => heading)])),
};

test('corporate packages describe what each covers, with no prices (served HTML)', async ({ request }) => {
  const html = await servedPage(request, '/services/corporate');
  const packages = sectionOf(html, 'Packages').querySelectorAll('.service-info-card');
  for (const i of [0, 1, 2]) expect(packages[i].querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
  expect(textOf(html.querySelector('main')!)).not.toMatch(/₹|Rs\.?\s?\d|INR|per month|\/month/i);
});

test.describe('short paths /services/icu and /services/basic', () => {
  test('a direct request gets a permanent redirect from the server', async ({ request }) => {
    for (const [from, to] of [
      ['/services/icu', '/services/icu-ambulance-bangalore'],
      ['/services/basic', '/services/basic-life-support-ambulance-bangalore'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  for (const [from, to, heading] of [
    ['/services/icu', '/services/icu-ambulance-bangalore', 'ICU Ambulance (Advanced Life Support)'],
    ['/services/basic', '/services/basic-life-support-ambulance-bangalore', 'Basic Life Support Ambulance'],
  ] as const) {
    test(`in the app, ${to} replaces ${from} in the history`, async ({ page }) => {
      await page.goto('/services');
      await markWindow(page);
      const historyLength = await page.evaluate(() => history.length);
      // A plain link to the short path, as other pages have (the landing page links /services/icu).
      await page.evaluate((href) => document.querySelector('main a[href="/services/cardiac"]')!.setAttribute('href', href), from);
      await page.locator(`main a[href="${from}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await loadedAsDocument(page);
      // One entry added (the long path), not two: back leads to the list, not to the short path.
      expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
      await page.goBack();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Ambulance Services');
    });
  }
});

test.describe('unknown service paths', () => {
  test('answer 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/services/no-such-service');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  test('show the not-found page when reached by a link too', async ({ page }) => {
    await page.goto('/services');
    await markWindow(page);
    await page.evaluate(() =>
      document.querySelector('main a[href="/services/cardiac"]')!.setAttribute('href', '/services/no-such-service'),
    );
    await page.locator('main a[href="/services/no-such-service"]').click();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await loadedAsDocument(page);
  });
});

test('moving between service pages loads each page with its content, head and structured data', async ({ page }) => {
  const errors = consoleMessages(page);
  const warnings = consoleMessages(page, 'warning');
  await page.goto('/services/icu-ambulance-bangalore');
  await markWindow(page);
  await section(page, 'Related services').getByRole('link', { name: 'Cardiac Ambulance' }).click();
  await expect(page).toHaveURL(/\/services\/cardiac$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cardiac Ambulance');
  await expect(section(page, 'Our four-step cardiac protocol')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Average response by area' })).toHaveCount(0);
  await expect(page).toHaveTitle('Cardiac Ambulance in Bengaluru | ACLS Heart Emergency Care');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/services/cardiac`);
  const texts = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  const services = texts.map(parseJsonLd).filter((b) => b['@type'] === 'Service');
  expect(services.map((s) => s.url)).toEqual([`${ORIGIN}/services/cardiac`]);
  // The chat buttons carry the new page's message.
  await expect(page.getByRole('link', { name: 'Message on WhatsApp' }).first()).toHaveAttribute(
    'href',
    whatsappLink('I need a cardiac ambulance'),
  );
  await loadedAsDocument(page);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(warnings.filter((w) => /hydrat|did not match/i.test(w))).toEqual([]);
});
