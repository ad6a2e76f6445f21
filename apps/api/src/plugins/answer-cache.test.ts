// Proof with a real second server process on the same database (SQLite file or PostgreSQL schema): a write made
// through process A's services is seen in process B's answers and first-screen pages within a second, while B
// keeps answering from its cache until then (decision 017). A is the app of this test process; B is spawned.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TModule } from '@rihla/shared/constants';
import { filsToAed } from '@rihla/shared/rules/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertBlog } from '../modules/blog/blog.service.js';
import { updateProduct, upsertBanner } from '../modules/catalogue/catalogue.service.js';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { httpCall, spawnServer, type TServerProcess, untilReady } from '../test/server-process.js';
import { FIRST_SCREEN_MARK } from './first-screen.js';

const SEEN_WITHIN_MS = 1_000;

let t: TTestApp;
let b: TServerProcess;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-answer-cache-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html><head><title>Rihla</title></head><body><main>${FIRST_SCREEN_MARK}</main></body></html>`,
  );
  t = await createTestApp({ sqliteFile: true, env: { WEB_DIST_DIR: webDir } });
  if (!t.databaseUrl) throw new Error('the test database has no URL for other processes');
  b = await untilReady(
    await spawnServer({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl,
      WEB_DIST_DIR: webDir,
    }),
  );
});
afterAll(async () => {
  await b?.kill();
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function pageOf(baseUrl: string, url: string): Promise<string> {
  const res = await fetch(`${baseUrl}${url}`);
  return res.text();
}

/** Asks until `check` holds, and answers how long that took; fails after twice the promised time. */
async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < SEEN_WITHIN_MS * 2) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not seen within ${SEEN_WITHIN_MS * 2} ms`);
}

async function firstProduct(module: TModule) {
  return t.app.ctx.db
    .selectFrom('products')
    .select(['id', 'module', 'title', 'price_fils'])
    .where('module', '=', module)
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('a write through process A', () => {
  it("reaches process B's product answers and product page within a second", async () => {
    const product = await firstProduct('picnic');
    const other = await firstProduct('holidays');
    const detail = (planId: string, module: string) => httpCall(b.url, 'users/viewDetail', { module, planId });
    const pagePath = `/detail/picnic/${product.id}`;
    expect((await detail(product.id, 'picnic')).body.data.price).toBe(filsToAed(product.price_fils));
    expect(await pageOf(b.url, pagePath)).toContain(`>${product.title}</h1>`);
    const otherBefore = await detail(other.id, 'holidays');

    // A write behind the services' back is not seen: B answers from its cache.
    await t.app.ctx.db
      .updateTable('products')
      .set({ title: 'Renamed behind the caches' })
      .where('id', '=', product.id)
      .execute();
    expect(await pageOf(b.url, pagePath)).toContain(`>${product.title}</h1>`);

    const price = product.price_fils + 12_300;
    const picture = '/media/demo/sea-77.webp';
    await updateProduct(t.app.ctx, product.id, {
      price_fils: price,
      title: 'Dibba by night',
      pictures: JSON.stringify([picture]),
    });
    // Process A itself: at once.
    expect((await t.call('users/viewDetail', { module: 'picnic', planId: product.id })).body.data.price).toBe(
      filsToAed(price),
    );
    const elapsed = await msUntil(async () => {
      const [answer, page] = await Promise.all([detail(product.id, 'picnic'), pageOf(b.url, pagePath)]);
      return (
        answer.body.data.price === filsToAed(price) &&
        answer.body.data.pictures[0] === picture &&
        page.includes('>Dibba by night</h1>') &&
        page.includes(`<link rel="preload" as="image" fetchpriority="high" href="${picture}">`)
      );
    });
    expect(elapsed).toBeLessThan(SEEN_WITHIN_MS);
    // The search list shows the new title too; another product's answer is untouched.
    const found = await httpCall(b.url, 'users/search', { title: 'dibba by night' });
    expect(found.body.data.map((item: { planId: string }) => item.planId)).toContain(product.id);
    expect((await detail(other.id, 'holidays')).body).toEqual(otherBefore.body);
  });

  it("reaches process B's banners and home page, and its blog, within a second", async () => {
    const hero = '/media/demo/dunes-91.webp';
    expect(await pageOf(b.url, '/')).not.toContain(hero);
    const banners = await httpCall(b.url, 'users/listBanner', {});
    const blogs = await httpCall(b.url, 'users/listBlog', { limit: 'all', page: 0 });
    const post = blogs.body.data[0];

    await upsertBanner(t.app.ctx, {
      id: 'banner-night',
      image_url: hero,
      page_path: '/ProductFilterPage',
      sort_order: 99,
    });
    await upsertBlog(t.app.ctx, {
      id: post._id,
      title: 'Musandam after the rain',
      image: post.image,
      content: post.content,
      published_at: post.createdAt,
    });

    const elapsed = await msUntil(async () => {
      const [page, list, blog] = await Promise.all([
        pageOf(b.url, '/'),
        httpCall(b.url, 'users/listBanner', {}),
        httpCall(b.url, 'users/viewBlog', { id: post._id }),
      ]);
      return (
        page.includes(`<link rel="preload" as="image" fetchpriority="high" href="${hero}">`) &&
        list.body.data.length === banners.body.data.length + 1 &&
        blog.body.data.title === 'Musandam after the rain'
      );
    });
    expect(elapsed).toBeLessThan(SEEN_WITHIN_MS);
  });
});
