import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { callApi, DEMO, expect, test, toast, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

function booking(customerName: string) {
  return {
    customerName,
    customerPhone: '98450 12345',
    pickupLocation: 'Sarjapur Road',
    dropoffLocation: 'Narayana Health City',
    serviceType: 'icu',
    status: 'pending',
    bookingDate: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

test('assignment dialog, status steps, cancel with a reason, and the timeline', async ({ page }) => {
  test.slow(); // one long story
  const suffix = `${Date.now() % 100000}`.padStart(5, '0');
  const icu = `KA-53-IC-${suffix}`;
  const basic = `KA-53-BS-${suffix}`;
  const overdue = `KA-53-OD-${suffix}`;
  const lastWeek = format(addDays(new Date(), -7), 'yyyy-MM-dd');
  await signedInAs(page, DEMO.operator);
  await callApi(page, 'fleet.create', { vehicleNumber: icu, ambulanceType: 'icu', driverName: 'Ramesh Kumar', driverPhone: '98860 11111' });
  await callApi(page, 'fleet.create', { vehicleNumber: basic, ambulanceType: 'basic' });
  await callApi(page, 'fleet.create', { vehicleNumber: overdue, ambulanceType: 'icu', nextMaintenanceDate: lastWeek });
  const name = uniqueName('Dispatch Patient');
  const created = await callApi<{ id: string }>(page, 'bookings.create', booking(name));
  const other = await callApi<{ id: string; version: number }>(page, 'bookings.create', booking(uniqueName('Other Patient')));

  await page.goto(`/admin/bookings/${created.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Assign ambulance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign ambulance' });
  const option = (vehicle: string) => dialog.getByTestId('vehicle-option').filter({ hasText: vehicle });
  await expect(option(icu)).toContainText('Suitable');
  await expect(option(basic).getByTestId('vehicle-warning')).toContainText('ICU request on a Basic Life Support vehicle');
  await expect(option(overdue).getByTestId('vehicle-refusal')).toBeVisible();
  await expect(option(overdue).getByRole('button', { name: `Assign ${overdue}` })).toBeDisabled();
  // Suitable vehicles come first.
  const order = await dialog.getByTestId('vehicle-option').allTextContents();
  expect(order.findIndex((t) => t.includes(icu))).toBeLessThan(order.findIndex((t) => t.includes(basic)));

  // Someone else takes the basic vehicle while this dialog still offers it (its refresh held
  // back): choosing it gives a clear message, then the dialog shows why.
  const ambulanceId = await vehicleId(page, basic);
  await page.route(/assignmentOptions/, (route) => route.abort());
  await callApi(page, 'bookings.assign', { bookingId: other.id, ambulanceId, version: other.version });
  await option(basic).getByRole('button', { name: `Assign ${basic}` }).click();
  await expect(toast(page, 'Failed to assign ambulance')).toContainText(`${basic} is on another active booking`);
  await page.unroute(/assignmentOptions/);
  await expect(option(basic).getByTestId('vehicle-refusal')).toBeVisible({ timeout: 15_000 });

  await option(icu).getByRole('button', { name: `Assign ${icu}` }).click();
  await expect(toast(page, `${icu} assigned`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('assigned-ambulance')).toContainText(`${icu} · ICU`);
  await expect(page.getByTestId('assigned-ambulance')).toContainText('Driver: Ramesh Kumar');
  await expect(page.locator('.mantine-Badge-root').filter({ hasText: /^Confirmed$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(page.locator('.mantine-Badge-root').filter({ hasText: /^In Progress$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel booking?' });
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel.getByText('Please give a reason for cancelling.')).toBeVisible();
  await cancel.getByLabel('Reason for cancelling').fill('Patient went by own car');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled: Patient went by own car')).toBeVisible();

  const timeline = page.getByTestId('timeline-entry');
  await expect(timeline.first()).toContainText('Created');
  const me = await callApi<{ fullName: string }>(page, 'auth.me', undefined, 'query');
  await expect(timeline.first()).toContainText(` · ${me.fullName}`);
  await expect(timeline.first()).toContainText('Service type: none → ICU Ambulance');
  await expect(timeline.filter({ hasText: 'Ambulance assigned' })).toContainText(`Ambulance: none → ${icu}`);
  await expect(timeline.filter({ hasText: 'Status: Confirmed → In Progress' })).toHaveCount(1);
  await expect(timeline.filter({ hasText: 'Status: In Progress → Cancelled' })).toContainText('Reason: Patient went by own car');
});

async function vehicleId(page: import('@playwright/test').Page, vehicleNumber: string): Promise<string> {
  const fleet = await callApi<{ id: string; vehicleNumber: string }[]>(page, 'fleet.list', undefined, 'query');
  return fleet.find((a) => a.vehicleNumber === vehicleNumber)!.id;
}

// Issue 18.6: the operator's step buttons show the next step at once, not after the round trip
// (the request is held until the screen has shown it), at a desk's size and a phone's.
for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the crew step buttons move to the next step at once (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signedInAs(page, DEMO.operator);
    const vehicle = `KA-54-ST-${`${Date.now() % 100000}`.padStart(5, '0')}${size.width}`;
    const ambulance = await callApi<{ id: string }>(page, 'fleet.create', { vehicleNumber: vehicle, ambulanceType: 'icu' });
    const created = await callApi<{ id: string; version: number }>(page, 'bookings.create', booking(uniqueName('Steps Patient')));
    await callApi(page, 'bookings.assign', { bookingId: created.id, ambulanceId: ambulance.id, version: created.version });
    await page.goto(`/admin/bookings/${created.id}`);
    const steps = page.getByTestId('crew-steps');
    await expect(steps.getByRole('button', { name: 'On the way' })).toHaveAttribute('aria-current', 'step');

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/[^?]*bookings\.recordStep/, async (route) => {
      await held;
      await route.continue();
    });
    await steps.getByRole('button', { name: 'On the way' }).click();
    // Shown while the server has not answered yet.
    await expect(steps.getByRole('button', { name: 'Arrived at pickup' })).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByRole('button', { name: 'Undo “On the way”' })).toBeVisible();
    // A second tap before the answer goes after it, with the version the answer brought.
    await steps.getByRole('button', { name: 'Arrived at pickup' }).click();
    await expect(steps.getByRole('button', { name: 'Patient on board' })).toHaveAttribute('aria-current', 'step');
    release();
    await expect(page.locator('.mantine-Badge-root').filter({ hasText: /^In Progress$/ })).toBeVisible();
    await expect(page.getByTestId('timeline-entry').filter({ hasText: 'Arrived at pickup' })).toHaveCount(1);
    await expect(steps.getByRole('button', { name: 'Patient on board' })).toHaveAttribute('aria-current', 'step');
    await page.unroute(/\/trpc\/[^?]*bookings\.recordStep/);
  });
}
