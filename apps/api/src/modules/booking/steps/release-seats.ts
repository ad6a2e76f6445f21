import type { TDb } from '../../../db/database.js';
import { cancelOpenCheckoutsOfUser, releaseHolds, type TReleaseScope } from '../booking.repository.js';

/**
 * Step "release seats", the only way seats are given back: a checkout's (its booking cancelled, or sold out
 * at payment) or those of every open checkout of a user (checking out again, or the account deleted). Safe
 * to repeat: released seats stay released. Runs in the caller's transaction, with the slots locked where
 * the caller also counts seats.
 */
export async function releaseSeats(trx: TDb, scope: TReleaseScope, now: string): Promise<void> {
  await releaseHolds(trx, scope, now);
}

/**
 * Gives back the seats of a user's unpaid checkouts and cancels them (the account is being deleted); a
 * payment of one of them arriving later is refunded by the confirm flow.
 */
export async function abandonOpenCheckouts(trx: TDb, userId: string, now: string): Promise<void> {
  await releaseSeats(trx, { openCheckoutsOfUser: userId }, now);
  await cancelOpenCheckoutsOfUser(trx, userId, now);
}
