import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { createCheckout, toCheckoutSummary } from './checkout.service.js';

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'users/checkout', async ({ body, user }) => {
    const code = body.coupon_code?.trim();
    const checkout = await createCheckout(app.ctx, user, code ? code : undefined);
    const message = checkout.promo_code ? `Promo code ${checkout.promo_code} applied` : 'Checkout ready';
    return { data: [toCheckoutSummary(checkout)], message };
  });
}
