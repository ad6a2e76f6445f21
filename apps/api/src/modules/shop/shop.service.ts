// The operator's own shop (issue 34, decision 071). Every page, email, text, voucher and invoice reads the shop
// through readShop: an owner's saved settings, or before the first save the environment's first values. A save is
// audited and clears every cached answer and page in every process, since the shop's name is on all of them.
import { SHOP_MESSAGES } from '@rihla/shared/messages/shop';
import { inLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
import {
  defaultShopSettings,
  type TPublicShop,
  type TShopSettings,
  type TShopSettingsData,
  type TUpdateShopSettingsRequest,
  ZShopSettings,
} from '@rihla/shared/schemas/shop';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { changedFields, insertAuditEntry } from '../audit/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { findShopRow, insertShopRow, updateShopRow } from './shop.repository.js';

/**
 * The stored document over the first values: a field the schema has grown since the row was saved takes its first
 * value, and a document that no longer parses (never expected) gives the first values rather than a failed page.
 */
function settingsOf(stored: string, first: TShopSettings): TShopSettings {
  try {
    const parsed = ZShopSettings.safeParse({ ...first, ...(JSON.parse(stored) as object) });
    return parsed.success ? parsed.data : first;
  } catch {
    return first;
  }
}

/** Reads the shop from the database, uncached: what a transaction that is about to save must compare against. */
export async function loadShop(
  ctx: { config: Pick<TAppContext['config'], 'shopFirstValues'> },
  db: TDb,
): Promise<TShopSettingsData> {
  const first = defaultShopSettings(ctx.config.shopFirstValues);
  const row = await findShopRow(db);
  if (!row) return { settings: first, version: 0, updatedAt: null };
  return { settings: settingsOf(row.settings, first), version: row.version, updatedAt: row.updated_at };
}

/** The shop as every answer reads it: once per process until a save (here or in another process) changes it. */
export function readShop(ctx: TAppContext): Promise<TShopSettingsData> {
  return ctx.caches.remember('shop', [CACHE_TAGS.shop], () => loadShop(ctx, ctx.db));
}

/**
 * What the storefront may read of the shop (shop/settings, and the data every served page carries), in a language:
 * the home sections' Arabic where it is written, English otherwise (decision 102).
 */
export async function readPublicShop(ctx: TAppContext, language: TContentLanguage = 'en'): Promise<TPublicShop> {
  const {
    phoneHoldMinutes: _desksOwn,
    passengerRetentionDays: _ownersOwn,
    ar,
    ...shop
  } = (await readShop(ctx)).settings;
  if (language === 'en' || ar === undefined) return shop;
  return {
    ...shop,
    hero: {
      ...shop.hero,
      eyebrow: inLanguage(language, shop.hero.eyebrow, ar.hero.eyebrow),
      title: inLanguage(language, shop.hero.title, ar.hero.title),
      subtitle: inLanguage(language, shop.hero.subtitle, ar.hero.subtitle),
    },
    categoryTiles: shop.categoryTiles.map((tile) => ({
      ...tile,
      line: inLanguage(language, tile.line, ar.categoryLines[tile.category]),
    })),
  };
}

/**
 * Saves the whole settings over the version the owner read; refused with 409 when another save came between.
 * The audit entry records the fields that changed.
 */
export async function updateShopSettings(
  ctx: TAppContext,
  by: TOperatorAuth,
  request: TUpdateShopSettingsRequest,
): Promise<TShopSettingsData> {
  const at = ctx.clock.now().toISOString();
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = await loadShop(ctx, trx);
    if (before.version !== request.version) {
      throw new AppError('CONFLICT', SHOP_MESSAGES.changedSinceRead, { refusal: 'shop.changed' });
    }
    // The Arabic home sections left out of a save stay as they were (a desk that does not edit them yet).
    const settings = { ...request.settings, ar: request.settings.ar ?? before.settings.ar };
    const document = JSON.stringify(settings);
    const isSaved =
      before.version === 0
        ? await insertShopRow(trx, document, at, by.id)
        : await updateShopRow(trx, before.version, document, at, by.id);
    if (!isSaved) throw new AppError('CONFLICT', SHOP_MESSAGES.changedSinceRead, { refusal: 'shop.changed' });
    await insertAuditEntry(trx, {
      action: 'shop.update',
      objectType: 'shop',
      objectId: 'shop',
      ...changedFields(before.settings, settings),
      at,
      operatorId: by.id,
    });
    return { settings, version: before.version + 1, updatedAt: at };
  });
  // The name, contact and brand are on every page and in every cached answer.
  await ctx.caches.invalidateAll();
  return saved;
}

/** The demo's shop, written when the demo is seeded into an empty database (never over an owner's save). */
export async function seedShopSettings(db: TDb, settings: TShopSettings, at: string): Promise<void> {
  await insertShopRow(db, JSON.stringify(ZShopSettings.parse(settings)), at, null);
}
