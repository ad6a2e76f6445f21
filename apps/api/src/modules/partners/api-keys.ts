// A partner's API key (issue 39, decision 122): made once, shown once, kept only as its SHA-256. One file of its own
// so that the OCTO API's authentication (modules/octo, decision 121) and the desk make and hash keys the same way.
import crypto from 'node:crypto';

export const PARTNER_KEY_PREFIX = 'rihla_pk_';
/** How many of the key's first characters are kept to tell keys apart: 'rihla_pk_' and 5 of the random part. */
export const PARTNER_KEY_PREFIX_LENGTH = 14;

/** The SHA-256 (hex) of a whole key: what is stored and looked up. */
export function hashPartnerKey(key: string): string {
  return crypto.createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key: `rihla_pk_` and 32 random bytes in base64url, with its hash and prefix. */
export function makePartnerKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `${PARTNER_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashPartnerKey(key), keyPrefix: key.slice(0, PARTNER_KEY_PREFIX_LENGTH) };
}

/** Whether a bearer token is shaped like one of our keys (else the OCTO API refuses it before any lookup). */
export function isPartnerKeyShaped(token: string): boolean {
  return /^rihla_pk_[A-Za-z0-9_-]{43}$/.test(token);
}
