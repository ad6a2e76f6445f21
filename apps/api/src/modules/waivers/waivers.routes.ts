import { WAIVER_MESSAGES } from '@rihla/shared/messages/waivers';
import { WAIVER_TEXT_MAX } from '@rihla/shared/schemas/waivers';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { defineOperatorCall } from '../operators/index.js';
import {
  acceptWaiver,
  getProductWaiver,
  saveProductWaiver,
  viewBookingWaivers,
  viewWaivers,
} from './waivers.service.js';

/** A waiver's words at their longest, each of up to 4 bytes in UTF-8, and the rest of the body. */
const WAIVER_BODY = { bodyLimit: 4 * WAIVER_TEXT_MAX + 16 * 1024 };

/** Waivers (issue 36, decision 096): the shopper's calls and the back office's. */
export async function waiversRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineCall(app, 'users/viewWaivers', async ({ body, user }) => ({
    data: await viewWaivers(ctx, user, body.reference),
  }));
  defineCall(app, 'users/acceptWaiver', async ({ body, user, request }) => ({
    data: await acceptWaiver(ctx, user, body, request.ip),
    message: WAIVER_MESSAGES.accepted,
  }));
  defineOperatorCall(app, 'operator/getProductWaiver', async ({ body }) => ({
    data: await getProductWaiver(ctx, body.id),
  }));
  defineOperatorCall(
    app,
    'operator/saveProductWaiver',
    async ({ body, operator }) => saveProductWaiver(ctx, operator, body),
    WAIVER_BODY,
  );
  defineOperatorCall(app, 'operator/viewBookingWaivers', async ({ body }) => ({
    data: await viewBookingWaivers(ctx, body.reference),
  }));
}
