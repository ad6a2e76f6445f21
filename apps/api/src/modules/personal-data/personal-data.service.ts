// A traveller's personal data, wherever it is kept (issue 36, decision 098): the passengers' details, the
// pick-up chosen (where a guest stays) and the waivers accepted (a typed name and an address). Retention and a
// shopper's deletion of their account erase them together, through each table's eraser; the booking, its lines and
// its money are never touched.
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import {
  eraseExpiredPassengers,
  erasePassengersOfUser,
  PASSENGER_DATA_ERASERS,
  type TPassengerDataEraser,
} from '../passengers/index.js';
import { PICKUP_DATA_ERASER } from '../pickups/index.js';
import { WAIVER_DATA_ERASER } from '../waivers/index.js';

/** Every table holding a traveller's personal data. A new one adds its eraser here. */
export const PERSONAL_DATA_ERASERS: readonly TPassengerDataEraser[] = [
  ...PASSENGER_DATA_ERASERS,
  PICKUP_DATA_ERASER,
  WAIVER_DATA_ERASER,
];

/** Retention: every table's rows of trips the owner's number of days ago or more (the worker's schedule, the CLI). */
export function eraseExpiredPersonalData(ctx: TAppContext, source: 'schedule' | 'command') {
  return eraseExpiredPassengers(ctx, source, PERSONAL_DATA_ERASERS);
}

/** A shopper's deletion of their account: every table's rows of their orders, in the caller's transaction. */
export function erasePersonalDataOfUser(trx: TDb, userId: string, now: string): Promise<number> {
  return erasePassengersOfUser(trx, userId, now, PERSONAL_DATA_ERASERS);
}
