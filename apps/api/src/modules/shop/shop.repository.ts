// The shop settings' SQL (issue 34, decision 071): one row, id 'shop', saved whole with a version that moves by one.
import type { TDb } from '../../db/database.js';

export const SHOP_ROW_ID = 'shop';

export function findShopRow(db: TDb) {
  return db.selectFrom('shop_settings').selectAll().where('id', '=', SHOP_ROW_ID).executeTakeFirst();
}

/** The first save of an install: false when another save made the row first. */
export async function insertShopRow(db: TDb, settings: string, at: string, by: string | null): Promise<boolean> {
  const result = await db
    .insertInto('shop_settings')
    .values({ id: SHOP_ROW_ID, settings, version: 1, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** A later save: only over the version read (false when another owner saved since). */
export async function updateShopRow(
  db: TDb,
  version: number,
  settings: string,
  at: string,
  by: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('shop_settings')
    .set({ settings, version: version + 1, updated_at: at, updated_by: by })
    .where('id', '=', SHOP_ROW_ID)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
