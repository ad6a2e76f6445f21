import { MESSAGES } from '@rihla/shared/constants';
import { CART_MESSAGES } from '@rihla/shared/messages/booking';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { addToCart, removeFromCart } from './cart.service.js';

/** The shopper's intent: what is in the cart. Its priced view is the booking core's (users/viewCart). */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  defineCall(app, 'users/addToCart', async ({ body, user }) => {
    await addToCart(ctx, user, body.item);
    return { data: null, message: MESSAGES.addedToCart };
  });

  defineCall(app, 'users/deleteCart', async ({ body, user }) => {
    await removeFromCart(ctx, user, body.module, body.planId);
    return { data: null, message: CART_MESSAGES.removed };
  });
}
