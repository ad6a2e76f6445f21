import crypto from 'node:crypto';

/** An identifier nobody can guess: 128 random bits, URL-safe. */
export function newId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** A secret token: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('base64url');
}

// No 0/O, 1/I/L: a reference is read aloud on the phone and typed from paper.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short booking reference for people, like RH-7K3M9QX2; uniqueness is enforced by the database. */
export function newReference(): string {
  const bytes = crypto.randomBytes(8);
  let out = '';
  for (const byte of bytes) out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `RH-${out}`;
}
