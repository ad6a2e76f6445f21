import type { TCheckoutState, TViewCheckoutData } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TCheckoutStatus } from '../../db/tables/schema.js';
import { findOrderByCheckout } from './booking.repository.js';
import { lineAnswer } from './cart-view.js';
import { readCheckoutHold, toCheckoutSummary } from './flows/checkout.js';
import { findOwnCheckout, findPayRefusal } from './flows/pay.js';
import { storedLines } from './steps/price-cart.js';

const STATE_OF: Record<TCheckoutStatus, TCheckoutState> = {
  open: 'open',
  confirmed: 'paid',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * One checkout of the shopper's as its page shows it: where it stands, its own lines and amounts (what a
 * payment is asked for, not the cart as it is now), whether Pay Now would be refused and why (the same
 * checks as paymentInitiate, so an expired hold is payable while its seats are free), and its order once
 * paid. Another shopper's checkout or an unknown id: NOT_FOUND. Reads only.
 */
export async function viewCheckout(ctx: TAppContext, user: TAuthUser, checkoutId: string): Promise<TViewCheckoutData> {
  const checkout = await findOwnCheckout(ctx, user, checkoutId);
  const isOpen = checkout.status === 'open';
  const refusal = isOpen ? await findPayRefusal(ctx, checkout) : null;
  const order = isOpen ? undefined : await findOrderByCheckout(ctx.db, checkout.id);
  return {
    ...toCheckoutSummary(checkout, await readCheckoutHold(ctx.db, checkout)),
    state: STATE_OF[checkout.status],
    lineIds: checkout.line_ids === null ? null : (JSON.parse(checkout.line_ids) as string[]),
    items: storedLines(checkout).map(lineAnswer),
    payRefusal: refusal?.message ?? null,
    order: order ? { reference: order.reference, status: order.status } : null,
  };
}
