// What the numbers read (decision 044): sales, refunds and tickets per UTC hour of a range (the service folds the
// hours into Dubai days, weeks and months), the products sold, the seats booked on a range's departures, the
// orders and refunds of an export a page at a time, and the tax invoices' numbers. The SQL is the same on
// SQLite and PostgreSQL: substr of an ISO timestamp, CASE and sums; every range is read through an index.
import { VAT_INCLUDED_INTEGER } from '@rihla/shared/rules/money';
import { type RawBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { THoldStatus, TOrderEventKind, TOrderStatus } from '../../db/tables/schema.js';
import { hasConfirmedOrder } from '../booking/index.js';

/** 'YYYY-MM-DDTHH' of a stored ISO timestamp: an hour both databases group alike. */
const hourOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 13)`;
const FAILED: TOrderStatus = 'failed';

/** An order's supply (decision 080): its whole price after discounts, whatever paid it (supplyValueFils). */
const SUPPLY = sql<number>`(orders.amount_paid_fils + orders.points_fils + orders.gift_card_fils + orders.wallet_fils)`;
/** What an order's refunds took off its supply, every part (refundedPartsOf). */
const REFUNDED = sql<number>`(orders.refunded_fils + orders.refunded_points_fils + orders.refunded_gift_card_fils + orders.refunded_wallet_fils)`;
/**
 * The VAT a VAT-inclusive amount contains, rounded to the fils as vatIncludedFils rounds it (VAT_INCLUDED_INTEGER):
 * summed per order, a report's VAT is the sum of its orders' receipts (decision 091).
 */
function vatIncluded(amount: RawBuilder<number>) {
  const { multiplier, offset, divisor } = VAT_INCLUDED_INTEGER;
  const integer = (value: number) => sql.raw(String(value));
  return sql<number>`((cast(${amount} as bigint) * ${integer(multiplier)} + ${integer(offset)}) / ${integer(divisor)})`;
}

export interface THourFigures {
  hour: string;
  gross: number;
  vat: number;
  orders: number;
}

/**
 * The supplies of the orders placed in [startIso, endIso) and the VAT each contains, summed per UTC hour, and the
 * orders (not 'failed') among them.
 */
export async function salesByHour(db: TDb, startIso: string, endIso: string): Promise<THourFigures[]> {
  const rows = await db
    .selectFrom('orders')
    .select([
      hourOf('created_at').as('hour'),
      sql<number>`sum(${SUPPLY})`.as('gross'),
      sql<number>`sum(${vatIncluded(SUPPLY)})`.as('vat'),
      sql<number>`sum(case when status = ${FAILED} then 0 else 1 end)`.as('orders'),
    ])
    .where('created_at', '>=', startIso)
    .where('created_at', '<', endIso)
    .groupBy(hourOf('created_at'))
    .execute();
  return rows.map((row) => ({
    hour: row.hour,
    gross: Number(row.gross),
    vat: Number(row.vat),
    orders: Number(row.orders),
  }));
}

/**
 * The orders (not 'failed') placed in [startIso, endIso) by the channel that sold them (issue 39): each partner
 * with how it sold (stored, or, before migration 059, known from the payment), the desk's phone bookings, and
 * the rest (online); their supplies and what refunds took off them since.
 */
export async function salesByChannel(db: TDb, startIso: string, endIso: string) {
  const isDesk = sql<number>`case when phone_bookings.checkout_id is null then 0 else 1 end`;
  const rows = await db
    .selectFrom('orders')
    .leftJoin('payments', 'payments.id', 'orders.payment_id')
    .leftJoin('phone_bookings', 'phone_bookings.checkout_id', 'orders.checkout_id')
    .leftJoin('partners', 'partners.id', 'orders.partner_id')
    .select([
      'orders.partner_id',
      'orders.partner_channel',
      'partners.name as partner_name',
      'payments.provider',
      isDesk.as('is_desk'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(${SUPPLY})`.as('gross'),
      sql<number>`sum(${REFUNDED})`.as('refunded'),
    ])
    .where('orders.created_at', '>=', startIso)
    .where('orders.created_at', '<', endIso)
    .where('orders.status', '!=', FAILED)
    .groupBy(['orders.partner_id', 'orders.partner_channel', 'partners.name', 'payments.provider', isDesk])
    .execute();
  return rows.map((row) => ({
    partnerId: row.partner_id,
    partnerChannel: row.partner_channel,
    partnerName: row.partner_name,
    provider: row.provider ?? '',
    isDesk: Number(row.is_desk) === 1,
    orders: Number(row.orders),
    grossFils: Number(row.gross),
    refundedFils: Number(row.refunded),
  }));
}

/** Seats of the orders (not 'failed') placed in [startIso, endIso), per UTC hour. */
export async function ticketsByHour(db: TDb, startIso: string, endIso: string) {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('seat_holds', 'seat_holds.checkout_id', 'orders.checkout_id')
    .select([hourOf('orders.created_at').as('hour'), sql<number>`sum(seat_holds.quantity)`.as('tickets')])
    .where('orders.created_at', '>=', startIso)
    .where('orders.created_at', '<', endIso)
    .where('orders.status', '!=', FAILED)
    .groupBy(hourOf('orders.created_at'))
    .execute();
  return rows.map((row) => ({ hour: row.hour, tickets: Number(row.tickets) }));
}

/**
 * What refunds took off the supplies of orders, every part, and the VAT each order's refunds contain, per UTC hour of
 * [startIso, endIso): a refund writes the order's refunded parts and updated_at.
 */
export async function refundsByHour(db: TDb, startIso: string, endIso: string) {
  const rows = await db
    .selectFrom('orders')
    .select([
      hourOf('updated_at').as('hour'),
      sql<number>`sum(${REFUNDED})`.as('refunds'),
      sql<number>`sum(${vatIncluded(REFUNDED)})`.as('vat'),
    ])
    .where('updated_at', '>=', startIso)
    .where('updated_at', '<', endIso)
    .where(REFUNDED, '>', 0)
    .groupBy(hourOf('updated_at'))
    .execute();
  return rows.map((row) => ({ hour: row.hour, refunds: Number(row.refunds), vat: Number(row.vat) }));
}

/**
 * The products of the orders (not 'failed') placed in [startIso, endIso): orders and seats, most seats first. The
 * sums are taken per product id before the titles are joined (only the top `limit` products are looked up), and an
 * order is counted by its checkout, which is unique to it.
 */
export async function topProducts(db: TDb, startIso: string, endIso: string, limit: number) {
  const top = db
    .selectFrom('orders')
    .innerJoin('seat_holds', 'seat_holds.checkout_id', 'orders.checkout_id')
    .select([
      'seat_holds.product_id',
      sql<number>`count(distinct seat_holds.checkout_id)`.as('orders'),
      sql<number>`sum(seat_holds.quantity)`.as('tickets'),
    ])
    .where('orders.created_at', '>=', startIso)
    .where('orders.created_at', '<', endIso)
    .where('orders.status', '!=', FAILED)
    .groupBy('seat_holds.product_id')
    .orderBy(sql`sum(seat_holds.quantity)`, 'desc')
    .orderBy('seat_holds.product_id')
    .limit(limit);
  const rows = await db
    .selectFrom(top.as('top'))
    .innerJoin('products', 'products.id', 'top.product_id')
    .select(['top.product_id as productId', 'products.title', 'top.orders', 'top.tickets'])
    .orderBy('top.tickets', 'desc')
    .orderBy('top.product_id')
    .execute();
  return rows.map((row) => ({ ...row, orders: Number(row.orders), tickets: Number(row.tickets) }));
}

/** Seats booked by paid (confirmed) orders on each product's departures dated fromDate..toDate, most first. */
export async function bookedSeatsByProduct(db: TDb, fromDate: string, toDate: string, limit: number) {
  const rows = await db
    .selectFrom('seat_holds')
    .select(['seat_holds.product_id as productId', sql<number>`sum(seat_holds.quantity)`.as('seats')])
    .where('seat_holds.date', '>=', fromDate)
    .where('seat_holds.date', '<=', toDate)
    .where('seat_holds.status', '=', 'booked' satisfies THoldStatus)
    .where(hasConfirmedOrder)
    .groupBy('seat_holds.product_id')
    .orderBy(sql`sum(seat_holds.quantity)`, 'desc')
    .orderBy('seat_holds.product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ productId: row.productId, seats: Number(row.seats) }));
}

/** Where the last page of an export stopped: the sort timestamp and id of its last row. */
export interface TExportCursor {
  at: string;
  id: string;
}

function exportOrders(db: TDb) {
  return (
    db
      .selectFrom('orders')
      .leftJoin('users', 'users.id', 'orders.user_id')
      .leftJoin('tax_invoices', 'tax_invoices.order_id', 'orders.id')
      .leftJoin('payments', 'payments.id', 'orders.payment_id')
      // The channel it was sold by (issue 39): a partner's, or the desk's phone booking of its checkout.
      .leftJoin('partners', 'partners.id', 'orders.partner_id')
      .leftJoin('phone_bookings', 'phone_bookings.checkout_id', 'orders.checkout_id')
      .select([
        'orders.id',
        'orders.reference',
        'orders.status',
        'orders.items',
        'orders.subtotal_fils',
        'orders.discount_fils',
        'orders.amount_paid_fils',
        'orders.refunded_fils',
        'orders.promo_code',
        'orders.created_at',
        'orders.updated_at',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.deleted_at',
        'tax_invoices.number as invoice_number',
        'payments.provider',
        'orders.wallet_fils',
        'orders.points_fils',
        'orders.gift_card_fils',
        'orders.refunded_points_fils',
        'orders.refunded_gift_card_fils',
        'orders.refunded_wallet_fils',
        'orders.partner_id',
        'orders.partner_channel',
        'orders.partner_reference',
        'partners.name as partner_name',
        'phone_bookings.operator_id as desk_operator_id',
      ])
  );
}

export interface TExportWindow {
  startIso: string;
  endIso: string;
  after: TExportCursor | null;
  size: number;
}

type TExportQuery = ReturnType<typeof exportOrders>;

/**
 * One page of an export: the rows whose `column` lies in [startIso, endIso), oldest first, after the cursor
 * (column, id), read through the column's index and stopped at the page's end.
 */
function pageBy<Q extends TExportQuery>(
  query: Q,
  column: 'orders.created_at' | 'orders.updated_at',
  window: TExportWindow,
): Q {
  const { after } = window;
  return query
    .where(column, '>=', window.startIso)
    .where(column, '<', window.endIso)
    .$if(after !== null, (page) =>
      page.where((eb) =>
        eb.or([
          eb(column, '>', after?.at ?? ''),
          eb.and([eb(column, '=', after?.at ?? ''), eb('orders.id', '>', after?.id ?? '')]),
        ]),
      ),
    )
    .orderBy(column)
    .orderBy('orders.id')
    .limit(window.size) as Q;
}

/** A page of the orders placed in the window, by created_at. */
export function pageOfOrders(db: TDb, window: TExportWindow) {
  return pageBy(exportOrders(db), 'orders.created_at', window).execute();
}
export type TExportOrderRow = Awaited<ReturnType<typeof pageOfOrders>>[number];

/** A page of the orders given anything back in the window, by updated_at (when the refund wrote its parts). */
export function pageOfRefunds(db: TDb, window: TExportWindow) {
  const query = exportOrders(db)
    .select((eb) => {
      // The latest operator refund's reason and override; none when the shopper cancelled.
      const refundEvent = (column: 'text' | 'is_override') =>
        eb
          .selectFrom('order_events')
          .select(`order_events.${column}`)
          .whereRef('order_events.order_id', '=', 'orders.id')
          .where('order_events.kind', '=', 'refunded' satisfies TOrderEventKind)
          .orderBy('order_events.at', 'desc')
          .limit(1);
      return [refundEvent('text').as('reason'), refundEvent('is_override').as('is_override')];
    })
    .where(REFUNDED, '>', 0);
  return pageBy(query, 'orders.updated_at', window).execute();
}
export type TExportRefundRow = Awaited<ReturnType<typeof pageOfRefunds>>[number];

export function findInvoiceNumber(db: TDb, orderId: string) {
  return db
    .selectFrom('tax_invoices')
    .select(['number', 'issued_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Gives the order the next invoice number (the highest so far plus one) unless it has one. Does nothing when
 * another first issue took that number at the same moment: the caller reads, and tries again.
 */
export async function insertNextInvoiceNumber(db: TDb, orderId: string, now: string): Promise<void> {
  await db
    .insertInto('tax_invoices')
    .columns(['order_id', 'number', 'issued_at'])
    .expression(
      db
        .selectFrom('tax_invoices')
        .select([
          sql<string>`cast(${orderId} as text)`.as('order_id'),
          sql<number>`coalesce(max(number), 0) + 1`.as('number'),
          sql<string>`cast(${now} as text)`.as('issued_at'),
        ])
        // NOTE: SQLite reads ON CONFLICT after a bare SELECT as a join's ON; a WHERE ends the SELECT first.
        .where(sql<boolean>`1 = 1`),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
