import { describe, expect, it } from 'vitest';
import { patchMapRequests } from '../../web/lib/booking-event';
import type { BookingItem } from '../../web/lib/booking-patches';

type FleetMap = Parameters<typeof patchMapRequests>[0];

const row = (id: string, over: Partial<BookingItem> = {}): BookingItem =>
  ({ id, status: 'pending', possibleSpam: false, serviceType: 'emergency', createdAt: `2026-11-28T03:0${id}:00.000Z`, pickupPoint: { lat: 12.9, lng: 77.6, accuracyM: null, source: 'staff' }, ...over }) as BookingItem;
const request = (id: string) => ({ id, reference: id, serviceType: 'emergency' as const, lat: 12.9, lng: 77.6, createdAt: `2026-11-28T03:0${id}:00.000Z` });
const map = (pending: string[], positions: { bookingId: string | null }[] = []) => ({ pending: pending.map(request), positions }) as unknown as FleetMap;

describe("a booking event applied to the maps' requests (issue 41.3)", () => {
  it('adds a new request with a pickup point in its place (oldest first), moves one, removes one no longer pending, spam or without a point', () => {
    expect(patchMapRequests(map(['1', '3']), '2', row('2'))?.pending.map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(patchMapRequests(map(['1', '2']), '2', row('2', { pickupPoint: { lat: 13, lng: 77.7, accuracyM: null, source: 'staff' } }))?.pending[1]).toMatchObject({ id: '2', lat: 13, lng: 77.7 });
    for (const over of [{ status: 'confirmed' }, { possibleSpam: true }, { pickupPoint: null }] as Partial<BookingItem>[]) {
      expect(patchMapRequests(map(['1', '2']), '2', row('2', over))?.pending.map((p) => p.id)).toEqual(['1']);
    }
    expect(patchMapRequests(map(['1']), '2', row('2', { status: 'confirmed' }))?.pending.map((p) => p.id)).toEqual(['1']);
  });

  it('leaves to a refetch what it cannot decide: a new request when the answer is full, a deletion a position still names', () => {
    const full = map(Array.from({ length: 200 }, (_, i) => String(i)));
    expect(patchMapRequests(full, 'new', row('9'))).toBeNull();
    expect(patchMapRequests(full, '5', row('5'))).not.toBeNull();
    expect(patchMapRequests(map(['1'], [{ bookingId: '1' }]), '1', null)).toBeNull();
    expect(patchMapRequests(map(['1', '2']), '1', null)?.pending.map((p) => p.id)).toEqual(['2']);
  });
});
