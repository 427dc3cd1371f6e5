import { servicesInGroup, SERVICE_GROUPS, SERVICES } from '../../shared/content/services';
import { expect, test } from './fixtures';

// The build's default site configuration (placeholders until the provider sets SITE_*).
const PHONE_LINK = 'tel:+910000000000';
const WHATSAPP_LINK = 'https://wa.me/910000000000';

test.describe('header', () => {
  test('casts a stronger shadow once scrolled past 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    // Resolves once the scroll event was dispatched and two frames were drawn after it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
          window.scrollTo(0, 10);
        }),
    );
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('desktop: links, and a Services mega-menu in three columns (4/4/3) with call and WhatsApp buttons', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/ambulance-near-me');
    await expect(nav.getByRole('link', { name: 'Fleet' })).toHaveAttribute('href', '/fleet');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: /Call/ })).toHaveAttribute('href', PHONE_LINK);

    const toggle = nav.getByRole('button', { name: 'Services' });
    const menu = page.locator('#site-mega-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.hover();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const columns = menu.locator('.site-mega-column');
    await expect(columns).toHaveCount(3);
    for (const [i, group] of SERVICE_GROUPS.entries()) {
      await expect(columns.nth(i).locator('.site-mega-heading')).toHaveText(group.label);
      const links = columns.nth(i).getByRole('link');
      await expect(links).toHaveText(servicesInGroup(group.id).map((s) => s.name));
    }
    expect(await Promise.all([0, 1, 2].map((i) => columns.nth(i).getByRole('link').count()))).toEqual([4, 4, 3]);
    await expect(menu.getByRole('link', { name: /Emergency Call/ })).toHaveAttribute('href', PHONE_LINK);
    const whatsapp = menu.getByRole('link', { name: 'Book on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', WHATSAPP_LINK);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);

    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();
  });

  test('the Services menu works from the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-mega-menu').getByRole('link', { name: SERVICES[0].name })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-mega-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('mobile: the toggle opens a menu that closes when an item is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'About Us', 'Services', 'Fleet', 'Contact Us', /Call/]);
    await expect(menu.getByRole('link', { name: /Call/ })).toHaveAttribute('href', PHONE_LINK);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a skip link leads past the header to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test('footer: address, emergency line, hours, service links, quick actions, legal links, copyright 2015', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('address')).toContainText('Varthur, Bengaluru, Karnataka 560087');
  await expect(footer.getByRole('link', { name: '000000 00000' }).first()).toHaveAttribute('href', PHONE_LINK);
  await expect(footer).toContainText('Open 24 hours a day, 7 days a week, 365 days a year');
  const services = footer.getByRole('region', { name: 'Services' }).getByRole('link');
  await expect(services).toHaveCount(11);
  expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(SERVICES.map((s) => s.path));
  const actions = footer.getByRole('region', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: /Call/ })).toHaveAttribute('href', PHONE_LINK);
  await expect(actions.getByRole('link', { name: 'Book on WhatsApp' })).toHaveAttribute('rel', /noopener/);
  await expect(actions.getByRole('link', { name: 'Book online' })).toHaveAttribute('href', '/#contact');
  await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer).toContainText('© 2015 Bengaluru Ambulance Service');
});

test('floating call and chat buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Call 000000 00000' }).last()).toHaveAttribute('href', PHONE_LINK);
  const chat = page.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', WHATSAPP_LINK);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
});

test('the footer legal links lead to the privacy and terms pages inside the frame', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle(/^Privacy Policy \|/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined(); // a document navigation
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByRole('main')).toContainText('not yet a confirmed booking');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('Book online from another page opens the home page at the booking form, complete', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book online' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Book an Ambulance' })).toBeInViewport();
  await expect(page.locator('form[data-ready]')).toHaveCount(2);
  await expect(page.locator('#fleet .fleet-card')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Book an Ambulance' })).toBeInViewport();
});
