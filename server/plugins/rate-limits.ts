import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../services/errors';

/**
 * Rate limits kept in PostgreSQL (table rate_limit), so that every server process counts the
 * same attempts. rate-limiter-flexible does the counting; we only choose the budgets.
 */
export function createRateLimits(orm: MikroORM) {
  const knex = orm.em.getConnection().getKnex();
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    new RateLimiterPostgres({
      storeClient: knex,
      storeType: 'knex',
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
    /** Public booking requests per client address: 5 per 10 minutes. */
    bookingRequest: limiter('booking-request', 5, 10 * 60),
    /** Public contact messages per client address: 5 per 10 minutes. */
    inquiry: limiter('inquiry', 5, 10 * 60),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
export type RateLimitName = keyof RateLimits;

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
