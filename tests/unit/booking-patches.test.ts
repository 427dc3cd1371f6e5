import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUEUE_LIMIT } from '../../shared/dispatch';
import { listPatchDecides, patchListPage, patchQueue, queuePatchDecides, waitsInQueue, type BookingItem } from '../../web/lib/booking-patches';

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
    expect(queuePatchDecides(cut)).toBe(false);
  });

  it('a queue that reaches its limit is cut as the server cuts it, and from then on left to the refetch', () => {
    const full = { items: Array.from({ length: QUEUE_LIMIT }, (_, i) => item(String(i), { createdAt: new Date(Date.UTC(2026, 10, 24, 10, 0, i)).toISOString() })), total: QUEUE_LIMIT };
    expect(queuePatchDecides(full)).toBe(true);
    const newest = item('new', { createdAt: '2026-11-24T12:00:00.000Z' });
    const patched = patchQueue(full, 'new', newest);
    expect(patched.items).toHaveLength(QUEUE_LIMIT);
    expect(patched.total).toBe(QUEUE_LIMIT + 1);
    expect(patched.items.some((b) => b.id === 'new')).toBe(false);
    expect(queuePatchDecides(patched)).toBe(false);
  });

  it('a list page the patch decides equals what a refetch gives, over any sequence of changes and any filters', () => {
    const ids = ['1', '2', '3', '4', '5', '6', '7'];
    const pageSize = 3;
    const change = fc.record({
      id: fc.constantFrom(...ids),
      deleted: fc.boolean(),
      status: fc.constantFrom('pending', 'confirmed', 'cancelled'),
      possibleSpam: fc.boolean(),
      name: fc.constantFrom('Asha', 'Ravi'),
      // An event may arrive after a newer copy was shown (its refetch came first).
      stale: fc.boolean(),
    });
    const filter = fc.record({
      page: fc.constantFrom(1, 2),
      status: fc.constantFrom(undefined, 'pending', 'confirmed'),
      possibleSpam: fc.boolean(),
      search: fc.constantFrom(undefined, 'Asha'),
    });
    fc.assert(
      fc.property(filter, fc.array(change, { maxLength: 40 }), (input, changes) => {
        const stored = new Map<string, BookingItem>();
        // What the server lists: the filter (a search over the name here), newest first, a page of `pageSize`.
        const refetch = () => {
          const listed = [...stored.values()]
            .filter((b) => b.possibleSpam === input.possibleSpam && (!input.status || b.status === input.status) && (!input.search || b.customerName === input.search))
            .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
          const items = listed.slice((input.page - 1) * pageSize, input.page * pageSize);
          return { items, total: listed.length, page: input.page, pageSize, pageCount: Math.max(1, Math.ceil(listed.length / pageSize)) } as never;
        };
        let page: ReturnType<typeof patchListPage> = refetch();
        let version = 1;
        let decided = 0;
        for (const c of changes) {
          const row = c.deleted ? null : item(c.id, { version: version++, status: c.status as BookingItem['status'], possibleSpam: c.possibleSpam, customerName: c.name });
          if (row) stored.set(c.id, row);
          else stored.delete(c.id);
          // A stale event: the same booking at an older version than the one stored and shown.
          const event = c.stale && row ? { ...row, version: row.version - 1, customerName: 'Older' } : row;
          if (c.stale && row) page = refetch();
          const decides = listPatchDecides(page, input, c.id, event);
          const patched = patchListPage(page, c.id, event);
          if (decides) {
            decided++;
            expect(patched).toEqual(refetch());
            page = patched;
          } else page = refetch();
        }
        return decided >= 0;
      }),
    );
  });

  it('a list page decides the common case: an update of a booking it shows, still under its filters', () => {
    const page = { items: [item('1'), item('2')], total: 2, page: 1, pageSize: 50, pageCount: 1 } as never;
    expect(listPatchDecides(page, { possibleSpam: false }, '1', item('1', { version: 2, status: 'confirmed' }))).toBe(true);
    expect(listPatchDecides(page, { possibleSpam: false, status: 'pending' }, '1', item('1', { version: 2, status: 'confirmed' }))).toBe(false);
    expect(listPatchDecides(page, { possibleSpam: false }, '9', item('9'))).toBe(false);
    expect(listPatchDecides(page, { possibleSpam: false }, '1', null)).toBe(false);
    expect(listPatchDecides(page, { possibleSpam: false, search: 'P1' }, '1', item('1', { version: 2 }))).toBe(false);
  });
});
