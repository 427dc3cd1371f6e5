import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { ChangeEventMessage, ChangeTopic, RefetchMessage } from '../../shared/live';
import { BOOKING_LIST_COLUMNS, BOOKING_LIST_JOINS, bookingListItemOf, type BookingDTO, type BookingListRow } from '../services/booking-dto';
import { POSITION_CHANNEL, type PositionAnnouncement } from './position-channel';
import { SIGNAL_CHANNEL, type Signal } from './signal-channel';
import { Feed } from './feed';

type Log = Record<'debug' | 'info' | 'warn' | 'error', (obj: object | string, msg?: string) => void>;

const CHANNEL = 'app_changes';
/** Rows read per query when the hub catches up (it reads page after page, never stops short). */
const PAGE = 1000;
/** A failed read of the change stream (database away) is retried after this. */
const READ_RETRY_MS = 500;

export interface LiveHubOptions {
  /** How often the LISTEN connection must answer a query to count as alive. */
  heartbeatMs: number;
  /** The longest wait between two reconnect attempts (so the stream resumes soon after an outage). */
  reconnectMaxMs: number;
  /** The most missed changes replayed to a resuming subscriber; more gives a refetch message. */
  replayLimit: number;
  /**
   * The listener must hear its own NOTIFY within this (and within 2 heartbeats at start-up, 3
   * later): start-up fails otherwise, and later it counts as deaf.
   */
  hearWithinMs: number;
}

/** Start-up fails with this when the listener hears nothing: it names the variable to set. */
export class DeafListenerError extends Error {
  constructor(ms: number) {
    super(
      `The live listener received no NOTIFY within ${ms} ms: its connection does not keep a session ` +
        '(a transaction-mode pooler such as PgBouncer?). Set LIVE_DATABASE_URL to a direct or session-mode ' +
        'connection to the same database.',
    );
    this.name = 'DeafListenerError';
  }
}

export const DEFAULT_LIVE_OPTIONS: LiveHubOptions = { heartbeatMs: 1000, reconnectMaxMs: 2000, replayLimit: 1000, hearWithinMs: 5000 };

interface ChangeEventRow extends Partial<BookingListRow> {
  position: string;
  topic: ChangeEventMessage['topic'];
  action: ChangeEventMessage['action'];
  entity_id: string;
  origin: ChangeEventMessage['origin'];
  occurred_at: Date;
  vehicle_id: string | null;
}

/**
 * A change as the hub hands it out. A booking's event carries the booking as the lists show it
 * when the event is read (issue 23.1: screens apply it instead of refetching), or null when it
 * no longer exists; unmasked here: each subscriber's stream masks it for its reader.
 */
export type LiveChange = ChangeEventMessage & { row?: BookingDTO | null };
export type LiveStreamMessage = LiveChange | RefetchMessage;

function toMessage(row: ChangeEventRow): LiveChange {
  return {
    kind: 'change',
    id: Number(row.position),
    topic: row.topic,
    action: row.action,
    entityId: row.entity_id,
    origin: row.origin,
    occurredAt: new Date(row.occurred_at).toISOString(),
    ...(row.topic === 'booking' ? { vehicleId: row.vehicle_id, row: row.id ? bookingListItemOf(row as BookingListRow) : null } : {}),
  };
}

/**
 * A booking's event carries the vehicle the booking is on and the booking's list row when the
 * event is read (once per process, in the same read, for all its subscribers), so stream filters
 * need no query of their own per event and screens can apply the change. The CASE keeps ids
 * that are not uuids (other topics', or a malformed one) away from the cast, which would fail
 * the whole read.
 */
const SELECT_EVENTS = `select ce.position, ce.topic, ce.action, ce.entity_id, ce.origin, ce.occurred_at, b.ambulance_id as vehicle_id,
  ${BOOKING_LIST_COLUMNS}
  from change_event ce left join booking b on b.id = (
    case when ce.topic = 'booking' and ce.entity_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then ce.entity_id::uuid end)
  ${BOOKING_LIST_JOINS}`;

export interface ChangesOptions {
  topics?: readonly ChangeTopic[];
  lastEventId?: string | null;
  signal?: AbortSignal;
}

/**
 * Fans committed changes out to this process's subscribers, in stream-position order, each
 * once. Positions follow commit order (see the change_event_position migration), so the hub
 * only has to remember the last position it emitted and read everything after it: on each
 * NOTIFY, on each heartbeat (a lost notification costs at most one heartbeat), and after a
 * reconnect (everything committed meanwhile, however long the outage).
 *
 * The LISTEN connection proves it is alive: it must answer a query every heartbeat. One that
 * stops passing bytes without closing (a proxy, a network cut) is dropped and replaced.
 * It must also hear: every heartbeat sends a NOTIFY on a channel of this process's own through
 * the ORM's pool, as the application's changes are sent. A connection that answers but hears
 * nothing (LISTEN through a transaction pooler) fails start-up, and later counts as lost.
 */
export class LiveHub {
  private readonly emitter = new EventEmitter();
  private readonly options: LiveHubOptions;
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private reconnectAttempt = 0;
  /** The last position emitted: everything up to it has reached this process's subscribers. */
  private position = 0;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  /** This process's own channel: its heartbeat NOTIFYs prove that notifications arrive. */
  private readonly probeChannel = `live_probe_${randomBytes(8).toString('hex')}`;
  private lastHeard = 0;
  private probeWaiters = new Set<() => void>();

  constructor(
    private readonly orm: MikroORM,
    private readonly connectionString: string,
    private readonly log: Log,
    options: Partial<LiveHubOptions> = {},
  ) {
    this.options = { ...DEFAULT_LIVE_OPTIONS, ...options };
    this.emitter.setMaxListeners(0);
  }

  /**
   * Throws DeafListenerError when the LISTEN connection answers but no NOTIFY reaches it (a
   * transaction pooler). A database that cannot be reached yet is retried in the background.
   */
  async start(): Promise<void> {
    this.position = await this.headPosition();
    try {
      await this.connect();
    } catch (err) {
      if (err instanceof DeafListenerError) throw err;
      this.log.warn({ err }, 'live listener could not connect; retrying');
      this.scheduleReconnect();
    }
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.options.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  /**
   * Every change this process emits, in order, and each loss of the LISTEN connection (after
   * which another process's change may go unheard until it is back). For process-wide state
   * kept in step with the database, such as the session cache.
   */
  observe(handlers: { onChange: (change: LiveChange) => void; onLost: () => void }): void {
    this.emitter.on('change', handlers.onChange);
    this.emitter.on('lost', handlers.onLost);
  }

  /**
   * Calls `handler` each time any process sends `signal` (signal-channel.ts). Signals sent while
   * the LISTEN connection was lost are not heard: a caller keeps its own tick for those.
   */
  onSignal(signal: Signal, handler: () => void): void {
    this.emitter.on(`signal:${signal}`, handler);
  }

  /**
   * Vehicles' positions as announced (issue 20.8): at most one per vehicle per second over all
   * processes (positions.service decides, in the database), each parsed once per process and
   * handed to every subscriber here. Not replayed: a position is only worth its newest value,
   * which a subscriber reads when it starts (`latestPositions`).
   */
  positions(options: { ambulanceIds?: ReadonlySet<string> | (() => ReadonlySet<string>); signal?: AbortSignal } = {}): AsyncIterableIterator<PositionAnnouncement> {
    const ids = options.ambulanceIds;
    return new Feed<PositionAnnouncement>(this.emitter, 'position', options.signal, (position) => !ids || (typeof ids === 'function' ? ids() : ids).has(position.ambulanceId));
  }

  /** True while the LISTEN connection is up, answering, and hearing this process's NOTIFYs. */
  get listening(): boolean {
    return this.client !== null && Date.now() - this.lastHeard <= this.deafAfterMs();
  }

  /** Past this without hearing its own heartbeat NOTIFY, the listener counts as deaf. */
  private deafAfterMs(): number {
    return Math.max(this.options.hearWithinMs, 3 * this.options.heartbeatMs);
  }

  private probeTimeoutMs(): number {
    return Math.max(this.options.hearWithinMs, 2 * this.options.heartbeatMs);
  }

  /** A NOTIFY on the probe channel, sent as the application's are: through the ORM's pool. */
  private async sendProbe(): Promise<void> {
    await this.orm.em.getConnection().execute('select pg_notify(?, ?)', [this.probeChannel, String(process.pid)]);
  }

  /** Resolves when a probe NOTIFY arrives; rejects with DeafListenerError when none does in time. */
  private async probe(): Promise<void> {
    const ms = this.probeTimeoutMs();
    let heard!: () => void;
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    this.probeWaiters.add(heard);
    let timer: NodeJS.Timeout | undefined;
    try {
      await this.sendProbe();
      await Promise.race([
        arrived,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new DeafListenerError(ms)), ms);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      this.probeWaiters.delete(heard);
    }
  }

  private onNotification(message: pg.Notification): void {
    if (message.channel === POSITION_CHANNEL) return this.announcePosition(message.payload);
    if (message.channel === SIGNAL_CHANNEL) {
      this.emitter.emit(`signal:${message.payload ?? ''}`);
      return;
    }
    if (message.channel !== this.probeChannel) return this.poke();
    this.lastHeard = Date.now();
    for (const heard of this.probeWaiters) heard();
  }

  private announcePosition(payload: string | undefined): void {
    if (!payload || this.emitter.listenerCount('position') === 0) return;
    try {
      this.emitter.emit('position', JSON.parse(payload) as PositionAnnouncement);
    } catch (err) {
      this.log.warn({ err }, 'unreadable position announcement');
    }
  }

  private async connect(): Promise<void> {
    const timeout = this.heartbeatTimeoutMs();
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'live-listener',
      connectionTimeoutMillis: timeout,
      keepAlive: true,
      keepAliveInitialDelayMillis: 1000,
    });
    client.on('notification', (message) => this.onNotification(message));
    client.on('error', (err) => this.drop(client, err));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await withTimeout(client.query(`LISTEN ${CHANNEL}; LISTEN ${POSITION_CHANNEL}; LISTEN ${SIGNAL_CHANNEL}; LISTEN ${this.probeChannel}`), timeout);
      await this.probe();
    } catch (err) {
      destroy(client);
      throw err;
    }
    if (this.closed) return destroy(client);
    this.client = client;
    this.reconnectAttempt = 0;
    // Whatever committed while no connection listened.
    this.poke();
    this.log.debug('live listener connected');
  }

  /** Forgets a dead or silent LISTEN connection and starts reconnecting. */
  private drop(client: pg.Client, err?: unknown): void {
    destroy(client);
    if (this.client !== client) return;
    this.client = null;
    this.emitter.emit('lost');
    this.log.warn({ err }, 'live listener connection lost');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = Math.min(this.options.reconnectMaxMs, 250 * 2 ** this.reconnectAttempt++);
    this.reconnectTimer = setTimeout(() => void this.reconnect(), delay);
    this.reconnectTimer.unref();
  }

  /** Never rejects: a failed attempt schedules the next one. */
  private async reconnect(): Promise<void> {
    this.reconnectTimer = null;
    try {
      await this.connect();
      this.log.info('live listener reconnected');
    } catch (err) {
      this.log.warn({ err, attempt: this.reconnectAttempt }, 'live listener reconnect failed');
      this.scheduleReconnect();
    }
  }

  private heartbeatTimeoutMs(): number {
    return Math.max(2000, 2 * this.options.heartbeatMs);
  }

  /** The LISTEN connection must answer; its answer also says whether a notification was lost. */
  private async heartbeat(): Promise<void> {
    const client = this.client;
    if (this.closed) return;
    // No listener: poll, so changes still flow while the LISTEN path alone is broken.
    if (!client) return this.poke();
    if (Date.now() - this.lastHeard > this.deafAfterMs()) {
      return this.drop(client, new Error(`no NOTIFY heard for ${this.deafAfterMs()} ms`));
    }
    // Heard on the next beats; a failure here is the pool's (its requests see it too).
    this.sendProbe().catch(() => {});
    try {
      const result = await withTimeout(
        client.query<{ head: string }>('select coalesce(max(position), 0) as head from change_event'),
        this.heartbeatTimeoutMs(),
      );
      if (Number(result.rows[0].head) > this.position) this.poke();
    } catch (err) {
      this.drop(client, err);
    }
  }

  private async headPosition(): Promise<number> {
    const [row] = await this.orm.em
      .getConnection()
      .execute<{ head: string }[]>('select coalesce(max(position), 0) as head from change_event');
    return Number(row.head);
  }

  /** Reads and emits everything after the last emitted position (one reader at a time). */
  private poke(): void {
    if (this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.drainAgain) {
        this.drainAgain = false;
        this.poke();
      }
    });
  }

  private async drain(): Promise<void> {
    let failures = 0;
    for (;;) {
      let rows: ChangeEventRow[];
      try {
        rows = await this.orm.em
          .getConnection()
          .execute<ChangeEventRow[]>(`${SELECT_EVENTS} where ce.position > ? order by ce.position limit ${PAGE}`, [this.position]);
      } catch (err) {
        if (this.closed) return;
        if (failures++ === 0) this.log.warn({ err }, 'could not read change events; retrying until the database answers');
        await new Promise((r) => setTimeout(r, READ_RETRY_MS).unref());
        continue;
      }
      for (const row of rows) {
        const message = toMessage(row);
        this.position = message.id;
        this.emitter.emit('change', message);
      }
      if (rows.length < PAGE || this.closed) return;
    }
  }

  /**
   * Changes for a subscriber: first those after `lastEventId` (a reconnecting client), then live
   * ones, in position order, each once. It starts listening at once (not at the first read),
   * before it reads the backlog, so nothing falls between the two. A backlog longer than the
   * replay limit, or a resume point the server no longer holds, gives one refetch message.
   */
  changes(options: ChangesOptions): AsyncIterableIterator<LiveStreamMessage> {
    const wanted = (m: LiveChange) => !options.topics || options.topics.includes(m.topic);
    const live = new Feed<LiveChange>(this.emitter, 'change', options.signal, wanted);
    const resumeFrom = options.lastEventId ? Number(options.lastEventId) : NaN;
    // A new subscriber reads the live feed itself: no generator between it and the emitter.
    if (!(Number.isSafeInteger(resumeFrom) && resumeFrom >= 0)) return live;
    return this.backlogThenLive(resumeFrom, live, wanted);
  }

  private async *backlogThenLive(
    resumeFrom: number,
    live: Feed<LiveChange>,
    wanted: (m: LiveChange) => boolean,
  ): AsyncGenerator<LiveStreamMessage> {
    const replay = await this.replay(resumeFrom);
    if (replay.rows) {
      for (const row of replay.rows) {
        const message = toMessage(row);
        if (wanted(message)) yield message;
      }
    } else {
      yield { kind: 'refetch', id: replay.head };
    }
    for await (const message of live) {
      if (message.id > replay.head) yield message;
    }
  }

  /**
   * The changes after `from`, up to the head position read first: every position up to the
   * head is already visible (commit order), and the live stream brings those after it. `rows`
   * is null when they cannot be replayed in full.
   */
  private async replay(from: number): Promise<{ head: number; rows: ChangeEventRow[] | null }> {
    const connection = this.orm.em.getConnection();
    const [bounds] = await connection.execute<{ head: string | null; oldest: string | null }[]>(
      'select max(position) as head, min(position) as oldest from change_event',
    );
    const head = Number(bounds.head ?? 0);
    const oldest = bounds.oldest === null ? null : Number(bounds.oldest);
    // Ahead of the stream (another database, or a reset), or older than what is kept: the
    // changes in between are unknown. (A rolled-back gap right after `from` also lands here;
    // a needless refetch is harmless.)
    const unknownGap = from > head || (oldest !== null && from < oldest - 1);
    if (unknownGap) return { head, rows: null };
    if (from === head) return { head, rows: [] };
    const rows = await connection.execute<ChangeEventRow[]>(
      `${SELECT_EVENTS} where ce.position > ? and ce.position <= ? order by ce.position limit ?`,
      [from, head, this.options.replayLimit + 1],
    );
    return { head, rows: rows.length > this.options.replayLimit ? null : rows };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    this.emitter.emit('lost');
    this.emitter.removeAllListeners();
    if (client) await withTimeout(client.end(), 1000).catch(() => destroy(client));
  }
}

/** Ends a client at once, even one whose socket no longer passes bytes. */
function destroy(client: pg.Client): void {
  client.removeAllListeners();
  client.on('error', () => {});
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  client.end().catch(() => {});
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
