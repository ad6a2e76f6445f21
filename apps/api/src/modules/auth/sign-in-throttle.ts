import type { TAppContext } from '../../context.js';
import { countHits, fixedWindowHit, readCounters, type TCounterHit } from '../../db/rate-limit-counters.js';
import { AppError } from '../../lib/app-error.js';
import { rateLimitRefusal, SIGN_IN_FAILURES } from '../../lib/rate-limits.js';
import { sign } from '../../lib/signing.js';

// Wrong passwords at one account from many addresses (issue 32, decision 060). The rate-limit table bounds each
// address (per account and over all accounts); this bounds the guessing spread over many addresses without
// locking the owner out: past the account's ceiling of failures, only addresses that have failed at it are
// refused. A shopper's login and an operator's password step both use it.

/** A sign-in attempt: the account as named in the request ('phone:+971…', 'email:…') and the client address. */
export interface TSignInAttempt {
  account: string;
  address: string;
  /** Names the attempts in a refusal: 'login attempts', 'sign-in attempts'. */
  what: string;
}

function failureCounters(ctx: TAppContext, attempt: TSignInAttempt): { account: TCounterHit; atAddress: TCounterHit } {
  const counter = (bucket: string, key: string): TCounterHit =>
    fixedWindowHit(
      bucket,
      // NOTE: keys are HMACs, as the rate limits' are: the table holds no phone number, email or address.
      sign(ctx.config.appSecret, 'rate-limit', key).slice(0, 22),
      ctx.clock.now().getTime(),
      SIGN_IN_FAILURES.windowSeconds * 1000,
    );
  return {
    account: counter('sign-in failures#account', attempt.account),
    atAddress: counter('sign-in failures#accountAtAddress', `${attempt.account}@address:${attempt.address}`),
  };
}

function ceilingOf(ctx: TAppContext): number {
  return Math.max(1, Math.round(SIGN_IN_FAILURES.max * ctx.config.rateLimits.scale));
}

/**
 * Runs a password check under the account's ceiling of failures: refused (429) before the check when the account
 * is past its ceiling and this address has failed at it; a wrong password (UNAUTHENTICATED) is counted.
 */
export async function throttleSignIn<T>(
  ctx: TAppContext,
  attempt: TSignInAttempt,
  check: () => Promise<T>,
): Promise<T> {
  await refuseFailingAddress(ctx, attempt);
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await countSignInFailure(ctx, attempt);
    throw error;
  }
}

/**
 * Refuses (429) an attempt from an address that has failed at the account while the account is past its ceiling
 * of failures; any other attempt goes on to its password.
 */
async function refuseFailingAddress(ctx: TAppContext, attempt: TSignInAttempt): Promise<void> {
  if (!ctx.config.rateLimits.isEnabled) return;
  const counters = failureCounters(ctx, attempt);
  const totals = await readCounters(ctx.db, [counters.account, counters.atAddress]);
  const isPastCeiling = (totals.get(counters.account.bucket) ?? 0) >= ceilingOf(ctx);
  if (!isPastCeiling || (totals.get(counters.atAddress.bucket) ?? 0) === 0) return;
  const secondsLeft = (Date.parse(counters.account.expiresAt) - ctx.clock.now().getTime()) / 1000;
  throw rateLimitRefusal(attempt.what, secondsLeft);
}

/** Counts a wrong password at the account, from all addresses and from this one. */
async function countSignInFailure(ctx: TAppContext, attempt: TSignInAttempt): Promise<void> {
  if (!ctx.config.rateLimits.isEnabled) return;
  const counters = failureCounters(ctx, attempt);
  await countHits(ctx.db, [counters.account, counters.atAddress]);
}
