import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TClock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import {
  claimGatewayRefund,
  findGatewayRefund,
  findGatewayTransaction,
  insertGatewayTransaction,
  settleGatewayRefund,
  sumGatewayRefunds,
} from './gateway.repository.js';
import type { TCreatedPayment, TCreatePaymentInput, THostedPage } from './payment-provider.js';

/**
 * What every real gateway's adapter shares (decision 078): our own transaction id (the gateway's prefix and our
 * reference), the hosted page the browser is sent to from this origin, the return and notice addresses the gateway
 * is given, and refunds asked once per key. Each adapter (epg-provider.ts, ngenius-provider.ts, telr-provider.ts)
 * adds only its gateway's calls.
 */
export interface THostedGatewayDeps {
  db: TDb;
  clock: TClock;
  publicUrl: string;
  /** The time limit of each call to the gateway. */
  timeoutMs: number;
}

/** The page of this server the shopper's browser posts `TransactionID` to; it sends the browser on to the gateway. */
export const GATEWAY_PAGE_PATH = '/api/payments/go';

/** Where a gateway sends the shopper back: this server, which sends them on to where the payment started. */
export function gatewayReturnUrl(publicUrl: string, provider: string, transactionId: string): string {
  return `${publicUrl}/api/payments/return/${provider}/${encodeURIComponent(transactionId)}`;
}

/** Where a gateway posts its server-to-server notices (registered with the gateway by the operator). */
export function gatewayNoticeUrl(publicUrl: string, provider: string): string {
  return `${publicUrl}/api/payments/callback/${provider}`;
}

export interface TOpenedAtGateway {
  /** The gateway's own id of the payment (kept to ask it, refund it and match its notices). */
  gatewayId: string;
  page: THostedPage;
}

/**
 * Opens a payment at a gateway: `open` makes the gateway's order under our reference, with the return address it
 * is given; the transaction is recorded only once the gateway said yes, so a refusal or a time-out leaves nothing.
 */
export async function openHostedPayment(
  deps: THostedGatewayDeps,
  gateway: { name: string; prefix: string },
  input: TCreatePaymentInput,
  open: (reference: string, returnUrl: string) => Promise<TOpenedAtGateway>,
): Promise<TCreatedPayment> {
  const reference = input.reference ?? newId();
  const id = `${gateway.prefix}${reference}`;
  const returnUrl = gatewayReturnUrl(deps.publicUrl, gateway.name, id);
  const opened = await open(reference, returnUrl);
  await insertGatewayTransaction(deps.db, {
    id,
    provider: gateway.name,
    reference,
    gateway_id: opened.gatewayId,
    page_method: opened.page.method,
    page_url: opened.page.url,
    page_fields: JSON.stringify(opened.page.fields),
    return_url: input.returnUrl,
    amount_fils: input.amountFils,
    currency: input.currency,
    created_at: isoNow(deps.clock),
  });
  return { transactionId: id, paymentPageUrl: `${deps.publicUrl}${GATEWAY_PAGE_PATH}` };
}

/** The recorded hosted page of one of this gateway's transactions. */
export async function recordedHostedPage(
  db: TDb,
  provider: string,
  transactionId: string,
): Promise<THostedPage | null> {
  const row = await findGatewayTransaction(db, transactionId);
  if (row?.provider !== provider) return null;
  return { method: row.page_method, url: row.page_url, fields: JSON.parse(row.page_fields) as Record<string, string> };
}

export interface TRefundAtGateway {
  transactionId: string;
  /** All that is left when absent. */
  amountFils: number | undefined;
  refundKey: string;
  /** Asks the gateway to give `amountFils` back; answers the gateway's reference of the refund. */
  send: (gatewayId: string, amountFils: number) => Promise<string | null>;
  /**
   * What the gateway says it has given back of the payment in all, when it says: after a crash or a time-out left
   * a refund's outcome unknown, a refund the gateway already made is marked done instead of asked twice.
   */
  refundedAtGateway?: () => Promise<number | null>;
}

/**
 * A refund asked of a gateway once per (transaction, key), never more than is left of what was paid. The key is
 * claimed before the call; a call whose answer was lost is asked again only when the gateway does not already show
 * the money given back. A gateway's refusal is recorded and told to the operator (409, `payment.refund_refused`);
 * a later retry under the same key asks again (nothing moved), so a refund refused before settlement can be made.
 */
export async function refundOnce(deps: THostedGatewayDeps, provider: string, refund: TRefundAtGateway): Promise<void> {
  const row = await findGatewayTransaction(deps.db, refund.transactionId);
  if (row?.provider !== provider) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  const givenUnderOtherKeys = await sumGatewayRefunds(deps.db, row.id, refund.refundKey);
  const left = row.amount_fils - givenUnderOtherKeys;
  const amount = Math.min(refund.amountFils ?? left, left);
  if (amount <= 0) return;
  const now = isoNow(deps.clock);
  const isFirst = await claimGatewayRefund(deps.db, {
    transaction_id: row.id,
    refund_key: refund.refundKey,
    amount_fils: amount,
    created_at: now,
  });
  if (!isFirst) {
    const earlier = await findGatewayRefund(deps.db, row.id, refund.refundKey);
    if (earlier?.state === 'done') return;
    // Refused earlier (no money moved; some gateways refuse a refund before the payment settles): asked again.
    // 'sent' and never answered: asked again unless the gateway already shows it given back.
    const refunded = earlier?.state === 'sent' && refund.refundedAtGateway ? await refund.refundedAtGateway() : null;
    if (refunded !== null && refunded >= givenUnderOtherKeys + (earlier?.amount_fils ?? amount)) {
      await settleGatewayRefund(deps.db, row.id, refund.refundKey, 'done', null, isoNow(deps.clock));
      return;
    }
  }
  let gatewayRef: string | null;
  try {
    gatewayRef = await refund.send(row.gateway_id, amount);
  } catch (error) {
    if (error instanceof AppError && error.refusal === 'payment.refund_refused') {
      await settleGatewayRefund(deps.db, row.id, refund.refundKey, 'refused', null, isoNow(deps.clock));
    }
    throw error;
  }
  await settleGatewayRefund(deps.db, row.id, refund.refundKey, 'done', gatewayRef, isoNow(deps.clock));
}

/** A refund the gateway answered and would not make. */
export function refundRefused(): AppError {
  return new AppError('CONFLICT', PAYMENT_MESSAGES.refundRefused, { refusal: 'payment.refund_refused' });
}
