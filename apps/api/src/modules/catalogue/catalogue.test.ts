import {
  FILTER_CATEGORIES,
  FILTER_DURATIONS,
  FILTER_PRICES,
  FILTER_TIMES,
  MESSAGES,
  MODULES,
} from '@rihla/shared/constants';
import { inDurationBucket, inPriceBucket, inTimeBucket } from '@rihla/shared/rules/filters';
import { aedToFils } from '@rihla/shared/rules/money';
import { minutesOfDay } from '@rihla/shared/rules/time';
import { ZProductDetail } from '@rihla/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type TItem = { module: string; planId: string; title: string; price: number; pictures: string[] };

async function allProducts(): Promise<TItem[]> {
  const res = await t.call('users/filteredList', {});
  return res.body.data;
}

async function detailOf(item: TItem) {
  return (await t.call('users/viewDetail', { module: item.module, planId: item.planId })).body.data;
}

describe('the demo catalogue', () => {
  it('has at least 40 products over the four modules, each with 3 to 6 local pictures', async () => {
    const products = await allProducts();
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const module of MODULES) expect(products.filter((p) => p.module === module).length).toBeGreaterThanOrEqual(8);
    for (const product of products) {
      expect(product.pictures.length).toBeGreaterThanOrEqual(3);
      expect(product.pictures.length).toBeLessThanOrEqual(6);
      for (const picture of product.pictures) expect(picture).toMatch(/^\/media\/demo\/[a-z-]+-\d+\.webp$/);
    }
  });

  it('serves its pictures as WebP images painted locally', async () => {
    const [first] = await allProducts();
    const res = await t.app.inject({ method: 'GET', url: first?.pictures[0] ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const bad = await t.app.inject({ method: 'GET', url: '/media/demo/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.statusCode).toBe(404);
  });
});

describe('POST /api/users/viewDetail', () => {
  it('returns every field of the product entity with the spec spellings', async () => {
    const [first] = await allProducts();
    const res = await t.call('users/viewDetail', { module: first?.module, planId: first?.planId });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(1);
    const detail = ZProductDetail.strict().parse(res.body.data);
    expect(detail.isWishlisted).toBe(0);
    expect(detail.price_inlcude.length).toBeGreaterThan(0);
    expect(detail.itenary.length).toBeGreaterThan(0);
    expect(detail.start).toMatch(/^\d{2}:\d{2}$/);
    expect(detail.title).toBe(first?.title);
  });

  it('fills every text field of every demo product', async () => {
    for (const item of await allProducts()) {
      const detail = await detailOf(item);
      for (const [key, value] of Object.entries(detail)) {
        if (typeof value === 'string') expect(value.length, `${item.planId}.${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('answers an unknown product with a 404 and the envelope', async () => {
    const res = await t.call('users/viewDetail', { module: 'picnic', planId: 'no-such-product' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.productNotFound });
  });

  it('refuses an unknown module and a missing planId', async () => {
    const unknownModule = await t.call('users/viewDetail', { module: 'spaceflight', planId: 'x' });
    expect(unknownModule.statusCode).toBe(400);
    expect(unknownModule.body).toEqual({ status: 0, message: 'Unknown module' });
    const missing = await t.call('users/viewDetail', { module: 'picnic' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('planId is required');
  });

  it('says whether the caller has the product in the wishlist', async () => {
    const [first] = await allProducts();
    const { token } = await t.newShopper();
    await t.call('users/addFavourites', { module: first?.module, planId: first?.planId }, token);
    const mine = await t.call('users/viewDetail', { module: first?.module, planId: first?.planId }, token);
    expect(mine.body.data.isWishlisted).toBe(1);
    const visitor = await t.call('users/viewDetail', { module: first?.module, planId: first?.planId });
    expect(visitor.body.data.isWishlisted).toBe(0);
    const stale = await t.call('users/viewDetail', { module: first?.module, planId: first?.planId }, 'stale-token');
    expect(stale.body.data.isWishlisted).toBe(0);
  });
});

describe('POST /api/users/filteredList', () => {
  it('maps each category to its module', async () => {
    const expected = {
      'Picnic Musandum': 'picnic',
      Inbound: 'inBound',
      Holidays: 'holidays',
      'Entry ticket': 'entryTicket',
    };
    for (const category of FILTER_CATEGORIES) {
      const res = await t.call('users/filteredList', { category: [category] });
      expect(res.body.status).toBe(1);
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const item of res.body.data) expect(item.module).toBe(expected[category]);
    }
  });

  it('reads price, time and duration buckets from the product, OR inside a group and AND across groups', async () => {
    const products = await allProducts();
    const details = await Promise.all(products.map(detailOf));
    const byId = new Map(details.map((detail) => [detail.planId, detail]));
    const cases = [
      { price: [FILTER_PRICES[0], FILTER_PRICES[3]] },
      { time: [FILTER_TIMES[3]] },
      { time: [FILTER_TIMES[1], FILTER_TIMES[2]], duration: [FILTER_DURATIONS[1]] },
      { duration: [FILTER_DURATIONS[0]] },
      { duration: [FILTER_DURATIONS[3]], price: [FILTER_PRICES[3]], category: ['Holidays'] },
    ] as const;
    for (const filter of cases) {
      const res = await t.call('users/filteredList', filter);
      const got = new Set<string>(res.body.data.map((item: TItem) => item.planId));
      const want = details.filter((detail) => {
        const prices = 'price' in filter ? filter.price : [];
        const times = 'time' in filter ? filter.time : [];
        const durations = 'duration' in filter ? filter.duration : [];
        const categories = 'category' in filter ? filter.category : [];
        return (
          (prices.length === 0 || prices.some((bucket) => inPriceBucket(aedToFils(detail.price), bucket))) &&
          (times.length === 0 || times.some((bucket) => inTimeBucket(minutesOfDay(detail.start), bucket))) &&
          (durations.length === 0 ||
            durations.some((bucket) => inDurationBucket(Math.round(detail.duration * 60), bucket))) &&
          (categories.length === 0 || detail.module === 'holidays')
        );
      });
      expect(got, JSON.stringify(filter)).toEqual(new Set(want.map((detail) => detail.planId)));
      expect(got.size, `the demo data should exercise ${JSON.stringify(filter)}`).toBeGreaterThan(0);
    }
    expect(byId.size).toBe(products.length);
  });

  it('pages when a numeric limit is given', async () => {
    const all = await allProducts();
    const page1 = await t.call('users/filteredList', { limit: 10, page: 1 });
    expect(page1.body.data.map((item: TItem) => item.planId)).toEqual(all.slice(10, 20).map((item) => item.planId));
  });

  it('refuses an unknown filter value', async () => {
    const res = await t.call('users/filteredList', { price: ['Free'] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: 'Unknown price filter' });
  });
});

describe('POST /api/users/search', () => {
  it('matches words of the title, ignoring case and word order', async () => {
    const products = await allProducts();
    const target = products.find((product) => product.title.split(' ').length >= 3);
    if (!target) throw new Error('no product with a three-word title');
    const words = target.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const query = `${words[2]?.toUpperCase()} ${words[0]}`;
    const res = await t.call('users/search', { title: query });
    expect(res.body.status).toBe(1);
    expect(res.body.data.map((item: TItem) => item.planId)).toContain(target.planId);
    for (const item of res.body.data as TItem[]) {
      const titleWords = item.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      for (const word of [words[2], words[0]]) expect(titleWords.some((w) => w.startsWith(word ?? ''))).toBe(true);
    }
  });

  it('finds nothing for words no title has, and treats % and _ literally', async () => {
    for (const title of ['zzqxv', '%', '_', '', '   ']) {
      const res = await t.call('users/search', { title });
      expect(res.body).toMatchObject({ status: 1, data: [] });
    }
  });

  it('returns cards with module, planId, title and pictures', async () => {
    const res = await t.call('users/search', { title: 'dubai' });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.data[0])).toEqual(expect.arrayContaining(['module', 'planId', 'title', 'pictures']));
  });
});

describe('POST /api/homepage/featuredData', () => {
  it('lists most popular and explore UAE products separately', async () => {
    const popular = await t.call('homepage/featuredData', { limit: 'all', page: '0', most_popular: 1 });
    const explore = await t.call('homepage/featuredData', { limit: 'all', page: '0', explore_uae: 1 });
    expect(popular.body.data.length).toBeGreaterThanOrEqual(6);
    expect(explore.body.data.length).toBeGreaterThanOrEqual(6);
    expect(popular.body.data).not.toEqual(explore.body.data);
  });

  it('needs exactly one of the two flags', async () => {
    const neither = await t.call('homepage/featuredData', { limit: 'all', page: '0' });
    expect(neither.statusCode).toBe(400);
    expect(neither.body.message).toBe('Choose either most_popular or explore_uae');
  });
});

describe('POST /api/homepage/categoryData', () => {
  it('groups products by module with a display name', async () => {
    const res = await t.call('homepage/categoryData', {});
    expect(res.body.status).toBe(1);
    const names = res.body.data.map((group: { moduleName: string }) => group.moduleName);
    expect(names).toEqual(['Picnic Musandum', 'Inbound', 'Holidays', 'Entry ticket']);
    for (const group of res.body.data) {
      expect(group.data.length).toBeGreaterThan(0);
      for (const item of group.data) expect(item.module).toBe(group.module);
    }
  });
});

describe('POST /api/users/listBanner', () => {
  it('lists at least three banners whose pageUrl is a full URL of this storefront', async () => {
    const res = await t.call('users/listBanner', {});
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    for (const banner of res.body.data) {
      expect(banner.pageUrl.startsWith(`${TEST_PUBLIC_URL}/`)).toBe(true);
      expect(banner.imageUrl).toMatch(/^\/media\/demo\/.+-wide\.webp$/);
    }
  });

  it('also accepts a call without any body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/listBanner' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(1);
  });
});

describe('POST /api/users/listBlog and viewBlog', () => {
  it('lists at least six posts newest first, and opens each one', async () => {
    const list = await t.call('users/listBlog', { limit: 'all', page: 0 });
    expect(list.body.status).toBe(1);
    expect(list.body.data.length).toBeGreaterThanOrEqual(6);
    const dates = list.body.data.map((post: { createdAt: string }) => post.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = list.body.data[0];
    const view = await t.call('users/viewBlog', { id: first._id });
    expect(view.body).toMatchObject({ status: 1, data: { _id: first._id, title: first.title } });
    expect(view.body.data.content).toContain('<p>');
  });

  it('answers an unknown post with a 404', async () => {
    const res = await t.call('users/viewBlog', { id: 'nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.blogNotFound });
  });
});
