import type { TDb } from '../../db/database.js';

/**
 * The pictures a first screen is likely to wait on: every banner (the home page's hero is one) and each product's
 * first picture (its card and the top of its page). Other pictures keep being painted on first request.
 */
export async function listFirstScreenPictureUrls(db: TDb): Promise<string[]> {
  const banners = await db.selectFrom('banners').select('image_url').orderBy('sort_order').execute();
  const products = await db.selectFrom('products').select('pictures').orderBy('id').execute();
  const firstPictures = products.flatMap((row) => {
    const pictures = JSON.parse(row.pictures) as unknown;
    return Array.isArray(pictures) && typeof pictures[0] === 'string' ? [pictures[0]] : [];
  });
  return [...new Set([...banners.map((row) => row.image_url), ...firstPictures])];
}
