import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefetchCoalescer } from '../../shared/coalescer';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const make = () => {
  const flushes: Array<{ at: number; keys: string[] }> = [];
  const coalescer = createRefetchCoalescer<string>((keys) => flushes.push({ at: Date.now(), keys }), { firstDelayMs: 100, minIntervalMs: 1000 });
  return { coalescer, flushes };
};

describe('live events coalesced into refetches', () => {
  it('a single event refetches 100 ms later, once, with its topic', () => {
    const { coalescer, flushes } = make();
    const start = Date.now();
    coalescer.add('booking');
    vi.advanceTimersByTime(99);
    expect(flushes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushes).toEqual([{ at: start + 100, keys: ['booking'] }]);
  });

  it('a burst of events (each topic several times) refetches each topic once', () => {
    const { coalescer, flushes } = make();
    for (let i = 0; i < 50; i++) coalescer.add(i % 2 ? 'booking' : 'ambulance');
    vi.advanceTimersByTime(5000);
    expect(flushes).toHaveLength(1);
    expect(flushes[0].keys.sort()).toEqual(['ambulance', 'booking']);
  });

  it('under any sustained burst: at most one refetch per second, and every event is followed by a refetch', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 200 }), (gaps) => {
        const { coalescer, flushes } = make();
        const eventTimes: number[] = [];
        for (const gap of gaps) {
          vi.advanceTimersByTime(gap);
          eventTimes.push(Date.now());
          coalescer.add('booking');
        }
        vi.advanceTimersByTime(2000);
        for (let i = 1; i < flushes.length; i++) expect(flushes[i].at - flushes[i - 1].at).toBeGreaterThanOrEqual(1000);
        // No event is left without a refetch after it, and none waits longer than a second.
        for (const t of eventTimes) expect(flushes.some((f) => f.at >= t && f.at - t <= 1000)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
