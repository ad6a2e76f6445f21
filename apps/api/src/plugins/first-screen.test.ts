import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TModule } from '@rihla/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '../lib/tagged-cache.js';
import { updateProduct } from '../modules/catalogue/catalogue.repository.js';
import { privatePageDescription } from '../modules/seo/index.js';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { FIRST_SCREEN_MARK, FirstScreenCache, firstScreenKey } from './first-screen.js';

// A web build of its own: index.html as apps/web/index.html leaves it, with the mark inside <main>.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Rihla</title>
  </head>
  <body>
    <div id="root"><main class="flex-1">${FIRST_SCREEN_MARK}</main></div>
  </body>
</html>
`;

let t: TTestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-first-screen-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b.js'), 'console.log(1);\n');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function firstProduct(module: TModule) {
  const row = await t.app.ctx.db
    .selectFrom('products')
    .select(['id', 'title', 'pictures'])
    .where('module', '=', module)
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, title: row.title, picture: (JSON.parse(row.pictures) as string[])[0] ?? '' };
}

async function page(url: string, acceptEncoding = 'identity') {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
  return { response, html: response.body };
}

const preloadOf = (html: string) =>
  /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/.exec(html)?.[1] ?? null;

/**
 * The template with the shop's name as its title, the private pages' description (decision 106) and the shop's data
 * (./shop-page.ts), nothing else.
 */
function expectPlain(html: string) {
  expect(html.replace(/\n\s*<script id="shop-data" type="application\/json">[^<]*<\/script>/, '')).toBe(
    TEMPLATE.replace('    <title>Rihla</title>\n', '').replace(
      '</head>',
      `  <title>Rihla</title>\n    ${privatePageDescription('en')}\n  </head>`,
    ),
  );
}

/**
 * The page without its JSON-LD (decision 027) and the shop's data (./shop-page.ts), data blocks that escape every
 * '<' so no element can start inside them.
 */
const withoutJsonLd = (html: string) =>
  html.replace(/<script (?:type="application\/ld\+json"|id="shop-data" type="application\/json")>[^<]*<\/script>/g, '');

function expectNotFoundPage(html: string) {
  expect(html).toContain('<title>Page not found | Rihla</title>');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain(`<main class="flex-1">${FIRST_SCREEN_MARK}</main>`);
}

describe('the first screen in index.html', () => {
  it('home: preloads and paints the hero picture, the last banner', async () => {
    const banners = await t.app.ctx.db.selectFrom('banners').select('image_url').orderBy('sort_order').execute();
    const hero = banners.at(-1)?.image_url ?? '';
    const { response, html } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(preloadOf(html)).toBe(hero);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`<img src="${hero}" alt="" width="1600" height="600" fetchpriority="high"`);
    expect(html).toContain('<main class="flex-1"><section class="relative isolate bg-brand-900">');
    expect(html).not.toContain(FIRST_SCREEN_MARK);
    expect(withoutJsonLd(html)).not.toMatch(/<script|\son\w+=|style=/);
  });

  it('home: a chip for each category with something on sale, and none for one whose products are all withdrawn', async () => {
    const chipsOf = (html: string) =>
      [...html.matchAll(/<li><a href="\/ProductFilterPage\?category=[^"]*"[^>]*>([^<]*)<\/a><\/li>/g)].map(
        (match) => match[1],
      );
    expect(chipsOf((await page('/')).html)).toEqual(['Picnic Musandum', 'Inbound', 'Holidays', 'Entry ticket']);
    const holidays = await t.app.ctx.db
      .selectFrom('products')
      .select('id')
      .where('module', '=', 'holidays')
      .where('is_published', '=', 1)
      .execute();
    const publish = async (isPublished: 0 | 1) => {
      await t.app.ctx.db
        .updateTable('products')
        .set({ is_published: isPublished })
        .where(
          'id',
          'in',
          holidays.map((row) => row.id),
        )
        .execute();
      // What a catalogue write does after its commit: the home page's first screen is one of the lists it drops.
      await t.app.ctx.caches.invalidate([CACHE_TAGS.productLists]);
    };
    await publish(0);
    try {
      expect(chipsOf((await page('/')).html)).toEqual(['Picnic Musandum', 'Inbound', 'Entry ticket']);
    } finally {
      await publish(1);
    }
    expect(chipsOf((await page('/')).html)).toContain('Holidays');
  });

  it('detail and package: preload the product first picture under its title', async () => {
    for (const [route, module] of [
      ['detail', 'picnic'],
      ['package', 'holidays'],
    ] as const) {
      const product = await firstProduct(module);
      const { response, html } = await page(`/${route}/${module}/${product.id}`);
      expect(response.statusCode).toBe(200);
      expect(preloadOf(html)).toBe(product.picture);
      expect(html).toContain(`<img src="${product.picture}" alt="`);
      expect(html).toMatch(/<h1 class="[^"]*">[^<]+<\/h1>/);
      expect(withoutJsonLd(html)).not.toMatch(/<script|\son\w+=|style=/);
    }
  });

  it('a product page: the rating with its visitors, or New for a product nobody has rated yet', async () => {
    const product = await firstProduct('picnic');
    const path = `/detail/picnic/${product.id}`;
    const { visitor_count: visitors } = await t.app.ctx.db
      .selectFrom('products')
      .select('visitor_count')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect((await page(path)).html).toContain(`(${visitors.toLocaleString('en-US')} visitors)</span>`);
    const setVisitors = async (count: number) => {
      await t.app.ctx.db.updateTable('products').set({ visitor_count: count }).where('id', '=', product.id).execute();
      await t.app.ctx.caches.invalidate([CACHE_TAGS.product(product.id)]);
    };
    await setVisitors(0);
    try {
      const { html } = await page(path);
      expect(html).toContain('font-semibold text-brand-700">New</span>');
      expect(html).not.toContain('visitors)');
    } finally {
      await setVisitors(visitors);
    }
  });

  it('filter: the first result picture, under the URL category as the heading', async () => {
    const all = await page('/ProductFilterPage');
    expect(all.html).toContain('>All experiences</h1>');
    expect(preloadOf(all.html)).toMatch(/^\/media\/demo\/[a-z-]+-\d+\.webp$/);

    const holiday = await firstProduct('holidays');
    const holidays = await page('/ProductFilterPage?category=holidays&x=1');
    expect(holidays.html).toContain('>Holidays</h1>');
    expect(preloadOf(holidays.html)).toBe(holiday.picture);
  });

  it('sends the page compressed as the browser asks, and plain otherwise', async () => {
    const plain = await page('/', 'identity');
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    const br = await page('/', 'gzip, deflate, br');
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(br.response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.response.rawPayload).toString('utf8')).toBe(plain.html);
    const gzip = await page('/', 'gzip');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.response.rawPayload).toString('utf8')).toBe(plain.html);
  });

  it('escapes what the catalogue holds', async () => {
    const product = await firstProduct('inBound');
    const hostile = `Desert "night" <img src=x onerror=alert(1)> & </h1><script>alert(2)</script>`;
    await updateProduct(t.app.ctx.db, product.id, { title: hostile, location: '<b onmouseover=alert(3)>Dubai</b>' });
    const { html } = await page(`/detail/inBound/${product.id}`);
    expect(html).toContain(
      'Desert &quot;night&quot; &lt;img src=x onerror=alert(1)&gt; &amp; &lt;/h1&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    expect(html).toContain('&lt;b onmouseover=alert(3)&gt;Dubai&lt;/b&gt;');
    expect(withoutJsonLd(html)).not.toMatch(/<script|<img src=x|<b /);
  });

  it('gives a private page of the app the plain index.html', async () => {
    const { response, html } = await page('/cart');
    expect(response.statusCode).toBe(200);
    expectPlain(html);
  });

  it('shows a product on the route of another module with its own first screen', async () => {
    const { response, html } = await page('/package/picnic/dibba-dhow-cruise-half-day');
    expect(response.statusCode).toBe(200);
    expect(preloadOf(html)).not.toBeNull();
  });

  // Issues 14 and 16: a path that is no page of the app, or names no product, gets the app (it shows its
  // not-found page) with a 404, and nothing of the path.
  it.each([
    '/detail/picnic/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/detail/picnic/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/detail/picnic/no-such-product',
    '/detail/%3Cscript%3E/x',
    '/detail/evil/x',
    '/detail/picnic/%25E0%25A4%25A',
    '/detail/picnic/a/b',
    '/ProductFilterPage/x',
    '/no-such-page',
    '/cart/extra',
  ])('gives %s the not-found page with status 404', async (url) => {
    const { response, html } = await page(url);
    expect(response.statusCode).toBe(404);
    expectNotFoundPage(html);
    expect(withoutJsonLd(html)).not.toMatch(/<script|<img|alert/);
  });

  it('serves the built scripts but not their source maps, and no page for an unknown asset', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(script.statusCode).toBe(200);
    for (const url of ['/assets/app-1a2b.js.map', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('src/secret.ts');
      expect(res.json()).toMatchObject({ status: 0 });
    }
  });

  it('answers HEAD as GET without a body, on the home page and any other page', async () => {
    for (const url of ['/', '/cart/', '/CART', '/detail/picnic/dibba-dhow-cruise-half-day', '/no-such-page']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      const get = await t.app.inject({ method: 'GET', url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
  });

  it('never copies the query of the filter page into the page', async () => {
    const { html } = await page('/ProductFilterPage?category=%3Cscript%3Ealert(1)%3C/script%3E%22');
    expect(html).toContain('>All experiences</h1>');
    expect(withoutJsonLd(html)).not.toMatch(/<script|alert/);
    expect(html).not.toContain('alert');
  });
});

describe('firstScreenKey', () => {
  it('keeps only what chooses the screen, in canonical form', () => {
    expect(firstScreenKey('/?utm=1')).toBe('/');
    expect(firstScreenKey('/ProductFilterPage?category=ENTRY%20TICKET&page=3')).toBe(
      '/ProductFilterPage?category=Entry%20ticket',
    );
    expect(firstScreenKey('/ProductFilterPage?category=nope')).toBe('/ProductFilterPage');
    expect(firstScreenKey('/detail/picnic/a-b?x=1')).toBe('/detail/picnic/a-b');
    expect(firstScreenKey('/detail/holidays/a-b')).toBeNull();
    expect(firstScreenKey('/package/holidays/a%20b')).toBe('/package/holidays/a%20b');
    expect(firstScreenKey('/package/holidays/a b')).toBeNull();
    expect(firstScreenKey('/about')).toBeNull();
  });
});

describe('FirstScreenCache', () => {
  it('builds once per key until it expires, and holds at most its size', async () => {
    let now = 5000;
    const cache = new FirstScreenCache(1000, 2, { now: () => now });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return null;
    };
    await cache.get('a', build);
    now = 5999;
    await cache.get('a', build);
    expect(builds).toBe(1);
    now = 6001;
    await cache.get('a', build);
    expect(builds).toBe(2);
    await cache.get('b', build);
    await cache.get('c', build);
    await cache.get('a', build);
    expect(builds).toBe(5);
  });

  it('builds a page once for the requests that miss it together, and builds again after a write to its tags', async () => {
    const cache = new FirstScreenCache(60_000, 10);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return null;
    };
    await Promise.all(Array.from({ length: 20 }, () => cache.get('/detail/picnic/dhow', build)));
    expect(builds).toBe(1);
    cache.invalidate(['product:another']);
    await cache.get('/detail/picnic/dhow', build);
    expect(builds).toBe(1);
    cache.invalidate(['product:dhow']);
    await cache.get('/detail/picnic/dhow', build);
    expect(builds).toBe(2);
  });
});
