import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { productTemplateOf } from '../../test/shopping.js';
import { addProduct, updateProduct } from '../catalogue/catalogue.service.js';
import { THINGS_TO_DO_FEED_PATH } from './seo.routes.js';
import { moneyOfFils } from './things-to-do-feed.js';

/**
 * Google's Things to do product feed as its Feed proto bundle declares it (package ext.travel.ttd.proto.feeds.v1,
 * https://developers.google.com/travel/things-to-do/reference/feed-spec/proto-bundle and the "Product feed"
 * reference beside it): the messages this feed writes, with what each marks REQUIRED, their types (uint32/int64 as
 * JSON numbers, enums by name), their limits, and no field the proto does not declare (strict objects).
 */
const ZLocalizedTextSet = z.strictObject({
  localized_texts: z
    .array(z.strictObject({ language_code: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/), text: z.string().min(1) }))
    .min(1),
});
const ZMoney = z.strictObject({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  units: z.number().int().min(0),
  nanos: z.number().int().min(0).max(999_999_999),
});
const ZLocation = z.strictObject({
  location: z.strictObject({
    place_info: z.strictObject({ name: z.string().min(1).max(300), unstructured_address: z.string().min(1) }),
  }),
  description: ZLocalizedTextSet.optional(),
});
const ZHttpUrl = z.string().regex(/^https?:\/\/[^\s]+$/);
const ZProductFeed = z.strictObject({
  feed_metadata: z.strictObject({
    shard_id: z.number().int().min(0),
    total_shards_count: z.number().int().min(1),
    processing_instruction: z.enum(['PROCESS_AS_SNAPSHOT', 'PROCESS_AS_UPSERT']),
    nonce: z.number().int().min(0),
  }),
  products: z.array(
    z.strictObject({
      id: z.string().min(1).max(255),
      title: ZLocalizedTextSet,
      description: ZLocalizedTextSet.optional(),
      rating: z
        .strictObject({ average_value: z.number().min(1).max(5), rating_count: z.number().int().min(1) })
        .optional(),
      // Media.MediaType's values are MEDIA_TYPE_UNSPECIFIED and MEDIA_TYPE_PHOTO (an enum by its proto name in JSON).
      related_media: z.array(z.strictObject({ url: ZHttpUrl, type: z.literal('MEDIA_TYPE_PHOTO') })).max(30),
      options: z
        .array(
          z.strictObject({
            id: z.string().min(1).max(255),
            title: ZLocalizedTextSet,
            landing_page: z.strictObject({ url: ZHttpUrl }),
            cancellation_policy: z
              .strictObject({
                refund_conditions: z
                  .array(
                    z.strictObject({
                      min_duration_before_start_time_sec: z.number().int().min(0),
                      refund_percent: z.number().int().min(0).max(100),
                    }),
                  )
                  .max(10),
              })
              .optional(),
            related_locations: z.array(
              z.strictObject({
                location: ZLocation,
                relation_type: z.enum([
                  'RELATION_TYPE_RELATED_NO_ADMISSION',
                  'RELATION_TYPE_ADMISSION_TICKET',
                  'RELATION_TYPE_SUPPLEMENTARY_ADDON',
                ]),
              }),
            ),
            price_options: z
              .array(z.strictObject({ id: z.string().min(1), title: z.string().min(1), price: ZMoney }))
              .min(1),
            duration_sec: z.number().int().min(1).optional(),
            meeting_point: ZLocation.optional(),
          }),
        )
        .min(1),
      confirmation_type: z.enum(['CONFIRMATION_TYPE_INSTANT', 'CONFIRMATION_TYPE_24H', 'CONFIRMATION_TYPE_48H']),
      fulfillment_type: z.strictObject({ mobile: z.boolean(), print_at_home: z.boolean(), pickup: z.boolean() }),
      brand_name: ZLocalizedTextSet,
    }),
  ),
});
type TFeed = z.infer<typeof ZProductFeed>;

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function feed(): Promise<{ status: number; type: string; body: TFeed }> {
  const response = await t.app.inject({ method: 'GET', url: THINGS_TO_DO_FEED_PATH });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    body: response.json() as TFeed,
  };
}

describe('GET /feeds/google-things-to-do.json', () => {
  it('answers a product feed valid against the Things to do schema, one product per published product', async () => {
    const { status, type, body } = await feed();
    expect(status).toBe(200);
    expect(type).toBe('application/json; charset=utf-8');
    const checked = ZProductFeed.safeParse(body);
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(body.feed_metadata).toMatchObject({ shard_id: 0, total_shards_count: 1 });
    const published = await t.app.ctx.db
      .selectFrom('products')
      .select(['id', 'module', 'price_fils', 'pricing'])
      .where('is_published', '=', 1)
      .execute();
    expect(body.products.map((product) => product.id).sort()).toEqual(published.map((row) => row.id).sort());
    expect(new Set(body.products.flatMap((product) => product.options.map((option) => option.id))).size).toBe(
      body.products.length,
    );
    for (const row of published) {
      const product = body.products.find((item) => item.id === row.id);
      const route = row.module === 'picnic' || row.module === 'inBound' ? 'detail' : 'package';
      expect(product?.options[0]?.landing_page.url).toBe(
        `${TEST_PUBLIC_URL}/${route}/${row.module}/${encodeURIComponent(row.id)}`,
      );
      expect(product?.options[0]?.price_options).toEqual([
        {
          id: row.pricing === 'perGroup' ? 'group' : 'adult',
          title: row.pricing === 'perGroup' ? 'Group' : 'Adult',
          price: moneyOfFils(row.price_fils),
        },
      ]);
    }
    // The demo's pictures are the shop's own, made absolute; at least one product has them and a place.
    expect(body.products.some((product) => product.related_media.length > 0)).toBe(true);
    for (const product of body.products) {
      for (const media of product.related_media)
        expect(media.url.startsWith(TEST_PUBLIC_URL) || /^https?:/.test(media.url)).toBe(true);
    }
    expect(body.products.some((product) => (product.options[0]?.related_locations.length ?? 0) > 0)).toBe(true);
  });

  it('writes AED amounts as whole dirhams and fils as nanos', () => {
    expect(moneyOfFils(12_345)).toEqual({ currency_code: 'AED', units: 123, nanos: 450_000_000 });
    expect(moneyOfFils(100)).toEqual({ currency_code: 'AED', units: 1, nanos: 0 });
    expect(moneyOfFils(99)).toEqual({ currency_code: 'AED', units: 0, nanos: 990_000_000 });
  });

  it('gives a product its Arabic title beside the English where one is written', async () => {
    const row = await t.app.ctx.db.selectFrom('products').selectAll().where('title_ar', '!=', '').executeTakeFirst();
    const { body } = await feed();
    if (row) {
      const product = body.products.find((item) => item.id === row.id);
      expect(product?.title.localized_texts).toEqual([
        { language_code: 'en', text: row.title },
        { language_code: 'ar', text: row.title_ar },
      ]);
    }
    const english = body.products.find((item) => item.title.localized_texts.length === 1);
    expect(english?.title.localized_texts[0]?.language_code ?? 'en').toBe('en');
  });

  it('is kept until the catalogue changes, then lists the change with a new nonce', async () => {
    const first = await feed();
    const again = await feed();
    expect(again.body.feed_metadata.nonce).toBe(first.body.feed_metadata.nonce);
    expect(first.body.products.map((product) => product.id)).not.toContain('ttd-feed-new');

    const template = await t.app.ctx.db
      .selectFrom('products')
      .selectAll()
      .where('module', '=', 'holidays')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    t.clock.advance(5_000);
    await addProduct(t.app.ctx, {
      ...productTemplateOf(template),
      id: 'ttd-feed-new',
      title: 'Feed holiday',
      price_fils: 123_450,
      location: 'Fujairah',
      is_published: 1,
    });
    const second = await feed();
    expect(ZProductFeed.safeParse(second.body).success).toBe(true);
    expect(second.body.feed_metadata.nonce).toBeGreaterThan(first.body.feed_metadata.nonce);
    const added = second.body.products.find((product) => product.id === 'ttd-feed-new');
    expect(added?.title.localized_texts[0]).toEqual({ language_code: 'en', text: 'Feed holiday' });
    expect(added?.options[0]?.price_options[0]?.price).toEqual({
      currency_code: 'AED',
      units: 1234,
      nanos: 500_000_000,
    });
    expect(added?.options[0]?.related_locations[0]?.location.location.place_info).toEqual({
      name: 'Fujairah',
      unstructured_address: 'Fujairah, United Arab Emirates',
    });

    // Unpublished, it leaves the snapshot (Google then takes it down).
    await updateProduct(t.app.ctx, 'ttd-feed-new', { is_published: 0 });
    const third = await feed();
    expect(third.body.products.map((product) => product.id)).not.toContain('ttd-feed-new');
  });
});
