import type { Page } from '@playwright/test';
import { DEMO, expect, test, toast } from './fixtures';
import { signedInAs, type StaffEmail } from './signed-in';

// The demo data's inquiries; each test acts on its own one (tests run in parallel).
async function openInquiries(page: Page, email: StaffEmail) {
  await signedInAs(page, email);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
}
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('inquiries tab', () => {
  test('a viewer opens an unread inquiry: the detail dialog, then it reads Read', async ({ page }) => {
    await openInquiries(page, DEMO.viewer);
    await expect(page.getByRole('columnheader')).toHaveText(['Status', 'Name', 'Email', 'Phone', 'Message', 'Date', 'Actions']);
    const shalini = row(page, 'Shalini Gupta');
    await expect(shalini).toContainText('Unread');
    await expect(shalini).toContainText('N/A');
    await expect(shalini.getByRole('link', { name: 'shalini.g@example.com' })).toHaveAttribute('href', 'mailto:shalini.g@example.com');
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await shalini.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Inquiry from Shalini Gupta' });
    await expect(dialog).toContainText('Received');
    await expect(dialog.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(dialog).toContainText('shalini.g@example.com');
    await expect(dialog).toContainText('Is an ICU ambulance available for a transfer from Hoskote to Manipal Hospital next Tuesday morning?');
    await expect(dialog.getByText('Phone', { exact: true })).toHaveCount(0);
    await expect(shalini).toContainText('Read');
    await expect(shalini).not.toContainText('Unread');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('phone numbers are call links and long messages are truncated', async ({ page }) => {
    await openInquiries(page, DEMO.admin);
    const ramesh = row(page, 'Ramesh Babu');
    await expect(ramesh.getByRole('link', { name: '+919900112233' })).toHaveAttribute('href', 'tel:+919900112233');
    await expect(ramesh).toContainText('…');
    await expect(ramesh).not.toContainText('Please share details.');
    await page.getByRole('textbox', { name: 'Search inquiries' }).fill('insurance');
    await expect(page.getByRole('row')).toHaveCount(2); // header + Gopal Krishna
    await expect(row(page, 'Gopal Krishna')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search inquiries' }).fill('nothing like this anywhere');
    await expect(page.getByText('No contact submissions')).toBeVisible();
  });

  test('an operator deletes an inquiry after confirming', async ({ page }) => {
    await openInquiries(page, DEMO.operator);
    const crew = row(page, 'Event Crew Bengaluru');
    await crew.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete contact submission?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(crew).toBeVisible();
    await crew.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Contact submission deleted successfully')).toBeVisible();
    await expect(crew).toHaveCount(0);
  });
});
