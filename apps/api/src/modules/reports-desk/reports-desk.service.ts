// The numbers of the back office (issue 18, decisions 044 and 091). Every figure is read from the orders:
// - gross: the supplies of the orders placed in a period, their whole prices after discounts whatever paid them (a
//   'failed' order too: it was paid, then given back);
// - refunds: what refunds took off supplies in a period (every part, dated by the refund), whenever it was paid;
// - net = gross - refunds, and its VAT: the VAT of the period's orders' receipts less the VAT of its refunds, each
//   order's rounded as its tax invoice rounds it (supplyVatFils), so the report and the receipts agree to the fils;
// - orders and tickets: orders placed in the period and their seats, a 'failed' order not counted (no seats).
// Periods are Dubai days, weeks from Monday and calendar months (rules/reports.ts).
import { REPORT_MESSAGES } from '@rihla/shared/messages/reports';
import { ON_ACCOUNT_PROVIDER, orderChannelOf } from '@rihla/shared/rules/channels';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TLanguage } from '@rihla/shared/rules/languages';
import { filsToAed } from '@rihla/shared/rules/money';
import {
  daysBetween,
  dubaiDateOfUtcHour,
  dubaiDateTime,
  dubaiRangeUtc,
  periodOf,
  periodsOf,
} from '@rihla/shared/rules/reports';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type {
  TChannelSales,
  TDashboardData,
  TDashboardQuery,
  TReportRange,
  TSalesFigures,
  TSalesPeriod,
} from '@rihla/shared/schemas/operator-reports';
import type { TAppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { insertAuditEntry } from '../audit/index.js';
import { findUserOfOrder } from '../auth/index.js';
import {
  findOrderById,
  orderRefundedFils,
  orderRefundVatFils,
  orderValueFils,
  orderVatFils,
  paymentPartsOf,
  readDayDepartures,
  refundedPartsOf,
  storedLines,
} from '../booking/index.js';
import { findBookingProducts } from '../catalogue/index.js';
import { listDepartures } from '../manifests-desk/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { CASH_PROVIDER, isCashTransaction } from '../payments/index.js';
import { readShop } from '../shop/index.js';
import { holderName, invoiceNumberText, lineWordsOf, renderInvoicePdf } from '../vouchers/index.js';
import { REPORT_EXPORT_WORDS, type TReportExportWords } from './export-words.js';
import {
  bookedSeatsByProduct,
  findInvoiceNumber,
  insertNextInvoiceNumber,
  pageOfOrders,
  pageOfRefunds,
  refundsByHour,
  salesByChannel,
  salesByHour,
  type TExportCursor,
  type TExportOrderRow,
  ticketsByHour,
  topProducts,
} from './reports-desk.repository.js';

const TOP_PRODUCTS = 10;
/** Occupancy is shown for the products with the most booked seats of the range. */
const OCCUPANCY_PRODUCTS = 12;
/** Rows read per statement of an export: memory stays flat whatever the range. */
export const EXPORT_PAGE_SIZE = 1000;

function zeroFigures(): TSalesFigures {
  return { grossFils: 0, refundsFils: 0, netFils: 0, netVatFils: 0, orders: 0, tickets: 0 };
}

/** The net of the period; its VAT was added up with its sales and refunds (the receipts' VAT, order by order). */
function settle(figures: TSalesFigures): void {
  figures.netFils = figures.grossFils - figures.refundsFils;
}

export async function getDashboard(
  ctx: TAppContext,
  operator: TOperatorAuth,
  query: TDashboardQuery,
): Promise<TDashboardData> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const today = todayInDubai(now);
  const { startIso, endIso } = dubaiRangeUtc(query.from, query.to);
  const [sales, tickets, refunds, top, booked, departures, channels] = await Promise.all([
    salesByHour(db, startIso, endIso),
    ticketsByHour(db, startIso, endIso),
    refundsByHour(db, startIso, endIso),
    topProducts(db, startIso, endIso, TOP_PRODUCTS),
    bookedSeatsByProduct(db, query.from, query.to, OCCUPANCY_PRODUCTS),
    listDepartures(ctx, operator, { from: today, to: addDays(today, 1) }),
    salesByChannel(db, startIso, endIso),
  ]);

  const totals = zeroFigures();
  const periods = new Map<string, TSalesPeriod>(
    periodsOf(query.from, query.to, query.granularity).map((period) => [period, { period, ...zeroFigures() }]),
  );
  const periodAt = (hour: string) => periods.get(periodOf(dubaiDateOfUtcHour(hour), query.granularity));
  for (const row of sales) {
    for (const figures of [totals, periodAt(row.hour)]) {
      if (!figures) continue;
      figures.grossFils += row.gross;
      figures.netVatFils += row.vat;
      figures.orders += row.orders;
    }
  }
  for (const row of tickets) {
    for (const figures of [totals, periodAt(row.hour)]) if (figures) figures.tickets += row.tickets;
  }
  for (const row of refunds) {
    for (const figures of [totals, periodAt(row.hour)]) {
      if (!figures) continue;
      figures.refundsFils += row.refunds;
      figures.netVatFils -= row.vat;
    }
  }
  settle(totals);
  for (const period of periods.values()) settle(period);

  return {
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    totals,
    periods: [...periods.values()],
    topProducts: top,
    channels: channelSalesOf(channels),
    occupancy: await occupancyOf(ctx, booked, query.from, query.to, now),
    today,
    departures: departures.departures,
  };
}

/** The range's orders by channel: a partner's rows of one channel folded together, largest first. */
function channelSalesOf(rows: Awaited<ReturnType<typeof salesByChannel>>): TChannelSales[] {
  const byKey = new Map<string, TChannelSales>();
  for (const row of rows) {
    const channel = orderChannelOf({
      partnerId: row.partnerId,
      partnerChannel: row.partnerChannel,
      provider: row.provider,
      isDeskBooking: row.isDesk,
    });
    const key = `${channel}:${row.partnerId ?? ''}`;
    const sales = byKey.get(key) ?? {
      channel,
      partnerId: row.partnerId,
      partnerName: row.partnerId ? (row.partnerName ?? row.partnerId) : null,
      orders: 0,
      grossFils: 0,
      netFils: 0,
    };
    sales.orders += row.orders;
    sales.grossFils += row.grossFils;
    sales.netFils += row.grossFils - row.refundedFils;
    byKey.set(key, sales);
  }
  return [...byKey.values()].sort((a, b) => b.grossFils - a.grossFils || b.orders - a.orders);
}

/** Booked seats against the seats of the range's running departures, per product. */
async function occupancyOf(
  ctx: TAppContext,
  booked: Array<{ productId: string; seats: number }>,
  from: string,
  to: string,
  now: Date,
): Promise<TDashboardData['occupancy']> {
  const products = await findBookingProducts(
    ctx.db,
    booked.map((row) => row.productId),
  );
  const days = daysBetween(from, to) + 1;
  return Promise.all(
    booked.flatMap((row) => {
      const product = products.get(row.productId);
      if (!product) return [];
      return [
        readDayDepartures(ctx.db, product, from, days, now).then((calendar) => {
          const running = calendar.flatMap((day) => day.departures.filter((departure) => !departure.isClosed));
          return {
            productId: product.id,
            title: product.title,
            bookedSeats: row.seats,
            capacity: running.reduce((sum, departure) => sum + departure.capacity, 0),
            departures: running.length,
          };
        }),
      ];
    }),
  );
}

const aed = (fils: number) => filsToAed(fils).toFixed(2);
const dubaiStamp = (iso: string) => {
  const { date, clock } = dubaiDateTime(iso);
  return `${date} ${clock}`;
};
const customerOf = (row: TExportOrderRow, words: TReportExportWords) =>
  row.first_name === null
    ? words.guest
    : holderName({ first_name: row.first_name, last_name: row.last_name ?? '', deleted_at: row.deleted_at });
/**
 * How an order was paid, each part that paid some of it: "Card", "Cash" (a desk booking), "Wallet", "Points",
 * "Gift card", joined by " + " ("Card + Wallet"); "None" for an order nothing paid (a discount of it all).
 */
export function paymentMethodOf(
  row: Pick<TExportOrderRow, 'amount_paid_fils' | 'provider' | 'wallet_fils' | 'points_fils' | 'gift_card_fils'>,
  language: TLanguage = 'en',
): string {
  const { paidBy } = REPORT_EXPORT_WORDS[language];
  const parts = [
    row.amount_paid_fils > 0
      ? row.provider === CASH_PROVIDER
        ? paidBy.cash
        : row.provider === ON_ACCOUNT_PROVIDER
          ? paidBy.onAccount
          : paidBy.card
      : '',
    Number(row.wallet_fils) > 0 ? paidBy.wallet : '',
    Number(row.points_fils) > 0 ? paidBy.points : '',
    Number(row.gift_card_fils) > 0 ? paidBy.giftCard : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(paidBy.join) : paidBy.none;
}
/** The channel it was sold by, in words: a partner's name and how it sold, the desk, or online. */
const channelOf = (row: TExportOrderRow, words: TReportExportWords) => {
  const channel = orderChannelOf({
    partnerId: row.partner_id,
    partnerChannel: row.partner_channel,
    provider: row.provider ?? '',
    isDeskBooking: row.desk_operator_id !== null,
  });
  return row.partner_id ? `${row.partner_name ?? row.partner_id} (${words.channel[channel]})` : words.channel[channel];
};
const invoiceOf = (row: TExportOrderRow) => (row.invoice_number === null ? '' : invoiceNumberText(row.invoice_number));

/** How an export is written: in the downloading operator's language, read a page of rows at a time. */
export interface TExportOptions {
  language?: TLanguage;
  pageSize?: number;
}

/** Reads an export a page at a time, oldest first, and yields its CSV a page at a time. */
async function* csvPages<Row extends { id: string }>(
  pageSize: number,
  readPage: (after: TExportCursor | null) => Promise<Row[]>,
  cursorOf: (row: Row) => string,
  header: readonly string[],
  cells: (row: Row) => Array<string | number>,
): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(header)}`;
  let after: TExportCursor | null = null;
  for (;;) {
    const rows = await readPage(after);
    if (rows.length > 0) yield rows.map((row) => csvLine(cells(row))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { at: cursorOf(last), id: last.id };
  }
}

/**
 * The orders paid in a range of Dubai dates, one row each: the total (the supply, whatever paid it) and the VAT its
 * tax invoice states, what refunds took off it (every part) and the VAT that contains (decision 091).
 */
export function ordersCsv(
  ctx: TAppContext,
  range: TReportRange,
  { language = 'en', pageSize = EXPORT_PAGE_SIZE }: TExportOptions = {},
): AsyncGenerator<string> {
  const { startIso, endIso } = dubaiRangeUtc(range.from, range.to);
  const words = REPORT_EXPORT_WORDS[language];
  return csvPages(
    pageSize,
    (after) => pageOfOrders(ctx.db, { startIso, endIso, after, size: pageSize }),
    (row) => row.created_at,
    words.ordersHeader,
    (row) => {
      const lines = storedLines(row);
      return [
        row.reference,
        dubaiStamp(row.created_at),
        row.status,
        customerOf(row, words),
        row.email ?? '',
        lines.map((line) => `${line.title} (${line.date} ${line.start})`).join('; '),
        lines.reduce((sum, line) => sum + line.seats, 0),
        row.promo_code ?? '',
        paymentMethodOf(row, language),
        aed(row.subtotal_fils),
        aed(row.discount_fils),
        aed(orderValueFils(row)),
        aed(orderVatFils(row)),
        aed(row.amount_paid_fils),
        aed(orderRefundedFils(row)),
        aed(orderRefundVatFils(row)),
        invoiceOf(row),
        channelOf(row, words),
        row.partner_reference ?? '',
      ];
    },
  );
}

/** The refunds made in a range of Dubai dates, one row per refunded order, with the VAT its refunds contain. */
export function refundsCsv(
  ctx: TAppContext,
  range: TReportRange,
  { language = 'en', pageSize = EXPORT_PAGE_SIZE }: TExportOptions = {},
): AsyncGenerator<string> {
  const { startIso, endIso } = dubaiRangeUtc(range.from, range.to);
  const words = REPORT_EXPORT_WORDS[language];
  return csvPages(
    pageSize,
    (after) => pageOfRefunds(ctx.db, { startIso, endIso, after, size: pageSize }),
    (row) => row.updated_at,
    words.refundsHeader,
    (row) => [
      row.reference,
      dubaiStamp(row.updated_at),
      row.status,
      customerOf(row, words),
      row.email ?? '',
      aed(orderValueFils(row)),
      aed(orderRefundedFils(row)),
      aed(orderRefundVatFils(row)),
      // An order the shopper cancelled, or that failed at payment, has no operator's reason.
      row.reason ?? (row.status === 'failed' ? words.soldOutAtPayment : words.cancelledByCustomer),
      Number(row.is_override) === 1 ? words.yes : words.no,
      dubaiStamp(row.created_at),
      invoiceOf(row),
    ],
  );
}

/** How many times a first issue tries again after another took the same number. */
const INVOICE_NUMBER_TRIES = 5;

/**
 * The tax invoice of a paid order as a PDF. Its number is given at the first issue (the next of a sequence
 * without gaps, save for a race lost and retried) and recorded in the audit log; later issues reprint it.
 */
export async function issueInvoice(
  ctx: TAppContext,
  operator: TOperatorAuth,
  orderId: string,
  /** The language asked for (decision 103); the order's own by default. */
  asked?: TContentLanguage,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const { db } = ctx;
  const order = await findOrderById(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', REPORT_MESSAGES.orderNotFound);
  if (order.status === 'failed') throw new AppError('CONFLICT', REPORT_MESSAGES.notInvoiceable);
  const seller = (await readShop(ctx)).settings;
  if (!seller.trn) throw new AppError('CONFLICT', REPORT_MESSAGES.noTrn, { refusal: 'invoice.no_trn' });
  let invoice = await findInvoiceNumber(db, order.id);
  const now = ctx.clock.now().toISOString();
  for (let attempt = 0; !invoice && attempt < INVOICE_NUMBER_TRIES; attempt += 1) {
    const issued = await db.transaction().execute(async (trx) => {
      await insertNextInvoiceNumber(trx, order.id, now);
      const row = await findInvoiceNumber(trx, order.id);
      if (row?.issued_at === now) {
        await insertAuditEntry(trx, {
          at: now,
          operatorId: operator.id,
          action: 'invoice.issue',
          objectType: 'order',
          objectId: order.id,
          before: null,
          after: { invoiceNumber: invoiceNumberText(row.number), reference: order.reference },
        });
      }
      return row;
    });
    invoice = issued;
  }
  if (!invoice) throw new AppError('CONFLICT', 'The invoice number could not be given: try again');
  const number = invoiceNumberText(invoice.number);
  const language: TContentLanguage = asked ?? (order.language === 'ar' ? 'ar' : 'en');
  const pdf = await renderInvoicePdf({
    language,
    words: await lineWordsOf(db, language, storedLines(order)),
    number,
    date: dubaiDateTime(order.created_at).date,
    reference: order.reference,
    buyerName: holderName(await findUserOfOrder(db, order.user_id)),
    lines: storedLines(order),
    subtotalFils: order.subtotal_fils,
    discountFils: order.discount_fils,
    payment: paymentPartsOf(order),
    refunded: refundedPartsOf(order),
    pointsUsed: order.points_used,
    isCash: isCashTransaction(order.provider_transaction_id),
    seller,
    issuedAt: invoice.issued_at,
  });
  return { fileName: `tax-invoice-${number}-${order.reference}.pdf`, pdf };
}
