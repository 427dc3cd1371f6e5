import { callApi, DEMO, expect, test, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

/** The text a wa.me link prefills. */
function whatsAppText(href: string | null): string {
  expect(href).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
  return new URL(href!).searchParams.get('text')!;
}

test("a booking's WhatsApp and SMS links carry the text for its state", async ({ page }) => {
  const name = uniqueName('Kavya Message');
  await signedInAs(page, DEMO.operator);
  const created = await callApi<{ id: string }>(page, 'bookings.create', {
    customerName: name,
    customerPhone: '98450 12345',
    pickupLocation: 'Varthur Main Road',
    dropoffLocation: 'Sakra World Hospital',
    serviceType: 'emergency',
    status: 'pending',
    bookingDate: '2027-03-15T09:30:00+05:30',
  });
  await page.goto(`/admin/bookings/${created.id}`);

  const whatsApp = page.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  const pending = whatsAppText(await whatsApp.getAttribute('href'));
  expect(pending).toMatch(/^Hello Kavya, this is .+\. We have received your ambulance request/);
  expect(pending).toContain('for pickup from Varthur Main Road. We will call you back within 5 minutes.');
  await expect(page.getByTestId('customer-message')).toHaveText(pending);

  const sms = page.getByRole('link', { name: 'SMS' });
  const smsHref = await sms.getAttribute('href');
  expect(smsHref).toMatch(/^sms:\+919845012345\?body=/);
  expect(decodeURIComponent(smsHref!.split('?body=')[1])).toBe(pending);

  // Another state, another text: the page follows the change live.
  // (The edit form no longer moves status: the dispatch actions do.)
  for (const status of ['confirmed', 'completed'] as const) {
    const { version } = await callApi<{ version: number }>(page, 'bookings.byId', { id: created.id }, 'query');
    await callApi(page, 'bookings.setStatus', { id: created.id, version, status });
  }
  await expect(page.getByTestId('customer-message')).toContainText('Your ambulance trip');
  expect(whatsAppText(await whatsApp.getAttribute('href'))).toContain('is complete. Thank you for trusting us');
});
