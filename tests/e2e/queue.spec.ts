import { callApi, DEMO, expect, test, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

function pending(customerName: string) {
  return {
    customerName,
    customerPhone: '98450 12345',
    pickupLocation: 'Marathahalli Bridge',
    dropoffLocation: 'Manipal Hospital',
    serviceType: 'icu',
    status: 'pending',
    bookingDate: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

test('the queue: oldest first, a clock per request, amber after 5 minutes, red after 10, gone once confirmed', async ({ page }) => {
  // The browser's clock is Playwright's: it moves when the test says (the server's stays real).
  await page.clock.install();
  const first = uniqueName('Queue First');
  const second = uniqueName('Queue Second');
  await signedInAs(page, DEMO.operator);
  const created = await callApi<{ id: string; version: number }>(page, 'bookings.create', pending(first));
  await callApi(page, 'bookings.create', pending(second));

  const items = page.getByTestId('queue-item');
  const firstItem = items.filter({ hasText: first });
  await expect(firstItem).toBeVisible();
  await expect(items.filter({ hasText: second })).toBeVisible();
  // Oldest first: ours are the newest two, in the order they arrived.
  const names = await items.allTextContents();
  expect(names.findIndex((t) => t.includes(first))).toBeLessThan(names.findIndex((t) => t.includes(second)));
  await expect(firstItem).toHaveAttribute('data-wait', 'ok');
  await expect(firstItem.getByTestId('queue-clock')).toHaveText(/^0:\d\d$/);

  await page.clock.fastForward('05:00');
  await expect(firstItem).toHaveAttribute('data-wait', 'amber');
  await expect(firstItem.getByTestId('queue-clock')).toHaveText(/^5:\d\d$/);

  await page.clock.fastForward('05:00');
  await expect(firstItem).toHaveAttribute('data-wait', 'red');
  await expect(firstItem.getByTestId('queue-clock')).toHaveText(/^10:\d\d$/);
  // Beside the cards: the oldest wait now, at least ours.
  const oldest = await page.getByTestId('figure-oldestWait').getByTestId('figure-value').textContent();
  expect(oldest).toMatch(/^(\d+:)?\d+:\d\d$/);
  expect(oldest!.split(':').reduce((total, part) => total * 60 + Number(part), 0)).toBeGreaterThanOrEqual(600);

  await callApi(page, 'bookings.setStatus', { id: created.id, version: created.version, status: 'confirmed' });
  await expect(firstItem).toHaveCount(0);
  await expect(items.filter({ hasText: second })).toHaveAttribute('data-wait', 'red');
});

test("a request made after the queue was read but before the live stream started is in the queue once it starts", async ({ page }) => {
  // The stream's subscription is held at the socket until the queue has been read and a request
  // made: the request's event falls before the server has the stream.
  let hold = true;
  const held: (() => void)[] = [];
  await page.routeWebSocket(/\/trpc/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => (hold ? held.push(() => server.send(message)) : server.send(message)));
  });
  const queueRead = page.waitForResponse((r) => /\/trpc\/[^?]*dashboard\.queue/.test(r.url()) && r.ok());
  await signedInAs(page, DEMO.operator);
  await queueRead;
  const status = page.getByTestId('live-status');
  await expect(status).toHaveText('Connecting live updates…');
  const name = uniqueName('Gap Caller');
  await callApi(page, 'bookings.create', pending(name));

  hold = false;
  for (const send of held.splice(0)) send();
  await expect(status).toHaveText('Live updates on');
  await expect(page.getByTestId('queue-item').filter({ hasText: name })).toBeVisible();
});
