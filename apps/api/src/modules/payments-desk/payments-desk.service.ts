// The payments desk (issue 35, decision 085): every payment with what its gateway said of it, the daily
// reconciliation that asks each gateway about a Dubai day's payments and records every disagreement, and an owner's
// resolution of one. The gateway is asked only through ctx.payments (the router finds the gateway that made each
// transaction); nothing here reads a gateway's own tables.
import { CURRENCY } from '@rihla/shared/constants';
import { PAYMENTS_DESK_MESSAGES } from '@rihla/shared/messages/payments-desk';
import {
  PAYMENTS_PAGE_SIZE,
  type TDeskPaymentState,
  type TPaymentMismatchKind,
} from '@rihla/shared/rules/payments-desk';
import { dubaiRangeUtc } from '@rihla/shared/rules/reports';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type {
  TDeskPayment,
  TListPaymentsData,
  TPaymentMismatch,
  TPaymentsFilter,
  TReconciliationRun,
} from '@rihla/shared/schemas/operator-payments';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import { refundedByTransaction } from '../booking/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { CASH_PROVIDER, type TProviderPayment } from '../payments/index.js';
import {
  claimReconciliationDay,
  findLatestReconciliation,
  findMismatchRow,
  finishReconciliationDay,
  insertMismatch,
  listDeskPaymentRows,
  listOpenMismatchKinds,
  listOpenMismatchRows,
  releaseReconciliationDay,
  resolveMismatchRow,
  saveGatewayCheck,
  type TDeskPaymentRow,
  type TMismatchRow,
  type TPaymentsQuery,
} from './payments-desk.repository.js';

/** A claimed day whose run has not finished after this long was claimed by a process that died: it is run again. */
const STALE_CLAIM_MS = 60 * 60_000;
/** The daily run waits this long into the Dubai day, so the pending-payment reconciler settles yesterday's last pages. */
const DAILY_RUN_AFTER_MS = 60 * 60_000;

/** What our records say of a payment: who took it, and what was given back of it through its gateway. */
interface TOurSide {
  state: TDeskPaymentState;
  /** An order, a date change that moved, or a gift card took the money. */
  isTaken: boolean;
  refundedFils: number;
  orderId: string | null;
  orderReference: string | null;
}

/** Refunds by transaction of each order, read once per order for a list or a run. */
type TRefundsCache = Map<string, Promise<Map<string, number>>>;

async function ourSideOf(db: TDb, row: TDeskPaymentRow, cache: TRefundsCache): Promise<TOurSide> {
  const state = row.state as TDeskPaymentState;
  if (row.source === 'giftCard') {
    return { state, isTaken: row.gift_card_id !== null, refundedFils: 0, orderId: null, orderReference: null };
  }
  const orderId = row.order_id ?? row.change_order_id;
  const orderReference = row.order_reference ?? row.change_order_reference;
  const isTaken = row.order_id !== null || row.change_status === 'done';
  if (!isTaken || orderId === null) {
    // A second page, a failed date change, a payment no order took: refunded in full, or not at all.
    return { state, isTaken: false, refundedFils: state === 'refunded' ? row.amount_fils : 0, orderId, orderReference };
  }
  let refunds = cache.get(orderId);
  if (!refunds) {
    refunds = refundedByTransaction(db, orderId);
    cache.set(orderId, refunds);
  }
  return { state, isTaken, refundedFils: (await refunds).get(row.transaction_id) ?? 0, orderId, orderReference };
}

interface TFinding {
  kind: TPaymentMismatchKind;
  ourFils: number;
  gatewayFils: number;
  detail: string;
}

/** Where our side and the gateway's disagree (decision 085); an empty list when they agree. */
export function findMismatches(amountFils: number, ours: TOurSide, gateway: TProviderPayment | null): TFinding[] {
  const isOurs = ours.isTaken && ours.refundedFils < amountFils;
  if (!gateway) {
    return isOurs ? [{ kind: 'paidHereOnly', ourFils: amountFils, gatewayFils: 0, detail: 'unknown' }] : [];
  }
  const findings: TFinding[] = [];
  const isCaptured = gateway.status === 'paid' || gateway.status === 'refunded';
  if (!isCaptured && ours.isTaken) {
    findings.push({ kind: 'paidHereOnly', ourFils: amountFils, gatewayFils: 0, detail: gateway.status });
  }
  if (isCaptured && !ours.isTaken && ours.state !== 'refunded') {
    findings.push({ kind: 'paidWithoutOrder', ourFils: 0, gatewayFils: gateway.amountFils, detail: '' });
  }
  if (gateway.amountFils !== amountFils || gateway.currency !== CURRENCY) {
    findings.push({
      kind: 'amountDiffers',
      ourFils: amountFils,
      gatewayFils: gateway.amountFils,
      detail: gateway.currency === CURRENCY ? '' : gateway.currency,
    });
  }
  if (isCaptured) {
    // A gateway that does not say how much it gave back of a refunded payment is taken to agree with any refund here.
    const gatewayRefunded = gateway.refundedFils ?? (gateway.status === 'refunded' ? null : 0);
    if (gatewayRefunded === null) {
      if (ours.refundedFils === 0) {
        findings.push({ kind: 'refundedAtGatewayOnly', ourFils: 0, gatewayFils: gateway.amountFils, detail: '' });
      }
    } else if (gatewayRefunded > ours.refundedFils) {
      findings.push({
        kind: 'refundedAtGatewayOnly',
        ourFils: ours.refundedFils,
        gatewayFils: gatewayRefunded,
        detail: '',
      });
    } else if (gatewayRefunded < ours.refundedFils) {
      findings.push({ kind: 'refundedHereOnly', ourFils: ours.refundedFils, gatewayFils: gatewayRefunded, detail: '' });
    }
  }
  return findings;
}

function queryOf(
  filter: Pick<TPaymentsFilter, 'from' | 'to' | 'gateway' | 'state' | 'mismatchesOnly'>,
): TPaymentsQuery {
  const { startIso, endIso } = dubaiRangeUtc(filter.from, filter.to);
  return { startIso, endIso, gateway: filter.gateway, state: filter.state, mismatchesOnly: filter.mismatchesOnly };
}

function runOf(row: Awaited<ReturnType<typeof findLatestReconciliation>>): TReconciliationRun | null {
  if (!row) return null;
  return {
    day: row.day,
    state: row.state,
    finishedAt: row.finished_at,
    asked: row.asked,
    mismatches: row.mismatches,
  };
}

function mismatchOf(row: TMismatchRow): TPaymentMismatch {
  return {
    id: row.id,
    day: row.day,
    gateway: row.provider,
    transactionId: row.transaction_id,
    kind: row.kind,
    ourFils: row.our_fils,
    gatewayFils: row.gateway_fils,
    detail: row.detail,
    foundAt: row.found_at,
    orderId: row.order_id ?? row.change_order_id,
    orderReference: row.order_reference ?? row.change_order_reference,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by,
    note: row.note,
  };
}

/** Payments as the desk shows them, with our side, the gateway's last word and the open mismatches of each. */
async function deskPaymentsOf(db: TDb, rows: TDeskPaymentRow[]): Promise<TDeskPayment[]> {
  const cache: TRefundsCache = new Map();
  const open = await listOpenMismatchKinds(
    db,
    rows.map((row) => row.transaction_id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const ours = await ourSideOf(db, row, cache);
      return {
        transactionId: row.transaction_id,
        gateway: row.provider,
        state: ours.state,
        amountFils: row.amount_fils,
        refundedFils: ours.refundedFils,
        gatewayCheck:
          row.check_status === null || row.checked_at === null
            ? null
            : {
                state: row.check_status,
                amountFils: row.check_amount_fils,
                currency: row.check_currency,
                refundedFils: row.check_refunded_fils,
                checkedAt: row.checked_at,
              },
        purpose:
          row.source === 'giftCard' ? 'giftCard' : row.order_id ? 'order' : row.change_order_id ? 'dateChange' : 'none',
        orderId: ours.orderId,
        orderReference: ours.orderReference,
        giftCardId: row.gift_card_id,
        createdAt: row.created_at,
        openMismatches: open.filter((m) => m.transaction_id === row.transaction_id).map((m) => m.kind),
      } satisfies TDeskPayment;
    }),
  );
}

export async function listPayments(ctx: TAppContext, filter: TPaymentsFilter): Promise<TListPaymentsData> {
  const rows = await listDeskPaymentRows(ctx.db, queryOf(filter), {
    limit: PAYMENTS_PAGE_SIZE + 1,
    offset: filter.page * PAYMENTS_PAGE_SIZE,
  });
  const [payments, openMismatches, lastRun] = await Promise.all([
    deskPaymentsOf(ctx.db, rows.slice(0, PAYMENTS_PAGE_SIZE)),
    listOpenMismatchRows(ctx.db),
    findLatestReconciliation(ctx.db),
  ]);
  return {
    payments,
    hasMore: rows.length > PAYMENTS_PAGE_SIZE,
    openMismatches: openMismatches.map(mismatchOf),
    gateways: ctx.payments.providers.map((provider) => provider.name),
    lastRun: runOf(lastRun),
  };
}

/** Every payment of a filter for the CSV, a page of rows at a time. */
export async function* deskPaymentPages(
  ctx: TAppContext,
  filter: Omit<TPaymentsFilter, 'page'>,
): AsyncGenerator<TDeskPayment[]> {
  const query = queryOf(filter);
  for (let offset = 0; ; offset += PAYMENTS_PAGE_SIZE) {
    const rows = await listDeskPaymentRows(ctx.db, query, { limit: PAYMENTS_PAGE_SIZE, offset });
    if (rows.length > 0) yield deskPaymentsOf(ctx.db, rows);
    if (rows.length < PAYMENTS_PAGE_SIZE) return;
  }
}

/**
 * Step "reconcile a day": every payment made on a Dubai day at a gateway (cash has none) asked of that gateway, what
 * it said kept, and each disagreement recorded once. Null when another run holds the day.
 */
export async function reconcileDay(
  ctx: TAppContext,
  day: string,
  runBy: string | null,
): Promise<TReconciliationRun | null> {
  const claimedAt = ctx.clock.now().toISOString();
  const staleBefore = new Date(Date.parse(claimedAt) - STALE_CLAIM_MS).toISOString();
  if (!(await claimReconciliationDay(ctx.db, { day, runBy, at: claimedAt, staleBefore, isRerun: runBy !== null }))) {
    return null;
  }
  try {
    const rows = await listDeskPaymentRows(ctx.db, queryOf({ from: day, to: day }), null);
    const cache: TRefundsCache = new Map();
    let asked = 0;
    let found = 0;
    for (const row of rows) {
      if (row.provider === CASH_PROVIDER || ctx.payments.nameOf(row.transaction_id) === null) continue;
      asked += 1;
      const [gateway, ours] = await Promise.all([
        ctx.payments.getPayment(row.transaction_id),
        ourSideOf(ctx.db, row, cache),
      ]);
      const at = ctx.clock.now().toISOString();
      await saveGatewayCheck(ctx.db, {
        transactionId: row.transaction_id,
        provider: row.provider,
        status: gateway?.status ?? 'unknown',
        amountFils: gateway?.amountFils ?? null,
        currency: gateway?.currency ?? null,
        refundedFils: gateway?.refundedFils ?? null,
        at,
      });
      for (const finding of findMismatches(row.amount_fils, ours, gateway)) {
        const isNew = await insertMismatch(ctx.db, {
          id: newId(),
          day,
          provider: row.provider,
          transactionId: row.transaction_id,
          at,
          ...finding,
        });
        if (isNew) found += 1;
      }
    }
    const finishedAt = ctx.clock.now().toISOString();
    await finishReconciliationDay(ctx.db, day, { at: finishedAt, asked, mismatches: found });
    return { day, state: 'done', finishedAt, asked, mismatches: found };
  } catch (error) {
    await releaseReconciliationDay(ctx.db, day, claimedAt);
    throw error;
  }
}

/** The daily run: yesterday (Dubai), once per shop whichever process gets there first; null when not due or taken. */
export async function reconcileYesterday(ctx: TAppContext): Promise<TReconciliationRun | null> {
  const now = ctx.clock.now();
  const today = todayInDubai(now);
  if (now.getTime() - Date.parse(dubaiRangeUtc(today, today).startIso) < DAILY_RUN_AFTER_MS) return null;
  return reconcileDay(ctx, addDays(today, -1), null);
}

/** An owner's run of a day, again if it ran before (audited). */
export async function runReconciliation(
  ctx: TAppContext,
  operator: TOperatorAuth,
  day: string,
): Promise<TReconciliationRun> {
  if (day > todayInDubai(ctx.clock.now())) throw new AppError('BAD_REQUEST', PAYMENTS_DESK_MESSAGES.futureDay);
  const run = await reconcileDay(ctx, day, operator.id);
  if (!run) throw new AppError('CONFLICT', PAYMENTS_DESK_MESSAGES.dayRunning);
  await insertAuditEntry(ctx.db, {
    at: ctx.clock.now().toISOString(),
    operatorId: operator.id,
    action: 'payment.reconcile',
    objectType: 'paymentDay',
    objectId: day,
    before: null,
    after: { asked: run.asked, mismatches: run.mismatches },
  });
  return run;
}

/** An owner marks a mismatch resolved, with a note saying how (audited in the same transaction). */
export async function resolvePaymentMismatch(
  ctx: TAppContext,
  operator: TOperatorAuth,
  input: { id: string; reason: string },
): Promise<TPaymentMismatch> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findMismatchRow(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', PAYMENTS_DESK_MESSAGES.mismatchNotFound);
    if (!(await resolveMismatchRow(trx, input.id, { operatorId: operator.id, note: input.reason, at }))) {
      throw new AppError('CONFLICT', PAYMENTS_DESK_MESSAGES.alreadyResolved);
    }
    await insertAuditEntry(trx, {
      at,
      operatorId: operator.id,
      action: 'payment.resolveMismatch',
      objectType: 'payment',
      objectId: row.transaction_id,
      before: { kind: row.kind, resolvedAt: null },
      after: { kind: row.kind, note: input.reason, resolvedAt: at },
    });
  });
  const resolved = await findMismatchRow(ctx.db, input.id);
  if (!resolved) throw new AppError('NOT_FOUND', PAYMENTS_DESK_MESSAGES.mismatchNotFound);
  return mismatchOf(resolved);
}
