import crypto from 'node:crypto';

// Authenticated encryption (AES-256-GCM) under a purpose-specific key derived from the app secret, for a secret
// that must wait in the database until it is used once: a one-time code in its outbox message (decision 047).

function keyOf(secret: string, purpose: string): Buffer {
  return crypto.createHash('sha256').update(`seal:${purpose}:${secret}`).digest();
}

/** The plaintext sealed as base64url of nonce, tag and ciphertext. */
export function seal(secret: string, purpose: string, plaintext: string): string {
  const nonce = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secret, purpose), nonce);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext of a sealed value; throws when it was sealed under another key or altered. */
export function unseal(secret: string, purpose: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secret, purpose), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
