import crypto from 'node:crypto';
import type { TEpgConfig } from '../../config-payments.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { findEpgFinalization, rememberEpgFinalization } from './epg.repository.js';
import { findGatewayTransaction, sumConfirmedGatewayRefunds } from './gateway.repository.js';
import { decimalToFils, filsToDecimal } from './gateway-amounts.js';
import { gatewayRefused, gatewayRequest, gatewayUnavailable } from './gateway-http.js';
import {
  GATEWAY_PAGE_PATH,
  gatewayReturnUrl,
  openHostedPayment,
  recordedHostedPage,
  refundOnce,
  refundRefused,
  type THostedGatewayDeps,
} from './hosted-gateway.js';
import type { TPaymentProvider, TProviderPayment } from './payment-provider.js';

/**
 * The Etisalat payment gateway (EPG, "Comtrust"), decision 082. One JSON POST to the API host per operation:
 * Registration opens the transaction and names its payment page (the browser POSTs TransactionID there), the payer
 * comes back by POSTing TransactionID to our ReturnPath, and Finalization is the only way to learn the outcome. EPG
 * sends no server-to-server notice: the return and the reconciler ask. Finalization may answer once per transaction,
 * so its first final answer is kept (epg_finalizations) and told again; a pending answer is never kept.
 */
export const EPG_NAME = 'epg';
export const EPG_PREFIX = 'epg_';
/** EPG refuses a longer ReturnPath (error 6560). */
export const EPG_RETURN_PATH_MAX = 256;
/** EPG's OrderID: at most 16 letters and digits (error 6515). */
const ORDER_ID_LENGTH = 16;
/** EPG's OrderName: at most 25 characters (error 6517). */
const ORDER_NAME_MAX = 25;
const ORDER_INFO_MAX = 128;

/** Finalization answers that mean "not settled yet, ask again" (210 documented; the rest listed by a public connector). */
const PENDING_CODES = new Set(['58', '62', '118', '199', '210', '999']);
/**
 * The Finalization code of a payment the payer cancelled on EPG's page: the card networks' "customer cancellation"
 * (ISO 8583 17), as our fake answers; not confirmed from EPG's public documentation (decisions 082, 088).
 */
const CANCELLED_BY_PAYER_CODE = '17';
/** Of those, the ones that mean the payer may still be on the payment page (not 210: the payer is done there). */
const SETTLEMENT_PENDING = '210';

interface TEpgAnswer {
  code: string;
  description: string;
  fields: Record<string, unknown>;
}

type TFinalized = { state: TProviderPayment; code: string };

export function createEpgProvider(config: TEpgConfig, deps: THostedGatewayDeps): TPaymentProvider {
  // NOTE: EPG refuses a ReturnPath over 256 characters; ours is PUBLIC_URL and about 50 more. Checked at start.
  const sampleReturn = gatewayReturnUrl(deps.publicUrl, EPG_NAME, `${EPG_PREFIX}${newId()}`);
  if (sampleReturn.length > EPG_RETURN_PATH_MAX) {
    throw new Error(
      `Invalid configuration:\n  PUBLIC_URL: too long for the Etisalat payment gateway, whose return address is at most ${EPG_RETURN_PATH_MAX} characters (ours would be ${sampleReturn.length})`,
    );
  }
  const gateway = { name: EPG_NAME, prefix: EPG_PREFIX };
  const credentials = { Customer: config.customer, UserName: config.userName, Password: config.password };

  /** One operation at EPG: its `Transaction` answer, or unavailable when there is none to read. Never retried. */
  async function call(operation: string, body: Record<string, unknown>): Promise<TEpgAnswer> {
    const response = await gatewayRequest({
      provider: EPG_NAME,
      method: 'POST',
      url: config.apiUrl,
      headers: { 'content-type': 'application/json', accept: config.accept },
      body: { [operation]: { ...body, ...credentials } },
      timeoutMs: deps.timeoutMs,
    });
    const transaction = (response.json as { Transaction?: unknown } | undefined)?.Transaction;
    if (typeof transaction !== 'object' || transaction === null) {
      throw gatewayUnavailable(EPG_NAME, `${operation} answered HTTP ${response.status} without a Transaction`);
    }
    const fields = transaction as Record<string, unknown>;
    const code = fields.ResponseCode;
    if (typeof code !== 'string' && typeof code !== 'number') {
      throw gatewayUnavailable(EPG_NAME, `${operation} answered without a ResponseCode`);
    }
    return { code: String(code).trim(), description: textOf(fields.ResponseDescription) ?? '', fields };
  }

  async function finalize(transactionId: string): Promise<TFinalized | null> {
    const row = await findGatewayTransaction(deps.db, transactionId);
    if (row?.provider !== EPG_NAME) return null;
    const kept = await findEpgFinalization(deps.db, transactionId);
    if (kept) return { state: keptState(kept, row), code: kept.response_code };
    const answer = await call('Finalization', { TransactionID: row.gateway_id });
    const pendingState = { status: 'pending', amountFils: row.amount_fils, currency: row.currency } as const;
    if (PENDING_CODES.has(answer.code)) return { state: pendingState, code: answer.code };
    const amountFils = decimalToFils(amountValueOf(answer.fields.Amount));
    const currency = textOf(answer.fields.Currency) ?? row.currency;
    if (answer.code === '0') {
      if (amountFils === null) throw gatewayUnavailable(EPG_NAME, 'Finalization answered paid without an amount');
    } else if (!isDeclineCode(answer.code)) {
      // Our request, not the payer's card (credentials, an unknown or already finalized transaction, the gateway's
      // own error): never a decline by guess. Another caller may just have kept the answer this one was refused.
      const keptMeanwhile = await findEpgFinalization(deps.db, transactionId);
      if (keptMeanwhile) return { state: keptState(keptMeanwhile, row), code: keptMeanwhile.response_code };
      throw gatewayUnavailable(EPG_NAME, `Finalization answered ${answer.code} ${answer.description}`.trim());
    }
    await rememberEpgFinalization(deps.db, {
      transaction_id: transactionId,
      status: answer.code === '0' ? 'paid' : 'declined',
      amount_fils: amountFils,
      currency,
      response_code: answer.code,
      approval_code: textOf(answer.fields.ApprovalCode),
      finalized_at: isoNow(deps.clock),
    });
    // Two callers raced: the first answer kept is the truth for both.
    const first = await findEpgFinalization(deps.db, transactionId);
    return first ? { state: keptState(first, row), code: first.response_code } : null;
  }

  return {
    name: EPG_NAME,
    prefix: EPG_PREFIX,
    async createPayment(input) {
      const reference = input.reference ?? newId();
      return openHostedPayment(deps, gateway, { ...input, reference }, async (ref, returnUrl) => {
        if (returnUrl.length > EPG_RETURN_PATH_MAX) {
          throw gatewayRefused(EPG_NAME, `the return address is ${returnUrl.length} characters, over EPG's 256`);
        }
        const answer = await call('Registration', {
          ...(config.store ? { Store: config.store } : {}),
          ...(config.terminal ? { Terminal: config.terminal } : {}),
          Channel: 'Web',
          Amount: filsToDecimal(input.amountFils),
          Currency: input.currency,
          OrderID: epgOrderId(ref),
          OrderName: cut(input.description, ORDER_NAME_MAX),
          OrderInfo: cut(`${input.description} (${ref})`, ORDER_INFO_MAX),
          TransactionHint: config.transactionHint,
          ReturnPath: returnUrl,
        });
        if (answer.code !== '0') {
          throw gatewayRefused(EPG_NAME, `Registration answered ${answer.code} ${answer.description}`.trim());
        }
        const gatewayId = textOf(answer.fields.TransactionID);
        const pageUrl = textOf(answer.fields.PaymentPage) ?? textOf(answer.fields.PaymentPortal);
        if (!gatewayId || !pageUrl || !/^https?:\/\//.test(pageUrl)) {
          throw gatewayUnavailable(EPG_NAME, 'Registration answered no TransactionID or payment page');
        }
        return { gatewayId, page: { method: 'POST', url: pageUrl, fields: { TransactionID: gatewayId } } };
      });
    },
    async getPayment(transactionId) {
      const state = (await finalize(transactionId))?.state;
      if (!state) return null;
      // Finalization says nothing of refunds and EPG has no call that does: what it gave back is what its Refund
      // answers confirmed (ResponseCode 0 or 210), kept per refund (decision 088).
      if (state.status !== 'paid') return state;
      return { ...state, refundedFils: await sumConfirmedGatewayRefunds(deps.db, transactionId) };
    },
    async resumePayment(transactionId) {
      let finalized: TFinalized | null;
      try {
        finalized = await finalize(transactionId);
      } catch {
        return null; // unknown at the gateway just now: a new page is safer than a page that may be paid
      }
      if (finalized?.state.status !== 'pending' || finalized.code === SETTLEMENT_PENDING) return null;
      return { transactionId, paymentPageUrl: `${deps.publicUrl}${GATEWAY_PAGE_PATH}` };
    },
    async hostedPage(transactionId) {
      if (await findEpgFinalization(deps.db, transactionId)) return null;
      return recordedHostedPage(deps.db, EPG_NAME, transactionId);
    },
    async refund(transactionId, amountFils, refundKey = 'full') {
      const row = await findGatewayTransaction(deps.db, transactionId);
      await refundOnce(deps, EPG_NAME, {
        transactionId,
        amountFils,
        refundKey,
        send: async (gatewayId, amount) => {
          const answer = await call('Refund', {
            TransactionID: gatewayId,
            Amount: filsToDecimal(amount),
            Currency: row?.currency ?? 'AED',
          });
          // 210: accepted, settled later. Anything else readable: the gateway would not make it.
          if (answer.code === '0' || answer.code === SETTLEMENT_PENDING) return textOf(answer.fields.UniqueID);
          throw refundRefused();
        },
      });
    },
  };
}

/**
 * EPG's OrderID for our reference: 16 letters and digits (EPG's limit), the same for the same reference, so a second
 * Registration of one payment is refused as a duplicate and never opens a second order. 80 bits of its SHA-256.
 */
export function epgOrderId(reference: string): string {
  const digest = crypto.createHash('sha256').update(reference).digest('hex').slice(0, 20);
  return BigInt(`0x${digest}`).toString(36).toUpperCase().padStart(ORDER_ID_LENGTH, '0');
}

/**
 * A Finalization code about the payer's payment (the card's bank declined, the payer cancelled): the short codes of
 * the card networks. EPG's own four-digit codes (6515, 6517, 6560, 6888, ...) are about our request: not a decline.
 */
function isDeclineCode(code: string): boolean {
  return /^\d{1,3}$/.test(code) && code !== '0' && !PENDING_CODES.has(code);
}

function keptState(
  kept: {
    status: 'paid' | 'declined';
    amount_fils: number | null;
    currency: string | null;
    response_code: string;
  },
  row: { amount_fils: number; currency: string },
): TProviderPayment {
  return {
    status: kept.status,
    amountFils: kept.amount_fils ?? row.amount_fils,
    currency: kept.currency ?? row.currency,
    ...(kept.response_code === CANCELLED_BY_PAYER_CODE ? { isCancelledByPayer: true } : {}),
  };
}

/** EPG writes an amount as `{ "Value": "10.00" }` (some answers as the bare value). */
function amountValueOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { Value?: unknown }).Value : value;
}

function textOf(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** At most `max` characters (code points), no space at either end (EPG refuses those in OrderName). */
function cut(text: string, max: number): string {
  return [...text.trim()].slice(0, max).join('').trim();
}
