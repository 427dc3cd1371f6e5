import { EventEmitter } from 'node:events';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createRefetchCoalescer } from '../../shared/coalescer';
import type { ChangeTopic } from '../../shared/live';
import { isNewerReading } from '../../shared/figures-order';
import { getDashboardStatsAsOf, type DashboardStatsAsOf } from '../services/dashboard.service';
import { Feed } from './feed';
import type { LiveHub } from './hub';

type Log = Record<'warn', (obj: object | string, msg?: string) => void>;

/** The changes that move a figure: bookings, vehicles (fleet, availability, maintenance), inquiries. */
const FIGURE_TOPICS: readonly ChangeTopic[] = ['booking', 'ambulance', 'inquiry'];

export interface DashboardFiguresOptions {
  /** A burst's first change is computed after this (the rest of the burst joins it). */
  firstDelayMs: number;
  /** At most one computation per this, under a sustained burst. */
  minIntervalMs: number;
  /**
   * Figures older than this are computed again while dashboards are open, with no change: the
   * day turns at midnight in Bengaluru ("Today's Bookings", the wait figures).
   */
  maxAgeMs: number;
  /** Reads the figures (tests hold a reading's answer back, as a slow query would). */
  read: (em: EntityManager) => Promise<DashboardStatsAsOf>;
}

export const DEFAULT_FIGURES_OPTIONS: DashboardFiguresOptions = {
  firstDelayMs: 50,
  minIntervalMs: 1000,
  maxAgeMs: 60_000,
  read: (em) => getDashboardStatsAsOf(em),
};

/**
 * The dashboard's figures (dashboard.stats), computed once per process for every open dashboard
 * and pushed to them (issue 23.2): a change costs one query per process, however many
 * dashboards are open, where each dashboard refetching them cost one query per screen. Changes
 * are coalesced as a screen's refetches are: a burst's first change within `firstDelayMs`, then
 * at most one computation a second. Nothing is computed while no dashboard listens.
 */
export class DashboardFigures {
  private readonly emitter = new EventEmitter();
  private readonly options: DashboardFiguresOptions;
  /** The newest figures read (by what they were read from, not by when their answer came). */
  private latest: DashboardStatsAsOf | null = null;
  /** How many times this process has computed them (tests and `npm run bench` read it). */
  computations = 0;
  /** A change (or a lost LISTEN connection) came after the latest figures were read. */
  private stale = true;
  private listeners = 0;
  private closed = false;
  private readonly coalescer;
  private readonly ageTimer: NodeJS.Timeout;

  constructor(
    private readonly orm: MikroORM,
    hub: LiveHub,
    private readonly log: Log,
    options: Partial<DashboardFiguresOptions> = {},
  ) {
    this.options = { ...DEFAULT_FIGURES_OPTIONS, ...options };
    this.emitter.setMaxListeners(0);
    this.coalescer = createRefetchCoalescer<'figures'>(() => void this.compute(), this.options);
    hub.observe({
      onChange: (change) => FIGURE_TOPICS.includes(change.topic) && this.changed(),
      // Another process's change may have gone unheard meanwhile.
      onLost: () => this.changed(),
    });
    this.ageTimer = setInterval(() => {
      if (this.listeners > 0 && this.latest && this.age(this.latest) >= this.options.maxAgeMs) this.changed();
    }, Math.min(this.options.maxAgeMs, 10_000));
    this.ageTimer.unref();
  }

  /**
   * The figures for one dashboard: at once when this process holds current ones, else as soon
   * as they are computed; then each time they are computed again, until `signal` aborts.
   */
  async *stream(signal: AbortSignal): AsyncGenerator<DashboardStatsAsOf> {
    // Listening before anything is computed, so no computation falls in between.
    const pushed = new Feed<DashboardStatsAsOf>(this.emitter, 'figures', signal);
    this.listeners++;
    try {
      if (this.latest && !this.stale && this.age(this.latest) < this.options.maxAgeMs) yield this.latest;
      else this.coalescer.add('figures');
      yield* pushed;
    } finally {
      this.listeners--;
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.ageTimer);
  }

  private age(figures: DashboardStatsAsOf): number {
    return Date.now() - Date.parse(figures.asOf.computedAt);
  }

  private changed(): void {
    this.stale = true;
    if (this.listeners > 0) this.coalescer.add('figures');
  }

  private async compute(): Promise<void> {
    if (this.closed || this.listeners === 0) return;
    // A change committed while the query runs marks them stale again, and computes again.
    this.stale = false;
    try {
      this.computations++;
      const stats = await this.options.read(this.orm.em.fork());
      // Computations may overlap (one a second under a burst) and a slow one may answer after
      // a later one: what it read is older than what the screens were given, so it is dropped
      // (neither pushed over the newer figures nor kept for the next dashboard).
      if (this.latest && !isNewerReading(stats.asOf, this.latest.asOf)) return;
      this.latest = stats;
      this.emitter.emit('figures', stats);
    } catch (err) {
      this.stale = true;
      if (this.closed) return;
      // The database away: the next change, or the age timer, tries again; screens keep what they show.
      this.log.warn({ err }, 'dashboard figures: could not compute them; trying again at the next change');
      if (this.listeners > 0) setTimeout(() => this.changed(), 1000).unref();
    }
  }
}
