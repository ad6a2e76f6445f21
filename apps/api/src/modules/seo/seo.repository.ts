import type { TDb } from '../../db/database.js';

/** Every published product's address and date, in the catalogue's order. */
export function listProductDates(db: TDb) {
  return db
    .selectFrom('products')
    .select(['id', 'module', 'created_at'])
    .where('is_published', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Every blog post's id and date, newest first. */
export function listBlogDates(db: TDb) {
  return db.selectFrom('blogs').select(['id', 'published_at']).orderBy('published_at', 'desc').orderBy('id').execute();
}
