import { EventEmitter, on } from 'node:events';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { ChangeEventMessage, ChangeTopic } from '../../shared/live';

type Log = Record<'debug' | 'info' | 'warn' | 'error', (obj: object | string, msg?: string) => void>;

const CHANNEL = 'app_changes';
/** How far back (in ids) a reconnecting listener looks for changes it may have missed. */
const CATCH_UP_WINDOW_MS = 5 * 60_000;

interface ChangeEventRow {
  id: string;
  topic: ChangeEventMessage['topic'];
  action: ChangeEventMessage['action'];
  entity_id: string;
  origin: ChangeEventMessage['origin'];
  occurred_at: Date;
}

function toMessage(row: ChangeEventRow): ChangeEventMessage {
  return {
    id: Number(row.id),
    topic: row.topic,
    action: row.action,
    entityId: row.entity_id,
    origin: row.origin,
    occurredAt: new Date(row.occurred_at).toISOString(),
  };
}

export interface ChangesOptions {
  topics?: readonly ChangeTopic[];
  lastEventId?: string | null;
  signal?: AbortSignal;
}

/**
 * Fans committed changes out to this process's subscribers. A dedicated connection LISTENs on
 * `app_changes`; each notification carries a change_event id, which is read back from the
 * table. After a lost connection it reconnects, LISTENs again and reads every change of the
 * last minutes that it has not emitted, so a change made on any process reaches every process.
 */
export class LiveHub {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly emitted = new Set<number>();
  private readonly emittedOrder: number[] = [];
  private pendingIds = new Set<number>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly connectionString: string,
    private readonly log: Log,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  /** True while the LISTEN connection is up. */
  get listening(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, application_name: 'live-listener' });
    client.on('notification', (msg) => {
      const id = Number(msg.payload);
      if (Number.isFinite(id)) this.enqueue([id]);
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      if (err) this.log.warn({ err }, 'live listener connection lost');
      this.client = null;
      client.removeAllListeners();
      client.on('error', () => {});
      client.end().catch(() => {});
      this.scheduleReconnect(1);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
    this.log.debug('live listener connected');
  }

  private scheduleReconnect(attempt: number): void {
    if (this.closed) return;
    const delay = Math.min(30_000, 250 * 2 ** attempt);
    this.reconnectTimer = setTimeout(async () => {
      try {
        await this.connect();
        await this.catchUp();
        this.log.info('live listener reconnected');
      } catch (err) {
        this.log.warn({ err, attempt }, 'live listener reconnect failed');
        this.scheduleReconnect(attempt + 1);
      }
    }, delay);
    this.reconnectTimer.unref();
  }

  /** Emits changes committed recently that this process has not emitted (missed notifications). */
  private async catchUp(): Promise<void> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: string }[]>('select id from change_event where occurred_at > ? order by id', [
        new Date(Date.now() - CATCH_UP_WINDOW_MS),
      ]);
    this.enqueue(rows.map((r) => Number(r.id)).filter((id) => !this.emitted.has(id)));
  }

  private enqueue(ids: number[]): void {
    for (const id of ids) if (!this.emitted.has(id)) this.pendingIds.add(id);
    if (!this.flushing && this.pendingIds.size > 0) {
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        if (this.pendingIds.size > 0) this.enqueue([]);
      });
    }
  }

  private async flush(): Promise<void> {
    const ids = [...this.pendingIds];
    this.pendingIds = new Set();
    try {
      // A Postgres array literal: knex would expand a JS array into a list.
      const rows = await this.readEvents('where id = any(?::bigint[])', [`{${ids.join(',')}}`]);
      for (const row of rows) this.emit(toMessage(row));
    } catch (err) {
      this.log.warn({ err }, 'could not read change events; will retry');
      for (const id of ids) this.pendingIds.add(id);
      await new Promise((r) => setTimeout(r, 500).unref());
    }
  }

  private emit(message: ChangeEventMessage): void {
    if (this.emitted.has(message.id)) return;
    this.emitted.add(message.id);
    this.emittedOrder.push(message.id);
    if (this.emittedOrder.length > 10_000) this.emitted.delete(this.emittedOrder.shift()!);
    this.emitter.emit('change', message);
  }

  private readEvents(where: string, params: unknown[]): Promise<ChangeEventRow[]> {
    return this.orm.em
      .getConnection()
      .execute<ChangeEventRow[]>(
        `select id, topic, action, entity_id, origin, occurred_at from change_event ${where} order by id limit 1000`,
        params,
      );
  }

  /**
   * Changes for a subscriber: first those after `lastEventId` (a reconnecting client), then live
   * ones. It starts listening at once (not at the first read), before it reads the backlog,
   * so nothing falls between the two, nor between tRPC's "started" and the first event.
   */
  changes(options: ChangesOptions): AsyncGenerator<ChangeEventMessage> {
    const live = on(this.emitter, 'change', { signal: options.signal }) as AsyncIterableIterator<[ChangeEventMessage]>;
    return this.backlogThenLive(live, options);
  }

  private async *backlogThenLive(
    live: AsyncIterableIterator<[ChangeEventMessage]>,
    options: ChangesOptions,
  ): AsyncGenerator<ChangeEventMessage> {
    const wanted = (m: ChangeEventMessage) => !options.topics || options.topics.includes(m.topic);
    const sentFromBacklog = new Set<number>();
    const after = options.lastEventId ? Number(options.lastEventId) : NaN;
    if (Number.isInteger(after) && after >= 0) {
      for (const row of await this.readEvents('where id > ?', [after])) {
        const message = toMessage(row);
        sentFromBacklog.add(message.id);
        if (wanted(message)) yield message;
      }
    }
    try {
      for await (const [message] of live) {
        if (sentFromBacklog.delete(message.id)) continue;
        if (wanted(message)) yield message;
      }
    } catch (err) {
      if (options.signal?.aborted) return;
      throw err;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    this.emitter.removeAllListeners();
    if (client) await client.end().catch(() => {});
  }
}
