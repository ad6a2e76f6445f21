import type { TConfig } from '../../config.js';
import { safeEqual, sign } from '../../lib/signing.js';

/** How long a voucher link from the orders page keeps working. */
export const VOUCHER_LINK_TTL_MS = 24 * 3_600_000;

/**
 * A voucher link works as a plain link (no header), names an unguessable order id and carries an HMAC over
 * the id and its expiry, so it can be neither guessed nor stretched nor pointed at another order.
 */
export function voucherUrl(config: TConfig, orderId: string, now: Date, ttlMs = VOUCHER_LINK_TTL_MS): string {
  const expires = now.getTime() + ttlMs;
  const signature = sign(config.appSecret, 'voucher', `${orderId}.${expires}`);
  return `${config.publicUrl}/api/vouchers/${encodeURIComponent(orderId)}.pdf?exp=${expires}&sig=${signature}`;
}

export function isValidVoucherLink(config: TConfig, orderId: string, expires: number, signature: string, now: Date) {
  if (!Number.isSafeInteger(expires) || expires < now.getTime()) return false;
  return safeEqual(signature, sign(config.appSecret, 'voucher', `${orderId}.${expires}`));
}
