import { PICKUP_MESSAGES } from '@rihla/shared/messages/pickups';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { defineOperatorCall } from '../operators/index.js';
import {
  chooseBookingPickup,
  choosePickup,
  createPickupPoint,
  getProductPickups,
  listPickupPoints,
  setProductPickups,
  updatePickupPoint,
  viewBookingPickups,
  viewPickups,
} from './pickups.service.js';

/** Hotel pick-ups (issue 36, decision 095): the shopper's calls and the back office's. */
export async function pickupsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineCall(app, 'users/viewPickups', async ({ body, user, language }) => ({
    data: await viewPickups(ctx, user, body.reference, language),
  }));
  defineCall(app, 'users/choosePickup', async ({ body, user, language }) => {
    const { data, text } = await choosePickup(ctx, user, body, language);
    return { data, message: PICKUP_MESSAGES.chosen(text) };
  });
  defineOperatorCall(app, 'operator/listPickupPoints', async () => ({ data: await listPickupPoints(ctx) }));
  defineOperatorCall(app, 'operator/createPickupPoint', async ({ body, operator }) => ({
    data: await createPickupPoint(ctx, operator, body),
    message: PICKUP_MESSAGES.pointCreated,
  }));
  defineOperatorCall(app, 'operator/updatePickupPoint', async ({ body, operator }) => ({
    data: await updatePickupPoint(ctx, operator, body),
    message: PICKUP_MESSAGES.pointSaved,
  }));
  defineOperatorCall(app, 'operator/getProductPickups', async ({ body }) => ({
    data: await getProductPickups(ctx, body.id),
  }));
  defineOperatorCall(app, 'operator/setProductPickups', async ({ body, operator }) => ({
    data: await setProductPickups(ctx, operator, body),
    message: PICKUP_MESSAGES.productPickupsSaved,
  }));
  defineOperatorCall(app, 'operator/viewBookingPickups', async ({ body, operator }) => ({
    data: await viewBookingPickups(ctx, operator, body.reference),
  }));
  defineOperatorCall(app, 'operator/chooseBookingPickup', async ({ body, operator }) => {
    const { data, text } = await chooseBookingPickup(ctx, operator, body);
    return { data, message: PICKUP_MESSAGES.chosen(text) };
  });
}
