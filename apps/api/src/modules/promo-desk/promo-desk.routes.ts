import { PROMO_DESK_MESSAGES } from '@rihla/shared/messages/promos';
import type { FastifyInstance } from 'fastify';
import { defineOperatorCall } from '../operators/index.js';
import {
  createPromoCode,
  listPromoCodes,
  setPromoCodePaused,
  updatePromoCode,
  viewPromoCode,
} from './promo-desk.service.js';

/** The discount codes desk (issue 20, decision 049; operator-calls/promos.ts). */
export async function promoDeskRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/listPromoCodes', async () => ({ data: await listPromoCodes(ctx) }));
  defineOperatorCall(app, 'operator/viewPromoCode', async ({ body }) => ({
    data: await viewPromoCode(ctx, body.code),
  }));
  defineOperatorCall(app, 'operator/createPromoCode', async ({ body, operator }) => ({
    data: await createPromoCode(ctx, operator, body),
    message: PROMO_DESK_MESSAGES.created(body.code),
  }));
  defineOperatorCall(app, 'operator/updatePromoCode', async ({ body, operator }) => ({
    data: await updatePromoCode(ctx, operator, body),
    message: PROMO_DESK_MESSAGES.updated(body.code),
  }));
  defineOperatorCall(app, 'operator/setPromoCodePaused', async ({ body, operator }) => ({
    data: await setPromoCodePaused(ctx, operator, body),
    message: body.isPaused ? PROMO_DESK_MESSAGES.paused(body.code) : PROMO_DESK_MESSAGES.resumed(body.code),
  }));
}
