import { RateLimitedError } from '@subaybay/domain';
import type { LimitsConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { clearCount, countHits, refundHits, secondsUntil, waitPhrase } from './rate-limits.js';

/**
 * Failed password checks of an account, wherever a password is checked: sign-in
 * (`token/`) and the current password of `user-accounts/update-password/` (a
 * stolen access token must not guess its owner's password any faster).
 *
 * Three counters, each with its own limit (decision 017):
 * - one username from one address (`loginFailuresPerAccount`): a guesser is stopped
 *   without locking the owner, who signs in from elsewhere;
 * - one username from every address (`loginFailuresPerAccountAllAddresses`, higher):
 *   guesses spread over many addresses still meet a ceiling;
 * - one address, every username (`loginFailuresPerAddress`): an office shares one router.
 *
 * Each attempt is counted as a failure before the password is hashed, in one
 * statement that also returns the counts it is decided on, so parallel attempts
 * never pass the limit. A refused attempt takes its hits back (it was never
 * evaluated, so it must not push the other counters towards their limits), and a
 * good password takes them back too.
 */

export const signInLimitMessages = {
  tooManyFailures: (retryAfterSeconds: number) =>
    `Too many failed sign-in attempts. Please try again ${waitPhrase(retryAfterSeconds)}.`,
} as const;

/** One attempt that passed the limits; it counts as a failure unless `succeeded` is called. */
export interface PasswordAttempt {
  /** The password was right: this attempt is not a failure, and this address's failures for the account are forgiven. */
  succeeded(): Promise<void>;
}

function failureCounters(limits: LimitsConfig, username: string, ip: string) {
  const user = username.trim().toLowerCase();
  return [
    // An address never contains a space, so `<address> <username>` names one pair.
    { key: `login-failure:user-at-address:${ip} ${user}`, limit: limits.loginFailuresPerAccount },
    { key: `login-failure:user:${user}`, limit: limits.loginFailuresPerAccountAllAddresses },
    { key: `login-failure:ip:${ip}`, limit: limits.loginFailuresPerAddress },
  ];
}

/**
 * Counts one password check of `username` from `ip`, or refuses it with a 429
 * (`Retry-After`: when the longest of the exceeded windows ends) before any
 * hashing is done.
 */
export async function startPasswordAttempt(
  db: Database,
  limits: LimitsConfig,
  attempt: { username: string; ip: string },
  now: Date,
): Promise<PasswordAttempt> {
  const counters = failureCounters(limits, attempt.username, attempt.ip);
  const hits = await countHits(db, counters.map((counter) => counter.key), limits.loginWindowMs, now);
  const limitOf = new Map(counters.map((counter) => [counter.key, counter.limit]));
  const exceeded = hits.filter((hit) => hit.count > (limitOf.get(hit.key) ?? 0));
  if (exceeded.length > 0) {
    await refundHits(db, hits);
    const retryAfterSeconds = Math.max(...exceeded.map((hit) => secondsUntil(hit.resetAt, now)));
    throw new RateLimitedError(signInLimitMessages.tooManyFailures(retryAfterSeconds), retryAfterSeconds);
  }
  const pairKey = counters[0]!.key;
  return {
    async succeeded() {
      await clearCount(db, pairKey);
      await refundHits(db, hits.filter((hit) => hit.key !== pairKey));
    },
  };
}
