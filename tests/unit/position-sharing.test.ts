import { describe, expect, it } from 'vitest';
import { shouldSend } from '../../web/lib/position-sharing';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };

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
