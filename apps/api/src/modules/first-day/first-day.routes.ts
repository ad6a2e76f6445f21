import type { FastifyInstance } from 'fastify';
import { defineOperatorCall } from '../operators/index.js';
import { getFirstDay } from './first-day.service.js';

/** The first day's checklist (issue 34, decision 071), for every signed-in operator. */
export async function firstDayRoutes(app: FastifyInstance): Promise<void> {
  defineOperatorCall(app, 'operator/firstDay', async ({ operator }) => ({
    data: await getFirstDay(app.ctx, operator),
  }));
}
