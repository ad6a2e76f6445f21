import crypto from 'node:crypto';

// NOTE: one call into the CSPRNG per id cost more than the rest of making it; ids are cut from a pool of
// random bytes refilled 4 KiB at a time (what crypto.randomUUID does too). Each byte is used once.
const ID_BYTES = 16;
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

/** An identifier nobody can guess: 128 random bits, URL-safe. */
export function newId(): string {
  if (poolOffset + ID_BYTES > POOL_BYTES) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  const id = pool.toString('base64url', poolOffset, poolOffset + ID_BYTES);
  poolOffset += ID_BYTES;
  return id;
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

/** `length` characters of the reference alphabet, at random. */
function readableCode(length: number): string {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const byte of bytes) out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return out;
}

/** A short booking reference for people, like RH-7K3M9QX2; uniqueness is enforced by the database. */
export function newReference(): string {
  return `RH-${readableCode(8)}`;
}

/** A shopper's invite code (decision 049), like K7M3QX2P: short to type and share; unique in the database. */
export function newInviteCode(): string {
  return readableCode(8);
}
