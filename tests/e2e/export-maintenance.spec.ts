import { readFile } from 'node:fs/promises';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { callApi, DEMO, expect, test, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

function booking(customerName: string, status: string) {
  return {
    customerName,
    customerPhone: '98450 12345',
    pickupLocation: 'Hoskote',
    dropoffLocation: 'Manipal Hospital',
    serviceType: 'basic',
    status,
    bookingDate: '2027-03-15T09:30:00+05:30',
  };
}

test('Export CSV downloads the rows of the current search and filter', async ({ page }) => {
  const prefix = uniqueName('Export');
  await signedInAs(page, DEMO.operator);
  await callApi(page, 'bookings.create', booking(`${prefix} Confirmed`, 'confirmed'));
  await callApi(page, 'bookings.create', booking(`${prefix} Pending`, 'pending'));
  await page.goto(`/admin?tab=bookings&status=confirmed&search=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path()), 'utf8');
  expect(csv).toContain(`${prefix} Confirmed`);
  expect(csv).not.toContain(`${prefix} Pending`);
  expect(csv.split('\r\n').filter((line) => line.includes(prefix))).toHaveLength(1);
});

test('a viewer has no export', async ({ page }) => {
  await signedInAs(page, DEMO.viewer);
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByRole('columnheader').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
});

test('Fleet marks vehicles overdue for maintenance and due within 7 days', async ({ page }) => {
  const suffix = `${Date.now() % 100000}`.padStart(5, '0');
  await signedInAs(page, DEMO.operator);
  // Days in Bengaluru; a day either side of midnight there still lands in the same mark.
  const day = (offset: number) => format(addDays(new Date(Date.now() + 5.5 * 3_600_000), offset), 'yyyy-MM-dd');
  for (const [vehicle, next] of [
    [`KA-51-OD-${suffix}`, day(-2)],
    [`KA-51-DS-${suffix}`, day(3)],
    [`KA-51-OK-${suffix}`, day(30)],
  ] as const) {
    await callApi(page, 'fleet.create', { vehicleNumber: vehicle, ambulanceType: 'basic', nextMaintenanceDate: next });
  }
  await page.getByRole('tab', { name: 'Fleet' }).click();
  await expect(page.getByRole('row').filter({ hasText: `KA-51-OD-${suffix}` })).toContainText('Overdue');
  await expect(page.getByRole('row').filter({ hasText: `KA-51-DS-${suffix}` })).toContainText('Due soon');
  const ok = page.getByRole('row').filter({ hasText: `KA-51-OK-${suffix}` });
  await expect(ok).toBeVisible();
  await expect(ok).not.toContainText('Overdue');
  await expect(ok).not.toContainText('Due soon');
});
