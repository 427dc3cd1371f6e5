import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApiClient, seededServerForFile } from '../helpers/server';

/*
 * Issue 37.3: a search finds the booking wherever it is. A request held as possible spam is not
 * in the usual Bookings list; a search there by the caller's phone number (or its start) or the
 * booking's reference says how many bookings the Possible spam view holds for that search.
 */
const demo = seededServerForFile('viewer');

describe('the Bookings search and the Possible spam view', () => {
  it('a search by phone or reference counts the matching possible-spam requests; the Possible spam view with it shows exactly them', async () => {
    const phone = `98${randomInt(10_000_000, 99_999_999)}`;
    const visitor = createApiClient(demo.server.url);
    // Three requests from one phone within an hour are plausible; the fourth is held as possible spam.
    for (let n = 1; n <= 4; n++) {
      await visitor.trpc.site.requestBooking.mutate({ name: `Quoted Caller ${n}`, phone, pickupAddress: 'Whitefield', serviceType: 'emergency', dateTime: '', notes: '', idempotencyKey: randomUUID() });
    }
    const api = demo.viewer.trpc.bookings;

    const byPhone = await api.list.query({ search: phone.slice(0, 8) });
    expect(byPhone.items.map((b) => b.customerName).sort()).toEqual(['Quoted Caller 1', 'Quoted Caller 2', 'Quoted Caller 3']);
    expect(byPhone.possibleSpamMatches).toBe(1);

    const spamView = await api.list.query({ search: phone.slice(0, 8), possibleSpam: true });
    expect(spamView.items.map((b) => b.customerName)).toEqual(['Quoted Caller 4']);
    // In the view itself there is nothing elsewhere to point to.
    expect(spamView.possibleSpamMatches).toBe(0);

    const reference = spamView.items[0].reference;
    const byReference = await api.list.query({ search: `#${reference}` });
    expect(byReference.items).toEqual([]);
    expect(byReference.total).toBe(0);
    expect(byReference.possibleSpamMatches).toBe(1);

    // No search: the list does not count the view (it has its own switch).
    expect((await api.list.query({})).possibleSpamMatches).toBe(0);
    expect((await api.list.query({ search: 'Nobody With This Name' })).possibleSpamMatches).toBe(0);
  });
});
