import { randomUUID } from 'node:crypto';
import { DEMO, expect, test } from './fixtures';
import { signedInAs } from './signed-in';
import { servedPage, textOf, textsOf } from './served-html';
import { staffApi } from './staff-api';
import { bookingVersion } from '../helpers/versions';

/**
 * Issue 40.1: the rate card in the staff console. Every staff role reads the version in force and
 * the others; an admin adds a version (prefilled from the latest) and withdraws one not yet in
 * force. The case leaves the card as it found it (other cases read the demo card).
 */
test('staff read the rate card; an admin adds a version from the start of tomorrow, sees it upcoming, and withdraws it', async ({ page, baseURL }) => {
  await signedInAs(page, DEMO.viewer, { at: '/admin?tab=fares' });
  const panel = page.getByRole('tabpanel', { name: 'Fares' });
  await expect(panel.getByTestId('rate-card')).toContainText('In force: from');
  const emergency = panel.getByTestId('rate-card-lines').getByRole('row').filter({ hasText: 'Emergency Ambulance' });
  await expect(emergency).toContainText('₹1,500 for the first 10 km');
  await expect(emergency).toContainText('₹25');
  await expect(panel).toContainText('Night (22:00 to 06:00): 20 % on the distance fare.');
  await expect(panel).toContainText('BPL card holder (Holders of a Below Poverty Line ration card): ₹10 off each km');
  await expect(panel.getByRole('button', { name: 'New version' })).toHaveCount(0);

  await signedInAs(page, DEMO.admin, { at: '/admin?tab=fares' });
  await panel.getByRole('button', { name: 'New version' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rate card version' });
  // It applies from midnight at the start of tomorrow, Bengaluru time, unless the admin picks otherwise.
  await expect(dialog.getByRole('button', { name: 'Applies from' })).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} 00:00$/);
  // Prefilled from the latest version: its first line is the emergency one, ₹25 a km.
  const perKm = dialog.getByRole('textbox', { name: 'Line 1 per km' });
  await expect(perKm).toHaveValue('25');
  // A blank rate is refused in words, beside the field.
  await perKm.fill('');
  await dialog.getByRole('button', { name: 'Add version' }).click();
  await expect(dialog).toContainText('Rate per km: enter an amount in whole paise');
  await perKm.fill('27.5');
  await dialog.getByRole('button', { name: 'Add version' }).click();
  await expect(page.getByText('Rate card version added')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const versions = panel.getByTestId('rate-card-versions').getByRole('row');
  const upcoming = versions.filter({ hasText: 'Upcoming' });
  await expect(upcoming).toHaveCount(1);
  await upcoming.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByTestId('rate-card')).toContainText('Upcoming: from');
  await expect(emergency).toContainText('₹27.50');
  // The version in force is unchanged, and now ends when the new one starts.
  await expect(versions.filter({ hasText: 'In force' }).getByRole('cell').nth(1)).not.toHaveText('—');

  await upcoming.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Version withdrawn')).toBeVisible();
  await expect(versions.filter({ hasText: 'Upcoming' })).toHaveCount(0);
  const admin = await staffApi(baseURL!, DEMO.admin);
  expect((await admin.fares.list.query()).map((v) => v.state)).not.toContain('upcoming');
});

test.describe('fares beforehand, on the service pages', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });

  test('with scripts off at 390 px, the emergency page shows the rate card in force: the table, night, add-ons, concessions, and that emergencies are dispatched before any payment', async ({ page }) => {
    await page.goto('/services/emergency');
    const fares = page.getByRole('region', { name: 'Fares' });
    await expect(fares.getByRole('row', { name: /Emergency ambulance/ })).toHaveText(/Emergency ambulance\s*₹1,500 for the first 10 km\s*₹25\s*30 min free, then ₹200 an hour/);
    await expect(fares).toContainText('Night (22:00 to 06:00): 20 % more on the distance fare.');
    await expect(fares.getByRole('listitem')).toContainText(['Oxygen: ₹300 per trip', 'Stretcher carried by stairs: ₹150 per floor', 'Child under 12 (Patients under 12 years of age): 25 % off', 'BPL card holder (Holders of a Below Poverty Line ration card): ₹10 off each km']);
    await expect(fares).toContainText('The final fare follows the trip’s distance and waiting. Emergencies are dispatched before any payment.');
    // The table scrolls inside its own box: the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('the fares in Kannada and Hindi, and a service quoted per trip says so (served HTML)', async ({ request }) => {
  const fareRows = async (path: string) => {
    const page = await servedPage(request, path);
    const fares = page.querySelector('[data-testid="service-fares"]')!;
    return { text: textOf(fares), rows: fares.querySelectorAll('tbody tr').map((row) => textsOf(row.querySelectorAll('th, td'))) };
  };
  const kn = await fareRows('/kn/services/cardiac');
  expect(kn.rows).toEqual([['ಹೃದಯ ಆಂಬ್ಯುಲೆನ್ಸ್', 'ಮೊದಲ 10 ಕಿಮೀಗೆ ₹3,500', '₹50', '30 ನಿಮಿಷ ಉಚಿತ, ನಂತರ ಗಂಟೆಗೆ ₹400']]);
  const hi = await fareRows('/hi/services/icu-ambulance-bangalore');
  expect(hi.rows).toEqual([['आईसीयू एम्बुलेंस', 'पहले 10 किमी के लिए ₹4,000', '₹60', '30 मिनट मुफ़्त, फिर ₹500 प्रति घंटा']]);
  expect(hi.text).toContain('आपातकाल में एम्बुलेंस किसी भी भुगतान से पहले भेजी जाती है।');
  const air = await fareRows('/services/air');
  expect(air.rows).toEqual([]);
  expect(air.text).toContain('Fares for this service are quoted for each trip: call us for a quote.');
});

test("staff see a booking's fare estimate on its page and in the assignment dialog, once it has a pickup point and a listed hospital", async ({ page, baseURL }) => {
  const operator = await staffApi(baseURL!, DEMO.operator);
  const hospital = (await operator.hospitals.list.query()).find((h) => h.name === 'Whitefield Heart Institute')!;
  // Tomorrow at noon: no night surcharge, whatever the hour the case runs.
  const noonTomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) + 'T12:00:00+05:30';
  const created = await operator.bookings.create.mutate({
    customerName: `Fare estimate ${randomUUID().slice(0, 8)}`,
    customerPhone: '9845012345',
    customerEmail: '',
    pickupLocation: 'Sarjapur, Bengaluru',
    dropoffLocation: 'Whitefield Heart Institute',
    destinationHospitalId: hospital.id,
    serviceType: 'cardiac',
    status: 'pending',
    bookingDate: noonTomorrow,
    notes: '',
  });

  await signedInAs(page, DEMO.operator, { at: `/admin/bookings/${created.id}` });
  const panel = page.getByRole('region', { name: 'Fare estimate' });
  await expect(panel.getByTestId('fare-estimate')).toHaveText('No estimate yet: set the pickup point and a listed hospital.');
  // About 21 km by road from Sarjapur: the cardiac fare's ₹3,500 covers 10 km, then ₹50 a km.
  await operator.bookings.setPickupPoint.mutate({ bookingId: created.id, version: created.version, point: '12.85, 77.70' });
  const estimate = /^₹3,\d{3} – ₹4,\d{3} · about 21 km by road · Cardiac$/;
  await expect(panel.getByTestId('fare-estimate')).toHaveText(estimate);
  await expect(panel).toContainText('Emergencies are dispatched before any payment.');

  await page.getByRole('button', { name: 'Assign ambulance' }).click();
  await expect(page.getByRole('dialog', { name: 'Assign ambulance' }).getByTestId('fare-estimate')).toHaveText(estimate);
});

test("a completed trip's page shows its fare item by item; an operator changes it with a reason, which the timeline keeps, issues and cancels its bill, issues another and records a UPI payment; the family's page shows both PDFs", async ({ page, baseURL }) => {
  const admin = await staffApi(baseURL!, DEMO.admin);
  const vehicle = await admin.fleet.create.mutate({ vehicleNumber: `KA-54-FR-${String(Date.now() % 10_000).padStart(4, '0')}`, ambulanceType: 'emergency', lastMaintenanceDate: null, nextMaintenanceDate: null });
  const created = await admin.bookings.create.mutate({
    customerName: `Trip fare ${randomUUID().slice(0, 8)}`,
    customerPhone: '9845012345',
    customerEmail: '',
    pickupLocation: 'Varthur',
    dropoffLocation: 'Home, Whitefield',
    serviceType: 'emergency',
    status: 'pending',
    bookingDate: new Date().toISOString(),
    notes: '',
  });
  await admin.bookings.assign.mutate({ bookingId: created.id, version: await bookingVersion(admin, created.id), ambulanceId: vehicle.id });
  // A crew without a phone: the operator records its steps.
  for (const step of ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const) {
    await admin.bookings.recordStep.mutate({ bookingId: created.id, version: await bookingVersion(admin, created.id), step });
  }

  await signedInAs(page, DEMO.operator, { at: `/admin/bookings/${created.id}` });
  const panel = page.getByRole('region', { name: 'Trip fare' });
  const timeline = page.getByTestId('timeline');
  // No path and no pickup point: the minimum fare (and the night surcharge, if the case runs at night).
  await expect(panel.getByTestId('trip-fare-items').getByRole('row').first()).toHaveText(/Minimum fare\s*₹1,500/);
  await expect(panel).toContainText('not known (no path and no pickup point and hospital): the minimum fare');
  // Oxygen and three floors of stairs, chosen from the trip's card: computed again and charged.
  await panel.getByRole('button', { name: 'Add-ons and concession' }).click();
  const extras = panel.getByRole('form', { name: 'Add-ons and concession' });
  await extras.getByRole('checkbox', { name: 'Oxygen (₹300 per trip)' }).check();
  await extras.getByRole('textbox', { name: 'Stretcher carried by stairs: floors (₹150 per floor)' }).fill('3');
  await extras.getByRole('button', { name: 'Save add-ons' }).click();
  await expect(panel.getByTestId('trip-fare-extras')).toHaveText('Oxygen, Stretcher carried by stairs × 3');
  await expect(panel.getByTestId('trip-fare-items')).toContainText('Add-on (stairs)₹450');
  await expect(timeline).toContainText('oxygen, stairs × 3');

  await panel.getByRole('button', { name: 'Change the fare' }).click();
  await panel.getByRole('textbox', { name: 'Fare charged (₹)' }).fill('1200');
  await panel.getByRole('button', { name: 'Save fare' }).click();
  await expect(panel).toContainText('Reason is required');
  await panel.getByRole('textbox', { name: 'Reason' }).fill('Regular patient: agreed rate');
  await panel.getByRole('button', { name: 'Save fare' }).click();
  await expect(panel.getByTestId('trip-fare-total')).toHaveText(/^Charged: ₹1,200 \(set by .+; the reason is on the timeline\)$/);
  await expect(timeline).toContainText('Fare changed');
  await expect(timeline).toContainText('Regular patient: agreed rate');

  // The bill of supply, from the fare charged; cancelled, it keeps its number.
  await panel.getByRole('button', { name: 'Issue bill of supply' }).click();
  const bill = panel.getByTestId('trip-bill');
  await expect(bill).toHaveText(/^Bill of supply BS\/\d\d-\d\d\/\d{5}: ₹1,200, to Trip fare [0-9a-f]{8}, issued .+ PDFDue: ₹1,200$/);
  const number = /BS\/\d\d-\d\d\/\d{5}/.exec((await bill.textContent())!)![0];
  await expect(timeline).toContainText(`Bill: none → ${number}`);
  await panel.getByRole('button', { name: `Cancel bill ${number}` }).click();
  await expect(bill).toContainText(`${number}: ₹1,200, to Trip fare`);
  await expect(bill).toContainText('(cancelled ');

  // Issued again, and paid in part by UPI: the receipt is listed, with what is still due.
  await panel.getByRole('button', { name: 'Issue bill of supply' }).click();
  // The bill in force is the one with what is due (a cancelled one has none).
  const inForce = panel.getByTestId('trip-bill').filter({ has: page.getByTestId('trip-bill-due') });
  await expect(inForce).toHaveText(/^Bill of supply BS\/\d\d-\d\d\/\d{5}: ₹1,200, to Trip fare .+Due: ₹1,200$/);
  const second = /BS\/\d\d-\d\d\/\d{5}/.exec((await inForce.textContent())!)![0];
  expect(second).not.toBe(number);
  await panel.getByRole('button', { name: 'Record a payment' }).click();
  const payment = panel.getByRole('form', { name: 'Record a payment' });
  await expect(payment.getByRole('combobox', { name: 'Paid by' })).toHaveValue('UPI');
  await payment.getByRole('textbox', { name: 'Amount (₹)' }).fill('500');
  await payment.getByRole('textbox', { name: /^Reference/ }).fill('UPI 412345678901');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(inForce.getByTestId('trip-payment')).toHaveText(/^Receipt RC\/\d\d-\d\d\/\d{5}: ₹500 by UPI \(UPI 412345678901\), .+ PDF$/);
  await expect(inForce.getByTestId('trip-bill-due')).toHaveText('Due: ₹700');
  await expect(timeline).toContainText('Payment recorded');

  // The family's page, with scripts off: the bill and the receipt as PDFs, what is due, the UPI link and its code.
  const trackingPath = (await admin.bookings.byId.query({ id: created.id })).trackingPath;
  const family = await page.context().browser()!.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  const phone = await family.newPage();
  await phone.goto(trackingPath);
  const money = phone.getByTestId('tracking-money');
  await expect(money.getByTestId('tracking-bill')).toHaveText(`Bill of supply ${second}, ₹1,200 (PDF)`);
  await expect(money.getByTestId('tracking-receipt')).toHaveText(/^Receipt RC\/\d\d-\d\d\/\d{5}, ₹500 \(PDF\)$/);
  await expect(money.getByTestId('tracking-due')).toHaveText('Due: ₹700');
  await expect(money.getByTestId('tracking-upi')).toHaveText('Pay ₹700 by UPI');
  expect(await money.getByTestId('tracking-upi').getAttribute('href')).toMatch(/^upi:\/\/pay\?pa=varthurambulance%40okaxis&pn=.+&am=700\.00&cu=INR&tn=Bill%20BS%2F/);
  await expect(money.getByRole('img', { name: 'UPI code to pay ₹700' })).toBeVisible();
  for (const link of [money.getByTestId('tracking-bill'), money.getByTestId('tracking-receipt')]) {
    const res = await phone.request.get((await link.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await family.close();
});
