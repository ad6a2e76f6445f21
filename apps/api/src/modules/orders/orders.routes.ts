import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { cancelBooking } from './cancellation.service.js';
import { describeOrders, listUserOrders } from './orders.service.js';

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'users/viewCompletedOrder', async ({ user }) => {
    return { data: await describeOrders(app.ctx, await listUserOrders(app.ctx.db, user.id)) };
  });

  defineCall(app, 'users/cancelBooking', async ({ user, body }) => {
    return { data: await cancelBooking(app.ctx, user, body.reference), message: 'Your booking is cancelled' };
  });
}
