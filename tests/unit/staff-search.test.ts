import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingListInput } from '../../shared/schemas/booking';
import { MAP_VIEW } from '../../shared/map-view';
import { parseStaffSearch, STAFF_TABS } from '../../web/lib/staff-search';

/**
 * The staff screen reads its URL without zod (zod would load with the dashboard's first
 * screen), but must read it exactly as the API's list input would, made forgiving: what the
 * API refuses is left out, so a stale or hand-edited link never asks for a list the server
 * answers with an error.
 */
const reference = z.object({
  tab: z.enum(STAFF_TABS).optional().catch(undefined),
  page: bookingListInput.shape.page.unwrap().optional().catch(undefined),
  search: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), bookingListInput.shape.search).catch(undefined),
  status: bookingListInput.shape.status.catch(undefined),
  spam: bookingListInput.shape.possibleSpam.unwrap().optional().catch(undefined),
});

const values: Record<string, unknown[]> = {
  tab: ['dashboard', 'bookings', 'users', 'Bookings', 'unknown', '', 3, null, true],
  page: [1, 2, 100_000, 100_001, 0, -1, 1.5, '2', NaN, Infinity, null, false],
  search: ['asha', '  asha  ', '', '   ', 98450, 0, 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101), null, ['a'], { a: 1 }],
  status: ['pending', 'in_progress', 'cancelled', 'Pending', 'done', '', 1, null],
  spam: [true, false, 'true', 1, 0, null],
};

describe('the staff screen reads its URL as the API reads a list input', () => {
  for (const [field, cases] of Object.entries(values)) {
    it.each(cases.map((value) => [value]))(`${field} = %j`, (value) => {
      const raw = { [field]: value };
      expect(parseStaffSearch(raw)).toStrictEqual(reference.parse(raw));
    });
  }

  it('keeps every field of a full URL and drops fields it does not know', () => {
    const raw = { tab: 'bookings', page: 3, search: ' 98450 ', status: 'confirmed', spam: true, extra: 'x' };
    expect(parseStaffSearch(raw)).toStrictEqual(reference.parse(raw));
    expect(parseStaffSearch(raw)).toStrictEqual({ tab: 'bookings', page: 3, search: '98450', status: 'confirmed', spam: true });
    expect(parseStaffSearch({})).toStrictEqual(reference.parse({}));
  });
});

/**
 * The Map tab's view (issue 20.4) in the URL, read as this zod schema would: a centre on the
 * Web Mercator map, a whole zoom the tile servers serve, and the layers shown.
 */
const mapView = z.object({
  lat: z.number().min(-MAP_VIEW.maxLatitude).max(MAP_VIEW.maxLatitude).optional().catch(undefined),
  lng: z.number().min(-180).max(180).optional().catch(undefined),
  zoom: z.number().int().min(MAP_VIEW.minZoom).max(MAP_VIEW.maxZoom).optional().catch(undefined),
  layers: z.enum(['none', 'vehicles', 'requests', 'vehicles,requests']).optional().catch(undefined),
});
const mapValues: Record<string, unknown[]> = {
  lat: [12.97, -85, 85, 85.1, -90, NaN, Infinity, '12.97', null],
  lng: [77.59, 180, -180, 180.5, NaN, '77', null],
  zoom: [12, 3, 18, 2, 19, 12.5, '12', null],
  layers: ['vehicles,requests', 'vehicles', 'requests', 'none', '', 'requests,vehicles', 'vehicles,', 'cars', 3, null],
};

describe('the Map tab reads its view from the URL as the zod schema does', () => {
  for (const [field, cases] of Object.entries(mapValues)) {
    it.each(cases.map((value) => [value]))(`${field} = %j`, (value) => {
      const raw = { [field]: value };
      expect(parseStaffSearch(raw)).toStrictEqual(mapView.parse(raw));
    });
  }

  it('keeps a full view', () => {
    const raw = { tab: 'map', lat: 12.9716, lng: 77.5946, zoom: 14, layers: 'vehicles' };
    expect(parseStaffSearch(raw)).toStrictEqual(raw);
    expect(STAFF_TABS).toContain('map');
  });
});
