import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEventMessage } from '../../shared/live';
import { SessionCache, type ChangeFeed } from '../../server/auth/session-cache';

/** A stand-in for the live hub: whether it listens, and a way to deliver changes or a loss. */
function fakeFeed() {
  let handlers: { onChange(change: ChangeEventMessage): void; onLost(): void } | null = null;
  const feed: ChangeFeed & { listening: boolean } = {
    listening: true,
    observe: (h) => void (handlers = h),
  };
  const change = (topic: ChangeEventMessage['topic']): ChangeEventMessage => ({
    kind: 'change',
    id: 1,
    topic,
    action: 'updated',
    entityId: 'x',
    origin: 'staff',
    occurredAt: new Date().toISOString(),
  });
  return { feed, deliver: (topic: ChangeEventMessage['topic']) => handlers!.onChange(change(topic)), lose: () => handlers!.onLost() };
}

function cacheWith(ttlMs: number) {
  const cache = new SessionCache<string>(ttlMs, 3);
  const live = fakeFeed();
  cache.follow(live.feed);
  return { cache, ...live };
}

describe('SessionCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a value for its time to live, then reads again', () => {
    const { cache } = cacheWith(1000);
    cache.set('a', 'row a', cache.mark());
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe('row a');
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything on a user change from any process, and on nothing else', () => {
    const { cache, deliver } = cacheWith(1000);
    cache.set('a', 'row a', cache.mark());
    deliver('booking');
    deliver('ambulance');
    expect(cache.get('a')).toBe('row a');
    deliver('user');
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a value read while a forget happened (it may predate the change)', () => {
    const { cache, deliver } = cacheWith(1000);
    const mark = cache.mark();
    deliver('user'); // a sign-out commits while the session was being read
    cache.set('a', 'row a as it was', mark);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'row a now', cache.mark());
    expect(cache.get('a')).toBe('row a now');
  });

  it('is not used while the live feed is not listening, and forgets what it had when the feed is lost', () => {
    const { cache, feed, lose } = cacheWith(1000);
    cache.set('a', 'row a', cache.mark());
    feed.listening = false;
    lose();
    cache.set('b', 'row b', cache.mark());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    feed.listening = true;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'row a', cache.mark());
    expect(cache.get('a')).toBe('row a');
  });

  it('is not used before it follows a feed, nor with a time to live of 0', () => {
    const unfollowed = new SessionCache<string>(1000);
    unfollowed.set('a', 'row a', unfollowed.mark());
    expect(unfollowed.get('a')).toBeUndefined();
    const { cache } = cacheWith(0);
    cache.set('a', 'row a', cache.mark());
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most its maximum, dropping expired entries first', () => {
    const { cache } = cacheWith(1000);
    cache.set('a', 'row a', cache.mark());
    vi.advanceTimersByTime(600);
    cache.set('b', 'row b', cache.mark());
    cache.set('c', 'row c', cache.mark());
    vi.advanceTimersByTime(500); // a has expired, b and c have not
    cache.set('d', 'row d', cache.mark());
    expect(['b', 'c', 'd'].map((k) => cache.get(k))).toEqual(['row b', 'row c', 'row d']);
    cache.set('e', 'row e', cache.mark()); // full of live entries: starts again
    expect(['b', 'c', 'd', 'e'].map((k) => cache.get(k))).toEqual([undefined, undefined, undefined, 'row e']);
  });
});
