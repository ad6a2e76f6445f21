// Steps of a date change (issue 18, decision 043): move an order line's booked seats to another departure of its
// product, and complete a change whose difference the shopper paid through a payment link.
import { DATE_CHANGE_MESSAGES } from '@rihla/shared/messages/order-changes';
import type { TAppContext } from '../../../context.js';
import type { TDb } from '../../../db/database.js';
import type { OrderChangesTable, TOrderChangeRow, TOutboxChannel, TPaymentRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { insertAuditEntry } from '../../audit/index.js';
import { orderMessageChannels } from '../../outbox/index.js';
import type { TProviderPayment } from '../../payments/index.js';
import {
  bookHolds,
  findOrderById,
  insertHolds,
  listHoldsOfCheckout,
  lockSlots,
  movePaymentStatus,
  type TOrderWithPayment,
} from '../booking.repository.js';
import { claimChangeStatus, moveChangeStatus, moveOrderLines } from '../order-changes.repository.js';
import { insertOrderEvent } from '../order-events.repository.js';
import { seatsChanged } from '../seats-changed.js';
import { confirmPayment, confirmPaymentStep } from './confirm-payment.js';
import { storedLines, type TPricedLine } from './price-cart.js';
import { queueChangeMessages } from './queue-messages.js';
import { releaseSeats } from './release-seats.js';

type TChangeLines = Pick<OrderChangesTable, 'line_index' | 'items_before' | 'items_after'>;

/** The line a change moves, before and after. */
export function movedLine(change: TChangeLines): { before: TPricedLine; after: TPricedLine } {
  const before = storedLines({ items: change.items_before })[change.line_index];
  const after = storedLines({ items: change.items_after })[change.line_index];
  if (!before || !after) throw new Error(`A date change names line ${change.line_index}, which its order lacks`);
  return { before, after };
}

/** Locks the slots of the line's old and new departures (one stable order: no deadlock with a cancel). */
export async function lockChangeSlots(trx: TDb, change: TChangeLines): Promise<void> {
  const { before, after } = movedLine(change);
  await lockSlots(trx, [before, after]);
}

/**
 * Step "move the line", in the caller's transaction with both slots locked and the new seats known to be free:
 * the order takes its new lines and amounts only while its lines are those the change was made from (else
 * false, nothing moved), then the new departure's seats are booked (the held ones of a paid change, else new
 * ones) and the old departure's released, once: the guarded order update lets a single caller through.
 */
export async function moveLineSeats(
  trx: TDb,
  order: TOrderWithPayment,
  change: TChangeLines & Pick<OrderChangesTable, 'subtotal_fils' | 'discount_fils'>,
  heldId: string | null,
  now: string,
): Promise<boolean> {
  // The card's part moves by the change's difference only: what points, a gift card and the wallet paid stays theirs
  // (decision 049), and so does what was paid for tickets cancelled since, which refunds account for (decision 062).
  const differenceFils = change.subtotal_fils - change.discount_fils - (order.subtotal_fils - order.discount_fils);
  const amountPaidFils = Math.max(0, order.amount_paid_fils + differenceFils);
  if (!(await moveOrderLines(trx, order.id, change, amountPaidFils, now))) return false;
  const { before, after } = movedLine(change);
  const holds = await listHoldsOfCheckout(trx, order.checkout_id);
  const old = holds.find(
    (hold) =>
      hold.status === 'booked' &&
      hold.product_id === before.productId &&
      hold.date === before.date &&
      hold.start_time === before.start,
  );
  if (heldId) await bookHolds(trx, [heldId], ['held'], now);
  else await insertHolds(trx, order.checkout_id, [after], { status: 'booked', expiresAt: now }, now);
  if (old) await releaseSeats(trx, { holdId: old.id }, now);
  return true;
}

/**
 * The order event, the audit entry and the messages (the new details, the new departure's reminder) of a line
 * moved, in the move's transaction.
 */
export async function recordLineMove(
  trx: TDb,
  order: TOrderWithPayment,
  change: Pick<TOrderChangeRow, 'id' | 'operator_id' | 'difference_fils'> & TChangeLines,
  channels: readonly TOutboxChannel[],
  now: string,
): Promise<void> {
  const { before, after } = movedLine(change);
  const holder = { id: order.id, userId: order.user_id };
  await queueChangeMessages(trx, holder, { id: change.id, line: after }, channels, new Date(now));
  const text = DATE_CHANGE_MESSAGES.movedText(
    before.title,
    `${before.date} ${before.start}`,
    `${after.date} ${after.start}`,
  );
  if (change.operator_id) {
    await insertOrderEvent(trx, {
      orderId: order.id,
      at: now,
      kind: 'dateChanged',
      operatorId: change.operator_id,
      amountFils: change.difference_fils,
      isOverride: false,
      text,
    });
  }
  await insertAuditEntry(trx, {
    at: now,
    operatorId: change.operator_id,
    action: 'order.changeDate',
    objectType: 'order',
    objectId: order.id,
    before: { date: before.date, start: before.start, amountPaidFils: order.amount_paid_fils },
    after: {
      date: after.date,
      start: after.start,
      amountPaidFils: order.amount_paid_fils + change.difference_fils,
      differenceFils: change.difference_fils,
      changeId: change.id,
    },
  });
}

/**
 * A date change's difference was paid (the gateway's callback, its reconciler or a return page): the gateway's
 * record decides it, then in one transaction the change is claimed (once) and the line moves onto the seats it
 * held. A hold that lapsed, or an order cancelled or changed meanwhile, moves nothing: the payment is refunded
 * and the caller told why (CONFLICT). Safe to repeat and to race: only one caller claims the change.
 */
export async function completePaidChange(
  ctx: TAppContext,
  change: TOrderChangeRow,
  payment: TPaymentRow,
  gatewayState?: TProviderPayment | null,
): Promise<TOrderWithPayment> {
  const order = await findOrderById(ctx.db, change.order_id);
  if (!order) throw new Error(`Order ${change.order_id} of date change ${change.id} is missing`);
  if (change.status === 'done') return order;
  await confirmPayment(ctx, payment, gatewayState);
  const now = ctx.clock.now().toISOString();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await lockChangeSlots(trx, change);
    if (!(await claimChangeStatus(trx, change.id, ['pending'], 'done', now))) return 'claimed elsewhere' as const;
    const held = (await listHoldsOfCheckout(trx, order.checkout_id)).find((hold) => hold.id === change.hold_id);
    const isHeld = held?.status === 'held' && held.expires_at > now;
    if (isHeld && (await moveLineSeats(trx, order, change, held.id, now))) {
      await movePaymentStatus(trx, payment.id, ['pending'], 'paid', now);
      await recordLineMove(trx, order, change, orderMessageChannels(ctx.config), now);
      return 'moved' as const;
    }
    await moveChangeStatus(trx, change.id, ['done'], isHeld ? 'failed' : 'expired', now);
    if (held && held.status === 'held') await releaseSeats(trx, { holdId: held.id }, now);
    return isHeld ? ('failed' as const) : ('expired' as const);
  });
  // Committed: the old and the new departure's seats changed (moved), or the new one's hold was given back.
  const { before, after } = movedLine(change);
  if (outcome !== 'claimed elsewhere') await seatsChanged(ctx, outcome === 'moved' ? [before, after] : [after]);
  if (outcome === 'failed' || outcome === 'expired') {
    await confirmPaymentStep.compensate(ctx, payment);
    throw new AppError('CONFLICT', outcome === 'failed' ? DATE_CHANGE_MESSAGES.failed : DATE_CHANGE_MESSAGES.lapsed);
  }
  return (await findOrderById(ctx.db, change.order_id)) ?? order;
}
