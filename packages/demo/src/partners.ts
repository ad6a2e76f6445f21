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
