import { FLEET_IMAGES } from '../../shared/content/fleet';
import { FAQ, WHY_CHOOSE } from '../../shared/content/home';
import { SERVICES } from '../../shared/content/services';
import { expect, freezeClock, test } from './fixtures';
import { expectTexts, linksNamed, servedPage } from './served-html';
import type { Page } from '@playwright/test';
import { NodeType } from 'node-html-parser';

const activeSlide = (page: Page) => page.locator('.hero-slide[data-active]');

test.describe('hero slider', () => {
  test('advances every 3000 ms and wraps from the last slide to the first', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await expect(page.locator('.hero-slider[data-ready]')).toBeVisible();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(2900);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(100);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await page.clock.runFor(3000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await page.clock.runFor(3000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  });

  test('arrows wrap around, dots jump, and the slider pauses while hovered or focused', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await expect(page.locator('.hero-slider[data-ready]')).toBeVisible();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await expect(page.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    // The pointer is on the slider and a dot has focus: no advance.
    await page.clock.runFor(7000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    // Pointer and focus elsewhere: it moves on again.
    await page.mouse.move(5, 900);
    await page.getByRole('heading', { name: 'Our Ambulance Services' }).click();
    await page.clock.runFor(3000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  });

  test('does not move on its own when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await expect(page.locator('.hero-slider[data-ready]')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
  });

  test('shows the headline, the 1000+ families claim, Call Now and Book via WhatsApp (served HTML)', async ({ request }) => {
    const html = await servedPage(request, '/');
    expectTexts(html.querySelectorAll('h1'), ['24/7 Ambulance Service in Bengaluru'], 'h1');
    expect(html.querySelector('body')!.querySelectorAll('*').some((el) => el.childNodes.some((n) => n.nodeType === NodeType.TEXT_NODE && n.text.includes('Trusted by 1000+ families')))).toBe(true);
    const call = linksNamed(html, /Call Now/);
    expect(call).toHaveLength(1);
    expect(call[0].getAttribute('href')).toBe('tel:+910000000000');
    const whatsapp = linksNamed(html, /Book via WhatsApp/i);
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0].getAttribute('target')).toBe('_blank');
    expect(whatsapp[0].getAttribute('rel')).toMatch(/noopener/);
    // Only the first slide's image loads at once, with high priority; drawn, it is in the page
    // itself (no request of its own before the largest paint), the others are files.
    const images = html.querySelectorAll('.hero-slide img');
    expect(images).toHaveLength(3);
    expect(images[0].getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(images[0].getAttribute('alt')).toBe('An ambulance with its lights on driving through Bengaluru at dusk');
    expect(images[1].getAttribute('src')).toMatch(/^\/assets\/img\/hero-2-[0-9a-f]{10}\.svg$/);
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[1].getAttribute('loading')).toBe('lazy');
    expect(images[2].getAttribute('loading')).toBe('lazy');
    for (const i of [0, 1, 2]) {
      expect(images[i].getAttribute('width')).toMatch(/\d+/);
      expect(images[i].getAttribute('height')).toMatch(/\d+/);
    }
  });
});

test('services: 11 cards linking to their pages, then the four Why Choose points (served HTML)', async ({ request }) => {
  const section = (await servedPage(request, '/')).querySelector('#services')!;
  expectTexts(section.querySelectorAll('h2'), ['Our Ambulance Services'], 'h2');
  const cards = section.querySelectorAll('.service-card');
  expect(cards).toHaveLength(11);
  for (const [i, service] of SERVICES.entries()) {
    const links = linksNamed(cards[i], new RegExp(service.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    expect(links, service.title).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(service.path);
    expect(cards[i].querySelectorAll('.service-features li')).toHaveLength(4);
  }
  expectTexts(section.querySelectorAll('.why-choose-list strong'), WHY_CHOOSE.map((p) => p.title));
  expectTexts(section.querySelectorAll('.why-choose-list strong'), [
    'Available 24/7',
    'Experienced EMTs & drivers',
    'Sanitized, GPS-tracked fleet',
    'Transparent, compassionate service',
  ]);
});

test.describe('fleet gallery', () => {
  test('filters by category; the lightbox wraps within the filtered pictures and follows the keys', async ({ page }) => {
    await page.goto('/#fleet');
    await expect(page.locator('.fleet-gallery[data-ready]')).toBeVisible();
    const gallery = page.locator('#fleet');
    const cards = gallery.locator('.fleet-card');
    await expect(cards).toHaveCount(10);
    await expect(gallery.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.locator('.fleet-filter')).toHaveText(['All', 'ICU', 'Exterior', 'Interior', 'Service', 'Basic']);

    await gallery.getByRole('button', { name: 'ICU', exact: true }).click();
    await expect(gallery.getByRole('button', { name: 'ICU', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const icu = FLEET_IMAGES.filter((f) => f.category === 'ICU');
    await expect(cards).toHaveCount(icu.length);
    await expect(cards.locator('.fleet-badge')).toHaveText(icu.map(() => 'ICU'));

    await cards.nth(0).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.lightbox-counter')).toHaveText(`1 / ${icu.length}`);
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', icu[0].alt);
    await expect(dialog).toContainText(icu[0].title);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.lightbox-counter')).toHaveText(`2 / ${icu.length}`);
    await expect(dialog).toContainText(icu[1].title);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.lightbox-counter')).toHaveText(`1 / ${icu.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('.lightbox-counter')).toHaveText(`${icu.length} / ${icu.length}`);
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await expect(dialog.locator('.lightbox-counter')).toHaveText(`1 / ${icu.length}`);
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await expect(dialog.locator('.lightbox-counter')).toHaveText(`${icu.length} / ${icu.length}`);

    // The page behind does not scroll while the lightbox is open.
    const before = await page.evaluate(() => window.scrollY);
    // Proof the wheel was handled: its event reached the page and two frames were drawn after.
    await page.evaluate(() => {
      (window as unknown as { __wheel: Promise<void> }).__wheel = new Promise<void>((resolve) =>
        window.addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true }),
      );
    });
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => (window as unknown as { __wheel: Promise<void> }).__wheel);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cards.nth(0)).toBeFocused();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('the lightbox closes with its button; All shows ten pictures with a counter out of ten', async ({ page }) => {
    await page.goto('/#fleet');
    await expect(page.locator('.fleet-gallery[data-ready]')).toBeVisible();
    const cards = page.locator('#fleet .fleet-card');
    await cards.nth(9).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.lightbox-counter')).toHaveText('10 / 10');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.lightbox-counter')).toHaveText('1 / 10');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('scrolled to the footer, its links stay put while the sections and forms near it start', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
  await link.scrollIntoViewIfNeeded();
  const top = await link.evaluate((el) => el.getBoundingClientRect().top);
  // The two forms just above the footer start as they come near (their script adds what needs it).
  await expect(page.locator('#contact form[data-ready]')).toHaveCount(2);
  expect(await link.evaluate((el) => el.getBoundingClientRect().top)).toBe(top);
  await link.click();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('testimonials', () => {
  test('six reviews, newest first, each with stars, date, initial, role and location, and a link to all reviews', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.testimonial-card');
    await expect(cards).toHaveCount(6);
    await expect(page.locator('.testimonial-date')).toHaveText(['5 days ago', 'a week ago', '3 weeks ago', '1 month ago', '2 months ago', '4 months ago']);
    await expect(cards.first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(cards.first().locator('.testimonial-initial')).toHaveText('F');
    await expect(cards.first().locator('.testimonial-role')).toHaveText('Patient Family, Hoskote');
    const all = page.getByRole('link', { name: /Read all reviews/ });
    await expect(all).toHaveAttribute('href', /^https:\/\//);
    await expect(all).toHaveAttribute('rel', /noopener/);
  });

  test('the carousel moves one card every 2500 ms and loops to the start after the end', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/#testimonials');
    const carousel = page.locator('.testimonial-carousel[data-ready]');
    await expect(carousel).toBeVisible();
    const cards = page.locator('.testimonial-slide');
    await expect(cards.nth(0)).toBeInViewport({ ratio: 0.9 });
    // The cards scroll smoothly, in real time (the page's clock is fake): a card 90 % in view
    // may still be moving, and a timer run before it stops would start from mid-way (seen: the
    // loop to the start missed because the last card was not yet all the way in). So each step
    // waits until the track has stopped: two reads in a row alike.
    const track = page.locator('.testimonial-track');
    const stopped = async () => {
      let last = Number.NaN;
      await expect.poll(async () => {
        const left = await track.evaluate((el) => el.scrollLeft);
        const still = left === last;
        last = left;
        return still;
      }).toBe(true);
    };
    const perView = await cards.evaluateAll((els) => {
      const track = els[0].parentElement!.getBoundingClientRect();
      return els.filter((el) => el.getBoundingClientRect().right <= track.right + 4).length;
    });
    // One card further every 2500 ms until the last card shows...
    for (let step = 1; step <= 6 - perView; step++) {
      await page.clock.runFor(2500);
      await expect(cards.nth(step - 1)).not.toBeInViewport();
      await expect(cards.nth(step)).toBeInViewport({ ratio: 0.9 });
      await stopped();
    }
    await expect(cards.nth(5)).toBeInViewport({ ratio: 0.9 });
    // ...then back to the start.
    await page.clock.runFor(2500);
    await expect(cards.nth(0)).toBeInViewport({ ratio: 0.9 });
    await expect(cards.nth(5)).not.toBeInViewport();
  });

  test('previous from the first card goes to the end; next from the end back to the start', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#testimonials');
    const cards = page.locator('.testimonial-slide');
    await expect(page.locator('.testimonial-carousel[data-ready]')).toBeVisible();
    await page.getByRole('button', { name: 'Previous reviews' }).click();
    await expect(cards.nth(5)).toBeInViewport({ ratio: 0.9 });
    await expect(cards.nth(0)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Next reviews' }).click();
    await expect(cards.nth(0)).toBeInViewport({ ratio: 0.9 });
  });
});

test('FAQ: four questions, one open at a time, the open one closes when clicked', async ({ page }) => {
  await page.goto('/#faq');
  const questions = page.locator('#faq summary');
  await expect(questions).toHaveText(FAQ.map((f) => f.question));
  const answer = (i: number) => page.getByText(FAQ[i].answer);
  await expect(answer(0)).toBeHidden();
  await questions.nth(0).click();
  await expect(answer(0)).toBeVisible();
  await expect(answer(0)).toContainText('under 10 minutes');
  await questions.nth(3).click();
  await expect(answer(3)).toBeVisible();
  await expect(answer(3)).toContainText('Cash, UPI, bank transfer and major cards');
  await expect(answer(0)).toBeHidden();
  await questions.nth(3).click();
  await expect(answer(3)).toBeHidden();
});

test('sections below the fold fade in as they scroll into view', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('#faq');
  await expect(faq).toHaveAttribute('data-reveal', 'hidden');
  await expect(page.locator('.hero')).not.toHaveAttribute('data-reveal');
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute('data-reveal', 'shown');
});

test('page JavaScript: no staff code, and no validator or API client until a form is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /_console|staff|Mantine|notifications/i.test(s))).toEqual([]);
  expect(scripts.filter((s) => /public-api|BookingForm|FleetGallery/.test(s))).toEqual([]);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.getByLabel('Full Name').first().focus();
  await expect.poll(() => scripts.some((s) => s.includes('public-api'))).toBe(true);
});
