// The content pages' SQL (decision 112): one row per page an operator has saved.
import type { TContentPageSlug } from '@rihla/shared/pages/content-pages';
import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { ContentPagesTable } from '../../db/tables/schema.js';

export function findContentPage(db: TDb, page: TContentPageSlug) {
  return db.selectFrom('content_pages').selectAll().where('page', '=', page).executeTakeFirst();
}

export function listContentPages(db: TDb) {
  return db.selectFrom('content_pages').selectAll().execute();
}

/** Writes a page's English document and Arabic texts, or replaces the ones saved. */
export async function upsertContentPage(db: TDb, row: Insertable<ContentPagesTable>): Promise<void> {
  const { page, ...changes } = row;
  await db
    .insertInto('content_pages')
    .values(row)
    .onConflict((oc) => oc.column('page').doUpdateSet(changes))
    .execute();
}
