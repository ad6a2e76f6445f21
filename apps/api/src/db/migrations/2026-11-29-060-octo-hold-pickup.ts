// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// A reseller's held OCTO booking keeps its pick-up choice in a column of its own (issue 39, decision 130 left it in
// the booking's contact JSON): octo_bookings.pickup_point_id, the product's pick-up point chosen while the booking is
// on hold, written to order_pickups when it is confirmed. Expand only: a nullable column, so the previous release's
// servers keep working (they still read a hold's choice from the contact JSON, which the new code keeps writing until
// the release after this one).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('octo_bookings').addColumn('pickup_point_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('octo_bookings').dropColumn('pickup_point_id').execute();
}
