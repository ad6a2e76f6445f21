import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { confirmBooking, initiatePayment } from './payments.service.js';
import { sandboxCallbackRoutes } from './sandbox-callback.js';

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'users/paymentInitiate', async ({ body, user }) => ({
    data: await initiatePayment(app.ctx, user, body.cartId),
  }));

  defineCall(app, 'users/confirmBooking', async ({ body, user }) => ({
    data: await confirmBooking(app.ctx, user, body.paymentId, body.cartId),
    message: 'Your booking is confirmed',
  }));

  // The gateway's server-to-server callback needs the raw body: its own scope with its own JSON parser.
  await app.register(sandboxCallbackRoutes);
}
