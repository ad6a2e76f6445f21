// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Indexes of the money path's hot reads (decision 019):
// - checking out again gives back the seats of the shopper's open checkouts: found by user and status, not by
//   reading every checkout the shopper ever made;
// - a slot's seats taken are summed from the index alone (status, expiry and quantity are in it), without a
//   table read per hold of the slot.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('checkouts_user_status_idx').on('checkouts').columns(['user_id', 'status']).execute();
  await db.schema
    .createIndex('seat_holds_slot_taken_idx')
    .on('seat_holds')
    .columns(['product_id', 'date', 'status', 'expires_at', 'quantity'])
    .execute();
  await db.schema.dropIndex('seat_holds_slot_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('seat_holds_slot_idx')
    .on('seat_holds')
    .columns(['product_id', 'date', 'status'])
    .execute();
  await db.schema.dropIndex('seat_holds_slot_taken_idx').execute();
  await db.schema.dropIndex('checkouts_user_status_idx').execute();
}
