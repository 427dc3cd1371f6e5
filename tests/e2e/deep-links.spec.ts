import { callApi, DEMO, expect, test, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

function bookingInput(customerName: string, status: string) {
  return {
    customerName,
    customerPhone: '98450 12345',
    pickupLocation: 'ITPL Main Road, Whitefield',
    dropoffLocation: 'Columbia Asia Hospital, Whitefield',
    serviceType: 'icu',
    status,
    bookingDate: '2027-03-15T09:30:00+05:30',
  };
}

test.describe('deep links', () => {
  test("a booking's page survives a reload, and Back restores the list's search and filter", async ({ page }) => {
    const prefix = uniqueName('Deep Link');
    await signedInAs(page, DEMO.operator);
    const confirmed = await callApi<{ id: string }>(page, 'bookings.create', bookingInput(`${prefix} Confirmed`, 'confirmed'));
    await callApi(page, 'bookings.create', bookingInput(`${prefix} Pending`, 'pending'));

    await page.getByRole('tab', { name: 'Bookings' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=bookings$/);
    await page.getByRole('textbox', { name: 'Search bookings' }).fill(prefix);
    // The search reaches the URL 300 ms after typing stops; the two new rows are on the first
    // page with or without it, so the URL is what shows the search was applied.
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === prefix);
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Confirmed', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(1);
    await expect(page).toHaveURL(/status=confirmed/);

    // The list itself survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Bookings', selected: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search bookings' })).toHaveValue(prefix);
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('Confirmed');
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(1);

    await page.getByRole('link', { name: `${prefix} Confirmed` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${confirmed.id}$`));
    await expect(page.getByRole('heading', { name: `${prefix} Confirmed` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: `${prefix} Confirmed` })).toBeVisible();
    await expect(page.getByText('Columbia Asia Hospital, Whitefield', { exact: true })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Bookings', selected: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('Confirmed');
    await expect(page.getByRole('textbox', { name: 'Search bookings' })).toHaveValue(prefix);
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(1);

    // Back once more: the filter is undone, the search stays.
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('');
    await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
  });

  test('a link sent to a colleague opens the booking in their browser; a wrong link says so', async ({ page, browser }) => {
    test.slow(); // two browsers signing in
    const name = uniqueName('Shared Link');
    await signedInAs(page, DEMO.operator);
    const created = await callApi<{ id: string }>(page, 'bookings.create', bookingInput(name, 'pending'));

    const colleague = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.201.0.7' } });
    const other = await colleague.newPage();
    await signedInAs(other, DEMO.viewer, { at: `/admin/bookings/${created.id}` });
    await expect(other.getByRole('heading', { name })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    // Opened from a link, "Bookings" leads to the list.
    await other.getByRole('button', { name: '← Bookings' }).click();
    await expect(other).toHaveURL(/\/admin\?tab=bookings$/);

    await other.goto('/admin/bookings/00000000-0000-4000-8000-000000000000');
    await expect(other.getByRole('alert')).toHaveText('This booking no longer exists. It may have been deleted by someone else.');
    await colleague.close();
  });

  test('a hand-edited URL falls back to the defaults instead of failing', async ({ page }) => {
    await signedInAs(page, DEMO.viewer, { at: '/admin?tab=nonsense&page=-4&status=lost' });
    await expect(page.getByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
    await page.goto('/admin?tab=bookings&page=-4&status=lost&search=98450');
    await expect(page.getByRole('tab', { name: 'Bookings', selected: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search bookings' })).toHaveValue('98450');
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('');
  });

  test('without a session a deep link leads to the login', async ({ page }) => {
    await page.goto('/admin/bookings/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
