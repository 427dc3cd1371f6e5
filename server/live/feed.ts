import type { EventEmitter } from 'node:events';

/**
 * One subscriber's share of an emitter's event, as an async iterator: each value that passes
 * `accept` is queued when emitted and handed out in order. It ends (done, no error) when
 * `signal` aborts or `return()` is called, and stops listening then.
 *
 * It does what `events.on` does for a single-argument event, with less work per value: no
 * argument array, no promise for a value the reader is not waiting for, and values the reader
 * does not want are dropped when emitted rather than read and skipped. The live path hands
 * every change to every open screen, so this runs once per delivered message
 * (`npm run bench -- --profile=live`, issue 23.4).
 */
export class Feed<T> implements AsyncIterableIterator<T> {
  private queue: T[] = [];
  private waiting: ((result: IteratorResult<T, undefined>) => void) | null = null;
  private ended = false;
  private readonly listener = (value: T) => {
    if (this.accept && !this.accept(value)) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value, done: false });
    } else {
      this.queue.push(value);
    }
  };
  private readonly onAbort = () => void this.end();

  constructor(
    private readonly emitter: EventEmitter,
    private readonly event: string,
    private readonly signal?: AbortSignal,
    private readonly accept?: (value: T) => boolean,
  ) {
    if (signal?.aborted) {
      this.ended = true;
      return;
    }
    emitter.on(event, this.listener);
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  /** The values queued behind the one just read, taken at once (a reader that fell behind takes them together). */
  takeQueued(): T[] {
    const queued = this.queue;
    this.queue = [];
    return queued;
  }

  return(): Promise<IteratorResult<T, undefined>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private end() {
    if (this.ended) return;
    this.ended = true;
    this.queue = [];
    this.emitter.off(this.event, this.listener);
    this.signal?.removeEventListener('abort', this.onAbort);
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.({ value: undefined, done: true });
  }
}
