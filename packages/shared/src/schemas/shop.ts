// The operator's own shop (issue 34, decision 071): its name, contact, seller's tax details, brand, footer and the
// home page's hero and category tiles, edited by owners in the back office. Every page, email, text, voucher and
// invoice reads them; nothing in the product names a shop of its own. The web form and the API check with these.
import { z } from 'zod';
import {
  FILTER_CATEGORIES,
  PASSENGER_RETENTION_MAX_DAYS,
  PHONE_HOLD_MAX_MINUTES,
  PHONE_HOLD_MIN_MINUTES,
} from '../constants.js';
import { PASSENGER_JOBS_MESSAGES } from '../messages/passenger-jobs.js';
import { isSameSitePath, PICTURE_NOT_HERE } from '../rules/page-sources.js';
import { defaultShopSettings, PAYMENT_LOGOS, SOCIAL_NETWORKS, type TShopFirstValues } from '../rules/shop.js';

export {
  DEFAULT_FOOTER_LINKS,
  defaultShopSettings,
  PAYMENT_LOGO_LABELS,
  PAYMENT_LOGOS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type TPaymentLogo,
  type TShopFirstValues,
  type TSocialNetwork,
} from '../rules/shop.js';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/** A picture of this site (uploaded through the desk), or '' for none: the CSP shows pictures from here only. */
const ZShopPicture = text('Picture', 2000).refine((value) => value === '' || isSameSitePath(value), PICTURE_NOT_HERE);

/** A web address the shop links to (its social pages): https only. */
const ZWebAddress = text('Address', 500).refine(
  (value) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  'Address must start with https://',
);

/** A footer link: a path of this site ('/about') or an https address. */
const ZLinkTarget = text('Link', 500).refine(
  (value) => (isSameSitePath(value) && value.length > 0) || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  "Link must be a path of this site that starts with '/' or an https:// address",
);

/** A UAE tax registration number: 15 digits, or '' while the shop has none on record. */
export const ZTrn = z
  .string({ error: 'TRN is required' })
  .trim()
  .refine((value) => value === '' || /^\d{15}$/.test(value), 'A UAE tax registration number (TRN) is 15 digits');

export const ZShopHero = z.strictObject({
  /** The small line above the headline ('' for none). */
  eyebrow: text('Eyebrow', 80),
  title: requiredText('Headline', 80),
  subtitle: text('Sub-headline', 200),
  /** The backdrop ('' uses the newest banner's picture, as before). */
  picture: ZShopPicture,
});

export const ZCategoryTile = z.strictObject({
  category: z.enum(FILTER_CATEGORIES, { error: 'Unknown category' }),
  /** The tile's line under the category's name. */
  line: text('Line', 80),
  /** '' shows the picture of the category's first product. */
  picture: ZShopPicture,
});

/** The home sections in Arabic (decision 102): saved with the settings, answered in place of the English ones. */
export const ZShopArabic = z.strictObject({
  hero: z.strictObject({
    eyebrow: text('Arabic eyebrow', 80),
    title: text('Arabic headline', 80),
    subtitle: text('Arabic sub-headline', 200),
  }),
  categoryLines: z.partialRecord(z.enum(FILTER_CATEGORIES, { error: 'Unknown category' }), text('Arabic line', 80)),
});

export const ZShopSettings = z.strictObject({
  /** The shop's name as shoppers read it: header, titles, emails, texts, vouchers. */
  name: requiredText('Shop name', 60),
  /** The seller's legal name on tax invoices and vouchers ('Rihla Tourism LLC'). */
  legalName: requiredText('Legal name', 120),
  trn: ZTrn,
  /** The seller's address, as invoices print it and the footer shows it. */
  address: text('Address', 300),
  supportPhone: requiredText('Support phone', 40),
  /** A WhatsApp number ('' for none). */
  whatsapp: text('WhatsApp number', 40),
  supportEmail: z.email({ error: 'Support email must be an email address' }).max(200),
  logo: ZShopPicture,
  favicon: ZShopPicture,
  socialLinks: z
    .array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS, { error: 'Unknown network' }), url: ZWebAddress }))
    .max(SOCIAL_NETWORKS.length, 'One link per network at most'),
  paymentLogos: z.array(z.enum(PAYMENT_LOGOS, { error: 'Unknown payment logo' })).max(PAYMENT_LOGOS.length),
  footerLinks: z
    .array(z.strictObject({ label: requiredText('Label', 40), href: ZLinkTarget }))
    .max(16, 'At most 16 footer links'),
  hero: ZShopHero,
  categoryTiles: z.array(ZCategoryTile).max(FILTER_CATEGORIES.length, 'At most one tile per category'),
  phoneHoldMinutes: z
    .number({ error: 'Hold length must be a number of minutes' })
    .int('Hold length must be whole minutes')
    .min(PHONE_HOLD_MIN_MINUTES, `Hold length is at least ${PHONE_HOLD_MIN_MINUTES} minutes`)
    .max(PHONE_HOLD_MAX_MINUTES, `Hold length is at most ${PHONE_HOLD_MAX_MINUTES} minutes (a day)`),
  /** Days after a trip its passengers' details are erased (decision 098). */
  passengerRetentionDays: z
    .number({ error: PASSENGER_JOBS_MESSAGES.retentionDays })
    .int(PASSENGER_JOBS_MESSAGES.retentionDays)
    .min(1, PASSENGER_JOBS_MESSAGES.retentionDays)
    .max(PASSENGER_RETENTION_MAX_DAYS, PASSENGER_JOBS_MESSAGES.retentionDays),
  /** The home sections in Arabic (decision 102); a save without it keeps the saved one. */
  ar: ZShopArabic.optional(),
});
export type TShopSettings = z.infer<typeof ZShopSettings>;

/** The settings and when an owner last saved them (null: never; the first-day checklist asks for it). */
export const ZShopSettingsData = z.object({
  settings: ZShopSettings,
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TShopSettingsData = z.infer<typeof ZShopSettingsData>;

/** An owner's save: the whole settings and the version read, so two owners' saves do not overwrite each other. */
export const ZUpdateShopSettingsRequest = z.strictObject({
  settings: ZShopSettings,
  version: z.number().int().min(0),
});
export type TUpdateShopSettingsRequest = z.infer<typeof ZUpdateShopSettingsRequest>;

/** What a voucher, an invoice and an email's footer say of the seller: the shop's name, legal name, TRN, contact. */
export type TSeller = Pick<TShopSettings, 'name' | 'legalName' | 'trn' | 'address' | 'supportPhone' | 'supportEmail'>;

/** What the storefront reads (shop/settings, and injected into every page): the settings without the desk's own. */
export const ZPublicShop = ZShopSettings.omit({ phoneHoldMinutes: true, passengerRetentionDays: true, ar: true });
export type TPublicShop = z.infer<typeof ZPublicShop>;

// The first settings (rules/shop.ts, free of zod for the storefront's first load) are settings this schema accepts.
defaultShopSettings satisfies (first?: TShopFirstValues) => TShopSettings;
