import type { TModule } from '@rihla/shared/constants';
import type { TSlotAvailability } from '@rihla/shared/schemas/booking';
import type { TAppContext } from '../../context.js';
import { readSlotStates } from '../booking/slots.js';
import { getProductOrFail } from '../catalogue/catalogue.service.js';

export async function listAvailability(
  ctx: TAppContext,
  module: TModule,
  planId: string,
  fromDate: string,
  days: number,
): Promise<TSlotAvailability[]> {
  const product = await getProductOrFail(ctx, module, planId);
  const states = await readSlotStates(ctx.db, product, fromDate, days, ctx.clock.now());
  return states.map((state) => ({
    date: state.date,
    capacity: state.capacity,
    seatsLeft: state.seatsLeft,
    status: state.isClosed
      ? 'closed'
      : state.isPastCutoff
        ? 'pastCutoff'
        : state.seatsLeft === 0
          ? 'soldOut'
          : 'available',
  }));
}
