import { DEPARTURE_DESK_MESSAGES } from '@rihla/shared/messages/departures';
import type { FastifyInstance } from 'fastify';
import { defineOperatorCall } from '../operators/index.js';
import { cancelDeparture, messagePassengers, quoteDepartureCancellation } from './departures-desk.service.js';

/** A departure's desk (issue 34, decision 073): operator-calls/departures.ts in packages/shared. */
export async function departuresDeskRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/quoteDepartureCancellation', async ({ body }) => ({
    data: await quoteDepartureCancellation(ctx, body),
  }));
  defineOperatorCall(app, 'operator/cancelDeparture', async ({ body, operator }) => {
    const data = await cancelDeparture(ctx, operator, body, (error, orderId) =>
      app.log.error({ err: error, orderId }, 'a booking of a cancelled departure could not be cancelled'),
    );
    const cancelled = data.results.filter(
      (each) => each.outcome === 'cancelled' || each.outcome === 'ticketsCancelled',
    );
    const refundFils = cancelled.reduce((sum, each) => sum + each.refundFils, 0);
    const failed = data.results.filter((each) => each.problem !== null).length;
    return { data, message: DEPARTURE_DESK_MESSAGES.cancelled(cancelled.length, refundFils, failed) };
  });
  defineOperatorCall(app, 'operator/messagePassengers', async ({ body, operator }) => {
    const data = await messagePassengers(ctx, operator, body);
    return { data, message: DEPARTURE_DESK_MESSAGES.messaged(data.sent.length) };
  });
}
