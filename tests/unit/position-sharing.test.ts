import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../shared/position-sharing';
import { shouldSend } from '../../web/lib/position-sharing';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };

describe('distanceMeters (haversine)', () => {
  // Within 0.5% of each reference (the earth is not quite the sphere the formula assumes).
  it.each([
    ['the same point', KORAMANGALA, KORAMANGALA, 0],
    ['0.001° of latitude: 111 m', KORAMANGALA, { latitude: 12.9362, longitude: 77.6245 }, 111.2],
    ['London to Paris: 343.5 km', { latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 }, 343_500],
    ['a quarter of the equator: 10,008 km', { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }, 10_007_500],
  ])('%s', (_what, from, to, metres) => {
    expect(Math.abs(distanceMeters(from, to) - metres)).toBeLessThanOrEqual(metres * 0.005);
  });
});

describe('shouldSend: a fix goes when the vehicle moved 50 m or 15 s passed', () => {
  const sent = { at: 1_000_000, position: KORAMANGALA };
  it.each([
    ['the first fix', null, KORAMANGALA, 0, true],
    ['10 m and 5 s later', sent, { latitude: 12.93529, longitude: 77.6245 }, 1_005_000, false],
    ['60 m, 2 s later', sent, { latitude: 12.93574, longitude: 77.6245 }, 1_002_000, true],
    ['not moved, 15 s later', sent, KORAMANGALA, 1_015_000, true],
    ['not moved, 14.9 s later', sent, KORAMANGALA, 1_014_900, false],
  ] as const)('%s', (_what, last, next, now, expected) => {
    expect(shouldSend(last, next, now)).toBe(expected);
  });
});
