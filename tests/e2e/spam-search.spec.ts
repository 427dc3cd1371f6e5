import { randomInt, randomUUID } from 'node:crypto';
import { callApi, DEMO, expect, test, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

/*
 * Issue 37.3: a search finds the booking wherever it is. A family quotes the phone number of a
 * request held as possible spam: the Bookings search says it is in the Possible spam view, and
 * its button opens that view with the same search.
 */
test('a Bookings search by phone says how many matching requests are in Possible spam and opens that view with the search', async ({ page }) => {
  await signedInAs(page, DEMO.viewer);
  const phone = `97${randomInt(10_000_000, 99_999_999)}`;
  const names = [1, 2, 3, 4].map((i) => uniqueName(`Quoted ${i}`));
  // Three requests from one phone within an hour are plausible; the fourth is held as possible spam.
  for (const name of names) {
    await callApi(page, 'site.requestBooking', { name, phone, pickupAddress: 'Varthur Main Road', serviceType: 'emergency', idempotencyKey: randomUUID() });
  }

  await page.getByRole('tab', { name: 'Bookings' }).click();
  await page.getByRole('textbox', { name: 'Search bookings' }).fill(phone);
  await expect(page.getByRole('link', { name: names[2] })).toBeVisible();
  await expect(page.getByRole('link', { name: names[3] })).toHaveCount(0);
  const notice = page.getByTestId('spam-matches');
  await expect(notice).toContainText('1 matching booking is in the Possible spam view.');

  await notice.getByRole('button', { name: 'Show in Possible spam' }).click();
  await expect(page).toHaveURL(/spam=true/);
  // The same search, kept in the view (and in its address).
  await expect(page.getByRole('textbox', { name: 'Search bookings' })).toHaveValue(phone);
  await expect(page).toHaveURL(new RegExp(`search=(%22)?${phone}`));
  await expect(page.getByRole('link', { name: names[3] })).toBeVisible();
  await expect(page.getByRole('link', { name: names[2] })).toHaveCount(0);
  await expect(notice).toHaveCount(0);
});
