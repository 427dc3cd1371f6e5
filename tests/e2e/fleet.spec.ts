import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi, DEMO, expect, test, toast } from './fixtures';
import { signedInAs, type StaffEmail } from './signed-in';

/** A vehicle number no other test uses (letters and digits only, as the form allows). */
function uniqueVehicle(): string {
  const n = `${Date.now() % 100000}`.padStart(5, '0');
  return `KA-${String(Math.floor(Math.random() * 90) + 10)}-T${String.fromCharCode(65 + Math.floor(Math.random() * 26))}-${n}`;
}

async function openFleet(page: Page, email: StaffEmail) {
  await signedInAs(page, email);
  await page.getByRole('tab', { name: 'Fleet' }).click();
}

const row = (page: Page, vehicle: string) => page.getByRole('row').filter({ hasText: vehicle });

test.describe('fleet tab', () => {
  test('an admin adds an ambulance: upper-cased as typed, available, not assigned, not scheduled', async ({ page }) => {
    const vehicle = uniqueVehicle();
    await openFleet(page, DEMO.admin);
    await expect(page.getByRole('columnheader')).toHaveText(['Vehicle Number', 'Type', 'Status', 'Driver', 'Next Maintenance', 'Actions']);
    await page.getByRole('button', { name: 'Add Ambulance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ambulance' });
    const number = dialog.getByRole('textbox', { name: 'Vehicle Number' });
    await expect(number).toHaveAttribute('placeholder', 'KA-01-AB-1234');
    await expect(dialog.getByRole('switch', { name: 'Available' })).toBeChecked();

    await dialog.getByRole('button', { name: 'Add Ambulance' }).click();
    await expect(dialog.getByText('Vehicle number is required')).toBeVisible();
    await expect(dialog.getByText('Type is required')).toBeVisible();

    await number.pressSequentially(vehicle.toLowerCase());
    await expect(number).toHaveValue(vehicle);
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Neonatal', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add Ambulance' }).click();
    await expect(toast(page, 'Ambulance added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const added = row(page, vehicle);
    await expect(added).toContainText('Neonatal');
    await expect(added).toContainText('Available');
    await expect(added).toContainText('Not assigned');
    await expect(added).toContainText('Not scheduled');
  });

  test('a duplicate vehicle number is refused with a clear message in the form', async ({ page }) => {
    await openFleet(page, DEMO.operator);
    await page.getByRole('button', { name: 'Add Ambulance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ambulance' });
    await dialog.getByRole('textbox', { name: 'Vehicle Number' }).fill('ka-01-ab-1001');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'ICU', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add Ambulance' }).click();
    const message = 'An ambulance with vehicle number KA-01-AB-1001 already exists.';
    await expect(toast(page, 'Failed to save ambulance')).toContainText(message);
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(row(page, 'KA-01-AB-1001')).toHaveCount(1);
  });

  test('the switch marks an ambulance unavailable and available again', async ({ page }) => {
    const vehicle = uniqueVehicle();
    await openFleet(page, DEMO.operator);
    await callApi(page, 'fleet.create', { vehicleNumber: vehicle, ambulanceType: 'basic' });
    const target = row(page, vehicle);
    const toggle = target.getByRole('switch');
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(toast(page, 'Ambulance marked as unavailable')).toBeVisible();
    await expect(target).toContainText('Unavailable');
    await expect(toggle).not.toBeChecked();
    await toggle.click({ force: true });
    await expect(toast(page, 'Ambulance marked as available')).toBeVisible();
    await expect(toggle).toBeChecked();
  });

  test('the switch works while the vehicle is on a trip, and the trip ending does not put it back in service', async ({ page }) => {
    const vehicle = uniqueVehicle();
    await openFleet(page, DEMO.operator);
    const created = await callApi<{ id: string }>(page, 'fleet.create', { vehicleNumber: vehicle, ambulanceType: 'emergency' });
    const booking = await callApi<{ id: string; version: number; reference: string }>(page, 'bookings.create', {
      customerName: 'Fleet Trip Patient',
      customerPhone: '98450 12345',
      pickupLocation: 'Varthur',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'emergency',
      status: 'pending',
      bookingDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const assigned = await callApi<{ version: number }>(page, 'bookings.assign', { bookingId: booking.id, ambulanceId: created.id, version: booking.version });
    const target = row(page, vehicle);
    await expect(target.getByTestId('on-booking')).toHaveText(`On booking ${booking.reference}`);
    const toggle = target.getByRole('switch');
    await expect(toggle).toBeChecked();

    // On the trip: staff take it out of service.
    await toggle.click({ force: true });
    await expect(toast(page, 'Ambulance marked as unavailable')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(target).toContainText('Unavailable');

    // The trip ends: still out of service, no longer on the booking.
    await callApi(page, 'bookings.setStatus', { id: booking.id, version: assigned.version, status: 'completed' });
    await expect(target.getByTestId('on-booking')).toHaveCount(0);
    await expect(toggle).not.toBeChecked();
    await expect(target).toContainText('Unavailable');
  });

  test('a refused toggle (ambulance deleted meanwhile) shows the error and the table what the server holds', async ({ page }) => {
    const vehicle = uniqueVehicle();
    await openFleet(page, DEMO.operator);
    const created = await callApi<{ id: string; version: number }>(page, 'fleet.create', { vehicleNumber: vehicle, ambulanceType: 'basic' });
    const target = row(page, vehicle);
    await expect(target).toBeVisible();
    // Hold the live refresh so the row is still on screen when the switch is used.
    await page.route(/\/trpc\/[^?]*fleet\.list/, (route) => route.abort());
    await callApi(page, 'fleet.delete', { id: created.id, version: created.version });
    await target.getByRole('switch').click({ force: true });
    await expect(toast(page, 'Failed to update ambulance status')).toContainText('This ambulance no longer exists');
    await page.unroute(/\/trpc\/[^?]*fleet\.list/);
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByRole('tab', { name: 'Fleet' }).click();
    await expect(target).toHaveCount(0);
  });

  test('an operator edits an ambulance, then deletes it after confirming', async ({ page }) => {
    const vehicle = uniqueVehicle();
    await openFleet(page, DEMO.operator);
    await callApi(page, 'fleet.create', { vehicleNumber: vehicle, ambulanceType: 'icu' });
    await row(page, vehicle).getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Ambulance' });
    await expect(dialog.getByRole('textbox', { name: 'Vehicle Number' })).toHaveValue(vehicle);
    await dialog.getByLabel('Driver Name').fill('Shivakumar B');
    await dialog.getByLabel('Driver Phone').fill('+91 98800 12345');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Ambulance updated successfully')).toBeVisible();
    await expect(row(page, vehicle)).toContainText('Shivakumar B');

    await row(page, vehicle).getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete ambulance?' });
    await expect(confirm).toContainText(vehicle);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Ambulance deleted successfully')).toBeVisible();
    await expect(row(page, vehicle)).toHaveCount(0);
  });

  test("others' news never covers an open dialog: a new request's alert lies beneath it, a feedback toast above", async ({ page }) => {
    const vehicle = uniqueVehicle();
    await openFleet(page, DEMO.operator);
    await expect(page.getByTestId('live-status')).toHaveText('Live updates on');
    await callApi(page, 'fleet.create', { vehicleNumber: vehicle, ambulanceType: 'icu' });
    await row(page, vehicle).getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete ambulance?' });
    await expect(confirm).toContainText(vehicle);
    const caller = `Beneath Dialog ${randomUUID().slice(0, 8)}`;
    await callApi(page, 'site.requestBooking', { name: caller, phone: `9${randomInt(100_000_000, 999_999_999)}`, pickupAddress: 'Varthur Main Road', serviceType: 'emergency', idempotencyKey: randomUUID() });
    const alert = toast(page, 'New booking request').filter({ hasText: caller });
    await expect(alert).toBeVisible();
    // What a pointer at the alert's middle reaches: the dialog's overlay while it is open.
    const onTop = () => alert.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(await onTop()).toBe(false);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const deleted = toast(page, 'Ambulance deleted successfully');
    await expect(deleted).toBeVisible();
    await expect(confirm).toBeHidden();
    expect(await onTop()).toBe(true);
  });

  test('a viewer sees the fleet read-only', async ({ page }) => {
    await openFleet(page, DEMO.viewer);
    await expect(page.getByRole('columnheader')).toHaveText(['Vehicle Number', 'Type', 'Status', 'Driver', 'Next Maintenance']);
    await expect(row(page, 'KA-05-BL-5103')).toContainText('Not assigned');
    // No availability switches in the table (the header's Sound switch is everyone's).
    await expect(page.getByRole('table').getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Ambulance' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  });
});
