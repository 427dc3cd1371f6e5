import { describe, expect, it } from 'vitest';
import {
  estimateTravel,
  formatDistance,
  formatEstimate,
  haversineKm,
  inServiceArea,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  parsePickupPoint,
  POINT_REQUIRED,
  POINT_UNREADABLE,
  SHORT_LINK,
} from '../../shared/geo';
import { pickupPointText } from '../../shared/schemas/geo';
import { reportedPositionFields } from '../../shared/schemas/position';
import { z } from 'zod';

const BASE = { lat: 12.9389, lng: 77.7412 }; // SITE_GEO's default (Varthur)
const MARATHAHALLI = { lat: 12.9591, lng: 77.6974 };
const MG_ROAD = { lat: 12.9716, lng: 77.5946 };
const CHENNAI = { lat: 13.0827, lng: 80.2707 };

describe('straight-line distance (haversine)', () => {
  it.each([
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111.195],
    ['the same point', BASE, BASE, 0],
    ['Varthur base to Marathahalli', BASE, MARATHAHALLI, 5.251],
    ['Varthur base to MG Road', BASE, MG_ROAD, 16.297],
    ['Bengaluru to Chennai', MG_ROAD, CHENNAI, 290.172],
  ])('%s', (_name, a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, 2);
    expect(haversineKm(b, a)).toBeCloseTo(km, 2);
  });
});

describe('estimate: straight line × detour factor ÷ city speed, labelled "about"', () => {
  it.each([
    // from, to, detour, speed, distance km, minutes, shown
    [BASE, MARATHAHALLI, 1.35, 22, 5.25, 19, 'about 19 min'],
    [BASE, MARATHAHALLI, 1.3, 25, 5.25, 16, 'about 16 min'],
    [BASE, MG_ROAD, 1.35, 22, 16.3, 60, 'about 1 h'],
    [BASE, MG_ROAD, 1.4, 20, 16.3, 68, 'about 1 h 08 min'],
    [BASE, BASE, 1.35, 22, 0, 1, 'about 1 min'], // never "0 min"
    [BASE, { lat: 12.9398, lng: 77.7412 }, 1.35, 22, 0.1, 1, 'about 1 min'],
  ])('%o → %o at ×%d, %d km/h', (from, to, detourFactor, citySpeedKmh, km, minutes, shown) => {
    const estimate = estimateTravel(from, to, { detourFactor, citySpeedKmh });
    expect(estimate.distanceKm).toBeCloseTo(km, 1);
    expect(estimate.roadKm).toBeCloseTo(estimate.distanceKm * detourFactor, 6);
    expect(estimate.minutes).toBe(minutes);
    expect(formatEstimate(estimate.minutes)).toBe(shown);
  });

  it.each([
    [0.85, '850 m'],
    [2.345, '2.3 km'],
    [9.96, '10.0 km'],
    [48.4, '48 km'],
  ])('distance %d km reads "%s"', (km, text) => expect(formatDistance(km)).toBe(text));
});

describe('the service area: a circle around the base', () => {
  it.each([
    [MARATHAHALLI, 60, true],
    [MG_ROAD, 60, true],
    [MG_ROAD, 10, false],
    [CHENNAI, 60, false],
  ])('%o within %d km: %s', (point, radiusKm, inside) => expect(inServiceArea(point, { centre: BASE, radiusKm })).toBe(inside));
});

describe('a pasted pickup point', () => {
  it.each([
    ['12.97, 77.59', 12.97, 77.59],
    ['12.97,77.59', 12.97, 77.59],
    ['  12.9716   77.5946 ', 12.9716, 77.5946],
    ['12.9716° , 77.5946°', 12.9716, 77.5946],
    ['-33.8688, 151.2093', -33.8688, 151.2093],
    ['+12.5, -0.25', 12.5, -0.25],
    ['90, 180', 90, 180],
    ['https://www.google.com/maps/@12.9716,77.5946,15z', 12.9716, 77.5946],
    ['https://www.google.com/maps/place/Varthur,+Bengaluru/@12.9389,77.7412,14z/data=!3m1!4b1', 12.9389, 77.7412],
    ['https://maps.google.com/?q=12.9716,77.5946', 12.9716, 77.5946],
    ['https://maps.google.com/maps?q=12.9716%2C77.5946&z=16', 12.9716, 77.5946],
    ['https://www.google.com/maps/search/?api=1&query=12.9389,77.7412', 12.9389, 77.7412],
    ['https://www.google.co.in/maps?ll=12.95,77.70&z=12', 12.95, 77.7],
    ['google.com/maps/@12.9716,77.5946,17z', 12.9716, 77.5946],
    // q= wins over @ (the marked place, not the map's centre)
    ['https://www.google.com/maps/@13,78,10z?q=12.9716,77.5946', 12.9716, 77.5946],
  ])('%s → %d, %d', (text, lat, lng) => {
    expect(parsePickupPoint(text)).toEqual({ ok: true, point: { lat, lng } });
  });

  it.each([
    ['', POINT_REQUIRED],
    ['   ', POINT_REQUIRED],
    ['near the temple, Varthur', POINT_UNREADABLE],
    ['NaN, NaN', POINT_UNREADABLE],
    ['12.97', POINT_UNREADABLE],
    ['12.97, 77.59, 3', POINT_UNREADABLE],
    ['1e3, 77', POINT_UNREADABLE],
    ['Infinity, 77', POINT_UNREADABLE],
    ['91, 77.59', LATITUDE_RANGE],
    ['-90.5, 77.59', LATITUDE_RANGE],
    ['12.97, 181', LONGITUDE_RANGE],
    ['12.97, -180.01', LONGITUDE_RANGE],
    ['https://www.google.com/maps/@95,77.59,15z', LATITUDE_RANGE],
    ['https://example.com/maps/@12.97,77.59,15z', POINT_UNREADABLE],
    ['https://www.google.com/search?q=12.97,77.59', POINT_UNREADABLE],
    ['https://www.google.com/maps/place/Varthur', POINT_UNREADABLE],
    ['https://maps.app.goo.gl/AbCdEf123', SHORT_LINK],
    ['javascript:alert(1)', POINT_UNREADABLE],
  ])('%j is refused: %s', (text, message) => {
    expect(parsePickupPoint(text)).toEqual({ ok: false, message });
  });

  it('the shared schema gives the same point, or the message as the issue', () => {
    expect(pickupPointText.parse('12.97, 77.59')).toEqual({ lat: 12.97, lng: 77.59 });
    const refused = pickupPointText.safeParse('91, 77');
    expect(refused.success ? null : refused.error.issues.map((i) => i.message)).toEqual([LATITUDE_RANGE]);
    expect(pickupPointText.safeParse(12.97).success).toBe(false);
  });
});

describe('the position a family phone reports with a request', () => {
  const schema = z.object(reportedPositionFields);
  it.each([
    [{}, { pickupLat: null, pickupLng: null, pickupAccuracy: null }],
    [{ pickupLat: '', pickupLng: '', pickupAccuracy: '' }, { pickupLat: null, pickupLng: null, pickupAccuracy: null }],
    [{ pickupLat: '12.9716', pickupLng: '77.5946', pickupAccuracy: '24.5' }, { pickupLat: 12.9716, pickupLng: 77.5946, pickupAccuracy: 24.5 }],
    [{ pickupLat: 12.9716, pickupLng: 77.5946, pickupAccuracy: 8 }, { pickupLat: 12.9716, pickupLng: 77.5946, pickupAccuracy: 8 }],
  ])('%o is read', (input, output) => expect(schema.parse(input)).toEqual(output));

  it.each([
    [{ pickupLat: 'abc' }, LATITUDE_RANGE],
    [{ pickupLat: 'NaN' }, LATITUDE_RANGE],
    [{ pickupLat: '95' }, LATITUDE_RANGE],
    [{ pickupLng: '-200' }, LONGITUDE_RANGE],
    [{ pickupAccuracy: '-1' }, 'Accuracy must be between 0 and 100000 metres'],
  ])('%o is refused', (input, message) => {
    const result = schema.safeParse(input);
    expect(result.success ? null : result.error.issues[0].message).toBe(message);
  });
});
