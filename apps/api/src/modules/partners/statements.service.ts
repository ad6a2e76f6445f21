// A partner's statement of a month (issue 39, decision 122): the orders it sold (orders.partner_id) booked in that
// Dubai month, their cancellations, the gross, the partner's commission (or the margin its net prices leave it) and
// what it owes; as the desk's page and as a CSV in the operator's language.

import type { TLanguage } from '@rihla/shared/rules/languages';
import { filsToAed } from '@rihla/shared/rules/money';
import { dubaiRangeUtc } from '@rihla/shared/rules/reports';
import { addDays } from '@rihla/shared/rules/time';
import type {
  TPartnerStatementData,
  TPartnerStatementRequest,
  TPartnerStatementTotals,
} from '@rihla/shared/schemas/operator-partners';
import type { TAppContext } from '../../context.js';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { listPartnerPaymentRows } from './agency.repository.js';
import { listPartnerOrders } from './partners.repository.js';
import { requirePartner } from './partners.service.js';
import { STATEMENT_WORDS } from './statement-words.js';
import { fallbackTermsOf, lineOf, partnerBalance, paymentOf } from './terms.js';

/** The first and last Dubai dates of a month 'YYYY-MM'. */
export function monthDays(month: string): { from: string; to: string } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

/** operator/partnerStatement: the month's lines, oldest first, their totals, its payments and the balance now. */
export async function partnerStatement(
  ctx: TAppContext,
  request: TPartnerStatementRequest,
): Promise<TPartnerStatementData> {
  const partner = await requirePartner(ctx.db, request.id);
  const days = monthDays(request.month);
  const { startIso, endIso } = dubaiRangeUtc(days.from, days.to);
  const [orders, fallback, payments, balance] = await Promise.all([
    listPartnerOrders(ctx.db, partner.id, startIso, endIso),
    fallbackTermsOf(ctx, partner),
    listPartnerPaymentRows(ctx.db, partner.id, days),
    partnerBalance(ctx, partner),
  ]);
  const figured = orders.map((order) => lineOf(order, fallback));
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
    payments: payments.map(paymentOf),
    balance,
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
