import { CONTENT_MESSAGES } from '@rihla/shared/messages/content';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { PICTURE_NOT_HERE } from '@rihla/shared/rules/page-sources';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';

let t: TTestApp;
let editor: TTestOperator;
let agent: TTestOperator;
let owner: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  // Noon in Dubai on 2026-11-25 (08:00 UTC): the banners' days are Dubai days.
  t.clock.set('2026-11-25T08:00:00.000Z');
  owner = await newOperator(t, 'owner', 'Olivia Owner');
  editor = await newOperator(t, 'editor', 'Eda Editor');
  agent = await newOperator(t, 'agent', 'Amal Agent');
});
afterAll(async () => {
  await t?.close();
});

const call = (name: Parameters<typeof operatorCall>[1], body: unknown, who: TTestOperator = editor) =>
  operatorCall(t, name, body, who.token);

async function auditOf(objectId: string) {
  const res = await operatorCall(t, 'operator/auditLog', { objectId }, owner.token);
  expect(res.statusCode).toBe(200);
  return res.body.data.entries as Array<{
    action: string;
    objectType: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    operator: { id: string } | null;
  }>;
}

async function shopperBanners(): Promise<Array<{ imageUrl: string; pageUrl: string; alt: string }>> {
  const res = await t.call('users/listBanner', {});
  expect(res.statusCode).toBe(200);
  return res.body.data;
}

async function countOf(table: 'banners' | 'blogs' | 'audit_log'): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const newBanner = (overrides: Record<string, unknown> = {}) => ({
  imageUrl: '/media/demo/beach-12-wide.webp',
  alt: 'Sunset over a beach',
  pagePath: '/ProductFilterPage?category=Holidays',
  ...overrides,
});

describe('POST /api/operator/createBanner', () => {
  it('adds a banner last, records it in the audit log, and shoppers see it at once', async () => {
    const before = await shopperBanners();
    const res = await call('operator/createBanner', newBanner({ pagePath: '/about' }));
    expect(res.statusCode).toBe(200);
    const banner = res.body.data;
    expect(banner).toMatchObject({ pagePath: '/about', alt: 'Sunset over a beach', state: 'active' });
    expect(banner.sortOrder).toBeGreaterThanOrEqual(before.length);

    const after = await shopperBanners();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      imageUrl: '/media/demo/beach-12-wide.webp',
      pageUrl: 'http://rihla.test/about',
      alt: 'Sunset over a beach',
    });
    const [entry] = await auditOf(banner.id);
    expect(entry).toMatchObject({
      action: 'banner.create',
      objectType: 'banner',
      before: null,
      after: { pagePath: '/about' },
      operator: { id: editor.id },
    });
  });

  it.each([
    ['//evil.example/x', 'another host'],
    ['https://evil.example/', 'a scheme'],
    ['javascript:alert(1)', 'a script'],
    ['about', 'no leading slash'],
    ['/\\evil.example', 'a backslash'],
    ['/a b', 'a space'],
  ])('refuses the link %s (%s) with a 400 and writes nothing', async (pagePath) => {
    const count = await countOf('banners');
    const res = await call('operator/createBanner', newBanner({ pagePath }));
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(await countOf('banners')).toBe(count);
  });

  it('refuses a picture of another scheme, an end before the start, and a date that is not one', async () => {
    for (const body of [
      newBanner({ imageUrl: 'javascript:alert(1)' }),
      newBanner({ imageUrl: 'http://plain.example/a.webp' }),
      newBanner({ activeFrom: '2026-12-10', activeUntil: '2026-12-01' }),
      newBanner({ activeFrom: '10/12/2026' }),
      newBanner({ extra: 1 }),
    ]) {
      const res = await call('operator/createBanner', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a picture from another site, which the page would never show, beside the field (decision 057)', async () => {
    const count = await countOf('banners');
    for (const imageUrl of ['https://cdn.example/beach.webp', '//cdn.example/beach.webp', 'data:image/png;base64,AA']) {
      const res = await call('operator/createBanner', newBanner({ imageUrl }));
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.body).toEqual({ status: 0, message: expect.stringContaining(PICTURE_NOT_HERE) });
    }
    expect(await countOf('banners')).toBe(count);
  });

  it('refuses an agent (no content.write) with a 403', async () => {
    const res = await call('operator/createBanner', newBanner(), agent);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
  });
});

describe('banners outside their active days', () => {
  it('are hidden from shoppers (and from the home page) until their first day and after their last, Dubai time', async () => {
    const scheduled = (
      await call('operator/createBanner', newBanner({ pagePath: '/soon', activeFrom: '2026-11-26', activeUntil: null }))
    ).body.data;
    const ended = (await call('operator/createBanner', newBanner({ pagePath: '/gone', activeUntil: '2026-11-24' })))
      .body.data;
    expect(scheduled.state).toBe('scheduled');
    expect(ended.state).toBe('ended');
    const paths = (await shopperBanners()).map((banner) => banner.pageUrl);
    expect(paths).not.toContain('http://rihla.test/soon');
    expect(paths).not.toContain('http://rihla.test/gone');

    // 20:00 UTC on the 25th is already the 26th in Dubai; the answer's time limit is 30 s.
    t.clock.set('2026-11-25T20:00:00.000Z');
    await t.app.ctx.caches.invalidateAll();
    const tomorrow = (await shopperBanners()).map((banner) => banner.pageUrl);
    expect(tomorrow).toContain('http://rihla.test/soon');
    expect(tomorrow).not.toContain('http://rihla.test/gone');
    const listed = (await call('operator/listBanners', {})).body.data;
    expect(listed.today).toBe('2026-11-26');
    t.clock.set('2026-11-25T08:00:00.000Z');
    await t.app.ctx.caches.invalidateAll();
  });
});

describe('POST /api/operator/updateBanner and deleteBanner', () => {
  it('changes a banner with its before and after in the audit log; shoppers see the change at once', async () => {
    const banner = (await call('operator/createBanner', newBanner({ pagePath: '/before' }))).body.data;
    await shopperBanners();
    const res = await call('operator/updateBanner', {
      id: banner.id,
      fields: newBanner({ pagePath: '/after', alt: 'New words' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ pagePath: '/after', alt: 'New words', sortOrder: banner.sortOrder });
    const urls = (await shopperBanners()).map((row) => row.pageUrl);
    expect(urls).toContain('http://rihla.test/after');
    expect(urls).not.toContain('http://rihla.test/before');
    const [entry] = await auditOf(banner.id);
    expect(entry).toMatchObject({
      action: 'banner.update',
      before: { pagePath: '/before' },
      after: { pagePath: '/after', alt: 'New words' },
    });

    const removed = await call('operator/deleteBanner', { id: banner.id });
    expect(removed.statusCode).toBe(200);
    expect((await shopperBanners()).map((row) => row.pageUrl)).not.toContain('http://rihla.test/after');
    expect((await auditOf(banner.id))[0]).toMatchObject({ action: 'banner.delete', after: null });
  });

  it('answers 404 for a banner that does not exist, and writes no audit entry', async () => {
    const entries = await countOf('audit_log');
    const update = await call('operator/updateBanner', { id: 'no-such-banner', fields: newBanner() });
    expect(update.statusCode).toBe(404);
    expect(update.body).toEqual({ status: 0, message: CONTENT_MESSAGES.bannerNotFound });
    expect((await call('operator/deleteBanner', { id: 'no-such-banner' })).statusCode).toBe(404);
    expect(await countOf('audit_log')).toBe(entries);
  });
});

describe('POST /api/operator/reorderBanners', () => {
  it('puts the banners in the order named; shoppers see the new order at once', async () => {
    const { banners } = (await call('operator/listBanners', {})).body.data as { banners: Array<{ id: string }> };
    const reversed = banners.map((banner) => banner.id).reverse();
    const before = await shopperBanners();
    const res = await call('operator/reorderBanners', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.banners.map((banner: { id: string }) => banner.id)).toEqual(reversed);
    expect(await shopperBanners()).toEqual([...before].reverse());
    expect((await auditOf('*'))[0]).toMatchObject({ action: 'banner.reorder', after: { ids: reversed } });
  });

  it('refuses an order that leaves a banner out or names an unknown one (409), and twice the same (400)', async () => {
    const { banners } = (await call('operator/listBanners', {})).body.data as { banners: Array<{ id: string }> };
    const ids = banners.map((banner) => banner.id);
    expect((await call('operator/reorderBanners', { ids: ids.slice(1) })).statusCode).toBe(409);
    expect((await call('operator/reorderBanners', { ids: [...ids.slice(1), 'nope'] })).statusCode).toBe(409);
    expect((await call('operator/reorderBanners', { ids: [ids[0], ids[0]] })).statusCode).toBe(400);
    const after = (await call('operator/listBanners', {})).body.data.banners.map((banner: { id: string }) => banner.id);
    expect(after).toEqual(ids);
  });
});

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ten dhow trips',
  image: '/media/demo/fjord-1-wide.webp',
  content: '<p>Hello <strong>sea</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
  ...overrides,
});

describe('blog posts', () => {
  it('starts a post as a draft that shoppers cannot list or open; publishing shows it at once, first', async () => {
    const res = await call('operator/createBlogPost', { fields: newPost() });
    expect(res.statusCode).toBe(200);
    const post = res.body.data;
    expect(post.isPublished).toBe(false);
    expect(post.content).toContain('<strong>sea</strong>');
    expect(post.content).not.toContain('<script');
    expect(post.content).not.toContain('onerror');

    const listed = async () =>
      ((await t.call('users/listBlog', {})).body.data as Array<{ _id: string }>).map((b) => b._id);
    expect(await listed()).not.toContain(post.id);
    expect((await t.call('users/viewBlog', { id: post.id })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/blogsdetails/${post.id}` })).statusCode).not.toBe(200);

    t.clock.advance(60_000);
    const published = await call('operator/publishBlogPost', { id: post.id });
    expect(published.statusCode).toBe(200);
    expect(published.body.data.isPublished).toBe(true);
    expect(published.body.data.publishedAt > post.publishedAt).toBe(true);
    expect((await listed())[0]).toBe(post.id);
    const viewed = await t.call('users/viewBlog', { id: post.id });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.body.data.title).toBe('Ten dhow trips');

    const unpublished = await call('operator/unpublishBlogPost', { id: post.id });
    expect(unpublished.body.data.isPublished).toBe(false);
    expect(await listed()).not.toContain(post.id);
    expect((await auditOf(post.id)).map((entry) => entry.action)).toEqual([
      'blog.unpublish',
      'blog.publish',
      'blog.create',
    ]);
  });

  it('lists drafts and published posts for the desk, reads one, and edits it through the sanitiser', async () => {
    const post = (await call('operator/createBlogPost', { fields: newPost({ title: 'Desk post' }), publish: true }))
      .body.data;
    expect(post.isPublished).toBe(true);
    const list = (await call('operator/listBlogPosts', {})).body.data.posts as Array<{ id: string }>;
    expect(list.map((row) => row.id)).toContain(post.id);
    const one = await call('operator/getBlogPost', { id: post.id });
    expect(one.body.data).toMatchObject({ id: post.id, title: 'Desk post' });

    t.clock.advance(1000);
    const edited = await call('operator/updateBlogPost', {
      id: post.id,
      fields: { title: 'Renamed', content: '<p>New</p><iframe src="https://x"></iframe>' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Renamed', content: '<p>New</p>', image: post.image });
    expect(edited.body.data.updatedAt > post.updatedAt).toBe(true);
    const shopper = await t.call('users/viewBlog', { id: post.id });
    expect(shopper.body.data.title).toBe('Renamed');
    expect((await auditOf(post.id))[0]).toMatchObject({
      action: 'blog.update',
      before: { title: 'Desk post' },
      after: { title: 'Renamed' },
    });
  });

  it('answers 404 for a post that does not exist and 400 for bad fields, writing nothing', async () => {
    const count = await countOf('blogs');
    for (const name of ['operator/getBlogPost', 'operator/publishBlogPost', 'operator/unpublishBlogPost'] as const) {
      const res = await call(name, { id: 'no-such-post' });
      expect(res.statusCode, name).toBe(404);
      expect(res.body).toEqual({ status: 0, message: CONTENT_MESSAGES.blogNotFound });
    }
    expect((await call('operator/updateBlogPost', { id: 'no-such-post', fields: { title: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await call('operator/createBlogPost', { fields: newPost({ title: '  ' }) })).statusCode).toBe(400);
    expect((await call('operator/createBlogPost', { fields: newPost({ image: 'javascript:x' }) })).statusCode).toBe(
      400,
    );
    const offSite = await call('operator/createBlogPost', { fields: newPost({ image: 'https://cdn.example/a.webp' }) });
    expect(offSite.statusCode).toBe(400);
    expect(offSite.body.message).toContain(PICTURE_NOT_HERE);
    expect(
      (await call('operator/createBlogPost', { fields: newPost({ content: 'x'.repeat(100_001) }) })).statusCode,
    ).toBe(400);
    expect(await countOf('blogs')).toBe(count);
  });
});

describe('the home page curation', () => {
  async function shopperList(flag: 'most_popular' | 'explore_uae'): Promise<string[]> {
    const res = await t.call('homepage/featuredData', { limit: 'all', page: 0, [flag]: 1 });
    expect(res.statusCode).toBe(200);
    return (res.body.data as Array<{ planId: string }>).map((item) => item.planId);
  }

  it('reads both lists in the order shoppers see them', async () => {
    const res = await call('operator/getHomeCuration', {});
    expect(res.statusCode).toBe(200);
    expect(res.body.data.trendingNow.map((p: { id: string }) => p.id)).toEqual(await shopperList('most_popular'));
    expect(res.body.data.discoverUae.map((p: { id: string }) => p.id)).toEqual(await shopperList('explore_uae'));
    expect(res.body.data.trendingNow.length).toBeGreaterThan(1);
  });

  it('sets Trending Now to new products in a new order; shoppers see it at once and the other list is kept', async () => {
    const current = (await call('operator/getHomeCuration', {})).body.data;
    const trending = current.trendingNow.map((p: { id: string }) => p.id) as string[];
    const discover = current.discoverUae.map((p: { id: string }) => p.id) as string[];
    const outsider = (
      await t.app.ctx.db.selectFrom('products').select('id').where('most_popular', '=', 0).executeTakeFirstOrThrow()
    ).id;
    await shopperList('most_popular');
    const wanted = [outsider, ...trending.slice(1).reverse()];
    const res = await call('operator/setHomeList', { list: 'trendingNow', productIds: wanted });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.trendingNow.map((p: { id: string }) => p.id)).toEqual(wanted);
    expect(await shopperList('most_popular')).toEqual(wanted);
    expect(await shopperList('explore_uae')).toEqual(discover);
    expect((await auditOf('trendingNow'))[0]).toMatchObject({
      action: 'home.setList',
      objectType: 'home',
      before: { productIds: trending },
      after: { productIds: wanted },
    });
  });

  it('refuses an unknown product (404) and a product named twice (400), changing nothing', async () => {
    const before = await shopperList('explore_uae');
    const unknown = await call('operator/setHomeList', { list: 'discoverUae', productIds: ['no-such-product'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: CONTENT_MESSAGES.productsNotFound });
    const twice = await call('operator/setHomeList', { list: 'discoverUae', productIds: [before[0], before[0]] });
    expect(twice.statusCode).toBe(400);
    expect((await call('operator/setHomeList', { list: 'elsewhere', productIds: [] })).statusCode).toBe(400);
    expect(await shopperList('explore_uae')).toEqual(before);
  });

  it('refuses an unpublished product (404)', async () => {
    const row = await t.app.ctx.db
      .selectFrom('products')
      .select('id')
      .where('explore_uae', '=', 0)
      .executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('products').set({ is_published: 0 }).where('id', '=', row.id).execute();
    try {
      const res = await call('operator/setHomeList', { list: 'discoverUae', productIds: [row.id] });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.app.ctx.db.updateTable('products').set({ is_published: 1 }).where('id', '=', row.id).execute();
    }
  });

  it('empties a list', async () => {
    const res = await call('operator/setHomeList', { list: 'discoverUae', productIds: [] });
    expect(res.statusCode).toBe(200);
    expect(await shopperList('explore_uae')).toEqual([]);
  });
});

describe('POST /api/operator/uploadContentPicture', () => {
  it('stores a picture as WebP at a same-site path, served to shoppers, and records who sent it', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const res = await call('operator/uploadContentPicture', { data: png.toString('base64') });
    expect(res.statusCode).toBe(200);
    const { url } = res.body.data as { url: string };
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const id = url.slice('/uploads/'.length, -'.webp'.length);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'content.uploadPicture',
      objectType: 'upload',
      operator: { id: editor.id },
    });
  });

  it('refuses bytes that are not a picture (415) and an empty body (400)', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect((await call('operator/uploadContentPicture', { data: html })).statusCode).toBe(415);
    expect((await call('operator/uploadContentPicture', {})).statusCode).toBe(400);
  });
});

describe('every API process', () => {
  it('shows another process a banner written here, without waiting for the answer’s time limit', async () => {
    const other = await createTestApp({ shareDatabaseWith: t });
    try {
      const read = async () =>
        ((await other.call('users/listBanner', {})).body.data as Array<{ pageUrl: string }>).map((b) => b.pageUrl);
      expect(await read()).not.toContain('http://rihla.test/everywhere');
      await call('operator/createBanner', newBanner({ pagePath: '/everywhere' }));
      const deadline = Date.now() + 5_000;
      let seen = await read();
      while (!seen.includes('http://rihla.test/everywhere') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await read();
      }
      expect(seen).toContain('http://rihla.test/everywhere');
    } finally {
      await other.close();
    }
  });
});
