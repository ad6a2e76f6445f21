import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoPictureCacheDir, readOrPaintDemoPicture, warmDemoPictureCache } from './demo-picture-cache.js';
import { listFirstScreenPictureUrls } from './media.repository.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('warmDemoPictureCache', () => {
  it('paints every banner and each product first picture into the cache, once', async () => {
    const cacheDir = demoPictureCacheDir(t.dataDir);
    const urls = await listFirstScreenPictureUrls(t.app.ctx.db);
    const banners = await t.app.ctx.db.selectFrom('banners').select('image_url').execute();
    expect(urls).toEqual(expect.arrayContaining(banners.map((row) => row.image_url)));
    expect(urls.length).toBeGreaterThan(banners.length);

    const painted = await warmDemoPictureCache(t.app.ctx.db, cacheDir);
    expect(painted).toBe(urls.length);
    for (const url of urls) expect(fs.existsSync(path.join(cacheDir, path.basename(url)))).toBe(true);

    expect(await warmDemoPictureCache(t.app.ctx.db, cacheDir)).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  }, 120_000);
});

describe('listFirstScreenPictureUrls', () => {
  it('takes the banners and a bounded number of products, those the home page features first', async () => {
    const { db } = t.app.ctx;
    const banners = await db.selectFrom('banners').select('image_url').execute();
    const featured = await db
      .selectFrom('products')
      .select('pictures')
      .where((eb) => eb.or([eb('most_popular', '=', 1), eb('explore_uae', '=', 1)]))
      .execute();
    expect(featured.length).toBeGreaterThan(2);

    const urls = await listFirstScreenPictureUrls(db, 2);
    expect(urls.slice(0, banners.length).sort()).toEqual(banners.map((row) => row.image_url).sort());
    const productPictures = urls.slice(banners.length);
    expect(productPictures).toHaveLength(2);
    const featuredFirstPictures = featured.map((row) => (JSON.parse(row.pictures) as string[])[0]);
    for (const url of productPictures) expect(featuredFirstPictures).toContain(url);
  });
});

describe('readOrPaintDemoPicture', () => {
  it('refuses a name that is not a demo picture, touching nothing', async () => {
    const cacheDir = path.join(t.dataDir, 'other-cache');
    expect(await readOrPaintDemoPicture(cacheDir, '../../etc/passwd')).toBeNull();
    expect(await readOrPaintDemoPicture(cacheDir, 'dhow-0042.webp')).toBeNull();
    expect(fs.existsSync(cacheDir)).toBe(false);
  });
});

describe('GET /media/demo/:file (issue 14)', () => {
  it("paints only the pictures the catalogue or the app's pages show, and stores nothing else", async () => {
    const cacheDir = demoPictureCacheDir(t.dataDir);
    const product = await t.app.ctx.db.selectFrom('products').select('pictures').limit(1).executeTakeFirstOrThrow();
    const shown = (JSON.parse(product.pictures) as string[])[1] ?? '';
    expect(shown).toMatch(/^\/media\/demo\/[a-z-]+-\d+\.webp$/);
    fs.rmSync(path.join(cacheDir, shown.slice('/media/demo/'.length)), { force: true });
    const painted = await t.app.inject({ method: 'GET', url: shown });
    expect(painted.statusCode).toBe(200);
    expect(painted.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url: '/media/demo/skyline-21-wide.webp' })).statusCode).toBe(200);

    const before = fs.readdirSync(cacheDir).length;
    for (const seed of [987_654, 123_457, 42_424]) {
      const res = await t.app.inject({ method: 'GET', url: `/media/demo/dhow-${seed}.webp` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'Picture not found' });
    }
    expect(fs.readdirSync(cacheDir).length).toBe(before);
  });
});
