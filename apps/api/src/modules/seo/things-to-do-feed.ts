import { inLanguage } from '@rihla/shared/rules/content-language';
import { pathInLanguage } from '@rihla/shared/rules/languages';
import { itemPath } from '@rihla/shared/rules/navigation';
import { ZCancellationTiers, ZWhereToBe } from '@rihla/shared/schemas/booking-terms';
import type { TDb } from '../../db/database.js';
import { arabicColumnsOf } from '../catalogue/index.js';
import { listFeedProducts } from './seo.repository.js';
import { clip, pictureUrls, plainText } from './seo-head.js';

/**
 * Google's Things to do product feed (decision 123), as its "Feed proto bundle" declares it
 * (package ext.travel.ttd.proto.feeds.v1, https://developers.google.com/travel/things-to-do/reference/feed-spec/proto-bundle,
 * fields as the "Product feed" reference names them, JSON with the proto's field names): one ProductFeed of a single
 * shard, processed as a snapshot, so a product unpublished leaves Google's list with the next fetch. Each published
 * product is a Product with one Option (our product is bought as one thing; its departures and ticket types are
 * chosen on its page) whose PriceOption is the adult's price, or a group's whole price, in AED, as Google's
 * optimisation guide asks. Texts are LocalizedTextSets in English and, where written, Arabic.
 */

/** The proto's limits: a product's id at most 255 characters, a title 150, a description 16,000. */
const TITLE_MAX_CHARS = 150;
const DESCRIPTION_MAX_CHARS = 16_000;
/** Google reads at most this many pictures of a product. */
const MEDIA_MAX = 30;

interface TLocalizedText {
  language_code: string;
  text: string;
}
interface TLocalizedTextSet {
  localized_texts: TLocalizedText[];
}
interface TPlaceLocation {
  location: { place_info: { name: string; unstructured_address: string } };
  description?: TLocalizedTextSet;
}

export interface TThingsToDoFeed {
  feed_metadata: {
    shard_id: number;
    total_shards_count: number;
    processing_instruction: 'PROCESS_AS_SNAPSHOT';
    nonce: number;
  };
  products: Array<{
    id: string;
    title: TLocalizedTextSet;
    description?: TLocalizedTextSet;
    rating?: { average_value: number; rating_count: number };
    related_media: Array<{ url: string; type: 'MEDIA_TYPE_PHOTO' }>;
    options: Array<{
      id: string;
      title: TLocalizedTextSet;
      landing_page: { url: string };
      cancellation_policy?: {
        refund_conditions: Array<{ min_duration_before_start_time_sec: number; refund_percent: number }>;
      };
      related_locations: Array<{ location: TPlaceLocation; relation_type: 'RELATION_TYPE_RELATED_NO_ADMISSION' }>;
      price_options: Array<{
        id: string;
        title: string;
        price: { currency_code: 'AED'; units: number; nanos: number };
      }>;
      duration_sec?: number;
      meeting_point?: TPlaceLocation;
    }>;
    confirmation_type: 'CONFIRMATION_TYPE_INSTANT';
    fulfillment_type: { mobile: boolean; print_at_home: boolean; pickup: boolean };
    brand_name: TLocalizedTextSet;
  }>;
}

/** The English text and, when written and different, the Arabic; the English only for a blank Arabic. */
function localized(english: string, arabic: string | undefined, max: number): TLocalizedTextSet {
  const texts: TLocalizedText[] = [{ language_code: 'en', text: clip(english, max) }];
  const inArabic = inLanguage('ar', english, arabic);
  if (inArabic !== english) texts.push({ language_code: 'ar', text: clip(inArabic, max) });
  return { localized_texts: texts };
}

/** google.type.Money of an amount in fils: whole dirhams in `units`, the fils as billionths in `nanos`. */
export function moneyOfFils(fils: number): { currency_code: 'AED'; units: number; nanos: number } {
  return { currency_code: 'AED', units: Math.floor(fils / 100), nanos: (fils % 100) * 10_000_000 };
}

/** A place named by its words: the UAE added, as the catalogue's locations name only the emirate or the town. */
function placeOf(name: string, description?: TLocalizedTextSet): TPlaceLocation {
  const address = /emirates|uae/i.test(name) ? name : `${name}, United Arab Emirates`;
  return {
    location: { place_info: { name: clip(name, 300), unstructured_address: address } },
    ...(description ? { description } : {}),
  };
}

function parsed<T>(json: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    return parse(JSON.parse(json));
  } catch {
    return undefined;
  }
}

/** The feed of every published product; `nonce` names this generation (the same bytes are served until a change). */
export async function buildThingsToDoFeed(
  db: TDb,
  publicUrl: string,
  shopName: string,
  nonce: number,
): Promise<TThingsToDoFeed> {
  const rows = await listFeedProducts(db);
  const products = rows.map((row) => {
    const ar = arabicColumnsOf(row);
    const title = localized(row.title, row.title_ar, TITLE_MAX_CHARS);
    const summary = plainText(row.summary);
    const arabicSummary = ar.summary ? plainText(ar.summary) : undefined;
    const tiers = row.is_refundable
      ? (parsed(row.cancellation_tiers, (v) => ZCancellationTiers.safeParse(v).data) ?? [])
      : [];
    const whereToBe = row.where_to_be ? parsed(row.where_to_be, (v) => ZWhereToBe.safeParse(v).data) : undefined;
    const isGroup = row.pricing === 'perGroup';
    return {
      id: row.id,
      title,
      ...(summary ? { description: localized(summary, arabicSummary, DESCRIPTION_MAX_CHARS) } : {}),
      // A rating needs its count (the visitors who rated the trip), as the product page shows it.
      ...(row.visitor_count > 0 && row.rating_x10 >= 10
        ? { rating: { average_value: row.rating_x10 / 10, rating_count: row.visitor_count } }
        : {}),
      related_media: pictureUrls(publicUrl, row.pictures)
        .filter((url) => url.startsWith('https://') || url.startsWith('http://'))
        .slice(0, MEDIA_MAX)
        .map((url) => ({ url, type: 'MEDIA_TYPE_PHOTO' as const })),
      options: [
        {
          id: `${row.id}-standard`,
          title,
          // The product's own page (the Arabic one is the same path under /ar, which a DeepLink cannot template).
          landing_page: { url: `${publicUrl}${pathInLanguage(itemPath(row.module, row.id), 'en')}` },
          ...(tiers.length > 0
            ? {
                cancellation_policy: {
                  refund_conditions: [...tiers]
                    .sort((a, b) => a.hoursBefore - b.hoursBefore)
                    .map((tier) => ({
                      min_duration_before_start_time_sec: tier.hoursBefore * 3600,
                      refund_percent: tier.refundPercent,
                    })),
                },
              }
            : {}),
          related_locations: row.location.trim()
            ? [
                {
                  location: placeOf(row.location.trim()),
                  relation_type: 'RELATION_TYPE_RELATED_NO_ADMISSION' as const,
                },
              ]
            : [],
          price_options: [
            {
              id: isGroup ? 'group' : 'adult',
              title: isGroup ? 'Group' : 'Adult',
              price: moneyOfFils(row.price_fils),
            },
          ],
          ...(row.duration_minutes > 0 ? { duration_sec: row.duration_minutes * 60 } : {}),
          ...(whereToBe?.kind === 'meetingPoint'
            ? {
                meeting_point: placeOf(
                  whereToBe.place,
                  whereToBe.note ? localized(whereToBe.note, whereToBe.ar?.note, 1000) : undefined,
                ),
              }
            : {}),
        },
      ],
      confirmation_type: 'CONFIRMATION_TYPE_INSTANT' as const,
      // The voucher is a PDF shown on the phone or printed; no ticket is collected at a counter.
      fulfillment_type: { mobile: true, print_at_home: true, pickup: false },
      brand_name: { localized_texts: [{ language_code: 'en', text: shopName }] },
    };
  });
  return {
    feed_metadata: { shard_id: 0, total_shards_count: 1, processing_instruction: 'PROCESS_AS_SNAPSHOT', nonce },
    products,
  };
}
