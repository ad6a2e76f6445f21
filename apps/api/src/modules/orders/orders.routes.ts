import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { cancelFlow, cancelOutcomeMessage, confirmShopperPayment, listUserOrders } from '../booking/index.js';
import { describeOrder, describeOrders } from './orders.service.js';

/** The calls that answer with the shopper's orders: the list, and the order a confirmation or cancellation leaves. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  defineCall(app, 'users/viewCompletedOrder', async ({ user }) => {
    return { data: await describeOrders(ctx, await listUserOrders(ctx.db, user.id)) };
  });

  defineCall(app, 'users/confirmBooking', async ({ body, user }) => ({
    data: await describeOrder(ctx, await confirmShopperPayment(ctx, user, body.paymentId, body.cartId)),
    message: PAYMENT_MESSAGES.bookingConfirmed,
  }));

  defineCall(app, 'users/cancelBooking', async ({ user, body }) => {
    const outcome = await cancelFlow(ctx, user, body.reference, body.refund_to);
    return { data: await describeOrder(ctx, outcome.order), message: cancelOutcomeMessage(outcome) };
  });
}
