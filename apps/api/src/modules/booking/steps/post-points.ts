import { pointsEarnedOn } from '@rihla/shared/rules/ledger';
import type { TDb } from '../../../db/database.js';
import { findLedgerAccount, pointsEarnedByOrder } from '../../ledger/ledger.repository.js';
import { postEntry } from '../../ledger/ledger.service.js';

// Steps "earn points" and "take points back" (issue 20, decision 048), each in the transaction of the order's
// confirmation or cancellation and posted once per order however that is retried or raced.

/** A confirmed order earns 5 points per AED 1 paid (none on a part paid with points). */
export async function earnPoints(
  trx: TDb,
  order: { id: string; user_id: string; amount_paid_fils: number },
  now: string,
): Promise<void> {
  const points = pointsEarnedOn(order.amount_paid_fils);
  if (points <= 0) return;
  await postEntry(
    trx,
    {
      userId: order.user_id,
      kind: 'points',
      amount: points,
      reason: 'pointsEarned',
      orderId: order.id,
      eventKey: `points:earn:${order.id}`,
    },
    now,
  );
}

/**
 * A cancelled order's points are taken back: all of them, or what is left when the shopper has spent some since
 * (a balance never goes below zero; decision 048).
 */
export async function takeBackPoints(trx: TDb, order: { id: string; user_id: string }, now: string): Promise<void> {
  const earned = await pointsEarnedByOrder(trx, order.id);
  if (earned <= 0) return;
  const balance = (await findLedgerAccount(trx, order.user_id))?.points ?? 0;
  const points = Math.min(earned, balance);
  if (points <= 0) return;
  await postEntry(
    trx,
    {
      userId: order.user_id,
      kind: 'points',
      amount: -points,
      reason: 'pointsReversed',
      orderId: order.id,
      eventKey: `points:reverse:${order.id}`,
    },
    now,
  );
}
