import { TIMETABLE_MESSAGES } from '@rihla/shared/schemas/operator-timetables';
import type { FastifyInstance } from 'fastify';
import { defineOperatorCall } from '../operators/index.js';
import {
  affectedBookings,
  bulkTimetable,
  getTimetable,
  productCalendar,
  setDay,
  setDeparture,
  setPrices,
  setSchedule,
} from './timetables-desk.service.js';

/** The timetables, seats and prices calls (issue 17): operator-calls/timetables.ts in packages/shared. */
export async function timetablesDeskRoutes(app: FastifyInstance): Promise<void> {
  defineOperatorCall(app, 'operator/getTimetable', async ({ body }) => ({
    data: await getTimetable(app.ctx, body.productId),
  }));
  defineOperatorCall(app, 'operator/productCalendar', async ({ body }) => ({
    data: await productCalendar(app.ctx, body.productId, body.month),
  }));
  defineOperatorCall(app, 'operator/affectedBookings', async ({ body }) => ({
    data: await affectedBookings(app.ctx, body),
  }));
  defineOperatorCall(app, 'operator/setDay', async ({ body, operator }) => {
    const data = await setDay(app.ctx, operator, body);
    return { data, message: TIMETABLE_MESSAGES.keptBookings(data.bookedSeatsKept) };
  });
  defineOperatorCall(app, 'operator/setDeparture', async ({ body, operator }) => {
    const data = await setDeparture(app.ctx, operator, body);
    return { data, message: TIMETABLE_MESSAGES.keptBookings(data.bookedSeatsKept) };
  });
  defineOperatorCall(app, 'operator/bulkTimetable', async ({ body, operator }) => ({
    data: await bulkTimetable(app.ctx, operator, body),
  }));
  defineOperatorCall(app, 'operator/setSchedule', async ({ body, operator }) => ({
    data: await setSchedule(app.ctx, operator, body),
  }));
  defineOperatorCall(app, 'operator/setPrices', async ({ body, operator }) => ({
    data: await setPrices(app.ctx, operator, body),
    message: TIMETABLE_MESSAGES.pricesApply,
  }));
}
