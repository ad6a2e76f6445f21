// The demo reseller (issue 39, decision 121): a partner with a published API key, so a newcomer can try the OCTO
// supplier API at /octo/v1 at once (README, "Resellers (OCTO)"). Seeded only with the demo data, never in production.
// The key is public: revoke it (or never seed the demo) on a shop that sells for real.

/** The demo partner's API key as a reseller sends it: `Authorization: Bearer <key>`. */
export const DEMO_PARTNER_KEY = 'rihla_pk_DEMO-reseller-key-for-the-OCTO-API-00000001';

export const DEMO_PARTNER = {
  id: 'demo-partner-desert-trails',
  name: 'Desert Trails Travel (demo reseller)',
  kind: 'ota' as const,
  contactEmail: 'partners@desert-trails.example',
  /** A 20% commission on retail, in basis points. */
  commissionBp: 2000,
  rateLimitPerMinute: 120,
  products: [
    'dibba-dhow-cruise-full-day-from-dubai',
    'khasab-dhow-cruise-full-day',
    'burj-khalifa-at-the-top-124-125',
    'museum-of-the-future-ticket',
  ],
};

/**
 * The demo travel agency (issue 39, decision 126): a partner whose agent signs in to the storefront with the account
 * below and books on the agency's account, within its credit limit, at retail less its commission.
 */
export const DEMO_AGENCY = {
  id: 'demo-partner-oasis-agency',
  name: 'Oasis Holidays (demo agency)',
  kind: 'agent' as const,
  contactEmail: 'accounts@oasis-holidays.example',
  /** A 15% commission on retail, in basis points. */
  commissionBp: 1500,
  /** AED 5,000. */
  creditLimitFils: 500_000,
};

/** The demo agency's travel agent: a storefront account (README, "Demo accounts"). */
export const DEMO_AGENT = {
  country: 'AE',
  phone_number: '+971501234568',
  password: 'rihla-agent',
  first_name: 'Omar',
  last_name: 'Agent',
  email: 'agent@oasis-holidays.example',
} as const;
