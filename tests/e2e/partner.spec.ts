import { randomUUID } from 'node:crypto';
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { nextMonday } from 'date-fns/nextMonday';
import { parse } from 'date-fns/parse';
import { DEMO, DEMO_PARTNER, expect, signInAsPartner, test, toast } from './fixtures';
import { signedInAs } from './signed-in';

const inKolkata = tz('Asia/Kolkata');

/**
 * The partner console (/partner, issue 37): an application of its own, behind the sign-in
 * screen, at a phone's width and at a computer's; the browser is in New York, the times are
 * Bengaluru's.
 */
for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['computer', { width: 1280, height: 800 }],
] as const) {
  test.describe(`partner console on a ${size}`, () => {
    test.use({ viewport, timezoneId: 'America/New_York' });

    test('a signed-out visitor is sent to the sign-in screen', async ({ page }) => {
      await page.goto('/partner');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });

    test('staff opening /partner are sent to their dashboard', async ({ page }) => {
      await signedInAs(page, DEMO.operator);
      await page.goto('/partner/history');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByTestId('header-email')).toHaveText(DEMO.operator);
    });

    test('a partner creates a weekly series, sees its coming trips, skips one date without touching the others, pauses and resumes it', async ({ page }) => {
      await signInAsPartner(page);
      await page.getByRole('navigation', { name: 'Partner console' }).getByRole('link', { name: 'Series' }).click();
      await expect(page).toHaveURL(/\/partner\/series$/);
      const form = page.getByRole('form', { name: 'New weekly series' });
      await form.getByRole('button', { name: 'Create series' }).click();
      await expect(form.getByText('Choose at least one weekday')).toBeVisible();
      const patient = `Series ${randomUUID().slice(0, 6)}`;
      await form.getByLabel('Patient name').fill(patient);
      await form.getByLabel('Patient phone').fill('98450 11223');
      await form.getByLabel('Destination').fill('Bellandur Kidney & Dialysis Centre');
      for (const day of ['Mon', 'Wed', 'Fri']) await form.getByRole('checkbox', { name: day, exact: true }).check();
      await form.getByLabel('Return at').fill('11:30');
      await form.getByLabel('For weeks').fill('2');
      await form.getByRole('button', { name: 'Create series' }).click();
      // Three days a week for two weeks, with returns: 12 trips (the first week's may be past).
      await expect(toast(page, 'Series created')).toContainText(`coming trips for ${patient}`);
      const series = page.getByTestId('series').filter({ hasText: patient });
      await expect(series).toContainText('Mon, Wed, Fri at 07:00, back at 11:30');
      const trips = series.getByTestId('series-trip');
      await expect(trips.first()).toBeVisible();
      const first = trips.first();
      const date = (await first.getAttribute('data-date'))!;
      const others = await trips.count();
      await first.getByRole('button', { name: `Skip ${date}` }).click();
      await expect(toast(page, 'Date skipped')).toContainText(`on ${date}; the other dates stay as they are.`);
      await expect(series.locator(`[data-testid="series-trip"][data-date="${date}"]`).first()).toContainText('Skipped');
      await expect(series.getByTestId('series-trip').filter({ hasText: 'Skipped' })).toHaveCount(2);
      await expect(trips).toHaveCount(others);

      // Paused, its coming trips go; resumed, they are made again and the skipped date stays skipped.
      await series.getByRole('button', { name: 'Pause' }).click();
      await expect(toast(page, 'Series paused')).toBeVisible();
      await expect(series).toContainText('Paused');
      await series.getByRole('button', { name: 'Resume' }).click();
      await expect(toast(page, 'Series resumed')).toBeVisible();
      await expect(series).toContainText('Active');
      await expect(series.locator(`[data-testid="series-trip"][data-date="${date}"]`).first()).toContainText('Skipped');
    });

    test('a partner creates a series until a date and moves one date to another time; the other dates stay as they were', async ({ page }) => {
      await signInAsPartner(page);
      await page.goto('/partner/series');
      const form = page.getByRole('form', { name: 'New weekly series' });
      const patient = `Until ${randomUUID().slice(0, 6)}`;
      // From a Monday after today (Bengaluru) until the Friday of the week after: 6 trips.
      const monday = nextMonday(new Date(), { in: inKolkata });
      const start = format(monday, 'yyyy-MM-dd', { in: inKolkata });
      const until = format(addDays(monday, 11, { in: inKolkata }), 'yyyy-MM-dd', { in: inKolkata });
      await form.getByLabel('Patient name').fill(patient);
      await form.getByLabel('Patient phone').fill('98450 11224');
      await form.getByLabel('Destination').fill('Bellandur Kidney & Dialysis Centre');
      for (const day of ['Mon', 'Wed', 'Fri']) await form.getByRole('checkbox', { name: day, exact: true }).check();
      await form.getByLabel('From').fill(start);
      await form.getByText('On a date', { exact: true }).click();
      await expect(form.getByRole('radio', { name: 'On a date' })).toBeChecked();
      await expect(form.getByLabel('For weeks')).toHaveCount(0);
      // The shared schema: an end before the start is refused beside the date.
      await form.getByLabel('Until').fill(format(addDays(monday, -1, { in: inKolkata }), 'yyyy-MM-dd', { in: inKolkata }));
      await form.getByRole('button', { name: 'Create series' }).click();
      await expect(form.getByText('The end date is before the start date')).toBeVisible();
      await form.getByLabel('Until').fill(until);
      await form.getByRole('button', { name: 'Create series' }).click();
      await expect(toast(page, 'Series created')).toContainText(`6 coming trips for ${patient}`);
      const series = page.getByTestId('series').filter({ hasText: patient });
      await expect(series).toContainText(`Mon, Wed, Fri at 07:00 · ${start} to ${until}`);
      const trips = series.getByTestId('series-trip');
      await expect(trips).toHaveCount(6);
      const before = await trips.allTextContents();

      // The second date (a Wednesday) moves to 09:30 the same day.
      const wednesday = format(addDays(monday, 2, { in: inKolkata }), 'yyyy-MM-dd', { in: inKolkata });
      const row = series.locator(`[data-testid="series-trip"][data-date="${wednesday}"]`);
      await row.getByRole('button', { name: `Move ${wednesday}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Move one date' });
      await expect(dialog.getByLabel('New date')).toHaveValue(wednesday);
      await expect(dialog.getByLabel('New time')).toHaveValue('07:00');
      await dialog.getByLabel('New time').fill('09:30');
      await dialog.getByRole('button', { name: 'Move date' }).click();
      await expect(toast(page, 'Date moved')).toContainText('the other dates stay as they are');
      await expect(dialog).toBeHidden();
      const shown = format(parse(`${wednesday} 09:30`, 'yyyy-MM-dd HH:mm', new Date(), { in: inKolkata }), 'MMM dd, yyyy HH:mm', { in: inKolkata });
      await expect(row).toContainText(shown);
      const after = await trips.allTextContents();
      expect(after.filter((text, i) => text !== before[i])).toEqual([expect.stringContaining(shown)]);
    });

    test('an answer lost on the way back: pressing Request trip again books the trip once', async ({ page }) => {
      await signInAsPartner(page);
      await page.goto('/partner/request');
      const form = page.getByRole('form', { name: 'Request a trip' });
      const patient = `Asha ${randomUUID().slice(0, 6)}`;
      await form.getByLabel('Patient name').fill(patient);
      await form.getByLabel('Patient phone').fill('98450 54321');
      await form.getByLabel('Destination').fill('Narayana Health City, Bommasandra');
      // The first request reaches the server, which stores the trip; its answer never reaches the page.
      let lost = 0;
      await page.route('**/trpc/partner.requestTrip*', async (route) => {
        if (lost > 0) return route.continue();
        lost += 1;
        await route.fetch();
        await route.abort('connectionreset');
      });
      await form.getByRole('button', { name: 'Request trip' }).click();
      await expect(form.getByTestId('request-failed')).toContainText('No answer came from our server');
      await expect(form.getByLabel('Patient name')).toHaveValue(patient);
      await form.getByRole('button', { name: 'Request trip' }).click();
      const confirmation = page.getByTestId('trip-requested');
      const reference = (await confirmation.getByTestId('trip-reference').textContent())!;
      await confirmation.getByRole('link', { name: 'See the board' }).click();
      await expect(page.getByTestId('board-trip').filter({ hasText: patient })).toHaveCount(1);
      await expect(page.getByTestId('board-trip').filter({ hasText: patient })).toContainText(reference);
      expect(lost).toBe(1);
    });

    test('a partner signs in, requests a trip for a time in Bengaluru time, cancels it with a reason and finds it in the month\'s history and its CSV', async ({ page }) => {
      await signInAsPartner(page);
      await expect(page.getByTestId('partner-organisation')).toHaveText(DEMO_PARTNER.organisation);

      await page.getByRole('navigation', { name: 'Partner console' }).getByRole('link', { name: 'Request a trip' }).click();
      const form = page.getByRole('form', { name: 'Request a trip' });
      const patient = `Ravi ${randomUUID().slice(0, 6)}`;
      await form.getByLabel('Patient name').fill(patient);
      await form.getByLabel('Patient phone').fill('98450 12345');
      await form.getByText('Choose date and time').click();
      // The picker starts at the next quarter hour, Bengaluru time.
      await expect(form.getByRole('button', { name: /Pickup date and time/ })).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:[0-5][05]$/);
      const chosen = (await form.getByRole('button', { name: /Pickup date and time/ }).textContent())!;
      await form.getByRole('radio', { name: 'Another address' }).check();
      await form.getByRole('button', { name: 'Request trip' }).click();
      await expect(form.getByText('Pickup address is required')).toBeVisible();
      await form.getByLabel('Pickup address').fill('12 Church Street, Bengaluru 560001');
      await form.getByLabel('Destination').fill('Manipal Hospital, Old Airport Road');
      await form.getByRole('checkbox', { name: 'Oxygen' }).check();
      await form.getByRole('checkbox', { name: 'Stretcher' }).check();
      await form.getByRole('button', { name: 'Request trip' }).click();

      const confirmation = page.getByTestId('trip-requested');
      await expect(confirmation).toContainText(`${patient}, ${chosen}`);
      const reference = (await confirmation.getByTestId('trip-reference').textContent())!.replace('#', '');

      // On the board at the chosen time (Bengaluru's clock, not New York's).
      await confirmation.getByRole('link', { name: 'See the board' }).click();
      const card = page.getByTestId('board-trip').filter({ hasText: patient });
      await expect(card.getByTestId('trip-time')).toHaveText(chosen.slice(-5));
      await expect(card).toContainText('Oxygen');
      await expect(card).toContainText('Stretcher');

      // Cancelled with a reason: it stays on the board as cancelled, no longer cancellable.
      await card.getByRole('button', { name: `Cancel trip #${reference}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel trip' });
      await dialog.getByRole('button', { name: 'Cancel trip' }).click();
      await expect(dialog.getByText('Choose a reason from the list')).toBeVisible();
      await dialog.getByRole('radio', { name: 'No longer needed' }).check();
      await dialog.getByRole('button', { name: 'Cancel trip' }).click();
      await expect(toast(page, 'Trip cancelled')).toContainText(`Trip #${reference} for ${patient} is cancelled.`);
      await expect(card.getByTestId('trip-status')).toHaveText('Cancelled');
      await expect(card.getByRole('button', { name: `Cancel trip #${reference}` })).toHaveCount(0);

      // The history opens on this month (Bengaluru's); the trip's month, if the next, is a link away.
      const thisMonth = format(new Date(), 'yyyy-MM', { in: inKolkata });
      const tripMonth = format(parse(chosen, 'MMM dd, yyyy HH:mm', new Date()), 'yyyy-MM');
      const monthTitle = format(parse(tripMonth, 'yyyy-MM', new Date()), 'MMMM yyyy');
      await page.getByRole('navigation', { name: 'Partner console' }).getByRole('link', { name: 'History' }).click();
      if (tripMonth !== thisMonth) await page.getByRole('link', { name: `${monthTitle} →` }).click();
      await expect(page.getByTestId('history-month')).toHaveText(monthTitle);
      const row = page.getByRole('row').filter({ hasText: patient });
      await expect(row).toContainText('Cancelled');
      await expect(row).toContainText('No longer needed');
      const csvLink = page.getByRole('link', { name: 'Download CSV' });
      await expect(csvLink).toHaveAttribute('href', `/partner/history.csv?month=${tripMonth}`);
      const csv = await page.request.get(`/partner/history.csv?month=${tripMonth}`);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toContain('text/csv');
      expect(await csv.text()).toContain(patient);
    });
  });
}
