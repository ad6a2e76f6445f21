// A partner's terms and what it owes (issue 39, decisions 122 and 126): the rate an order keeps, one order's figures
// by the statement's rule, and the balance on account that the credit limit is checked against.

import { dubaiDateTime } from '@rihla/shared/rules/reports';
import type {
  TNetPrices,
  TOperatorPartnerPayment,
  TPartnerBalance,
  TPartnerStatementLine,
  TPartnerTerms,
} from '@rihla/shared/schemas/operator-partners';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TPartnerPaymentRow, TPartnerRow } from '../../db/tables/schema.js';
import { storedLines, type TPricedLine } from '../booking/index.js';
import { PARTNER_PROVIDER } from '../payments/index.js';
import { sumPartnerPayments } from './agency.repository.js';
import {
  findPartnerRow,
  listPartnerOrders,
  listPartnerProductRows,
  type TPartnerOrderRow,
} from './partners.repository.js';

/** A partner's rate as an order keeps it (decision 126): kind, commission and its products' net prices. */
export function currentTerms(
  partner: Pick<TPartnerRow, 'rate_kind' | 'commission_bp'>,
  products: ReadonlyArray<{ product_id: string; net_prices: string | null }>,
  productIds?: readonly string[],
): TPartnerTerms {
  const netPrices: Record<string, TNetPrices> = {};
  for (const product of products) {
    if (productIds && !productIds.includes(product.product_id)) continue;
    netPrices[product.product_id] = product.net_prices === null ? null : (JSON.parse(product.net_prices) as TNetPrices);
  }
  return { rateKind: partner.rate_kind, commissionBp: partner.commission_bp, netPrices };
}

/**
 * The commission on what was kept of a sale: a share of it, or, on net prices, what the kept tickets sold for above
 * their net prices (a ticket type without a net price leaves nothing).
 */
export function commissionOf(lines: readonly TPricedLine[], keptFils: number, terms: TPartnerTerms): number {
  if (terms.rateKind === 'commission') return Math.round((keptFils * terms.commissionBp) / 10_000);
  const netFils = lines.reduce((sum, line) => {
    const prices = terms.netPrices[line.productId] ?? null;
    return (
      sum + line.rows.reduce((rowSum, price) => rowSum + price.count * (prices?.[price.kind] ?? price.unitFils), 0)
    );
  }, 0);
  return Math.max(0, keptFils - netFils);
}

/**
 * One order's figures. Gross is what it sold for (after any discount). A cancelled or refunded order is cancelled
 * whole; a kept one may have had tickets cancelled (its lines are what is left). The commission is figured on the
 * partner's terms as the order kept them (decision 126), or its current rate for an order older than that. What the
 * shopper paid us directly (card or cash, less refunds) is not owed again; a payment on account is no such payment.
 */
export function lineOf(
  row: TPartnerOrderRow,
  fallback: TPartnerTerms,
): TPartnerStatementLine & { paidDirectFils: number } {
  const lines = storedLines(row);
  const terms = row.partner_terms ? (JSON.parse(row.partner_terms) as TPartnerTerms) : fallback;
  const grossFils = row.subtotal_fils - row.discount_fils;
  const isCancelled = row.status !== 'confirmed';
  const leftFils = lines.reduce((sum, line) => sum + line.totalFils, 0);
  const cancelledFils = isCancelled ? grossFils : Math.min(grossFils, Math.max(0, row.subtotal_fils - leftFils));
  const keptFils = grossFils - cancelledFils;
  const commissionFils = isCancelled ? 0 : commissionOf(lines, keptFils, terms);
  const isOnAccount = row.provider === PARTNER_PROVIDER;
  const paidDirectFils = isCancelled || isOnAccount ? 0 : Math.max(0, row.amount_paid_fils - row.refunded_fils);
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

export async function fallbackTermsOf(ctx: TAppContext, partner: TPartnerRow): Promise<TPartnerTerms> {
  return currentTerms(partner, await listPartnerProductRows(ctx.db, partner.id));
}

/**
 * What the partner owes on account (decision 126): every order it was given on account (provider 'partner': its
 * travel agents' and its API's), by the statement's rule, less every payment it made; and what that leaves of its
 * credit limit.
 */
export async function partnerBalance(ctx: TAppContext, partner: TPartnerRow): Promise<TPartnerBalance> {
  const [orders, fallback, paidFils] = await Promise.all([
    listPartnerOrders(ctx.db, partner.id),
    fallbackTermsOf(ctx, partner),
    sumPartnerPayments(ctx.db, partner.id),
  ]);
  const owedFils = orders
    .filter((order) => order.provider === PARTNER_PROVIDER)
    .reduce((sum, order) => sum + lineOf(order, fallback).owedFils, 0);
  const outstandingFils = owedFils - paidFils;
  return { outstandingFils, availableFils: Math.max(0, partner.credit_limit_fils - outstandingFils) };
}

export function paymentOf(row: TPartnerPaymentRow): TOperatorPartnerPayment {
  return {
    id: row.id,
    amountFils: row.amount_fils,
    receivedOn: row.received_on,
    reference: row.reference,
    note: row.note,
    createdAt: row.created_at,
  };
}

/**
 * The context's port (decision 126): the partner's rate as it is now, limited to the order's products, as the JSON
 * orders.partner_terms keeps; null for an unknown partner.
 */
export async function partnerTermsOf(
  db: TDb,
  partnerId: string,
  productIds: readonly string[],
): Promise<string | null> {
  const partner = await findPartnerRow(db, partnerId);
  if (!partner) return null;
  return JSON.stringify(currentTerms(partner, await listPartnerProductRows(db, partnerId), productIds));
}
