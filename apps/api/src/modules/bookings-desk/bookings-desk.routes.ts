import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import { DATE_CHANGE_MESSAGES } from '@rihla/shared/messages/order-changes';
import type { FastifyInstance } from 'fastify';
import { defineOperatorCall } from '../operators/index.js';
import {
  addOrderNote,
  cancelDeskOrder,
  cancelDeskTickets,
  getOrder,
  quoteCancellation,
  refundOrder,
  resendConfirmation,
  searchOrders,
} from './bookings-desk.service.js';
import { changeOrderDate, quoteDateChange } from './date-change.service.js';

/** The bookings desk's calls (issue 18; operator-calls/bookings.ts). */
export async function bookingsDeskRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/searchOrders', async ({ body }) => ({ data: await searchOrders(ctx, body) }));
  defineOperatorCall(app, 'operator/getOrder', async ({ body }) => ({ data: await getOrder(ctx, body.id) }));
  defineOperatorCall(app, 'operator/refundOrder', async ({ body, operator }) => ({
    data: (await refundOrder(ctx, operator, body)).order,
    message: BOOKING_DESK_MESSAGES.refunded,
  }));
  defineOperatorCall(app, 'operator/cancelOrder', async ({ body, operator }) => {
    const done = await cancelDeskOrder(ctx, operator, body);
    return { data: done.order, message: BOOKING_DESK_MESSAGES.cancelled(done.refundFils) };
  });
  defineOperatorCall(app, 'operator/cancelTickets', async ({ body, operator }) => {
    const done = await cancelDeskTickets(ctx, operator, body);
    const count = Object.values(body.tickets).reduce<number>((sum, each) => sum + (each ?? 0), 0);
    return { data: done.order, message: BOOKING_DESK_MESSAGES.ticketsCancelled(count, done.refundFils) };
  });
  defineOperatorCall(app, 'operator/quoteCancellation', async ({ body }) => ({
    data: await quoteCancellation(ctx, body),
  }));
  defineOperatorCall(app, 'operator/addOrderNote', async ({ body, operator }) => ({
    data: await addOrderNote(ctx, operator, body),
    message: BOOKING_DESK_MESSAGES.noteAdded,
  }));
  defineOperatorCall(app, 'operator/resendConfirmation', async ({ body, operator }) => ({
    data: await resendConfirmation(ctx, operator, body.id),
    message: BOOKING_DESK_MESSAGES.confirmationResent,
  }));
  defineOperatorCall(app, 'operator/quoteDateChange', async ({ body, operator }) => ({
    data: await quoteDateChange(ctx, operator, body),
  }));
  defineOperatorCall(app, 'operator/changeOrderDate', async ({ body, operator }) => {
    const data = await changeOrderDate(ctx, operator, body);
    const message =
      data.outcome === 'awaitingPayment'
        ? DATE_CHANGE_MESSAGES.awaitingPayment(data.differenceFils)
        : data.outcome === 'refunded'
          ? DATE_CHANGE_MESSAGES.refunded(-data.differenceFils)
          : DATE_CHANGE_MESSAGES.moved;
    return { data, message };
  });
}
