import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { defaultShopSettings, type TPublicShop, type TShopSettings } from '@rihla/shared/schemas/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../test/operators.js';
import { FIRST_SCREEN_MARK } from './first-screen.js';
import { SHOP_BRAND_MARK, withShop } from './shop-page.js';

// Every page the server answers carries the operator's shop (issue 34, decision 071): its data for the web app's
// first render, its favicon and its brand in the header the page shows before the app has run, and after an owner's
// save, the saved shop at once.

const APP_ICON = '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" />';

// A web build of its own: index.html as apps/web/index.html leaves it, with the icon, the brand and the main marks.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Tours, trips and tickets</title>
    ${APP_ICON}
  </head>
  <body>
    <div id="root"><header>${SHOP_BRAND_MARK}</header><main class="flex-1">${FIRST_SCREEN_MARK}</main></div>
  </body>
</html>
`;

/** A page of each kind the server answers: first screen, private page, not found, back office. */
const PAGES = ['/', '/cart', '/no-such-page', '/admin'] as const;

let t: TTestApp;
let webDir: string;
let owner: TTestOperator;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-shop-page-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  owner = await newOperator(t, 'owner', 'Shop owner');
});
afterAll(async () => {
  await t?.close();
  if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
});

async function page(url: string, acceptEncoding = 'identity') {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
  return { response, html: response.body };
}

/** The shop the page carries, as the web app reads it (JSON.parse of the data block's text). */
function shopDataOf(html: string): TPublicShop {
  const matches = [...html.matchAll(/<script id="shop-data" type="application\/json">([^<]*)<\/script>/g)];
  expect(matches).toHaveLength(1);
  return JSON.parse(matches[0]?.[1] ?? '') as TPublicShop;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function saveShop(change: (settings: TShopSettings) => TShopSettings) {
  const read = await operatorCall(t, 'operator/getShopSettings', {}, owner.token);
  const { settings, version } = read.body.data as { settings: TShopSettings; version: number };
  const saved = await operatorCall(
    t,
    'operator/updateShopSettings',
    { settings: change(settings), version },
    owner.token,
  );
  expect(saved.statusCode, saved.raw.body).toBe(200);
}

describe('the shop on every served page', () => {
  it('carries the public shop, the app icon and the shop’s name on every kind of page', async () => {
    const publicShop = (await t.call('shop/settings', {})).body.data as TPublicShop;
    for (const url of PAGES) {
      const { response, html } = await page(url);
      expect(response.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
      expect(shopDataOf(html), url).toEqual(publicShop);
      expect(html, url).not.toContain('phoneHoldMinutes');
      expect(html.indexOf('id="shop-data"'), url).toBeLessThan(html.indexOf('</head>'));
      // No favicon of its own yet: the app's mark stays the tab's icon.
      expect(html, url).toContain(APP_ICON);
      expect(html, url).not.toContain(SHOP_BRAND_MARK);
    }
    const backOffice = await page('/admin');
    expect(titleOf(backOffice.html)).toBe('Rihla back office');
    expect(backOffice.response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await page('/cart')).response.headers['x-robots-tag']).toBeUndefined();
    expect(titleOf((await page('/cart')).html)).toBe('Rihla');
    // A private page has a description too (Lighthouse's SEO audit, decision 106), in its language.
    expect((await page('/cart')).html).toMatch(/<meta name="description" content="Book desert safaris[^"]*">/);
    expect((await page('/ar/cart')).html).toMatch(/<meta name="description" content="احجز رحلات[^"]*">/);
    // The storefront's pages show the brand in the header until the app has run; the back office's page is empty.
    for (const url of ['/', '/cart', '/no-such-page']) {
      expect((await page(url)).html, url).toContain('<a href="/" aria-label="Rihla home"');
    }
    expect((await page('/admin')).html).toContain('<div id="root"></div>');
  });

  it('shows a save at once on every kind of page: name, favicon, logo and the home page’s hero', async () => {
    for (const url of PAGES) await page(url);
    await saveShop((settings) => ({
      ...settings,
      name: 'Dibba Dhows',
      legalName: 'Dibba Dhows LLC',
      supportEmail: 'hello@dibba.example',
      favicon: '/uploads/pictures/dibba-icon.png',
      logo: '/uploads/pictures/dibba-logo.png',
      whatsapp: '+971 50 123 4567',
      hero: { ...settings.hero, eyebrow: '', title: 'Sail the fjords', picture: '/uploads/pictures/fjord.webp' },
    }));

    for (const url of PAGES) {
      const { html } = await page(url);
      expect(shopDataOf(html), url).toMatchObject({ name: 'Dibba Dhows', whatsapp: '+971 50 123 4567' });
      expect(html, url).toContain('<link rel="icon" href="/uploads/pictures/dibba-icon.png">');
      expect(html, url).not.toContain(APP_ICON);
      // The heads of the pages search engines index are the seo module's (modules/seo/seo-head.ts).
      const ours = url === '/cart' || url === '/admin' ? html : html.slice(html.indexOf('</head>'));
      expect(ours, url).not.toMatch(/rihla/i);
    }
    expect(titleOf((await page('/admin')).html)).toBe('Dibba Dhows back office');
    expect(titleOf((await page('/cart')).html)).toBe('Dibba Dhows');
    const home = (await page('/')).html;
    expect(home).toContain(
      '<a href="/" aria-label="Dibba Dhows home" class="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg"><img src="/uploads/pictures/dibba-logo.png" alt=""',
    );
    expect(home).toMatch(/<h1 [^>]*>Sail the fjords<\/h1>/);
    expect(home).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/pictures/fjord.webp">');
    expect(home).not.toContain('Tours · Musandam trips');
  });

  it('escapes the shop’s words so that nothing in them can end the data block or run', async () => {
    const hostile = 'Dhows </script><script>alert(1)</script> & "co"';
    await saveShop((settings) => ({
      ...settings,
      name: 'Dhows <b>',
      legalName: hostile,
      hero: { ...settings.hero, title: '</h1><img src=x onerror=alert(2)>' },
    }));
    for (const url of PAGES) {
      const { html } = await page(url);
      expect(shopDataOf(html), url).toMatchObject({ name: 'Dhows <b>', legalName: hostile });
      const withoutJsonLd = html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '');
      expect(withoutJsonLd.match(/<script/g), url).toHaveLength(1);
      expect(html, url).not.toMatch(/<b>|<img src=x|alert\(1\)<\/script>/);
    }
    expect(titleOf((await page('/admin')).html)).toBe('Dhows &lt;b&gt; back office');
    expect((await page('/')).html).toContain('&lt;/h1&gt;&lt;img src=x onerror=alert(2)&gt;</h1>');
  });

  it('sends a private page built once, compressed as the browser asks', async () => {
    const plain = await page('/cart');
    const br = await page('/cart', 'gzip, deflate, br');
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(br.response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.response.rawPayload).toString('utf8')).toBe(plain.html);
    const gzip = await page('/checkout/abc', 'gzip');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.response.rawPayload).toString('utf8')).toBe(plain.html);
  });
});

describe('withShop', () => {
  const {
    phoneHoldMinutes: _desksOwn,
    passengerRetentionDays: _ownersOwn,
    ...shop
  } = defaultShopSettings({ name: 'Dibba Dhows' });
  const template = `<html><head><title>x</title></head><body><header>${SHOP_BRAND_MARK}</header></body></html>`;

  it('adds the favicon to a page without an icon of its own, and no icon when the shop has none', () => {
    expect(withShop(template, { ...shop, favicon: '/uploads/icon.png' })).toContain(
      '<link rel="icon" href="/uploads/icon.png">',
    );
    expect(withShop(template, shop)).not.toContain('rel="icon"');
  });

  it('draws a long name as the app does on a phone: smaller, without the mark (decision 093)', () => {
    const short = withShop(template, shop);
    expect(short).toContain('class="size-8 shrink-0"');
    expect(short).toContain('text-lg leading-tight');
    const long = withShop(template, { ...shop, name: 'The Musandam Peninsula Dhow Cruise and Desert Safari Co.' });
    expect(long).toContain('class="size-8 shrink-0 hidden sm:block"');
    expect(long).toContain('text-[13px] leading-4');
  });
});
