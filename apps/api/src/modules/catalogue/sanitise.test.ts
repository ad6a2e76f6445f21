import { DEMO_BLOGS } from '@rihla/demo/blogs';
import { DEMO_PRODUCTS } from '@rihla/demo/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProductRow } from '../../demo/seed.js';
import { sanitiseHtml } from '../../lib/sanitise-html.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { findHtmlProblems } from '../../test/html-safety.js';
import { XSS_PAYLOADS, XSS_PROBE_HOST } from '../../test/xss-payloads.js';
import { insertBlog, updateBlog } from '../blog/blog.repository.js';
import { insertProduct, PRODUCT_HTML_COLUMNS, updateProduct } from './catalogue.repository.js';

/** The spec's names of the HTML fields of users/viewDetail, one per column of PRODUCT_HTML_COLUMNS. */
const DETAIL_HTML_FIELDS = [
  'summary',
  'price_inlcude',
  'price_exclude',
  'tour_activity',
  'requirement',
  'inclusions',
  'exclusions',
  'terms',
  'disclaimer',
  'itenary',
  'next_step',
  'cancellation_policy',
] as const;

/** The authored demo fields, in the order of PRODUCT_HTML_COLUMNS. */
const DEMO_HTML_FIELDS = [
  'summary',
  'priceIncludes',
  'priceExcludes',
  'tourActivities',
  'requirements',
  'inclusions',
  'exclusions',
  'terms',
  'disclaimer',
  'itinerary',
  'nextSteps',
  'cancellationPolicy',
] as const;

const BASE_PRODUCT = DEMO_PRODUCTS.find((product) => product.module === 'holidays');
if (!BASE_PRODUCT) throw new Error('the demo catalogue has no holiday package');

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A holiday package with the payload in every HTML column, its title, its pictures and its map. */
function productWith(id: string, payload: string) {
  const row = demoProductRow(BASE_PRODUCT as (typeof DEMO_PRODUCTS)[number], 900, new Date().toISOString());
  const html = Object.fromEntries(PRODUCT_HTML_COLUMNS.map((column) => [column, `<p>Before</p>${payload}`]));
  return {
    ...row,
    ...html,
    id,
    title: `Payload ${payload}`,
    pictures: JSON.stringify(['javascript:alert(1)', '/media/demo/sea-1.webp', `//${XSS_PROBE_HOST}/p.webp`]),
    map_location: 'javascript:alert(1)',
  };
}

describe('product and blog HTML written through the repositories', () => {
  it('keeps every demo product and blog post exactly as authored (the allowlist covers the demo content)', async () => {
    for (const product of DEMO_PRODUCTS) {
      const stored = await t.app.ctx.db
        .selectFrom('products')
        .select(PRODUCT_HTML_COLUMNS)
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      PRODUCT_HTML_COLUMNS.forEach((column, index) => {
        expect(stored[column], `${product.id} ${column}`).toBe(
          product[DEMO_HTML_FIELDS[index] as keyof typeof product],
        );
      });
    }
    for (const blog of DEMO_BLOGS) {
      const stored = await t.app.ctx.db
        .selectFrom('blogs')
        .select('content')
        .where('id', '=', blog.id)
        .executeTakeFirstOrThrow();
      expect(stored.content, blog.id).toBe(blog.content);
    }
  });

  it('holds a corpus of at least 50 payloads, which the checker finds unsafe before sanitising', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    // Three are harmless alone as innerHTML and dangerous next to other markup: a tag cut off at the end
    // (dropped at end of input, completed by whatever follows), <body> (ignored inside a fragment, not in a
    // document) and a CDATA section (a comment in HTML, markup in SVG).
    const unflagged = XSS_PAYLOADS.filter((payload) => findHtmlProblems(payload).length === 0);
    expect(unflagged).toEqual([
      '<img src=x onerror=alert(1)//',
      '<body onload=alert(1)>',
      '<![CDATA[<img src=x onerror=alert(1)>]]>',
    ]);
  });

  it('keeps the safe parts: text, allowlisted tags, http(s) links with rel forced', () => {
    expect(sanitiseHtml('<p onclick="alert(1)">Hello <strong>there</strong></p>')).toBe(
      '<p>Hello <strong>there</strong></p>',
    );
    expect(sanitiseHtml('<a href="https://example.com/a?b=1&c=2" target="_blank" rel="opener">go</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">go</a>',
    );
    expect(sanitiseHtml('<a href="mailto:hello@example.com">mail</a> <a href="tel:+97141234567">call</a>')).toBe(
      '<a href="mailto:hello@example.com" rel="noopener noreferrer">mail</a> <a href="tel:+97141234567" rel="noopener noreferrer">call</a>',
    );
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a> 1 < 2')).toBe(
      '<a rel="noopener noreferrer">x</a> 1 &lt; 2',
    );
    expect(sanitiseHtml('<h2 style="color:red">Title</h2><ol><li><em>one</em></li></ol>')).toBe(
      '<h2>Title</h2><ol><li><em>one</em></li></ol>',
    );
  });

  XSS_PAYLOADS.forEach((payload, index) => {
    it(`stores payload ${index + 1} without anything that runs: ${JSON.stringify(payload).slice(0, 90)}`, async () => {
      const id = `xss-${index + 1}`;
      await insertProduct(t.app.ctx.db, productWith(id, payload));
      await insertBlog(t.app.ctx.db, {
        id,
        title: payload,
        image: 'javascript:alert(1)',
        content: `<p>Before</p>${payload}`,
        published_at: '2026-01-01T06:00:00.000Z',
      });

      const storedProduct = await t.app.ctx.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const storedBlog = await t.app.ctx.db
        .selectFrom('blogs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      for (const column of PRODUCT_HTML_COLUMNS) {
        expect(findHtmlProblems(storedProduct[column]), `stored ${column}`).toEqual([]);
        expect(storedProduct[column]).toMatch(/^<p>Before<\/p>/);
        // Sanitising again changes nothing: a stored value is a fixed point.
        expect(sanitiseHtml(storedProduct[column])).toBe(storedProduct[column]);
      }
      expect(findHtmlProblems(storedBlog.content), 'stored blog content').toEqual([]);
      expect(storedProduct.map_location).toBe('');
      expect(JSON.parse(storedProduct.pictures)).toEqual(['/media/demo/sea-1.webp']);
      expect(storedBlog.image).toBe('');
      // Titles are plain text: stored as written (less U+0000), rendered as text by the web app (e2e/xss.e2e.ts).
      expect(storedProduct.title).toBe(`Payload ${payload.replaceAll('\u0000', '')}`);
      expect(storedBlog.title).toBe(payload.replaceAll('\u0000', ''));

      const detail = await t.call('users/viewDetail', { module: 'holidays', planId: id });
      expect(detail.statusCode).toBe(200);
      DETAIL_HTML_FIELDS.forEach((field, fieldIndex) => {
        const column = PRODUCT_HTML_COLUMNS[fieldIndex] as (typeof PRODUCT_HTML_COLUMNS)[number];
        expect(detail.body.data[field], `viewDetail ${field}`).toBe(storedProduct[column]);
      });
      expect(detail.body.data.map_location).toBe('');

      const blog = await t.call('users/viewBlog', { id });
      expect(blog.statusCode).toBe(200);
      expect(blog.body.data.content).toBe(storedBlog.content);
      expect(findHtmlProblems(blog.body.data.content), 'viewBlog content').toEqual([]);
    });
  });

  it('sanitises updates the same way as inserts', async () => {
    const product = DEMO_PRODUCTS[0];
    const blog = DEMO_BLOGS[0];
    if (!product || !blog) throw new Error('no demo content');
    const everything = XSS_PAYLOADS.join('');
    await updateProduct(t.app.ctx.db, product.id, {
      summary: everything,
      itinerary: everything,
      map_location: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
      title: 'Renamed <b>tour</b>',
    });
    await updateBlog(t.app.ctx.db, blog.id, { content: everything, image: 'data:image/png;base64,AAAA' });

    const stored = await t.app.ctx.db
      .selectFrom('products')
      .select(['summary', 'itinerary', 'map_location', 'title', 'search_text'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(findHtmlProblems(stored.summary)).toEqual([]);
    expect(findHtmlProblems(stored.itinerary)).toEqual([]);
    expect(stored.map_location).toBe('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4');
    expect(stored.title).toBe('Renamed <b>tour</b>');
    // The English title's words, then the Arabic title's, normalised (decision 102), which the rename left alone.
    expect(stored.search_text.startsWith(' renamed b tour b ')).toBe(true);
    const storedBlog = await t.app.ctx.db
      .selectFrom('blogs')
      .select(['content', 'image'])
      .where('id', '=', blog.id)
      .executeTakeFirstOrThrow();
    expect(findHtmlProblems(storedBlog.content)).toEqual([]);
    expect(storedBlog.image).toBe('');
  });
});
