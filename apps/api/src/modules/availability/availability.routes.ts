import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { listAvailability, listDepartures } from './availability.service.js';

export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'users/availability', async ({ body }) => ({
    data: await listAvailability(app.ctx, body.module, body.planId, body.from, body.days),
  }));
  defineCall(app, 'users/departures', async ({ body }) => ({
    data: await listDepartures(app.ctx, body.module, body.planId, body.from, body.days),
  }));
}
