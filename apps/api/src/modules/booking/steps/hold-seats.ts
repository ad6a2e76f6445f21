import { MAX_HOLDS_PER_SLOT_PER_DAY } from '@rihla/shared/constants';
import type { TDb } from '../../../db/database.js';
import type { TSeatHoldRow } from '../../../db/tables/schema.js';
import type { TBookingProduct } from '../../catalogue/index.js';
import { bookHolds, countHoldsOfUserSince, insertHolds, lockSlots } from '../booking.repository.js';
import { assertSeatsLeft, holdOfLine } from '../departures.js';
import type { TSeatsChange } from '../seats-changed.js';
import type { TPricedLine } from './price-cart.js';
import { releaseSeats } from './release-seats.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Step "hold seats", in the caller's transaction after its checkout row is written: locks the lines' slots,
 * gives back the seats the user's earlier checkouts still hold (checking out again never holds twice),
 * refuses a line whose departure is closed or short of seats, and holds the rest until `expiresAt`; a line whose
 * slot this user's unpaid checkouts held MAX_HOLDS_PER_SLOT_PER_DAY times already in the last day is recorded
 * without holding anything, so renewing never keeps seats for ever (decision 021). Paid checkouts do not
 * count: buying the same date again is no renewal.
 * A partner's reservation (`keepOtherHolds`, decision 121) is one of many a reseller's account holds at once: it gives
 * back none of the account's other holds, and a reseller's repeated bookings of a slot are sales, not renewals.
 * Undo: releaseSeats({ checkoutId }); a hold nobody pays for also stops counting by itself at expiresAt.
 * Answers the departures of the earlier checkouts' seats it gave back (decision 131).
 */
export async function holdSeats(
  trx: TDb,
  hold: {
    userId: string;
    checkoutId: string;
    lines: TPricedLine[];
    products: Map<string, TBookingProduct>;
    now: Date;
    expiresAt: string;
    keepOtherHolds?: boolean;
  },
): Promise<TSeatsChange[]> {
  const nowIso = hold.now.toISOString();
  await lockSlots(trx, hold.lines);
  const released = hold.keepOtherHolds ? [] : await releaseSeats(trx, { openCheckoutsOfUser: hold.userId }, nowIso);
  const since = new Date(hold.now.getTime() - DAY_MS).toISOString();
  const held: TPricedLine[] = [];
  const renewedTooOften: TPricedLine[] = [];
  for (const line of hold.lines) {
    const product = hold.products.get(line.productId);
    if (!product) throw new Error(`Product ${line.productId} of a priced line is missing`);
    await assertSeatsLeft(trx, product, line, hold.now);
    const holdsToday = hold.keepOtherHolds
      ? 0
      : await countHoldsOfUserSince(trx, hold.userId, line.productId, line.date, since);
    (holdsToday < MAX_HOLDS_PER_SLOT_PER_DAY ? held : renewedTooOften).push(line);
  }
  await insertHolds(trx, hold.checkoutId, held, { status: 'held', expiresAt: hold.expiresAt }, nowIso);
  // Recorded, holding nothing: paying for it still books the seats if they are free then.
  await insertHolds(trx, hold.checkoutId, renewedTooOften, { status: 'held', expiresAt: nowIso }, nowIso);
  return released;
}

/**
 * Step "book seats", in the order's transaction once the seats are known to be free: turns each line's hold
 * into a booking. Undo: releaseSeats({ checkoutId }).
 */
export async function bookSeats(
  trx: TDb,
  checkoutId: string,
  lines: TPricedLine[],
  holds: TSeatHoldRow[],
  now: string,
): Promise<void> {
  const holdIds: string[] = [];
  const unheld: TPricedLine[] = [];
  for (const line of lines) {
    const hold = holdOfLine(holds, line);
    if (hold) holdIds.push(hold.id);
    else unheld.push(line);
  }
  // A hold released or lapsed since (checking out again) books too: the seats were re-checked as free.
  await bookHolds(trx, holdIds, ['held', 'released'], now);
  // A checkout recorded before seat holds existed books its seats here.
  await insertHolds(trx, checkoutId, unheld, { status: 'booked', expiresAt: now }, now);
}
