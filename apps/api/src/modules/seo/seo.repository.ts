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

/** What Google's Things to do feed says of every published product, in the catalogue's order. */
export function listFeedProducts(db: TDb) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'module',
      'title',
      'title_ar',
      'ar',
      'summary',
      'location',
      'pictures',
      'price_fils',
      'pricing',
      'rating_x10',
      'visitor_count',
      'duration_minutes',
      'is_refundable',
      'cancellation_tiers',
      'where_to_be',
    ])
    .where('is_published', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
