// The real gateways' own records (decision 078): each payment opened at one, and each refund asked of one.
import type { TDb } from '../../db/database.js';
import type { GatewayRefundsTable, GatewayTransactionsTable } from '../../db/tables/schema.js';

export async function insertGatewayTransaction(db: TDb, row: GatewayTransactionsTable): Promise<void> {
  await db.insertInto('gateway_transactions').values(row).execute();
}

export async function findGatewayTransaction(db: TDb, id: string): Promise<GatewayTransactionsTable | undefined> {
  return db.selectFrom('gateway_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findGatewayTransactionByReference(
  db: TDb,
  provider: string,
  reference: string,
): Promise<GatewayTransactionsTable | undefined> {
  return db
    .selectFrom('gateway_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function findGatewayTransactionByGatewayId(
  db: TDb,
  provider: string,
  gatewayId: string,
): Promise<GatewayTransactionsTable | undefined> {
  return db
    .selectFrom('gateway_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('gateway_id', '=', gatewayId)
    .executeTakeFirst();
}

/** Claims a refund key of a transaction: true when this call is the first to ask it (and must ask the gateway). */
export async function claimGatewayRefund(
  db: TDb,
  row: Omit<GatewayRefundsTable, 'state' | 'gateway_ref' | 'updated_at'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('gateway_refunds')
    .values({ ...row, state: 'sent', gateway_ref: null, updated_at: row.created_at })
    .onConflict((oc) => oc.columns(['transaction_id', 'refund_key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findGatewayRefund(
  db: TDb,
  transactionId: string,
  refundKey: string,
): Promise<GatewayRefundsTable | undefined> {
  return db
    .selectFrom('gateway_refunds')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .where('refund_key', '=', refundKey)
    .executeTakeFirst();
}

/** The fils asked back of a transaction under every key but the one given (what is left to refund). */
export async function sumGatewayRefunds(db: TDb, transactionId: string, exceptKey: string): Promise<number> {
  const row = await db
    .selectFrom('gateway_refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount_fils').as('total'))
    .where('transaction_id', '=', transactionId)
    .where('refund_key', '!=', exceptKey)
    .where('state', '!=', 'refused')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The fils the gateway answered it gave back of a transaction: its refunds it confirmed (state 'done'). For a gateway
 * whose status call says nothing of refunds (EPG's Finalization, Telr's check), this is all it has said (decision 088).
 */
export async function sumConfirmedGatewayRefunds(db: TDb, transactionId: string): Promise<number> {
  const row = await db
    .selectFrom('gateway_refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount_fils').as('total'))
    .where('transaction_id', '=', transactionId)
    .where('state', '=', 'done')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function settleGatewayRefund(
  db: TDb,
  transactionId: string,
  refundKey: string,
  state: 'done' | 'refused',
  gatewayRef: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('gateway_refunds')
    .set({ state, gateway_ref: gatewayRef, updated_at: now })
    .where('transaction_id', '=', transactionId)
    .where('refund_key', '=', refundKey)
    .execute();
}
