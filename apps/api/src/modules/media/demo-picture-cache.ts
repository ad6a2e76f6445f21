import fs from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PICTURE_SIZES, parseDemoPictureName } from '@rihla/shared/painted-pictures';
import type { TDb } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { listFirstScreenPictureUrls } from './media.repository.js';
import { renderDemoPicture } from './painter/painter.js';

const DEMO_URL_PREFIX = '/media/demo/';

export function demoPictureCacheDir(dataDir: string): string {
  return path.join(dataDir, 'cache', 'demo');
}

/**
 * The WebP bytes of a demo picture by file name, painted and cached on first use; null for a name that is not a demo
 * picture, or (when `isReferenced` is given) one that nothing refers to: any seed in a URL would otherwise make the
 * server paint and store a new picture. Names are parsed strictly, so no path a client sends reaches the disk.
 */
export async function readOrPaintDemoPicture(
  cacheDir: string,
  file: string,
  isReferenced?: (url: string) => Promise<boolean>,
): Promise<Buffer | null> {
  const picture = parseDemoPictureName(file);
  if (!picture) return null;
  const cached = path.join(cacheDir, file);
  const existing = await fs.readFile(cached).catch(() => null);
  if (existing) return existing;
  if (isReferenced && !(await isReferenced(`${DEMO_URL_PREFIX}${file}`))) return null;
  const size = DEMO_PICTURE_SIZES[picture.variant];
  const bytes = await renderDemoPicture(picture.theme, picture.seed, size.width, size.height);
  await fs.mkdir(cacheDir, { recursive: true });
  // Write then rename, so a concurrent request never reads half a file.
  const temporary = `${cached}.${newId()}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, cached);
  return bytes;
}

/**
 * Paints the first-screen pictures (banners, each product's first picture) into the cache after start-up, one at a
 * time, so the first visitor's largest paint does not wait on a painting. Returns how many were painted.
 */
export async function warmDemoPictureCache(db: TDb, cacheDir: string): Promise<number> {
  const urls = await listFirstScreenPictureUrls(db);
  let painted = 0;
  for (const url of urls) {
    if (!url.startsWith(DEMO_URL_PREFIX)) continue;
    const file = url.slice(DEMO_URL_PREFIX.length);
    const isCached = await fs.access(path.join(cacheDir, file)).then(
      () => true,
      () => false,
    );
    if (isCached) continue;
    if (await readOrPaintDemoPicture(cacheDir, file)) painted += 1;
  }
  return painted;
}
