// Content in Arabic and English (issue 37, decision 102): the storefront's reads in the request's language with
// English where the Arabic is missing, the cache kept per language, the desk's Arabic part, and Arabic search.
import type { TOperatorProduct } from '@rihla/shared/schemas/operator-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { sampleProductFields } from '../../test/operator-matrix/catalogue.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';

let t: TTestApp;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;

const ARABIC = { headers: { 'accept-language': 'ar' } };
const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };
const FLAGSHIP = { module: 'picnic', planId: 'dibba-dhow-cruise-full-day-from-dubai' } as const;
/** A Musandam trip whose Arabic has its title, place and summary but not its terms. */
const PARTLY_ARABIC = { module: 'picnic', planId: 'khasab-dhow-cruise-full-day' } as const;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Arabic owner');
  manager = await newOperator(t, 'manager', 'Arabic manager');
  agent = await newOperator(t, 'agent', 'Arabic agent');
});
afterAll(async () => {
  await t?.close();
});

function later(): void {
  t.clock.advance(1000);
}

async function searchIds(title: string, options = ENGLISH): Promise<string[]> {
  const res = await t.call('users/search', { title }, undefined, options);
  expect(res.statusCode, res.raw.body).toBe(200);
  return (res.body.data as Array<{ planId: string }>).map((item) => item.planId);
}

async function createPublished(fields: Parameters<typeof sampleProductFields>[0]): Promise<TOperatorProduct> {
  later();
  const created = await operatorCall(
    t,
    'operator/createProduct',
    { fields: sampleProductFields(fields), priceFils: 12_000 },
    owner.token,
  );
  expect(created.statusCode, created.raw.body).toBe(200);
  later();
  const published = await operatorCall(
    t,
    'operator/setPublished',
    { id: created.body.data.id, published: true },
    owner.token,
  );
  return published.body.data as TOperatorProduct;
}

describe('POST /api/users/viewDetail in two languages', () => {
  it('answers the Arabic fields to an Arabic request, and says its language', async () => {
    const res = await t.call('users/viewDetail', FLAGSHIP, undefined, ARABIC);
    expect(res.statusCode).toBe(200);
    expect(res.raw.headers['content-language']).toBe('ar');
    expect(String(res.raw.headers.vary)).toContain('accept-language');
    expect(res.body.data.title).toBe('رحلة يوم كامل بالداو في دبا مع التوصيل من دبي');
    expect(res.body.data.location).toBe('دبا البيعة، مسندم (عُمان)');
    expect(res.body.data.itenary).toContain('البرنامج');
    expect(res.body.data.cancellation_policy).toContain('الإلغاء مجاني');
  });

  it('falls back to English field by field where the Arabic is missing', async () => {
    const [english, arabic] = await Promise.all([
      t.call('users/viewDetail', PARTLY_ARABIC, undefined, ENGLISH),
      t.call('users/viewDetail', PARTLY_ARABIC, undefined, ARABIC),
    ]);
    expect(arabic.body.data.title).toBe('رحلة يوم كامل بالداو من خصب إلى خور الشم');
    expect(arabic.body.data.summary).toContain('خور الشم');
    expect(arabic.body.data.terms).toBe(english.body.data.terms);
    expect(arabic.body.data.itenary).toBe(english.body.data.itenary);
    expect(Object.keys(arabic.body.data).sort()).toEqual(Object.keys(english.body.data).sort());
    expect(english.raw.headers['content-language']).toBe('en');
  });

  it('never serves a cached English answer to an Arabic request, or the reverse', async () => {
    for (let round = 0; round < 2; round += 1) {
      const english = await t.call('users/viewDetail', FLAGSHIP, undefined, ENGLISH);
      const arabic = await t.call('users/viewDetail', FLAGSHIP, undefined, ARABIC);
      const none = await t.call('users/viewDetail', FLAGSHIP);
      expect(english.body.data.title).toBe('Dibba Full-Day Dhow Cruise with Pick-up from Dubai');
      expect(arabic.body.data.title).toBe('رحلة يوم كامل بالداو في دبا مع التوصيل من دبي');
      expect(none.body.data.title).toBe(english.body.data.title);
    }
    const lists = await Promise.all(
      [ENGLISH, ARABIC, ENGLISH, ARABIC].map((options) =>
        t.call('homepage/featuredData', { most_popular: 1, limit: 'all', page: 0 }, undefined, options),
      ),
    );
    const titleOf = (res: (typeof lists)[number]) =>
      (res.body.data as Array<{ planId: string; title: string }>).find((item) => item.planId === FLAGSHIP.planId)
        ?.title;
    expect(lists.map(titleOf)).toEqual([
      'Dibba Full-Day Dhow Cruise with Pick-up from Dubai',
      'رحلة يوم كامل بالداو في دبا مع التوصيل من دبي',
      'Dibba Full-Day Dhow Cruise with Pick-up from Dubai',
      'رحلة يوم كامل بالداو في دبا مع التوصيل من دبي',
    ]);
  });

  it('gives cards the Arabic title where there is one and the English one otherwise', async () => {
    const res = await t.call(
      'users/filteredList',
      { category: [], price: [], time: [], duration: [], limit: 'all', page: 0 },
      undefined,
      ARABIC,
    );
    const cards = res.body.data as Array<{ planId: string; title: string }>;
    expect(cards.find((card) => card.planId === FLAGSHIP.planId)?.title).toMatch(/^رحلة/);
    expect(cards.find((card) => card.planId === 'ferrari-world-abu-dhabi-ticket')?.title).toBe(
      'Ferrari World Abu Dhabi One-Day Ticket',
    );
  });
});

describe('POST /api/operator/getProduct and updateProduct with Arabic', () => {
  it('answers both languages and the Arabic fields that are missing', async () => {
    const res = await operatorCall(t, 'operator/getProduct', { id: PARTLY_ARABIC.planId }, agent.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    const product = res.body.data as TOperatorProduct;
    expect(product.title).toBe('Khasab Full-Day Dhow Cruise to Khor Ash Sham');
    expect(product.ar.title).toBe('رحلة يوم كامل بالداو من خصب إلى خور الشم');
    expect(product.ar.terms).toBe('');
    expect(product.missingArabic).toContain('terms');
    expect(product.missingArabic).not.toContain('title');
    expect(product.missingArabic).not.toContain('summary');
  });

  it('saves Arabic fields (sanitised), audits them, and shoppers see them at once', async () => {
    const product = await createPublished({ title: 'Lagoon picnic at Sibi Island' });
    expect(product.missingArabic).toContain('title');
    const before = await t.call('users/viewDetail', { module: 'picnic', planId: product.id }, undefined, ARABIC);
    expect(before.body.data.title).toBe('Lagoon picnic at Sibi Island');
    later();
    const res = await operatorCall(
      t,
      'operator/updateProduct',
      {
        id: product.id,
        fields: {
          ar: {
            title: 'نزهة بحيرة جزيرة سيبي',
            summary: '<p>يوم هادئ على الشاطئ<script>alert(1)</script></p><img src=x onerror=alert(1)>',
          },
        },
        expectedUpdatedAt: product.updatedAt,
      },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    const saved = res.body.data as TOperatorProduct;
    expect(saved.ar.title).toBe('نزهة بحيرة جزيرة سيبي');
    expect(saved.ar.summary).toContain('يوم هادئ على الشاطئ');
    expect(saved.ar.summary).not.toMatch(/script|onerror/);
    expect(saved.missingArabic).not.toContain('title');
    expect(saved.title).toBe('Lagoon picnic at Sibi Island');

    const after = await t.call('users/viewDetail', { module: 'picnic', planId: product.id }, undefined, ARABIC);
    expect(after.body.data.title).toBe('نزهة بحيرة جزيرة سيبي');
    expect(after.body.data.summary).toBe(saved.ar.summary);
    const english = await t.call('users/viewDetail', { module: 'picnic', planId: product.id }, undefined, ENGLISH);
    expect(english.body.data.title).toBe('Lagoon picnic at Sibi Island');

    const audit = await operatorCall(t, 'operator/auditLog', { objectId: product.id }, owner.token);
    const [entry] = audit.body.data.entries as Array<{ action: string; after: Record<string, unknown> }>;
    expect(entry?.action).toBe('product.update');
    expect(Object.keys(entry?.after ?? {})).toEqual(['ar']);

    // A later save of one Arabic field keeps the others; '' removes one, and English shows again.
    later();
    const cleared = await operatorCall(
      t,
      'operator/updateProduct',
      { id: product.id, fields: { ar: { summary: '' } } },
      manager.token,
    );
    expect(cleared.body.data.ar).toMatchObject({ title: 'نزهة بحيرة جزيرة سيبي', summary: '' });
    const fallback = await t.call('users/viewDetail', { module: 'picnic', planId: product.id }, undefined, ARABIC);
    expect(fallback.body.data.summary).toBe(english.body.data.summary);
    expect(await searchIds('سيبي', ARABIC)).toContain(product.id);
  });

  it('refuses an Arabic save by a role that may not edit products, and changes nothing', async () => {
    later();
    const res = await operatorCall(
      t,
      'operator/updateProduct',
      { id: PARTLY_ARABIC.planId, fields: { ar: { terms: '<p>شروط</p>' } } },
      agent.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body.status).toBe(0);
    const product = await operatorCall(t, 'operator/getProduct', { id: PARTLY_ARABIC.planId }, owner.token);
    expect(product.body.data.ar.terms).toBe('');
  });

  it('refuses bad Arabic input with a 400 and changes nothing', async () => {
    for (const ar of [{ title: 'ا'.repeat(201) }, { unknown: 'نص' }, { summary: 12 }, 'نص']) {
      later();
      const res = await operatorCall(
        t,
        'operator/updateProduct',
        { id: PARTLY_ARABIC.planId, fields: { ar } },
        owner.token,
      );
      expect(res.statusCode, JSON.stringify(ar)).toBe(400);
      expect(res.body.status).toBe(0);
      expect(typeof res.body.message).toBe('string');
    }
    const product = await operatorCall(t, 'operator/getProduct', { id: PARTLY_ARABIC.planId }, owner.token);
    expect(product.body.data.ar.title).toBe('رحلة يوم كامل بالداو من خصب إلى خور الشم');
  });
});

describe('POST /api/users/search in Arabic', () => {
  it('finds a product by an Arabic word whatever its hamza, taa marbuta, diacritics or tatweel', async () => {
    // The stored title says "رحلة يوم كامل بالداو في دبا"; and the overnight camping says "تخييم ليلي على شاطئ".
    expect(await searchIds('رحله دبا')).toContain(FLAGSHIP.planId);
    expect(await searchIds('رِحْلَةُ دِبَا')).toContain(FLAGSHIP.planId);
    expect(await searchIds('رحـــلة')).toContain(FLAGSHIP.planId);
    expect(await searchIds('شاطى')).toContain('dibba-overnight-beach-camping');
    // Arabic joins the article to the word: "بالداو" is found as "الداو" and as "داو".
    expect(await searchIds('الداو')).toContain(FLAGSHIP.planId);
    expect(await searchIds('داو دبا')).toContain(FLAGSHIP.planId);
    expect(await searchIds('مسندم')).toEqual(expect.arrayContaining(['dibba-overnight-beach-camping']));
  });

  it('finds a product by a word typed with the other keyboard layout, both ways', async () => {
    // "خصب" typed with the keyboard set to English: خ=o, ص=w, ب=f.
    expect(await searchIds('owf')).toContain(PARTLY_ARABIC.planId);
    // "khasab" typed with the keyboard set to Arabic.
    expect(await searchIds('ناشسشلا')).toContain(PARTLY_ARABIC.planId);
  });

  it('finds an Arabic title with an English request too, and answers its card in the request’s language', async () => {
    const res = await t.call('users/search', { title: 'الداو دبا' }, undefined, ENGLISH);
    const card = (res.body.data as Array<{ planId: string; title: string }>).find(
      (item) => item.planId === FLAGSHIP.planId,
    );
    expect(card?.title).toBe('Dibba Full-Day Dhow Cruise with Pick-up from Dubai');
  });

  it('refuses a search that is not text with a 400', async () => {
    const res = await t.call('users/search', { title: 12 }, undefined, ARABIC);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
  });
});

describe('blog posts and banners in two languages', () => {
  it('saves a post’s Arabic beside its English, sanitised; shoppers read it per language with English fallback', async () => {
    const created = await operatorCall(
      t,
      'operator/createBlogPost',
      {
        fields: {
          title: 'Five coves of Musandam',
          image: '/media/demo/fjord-1-wide.webp',
          content: '<p>English words</p>',
          ar: { title: 'خمسة خلجان في مسندم', content: '<p>نص عربي</p><script>alert(1)</script>' },
        },
        publish: true,
      },
      owner.token,
    );
    expect(created.statusCode, created.raw.body).toBe(200);
    const post = created.body.data;
    expect(post.ar).toEqual({ title: 'خمسة خلجان في مسندم', content: '<p>نص عربي</p>' });
    expect(post.missingArabic).toEqual([]);

    const arabic = await t.call('users/viewBlog', { id: post.id }, undefined, ARABIC);
    expect(arabic.body.data).toMatchObject({ title: 'خمسة خلجان في مسندم', content: '<p>نص عربي</p>' });
    const english = await t.call('users/viewBlog', { id: post.id }, undefined, ENGLISH);
    expect(english.body.data).toMatchObject({ title: 'Five coves of Musandam', content: '<p>English words</p>' });

    later();
    const edited = await operatorCall(
      t,
      'operator/updateBlogPost',
      { id: post.id, fields: { ar: { content: '' } } },
      manager.token,
    );
    expect(edited.statusCode, edited.raw.body).toBe(200);
    expect(edited.body.data.ar).toEqual({ title: 'خمسة خلجان في مسندم', content: '' });
    expect(edited.body.data.missingArabic).toEqual(['content']);
    const fallback = await t.call('users/viewBlog', { id: post.id }, undefined, ARABIC);
    expect(fallback.body.data).toMatchObject({ title: 'خمسة خلجان في مسندم', content: '<p>English words</p>' });
    const audit = await operatorCall(t, 'operator/auditLog', { objectId: post.id }, owner.token);
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'blog.update',
      after: { arabicTitle: 'خمسة خلجان في مسندم', arabicContentLength: 0 },
    });
  });

  it('gives a banner an Arabic alternative text that an edit without it keeps', async () => {
    const fields = {
      imageUrl: '/media/demo/beach-12-wide.webp',
      alt: 'A beach in Fujairah',
      pagePath: '/ProductFilterPage?category=Holidays',
    };
    const created = await operatorCall(
      t,
      'operator/createBanner',
      { ...fields, ar: { alt: 'شاطئ في الفجيرة' } },
      owner.token,
    );
    expect(created.statusCode, created.raw.body).toBe(200);
    expect(created.body.data.ar).toEqual({ alt: 'شاطئ في الفجيرة' });
    const alts = async (options: typeof ARABIC) =>
      ((await t.call('users/listBanner', {}, undefined, options)).body.data as Array<{ alt: string }>).map(
        (banner) => banner.alt,
      );
    expect(await alts(ARABIC)).toContain('شاطئ في الفجيرة');
    expect(await alts(ENGLISH)).toContain('A beach in Fujairah');
    later();
    const edited = await operatorCall(
      t,
      'operator/updateBanner',
      { id: created.body.data.id, fields: { ...fields, alt: 'A quiet beach in Fujairah' } },
      owner.token,
    );
    expect(edited.body.data).toMatchObject({ alt: 'A quiet beach in Fujairah', ar: { alt: 'شاطئ في الفجيرة' } });
    expect(await alts(ARABIC)).toContain('شاطئ في الفجيرة');
  });

  it('refuses Arabic that is not text, or an unknown Arabic field, with a 400', async () => {
    const bad = await operatorCall(
      t,
      'operator/createBlogPost',
      { fields: { title: 'x', image: '/media/demo/fjord-1-wide.webp', content: '', ar: { body: 'نص' } } },
      owner.token,
    );
    expect(bad.statusCode).toBe(400);
    const badBanner = await operatorCall(
      t,
      'operator/createBanner',
      { imageUrl: '/media/demo/beach-12-wide.webp', pagePath: '/', ar: { alt: 5 } },
      owner.token,
    );
    expect(badBanner.statusCode).toBe(400);
    expect(badBanner.body.status).toBe(0);
  });
});

describe('the home sections in two languages (shop/settings)', () => {
  it('answers the hero and category lines in Arabic to an Arabic request, English otherwise', async () => {
    const [arabic, english] = await Promise.all([
      t.call('shop/settings', {}, undefined, ARABIC),
      t.call('shop/settings', {}, undefined, ENGLISH),
    ]);
    expect(arabic.body.data.hero.title).toBe('اكتشف الإمارات ومسندم');
    expect(arabic.body.data.categoryTiles[0].line).toBe('رحلات الداو في خلجان عُمان');
    expect(english.body.data.hero.title).toBe('Discover the UAE and Musandam');
    expect(arabic.body.data).not.toHaveProperty('ar');
    expect(Object.keys(arabic.body.data).sort()).toEqual(Object.keys(english.body.data).sort());
  });

  it('saves the Arabic home sections with the settings, audited, and shows them at once', async () => {
    const current = await operatorCall(t, 'operator/getShopSettings', {}, owner.token);
    const { settings, version } = current.body.data;
    const ar = { ...settings.ar, hero: { ...settings.ar.hero, title: 'رحلات الإمارات' } };
    const saved = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: { ...settings, ar }, version },
      owner.token,
    );
    expect(saved.statusCode, saved.raw.body).toBe(200);
    expect((await t.call('shop/settings', {}, undefined, ARABIC)).body.data.hero.title).toBe('رحلات الإمارات');
    const audit = await operatorCall(t, 'operator/auditLog', { objectId: 'shop' }, owner.token);
    expect(audit.body.data.entries[0]).toMatchObject({ action: 'shop.update', after: { ar } });
    const bad = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: { ...settings, ar: { ...ar, categoryLines: { Nowhere: 'x' } } }, version: version + 1 },
      owner.token,
    );
    expect(bad.statusCode).toBe(400);
  });
});
