import type { TDb } from '../../../db/database.js';
import {
  abandonOpenCheckout,
  cancelOpenCheckoutsOfUser,
  releaseHolds,
  type TReleaseScope,
} from '../booking.repository.js';
import type { TSeatsChange } from '../seats-changed.js';

/**
 * Step "release seats", the only way seats are given back (holds move to 'released' by HOLD_TRANSITIONS only
 * here): a checkout's (its booking cancelled, or sold out at payment), those of every open checkout of a user
 * (checking out again, or the account deleted), one hold's (a date change's old departure, or the new one's it
 * held for a payment that came too late), or some booked seats of a departure (tickets cancelled, decision 062).
 * Safe to repeat: released seats stay released; a partial release runs only after its caller's guarded update of
 * the order's lines, which lets one caller through. Runs in the caller's transaction, with the slots locked where
 * the caller also counts seats. Answers the departures whose seats it gave back: the flow owning the transaction
 * tells `seatsChanged` of them once it has committed (decision 131).
 */
export function releaseSeats(trx: TDb, scope: TReleaseScope, now: string): Promise<TSeatsChange[]> {
  return releaseHolds(trx, scope, now);
}

/**
 * Gives back the seats of a user's unpaid checkouts and cancels them (the account is being deleted); a
 * payment of one of them arriving later is refunded by the confirm flow. Answers the departures given back.
 */
export async function abandonOpenCheckouts(trx: TDb, userId: string, now: string): Promise<TSeatsChange[]> {
  const released = await releaseSeats(trx, { openCheckoutsOfUser: userId }, now);
  await cancelOpenCheckoutsOfUser(trx, userId, now);
  return released;
}

/**
 * Gives back the seats of one unpaid checkout and cancels it: a partner's reservation cancelled or replaced before it
 * was confirmed (decision 121). Safe to repeat: a checkout no longer open is left as it is. Answers the departures
 * given back, for the caller to tell once committed (decision 131).
 */
export async function abandonCheckout(trx: TDb, checkoutId: string, now: string): Promise<TSeatsChange[]> {
  const released = await releaseSeats(trx, { checkoutId }, now);
  await abandonOpenCheckout(trx, checkoutId, now);
  return released;
}
