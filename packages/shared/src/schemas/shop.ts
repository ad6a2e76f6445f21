// The operator's own shop (issue 34, decision 071): its name, contact, seller's tax details, brand, footer and the
// home page's hero and category tiles, edited by owners in the back office. Every page, email, text, voucher and
// invoice reads them; nothing in the product names a shop of its own. The web form and the API check with these.
import { z } from 'zod';
import {
  FILTER_CATEGORIES,
  PHONE_HOLD_DEFAULT_MINUTES,
  PHONE_HOLD_MAX_MINUTES,
  PHONE_HOLD_MIN_MINUTES,
} from '../constants.js';
import { isSameSitePath, PICTURE_NOT_HERE } from '../rules/page-sources.js';

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

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'tiktok', 'linkedin'] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_LABELS: Record<TSocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

/** The payment-method logos the footer may show (what the shop's gateway takes). */
export const PAYMENT_LOGOS = ['visa', 'mastercard', 'amex', 'applePay', 'googlePay'] as const;
export type TPaymentLogo = (typeof PAYMENT_LOGOS)[number];
export const PAYMENT_LOGO_LABELS: Record<TPaymentLogo, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
};

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
export const ZPublicShop = ZShopSettings.omit({ phoneHoldMinutes: true });
export type TPublicShop = z.infer<typeof ZPublicShop>;

/** What the environment may set of a new install's shop (SHOP_NAME, SELLER_NAME, SELLER_TRN, ...; README). */
export interface TShopFirstValues {
  name?: string | undefined;
  legalName?: string | undefined;
  trn?: string | undefined;
  address?: string | undefined;
  supportPhone?: string | undefined;
  supportEmail?: string | undefined;
}

/** The footer's links of a new shop: the storefront's own pages (SPEC section 3). */
export const DEFAULT_FOOTER_LINKS: TShopSettings['footerLinks'] = [
  { href: '/about', label: 'About Us' },
  { href: '/faq', label: 'Help' },
  { href: '/blogs', label: 'Blog' },
  { href: '/gift-cards', label: 'Gift Cards' },
  { href: '/VisaChange', label: 'Visa Change' },
  { href: '/PrivacyPolicy', label: 'Privacy Policy' },
  { href: '/TermsofServices', label: 'Terms of Service' },
  { href: '/CookiesPolicy', label: 'Cookies Policy' },
  { href: '/IntellectualPropertyPolicy', label: 'Intellectual Property' },
  { href: '/LawEnforcementResources', label: 'Law Enforcement' },
];

/**
 * A new install's shop before an owner saves its settings: the environment's values where set, else words that
 * name no shop ('Tour shop'), so a shop that was never set up says nothing of anyone else's.
 */
export function defaultShopSettings(first: TShopFirstValues = {}): TShopSettings {
  const name = first.name?.trim() || first.legalName?.trim() || 'Tour shop';
  return {
    name,
    legalName: first.legalName?.trim() || name,
    trn: first.trn?.trim() ?? '',
    address: first.address?.trim() ?? '',
    supportPhone: first.supportPhone?.trim() || '+971 4 000 0000',
    whatsapp: '',
    supportEmail: first.supportEmail?.trim() || 'support@example.com',
    logo: '',
    favicon: '',
    socialLinks: [],
    paymentLogos: ['visa', 'mastercard'],
    footerLinks: DEFAULT_FOOTER_LINKS,
    hero: {
      eyebrow: 'Tours · Musandam trips · Holidays · Tickets',
      title: 'Discover the UAE and Musandam',
      subtitle:
        'Desert safaris, dhow cruises in the fjords, city attractions and holidays, booked in minutes and paid in AED.',
      picture: '',
    },
    categoryTiles: [
      { category: 'Picnic Musandum', line: 'Dhow cruises in the fjords of Oman', picture: '' },
      { category: 'Inbound', line: 'Desert safaris and city tours', picture: '' },
      { category: 'Holidays', line: 'Multi-day trips, planned for you', picture: '' },
      { category: 'Entry ticket', line: 'Attractions, parks and landmarks', picture: '' },
    ],
    phoneHoldMinutes: PHONE_HOLD_DEFAULT_MINUTES,
  };
}
