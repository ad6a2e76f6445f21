import type { TPaymentMismatchKind } from '@rihla/shared/rules/payments-desk';
import { type ExpressionBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { Database, TGatewayCheckStatus } from '../../db/tables/schema.js';

/** Payments that are no money: an order paid in full by balances (decision 049) has a payment of 0 and no gateway. */
const NOT_PAYMENTS = ['balance'];

export interface TPaymentsQuery {
  startIso: string;
  endIso: string;
  gateway?: string | undefined;
  state?: string | undefined;
  mismatchesOnly?: boolean | undefined;
}

/** One payment as the desk lists it: a booking's or date change's payment, or a gift card purchase. */
export interface TDeskPaymentRow {
  source: 'payment' | 'giftCard';
  provider: string;
  transaction_id: string;
  amount_fils: number;
  state: string;
  created_at: string;
  order_id: string | null;
  order_reference: string | null;
  change_status: string | null;
  change_order_id: string | null;
  change_order_reference: string | null;
  gift_card_id: string | null;
  check_status: TGatewayCheckStatus | null;
  check_amount_fils: number | null;
  check_currency: string | null;
  check_refunded_fils: number | null;
  checked_at: string | null;
}

function paymentsBranch(db: TDb, query: TPaymentsQuery) {
  return db
    .selectFrom('payments')
    .leftJoin('orders', 'orders.payment_id', 'payments.id')
    .leftJoin('order_changes', 'order_changes.payment_id', 'payments.id')
    .leftJoin('orders as changed', 'changed.id', 'order_changes.order_id')
    .leftJoin('payment_gateway_checks as checks', 'checks.transaction_id', 'payments.provider_transaction_id')
    .select([
      sql<'payment' | 'giftCard'>`'payment'`.as('source'),
      'payments.provider as provider',
      'payments.provider_transaction_id as transaction_id',
      'payments.amount_fils as amount_fils',
      sql<string>`payments.status`.as('state'),
      'payments.created_at as created_at',
      'orders.id as order_id',
      'orders.reference as order_reference',
      sql<string | null>`order_changes.status`.as('change_status'),
      'changed.id as change_order_id',
      'changed.reference as change_order_reference',
      sql<string | null>`null`.as('gift_card_id'),
      'checks.status as check_status',
      'checks.amount_fils as check_amount_fils',
      'checks.currency as check_currency',
      'checks.refunded_fils as check_refunded_fils',
      'checks.checked_at as checked_at',
    ])
    .where('payments.provider', 'not in', NOT_PAYMENTS)
    .where('payments.created_at', '>=', query.startIso)
    .where('payments.created_at', '<', query.endIso);
}

function giftCardsBranch(db: TDb, query: TPaymentsQuery) {
  return db
    .selectFrom('gift_card_purchases as purchases')
    .leftJoin('payment_gateway_checks as checks', 'checks.transaction_id', 'purchases.provider_transaction_id')
    .select([
      sql<'payment' | 'giftCard'>`'giftCard'`.as('source'),
      'purchases.provider as provider',
      'purchases.provider_transaction_id as transaction_id',
      'purchases.amount_fils as amount_fils',
      sql<string>`purchases.status`.as('state'),
      'purchases.created_at as created_at',
      sql<string | null>`null`.as('order_id'),
      sql<string | null>`null`.as('order_reference'),
      sql<string | null>`null`.as('change_status'),
      sql<string | null>`null`.as('change_order_id'),
      sql<string | null>`null`.as('change_order_reference'),
      'purchases.gift_card_id as gift_card_id',
      'checks.status as check_status',
      'checks.amount_fils as check_amount_fils',
      'checks.currency as check_currency',
      'checks.refunded_fils as check_refunded_fils',
      'checks.checked_at as checked_at',
    ])
    .where('purchases.created_at', '>=', query.startIso)
    .where('purchases.created_at', '<', query.endIso);
}

function openMismatchOf(eb: ExpressionBuilder<Database & { p: TDeskPaymentRow }, 'p'>) {
  return eb.exists(
    eb
      .selectFrom('payment_mismatches')
      .select('payment_mismatches.id')
      .whereRef('payment_mismatches.transaction_id', '=', 'p.transaction_id')
      .where('payment_mismatches.resolved_at', 'is', null),
  );
}

/** A page of the payments made in [startIso, endIso), newest first, filtered; `limit` null: all of them. */
export async function listDeskPaymentRows(
  db: TDb,
  query: TPaymentsQuery,
  page: { limit: number; offset: number } | null,
): Promise<TDeskPaymentRow[]> {
  let select = db
    .selectFrom(paymentsBranch(db, query).unionAll(giftCardsBranch(db, query)).as('p'))
    .selectAll('p')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.transaction_id', 'desc');
  if (query.gateway) select = select.where('p.provider', '=', query.gateway);
  if (query.state) select = select.where('p.state', '=', query.state);
  if (query.mismatchesOnly) select = select.where((eb) => openMismatchOf(eb));
  if (page) select = select.limit(page.limit).offset(page.offset);
  return (await select.execute()) as TDeskPaymentRow[];
}

/** The open mismatches' kinds of these transactions. */
export async function listOpenMismatchKinds(
  db: TDb,
  transactionIds: readonly string[],
): Promise<{ transaction_id: string; kind: TPaymentMismatchKind }[]> {
  if (transactionIds.length === 0) return [];
  return db
    .selectFrom('payment_mismatches')
    .select(['transaction_id', 'kind'])
    .where('transaction_id', 'in', transactionIds)
    .where('resolved_at', 'is', null)
    .orderBy('found_at')
    .execute();
}

function mismatchesWithOrders(db: TDb) {
  return db
    .selectFrom('payment_mismatches as m')
    .leftJoin('payments', 'payments.provider_transaction_id', 'm.transaction_id')
    .leftJoin('orders', 'orders.payment_id', 'payments.id')
    .leftJoin('order_changes', 'order_changes.payment_id', 'payments.id')
    .leftJoin('orders as changed', 'changed.id', 'order_changes.order_id')
    .selectAll('m')
    .select([
      'orders.id as order_id',
      'orders.reference as order_reference',
      'changed.id as change_order_id',
      'changed.reference as change_order_reference',
    ]);
}
export type TMismatchRow = Awaited<ReturnType<ReturnType<typeof mismatchesWithOrders>['executeTakeFirstOrThrow']>>;

/** Every mismatch no owner resolved yet, oldest first. */
export async function listOpenMismatchRows(db: TDb): Promise<TMismatchRow[]> {
  return mismatchesWithOrders(db).where('m.resolved_at', 'is', null).orderBy('m.found_at').orderBy('m.id').execute();
}

export async function findMismatchRow(db: TDb, id: string): Promise<TMismatchRow | undefined> {
  return mismatchesWithOrders(db).where('m.id', '=', id).executeTakeFirst();
}

/** Resolves an open mismatch; false when it is resolved already (or was never there). */
export async function resolveMismatchRow(
  db: TDb,
  id: string,
  resolution: { operatorId: string; note: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_mismatches')
    .set({ resolved_at: resolution.at, resolved_by: resolution.operatorId, note: resolution.note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a disagreement once: the same transaction, kind and figures found again add nothing. True when new. */
export async function insertMismatch(
  db: TDb,
  row: {
    id: string;
    day: string;
    provider: string;
    transactionId: string;
    kind: TPaymentMismatchKind;
    ourFils: number;
    gatewayFils: number;
    detail: string;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('payment_mismatches')
    .values({
      id: row.id,
      day: row.day,
      provider: row.provider,
      transaction_id: row.transactionId,
      kind: row.kind,
      our_fils: row.ourFils,
      gateway_fils: row.gatewayFils,
      detail: row.detail,
      found_at: row.at,
      resolved_at: null,
      resolved_by: null,
      note: null,
    })
    .onConflict((oc) => oc.columns(['transaction_id', 'kind', 'our_fils', 'gateway_fils']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** What the gateway said of a transaction, as last asked. */
export async function saveGatewayCheck(
  db: TDb,
  check: {
    transactionId: string;
    provider: string;
    status: TGatewayCheckStatus;
    amountFils: number | null;
    currency: string | null;
    refundedFils: number | null;
    at: string;
  },
): Promise<void> {
  const values = {
    provider: check.provider,
    status: check.status,
    amount_fils: check.amountFils,
    currency: check.currency,
    refunded_fils: check.refundedFils,
    checked_at: check.at,
  };
  await db
    .insertInto('payment_gateway_checks')
    .values({ transaction_id: check.transactionId, ...values })
    .onConflict((oc) => oc.column('transaction_id').doUpdateSet(values))
    .execute();
}

/**
 * Claims a day's reconciliation for this process: a day nobody ran, or one whose run was claimed before
 * `staleBefore` and never finished (its process died). `isRerun` (an owner's) also takes a day that is done.
 */
export async function claimReconciliationDay(
  db: TDb,
  claim: { day: string; runBy: string | null; at: string; staleBefore: string; isRerun: boolean },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_reconciliations')
    .values({ day: claim.day, state: 'running', run_by: claim.runBy, claimed_at: claim.at, finished_at: null })
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return true;
  const taken = await db
    .updateTable('payment_reconciliations')
    .set({ state: 'running', run_by: claim.runBy, claimed_at: claim.at, finished_at: null })
    .where('day', '=', claim.day)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'running'), eb('claimed_at', '<', claim.staleBefore)]),
        ...(claim.isRerun ? [eb('state', '=', 'done')] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function finishReconciliationDay(
  db: TDb,
  day: string,
  result: { at: string; asked: number; mismatches: number },
): Promise<void> {
  await db
    .updateTable('payment_reconciliations')
    .set({ state: 'done', finished_at: result.at, asked: result.asked, mismatches: result.mismatches })
    .where('day', '=', day)
    .execute();
}

/** A run that failed gives its day back, so the next check runs it again. */
export async function releaseReconciliationDay(db: TDb, day: string, claimedAt: string): Promise<void> {
  await db
    .deleteFrom('payment_reconciliations')
    .where('day', '=', day)
    .where('state', '=', 'running')
    .where('claimed_at', '=', claimedAt)
    .execute();
}

export async function findReconciliation(db: TDb, day: string) {
  return db.selectFrom('payment_reconciliations').selectAll().where('day', '=', day).executeTakeFirst();
}

export async function findLatestReconciliation(db: TDb) {
  return db.selectFrom('payment_reconciliations').selectAll().orderBy('day', 'desc').limit(1).executeTakeFirst();
}
