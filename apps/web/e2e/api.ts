import { timeRange12Hour } from '@rihla/shared/rules/time';
import { inject } from 'vitest';
import { openDatabase } from '../../api/src/db/database';
import { newId, newInviteCode } from '../../api/src/lib/ids';
import { insertUser } from '../../api/src/modules/auth/auth.repository';
import { hashPassword } from '../../api/src/modules/auth/passwords';
import { insertNotification } from '../../api/src/modules/notifications/notifications.repository';

export const DEMO_SHOPPER = { country: 'AE', phone_number: '0501234567', password: 'rihla-demo' } as const;

type TEnvelope = { status: number; message: string; data: any };

function post(name: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${inject('baseUrl')}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Calls the real API of the server under test, as the web app does. */
export async function call(name: string, body: unknown, token?: string) {
  const res = await post(name, body, token ? { 'x-access-token': token } : {});
  return (await res.json()) as TEnvelope;
}

export async function loginDemoShopper(): Promise<{ token: string; firstName: string }> {
  const login = await call('users/userLogin', DEMO_SHOPPER);
  if (login.status !== 1) throw new Error(`demo login failed: ${login.message}`);
  return { token: login.data.token, firstName: login.data.first_name };
}

/** A date a week ahead, as YYYY-MM-DD. */
export function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

/** A UAE mobile number no other journey uses: 050 and 7 random digits. */
export function uniqueUaeMobile(): string {
  return `050${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export interface TShopper {
  token: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  email: string;
}

/**
 * A new shopper with nothing booked, logged in with their password, for journeys whose state must start empty. The
 * account is written through the API's own repositories as a sign-up whose texted code was entered leaves it (the
 * welcome notification too): signing up is account.e2e.ts's and phone-codes.e2e.ts's subject. NOTE: a sign-up waits
 * for the messages worker (decision 050) to text its code; beside a busy lane that took over 45 s, and every
 * journey that needed a fresh shopper waited on it.
 */
export async function seedShopper(firstName = 'Journey'): Promise<TShopper> {
  const phone = uniqueUaeMobile();
  const password = 'journey-pass';
  const shopper = { firstName, lastName: 'Tester', phone, password, email: `journey.${phone}@example.com` };
  const now = new Date().toISOString();
  const id = newId();
  const database = await openDatabase({ dialect: 'sqlite', filename: inject('databaseFile') });
  try {
    await insertUser(database.db, {
      id,
      country: DEMO_SHOPPER.country,
      phone_number: `+971${phone.slice(1)}`,
      email: shopper.email,
      first_name: firstName,
      last_name: shopper.lastName,
      gender: '',
      dob: '',
      profile_pic: '',
      password_hash: await hashPassword(password),
      created_at: now,
      updated_at: now,
      deleted_at: null,
      phone_verified_at: now,
      invite_code: newInviteCode(),
      invited_by: null,
    });
    await insertNotification(database.db, id, `Welcome to Rihla, ${firstName}! Your account is ready.`, now);
  } finally {
    await database.close();
  }
  const login = await call('users/userLogin', { country: DEMO_SHOPPER.country, phone_number: phone, password });
  if (login.status !== 1) throw new Error(`the seeded shopper's login failed: ${login.message}`);
  return { ...shopper, token: login.data.token };
}

/** The first product of a filter category, as the filter page lists it. */
export async function firstOfCategory(category: string) {
  const list = await call('users/filteredList', { category: [category] });
  if (list.status !== 1 || !list.data[0]) throw new Error(`no product in ${category}`);
  return list.data[0] as {
    module: string;
    planId: string;
    title: string;
    price: number;
    tour_type: string;
    pricing: 'perPerson' | 'perGroup';
    group_unit: string;
  };
}

/** The time range a product offers, as its booking panel shows and sends it: the only time the cart takes. */
export async function offeredTime(product: { module: string; planId: string }): Promise<string> {
  const detail = await call('users/viewDetail', { module: product.module, planId: product.planId });
  if (detail.status !== 1) throw new Error(`no product ${product.planId}: ${detail.message}`);
  return timeRange12Hour(detail.data.start, detail.data.end);
}

/** Puts a product in a shopper's cart for a date (YYYY-MM-DD) at its offered time, as the ticket page would. */
export async function addOn(
  product: { module: string; planId: string },
  { date, adultCount }: { date: string; adultCount: number },
  token: string,
) {
  return call(
    'users/addToCart',
    { item: [{ module: product.module, planId: product.planId, date, time: await offeredTime(product), adultCount }] },
    token,
  );
}

/** Puts a product in a shopper's cart for next week at its offered time, as the ticket page would. */
export async function addNextWeek(product: { module: string; planId: string }, adultCount: number, token: string) {
  return addOn(product, { date: nextWeek(), adultCount }, token);
}

/**
 * Checks out the shopper's cart, pays it on the sandbox gateway with the approving test card (as its hosted page
 * would post) and confirms the booking: the order a shopper who paid would have (reference, amount paid).
 */
export async function payCart(token: string): Promise<{ reference: string; amount_paid: number }> {
  const checkout = await call('users/checkout', {}, token);
  const cartId = checkout.data[0]._id;
  const initiated = await call('users/paymentInitiate', { cartId }, token);
  const transactionId = initiated.data.Transaction.TransactionID;
  await fetch(`${inject('baseUrl')}/api/sandbox/pay/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      TransactionID: transactionId,
      card_number: '4111111111111111',
      expiry: '12/39',
      cvv: '123',
    }),
    redirect: 'manual',
  });
  const confirmed = await call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  if (confirmed.status !== 1) throw new Error(`confirmBooking: ${confirmed.message}`);
  return confirmed.data;
}

/**
 * A new shopper's paid, confirmed booking on a product's first open departure from `daysAhead` days after today
 * in Dubai: the departure booked and the order's reference.
 */
export async function bookFirstOpenDeparture(
  product: { module: string; planId: string },
  { daysAhead, firstName, tickets }: { daysAhead: number; firstName: string; tickets: Record<string, number> },
): Promise<{ date: string; start: string; shopper: TShopper; reference: string }> {
  const shopper = await seedShopper(firstName);
  const from = new Date(Date.now() + 4 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const days: Array<{ date: string; departures: Array<{ start: string; status: string }> }> = (
    await call('users/departures', { ...product, from, days: 14 })
  ).data;
  const day = days.find((item) => item.departures.some((departure) => departure.status === 'available'));
  const departure = day?.departures.find((item) => item.status === 'available');
  if (!day || !departure) throw new Error(`no open departure of ${product.planId}`);
  const added = await call(
    'users/addToCart',
    { item: [{ ...product, date: day.date, departure: departure.start, tickets }] },
    shopper.token,
  );
  if (added.status !== 1) throw new Error(`addToCart: ${added.message}`);
  const { reference } = await payCart(shopper.token);
  return { date: day.date, start: departure.start, shopper, reference };
}
