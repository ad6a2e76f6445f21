// Writes the demo reseller of @rihla/demo (decision 121) with its published key and products, once: a partner
// that exists already (kept, changed or suspended by the owner) is left as it is.
import { DEMO_PARTNER, DEMO_PARTNER_KEY } from '@rihla/demo/partners';
import type { TDb } from '../db/database.js';
import { insertPartner, insertPartnerKey, insertPartnerProduct } from '../modules/octo/index.js';
import { hashPartnerKey, PARTNER_KEY_PREFIX_LENGTH } from '../modules/partners/index.js';

export { DEMO_PARTNER, DEMO_PARTNER_KEY } from '@rihla/demo/partners';

export async function seedDemoPartner(db: TDb, now: string): Promise<void> {
  const existing = await db.selectFrom('partners').select('id').where('id', '=', DEMO_PARTNER.id).executeTakeFirst();
  if (existing) return;
  await insertPartner(db, {
    id: DEMO_PARTNER.id,
    name: DEMO_PARTNER.name,
    kind: DEMO_PARTNER.kind,
    contact_email: DEMO_PARTNER.contactEmail,
    rate_kind: 'commission',
    commission_bp: DEMO_PARTNER.commissionBp,
    rate_limit_per_minute: DEMO_PARTNER.rateLimitPerMinute,
    widget_origins: '[]',
    credit_limit_fils: 0,
    status: 'active',
    user_id: null,
    created_at: now,
    updated_at: now,
  });
  await insertPartnerKey(db, {
    id: `${DEMO_PARTNER.id}-key`,
    partnerId: DEMO_PARTNER.id,
    label: 'Demo key (published in the README)',
    keyHash: hashPartnerKey(DEMO_PARTNER_KEY),
    keyPrefix: DEMO_PARTNER_KEY.slice(0, PARTNER_KEY_PREFIX_LENGTH),
    createdAt: now,
  });
  for (const productId of DEMO_PARTNER.products) {
    await insertPartnerProduct(db, { partnerId: DEMO_PARTNER.id, productId, netPrices: null });
  }
}
