import { readFile } from 'node:fs/promises';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { providerToday } from '../../shared/dates';
import { callApi, DEMO, expect, test, toast, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

/**
 * The Reports tab (issue 21). Other cases add bookings meanwhile, so the figures compared are
 * those of a range that ended two days ago (a request arriving now belongs to today's report day,
 * or yesterday's before 08:00): nothing running in parallel changes them.
 */
const day = (offset: number) => format(addDays(parseISO(providerToday()), offset), 'yyyy-MM-dd');
const PAST = { from: day(-8), to: day(-2) };

interface Cancellations {
  byReason: { code: string; count: number }[];
  customerSide: number;
  ourSide: number;
}

test('the Reports tab keeps its range, shift and source in the URL across a reload', async ({ page }) => {
  await signedInAs(page, DEMO.operator);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/tab=reports/);
  // By default the last 7 days, today included.
  await expect(page.getByLabel('From')).toHaveValue(day(-6));
  await expect(page.getByLabel('To')).toHaveValue(day(0));
  await expect(page.getByRole('heading', { name: 'Call-back promise and intervals' })).toBeVisible();

  await page.getByText('Night', { exact: true }).click();
  await expect(page).toHaveURL(/shift=night/);
  await page.getByText('Website', { exact: true }).click();
  await expect(page).toHaveURL(/source=website/);
  await page.getByLabel('From').fill(PAST.from);
  await expect(page).toHaveURL(new RegExp(`from=${PAST.from}`));

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reports', selected: true })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(PAST.from);
  await expect(page.getByRole('radio', { name: 'Night' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Website' })).toBeChecked();
});

test('the tables show the figures the server computed, and each downloads as CSV', async ({ page }) => {
  await signedInAs(page, DEMO.operator, { at: `/admin?tab=reports&from=${PAST.from}&to=${PAST.to}` });
  const expected = await callApi<Cancellations>(page, 'reports.cancellations', PAST, 'query');
  await expect(page.getByTestId('cancel-sides')).toHaveText(`Customer's side: ${expected.customerSide} · Ours: ${expected.ourSide}`);
  const table = page.getByTestId('report-cancellations');
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row', { name: /No suitable ambulance free/ })).toContainText(String(expected.byReason.find((r) => r.code === 'no_ambulance')?.count));

  const section = page.getByRole('region', { name: 'Cancellations' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`report-cancellations_${PAST.from}_${PAST.to}_all_all.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('Reason,Side,Cancellations');
  expect(lines).toHaveLength(6);
  expect(lines.find((l) => l.startsWith('No suitable ambulance free,'))).toBe(`No suitable ambulance free,Ours,${expected.byReason.find((r) => r.code === 'no_ambulance')?.count}`);
});

test('the chart of the within-5-minutes share shows the numbers of its table', async ({ page }) => {
  await signedInAs(page, DEMO.operator, { at: `/admin?tab=reports&from=${PAST.from}&to=${PAST.to}` });
  const figures = await callApi<{ day: string | null; shift: string | null; requests: number }[]>(page, 'reports.figures', PAST, 'query');
  const days = figures.filter((f) => f.day !== null && f.shift === null);
  // Every day of the range has its bar, with requests or not.
  expect(days.map((d) => d.day)).toHaveLength(7);
  // The demo data has requests in the range: a chart of nothing would prove nothing.
  expect(days.filter((d) => d.requests > 0).length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Call-back promise and intervals' })).toBeVisible();
  await expect(page.getByTestId('share-bar')).toHaveCount(days.length);
  for (const { day, requests } of days) {
    const share = await page.locator(`[data-testid="share-bar"][data-day="${day}"]`).getAttribute('data-share');
    const cell = page.locator(`[data-testid="report-day"][data-day="${day}"]`).getByTestId('within5');
    if (requests === 0) {
      // A day without requests: no share, and 0 in the table.
      expect(share).toBe('no requests');
      await expect(cell).toHaveText('– (0)');
    } else {
      expect(share).toMatch(/%$/);
      await expect(cell).toContainText(`${share} (`);
    }
  }
  await expect(page.getByTestId('target-line')).toBeAttached();
});

test('a viewer reads the reports, with nothing to change', async ({ page }) => {
  await signedInAs(page, DEMO.viewer);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Vehicles' })).toBeVisible();
  await expect(page.getByTestId('report-vehicles')).toBeVisible();
  // Only the downloads are buttons in the tab's sections: reports change nothing.
  const panel = page.getByRole('tabpanel', { name: 'Reports' });
  await expect(panel.getByRole('button', { name: 'Download CSV' })).toHaveCount(4);
  await expect(panel.getByRole('button').filter({ hasNotText: 'Download CSV' })).toHaveCount(0);
});

function pending(customerName: string) {
  return {
    customerName,
    customerPhone: '98450 12345',
    pickupLocation: 'Whitefield Main Road',
    dropoffLocation: 'Manipal Hospital',
    serviceType: 'icu',
    status: 'pending',
    bookingDate: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

test('"Called the customer" from the queue and from the booking\'s page: off the queue, on the timeline', async ({ page }) => {
  await signedInAs(page, DEMO.operator);
  const fromQueue = uniqueName('Callback Queue');
  const fromPage = uniqueName('Callback Page');
  const queued = await callApi<{ id: string }>(page, 'bookings.create', pending(fromQueue));
  const paged = await callApi<{ id: string }>(page, 'bookings.create', pending(fromPage));

  // The queue: the request waits with its clock until the call is recorded, then leaves it.
  const item = page.getByTestId('queue-item').filter({ hasText: fromQueue });
  await expect(item.getByTestId('queue-clock')).toBeVisible();
  await item.getByRole('button', { name: `Called ${fromQueue}` }).click();
  await expect(toast(page, 'Call recorded')).toBeVisible();
  await expect(item).toHaveCount(0);
  // Still pending (the call is not a confirmation), and the timeline says who called.
  await page.goto(`/admin/bookings/${queued.id}`);
  await expect(page.getByRole('heading', { name: fromQueue })).toBeVisible();
  await expect(page.getByTestId('timeline-entry').filter({ hasText: 'Called the customer' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Called the customer' })).toHaveCount(0);

  // The booking's page: the action, then the timeline entry; the queue no longer lists it.
  await page.goto(`/admin/bookings/${paged.id}`);
  await expect(page.getByRole('heading', { name: fromPage })).toBeVisible();
  await expect(page.getByTestId('timeline-entry').filter({ hasText: 'Called the customer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Called the customer' }).click();
  await expect(toast(page, 'Call recorded')).toBeVisible();
  await expect(page.getByTestId('timeline-entry').filter({ hasText: 'Called the customer' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Called the customer' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByTestId('queue-count')).toBeVisible();
  await expect(page.getByTestId('queue-item').filter({ hasText: fromPage })).toHaveCount(0);
});

interface Shown {
  segments: { day: string; interval: string; p50: string }[];
  /** Per day and interval, the table cell's text (p50 / p90). */
  cells: Record<string, Record<string, string>>;
  bars: { vehicle: string; trips: string; busy: string; inService: string; utilisation: string }[];
  rows: Record<string, { trips: string; busy: string; inService: string; utilisation: string }>;
}

test('the stacked intervals chart and the vehicles chart show the numbers of their tables', async ({ page }) => {
  test.slow(); // a trip driven through every step first
  await signedInAs(page, DEMO.operator);
  // A trip of its own, today, on a vehicle of its own: the charts have its bars whatever else runs.
  const vehicle = `KA-21-RC-${`${Date.now() % 100000}`.padStart(5, '0')}`;
  const ambulance = await callApi<{ id: string }>(page, 'fleet.create', { vehicleNumber: vehicle, ambulanceType: 'icu' });
  const created = await callApi<{ id: string; version: number }>(page, 'bookings.create', pending(uniqueName('Report Trip')));
  let booking = await callApi<{ version: number }>(page, 'bookings.assign', { bookingId: created.id, ambulanceId: ambulance.id, version: created.version });
  for (const step of ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed']) {
    await callApi(page, 'bookings.recordStep', { bookingId: created.id, step, version: booking.version });
    booking = await callApi<{ version: number }>(page, 'bookings.byId', { id: created.id }, 'query');
  }
  // Yesterday and today: a request now is in today's report day, or yesterday's before 08:00.
  const range = { from: day(-1), to: day(0) };
  await page.goto(`/admin?tab=reports&from=${range.from}&to=${range.to}`);
  await expect(page.locator(`[data-testid="report-vehicle"][data-vehicle="${vehicle}"]`).getByTestId('trips')).toHaveText('1');
  await expect(page.locator(`[data-testid="vehicle-bar"][data-vehicle="${vehicle}"]`)).toHaveAttribute('data-trips', '1');
  await expect(page.getByTestId('intervals-bar').first()).toBeAttached();

  // Charts and tables read in one moment (a refetch between two reads could change both).
  const shown = await page.evaluate((): Shown => {
    const all = (selector: string) => [...document.querySelectorAll<HTMLElement | SVGElement>(selector)];
    const cells: Shown['cells'] = {};
    for (const row of all('[data-testid="report-day"]')) {
      cells[row.dataset.day!] = Object.fromEntries(all(`[data-testid="report-day"][data-day="${row.dataset.day}"] [data-interval]`).map((c) => [c.dataset.interval!, c.textContent]));
    }
    const rows: Shown['rows'] = {};
    for (const row of all('[data-testid="report-vehicle"]')) {
      const text = (id: string) => row.querySelector(`[data-testid="${id}"]`)!.textContent;
      rows[row.dataset.vehicle!] = { trips: text('trips'), busy: text('busy-hours'), inService: text('in-service-hours'), utilisation: text('utilisation') };
    }
    return {
      segments: all('[data-testid="intervals-bar"]').map((b) => ({ day: b.dataset.day!, interval: b.dataset.interval!, p50: b.dataset.p50! })),
      cells,
      bars: all('[data-testid="vehicle-bar"]').map((b) => ({
        vehicle: b.dataset.vehicle!,
        trips: b.dataset.trips!,
        busy: b.dataset.busyHours!,
        inService: b.dataset.inServiceHours!,
        utilisation: b.dataset.utilisation!,
      })),
      rows,
    };
  });

  // Every segment is its day's p50 in the table; each day's intervals not drawn are '–' there.
  const stacked = ['assignment', 'turnout', 'travel', 'onScene', 'transport'];
  expect(Object.keys(shown.cells)).toContain(day(0));
  for (const [d, cells] of Object.entries(shown.cells)) {
    if (d === 'total') continue;
    for (const interval of stacked) {
      const segment = shown.segments.find((s) => s.day === d && s.interval === interval);
      const p50 = cells[interval].split(' / ')[0];
      expect(segment?.p50 ?? '–', `${d} ${interval}`).toBe(p50);
    }
  }
  expect(shown.segments.some((s) => s.day === day(0) || s.day === day(-1))).toBe(true);
  // One bar per vehicle row, each with the row's trips, hours and utilisation.
  expect(shown.bars.map((b) => b.vehicle)).toEqual(Object.keys(shown.rows));
  for (const bar of shown.bars) expect(bar, bar.vehicle).toEqual({ vehicle: bar.vehicle, ...shown.rows[bar.vehicle] });
  expect(shown.bars.find((b) => b.vehicle === vehicle)?.trips).toBe('1');
  // The tooltip (SVG title) says the same.
  await expect(page.locator(`[data-testid="vehicle-bar"][data-vehicle="${vehicle}"] > title`)).toContainText(`${vehicle}: `);
  await expect(page.getByRole('img', { name: 'Where the minutes go: the median of each step of a trip, stacked, per day' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Hours busy against hours in service, per vehicle' })).toBeVisible();
});
