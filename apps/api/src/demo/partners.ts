// Writes the demo reseller of @rihla/demo (decision 121) with its published key and products, once: a partner
// that exists already (kept, changed or suspended by the owner) is left as it is.
import { DEMO_AGENCY, DEMO_AGENT, DEMO_PARTNER, DEMO_PARTNER_KEY } from '@rihla/demo/partners';
import type { TDb } from '../db/database.js';
import { hashPartnerKey, PARTNER_KEY_PREFIX_LENGTH, seedPartner } from '../modules/partners/index.js';

export { DEMO_AGENCY, DEMO_AGENT, DEMO_PARTNER, DEMO_PARTNER_KEY } from '@rihla/demo/partners';

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

/**
 * The demo travel agency and its agent's storefront account (decision 126), once: an agency that exists already is
 * left as it is, and so is an account with the agent's phone number.
 */
export async function seedDemoAgency(db: TDb, passwordHash: string, now: string): Promise<void> {
  const existing = await db.selectFrom('partners').select('id').where('id', '=', DEMO_AGENCY.id).executeTakeFirst();
  if (existing) return;
  // An agency books on the storefront through its agents: no API key, and every product (decision 126).
  await seedPartner(
    db,
    {
      id: DEMO_AGENCY.id,
      values: {
        name: DEMO_AGENCY.name,
        kind: DEMO_AGENCY.kind,
        contact_email: DEMO_AGENCY.contactEmail,
        rate_kind: 'commission',
        commission_bp: DEMO_AGENCY.commissionBp,
        rate_limit_per_minute: 60,
        widget_origins: '[]',
        credit_limit_fils: DEMO_AGENCY.creditLimitFils,
        status: 'active',
      },
      now,
    },
    null,
    [],
  );
  await db
    .insertInto('users')
    .values({
      id: `${DEMO_AGENCY.id}-agent`,
      country: DEMO_AGENT.country,
      phone_number: DEMO_AGENT.phone_number,
      email: DEMO_AGENT.email,
      first_name: DEMO_AGENT.first_name,
      last_name: DEMO_AGENT.last_name,
      gender: '',
      dob: '',
      profile_pic: '',
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .onConflict((oc) => oc.column('phone_number').doNothing())
    .execute();
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', DEMO_AGENT.phone_number)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('partner_agents')
    .values({ user_id: agent.id, partner_id: DEMO_AGENCY.id, created_at: now, created_by: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
