import type { EventSubscriber, EventArgs, TransactionEventArgs } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChangeEventMessage } from '../../shared/live';
import { ChangeEventSchema, type ChangeEvent } from '../db/entities';

/** What the cache needs of the live hub: whether it hears every change, and the changes. */
export interface ChangeFeed {
  readonly listening: boolean;
  observe(handlers: { onChange: (change: ChangeEventMessage) => void; onLost: () => void }): void;
}

/**
 * Sessions this process has just read, for at most `ttlMs`, so a busy screen does not read
 * its session from the database on every call. It forgets everything:
 * - when a `user` change commits on this process (sign-out, ended sessions, a role or crew
 *   vehicle change): right after the commit, before the service returns (`forgetOnUserChange`);
 * - when one commits on another process: as soon as the live hub hears of it (milliseconds);
 * - when the hub stops listening, and it is not used until the hub listens again, since
 *   another process's change could then go unheard.
 * A read that overlapped a forget is not kept (the generation check), so a value from before a
 * change never outlives it. The TTL bounds the rest (a listener that is silently dead until
 * its heartbeat notices). `ttlMs` 0 turns it off.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private generation = 0;
  private feed: ChangeFeed | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Trusts entries only while `feed` listens: other processes' changes reach us through it. */
  follow(feed: ChangeFeed): void {
    this.feed = feed;
    feed.observe({
      onChange: (change) => {
        if (change.topic === 'user') this.forget();
      },
      onLost: () => this.forget(),
    });
  }

  /** Whether values may be reused now (on, and hearing every process's forgets). */
  get usable(): boolean {
    return this.ttlMs > 0 && this.feed?.listening === true;
  }

  get(key: string): T | undefined {
    if (!this.usable) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Take before reading the value; `set` keeps it only if nothing was forgotten meanwhile. */
  mark(): number {
    return this.generation;
  }

  set(key: string, value: T, mark: number): void {
    if (!this.usable || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.dropExpired();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  forget(): void {
    this.generation++;
    this.entries.clear();
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }
}

/**
 * Forgets the cache when a transaction that records a `user` change commits (and already when
 * the row is written, so a read in between is not kept). Registered on the ORM's event manager.
 */
export function forgetOnUserChange(orm: MikroORM, cache: SessionCache<unknown>): void {
  const pending = new WeakSet<object>();
  const subscriber: EventSubscriber<ChangeEvent> = {
    getSubscribedEntities: () => [ChangeEventSchema],
    afterCreate(args: EventArgs<ChangeEvent>) {
      if (args.entity.topic !== 'user') return;
      cache.forget();
      // A nested transaction (a savepoint, as when a role is set inside the Users service's own
      // transaction) commits with its outermost one: only that one fires afterTransactionCommit.
      let transaction = args.em.getTransactionContext<{ parentTransaction?: object } | undefined>();
      while (transaction?.parentTransaction) transaction = transaction.parentTransaction;
      if (transaction) pending.add(transaction);
    },
    afterTransactionCommit(args: TransactionEventArgs) {
      const transaction = args.transaction as object | undefined;
      if (transaction && pending.has(transaction)) cache.forget();
    },
  };
  orm.em.getEventManager().registerSubscriber(subscriber);
}
