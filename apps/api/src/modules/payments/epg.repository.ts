// The Etisalat payment gateway's final answers (migration 042, decision 082): its Finalization may answer once.
import type { TDb } from '../../db/database.js';
import type { EpgFinalizationsTable } from '../../db/tables/schema.js';

export async function findEpgFinalization(db: TDb, transactionId: string): Promise<EpgFinalizationsTable | undefined> {
  return db.selectFrom('epg_finalizations').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
}

/** Keeps EPG's first final answer; a later one (two callers raced the same Finalization) changes nothing. */
export async function rememberEpgFinalization(db: TDb, row: EpgFinalizationsTable): Promise<void> {
  await db
    .insertInto('epg_finalizations')
    .values(row)
    .onConflict((oc) => oc.column('transaction_id').doNothing())
    .execute();
}
