import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, test, uniqueVehicleNumber } from './fixtures';
import { signedInAs } from './signed-in';
import { staffApi } from './staff-api';
import { bookingVersion } from '../helpers/versions';

/**
 * Issue 39 at 390 px: staff send the receiving hospital's pre-alert from the booking's page; the
 * hospital's page shows the arrival estimate fall as the crew's phone moves, with scripts on (by
 * itself) and off (server-rendered); the hospital answers with one tap and the crew's phone and
 * the staff page show it; the crew taps "Arrived at hospital" and "Patient handed over" and the
 * family's page reads "Handed over to …".
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);

const HOSPITAL = { name: 'Whitefield Heart Institute', lat: 12.9857, lng: 77.7361 };
/** South of the hospital, each step nearer (more than 50 m on, so the phone sends it at once). */
const ROUTE = [
  { latitude: 12.9389, longitude: 77.7361 },
  { latitude: 12.9561, longitude: 77.7361 },
  { latitude: 12.9721, longitude: 77.7361 },
];
const ownAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function tripToHospital(browser: Browser, baseURL: string) {
  const admin = await staffApi(baseURL, DEMO.admin);
  const hospital = (await admin.hospitals.list.query()).find((h) => h.name === HOSPITAL.name)!;
  const name = `Prealert e2e ${randomUUID().slice(0, 8)}`;
  const booking = await admin.bookings.create.mutate({
    customerName: name,
    customerPhone: `98${String(randomInt(10_000_000, 100_000_000))}`,
    customerEmail: '',
    pickupLocation: 'Varthur Main Road',
    dropoffLocation: 'x',
    destinationHospitalId: hospital.id,
    serviceType: 'cardiac',
    status: 'pending',
    bookingDate: new Date().toISOString(),
    notes: '',
  });
  const vehicleNumber = uniqueVehicleNumber('KA-54-HP');
  const vehicle = await admin.fleet.create.mutate({ vehicleNumber, ambulanceType: 'cardiac', lastMaintenanceDate: null, nextMaintenanceDate: null, driverName: 'Syed Crew', driverPhone: '9880011099' });
  const email = `crew.hp.${randomUUID().slice(0, 8)}@example.com`;
  const anonymous = await browser.newContext();
  const signUp = await anonymous.request.post(`${baseURL}/trpc/auth.signUp`, { data: { email, password: 'crew-password-1', fullName: 'Naveen Crew', phone: '98450 33445' } });
  expect(signUp.status()).toBe(200);
  await anonymous.close();
  const userId = (await admin.users.list.query()).find((u) => u.email === email)!.id;
  await admin.users.assignRole.mutate({ userId, role: 'crew' });
  await admin.users.linkVehicle.mutate({ userId, ambulanceId: vehicle.id });

  const phone = await browser.newContext({ ...PHONE, permissions: ['geolocation'], geolocation: { ...ROUTE[0], accuracy: 10 }, extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });
  const crew = await phone.newPage();
  await crew.goto('/auth');
  await crew.getByLabel('Email', { exact: true }).fill(email);
  await crew.getByLabel('Password', { exact: true }).fill('crew-password-1');
  await crew.getByRole('button', { name: 'Login' }).click();
  await expect(crew).toHaveURL(/\/crew$/);
  await admin.bookings.assign.mutate({ bookingId: booking.id, version: await bookingVersion(admin, booking.id), ambulanceId: vehicle.id });
  await expect(crew.getByTestId('crew-booking')).toContainText(name);
  return { booking, crew, phone, admin };
}

const stepButton = (crew: Page, label: string) => crew.getByTestId('crew-booking').getByRole('button', { name: label, exact: true });
const nextAccepted = (crew: Page) => crew.waitForResponse((r) => r.url().includes('/trpc/crew.sharePosition') && r.request().method() === 'POST' && r.ok());
async function minutesAway(page: Page): Promise<number> {
  const text = await page.getByTestId('prealert-arrival').textContent();
  return Number(/^About (\d+) min away/.exec(text ?? '')?.[1]);
}

test('staff send the pre-alert; the hospital sees the estimate fall (scripts on and off) and answers; the crew sees it and hands over; the family reads the handover', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const { booking, crew, phone, admin } = await tripToHospital(browser, baseURL!);
  const noScript = await browser.newContext({ ...PHONE, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });
  const hospitalPhone = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });
  try {
    // The crew's steps to "Patient on board": the hospital steps come next, not "Reached destination".
    for (const label of ['On the way', 'Arrived at pickup', 'Patient on board']) {
      await stepButton(crew, label).click();
      await expect(stepButton(crew, label)).toHaveCount(0);
    }
    await expect(stepButton(crew, 'Arrived at hospital')).toBeVisible();
    await expect(crew.getByTestId('crew-steps')).not.toContainText('Reached destination');

    // Staff send the pre-alert from the booking's page, on a phone.
    await signedInAs(page, DEMO.operator, { at: `/admin/bookings/${booking.id}` });
    const panel = page.getByTestId('prealert-panel');
    await panel.getByRole('button', { name: 'Send pre-alert' }).click();
    const form = panel.getByTestId('prealert-form');
    for (const [label, option] of [
      ['Age band', 'Older adult (65+)'],
      ['Sex', 'Female'],
      ['Chief complaint', 'Chest pain / suspected cardiac'],
      ['Priority', 'Red: immediate'],
    ]) {
      await form.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await form.getByRole('textbox', { name: 'Note (no names)' }).fill('On oxygen');
    await form.getByRole('button', { name: 'Send pre-alert' }).click();
    await expect(panel.getByTestId('prealert-waiting')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Share by WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/918041230002\?text=Pre-alert%20for%20Whitefield%20Heart%20Institute/);
    const path = await panel.getByTestId('prealert-link').getAttribute('href');
    expect(path).toMatch(/^\/prealert\/[\w-]{43}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The hospital's page, scripts on: it follows the vehicle by itself.
    const hospital = await hospitalPhone.newPage();
    await hospital.goto(path!);
    await expect(hospital.getByTestId('prealert')).toContainText('Older adult (65+) · Female');
    await expect(hospital.getByTestId('prealert')).toContainText('Chest pain / suspected cardiac');
    await expect(hospital.getByTestId('prealert')).not.toContainText(booking.customerName);
    await expect(hospital.getByTestId('prealert-arrival')).toHaveText(/^About \d+ min away · \d+(\.\d)? km · position \d+ s ago$/);
    let minutes = await minutesAway(hospital);
    await hospital.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // Scripts off: the same words, from the server.
    const plain = await noScript.newPage();
    await plain.goto(path!);
    await expect(plain.getByTestId('prealert-arrival')).toHaveText(new RegExp(`^About ${minutes} min away`));

    for (const step of ROUTE.slice(1)) {
      const accepted = nextAccepted(crew);
      await phone.setGeolocation({ ...step, accuracy: 10 });
      await accepted;
      await expect.poll(() => minutesAway(hospital), { timeout: 15_000 }).toBeLessThan(minutes);
      minutes = await minutesAway(hospital);
      await plain.reload();
      expect(await minutesAway(plain)).toBe(minutes);
    }
    expect(await hospital.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await hospital.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The hospital answers with one tap (the bay typed after the prefilled words); scripts off, a plain form.
    await plain.getByLabel('Tell the crew you are ready').fill('Ready for you: bay 4');
    await plain.getByRole('button', { name: 'Send to the crew' }).click();
    await expect(plain.getByTestId('prealert-ack')).toHaveText(/^Answered at \d\d:\d\d: Ready for you: bay 4$/);
    // The crew and the control room see it at once; the scripted page too.
    await expect(crew.getByTestId('crew-prealert-answer')).toContainText('Ready for you: bay 4');
    await expect(panel.getByTestId('prealert-answer')).toContainText('Ready for you: bay 4');
    await expect(hospital.getByTestId('prealert-ack')).toContainText('Ready for you: bay 4', { timeout: 15_000 });

    // The crew's two hospital steps; the family's page reads the handover.
    for (const label of ['Arrived at hospital', 'Patient handed over']) {
      await stepButton(crew, label).click();
      await expect(stepButton(crew, label)).toHaveCount(0);
    }
    // The crew's taps go through the phone's outbox: a step's button goes at the tap, and the
    // server has it when the outbox is sent. The family's page without scripts shows what the
    // server had when it was loaded, so it is opened once the server has the handover.
    await expect.poll(async () => (await admin.bookings.byId.query({ id: booking.id })).crewSteps.next, { timeout: 15_000 }).toBe('completed');
    const { trackingPath } = await admin.bookings.byId.query({ id: booking.id });
    const family = await noScript.newPage();
    await family.goto(trackingPath);
    await expect(family.getByRole('heading', { level: 1 })).toHaveText('Handed over to Whitefield Heart Institute');
    await expect(family.locator('[data-stage="handed_over"] time')).toHaveText(/\d{1,2}:\d\d [ap]m/);
    await plain.reload();
    await expect(plain.getByTestId('prealert-arrival')).toHaveText(/^Handed over at \d\d:\d\d$/);
  } finally {
    await noScript.close();
    await hospitalPhone.close();
    await phone.close();
  }
});

test('every staff role reads the hospital list; an operator picks a destination hospital seeing each suitable one\'s distance and estimate from the pickup', async ({ page, baseURL }) => {
  const operator = await staffApi(baseURL!, DEMO.operator);
  const created = await operator.bookings.create.mutate({
    customerName: `Destination e2e ${randomUUID().slice(0, 8)}`,
    customerPhone: '9845012345',
    customerEmail: '',
    pickupLocation: 'Varthur Main Road',
    dropoffLocation: 'Typed destination',
    serviceType: 'cardiac',
    status: 'pending',
    bookingDate: new Date().toISOString(),
    notes: '',
  });
  await operator.bookings.setPickupPoint.mutate({ bookingId: created.id, version: created.version, point: '12.9389, 77.7412' });

  await signedInAs(page, DEMO.viewer);
  await page.getByRole('tab', { name: 'Hospitals' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Hospitals' })).toContainText('Whitefield Heart Institute');
  await expect(page.getByRole('button', { name: 'Add Hospital' })).toHaveCount(0);

  await signedInAs(page, DEMO.operator, { at: `/admin/bookings/${created.id}` });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Destination hospital' }).click();
  // Suitable first (a cardiac booking: a cath lab), nearest first, each with distance and estimate.
  const first = page.getByRole('option').first();
  await expect(first).toHaveText(/^Whitefield Heart Institute · 5\.2 km · about 19 min$/);
  // Chosen by keyboard (the list scrolls inside the phone-sized dialog).
  const combobox = dialog.getByRole('combobox', { name: 'Destination hospital' });
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Dropoff Location' })).toHaveValue('Whitefield Heart Institute, ITPL Main Road, Whitefield, Bengaluru 560066');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('prealert-panel')).toContainText('Sent once the patient is on board');
  expect((await operator.bookings.byId.query({ id: created.id })).dropoffLocation).toBe('Whitefield Heart Institute, ITPL Main Road, Whitefield, Bengaluru 560066');
});
