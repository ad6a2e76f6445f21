import { INVITE_POINTS, pointsEarnedOn } from '@rihla/shared/rules/ledger';
import type { TLedgerReason } from '@rihla/shared/schemas/ledger';
import type { TDb } from '../../../db/database.js';
import { findInviteBonusOfOrder, pointsEarnedByOrder, postEntry } from '../../ledger/index.js';

// Steps "earn points" and "take points back" (issue 20, decision 048), each in the transaction of the order's
// confirmation or cancellation and posted once per order however that is retried or raced.

/**
 * A confirmed order earns 5 points per AED 1 paid by card, gift card and wallet (none on the part paid with points,
 * decision 049).
 */
export async function earnPoints(
  trx: TDb,
  order: { id: string; user_id: string; amount_paid_fils: number; gift_card_fils: number; wallet_fils: number },
  now: string,
): Promise<void> {
  const points = pointsEarnedOn(order.amount_paid_fils + order.gift_card_fils + order.wallet_fils);
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
 * A cancelled order's points are taken back, all of them (decision 058). Before its trip has run they are still
 * pending, never spent; after it (an operator's refund of a trip that ran), the shopper may have spent some, and the
 * balance goes below zero by what is owed, paid off by the next points earned.
 */
export async function takeBackPoints(trx: TDb, order: { id: string; user_id: string }, now: string): Promise<void> {
  const earned = await pointsEarnedByOrder(trx, order.id);
  const entry = { userId: order.user_id, reason: 'pointsReversed' as const, orderId: order.id };
  await takeBack(trx, { ...entry, points: earned, eventKey: `points:reverse:${order.id}` }, now);
}

/** Takes `points` back from a shopper whole, once per event, even below zero (decision 058). */
async function takeBack(
  trx: TDb,
  entry: { userId: string; points: number; reason: TLedgerReason; orderId: string; eventKey: string },
  now: string,
): Promise<void> {
  if (entry.points <= 0) return;
  const { points, ...rest } = entry;
  await postEntry(trx, { ...rest, kind: 'points', amount: -points }, now, { mayGoBelowZero: true });
}

/**
 * The first booking of a shopper who signed up with a friend's invite code earns the friend (`inviterId`, the
 * shopper's `invited_by`) 100 points, once (event `invite:<shopper>`: a later booking finds it posted and posts
 * nothing; decision 049).
 */
export async function earnInviteBonus(
  trx: TDb,
  order: { id: string; user_id: string },
  inviterId: string | null,
  now: string,
): Promise<void> {
  if (!inviterId) return;
  await postEntry(
    trx,
    {
      userId: inviterId,
      kind: 'points',
      amount: INVITE_POINTS,
      reason: 'inviteBonus',
      orderId: order.id,
      eventKey: `invite:${order.user_id}`,
    },
    now,
  );
}

/** The invite bonus a cancelled order earned is taken back from the inviter, once and whole (decision 058). */
export async function takeBackInviteBonus(
  trx: TDb,
  order: { id: string; user_id: string },
  now: string,
): Promise<void> {
  const bonus = await findInviteBonusOfOrder(trx, order.id, `invite:${order.user_id}`);
  if (!bonus) return;
  const entry = { userId: bonus.user_id, points: bonus.amount, reason: 'inviteBonus' as const, orderId: order.id };
  await takeBack(trx, { ...entry, eventKey: `invite:reverse:${order.user_id}` }, now);
}
