// Which routes are rate limited, per what, and how hard: the one table plugins/rate-limit.ts applies.
// The budgets sit far above what a shopper does by hand (see docs/decisions/009-rate-limits.md); a person
// behind a shared address (an office, a hotel, a mobile carrier's NAT) shares only the per-address budgets.

import { type AppError, rateLimited } from './app-error.js';

/**
 * What a budget is counted per: the client address, the logged-in user, the phone number of a login, or that
 * number tried from that address; for an operator's sign-in, the email and the email from that address.
 */
export type TRateLimitKey = 'address' | 'user' | 'phone' | 'phoneAtAddress' | 'email' | 'emailAtAddress';

export interface TRateLimitRule {
  per: TRateLimitKey;
  /** Requests allowed in one window; the next one is refused with 429 until the window ends. */
  max: number;
  windowSeconds: number;
}

export interface TRateLimit {
  /** Names the requests in the refusal: "Too many login attempts. ..." */
  what: string;
  rules: readonly TRateLimitRule[];
}

/** Keys are `METHOD /full/path` exactly as the route is registered (HEAD follows its GET). */
export type TRateLimitTable = Readonly<Record<string, TRateLimit>>;

const MINUTE = 60;
const HOUR = 3600;

/** A real gateway's return, GET or POST: one budget shape for both methods (each method counts on its own). */
const PAYMENT_RETURNS: TRateLimit = {
  what: 'payment returns',
  rules: [{ per: 'address', max: 60, windowSeconds: 10 * MINUTE }],
};

export const RATE_LIMITS: TRateLimitTable = {
  // Guessing passwords (issues 14 and 32, OWASP's guidance on lock-out, decision 060): a number tried from one
  // address gets 10 tries per 15 minutes, so a stranger who knows a shopper's number locks only themselves out
  // of it; an address gets 200 over all numbers. Guessing spread over many addresses meets the account's ceiling
  // of wrong passwords (SIGN_IN_FAILURES, counted by the sign-in itself), which refuses only addresses that have
  // failed there: the owner, from an address that has not been failing, still signs in. An unknown number counts
  // exactly like a known one, so the limits tell nothing about which numbers have accounts.
  'POST /api/users/userLogin': {
    what: 'login attempts',
    rules: [
      { per: 'phoneAtAddress', max: 10, windowSeconds: 15 * MINUTE },
      { per: 'address', max: 200, windowSeconds: 15 * MINUTE },
    ],
  },
  // An operator's sign-in (issue 17) is guessed like a shopper's login, by email instead of phone number; a
  // code is guessed per challenge (five tries, then the password again) and per address.
  'POST /api/operator/signIn': {
    what: 'sign-in attempts',
    rules: [
      { per: 'emailAtAddress', max: 10, windowSeconds: 15 * MINUTE },
      { per: 'address', max: 200, windowSeconds: 15 * MINUTE },
    ],
  },
  'POST /api/operator/signInCode': {
    what: 'sign-in attempts',
    rules: [{ per: 'address', max: 60, windowSeconds: 15 * MINUTE }],
  },
  'POST /api/operator/acceptInvite': { what: 'requests', rules: [{ per: 'address', max: 20, windowSeconds: HOUR }] },
  'POST /api/operator/newRecoveryCodes': {
    what: 'code attempts',
    rules: [{ per: 'address', max: 20, windowSeconds: 15 * MINUTE }],
  },
  // One-time codes (decision 047). The service limits each number (five texts in ten minutes, one per purpose in
  // 30 seconds, five checks a code) in the database; these budgets bound one address over many numbers: texts
  // cost money and annoy their receivers, and guesses spread over many codes are still guesses.
  'POST /api/users/sendCode': { what: 'codes', rules: [{ per: 'address', max: 30, windowSeconds: 10 * MINUTE }] },
  'POST /api/users/verifyPhone': {
    what: 'code attempts',
    rules: [{ per: 'address', max: 60, windowSeconds: 15 * MINUTE }],
  },
  'POST /api/users/loginWithCode': {
    what: 'code attempts',
    rules: [{ per: 'address', max: 60, windowSeconds: 15 * MINUTE }],
  },
  'POST /api/users/resetPassword': {
    what: 'code attempts',
    rules: [{ per: 'address', max: 60, windowSeconds: 15 * MINUTE }],
  },
  // A gift card's code is a bearer token (decision 049): guesses are bounded per account and per address, as the
  // one-time codes are; 31^16 codes make a guess hopeless at this rate.
  'POST /api/users/redeemGiftCard': {
    what: 'gift card attempts',
    rules: [
      { per: 'user', max: 20, windowSeconds: 15 * MINUTE },
      { per: 'address', max: 60, windowSeconds: 15 * MINUTE },
    ],
  },
  // Each opens a payment page at the gateway.
  'POST /api/users/buyGiftCard': { what: 'requests', rules: [{ per: 'user', max: 30, windowSeconds: 10 * MINUTE }] },
  // Each costs an argon2 hash and texts a number.
  'POST /api/users/userRegister': { what: 'sign-ups', rules: [{ per: 'address', max: 50, windowSeconds: HOUR }] },
  // Each decodes and re-encodes a picture.
  'POST /api/admin/single_upload': {
    what: 'uploads',
    rules: [
      { per: 'user', max: 20, windowSeconds: HOUR },
      { per: 'address', max: 60, windowSeconds: HOUR },
    ],
  },
  // Catalogue queries that scan and filter; search-as-you-type is debounced in the web app.
  'POST /api/users/search': { what: 'searches', rules: [{ per: 'address', max: 600, windowSeconds: MINUTE }] },
  'POST /api/users/filteredList': { what: 'requests', rules: [{ per: 'address', max: 600, windowSeconds: MINUTE }] },
  'POST /api/users/availability': { what: 'requests', rules: [{ per: 'address', max: 600, windowSeconds: MINUTE }] },
  'POST /api/users/departures': { what: 'requests', rules: [{ per: 'address', max: 600, windowSeconds: MINUTE }] },
  // The money path: each locks slots, writes holds, checkouts, payments or orders.
  'POST /api/users/addToCart': { what: 'requests', rules: [{ per: 'user', max: 60, windowSeconds: 10 * MINUTE }] },
  // One request per stepper press in the cart (decision 030): a shopper counting up a party presses often.
  'POST /api/users/updateCartLine': {
    what: 'requests',
    rules: [{ per: 'user', max: 300, windowSeconds: 10 * MINUTE }],
  },
  'POST /api/users/checkout': { what: 'requests', rules: [{ per: 'user', max: 30, windowSeconds: 10 * MINUTE }] },
  'POST /api/users/paymentInitiate': {
    what: 'requests',
    rules: [{ per: 'user', max: 30, windowSeconds: 10 * MINUTE }],
  },
  'POST /api/users/confirmBooking': {
    what: 'requests',
    rules: [{ per: 'user', max: 60, windowSeconds: 10 * MINUTE }],
  },
  // A voucher PDF is rendered on every download; a voucher code must not be guessable by brute force.
  'POST /api/users/cancelBooking': {
    what: 'requests',
    rules: [{ per: 'user', max: 30, windowSeconds: 10 * MINUTE }],
  },
  // Both check a password (argon2) for whoever holds a token: guessed like a login.
  'POST /api/users/changePassword': {
    what: 'password attempts',
    rules: [
      { per: 'user', max: 10, windowSeconds: 15 * MINUTE },
      { per: 'address', max: 100, windowSeconds: 15 * MINUTE },
    ],
  },
  'POST /api/users/deleteAccount': {
    what: 'password attempts',
    rules: [
      { per: 'user', max: 10, windowSeconds: 15 * MINUTE },
      { per: 'address', max: 100, windowSeconds: 15 * MINUTE },
    ],
  },
  // Demo pictures: only those the data shows are ever painted (about 100 ms of CPU each, once); the budget
  // bounds the reads of the rest. A browser asks for each once (they are cached for a year), but an office or
  // a test run behind one address opens many fresh browsers.
  'GET /media/demo/:file': { what: 'pictures', rules: [{ per: 'address', max: 6000, windowSeconds: 10 * MINUTE }] },
  'GET /api/vouchers/:file': { what: 'downloads', rules: [{ per: 'address', max: 120, windowSeconds: 10 * MINUTE }] },
  'POST /api/vouchers/verify': { what: 'requests', rules: [{ per: 'address', max: 120, windowSeconds: MINUTE }] },
  // The sandbox gateway's page and card form: card testing is the classic abuse of a payment form.
  'POST /api/sandbox/pay': { what: 'requests', rules: [{ per: 'address', max: 120, windowSeconds: 10 * MINUTE }] },
  'POST /api/sandbox/pay/submit': {
    what: 'payment attempts',
    rules: [{ per: 'address', max: 30, windowSeconds: 10 * MINUTE }],
  },
  // A real gateway's return (decision 088): unauthenticated, and each hit asks the gateway (EPG's Finalization,
  // N-Genius's order, Telr's check). A payer comes back once per payment and may reload; the budget bounds a
  // script that would make the shop hammer the gateway. GET for N-Genius and Telr, POST for EPG.
  'GET /api/payments/return/:provider/:transactionId': PAYMENT_RETURNS,
  'POST /api/payments/return/:provider/:transactionId': PAYMENT_RETURNS,
};

/**
 * Wrong passwords at one account (a shopper's number, an operator's email) from all addresses together, counted
 * by the sign-in when a password is wrong (decision 060). Past `max` in the window, an address that has itself
 * given a wrong password for the account in the window is refused before its password is checked; any other
 * address still has its password checked, so the owner is never refused for other addresses' failures, and
 * each new address a guesser brings gets one guess. RATE_LIMITS and RATE_LIMIT_SCALE apply as to the table.
 */
export const SIGN_IN_FAILURES: Omit<TRateLimitRule, 'per'> = { max: 100, windowSeconds: 15 * MINUTE };

/** The table with every budget multiplied by `scale` (RATE_LIMIT_SCALE), never below one request. */
export function scaleRateLimits(table: TRateLimitTable, scale: number): TRateLimitTable {
  if (scale === 1) return table;
  return Object.fromEntries(
    Object.entries(table).map(([route, limit]) => [
      route,
      { ...limit, rules: limit.rules.map((rule) => ({ ...rule, max: Math.max(1, Math.round(rule.max * scale)) })) },
    ]),
  );
}

/** "45 seconds", "1 minute", "15 minutes": a wait in words, rounded up to whole minutes from a minute on. */
function durationText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 of a spent budget: "Too many login attempts. Please wait 15 minutes and try again.", and Retry-After. */
export function rateLimitRefusal(what: string, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return rateLimited(`Too many ${what}. Please wait ${durationText(seconds)} and try again.`, seconds);
}
