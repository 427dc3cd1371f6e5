import { describe, expect, it } from 'vitest';
import { MAP_LAYERS, formatAge, isStale, layersOf, layersText, positionAgeText, proximityLabel, vehicleMapState, type MapLayer } from '../../shared/fleet-positions';
import { DEFAULT_MAP_LAYERS, MAP_LAYERS_PATTERN } from '../../shared/map-view';

describe('the assignment dialog line (issue 20.4)', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it.each([
    [{ distanceKm: 2.34, minutes: 7, fixedAt: '2026-11-24T09:59:20Z' }, '2.3 km · about 7 min · position 40 s old'],
    [{ distanceKm: 0.85, minutes: 3, fixedAt: '2026-11-24T09:55:00Z' }, '850 m · about 3 min · position 5 min old'],
    // A phone's clock a little ahead: never a negative age.
    [{ distanceKm: 12.4, minutes: 46, fixedAt: '2026-11-24T10:00:03Z' }, '12 km · about 46 min · position 0 s old'],
    [null, 'no recent position'],
  ])('%o → %s', (proximity, label) => {
    expect(proximityLabel(proximity, now)).toBe(label);
  });

  it.each([
    [59_400, '59 s'],
    [60_000, '1 min'],
    [3_599_000, '59 min'],
    [7_200_000, '2 h'],
    [3 * 86_400_000, '3 days'],
  ])('an age of %i ms reads %s', (ms, text) => {
    expect(formatAge(ms)).toBe(text);
  });
});

describe('the fleet map (issue 20.4)', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('names a vehicle busy on a trip, in maintenance when out of service or overdue, else available', () => {
    expect(vehicleMapState({ activeBooking: { id: 'x' }, isAvailable: false, maintenanceStatus: 'overdue' })).toBe('busy');
    expect(vehicleMapState({ activeBooking: null, isAvailable: false, maintenanceStatus: 'ok' })).toBe('maintenance');
    expect(vehicleMapState({ activeBooking: null, isAvailable: true, maintenanceStatus: 'overdue' })).toBe('maintenance');
    expect(vehicleMapState({ activeBooking: null, isAvailable: true, maintenanceStatus: 'due_soon' })).toBe('available');
  });

  it('draws a position as stale after 2 minutes, and says how old it is', () => {
    expect(positionAgeText('2026-11-24T09:59:20Z', now)).toBe('updated 40 s ago');
    expect(positionAgeText('2026-11-24T09:58:00Z', now)).toBe('updated 2 min ago');
    expect(isStale('2026-11-24T09:58:00Z', now)).toBe(false);
    expect(isStale('2026-11-24T09:57:59Z', now)).toBe(true);
    expect(positionAgeText('2026-11-24T09:55:00Z', now)).toBe('no position for 5 min');
    expect(positionAgeText(null, now)).toBe('no position yet');
  });

  it('reads and writes the layers shown', () => {
    expect([...layersOf(undefined)]).toEqual(['vehicles', 'requests']);
    expect([...layersOf('none')]).toEqual([]);
    expect(layersText(new Set(['requests', 'vehicles']))).toBe('vehicles,requests');
    expect(layersText(new Set())).toBe('none');
  });

  it('writes every choice of layers as the URL reader accepts it (shared/map-view), all of them as the default', () => {
    const subsets: MapLayer[][] = [[], ['vehicles'], ['requests'], ['vehicles', 'requests']];
    for (const subset of subsets) expect(layersText(new Set(subset))).toMatch(MAP_LAYERS_PATTERN);
    expect(DEFAULT_MAP_LAYERS).toBe(layersText(new Set(MAP_LAYERS)));
  });
});
