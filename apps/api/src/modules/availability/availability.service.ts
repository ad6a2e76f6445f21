import { MESSAGES, type TModule } from '@rihla/shared/constants';
import { departureLabel } from '@rihla/shared/rules/departures';
import type { TDayDepartures, TSlotAvailability } from '@rihla/shared/schemas/booking';
import type { TDepartureStatus } from '@rihla/shared/schemas/booking-terms';
import type { TAppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { readDayDepartures, type TDepartureState } from '../booking/index.js';
import { findBookingProductOfModule } from '../catalogue/index.js';

/** The best state among a day's departures: a day is as good as its best departure ('closed' with none). */
const STATUS_RANK: TDepartureStatus[] = ['available', 'limited', 'soldOut', 'pastCutoff', 'closed'];

function dayStatus(departures: TDepartureState[]): TDepartureStatus {
  let best: TDepartureStatus = 'closed';
  for (const departure of departures) {
    if (STATUS_RANK.indexOf(departure.status) < STATUS_RANK.indexOf(best)) best = departure.status;
  }
  return best;
}

async function daysOf(ctx: TAppContext, module: TModule, planId: string, fromDate: string, days: number) {
  const product = await findBookingProductOfModule(ctx.db, module, planId);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return readDayDepartures(ctx.db, product, fromDate, days, ctx.clock.now());
}

/** users/departures: each date's departures with their seats left and state. */
export async function listDepartures(
  ctx: TAppContext,
  module: TModule,
  planId: string,
  fromDate: string,
  days: number,
): Promise<TDayDepartures[]> {
  return (await daysOf(ctx, module, planId, fromDate, days)).map((day) => ({
    date: day.date,
    status: dayStatus(day.departures),
    departures: day.departures.map((departure) => ({
      start: departure.start,
      end: departure.end,
      time: departureLabel(departure),
      capacity: departure.capacity,
      seatsLeft: departure.isClosed ? 0 : departure.seatsLeft,
      status: departure.status,
    })),
  }));
}

/**
 * users/availability: each date summed over its departures (the answer of a product with one daily
 * departure is that departure's). 'limited' reads as 'available' here: this older answer has four states.
 */
export async function listAvailability(
  ctx: TAppContext,
  module: TModule,
  planId: string,
  fromDate: string,
  days: number,
): Promise<TSlotAvailability[]> {
  return (await daysOf(ctx, module, planId, fromDate, days)).map((day) => {
    const status = dayStatus(day.departures);
    return {
      date: day.date,
      capacity: day.departures.reduce((sum, departure) => sum + departure.capacity, 0),
      seatsLeft: day.departures.reduce((sum, departure) => sum + departure.seatsLeft, 0),
      status: status === 'limited' ? 'available' : status,
    };
  });
}
