// A partner's statement of a month (issue 39, decision 122): the orders it sold (orders.partner_id) booked in that
// Dubai month, their cancellations, the gross, the partner's commission (or the margin its net prices leave it) and
// what it owes; as the desk's page and as a CSV in the operator's language.

import type { TLanguage } from '@rihla/shared/rules/languages';
import { filsToAed } from '@rihla/shared/rules/money';
import { dubaiDateTime, dubaiRangeUtc } from '@rihla/shared/rules/reports';
import { addDays } from '@rihla/shared/rules/time';
import type {
  TNetPrices,
  TPartnerStatementData,
  TPartnerStatementLine,
  TPartnerStatementRequest,
  TPartnerStatementTotals,
} from '@rihla/shared/schemas/operator-partners';
import type { TAppContext } from '../../context.js';
import type { TPartnerRow } from '../../db/tables/schema.js';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { storedLines } from '../booking/index.js';
import { listPartnerOrders, listPartnerProductRows, type TPartnerOrderRow } from './partners.repository.js';
import { requirePartner } from './partners.service.js';
import { STATEMENT_WORDS } from './statement-words.js';

/** The first and last Dubai dates of a month 'YYYY-MM'. */
export function monthDays(month: string): { from: string; to: string } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

/**
 * One order's figures. Gross is what it sold for (after any discount). A cancelled or refunded order is cancelled
 * whole; a kept one may have had tickets cancelled (its lines are what is left). The commission is a share of what
 * was kept, or, on net prices, what the kept tickets sold for above their net prices (a ticket type without a net
 * price leaves nothing). What the shopper paid us directly (card or cash, less refunds) is not owed again.
 */
function lineOf(
  row: TPartnerOrderRow,
  partner: TPartnerRow,
  netPrices: ReadonlyMap<string, TNetPrices>,
): TPartnerStatementLine & { paidDirectFils: number } {
  const lines = storedLines(row);
  const grossFils = row.subtotal_fils - row.discount_fils;
  const isCancelled = row.status !== 'confirmed';
  const leftFils = lines.reduce((sum, line) => sum + line.totalFils, 0);
  const cancelledFils = isCancelled ? grossFils : Math.min(grossFils, Math.max(0, row.subtotal_fils - leftFils));
  const keptFils = grossFils - cancelledFils;
  let commissionFils = 0;
  if (!isCancelled && partner.rate_kind === 'commission') {
    commissionFils = Math.round((keptFils * partner.commission_bp) / 10_000);
  } else if (!isCancelled) {
    const netFils = lines.reduce((sum, line) => {
      const prices = netPrices.get(line.productId) ?? null;
      return (
        sum + line.rows.reduce((rowSum, price) => rowSum + price.count * (prices?.[price.kind] ?? price.unitFils), 0)
      );
    }, 0);
    commissionFils = Math.max(0, keptFils - netFils);
  }
  const paidDirectFils = isCancelled ? 0 : Math.max(0, row.amount_paid_fils - row.refunded_fils);
  const { date, clock } = dubaiDateTime(row.created_at);
  return {
    reference: row.reference,
    partnerReference: row.partner_reference,
    bookedAt: `${date} ${clock}`,
    status: row.status as TPartnerStatementLine['status'],
    products: lines.map((line) => `${line.title} (${line.date} ${line.start})`).join('; '),
    tickets: lines.reduce((sum, line) => sum + line.rows.reduce((count, price) => count + price.count, 0), 0),
    grossFils,
    cancelledFils,
    commissionFils,
    owedFils: keptFils - commissionFils - paidDirectFils,
    paidDirectFils,
  };
}

/** operator/partnerStatement: the month's lines, oldest first, and their totals. */
export async function partnerStatement(
  ctx: TAppContext,
  request: TPartnerStatementRequest,
): Promise<TPartnerStatementData> {
  const partner = await requirePartner(ctx.db, request.id);
  const { from, to } = monthDays(request.month);
  const { startIso, endIso } = dubaiRangeUtc(from, to);
  const [orders, products] = await Promise.all([
    listPartnerOrders(ctx.db, partner.id, startIso, endIso),
    listPartnerProductRows(ctx.db, partner.id),
  ]);
  const netPrices = new Map(
    products.map((product) => [
      product.product_id,
      product.net_prices === null ? null : (JSON.parse(product.net_prices) as TNetPrices),
    ]),
  );
  const figured = orders.map((order) => lineOf(order, partner, netPrices));
  const totals: TPartnerStatementTotals = {
    bookings: figured.length,
    cancellations: figured.filter((line) => line.status !== 'confirmed').length,
    grossFils: 0,
    cancelledFils: 0,
    commissionFils: 0,
    paidDirectFils: 0,
    owedFils: 0,
  };
  for (const line of figured) {
    totals.grossFils += line.grossFils;
    totals.cancelledFils += line.cancelledFils;
    totals.commissionFils += line.commissionFils;
    totals.paidDirectFils += line.paidDirectFils;
    totals.owedFils += line.owedFils;
  }
  return {
    partner: { id: partner.id, name: partner.name, rateKind: partner.rate_kind, commissionBp: partner.commission_bp },
    month: request.month,
    lines: figured.map(({ paidDirectFils: _paid, ...line }) => line),
    totals,
  };
}

const aed = (fils: number) => filsToAed(fils).toFixed(2);

/** The statement as a CSV (BOM, CRLF) in `language`, its totals on the last line. */
export function statementCsv(statement: TPartnerStatementData, language: TLanguage): string {
  const words = STATEMENT_WORDS[language];
  const rows = statement.lines.map((line) =>
    csvLine([
      line.reference,
      line.partnerReference ?? '',
      line.bookedAt,
      words.status[line.status],
      line.products,
      line.tickets,
      aed(line.grossFils),
      aed(line.cancelledFils),
      aed(line.commissionFils),
      aed(line.owedFils),
    ]),
  );
  const { totals } = statement;
  const total = csvLine([
    words.total,
    '',
    '',
    '',
    '',
    statement.lines.reduce((sum, line) => sum + line.tickets, 0),
    aed(totals.grossFils),
    aed(totals.cancelledFils),
    aed(totals.commissionFils),
    aed(totals.owedFils),
  ]);
  return `${CSV_BOM}${csvLine(words.header)}${rows.join('')}${total}`;
}

/** The CSV's file name: the partner's name in Latin letters and digits, and the month. */
export function statementFileName(statement: TPartnerStatementData): string {
  const slug = statement.partner.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `statement-${slug || statement.partner.id}-${statement.month}.csv`;
}
