import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../web/lib/dates';
import { isAccessEnded, isRetryable, retryDelayMs, worstOf } from '../../web/lib/live-stream';

/** A stream error as the client receives it from the server. */
const ended = (httpStatus: number) => TRPCClientError.from({ error: { message: 'x', code: -32603, data: { code: 'X', httpStatus } } });

describe('a live stream that ends with an error', () => {
  it('is subscribed again after a server failure, a timeout or a closed socket; never after a refusal', () => {
    for (const status of [500, 503, 408, 499]) expect(isRetryable(ended(status)), String(status)).toBe(true);
    expect(isRetryable(new TRPCClientError('WebSocket closed'))).toBe(true);
    for (const status of [400, 401, 403, 404, 429]) expect(isRetryable(ended(status)), String(status)).toBe(false);
  });

  it('goes to the account check only for 401 and 403', () => {
    expect([401, 403, 400, 500].map((s) => isAccessEnded(ended(s)))).toEqual([true, true, false, false]);
  });

  it('waits about 1, 2, 4, 8 s, then about 10 s each time', () => {
    const bounds = [1, 2, 3, 4, 5, 20].map((attempt) => {
      const samples = Array.from({ length: 200 }, () => retryDelayMs(attempt));
      return [Math.min(...samples), Math.max(...samples)];
    });
    const expected = [1000, 2000, 4000, 8000, 10_000, 10_000];
    bounds.forEach(([low, high], i) => {
      expect(low).toBeGreaterThanOrEqual(expected[i] * 0.75);
      expect(high).toBeLessThanOrEqual(expected[i] * 1.25);
    });
  });
});

describe('one label for several streams', () => {
  it('says the worst: stopped, then reconnecting since the earliest, then connecting, then live', () => {
    expect(worstOf({ state: 'live' }, { state: 'off' })).toEqual({ state: 'live' });
    expect(worstOf({ state: 'live' }, { state: 'connecting' })).toEqual({ state: 'connecting' });
    expect(worstOf({ state: 'reconnecting', since: 20 }, { state: 'reconnecting', since: 10 }, { state: 'connecting' })).toEqual({ state: 'reconnecting', since: 10 });
    expect(worstOf({ state: 'reconnecting', since: 10 }, { state: 'stopped', message: 'm' })).toEqual({ state: 'stopped', message: 'm' });
    expect(worstOf({ state: 'off' })).toEqual({ state: 'off' });
  });

  it('"since" is Bengaluru time, whatever the machine\'s zone', () => {
    expect(formatTime(Date.parse('2026-11-21T08:32:00Z'))).toBe('14:02');
  });
});
