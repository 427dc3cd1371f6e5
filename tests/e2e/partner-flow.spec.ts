import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, test, toast, uniqueName, uniqueVehicleNumber } from './fixtures';
import { signedInAs } from './signed-in';
import { staffApi } from './staff-api';
import { bookingVersion } from '../helpers/versions';

const CREW_PASSWORD = 'crew-password-1';
const PARTNER_PASSWORD = 'partner-password-1';

type Admin = Awaited<ReturnType<typeof staffApi>>;

/**
 * An admin adds an organisation on the Organisations tab and invites a person: the link the
 * screen shows, to send them.
 */
async function organisationWithInvitation(page: Page) {
  const name = uniqueName('Sakra Test Hospital');
  const email = `${randomUUID().slice(0, 8)}@partner.example.com`;
  await signedInAs(page, DEMO.admin);
  await page.getByRole('tab', { name: 'Organisations' }).click();
  await page.getByRole('button', { name: 'Add Organisation' }).click();
  const form = page.getByRole('dialog', { name: 'Add Organisation' });
  await form.getByLabel('Organisation name').fill(name);
  await form.getByLabel('Address').fill('Sy. No. 52/2, Devarabeesanahalli, Bengaluru 560103');
  await form.getByLabel('Point on the map').fill('12.9352, 77.6245');
  await form.getByLabel('Billing contact name').fill('Accounts desk');
  await form.getByLabel('Billing e-mail').fill('accounts@partner.example.com');
  await form.getByRole('button', { name: 'Add Organisation' }).click();
  await expect(toast(page, 'Organisation added successfully')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: `People of ${name}` }).click();
  const people = page.getByRole('dialog', { name: `People of ${name}` });
  await expect(people.getByText('Nobody yet: invite someone above.')).toBeVisible();
  await people.getByLabel('Full name').fill('Meera Rao');
  await people.getByLabel('Email').fill(email);
  await people.getByRole('button', { name: 'Create invitation link' }).click();
  const invitation = people.getByTestId('invitation');
  await expect(invitation).toContainText(`Invitation for ${email}`);
  await expect(invitation).toContainText(/expires on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} \(7 days\)/);
  const link = (await people.getByTestId('invitation-link').textContent())!;
  expect(link).toMatch(/\/partner\/invitation\/[\w-]+$/);
  await expect(people.getByRole('row').filter({ hasText: email })).toContainText(/Valid until/);
  return { name, email, path: new URL(link, 'http://x').pathname };
}

/** The invited person, in a browser of their own: opens the link and sets a password, which signs them in. */
async function acceptInvitation(browser: Browser, viewport: { width: number; height: number }, path: string, organisation: string) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': `10.37.${randomInt(256)}.${randomInt(1, 255)}` } });
  const partner = await context.newPage();
  await partner.goto(path);
  await expect(partner.getByTestId('invitation-organisation')).toContainText(organisation);
  await partner.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD);
  await partner.getByLabel('Type it again').fill(PARTNER_PASSWORD);
  await partner.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(partner).toHaveURL(/\/partner$/);
  await expect(partner.getByTestId('partner-organisation')).toHaveText(organisation);
  return { partner, close: () => context.close() };
}

/** A vehicle of its own (cases run side by side) that suits a patient transfer, and a crew account linked to it. */
async function vehicleWithCrew(admin: Admin, request: APIRequestContext) {
  const vehicleNumber = uniqueVehicleNumber('KA-37-PT');
  const vehicle = await admin.fleet.create.mutate({ vehicleNumber, ambulanceType: 'basic', lastMaintenanceDate: null, nextMaintenanceDate: null });
  const email = `crew.partner.${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await request.post('/trpc/auth.signUp', { data: { email, password: CREW_PASSWORD, fullName: 'Partner Crew', phone: '98450 33447' } });
  expect(signUp.status()).toBe(200);
  const userId = (await admin.users.list.query()).find((u) => u.email === email)!.id;
  await admin.users.assignRole.mutate({ userId, role: 'crew' });
  await admin.users.linkVehicle.mutate({ userId, ambulanceId: vehicle.id });
  return { vehicleId: vehicle.id, vehicleNumber, email };
}

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['computer', { width: 1280, height: 800 }],
] as const) {
  test.describe(`partner console on a ${size}`, () => {
    test.use({ viewport });

    test('an invited person sets a password, requests a trip and follows it live on the board as staff assign and the crew taps, until an admin ends their access', async ({ page, browser, request, baseURL }) => {
      const { name, email, path } = await organisationWithInvitation(page);
      const { partner, close } = await acceptInvitation(browser, viewport, path, name);
      try {
        await expect(partner.getByTestId('partner-live')).toHaveText('Live updates on');
        await expect(partner.getByText('No trips today.')).toBeVisible();

        // Request a trip now, from the organisation's own address.
        await partner.getByRole('link', { name: 'Request a trip' }).first().click();
        await expect(partner).toHaveURL(/\/partner\/request$/);
        const form = partner.getByRole('form', { name: 'Request a trip' });
        await expect(form.getByRole('radio', { name: /^Our address: Sy\. No\. 52\/2/ })).toBeChecked();
        // The shared schema checks the form before anything is sent.
        await form.getByRole('button', { name: 'Request trip' }).click();
        await expect(form.getByText('Patient name is required')).toBeVisible();
        const patient = `Lakshmi ${randomUUID().slice(0, 6)}`;
        await form.getByLabel('Patient name').fill(patient);
        await form.getByLabel('Patient phone').fill(`98${String(randomInt(10_000_000, 100_000_000))}`);
        await form.getByLabel('Destination').fill('Whitefield Dialysis Centre, ITPL Main Road');
        await form.getByRole('checkbox', { name: 'Wheelchair' }).check();
        await form.getByRole('button', { name: 'Request trip' }).click();
        const confirmation = partner.getByTestId('trip-requested');
        await expect(confirmation).toContainText('Trip requested');
        const reference = (await confirmation.getByTestId('trip-reference').textContent())!.replace('#', '');
        expect(reference).toMatch(/^[0-9A-F]{8}$/);

        // On the board, without an ambulance yet; from here on the page is never reloaded.
        await confirmation.getByRole('link', { name: 'See the board' }).click();
        const card = partner.getByTestId('board-trip').filter({ hasText: patient });
        await expect(card).toContainText(`#${reference}`);
        await expect(card.getByTestId('trip-status')).toHaveText('Pending');
        await expect(card.getByTestId('trip-vehicle')).toHaveText('No ambulance assigned yet');
        await expect(card).toContainText('Wheelchair');
        await expect(partner.getByTestId('partner-live')).toHaveText('Live updates on');
        await partner.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

        // The control room assigns an ambulance: the board shows it by itself.
        const admin = await staffApi(baseURL!, DEMO.admin);
        const booking = (await admin.bookings.list.query({ search: reference })).items.find((b) => b.customerName === patient)!;
        expect(booking, 'the trip is in the control room\'s bookings').toBeDefined();
        const crew = await vehicleWithCrew(admin, request);
        await admin.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(admin, booking.id), ambulanceId: crew.vehicleId });
        await expect(card.getByTestId('trip-vehicle')).toHaveText(`Ambulance ${crew.vehicleNumber}`);
        await expect(card.getByTestId('trip-status')).toHaveText('Confirmed');

        // The crew taps "On the way": the trip is under way, no longer cancellable.
        const crewApi = await staffApi(baseURL!, crew.email, CREW_PASSWORD);
        await crewApi.crew.recordStep.mutate({ bookingId: booking.id, step: 'on_the_way', clientOpId: randomUUID(), tappedAt: new Date().toISOString() });
        await expect(card.getByTestId('trip-status')).toHaveText('In Progress');
        await expect(card.getByRole('button', { name: `Cancel trip #${reference}` })).toHaveCount(0);

        // The crew's phone shares the vehicle's position: the board shows the arrival estimate the
        // family's tracking page has, and it falls as the vehicle comes nearer (positions reach
        // the board through the live stream; nothing else reads the board meanwhile).
        await expect(card.getByTestId('trip-arrival')).toHaveCount(0);
        const share = (latitude: number, longitude: number) =>
          crewApi.crew.sharePosition.mutate({ bookingId: booking.id, latitude, longitude, accuracyM: 10, fixedAt: new Date().toISOString() });
        await share(13.0, 77.7);
        await expect(card.getByTestId('trip-arrival')).toHaveText(/^About \d+ min away$/);
        const minutes = async () => Number(/^About (\d+) min away$/.exec((await card.getByTestId('trip-arrival').textContent()) ?? '')?.[1]);
        const far = await minutes();
        await share(12.945, 77.63);
        await expect.poll(minutes).toBeLessThan(far);
        expect(await partner.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

        // The admin ends the person's access: their open console goes to the sign-in screen by itself.
        const people = page.getByRole('dialog', { name: `People of ${name}` });
        await page.keyboard.press('Escape');
        await expect(people).toBeHidden();
        await page.getByRole('button', { name: `People of ${name}` }).click();
        await people.getByRole('button', { name: `End access of ${email}` }).click();
        await expect(toast(page, 'Access ended')).toContainText(`${email} can no longer sign in to the partner console.`);
        await expect(partner).toHaveURL(/\/auth$/);
      } finally {
        await close();
      }
    });
  });
}
