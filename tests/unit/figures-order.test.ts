import { describe, expect, it } from 'vitest';
import { isNewerReading, newestReading } from '../../shared/figures-order';

const reading = (position: number, computedAt: string, pendingRequests: number) => ({ pendingRequests, asOf: { position, computedAt } });

describe('which reading of the dashboard figures is the newest (issue 36)', () => {
  it('a later position wins, whenever it was read or arrived', () => {
    const before = reading(41, '2026-11-27T10:00:05.000Z', 5);
    const after = reading(42, '2026-11-27T10:00:01.000Z', 6);
    expect(isNewerReading(after.asOf, before.asOf)).toBe(true);
    expect(isNewerReading(before.asOf, after.asOf)).toBe(false);
    expect(newestReading(before, after)).toBe(after);
    expect(newestReading(after, before)).toBe(after);
  });

  it('at the same position, the later read wins (time-based figures, writes no change announced)', () => {
    const cached = reading(42, '2026-11-27T10:00:00.000Z', 6);
    const fetched = reading(42, '2026-11-27T10:00:30.000Z', 5);
    expect(newestReading(fetched, cached)).toBe(fetched);
    expect(newestReading(cached, fetched)).toBe(fetched);
  });

  it('the first of equal readings is kept, and missing ones are skipped', () => {
    const a = reading(7, '2026-11-27T10:00:00.000Z', 1);
    const b = reading(7, '2026-11-27T10:00:00.000Z', 1);
    expect(newestReading(a, b)).toBe(a);
    expect(newestReading(undefined, null, b)).toBe(b);
    expect(newestReading()).toBeUndefined();
  });
});
