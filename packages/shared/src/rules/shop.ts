// The shop's words that need no schema (issue 34, decision 071): the networks and payment logos it may show, and a
// new install's first settings. The storefront's first load reads these without zod (schemas/shop.ts re-exports them).
import { PASSENGER_RETENTION_DEFAULT_DAYS, PHONE_HOLD_DEFAULT_MINUTES, type TFilterCategory } from '../constants.js';

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
export const DEFAULT_FOOTER_LINKS: Array<{ href: string; label: string }> = [
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
export function defaultShopSettings(first: TShopFirstValues = {}) {
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
    socialLinks: [] as Array<{ network: TSocialNetwork; url: string }>,
    paymentLogos: ['visa', 'mastercard'] as TPaymentLogo[],
    footerLinks: [...DEFAULT_FOOTER_LINKS],
    hero: {
      eyebrow: 'Tours · Musandam trips · Holidays · Tickets',
      title: 'Discover the UAE and Musandam',
      subtitle:
        'Desert safaris, dhow cruises in the fjords, city attractions and holidays, booked in minutes and paid in AED.',
      picture: '',
    },
    categoryTiles: [
      { category: 'Picnic Musandum' as TFilterCategory, line: 'Dhow cruises in the fjords of Oman', picture: '' },
      { category: 'Inbound' as TFilterCategory, line: 'Desert safaris and city tours', picture: '' },
      { category: 'Holidays' as TFilterCategory, line: 'Multi-day trips, planned for you', picture: '' },
      { category: 'Entry ticket' as TFilterCategory, line: 'Attractions, parks and landmarks', picture: '' },
    ],
    phoneHoldMinutes: PHONE_HOLD_DEFAULT_MINUTES,
    passengerRetentionDays: PASSENGER_RETENTION_DEFAULT_DAYS,
    ar: emptyShopArabic(),
  };
}

/**
 * The home sections' Arabic texts (decision 102): the hero's lines and each category tile's line; '' (or a
 * category left out) shows the English one.
 */
export interface TShopArabic {
  hero: { eyebrow: string; title: string; subtitle: string };
  categoryLines: Partial<Record<TFilterCategory, string>>;
}

/** No Arabic written yet: the storefront shows the English home sections to Arabic readers. */
export function emptyShopArabic(): TShopArabic {
  return { hero: { eyebrow: '', title: '', subtitle: '' }, categoryLines: {} };
}
