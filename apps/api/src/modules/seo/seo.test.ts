import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TModule } from '@rihla/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MARK } from '../../plugins/first-screen.js';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { productTemplateOf } from '../../test/shopping.js';
import { upsertBlog } from '../blog/blog.service.js';
import { addProduct, updateProduct } from '../catalogue/catalogue.service.js';
import { clip, plainText } from './seo-head.js';

// index.html as apps/web/index.html leaves it: a default title and description the server replaces.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Rihla default" />
    <title>Rihla default</title>
  </head>
  <body>
    <div id="root"><main class="flex-1">${FIRST_SCREEN_MARK}</main></div>
  </body>
</html>
`;

let t: TTestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-seo-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

async function productOf(module: TModule) {
  return t.app.ctx.db
    .selectFrom('products')
    .selectAll()
    .where('module', '=', module)
    .where('visitor_count', '>', 0)
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, html: response.body };
}

/** The attribute `content` of a meta tag, decoded as a browser would. */
function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match ? decodeHtml(match[1] ?? '') : null;
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const titleOf = (html: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null;

/** Every JSON-LD block of a page, parsed; '@type' to block. */
function jsonLdOf(html: string): Map<string, any> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return new Map(
    blocks.map((block) => {
      const data = JSON.parse(block[1] ?? '');
      return [data['@type'], data];
    }),
  );
}

function expectHeadTags(html: string, expected: { title: string; path: string; type: string }) {
  const url = `${TEST_PUBLIC_URL}${expected.path}`;
  expect(titleOf(html)).toBe(expected.title);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).not.toContain('Rihla default');
  const description = metaOf(html, 'description') ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(155);
  expect(canonicalOf(html)).toBe(url);
  expect(metaOf(html, 'og:title')).toBe(expected.title);
  expect(metaOf(html, 'og:description')).toBe(description);
  expect(metaOf(html, 'og:url')).toBe(url);
  expect(metaOf(html, 'og:type')).toBe(expected.type);
  expect(metaOf(html, 'og:image')).toMatch(/^https?:\/\//);
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaOf(html, 'twitter:title')).toBe(expected.title);
  expect(metaOf(html, 'twitter:description')).toBe(description);
  expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
  // Everything is in the head, before the app's markup.
  expect(html.lastIndexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
}

function expectBreadcrumbs(ld: any, names: string[]) {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld.itemListElement.map((item: any) => item.position)).toEqual(names.map((_name, index) => index + 1));
  expect(ld.itemListElement.map((item: any) => item.name)).toEqual(names);
  for (const item of ld.itemListElement) expect(item.item).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
}

describe('GET a product page', () => {
  it.each([
    ['detail', 'picnic', 'Picnic Musandum', true],
    ['detail', 'inBound', 'Inbound', true],
    ['package', 'holidays', 'Holidays', true],
    ['package', 'entryTicket', 'Entry ticket', false],
  ] as const)(
    '/%s/%s has its own head tags and a Product with an Offer in AED',
    async (route, module, category, isTrip) => {
      const product = await productOf(module);
      const pathname = `/${route}/${module}/${encodeURIComponent(product.id)}`;
      const { response, html } = await get(pathname);
      expect(response.statusCode).toBe(200);
      expectHeadTags(html, { title: `${product.title} | Rihla`, path: pathname, type: 'product' });
      const pictures = JSON.parse(product.pictures) as string[];
      expect(metaOf(html, 'og:image')).toBe(`${TEST_PUBLIC_URL}${pictures[0]}`);
      expect(metaOf(html, 'description')).toBe(clip(plainText(product.summary)));

      const ld = jsonLdOf(html);
      const item = ld.get('Product');
      expect(item['@context']).toBe('https://schema.org');
      expect(item.name).toBe(product.title);
      expect(item.image[0]).toBe(`${TEST_PUBLIC_URL}${pictures[0]}`);
      expect(item.offers).toMatchObject({
        '@type': 'Offer',
        price: (product.price_fils / 100).toFixed(2),
        priceCurrency: 'AED',
        availability: 'https://schema.org/InStock',
        url: `${TEST_PUBLIC_URL}${pathname}`,
      });
      expect(item.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        ratingValue: product.rating_x10 / 10,
        reviewCount: product.visitor_count,
      });
      expect(ld.has('TouristTrip')).toBe(isTrip);
      if (isTrip) expect(ld.get('TouristTrip').offers.priceCurrency).toBe('AED');
      expectBreadcrumbs(ld.get('BreadcrumbList'), ['Home', category, product.title]);
    },
  );

  it('names the route of its module as canonical when opened on the other one', async () => {
    const product = await productOf('picnic');
    const { response, html } = await get(`/package/picnic/${product.id}?utm_source=x`);
    expect(response.statusCode).toBe(200);
    expect(canonicalOf(html)).toBe(`${TEST_PUBLIC_URL}/detail/picnic/${product.id}`);
  });

  it('escapes a title with a script and quotes in the title tag, the meta tags and the JSON-LD', async () => {
    const product = await productOf('inBound');
    const hostile = `Dune "bash" 'n' </script><script>alert(1)</script> & <!-- more`;
    await updateProduct(t.app.ctx, product.id, { title: hostile, summary: '<p>Fun &amp; sun <b>"daily"</b></p>' });
    const { html } = await get(`/detail/inBound/${product.id}`);
    expect(html).toContain(
      '<title>Dune &quot;bash&quot; &#39;n&#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- more | Rihla</title>',
    );
    expect(titleOf(html)).toBe(`${hostile} | Rihla`);
    expect(metaOf(html, 'og:title')).toBe(`${hostile} | Rihla`);
    expect(metaOf(html, 'description')).toBe('Fun & sun "daily"');
    // The only script elements are the JSON-LD blocks and the shop's data (plugins/shop-page.ts), each closed where
    // it was opened.
    expect(html.match(/<script/g)?.length).toBe(
      (html.match(/<script type="application\/ld\+json">/g)?.length ?? 0) + 1,
    );
    expect(html).toContain('<script id="shop-data" type="application/json">');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(html).not.toContain('<!-- more');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(jsonLdOf(html).get('Product').name).toBe(hostile);
  });

  it('answers 404 with the not-found page for a product that does not exist, until it is added', async () => {
    const { response, html } = await get('/detail/picnic/seo-not-yet');
    expect(response.statusCode).toBe(404);
    // The not-found page is built by web-app.ts, which names the shop once it passes it (decision 071).
    expect(titleOf(html)).toMatch(/^Page not found( \| Rihla)?$/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');

    const row = productTemplateOf(await productOf('picnic'));
    await addProduct(t.app.ctx, { ...row, id: 'seo-not-yet', title: 'Seo added trip' });
    const added = await get('/detail/picnic/seo-not-yet');
    expect(added.response.statusCode).toBe(200);
    expect(titleOf(added.html)).toBe('Seo added trip | Rihla');
  });

  it('answers HEAD as GET, same status and headers, without a body', async () => {
    const product = await productOf('holidays');
    for (const url of [`/package/holidays/${product.id}`, '/detail/picnic/nope', '/no-such-page', '/sitemap.xml']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      const full = await t.app.inject({ method: 'GET', url });
      expect(head.statusCode, url).toBe(full.statusCode);
      expect(head.headers['content-type'], url).toBe(full.headers['content-type']);
      expect(head.headers['content-length'], url).toBe(full.headers['content-length']);
      expect(head.headers['cache-control'], url).toBe(full.headers['cache-control']);
      expect(head.body, url).toBe('');
    }
  });
});

describe('GET the home, filter, blog and static pages', () => {
  it('/ has its head tags and the Organization', async () => {
    const { response, html } = await get('/?utm_source=newsletter');
    expect(response.statusCode).toBe(200);
    expectHeadTags(html, { title: 'Rihla | Tours, Musandam trips and tickets in the UAE', path: '/', type: 'website' });
    const organization = jsonLdOf(html).get('Organization');
    expect(organization).toMatchObject({
      name: 'Rihla',
      url: `${TEST_PUBLIC_URL}/`,
      logo: `${TEST_PUBLIC_URL}/logo.svg`,
    });
    const logo = await t.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('/ProductFilterPage?category=... has the category in its title, canonical and breadcrumbs', async () => {
    const { response, html } = await get('/ProductFilterPage?category=entry%20ticket&page=2');
    expect(response.statusCode).toBe(200);
    expectHeadTags(html, {
      title: 'Entry ticket in the UAE | Rihla',
      path: '/ProductFilterPage?category=Entry%20ticket',
      type: 'website',
    });
    expectBreadcrumbs(jsonLdOf(html).get('BreadcrumbList'), ['Home', 'Entry ticket']);
  });

  it('/blogsdetails/:id has a BlogPosting; an unknown post is a 404', async () => {
    await upsertBlog(t.app.ctx, {
      id: 'seo-post',
      title: 'Five <b>dhow</b> tips',
      image: '/media/demo/dhow-1.webp',
      content: '<p>Take a hat &amp; water.</p><p>Go early.</p>',
      published_at: '2026-10-01T06:00:00.000Z',
    });
    const { response, html } = await get('/blogsdetails/seo-post');
    expect(response.statusCode).toBe(200);
    expectHeadTags(html, {
      title: 'Five <b>dhow</b> tips | Rihla blog',
      path: '/blogsdetails/seo-post',
      type: 'article',
    });
    expect(metaOf(html, 'description')).toBe('Take a hat & water. Go early.');
    const ld = jsonLdOf(html);
    expect(ld.get('BlogPosting')).toMatchObject({
      headline: 'Five <b>dhow</b> tips',
      datePublished: '2026-10-01T06:00:00.000Z',
      image: [`${TEST_PUBLIC_URL}/media/demo/dhow-1.webp`],
      publisher: { name: 'Rihla' },
    });
    expectBreadcrumbs(ld.get('BreadcrumbList'), ['Home', 'Blog', 'Five <b>dhow</b> tips']);
    expect((await get('/blogsdetails/no-such-post')).response.statusCode).toBe(404);
  });

  it.each([
    ['/blogs', 'Travel blog | Rihla'],
    ['/privacypolicy/', 'Privacy policy | Rihla'],
    ['/VisaChange', 'UAE visa change | Rihla'],
  ])('%s has its own head tags', async (url, title) => {
    const { response, html } = await get(url);
    expect(response.statusCode).toBe(200);
    expectHeadTags(html, { title, path: url === '/privacypolicy/' ? '/PrivacyPolicy' : url, type: 'website' });
  });
});

describe('GET /sitemap.xml', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('lists every product, post and static page, and a product added after it was first asked for', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(first.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const listed = locs(first.body);
    const products = await t.app.ctx.db.selectFrom('products').select(['id', 'module']).execute();
    const blogs = await t.app.ctx.db.selectFrom('blogs').select('id').execute();
    for (const product of products) {
      const route = product.module === 'picnic' || product.module === 'inBound' ? 'detail' : 'package';
      expect(listed).toContain(`${TEST_PUBLIC_URL}/${route}/${product.module}/${encodeURIComponent(product.id)}`);
    }
    for (const blog of blogs) expect(listed).toContain(`${TEST_PUBLIC_URL}/blogsdetails/${blog.id}`);
    for (const page of ['/', '/ProductFilterPage?category=Picnic%20Musandum', '/blogs', '/PrivacyPolicy', '/faq']) {
      expect(listed).toContain(`${TEST_PUBLIC_URL}${page}`);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).not.toContain(`${TEST_PUBLIC_URL}/package/holidays/seo-sitemap-new`);

    const row = productTemplateOf(await productOf('holidays'));
    await addProduct(t.app.ctx, {
      ...row,
      id: 'seo-sitemap-new',
      title: 'Sitemap holiday',
      created_at: '2026-11-20T08:30:00.000Z',
    });
    const second = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const page = `${TEST_PUBLIC_URL}/package/holidays/seo-sitemap-new`;
    const arabicPage = `${TEST_PUBLIC_URL}/ar/package/holidays/seo-sitemap-new`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${page}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${arabicPage}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${page}"/>`;
    expect(second.body).toContain(`<url><loc>${page}</loc><lastmod>2026-11-20</lastmod>${alternates}</url>`);
    expect(second.body).toContain(`<url><loc>${arabicPage}</loc><lastmod>2026-11-20</lastmod>${alternates}</url>`);
  });

  it('lists every page in Arabic too, under /ar', async () => {
    const listed = locs((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const english = listed.filter((url) => !url?.startsWith(`${TEST_PUBLIC_URL}/ar/`));
    expect(english.length * 2).toBe(listed.length);
    for (const url of english) {
      expect(listed).toContain(`${TEST_PUBLIC_URL}/ar${url?.slice(TEST_PUBLIC_URL.length)}`);
    }
    expect(listed).toContain(`${TEST_PUBLIC_URL}/ar/`);
  });
});

describe('GET a page in Arabic (/ar)', () => {
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );

  it('serves the home page as <html lang="ar" dir="rtl"> from the first byte, canonical under /ar, both alternates', async () => {
    for (const url of ['/ar', '/ar/']) {
      const { response, html } = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(canonicalOf(html)).toBe(`${TEST_PUBLIC_URL}/ar/`);
      expect(metaOf(html, 'og:url')).toBe(`${TEST_PUBLIC_URL}/ar/`);
      expect(metaOf(html, 'og:locale')).toBe('ar_AE');
      expect(alternatesOf(html)).toEqual({
        en: `${TEST_PUBLIC_URL}/`,
        ar: `${TEST_PUBLIC_URL}/ar/`,
        'x-default': `${TEST_PUBLIC_URL}/`,
      });
    }
  });

  it('says the head’s own words in Arabic: the home, static, filter and not-found pages’ titles and descriptions', async () => {
    const home = (await get('/ar/')).html;
    expect(titleOf(home)).toBe('Rihla | جولات ورحلات مسندم وتذاكر في الإمارات');
    expect(metaOf(home, 'description')).toMatch(/^احجز رحلات السفاري/);
    const faq = (await get('/ar/faq')).html;
    expect(titleOf(faq)).toBe('المساعدة والأسئلة الشائعة | Rihla');
    expect(metaOf(faq, 'og:title')).toBe('المساعدة والأسئلة الشائعة | Rihla');
    expect(metaOf(faq, 'description')).toBe('إجابات عن حجز رحلة مع Rihla ودفعها وإلغائها وتغييرها.');
    const crumbs = jsonLdOf(faq).get('BreadcrumbList');
    expect(crumbs.itemListElement[0]).toMatchObject({ name: 'الرئيسية', item: `${TEST_PUBLIC_URL}/ar/` });
    expect(crumbs.itemListElement[1]).toMatchObject({ item: `${TEST_PUBLIC_URL}/ar/faq` });
    expect(titleOf((await get('/ar/ProductFilterPage')).html)).toBe('جميع التجارب في الإمارات | Rihla');
    expect(titleOf((await get('/ar/ProductFilterPage?category=Holidays')).html)).toBe('العطلات في الإمارات | Rihla');
    expect(titleOf((await get('/ar/no-such-page')).html)).toBe('الصفحة غير موجودة | Rihla');
    expect(titleOf((await get('/faq')).html)).toBe('Help and FAQ | Rihla');
  });

  it('gives every English page its alternates and leaves it in English', async () => {
    const { html } = await get('/faq');
    expect(html).toContain('<html lang="en">');
    expect(canonicalOf(html)).toBe(`${TEST_PUBLIC_URL}/faq`);
    expect(alternatesOf(html)).toEqual({
      en: `${TEST_PUBLIC_URL}/faq`,
      ar: `${TEST_PUBLIC_URL}/ar/faq`,
      'x-default': `${TEST_PUBLIC_URL}/faq`,
    });
  });

  it('draws a product page’s first screen with the server’s own words in Arabic and its links under /ar', async () => {
    const product = await productOf('picnic');
    const path = `/detail/picnic/${encodeURIComponent(product.id)}`;
    const { response, html } = await get(`/ar${path}`);
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(canonicalOf(html)).toBe(`${TEST_PUBLIC_URL}/ar${path}`);
    expect(alternatesOf(html).en).toBe(`${TEST_PUBLIC_URL}${path}`);
    expect(html).toContain('<a href="/ar/" class="-mx-2 block');
    expect(html).toContain('>الرئيسية</a>');
    expect(html).not.toContain('>Home</a>');
    expect(html).not.toContain('href="/ProductFilterPage');
  });

  it('gives an Arabic page the shop in Arabic: the home page’s hero in its data block and its first screen', async () => {
    const arabic = (await get('/ar/')).html;
    const data = JSON.parse(
      /<script id="shop-data" type="application\/json">([^<]*)<\/script>/.exec(arabic)?.[1] ?? '{}',
    );
    expect(data.hero.title).toBe('اكتشف الإمارات ومسندم');
    expect(arabic).toContain('>اكتشف الإمارات ومسندم</h1>');
    const english = (await get('/')).html;
    expect(english).not.toContain('اكتشف الإمارات ومسندم');
  });

  it('draws the product’s own title and place in Arabic where written, English otherwise (decision 102)', async () => {
    const path = '/detail/picnic/dibba-dhow-cruise-full-day-from-dubai';
    const row = await t.app.ctx.db
      .selectFrom('products')
      .select(['title', 'title_ar'])
      .where('id', '=', 'dibba-dhow-cruise-full-day-from-dubai')
      .executeTakeFirstOrThrow();
    expect(row.title_ar).toMatch(/[\u0600-\u06FF]/);
    const arabic = (await get(`/ar${path}`)).html;
    expect(arabic).toContain(`>${row.title_ar}</h1>`);
    expect(arabic).not.toContain(`>${row.title}</h1>`);
    const english = (await get(path)).html;
    expect(english).toContain(`>${row.title}</h1>`);
  });

  it('serves the private pages in Arabic, and answers 404 in Arabic for a path the app does not have', async () => {
    const cart = await get('/ar/cart');
    expect(cart.response.statusCode).toBe(200);
    expect(cart.html).toContain('<html lang="ar" dir="rtl">');
    for (const url of ['/ar/no-such-page', '/ar/admin', '/ar/detail/picnic/no-such-product']) {
      const { response, html } = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(html, url).toContain('<html lang="ar" dir="rtl">');
    }
    expect((await get('/arrivals')).response.statusCode).toBe(404);
    expect((await get('/arrivals')).html).toContain('<html lang="en">');
  });
});

describe('GET the head of an Arabic product or blog post (/ar): its title, description and structured data', () => {
  it('names a post by its Arabic title and text under the Arabic blog, and falls back to English where it has none', async () => {
    await upsertBlog(t.app.ctx, {
      id: 'seo-post-ar',
      title: 'Five dhow tips',
      image: '/media/demo/dhow-1.webp',
      content: '<p>Take a hat &amp; water.</p>',
      published_at: '2026-10-02T06:00:00.000Z',
      ar: JSON.stringify({ title: 'خمس نصائح لرحلة الداو', content: '<p>خذ قبعة وماءً. واذهب مبكرًا.</p>' }),
    });
    const { response, html } = await get('/ar/blogsdetails/seo-post-ar');
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe('خمس نصائح لرحلة الداو | مدونة Rihla');
    expect(metaOf(html, 'og:title')).toBe(titleOf(html));
    expect(metaOf(html, 'twitter:title')).toBe(titleOf(html));
    expect(metaOf(html, 'description')).toBe('خذ قبعة وماءً. واذهب مبكرًا.');
    expect(metaOf(html, 'og:description')).toBe('خذ قبعة وماءً. واذهب مبكرًا.');
    expect(canonicalOf(html)).toBe(`${TEST_PUBLIC_URL}/ar/blogsdetails/seo-post-ar`);
    const ld = jsonLdOf(html);
    expect(ld.get('BlogPosting')).toMatchObject({
      headline: 'خمس نصائح لرحلة الداو',
      description: 'خذ قبعة وماءً. واذهب مبكرًا.',
      inLanguage: 'ar',
      url: `${TEST_PUBLIC_URL}/ar/blogsdetails/seo-post-ar`,
      mainEntityOfPage: `${TEST_PUBLIC_URL}/ar/blogsdetails/seo-post-ar`,
    });
    expectBreadcrumbs(ld.get('BreadcrumbList'), ['الرئيسية', 'المدونة', 'خمس نصائح لرحلة الداو']);
    expect(ld.get('BreadcrumbList').itemListElement.map((item: any) => item.item)).toEqual([
      `${TEST_PUBLIC_URL}/ar/`,
      `${TEST_PUBLIC_URL}/ar/blogs`,
      `${TEST_PUBLIC_URL}/ar/blogsdetails/seo-post-ar`,
    ]);

    // The English page is as it was.
    const english = (await get('/blogsdetails/seo-post-ar')).html;
    expect(titleOf(english)).toBe('Five dhow tips | Rihla blog');
    expect(metaOf(english, 'description')).toBe('Take a hat & water.');
    expect(jsonLdOf(english).get('BlogPosting')).not.toHaveProperty('inLanguage');
    expect(jsonLdOf(english).get('BlogPosting').url).toBe(`${TEST_PUBLIC_URL}/blogsdetails/seo-post-ar`);
    expectBreadcrumbs(jsonLdOf(english).get('BreadcrumbList'), ['Home', 'Blog', 'Five dhow tips']);

    // A post without Arabic: its English words, in the Arabic blog's frame.
    await upsertBlog(t.app.ctx, {
      id: 'seo-post-en-only',
      title: 'Musandam in winter',
      image: '/media/demo/dhow-1.webp',
      content: '<p>Cool mornings.</p>',
      published_at: '2026-10-03T06:00:00.000Z',
    });
    const fallback = (await get('/ar/blogsdetails/seo-post-en-only')).html;
    expect(titleOf(fallback)).toBe('Musandam in winter | مدونة Rihla');
    expect(metaOf(fallback, 'description')).toBe('Cool mornings.');
    expectBreadcrumbs(jsonLdOf(fallback).get('BreadcrumbList'), ['الرئيسية', 'المدونة', 'Musandam in winter']);
    const missing = await get('/ar/blogsdetails/no-such-post');
    expect(missing.response.statusCode).toBe(404);
    expect(titleOf(missing.html)).toBe('الصفحة غير موجودة | Rihla');
  });

  it('names a product by its Arabic title, summary, category and place; English where the product has none', async () => {
    const id = 'dibba-dhow-cruise-full-day-from-dubai';
    const path = `/detail/picnic/${id}`;
    const row = await t.app.ctx.db
      .selectFrom('products')
      .select(['title', 'title_ar'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.title_ar).toMatch(/[\u0600-\u06FF]/);
    const { response, html } = await get(`/ar${path}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(html)).toBe(`${row.title_ar} | Rihla`);
    expect(metaOf(html, 'og:title')).toBe(`${row.title_ar} | Rihla`);
    expect(metaOf(html, 'description')).toMatch(/[\u0600-\u06FF]/);
    const ld = jsonLdOf(html);
    expect(ld.get('Product')).toMatchObject({ name: row.title_ar, category: 'رحلات مسندم' });
    expect(ld.get('Product').description).toBe(metaOf(html, 'description'));
    expect(ld.get('TouristTrip')).toMatchObject({ name: row.title_ar, url: `${TEST_PUBLIC_URL}/ar${path}` });
    expectBreadcrumbs(ld.get('BreadcrumbList'), ['الرئيسية', 'رحلات مسندم', row.title_ar]);
    expect(ld.get('BreadcrumbList').itemListElement[1].item).toBe(
      `${TEST_PUBLIC_URL}/ar/ProductFilterPage?category=Picnic%20Musandum`,
    );
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain(row.title);

    const english = (await get(path)).html;
    expect(titleOf(english)).toBe(`${row.title} | Rihla`);
    expect(jsonLdOf(english).get('Product')).toMatchObject({ name: row.title, category: 'Picnic Musandum' });
    expectBreadcrumbs(jsonLdOf(english).get('BreadcrumbList'), ['Home', 'Picnic Musandum', row.title]);

    // A product written in English only: its English words, the page's Arabic frame.
    const template = await productOf('holidays');
    await addProduct(t.app.ctx, {
      ...productTemplateOf(template),
      id: 'seo-english-only',
      title: 'Hatta mountain escape',
      summary: '',
      location: 'Hatta',
      price_fils: 45_000,
      title_ar: '',
      ar: '{}',
    });
    const fallback = (await get('/ar/package/holidays/seo-english-only')).html;
    expect(titleOf(fallback)).toBe('Hatta mountain escape | Rihla');
    expect(metaOf(fallback, 'description')).toBe('Hatta mountain escape: العطلات في Hatta، ابتداءً من AED 450.00.');
  });
});

describe('GET the back office', () => {
  it('answers every path under /admin with the app, its own title and no storefront first screen, kept from search engines', async () => {
    for (const url of ['/admin', '/admin/', '/admin/sign-in', '/Admin/staff', '/admin/no-such-screen']) {
      const { response, html } = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(titleOf(html), url).toBe('Rihla back office');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(FIRST_SCREEN_MARK);
    }
    expect((await get('/administrator')).response.statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('allows every crawler everywhere but the back office, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${TEST_PUBLIC_URL}/sitemap.xml\n`,
    );
  });
});
