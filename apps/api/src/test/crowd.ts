// Many shoppers at once: shoppers written straight to the database (hashing hundreds of passwords would take
// seconds), paid checkouts of one slot, and slot overrides. Shared by the concurrency tests.
import { expect } from 'vitest';
import { isoNow } from '../lib/clock.js';
import { newId, newToken, sha256 } from '../lib/ids.js';
import { SANDBOX_CARDS } from '../modules/payments/sandbox-provider.js';
import { type TTestApp, uniquePhone } from './harness.js';
import { offeredTime, payOnSandbox } from './shopping.js';

export interface TSlot {
  module: string;
  planId: string;
  date: string;
}

export interface TPaidCheckout {
  token: string;
  cartId: string;
  transactionId: string;
}

/** A logged-in shopper written straight to the database; returns the token. */
export async function quickShopper(t: TTestApp): Promise<string> {
  const { db } = t.app.ctx;
  const now = isoNow(t.clock);
  const userId = newId();
  const token = newToken();
  await db
    .insertInto('users')
    .values({
      id: userId,
      country: 'AE',
      phone_number: uniquePhone(),
      email: 'crowd@example.com',
      first_name: 'Crowd',
      last_name: 'Shopper',
      gender: '',
      dob: '',
      profile_pic: '',
      password_hash: 'not-a-login',
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  await db
    .insertInto('sessions')
    .values({ token_hash: sha256(token), user_id: userId, created_at: now, last_used_at: now })
    .execute();
  return token;
}

/** Gives a date of a product its own capacity, or closes it. */
export async function setSlot(
  t: TTestApp,
  slot: Omit<TSlot, 'module'>,
  override: { capacity?: number | null; is_closed?: number },
) {
  const values = { capacity: override.capacity ?? null, is_closed: override.is_closed ?? 0 };
  await t.app.ctx.db
    .insertInto('slot_overrides')
    .values({ product_id: slot.planId, date: slot.date, ...values })
    .onConflict((oc) => oc.columns(['product_id', 'date']).doUpdateSet(values))
    .execute();
}

export async function addSlotToCart(t: TTestApp, token: string, slot: TSlot, adultCount: number) {
  return t.call(
    'users/addToCart',
    {
      item: [
        {
          module: slot.module,
          planId: slot.planId,
          date: slot.date,
          time: await offeredTime(t, slot.planId),
          adultCount,
        },
      ],
    },
    token,
  );
}

/** Checks out the cart, opens the payment page and pays on the sandbox; returns what confirmation needs. */
export async function paidCheckout(t: TTestApp, token: string): Promise<Omit<TPaidCheckout, 'token'>> {
  const checkout = await t.call('users/checkout', {}, token);
  expect(checkout.body.status, checkout.body.message).toBe(1);
  const cartId = checkout.body.data[0]._id as string;
  const initiated = await t.call('users/paymentInitiate', { cartId }, token);
  expect(initiated.body.status, initiated.body.message).toBe(1);
  const transactionId = initiated.body.data.Transaction.TransactionID as string;
  expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
  return { cartId, transactionId };
}

/** `count` shoppers, each with a paid checkout of one seat of the slot, made 20 at a time. */
export async function paidCrowd(t: TTestApp, slot: TSlot, count: number): Promise<TPaidCheckout[]> {
  const paid: TPaidCheckout[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, async () => {
        const token = await quickShopper(t);
        expect((await addSlotToCart(t, token, slot, 1)).body.status).toBe(1);
        return { token, ...(await paidCheckout(t, token)) };
      }),
    );
    paid.push(...batch);
  }
  return paid;
}

/** Seats of a slot in one hold state. */
export async function seatsIn(t: TTestApp, slot: Omit<TSlot, 'module'>, status: 'held' | 'booked' | 'released') {
  const row = await t.app.ctx.db
    .selectFrom('seat_holds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('product_id', '=', slot.planId)
    .where('date', '=', slot.date)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
