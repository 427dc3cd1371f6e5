import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Feed } from '../../server/live/feed';

describe("a subscriber's feed of an emitter's event", () => {
  it('hands out, in order, what was emitted before and while the reader waits, skipping what it does not accept', async () => {
    const emitter = new EventEmitter();
    const feed = new Feed<number>(emitter, 'change', undefined, (n) => n % 2 === 1);
    emitter.emit('change', 1);
    emitter.emit('change', 2);
    emitter.emit('change', 3);
    expect(await feed.next()).toEqual({ value: 1, done: false });
    expect(await feed.next()).toEqual({ value: 3, done: false });
    const waiting = feed.next();
    emitter.emit('change', 4);
    emitter.emit('change', 5);
    expect(await waiting).toEqual({ value: 5, done: false });
  });

  it('ends, with no error, when its signal aborts, waking a waiting reader, and stops listening', async () => {
    const emitter = new EventEmitter();
    const controller = new AbortController();
    const feed = new Feed<number>(emitter, 'change', controller.signal);
    const waiting = feed.next();
    expect(emitter.listenerCount('change')).toBe(1);
    controller.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(emitter.listenerCount('change')).toBe(0);
    emitter.emit('change', 1);
    expect(await feed.next()).toEqual({ value: undefined, done: true });
  });

  it('stops listening when a for-await loop over it is left', async () => {
    const emitter = new EventEmitter();
    const feed = new Feed<number>(emitter, 'change');
    emitter.emit('change', 1);
    for await (const n of feed) {
      expect(n).toBe(1);
      break;
    }
    expect(emitter.listenerCount('change')).toBe(0);
  });

  it('hands over the values queued behind the one read, at once, and then waits again', async () => {
    const emitter = new EventEmitter();
    const feed = new Feed<number>(emitter, 'change');
    const waiting = feed.next();
    emitter.emit('change', 1);
    emitter.emit('change', 2);
    emitter.emit('change', 3);
    expect(await waiting).toEqual({ value: 1, done: false });
    expect(feed.takeQueued()).toEqual([2, 3]);
    expect(feed.takeQueued()).toEqual([]);
    const next = feed.next();
    emitter.emit('change', 4);
    expect(await next).toEqual({ value: 4, done: false });
  });

  it('never listens when its signal has already aborted', async () => {
    const emitter = new EventEmitter();
    const feed = new Feed<number>(emitter, 'change', AbortSignal.abort());
    expect(emitter.listenerCount('change')).toBe(0);
    expect(await feed.next()).toEqual({ value: undefined, done: true });
  });
});
