import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import type { FastifyInstance } from 'fastify';
import { defineOperatorCall } from '../operators/operator-call.js';
import { addOrderNote, getOrder, refundOrder, resendConfirmation, searchOrders } from './bookings-desk.service.js';

/** The bookings desk's calls (issue 18; operator-calls/bookings.ts). */
export async function bookingsDeskRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/searchOrders', async ({ body }) => ({ data: await searchOrders(ctx, body) }));
  defineOperatorCall(app, 'operator/getOrder', async ({ body }) => ({ data: await getOrder(ctx, body.id) }));
  defineOperatorCall(app, 'operator/refundOrder', async ({ body, operator }) => ({
    data: await refundOrder(ctx, operator, body),
    message: BOOKING_DESK_MESSAGES.refunded,
  }));
  defineOperatorCall(app, 'operator/addOrderNote', async ({ body, operator }) => ({
    data: await addOrderNote(ctx, operator, body),
    message: BOOKING_DESK_MESSAGES.noteAdded,
  }));
  defineOperatorCall(app, 'operator/resendConfirmation', async ({ body, operator }) => ({
    data: await resendConfirmation(ctx, operator, body.id),
    message: BOOKING_DESK_MESSAGES.confirmationResent,
  }));
}
