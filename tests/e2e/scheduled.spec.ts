import { tz } from '@date-fns/tz';
import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { DEMO, expect, test, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';
import { staffApi } from './staff-api';

const inProvider = tz('Asia/Kolkata');

/*
 * Issue 37.3: the control room's Scheduled view. A partner books three air-ambulance trips for
 * the same hour three days ahead; no fleet here (demo or made by another test) has an air
 * ambulance, so staff see that hour flagged in words, on a computer and on a phone.
 */
test('staff see a week of scheduled trips by hour, with an overloaded hour flagged, on a computer and on a phone', async ({ page, baseURL }) => {
  const partner = await staffApi(baseURL!, 'partner@hospital.demo.example.com');
  const day = addDays(new Date(), 3);
  const date = format(day, 'yyyy-MM-dd', { in: inProvider });
  const names = [uniqueName('Sched Air A'), uniqueName('Sched Air B'), uniqueName('Sched Air C')];
  for (const [i, name] of names.entries()) {
    await partner.partner.requestTrip.mutate({
      idempotencyKey: randomUUID(),
      patientName: name,
      patientPhone: '98450 66001',
      pickupLocation: '',
      dropoffLocation: 'Home: 5th Main, Jayanagar',
      serviceType: 'air',
      needs: ['oxygen'],
      notes: '',
      scheduledAt: `${date}T03:${String(10 + i * 10)}:00+05:30`,
    });
  }

  for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await signedInAs(page, DEMO.viewer);
    await page.getByRole('tab', { name: 'Scheduled' }).click();
    await expect(page).toHaveURL(/tab=scheduled/);
    const section = page.getByRole('region', { name: format(day, 'MMM dd, yyyy', { in: inProvider }) });
    const hour = section.locator('[data-overloaded]').filter({ hasText: names[0] });
    await expect(hour).toContainText('03:00');
    await expect(hour).toContainText(/Overloaded: \d+ trips, 0 suitable vehicles/);
    for (const name of names) await expect(hour.getByRole('row').filter({ hasText: name })).toContainText('Marathahalli Care Hospital');
    await expect(hour.getByRole('row').filter({ hasText: names[1] })).toContainText('03:20');
    await expect(hour.getByRole('row').filter({ hasText: names[1] })).toContainText('Oxygen');
    await expect(page.getByText(/more trips than suitable vehicles/)).toBeVisible();
  }
});

test('staff see another 7-day window from a date, kept in the URL; an implausible year is refused with its message', async ({ page, baseURL }) => {
  const partner = await staffApi(baseURL!, 'partner@hospital.demo.example.com');
  // Nine days ahead: beyond the first window (today and 6 days), inside the next one.
  const day = addDays(new Date(), 9);
  const date = format(day, 'yyyy-MM-dd', { in: inProvider });
  const name = uniqueName('Sched Later');
  await partner.partner.requestTrip.mutate({
    idempotencyKey: randomUUID(),
    patientName: name,
    patientPhone: '98450 66002',
    pickupLocation: '',
    dropoffLocation: 'Home: 9th Block, Jayanagar',
    serviceType: 'transfer',
    needs: [],
    notes: '',
    scheduledAt: `${date}T10:15:00+05:30`,
  });
  const today = format(new Date(), 'yyyy-MM-dd', { in: inProvider });
  const inAWeek = format(addDays(new Date(), 7), 'yyyy-MM-dd', { in: inProvider });
  const heading = (d: Date) => format(d, 'MMM dd, yyyy', { in: inProvider });

  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, DEMO.viewer);
  await page.getByRole('tab', { name: 'Scheduled' }).click();
  await expect(page.getByLabel('Week from')).toHaveValue(today);
  await expect(page.getByRole('region', { name: heading(new Date()) })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  await page.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=scheduled.*from=${inAWeek}|from=${inAWeek}.*tab=scheduled`));
  await expect(page.getByLabel('Week from')).toHaveValue(inAWeek);
  await expect(page.getByRole('region', { name: heading(day) }).getByRole('row').filter({ hasText: name })).toContainText('10:15');
  await expect(page.getByRole('region', { name: heading(new Date()) })).toHaveCount(0);

  // The URL keeps the window: a reload shows the same week.
  await page.reload();
  await expect(page.getByRole('region', { name: heading(day) }).getByRole('row').filter({ hasText: name })).toBeVisible();

  // A typed date moves the window to start there.
  await page.getByLabel('Week from').fill(date);
  await expect(page).toHaveURL(new RegExp(`from=${date}`));
  await expect(page.getByTestId('scheduled-range')).toContainText(`${heading(day)} to ${heading(addDays(day, 6))}`);

  // A year the shared schema refuses: its message, and the URL stays.
  await page.getByLabel('Week from').fill('0411-01-01');
  await expect(page.getByText('Use a year between 2000 and 2100')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${date}`));
  // Typed into the URL by hand: the message, and today's week.
  await page.goto('/admin?tab=scheduled&from=0411-01-01');
  await expect(page.getByText('Use a year between 2000 and 2100')).toBeVisible();
  await expect(page.getByRole('region', { name: heading(new Date()) })).toBeVisible();

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).not.toHaveURL(/from=/);
});
