import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

/**
 * How many products' first pictures are painted ahead at start-up. The start-up work stays bounded whatever the
 * catalogue's size (each painting costs about 100 ms of CPU, so 10,000 products would keep a core busy for
 * minutes while shoppers are served); the rest are painted on first request.
 */
export const FIRST_SCREEN_PRODUCTS_WARMED = 120;

/**
 * The pictures a first screen is likely to wait on: every banner (the home page's hero is one) and the first
 * picture (its card and the top of its page) of the products shoppers meet first: those the home page features,
 * then the catalogue in the order the filter page lists it, at most `productLimit` of them.
 */
export async function listFirstScreenPictureUrls(
  db: TDb,
  productLimit = FIRST_SCREEN_PRODUCTS_WARMED,
): Promise<string[]> {
  const banners = await db.selectFrom('banners').select('image_url').orderBy('sort_order').execute();
  const products = await db
    .selectFrom('products')
    .select('pictures')
    .orderBy(sql`case when most_popular = 1 or explore_uae = 1 then 0 else 1 end`)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(productLimit)
    .execute();
  const firstPictures = products.flatMap((row) => {
    const pictures = JSON.parse(row.pictures) as unknown;
    return Array.isArray(pictures) && typeof pictures[0] === 'string' ? [pictures[0]] : [];
  });
  return [...new Set([...banners.map((row) => row.image_url), ...firstPictures])];
}

/**
 * Whether the catalogue's products, banners or blogs refer to this demo picture URL: a picture not yet in the
 * cache is painted only then (issue 14). Asked on a cache miss only. Demo picture names hold no LIKE wildcards.
 */
export async function isDemoPictureReferenced(db: TDb, url: string): Promise<boolean> {
  const [product, banner, blog] = await Promise.all([
    db.selectFrom('products').select('id').where('pictures', 'like', `%"${url}"%`).limit(1).executeTakeFirst(),
    db.selectFrom('banners').select('id').where('image_url', '=', url).limit(1).executeTakeFirst(),
    db.selectFrom('blogs').select('id').where('image', '=', url).limit(1).executeTakeFirst(),
  ]);
  return product !== undefined || banner !== undefined || blog !== undefined;
}
