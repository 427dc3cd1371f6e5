import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { localPhone } from '../../shared/contact-links';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { TooManyRequestsError } from '../services/errors';

/**
 * Budgets of the public forms (booking requests and contact messages, counted apart).
 * Indian mobile networks put thousands of phones behind one address (carrier NAT), so an
 * address's budget is far above what one person sends, and going past a budget only flags the
 * submission as possible spam: it is stored all the same. Only a rate no group of people
 * filling in a form reaches is refused.
 */
export const PUBLIC_FORM_BUDGETS = {
  /** Per client address and hour: past this many, submissions are stored flagged. */
  addressPerHour: 100,
  /** Per phone number (booking) or e-mail (inquiry) and hour: past this many, flagged. */
  contactPerHour: 3,
  /** Per client address: more than this in one minute is an automated flood, refused. */
  floodPerMinute: 60,
  /** Per client address: more than this in one hour is an automated flood, refused. */
  floodPerHour: 600,
} as const;

/**
 * Budgets of the tracking link's look-ups (`/track/<token>`, its live stream, each reconnect of
 * it), per 10 minutes. The same reasoning as the forms': families behind one carrier address
 * (thousands of phones) must never run out, so a valid link is budgeted by itself, however
 * many addresses or phones open it, and an address only meets a ceiling no crowd of families
 * reaches: 500 phones behind one address (far more than this fleet's trips have followers at
 * once), each reloading its page every 30 s (no JavaScript), make 10,000; the ceiling is twice
 * that. Unknown tokens (guessing) stay limited per address.
 */
export const TRACKING_BUDGETS = {
  windowSeconds: 10 * 60,
  /** Per link (token): its own look-ups, from every phone of the family (15 reloading every 30 s). */
  perToken: 300,
  /** Per client address: look-ups of tokens that open nothing (guessing). */
  unknownPerAddress: 20,
  /** Per client address, all look-ups together: past this it is a flood, refused. */
  floodPerAddress: 20_000,
} as const;

const limitsByDatabase = new WeakMap<MikroORM, RateLimits>();

/**
 * The rate limits of a database (its ORM), made once and shared by every route and procedure
 * that spends them: the API (sign-in, sign-up, the public forms' procedures), the plain-HTML
 * forms and the tracking pages.
 */
export function rateLimitsFor(orm: MikroORM): RateLimits {
  let limits = limitsByDatabase.get(orm);
  if (!limits) {
    limits = createRateLimits(orm);
    limitsByDatabase.set(orm, limits);
  }
  return limits;
}

/**
 * Rate limits kept in PostgreSQL (table rate_limit), so that every server process counts the
 * same attempts. rate-limiter-flexible does the counting; we only choose the budgets.
 */
function createRateLimits(orm: MikroORM) {
  const storeClient = unnamedStatements(orm);
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    new RateLimiterPostgres({
      storeClient,
      storeType: 'pool',
      tableName: 'rate_limit',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
  return {
    /** Failed sign-ins per account (e-mail), from any number of addresses: 10 per 15 minutes. */
    signInFailuresPerAccount: limiter('sign-in-account', 10, 15 * 60),
    /** Failed sign-ins per client address, across accounts: 50 per 15 minutes. */
    signInFailuresPerAddress: limiter('sign-in-address', 50, 15 * 60),
    /** Accounts created per client address: 5 per hour. */
    signUp: limiter('sign-up', 5, 60 * 60),
    bookingRequest: publicFormLimiters('booking-request', limiter),
    inquiry: publicFormLimiters('inquiry', limiter),
    /** Tracking look-ups of one link (key: a hash of its token), from anywhere. */
    trackingPerToken: limiter('tracking-token', TRACKING_BUDGETS.perToken, TRACKING_BUDGETS.windowSeconds),
    /** Tracking look-ups of unknown tokens per client address (guessing). */
    trackingUnknownPerAddress: limiter('tracking-miss', TRACKING_BUDGETS.unknownPerAddress, TRACKING_BUDGETS.windowSeconds),
    /**
     * The public form's fare estimates per client address (issue 40.2): 600 per 10 minutes, a
     * ceiling for scripted use only (a family asks a few times; refused, the form just shows no
     * estimate, and the request itself is never refused by it).
     */
    fareEstimatePerAddress: limiter('fare-estimate', 600, 10 * 60),
    /** Every tracking look-up per client address: the flood ceiling only. */
    trackingFloodPerAddress: limiter('tracking-address', TRACKING_BUDGETS.floodPerAddress, TRACKING_BUDGETS.windowSeconds),
  };
}

/**
 * The ORM's connection pool as rate-limiter-flexible's `pool` store, running each query as an
 * unnamed statement. The library names its statements (`rate_limit:rlflx-upsert`), and pg
 * prepares a named statement once per client connection: through a transaction pooler
 * (PgBouncer) the next query may land on another server connection, where the statement is
 * missing or already exists (42P05).
 */
function unnamedStatements(orm: MikroORM) {
  const knexClient = orm.em.getConnection().getKnex().client as {
    acquireConnection(): Promise<{ query(q: { text: string; values?: unknown[] }): Promise<unknown> }>;
    releaseConnection(connection: unknown): Promise<unknown>;
  };
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const connection = await knexClient.acquireConnection();
      try {
        return await connection.query({ text: q.text, values: q.values });
      } finally {
        await knexClient.releaseConnection(connection);
      }
    },
  };
}

function publicFormLimiters(form: string, limiter: (keyPrefix: string, points: number, durationSeconds: number) => RateLimiterPostgres) {
  const b = PUBLIC_FORM_BUDGETS;
  return {
    /** Refuses past the flood rate; its count past addressPerHour flags. */
    addressHourly: limiter(`${form}-address-hour`, b.floodPerHour, 60 * 60),
    addressMinute: limiter(`${form}-address-minute`, b.floodPerMinute, 60),
    /** Counts per contact (a hash of it, so the table holds no phone number); never refuses. */
    contactHourly: limiter(`${form}-contact-hour`, Number.MAX_SAFE_INTEGER, 60 * 60),
  };
}
export type PublicFormLimiters = ReturnType<typeof publicFormLimiters>;

/** What screening decided about a new public submission. */
export interface Screening {
  /** An automated flood from the address: the submission must be refused with this (nothing stored). */
  refusal: TooManyRequestsError | null;
  possibleSpam: boolean;
  /** Gives back the points it still holds (the submission turned out to be a retry of a stored one). */
  refund(): Promise<void>;
}

/**
 * Counts a new public submission against its budgets, the three counters at once (one round
 * trip): past a budget it is flagged as possible spam; an automated flood from one address is
 * to be refused (`refusal`, naming the helpline), and a refused submission does not count
 * against its phone's or e-mail's budget. A submission that turns out to be a retry of a stored
 * one (its insert's unique violation, or a look-up before a refusal) is refunded by the caller:
 * retries of stored submissions are never counted or refused.
 */
export async function screenPublicSubmission(
  limiters: PublicFormLimiters,
  who: { address: string; contact: string },
  helplinePhone: string,
): Promise<Screening> {
  const contactKey = createHash('sha256').update(who.contact.trim().toLowerCase()).digest('hex').slice(0, 32);
  const [hour, minute, contact] = await Promise.all([
    consumeOrRefusal(limiters.addressHourly, who.address),
    consumeOrRefusal(limiters.addressMinute, who.address),
    limiters.contactHourly.consume(contactKey),
  ]);
  const refundAddress = () => Promise.all([limiters.addressHourly.reward(who.address, 1), limiters.addressMinute.reward(who.address, 1)]);
  const refused = [hour, minute].find((r) => r.refused);
  if (refused) {
    await limiters.contactHourly.reward(contactKey, 1);
    const minutes = Math.max(1, Math.ceil(refused.res.msBeforeNext / 60_000));
    return {
      refusal: new TooManyRequestsError(floodMessage(helplinePhone, minutes)),
      possibleSpam: false,
      refund: async () => void (await refundAddress()),
    };
  }
  return {
    refusal: null,
    possibleSpam:
      hour.res.consumedPoints > PUBLIC_FORM_BUDGETS.addressPerHour || contact.consumedPoints > PUBLIC_FORM_BUDGETS.contactPerHour,
    async refund() {
      await Promise.all([refundAddress(), limiters.contactHourly.reward(contactKey, 1)]);
    },
  };
}

/**
 * The refusal of an automated flood: the visitor is sent to the phone, never left stuck. In the
 * language of the page it was sent from (the caller runs it in that language: `inLanguage`).
 */
export function floodMessage(helplinePhone: string, retryMinutes: number): string {
  const message = retryMinutes === 1 ? m.site_refused_flood_one : m.site_refused_flood_other;
  return message({ phone: localPhone(helplinePhone), minutes: retryMinutes });
}

async function consumeOrRefusal(limiter: RateLimiterPostgres, key: string): Promise<{ refused: boolean; res: RateLimiterRes }> {
  try {
    return { refused: false, res: await limiter.consume(key) };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { refused: true, res: error };
    throw error;
  }
}

export type RateLimits = ReturnType<typeof createRateLimits>;

const apiKeyBudgets = new WeakMap<MikroORM, Map<number, RateLimiterPostgres>>();

/**
 * The partner API's budget (issue 38.1): `perMinute` requests per key (the key's id is the
 * counter's name), kept in PostgreSQL like the others so every process spends the same budget.
 */
export function apiKeyBudgetFor(orm: MikroORM, perMinute: number): RateLimiterPostgres {
  let byPoints = apiKeyBudgets.get(orm);
  if (!byPoints) apiKeyBudgets.set(orm, (byPoints = new Map<number, RateLimiterPostgres>()));
  let limiter = byPoints.get(perMinute);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: unnamedStatements(orm),
      storeType: 'pool',
      tableName: 'rate_limit',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'api-key',
      points: perMinute,
      duration: 60,
    });
    byPoints.set(perMinute, limiter);
  }
  return limiter;
}

/** Spends one point of a budget: null when there was one, else the seconds to wait (at least 1). */
export async function secondsToWait(limiter: RateLimiterPostgres, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

/** Spends one point; over budget, throws TOO_MANY_REQUESTS saying when to try again. */
export async function consumeRateLimit(
  limiter: RateLimiterPostgres,
  key: string,
  message: (retryMinutes: number) => string = (m) =>
    `Too many attempts. Please try again in ${m} minute${m === 1 ? '' : 's'}.`,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new TooManyRequestsError(message(minutes));
    }
    throw error;
  }
}

/** Removes counters whose window has passed (called by the maintenance timer). */
export async function pruneRateLimits(orm: MikroORM): Promise<void> {
  await orm.em.getConnection().execute('delete from rate_limit where expire is not null and expire < ?', [Date.now()]);
}
