import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeRateLimit } from '../limits/rate-limits';

export interface SignInLimits {
  /** Failures per account (the e-mail as typed, normalised), from any address. */
  perAccount: RateLimiterPostgres;
  /** Failures per client address, across every account it tries. */
  perAddress: RateLimiterPostgres;
}

const lockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * Runs one sign-in attempt under the failure budgets. A point is taken from both budgets before
 * the password is checked (so parallel guesses cannot slip past the limit) and given back when
 * the attempt did not fail on its credentials: only failures count. A success also clears the
 * account's count. An exhausted budget refuses (429) without checking the password.
 */
export async function withSignInLimits<T>(
  limits: SignInLimits,
  keys: { account: string; address: string },
  attempt: () => Promise<T | null>,
  onFailure: () => Error,
): Promise<T> {
  await consumeRateLimit(limits.perAddress, keys.address, lockedMessage);
  try {
    await consumeRateLimit(limits.perAccount, keys.account, lockedMessage);
  } catch (error) {
    await limits.perAddress.reward(keys.address, 1).catch(() => {});
    throw error;
  }
  let result: T | null;
  try {
    result = await attempt();
  } catch (error) {
    // Not a wrong password (the database failed, say): that attempt does not count.
    await Promise.all([limits.perAddress.reward(keys.address, 1), limits.perAccount.reward(keys.account, 1)]).catch(() => {});
    throw error;
  }
  if (result === null) throw onFailure();
  await Promise.all([limits.perAddress.reward(keys.address, 1), limits.perAccount.delete(keys.account)]);
  return result;
}
