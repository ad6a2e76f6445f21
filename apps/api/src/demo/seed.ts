// The demo's seeding entry (decision 055): writes the content of @rihla/demo through the API's own repositories.
// Only `npm run seed`, a first start with SEED_DEMO (server.ts imports this file dynamically) and the tests load
// it: no other file of the server imports it or @rihla/demo.
import {
  DEMO_BANNERS,
  DEMO_PROMO_CODES,
  DEMO_USER,
  DEMO_USER_PROFILE,
  demoBlogRows,
  demoProductRows,
} from '@rihla/demo/content';
import { demoPassengerForms } from '@rihla/demo/passengers';
import { DEMO_PICKUP_POINTS, demoProductPickups } from '@rihla/demo/pickups';
import { DEMO_SHOP } from '@rihla/demo/shop';
import { demoWaivers } from '@rihla/demo/waivers';
import type { TDb } from '../db/database.js';
import type { TClock } from '../lib/clock.js';
import { isoNow } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../modules/auth/index.js';
import { insertBlog } from '../modules/blog/index.js';
import { insertProduct } from '../modules/catalogue/index.js';
import { seedPassengerForms } from '../modules/passengers/index.js';
import { seedPickups } from '../modules/pickups/index.js';
import { seedShopSettings } from '../modules/shop/index.js';
import { seedProductWaivers } from '../modules/waivers/index.js';
import { seedDemoBalances } from './balances.js';
import { seedDemoOperators } from './operators.js';
import { DEMO_AGENT, seedDemoAgency, seedDemoPartner } from './partners.js';

export { DEMO_PROMO_CODES, DEMO_USER, demoProductRow, NON_REFUNDABLE_DEMO_PRODUCTS } from '@rihla/demo/content';

/** A database nothing was written into yet: no product and no operator. */
export async function isEmptyDatabase(db: TDb): Promise<boolean> {
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  const operator = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  return product === undefined && operator === undefined;
}

/**
 * A start with SEED_DEMO: the demo goes into an empty database only, so a later start never writes it again (nor
 * brings back a demo operator that was removed). True when it was seeded.
 */
export async function seedDemoIntoEmptyDatabase(db: TDb, clock: TClock): Promise<boolean> {
  if (!(await isEmptyDatabase(db))) return false;
  await seedDemoData(db, clock);
  return true;
}

/**
 * Writes the demo shop's settings, catalogue, blog, banners, promo codes, demo shopper (with points and wallet
 * credit) and gift card, and the demo operators when the database has no operator at all. Idempotent: rows that exist already are
 * left as they are, so `npm run seed` may run again; it never brings back an operator that was removed or disabled.
 */
export async function seedDemoData(db: TDb, clock: TClock): Promise<void> {
  const now = isoNow(clock);
  const passwordHash = await hashPassword(DEMO_USER.password);
  const agentPasswordHash = await hashPassword(DEMO_AGENT.password);
  await db.transaction().execute(async (trx) => {
    // The demo content goes through the same sanitising write path as any other content (decision 011).
    for (const product of demoProductRows(now)) await insertProduct(trx, product, { ifMissing: true });
    await seedPassengerForms(trx, demoPassengerForms(), now);
    await seedProductWaivers(trx, demoWaivers(), now);
    await seedPickups(trx, DEMO_PICKUP_POINTS, demoProductPickups(), now);
    for (const blog of demoBlogRows()) await insertBlog(trx, blog, { ifMissing: true });
    for (const banner of DEMO_BANNERS) {
      await trx
        .insertInto('banners')
        .values(banner)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const promo of DEMO_PROMO_CODES) {
      await trx
        .insertInto('promo_codes')
        .values({ ...promo, used_count: 0, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    await trx
      .insertInto('users')
      .values({
        id: newId(),
        country: DEMO_USER.country,
        phone_number: DEMO_USER.phone_number,
        email: DEMO_USER.email,
        first_name: DEMO_USER.first_name,
        last_name: DEMO_USER.last_name,
        ...DEMO_USER_PROFILE,
        profile_pic: '',
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      // NOTE: the phone number is unique; a shopper seeded before keeps their account.
      .onConflict((oc) => oc.column('phone_number').doNothing())
      .execute();
    await seedDemoBalances(trx, DEMO_USER.phone_number, now);
    // The demo's name and contact, unless an owner has saved the shop's own (decision 071).
    await seedShopSettings(trx, DEMO_SHOP, now);
    await seedDemoOperators(trx, clock);
    // The demo reseller of the OCTO API, with its published key (decision 121).
    await seedDemoPartner(trx, now);
    // The demo travel agency and its agent's account (decision 126).
    await seedDemoAgency(trx, agentPasswordHash, now);
  });
}
