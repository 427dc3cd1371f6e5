import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billNumber, financialYearOf } from '../../shared/bills';
import { errorOf } from '../helpers/errors';
import { insertBooking, middayToday } from '../helpers/fixtures';
import { seededServerWithEnvForFile, signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/*
 * Issue 40.4: bills numbered without gaps per series and financial year, whatever the number of
 * processes issuing at once; a cancelled bill keeps its number; one bill in force per trip; a
 * billed booking is kept. The second process is a second server on the same database (its own
 * pool of connections, as another process has).
 */
// The first process knows the provider's GSTIN (a tax invoice needs it); the second does not.
const demo = seededServerWithEnvForFile({ BILL_GSTIN: '29ABCDE1234F1Z5' }, 'admin', 'operator');
let second: TestServer;
let secondOperator: ApiClient;
const year = financialYearOf(new Date());

beforeAll(async () => {
  second = await startTestServer({ databaseUrl: demo.server.databaseUrl });
  secondOperator = await signedIn(second.url, 'operator@demo.example.com');
});
afterAll(async () => {
  secondOperator.closeSocket();
  await second.close();
});

/** `n` completed trips with their fares (the demo card's minimum fare: no path, no points). */
async function billableTrips(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await insertBooking(demo.server.app.orm, { status: 'completed', bookingDate: middayToday() }));
  for (const id of ids) expect((await demo.operator.trpc.fares.trip.query({ bookingId: id })).fare).not.toBeNull();
  return ids;
}

const serials = (numbers: string[]) => numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);

describe('bills', () => {
  it('50 bills issued at once on two processes get 50 consecutive numbers, none twice', async () => {
    const trips = await billableTrips(50);
    const bills = await Promise.all(trips.map((bookingId, i) => (i % 2 === 0 ? demo.operator : secondOperator).trpc.bills.issue.mutate({ bookingId, kind: 'bill_of_supply' })));
    const numbers = bills.map((b) => b.number);
    expect(new Set(numbers).size).toBe(50);
    expect(serials(numbers)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(numbers).toContain(billNumber('bill_of_supply', year, 1));
    for (const n of numbers) expect(n.length).toBeLessThanOrEqual(16);
    expect(bills[0]).toMatchObject({ kind: 'bill_of_supply', financialYear: year, totalPaise: 150_000, cancelledAt: null });
  });

  it('a second bill for a trip is refused and takes no number; a cancelled bill keeps its number, and the next is the next one', async () => {
    const [trip] = await billableTrips(1);
    const first = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip, kind: 'bill_of_supply' });
    expect(first.number).toBe(billNumber('bill_of_supply', year, 51));
    const twice = await errorOf(secondOperator.trpc.bills.issue.mutate({ bookingId: trip, kind: 'bill_of_supply' }));
    expect(twice.data?.httpStatus).toBe(409);
    expect(twice.message).toBe(`This trip already has a bill in force, ${first.number}: cancel it to issue another.`);

    const cancelled = await demo.operator.trpc.bills.cancel.mutate({ id: first.id });
    expect(cancelled).toMatchObject({ number: first.number });
    expect(cancelled.cancelledAt).not.toBeNull();
    const again = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip, kind: 'bill_of_supply' });
    expect(again.number).toBe(billNumber('bill_of_supply', year, 52));
    expect((await demo.operator.trpc.bills.forBooking.query({ bookingId: trip })).map((b) => [b.number, b.cancelledAt === null])).toEqual([
      [again.number, true],
      [first.number, false],
    ]);
    const timeline = await demo.operator.trpc.bookings.timeline.query({ id: trip });
    expect(timeline.filter((e) => e.action.startsWith('bill_')).map((e) => [e.action, e.changes])).toEqual([
      ['bill_issued', [{ field: 'bill', before: null, after: first.number }]],
      ['bill_cancelled', [{ field: 'bill', before: first.number, after: null }]],
      ['bill_issued', [{ field: 'bill', before: null, after: again.number }]],
    ]);
  });

  it('a tax invoice is a series of its own; a trip with no fare yet, a cancelled bill cancelled again, and deleting a billed booking are refused in words', async () => {
    const [trip] = await billableTrips(1);
    const noGstin = await errorOf(secondOperator.trpc.bills.issue.mutate({ bookingId: trip, kind: 'tax_invoice' }));
    expect(noGstin.data?.httpStatus).toBe(409);
    expect(noGstin.message).toBe('A tax invoice needs the provider’s GSTIN (BILL_GSTIN): issue a bill of supply, or set it.');
    expect((await demo.operator.trpc.bills.issue.mutate({ bookingId: trip, kind: 'tax_invoice' })).number).toBe(billNumber('tax_invoice', year, 1));

    const unfinished = await insertBooking(demo.server.app.orm, { status: 'in_progress' });
    const noFare = await errorOf(demo.operator.trpc.bills.issue.mutate({ bookingId: unfinished, kind: 'bill_of_supply' }));
    expect(noFare.data?.httpStatus).toBe(409);
    expect(noFare.message).toBe('A bill is issued from the completed trip’s fare, and this trip has none yet.');

    const [bill] = await demo.operator.trpc.bills.forBooking.query({ bookingId: trip });
    await demo.operator.trpc.bills.cancel.mutate({ id: bill.id });
    const twice = await errorOf(demo.operator.trpc.bills.cancel.mutate({ id: bill.id }));
    expect(twice.data?.httpStatus).toBe(409);

    const deleting = await errorOf(demo.operator.trpc.bookings.delete.mutate({ id: trip, version: await bookingVersion(demo.operator.trpc, trip) }));
    expect(deleting.data?.httpStatus).toBe(409);
    expect(deleting.message).toBe('This booking has been billed: it is kept for the accounts and cannot be deleted.');
    // The next bill of supply is still the next number: nothing refused took one.
    const [next] = await billableTrips(1);
    expect((await demo.operator.trpc.bills.issue.mutate({ bookingId: next, kind: 'bill_of_supply' })).number).toBe(billNumber('bill_of_supply', year, 53));
  });
});
