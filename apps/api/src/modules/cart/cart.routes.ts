import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { addToCart, CART_MESSAGES, removeFromCart, viewCart } from './cart.service.js';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  defineCall(app, 'users/addToCart', async ({ body, user }) => {
    await addToCart(ctx, user, body.item);
    return { data: null, message: CART_MESSAGES.added };
  });

  defineCall(app, 'users/viewCart', async ({ user }) => ({ data: await viewCart(ctx, user) }));

  defineCall(app, 'users/deleteCart', async ({ body, user }) => {
    await removeFromCart(ctx, user, body.module, body.planId);
    return { data: null, message: CART_MESSAGES.removed };
  });
}
