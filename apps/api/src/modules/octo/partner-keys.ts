// A partner's API keys (issue 39, decision 121): `rihla_pk_` and 32 random bytes in base64url, shown once; the
// database keeps only the SHA-256 (hex) of the whole key and its first 14 characters to tell keys apart. The partners
// desk makes keys with newPartnerKey; the OCTO API finds a key by keyHashOf. Kept apart so both modules share them.
import { createHash, randomBytes } from 'node:crypto';

export const PARTNER_KEY_PREFIX = 'rihla_pk_';
export const PARTNER_KEY_SHOWN_CHARS = 14;

/** The SHA-256 (hex) of a whole key: what partner_api_keys.key_hash holds. */
export function keyHashOf(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key: the key itself (shown once), its hash and its prefix as stored. */
export function newPartnerKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: keyHashOf(key), keyPrefix: key.slice(0, PARTNER_KEY_SHOWN_CHARS) };
}

/** Whether a bearer token is shaped like one of our keys (else it is refused before any lookup). */
export function isPartnerKeyShaped(token: string): boolean {
  return /^rihla_pk_[A-Za-z0-9_-]{43}$/.test(token);
}
