import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { listUserOrders, toCompletedOrder } from './orders.service.js';

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'users/viewCompletedOrder', async ({ user }) => {
    const orders = await listUserOrders(app.ctx.db, user.id);
    return { data: orders.map((order) => toCompletedOrder(app.ctx, order)) };
  });
}
