// Writes the demo reseller of @rihla/demo (decision 121) with its published key and products, once: a partner
// that exists already (kept, changed or suspended by the owner) is left as it is.
import { DEMO_PARTNER, DEMO_PARTNER_KEY } from '@rihla/demo/partners';
import type { TDb } from '../db/database.js';
import { hashPartnerKey, PARTNER_KEY_PREFIX_LENGTH, seedPartner } from '../modules/partners/index.js';

export { DEMO_PARTNER, DEMO_PARTNER_KEY } from '@rihla/demo/partners';

export async function seedDemoPartner(db: TDb, now: string): Promise<void> {
  const existing = await db.selectFrom('partners').select('id').where('id', '=', DEMO_PARTNER.id).executeTakeFirst();
  if (existing) return;
  await seedPartner(
    db,
    {
      id: DEMO_PARTNER.id,
      values: {
        name: DEMO_PARTNER.name,
        kind: DEMO_PARTNER.kind,
        contact_email: DEMO_PARTNER.contactEmail,
        status: 'active',
        rate_kind: 'commission',
        commission_bp: DEMO_PARTNER.commissionBp,
        rate_limit_per_minute: DEMO_PARTNER.rateLimitPerMinute,
        widget_origins: '[]',
        credit_limit_fils: 0,
      },
      now,
    },
    {
      id: `${DEMO_PARTNER.id}-key`,
      label: 'Demo key (published in the README)',
      keyHash: hashPartnerKey(DEMO_PARTNER_KEY),
      keyPrefix: DEMO_PARTNER_KEY.slice(0, PARTNER_KEY_PREFIX_LENGTH),
    },
    DEMO_PARTNER.products.map((productId) => ({ productId, netPrices: null })),
  );
}
