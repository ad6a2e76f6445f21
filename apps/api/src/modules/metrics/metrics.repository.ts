// What the shop's tables say now, for /metrics (decision 113): counts read from the database every API server
// shares, so that each server reports the same totals and a dashboard takes max(), never sum(), of them.
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

export interface TCountRow {
  /** The label values, in the order the metric names them. */
  labels: string[];
  count: number;
  /** A sum of fils where the metric carries one (orders' amounts paid, refunds' amounts). */
  fils?: number;
}

export interface TShopCounts {
  ordersByStatus: TCountRow[];
  /** Orders a desk operator took by phone (phone_bookings) among all orders. */
  phoneOrders: number;
  paymentsByProviderAndStatus: TCountRow[];
  refundsByKind: TCountRow[];
  /** Seat holds by status; the live ones (held and not expired) apart. */
  holdsByStatus: TCountRow[];
  liveHolds: { holds: number; seats: number };
  outboxByChannelAndStatus: TCountRow[];
  /** The oldest message still due (pending), or null when none is. */
  oldestPendingAt: string | null;
  openMismatches: number;
  /** The last daily reconciliation that finished, and its mismatches. */
  lastReconciliation: { day: string; mismatches: number } | null;
}

const num = (value: unknown): number => Number(value ?? 0);

export async function readShopCounts(db: TDb, nowIso: string): Promise<TShopCounts> {
  const [orders, phone, payments, refunds, holds, live, outbox, oldest, mismatches, reconciliation] = await Promise.all(
    [
      db
        .selectFrom('orders')
        .select(['status', sql<number>`count(*)`.as('count'), sql<number>`sum(amount_paid_fils)`.as('fils')])
        .groupBy('status')
        .execute(),
      db.selectFrom('phone_bookings').select(sql<number>`count(*)`.as('count')).executeTakeFirst(),
      db
        .selectFrom('payments')
        .select(['provider', 'status', sql<number>`count(*)`.as('count')])
        .groupBy(['provider', 'status'])
        .execute(),
      db
        .selectFrom('order_refunds')
        .select([
          'kind',
          sql<number>`count(*)`.as('count'),
          sql<number>`sum(card_fils + points_fils + gift_card_fils + wallet_fils)`.as('fils'),
        ])
        .groupBy('kind')
        .execute(),
      db
        .selectFrom('seat_holds')
        .select(['status', sql<number>`count(*)`.as('count')])
        .groupBy('status')
        .execute(),
      db
        .selectFrom('seat_holds')
        .select([sql<number>`count(*)`.as('count'), sql<number>`sum(quantity)`.as('seats')])
        .where('status', '=', 'held')
        .where('expires_at', '>', nowIso)
        .executeTakeFirst(),
      db
        .selectFrom('outbox')
        .select(['channel', 'status', sql<number>`count(*)`.as('count')])
        .groupBy(['channel', 'status'])
        .execute(),
      db
        .selectFrom('outbox')
        .select(sql<string | null>`min(created_at)`.as('oldest'))
        .where('status', '=', 'pending')
        .executeTakeFirst(),
      db
        .selectFrom('payment_mismatches')
        .select(sql<number>`count(*)`.as('count'))
        .where('resolved_at', 'is', null)
        .executeTakeFirst(),
      db
        .selectFrom('payment_reconciliations')
        .select(['day', 'mismatches'])
        .where('finished_at', 'is not', null)
        .orderBy('day', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ],
  );
  return {
    ordersByStatus: orders.map((row) => ({ labels: [row.status], count: num(row.count), fils: num(row.fils) })),
    phoneOrders: num(phone?.count),
    paymentsByProviderAndStatus: payments.map((row) => ({ labels: [row.provider, row.status], count: num(row.count) })),
    refundsByKind: refunds.map((row) => ({ labels: [row.kind], count: num(row.count), fils: num(row.fils) })),
    holdsByStatus: holds.map((row) => ({ labels: [row.status], count: num(row.count) })),
    liveHolds: { holds: num(live?.count), seats: num(live?.seats) },
    outboxByChannelAndStatus: outbox.map((row) => ({ labels: [row.channel, row.status], count: num(row.count) })),
    oldestPendingAt: oldest?.oldest ?? null,
    openMismatches: num(mismatches?.count),
    lastReconciliation: reconciliation ? { day: reconciliation.day, mismatches: num(reconciliation.mismatches) } : null,
  };
}
