import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patchListPage, patchQueue, waitsInQueue, type BookingItem } from '../../web/lib/booking-patches';

const item = (id: string, over: Partial<BookingItem> = {}): BookingItem =>
  ({ id, version: 1, status: 'pending', possibleSpam: false, calledBackAt: null, createdAt: `2026-11-24T10:0${id}:00.000Z`, customerName: `P${id}`, ...over }) as BookingItem;

describe('a booking event applied to cached lists', () => {
  it('a list page: replaced in place by a newer copy, kept against an older one, removed when deleted, untouched when absent', () => {
    const page = { items: [item('1'), item('2', { version: 3 })], total: 2, page: 1, pageCount: 1 } as never;
    expect(patchListPage(page, '1', item('1', { version: 2, customerName: 'New' })).items.map((b) => b.customerName)).toEqual(['New', 'P2']);
    expect(patchListPage(page, '2', item('2', { version: 2, customerName: 'Old' }))).toBe(page);
    expect(patchListPage(page, '1', null).items.map((b) => b.id)).toEqual(['2']);
    expect(patchListPage(page, '9', item('9'))).toBe(page);
  });

  it('the queue equals what the server would list, over any sequence of changes (oldest first, pending and not called back or spam)', () => {
    const ids = ['1', '2', '3', '4', '5'];
    const change = fc.record({
      id: fc.constantFrom(...ids),
      deleted: fc.boolean(),
      status: fc.constantFrom('pending', 'confirmed', 'cancelled'),
      possibleSpam: fc.boolean(),
      called: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        const stored = new Map<string, BookingItem>();
        let queue = { items: [] as BookingItem[], total: 0 };
        let version = 1;
        for (const c of changes) {
          const row = c.deleted ? null : item(c.id, { version: version++, status: c.status as BookingItem['status'], possibleSpam: c.possibleSpam, calledBackAt: c.called ? '2026-11-24T10:30:00.000Z' : null });
          if (row) stored.set(c.id, row);
          else stored.delete(c.id);
          queue = patchQueue(queue, c.id, row);
          // What a refetch gives: the stored bookings that wait, oldest first.
          const refetched = [...stored.values()].filter(waitsInQueue).sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
          expect(queue).toEqual({ items: refetched, total: refetched.length });
        }
      }),
    );
  });

  it('a queue cut at its limit is left to the refetch', () => {
    const cut = { items: [item('1')], total: 7 };
    expect(patchQueue(cut, '2', item('2'))).toBe(cut);
  });
});
