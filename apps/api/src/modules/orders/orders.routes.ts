import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { cancelFlow, cancelOutcomeMessage, confirmShopperPayment, listUserOrders } from '../booking/index.js';
import { describeOrder, describeOrders } from './orders.service.js';

/** The calls that answer with the shopper's orders: the list, and the order a confirmation or cancellation leaves. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  defineCall(app, 'users/viewCompletedOrder', async ({ user, language }) => {
    return { data: await describeOrders(ctx, await listUserOrders(ctx.db, user.id), language) };
  });

  defineCall(app, 'users/confirmBooking', async ({ body, user, language }) => ({
    data: await describeOrder(ctx, await confirmShopperPayment(ctx, user, body.paymentId, body.cartId), language),
    message: PAYMENT_MESSAGES.bookingConfirmed,
  }));

  defineCall(app, 'users/cancelBooking', async ({ user, body, language }) => {
    const outcome = await cancelFlow(ctx, user, body.reference, body.refund_to);
    return { data: await describeOrder(ctx, outcome.order, language), message: cancelOutcomeMessage(outcome) };
  });
}
