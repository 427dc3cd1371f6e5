import { randomUUID } from 'node:crypto';
import { ALIAS_PATHS } from '../../web/lib/public-routes';
import { DEMO, DEMO_PARTNER, expect, signIn, signInAsPartner, test } from './fixtures';
import { recordCspViolations } from './page-checks';
import { staffApi } from './staff-api';

/**
 * Issue 9 point 3: every public route and every staff screen runs under the Content Security
 * Policy with zero violations (no inline script, connections only to this site and its own
 * WebSocket, frames only from the map host), reported by the browser's
 * `securitypolicyviolation` events and its console.
 */

test('the policy itself: no inline script, this site and its WebSocket only, the map host for frames', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'];
  const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toBe("script-src 'self'");
  expect(directive('connect-src')).toMatch(/^connect-src 'self' ws:\/\/localhost:\d+$/);
  expect(directive('frame-src')).toMatch(/^frame-src https:\/\/maps\.google\.com( https:\/\/www\.google\.com)?$/);
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
});

// Every public route in every language is checked in the axe cases' visit (all-routes.spec.ts,
// languages.spec.ts), with reduced motion: here the home page with motion on (its slider and
// carousel move), the aliases, and a form's schema running in the browser.
test('the home page in motion and the aliases of public routes run with zero CSP violations, and so does a form', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = recordCspViolations(page);
  const found: string[] = [];
  for (const path of ['/', ...ALIAS_PATHS]) {
    await page.goto(path, { waitUntil: 'load' });
    // Hydration, islands and lazy chunks run. Bounded: with no limit a page whose network never
    // went quiet for 500 ms (a busy CI machine) held the whole case until its 3-minute timeout.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    for (const v of await violations.all()) found.push(`${path}: ${v}`);
  }
  // A form checked in the browser (the shared zod schemas run there, and must not need eval).
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Request Ambulance' }) });
  await expect(form).toHaveAttribute('data-ready');
  await form.getByLabel('Full Name').fill('Asha Rao');
  await form.getByLabel('Phone Number').fill('12345');
  await form.getByLabel('Pickup Address').fill('Whitefield Main Road');
  await form.getByRole('button', { name: 'Request Ambulance' }).click();
  // Proof the schema ran in the browser: its message next to the field.
  await expect(form.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  for (const v of await violations.all()) found.push(`/contact form: ${v}`);
  expect(found).toEqual([]);
});

test('the staff screens (auth, every tab, a booking, live updates) run with zero CSP violations', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = recordCspViolations(page);
  const found: string[] = [];
  const collect = async (where: string) => {
    for (const v of await violations.all()) found.push(`${where}: ${v}`);
  };
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await collect('/auth');
  await signIn(page, DEMO.admin);
  // The live WebSocket connects (connect-src allows it).
  await expect(page.getByTestId('live-status')).toHaveText('Live updates on', { timeout: 15_000 });
  for (const tab of ['Dashboard', 'Bookings', 'Fleet', 'Inquiries', 'Users']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await collect(`/admin ${tab}`);
  }
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const firstBooking = page.getByRole('link').filter({ hasText: /.+/ }).and(page.locator('a[href*="/admin/bookings/"]')).first();
  if (await firstBooking.count()) {
    await firstBooking.click();
    await expect(page).toHaveURL(/\/admin\/bookings\//);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await collect('/admin/bookings/$id');
  }
  expect(found).toEqual([]);
});

test('the partner console (invitation, every screen, live updates, a dialog) runs with zero CSP violations', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const violations = recordCspViolations(page);
  const found: string[] = [];
  const collect = async (where: string) => {
    for (const v of await violations.all()) found.push(`${where}: ${v}`);
  };
  // The invitation page (the server's own page, with its form), then the console it signs in to.
  const admin = await staffApi(baseURL!, DEMO.admin);
  const organisationId = (await admin.organisations.list.query()).find((o) => o.name === DEMO_PARTNER.organisation)!.id;
  const invitation = await admin.organisations.invite.mutate({ organisationId, fullName: 'Csp Partner', email: `csp.${randomUUID().slice(0, 8)}@partner.example.com` });
  await page.goto(invitation.path);
  await expect(page.getByRole('button', { name: 'Set password and sign in' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('partner-password-1');
  await page.getByLabel('Type it again').fill('partner-password-1');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await collect('/partner/invitation');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInAsPartner(page);
  // The live WebSocket connects (connect-src allows it).
  await expect(page.getByTestId('partner-live')).toHaveText('Live updates on', { timeout: 15_000 });
  await collect('/partner');
  const nav = page.getByRole('navigation', { name: 'Partner console' });
  for (const [link, url] of [['Request a trip', /\/partner\/request$/], ['Series', /\/partner\/series$/], ['History', /\/partner\/history/]] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await collect(`/partner ${link}`);
  }
  // A dialog (Mantine's portal and its styles): moving a date of a series of the organisation's.
  const partner = await staffApi(baseURL!, DEMO_PARTNER.email);
  const patientName = `Csp Series ${randomUUID().slice(0, 6)}`;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await partner.partner.series.create.mutate({
    idempotencyKey: randomUUID(),
    trip: { patientName, patientPhone: '98450 11225', pickupLocation: '', dropoffLocation: 'Bellandur Kidney & Dialysis Centre', serviceType: 'transfer', needs: [], notes: '' },
    pattern: { weekdays: [1, 2, 3, 4, 5, 6, 7], time: '07:00', returnTime: null, startDate: tomorrow, weeks: 1, untilDate: null },
  });
  await nav.getByRole('link', { name: 'Series' }).click();
  const series = page.getByTestId('series').filter({ hasText: patientName });
  await series.getByRole('button', { name: /^Move \d{4}-\d{2}-\d{2}$/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Move one date' })).toBeVisible();
  await collect('/partner/series Move');
  expect(found).toEqual([]);
});
