// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The Etisalat payment gateway's final answers (decision 082). EPG has no call that reads a transaction: the shop
// learns a payment's outcome only from Finalization, which may be callable once per transaction. Its first final
// answer (paid or declined, never a pending one) is kept here, so the return page, the reconciler and a reload that
// ask again after it are told the same truth instead of the gateway's "already finalized".
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('epg_finalizations')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey().references('gateway_transactions.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_fils', 'integer')
    .addColumn('currency', 'text')
    .addColumn('response_code', 'text', (c) => c.notNull())
    .addColumn('approval_code', 'text')
    .addColumn('finalized_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('epg_finalizations').execute();
}
