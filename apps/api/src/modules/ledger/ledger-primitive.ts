import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  appendLedgerEntry,
  moveStoredBalance,
  type TLedgerBook,
  type TLedgerEntryColumns,
} from './ledger.repository.js';

// One ledger primitive for every balance (decision 068): the wallet and points of a shopper's account and each gift
// card's balance are books of it, and hold the same three guarantees whatever posts to them:
// - one entry per event key: a second posting of the same event posts nothing;
// - never below zero: a posting that takes value out never takes the balance below its floor (zero unless the
//   caller says more, or none when taking back what an order earned, decision 058);
// - the stored balance is the sum of its entries: it moves in the caller's transaction, right after its entry,
//   and a refused move throws so the transaction (entry and all) rolls back.

export type { TLedgerBook } from './ledger.repository.js';

export const WALLET_BOOK = {
  entries: 'ledger_entries',
  balances: 'ledger_accounts',
  owner: 'user_id',
  column: 'wallet_fils',
  isOwnerMadeOnFirstPosting: true,
} as const satisfies TLedgerBook;

export const POINTS_BOOK = { ...WALLET_BOOK, column: 'points' } as const satisfies TLedgerBook;

export const GIFT_CARD_BOOK = {
  entries: 'gift_card_entries',
  balances: 'gift_cards',
  owner: 'id',
  column: 'balance_fils',
  isOwnerMadeOnFirstPosting: false,
} as const satisfies TLedgerBook;

/** One posting to a book: whose balance, by how much (negative when value leaves it), for which event. */
export interface TLedgerPosting<B extends TLedgerBook> {
  ownerId: string;
  amount: number;
  eventKey: string;
  /** The entry's other columns (its reason, order, operator, note...). */
  columns: TLedgerEntryColumns<B>;
}

/**
 * Posts one entry in the caller's transaction: appended once per event key, then the balance moved by it. A second
 * posting of the same event posts nothing and answers false. A posting that takes value out and would leave the
 * balance below `floor` throws a CONFLICT with `notEnough`, so the caller's transaction rolls back; a credit is never
 * refused.
 */
export async function postToLedger<B extends TLedgerBook>(
  trx: TDb,
  book: B,
  posting: TLedgerPosting<B>,
  now: string,
  rules: { floor?: number | null; notEnough: string },
): Promise<boolean> {
  if (!(await appendLedgerEntry(trx, book, posting, now))) return false;
  const floor = posting.amount < 0 ? (rules.floor === undefined ? 0 : rules.floor) : null;
  if (!(await moveStoredBalance(trx, book, posting.ownerId, posting.amount, floor, now))) {
    throw new LedgerRefusal(rules.notEnough);
  }
  return true;
}

/** Why a posting did not happen: the balance would go below zero, or spending is blocked. */
export class LedgerRefusal extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
