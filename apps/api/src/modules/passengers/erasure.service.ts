// Passengers' details kept no longer than needed (issue 36, decision 098). Every table that holds a passenger's
// details is one eraser of PASSENGER_DATA_ERASERS; retention (days after the trip, the owner's setting) and a
// shopper's deletion of their account both go through them. The modules of the other tables (pick-ups, waivers) give
// their erasers to modules/personal-data, which runs them all; this module cannot import them (pick-ups read its
// deadlines). The booking, its lines and its money are never touched.
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { insertAuditEntry } from '../audit/index.js';
import { storedLines } from '../booking/index.js';
import { loadShop } from '../shop/index.js';
import {
  deleteOrderPassengerRows,
  deleteRowsOfNoOrder,
  deleteRowsOfUsersCheckouts,
  insertErasures,
  listOrdersByIds,
  listOrdersOfUser,
  listOrdersWithPassengerRows,
} from './erasure.repository.js';

/** One table's part of a passenger's details. */
export interface TPassengerDataEraser {
  /** The table, as the audit line counts it. */
  table: string;
  /** Orders that hold any of its rows (retention reads only these). */
  ordersWithData(db: TDb): Promise<string[]>;
  /** Erases an order's rows for `lines` (every line when null) in the caller's transaction; answers how many went. */
  erase(trx: TDb, orderId: string, lines: readonly number[] | null): Promise<number>;
}

/** Every table holding passengers' details. A new one is added at the end of this list. */
export const PASSENGER_DATA_ERASERS: TPassengerDataEraser[] = [
  {
    table: 'order_passengers',
    ordersWithData: listOrdersWithPassengerRows,
    erase: deleteOrderPassengerRows,
  },
];

/**
 * How long details given at checkout wait for their payment to make the order (decision 107): a checkout is held for
 * minutes and its payment confirmed within hours; after this its details are erased by the retention run.
 */
export const UNPAID_DETAILS_DAYS = 2;

/** Orders read per batch by a retention run. */
const BATCH = 200;

export interface TErasureRun {
  /** Rows erased, by table. */
  erased: Record<string, number>;
  /** Lines whose details were erased, and of how many orders. */
  lines: number;
  orders: number;
  retentionDays: number;
}

/**
 * Erases the details of every line whose trip was `passengerRetentionDays` (shop settings) or more days ago, each
 * order in its own transaction, and records one audit line for the run with the counts: always when run from the
 * command line, only when something was erased when run on its schedule (the messages worker, every few minutes).
 */
export async function eraseExpiredPassengers(
  ctx: TAppContext,
  source: 'schedule' | 'command',
  erasers: readonly TPassengerDataEraser[] = PASSENGER_DATA_ERASERS,
): Promise<TErasureRun> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  // Uncached: the messages worker hears no cache notices (decision 071).
  const retentionDays = (await loadShop(ctx, ctx.db)).settings.passengerRetentionDays;
  // A trip on `lastErased` or before is erased today.
  const lastErased = addDays(todayInDubai(now), -retentionDays);
  const run: TErasureRun = {
    erased: Object.fromEntries(erasers.map((eraser) => [eraser.table, 0])),
    lines: 0,
    orders: 0,
    retentionDays,
  };
  const ids = [...new Set((await Promise.all(erasers.map((eraser) => eraser.ordersWithData(ctx.db)))).flat())].sort();
  for (let start = 0; start < ids.length; start += BATCH) {
    for (const order of await listOrdersByIds(ctx.db, ids.slice(start, start + BATCH))) {
      const lines = storedLines(order).flatMap((line, index) => (line.date <= lastErased ? [index] : []));
      if (lines.length === 0) continue;
      await ctx.db.transaction().execute(async (trx) => {
        for (const eraser of erasers) {
          run.erased[eraser.table] = (run.erased[eraser.table] ?? 0) + (await eraser.erase(trx, order.id, lines));
        }
        await insertErasures(
          trx,
          lines.map((line) => ({ order_id: order.id, line_index: line, erased_at: nowIso, reason: 'retention' })),
        );
      });
      run.lines += lines.length;
      run.orders += 1;
    }
  }
  // Details given at checkout whose payment never came: theirs is no order, so no trip date says when.
  const unpaid = await deleteRowsOfNoOrder(
    ctx.db,
    new Date(now.getTime() - UNPAID_DETAILS_DAYS * 86_400_000).toISOString(),
  );
  run.erased.order_passengers = (run.erased.order_passengers ?? 0) + unpaid;
  const total = Object.values(run.erased).reduce((sum, count) => sum + count, 0);
  if (total > 0 || source === 'command') {
    await insertAuditEntry(ctx.db, {
      at: nowIso,
      operatorId: null,
      action: 'passengers.erase',
      objectType: 'passengers',
      objectId: source,
      before: null,
      after: { entries: total, ...run },
    });
  }
  return run;
}

/**
 * A shopper's account deleted (profile's erasePersonalData): every one of their orders' passengers' details goes at
 * once, inside the deletion's transaction, and every line of their orders reads "erased on" that day.
 */
export async function erasePassengersOfUser(
  trx: TDb,
  userId: string,
  now: string,
  erasers: readonly TPassengerDataEraser[] = PASSENGER_DATA_ERASERS,
): Promise<number> {
  // Details given at checkout, an order's or still waiting for a payment (decision 107).
  let erased = await deleteRowsOfUsersCheckouts(trx, userId);
  for (const order of await listOrdersOfUser(trx, userId)) {
    for (const eraser of erasers) erased += await eraser.erase(trx, order.id, null);
    await insertErasures(
      trx,
      storedLines(order).map((_, line) => ({
        order_id: order.id,
        line_index: line,
        erased_at: now,
        reason: 'account',
      })),
    );
  }
  return erased;
}
