// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Passengers' details kept no longer than needed (issue 36, decision 098): when a line's details are erased (a set
// number of days after its trip, or at once when its shopper deletes their account), the details go and this row
// says when and why, so the operator and the shopper read "erased on <date>" instead of "not given".
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passenger_erasures')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('line_index', 'integer', (c) => c.notNull())
    .addColumn('erased_at', 'text', (c) => c.notNull())
    // 'retention' (days after the trip) or 'account' (the shopper deleted their account).
    .addColumn('reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('passenger_erasures_pk', ['order_id', 'line_index'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passenger_erasures').execute();
}
