import crypto from 'node:crypto';

// NOTE: one call into the CSPRNG per id cost more than the rest of making it; random bytes are cut from a pool
// refilled 4 KiB at a time (what crypto.randomUUID does too). Each byte is used once.
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

/** `count` bytes of the pool, refilled when it runs short; `count` is at most POOL_BYTES. */
function randomOffset(count: number): number {
  if (count > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} random characters at once`);
  if (poolOffset + count > POOL_BYTES) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  const offset = poolOffset;
  poolOffset += count;
  return offset;
}

// URL-safe like base64url, but in ASCII order, so ids sort as their characters do (decision 051).
const SORTABLE_ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const TIME_CHARS = 8; // 48 bits of milliseconds: enough until the year 10889
const RANDOM_CHARS = 14; // 84 bits

/** `length` (at most 4,096) characters of the sortable alphabet, each from 6 random bits. */
export function randomChars(length: number): string {
  const offset = randomOffset(length);
  let out = '';
  for (let index = 0; index < length; index += 1) out += SORTABLE_ALPHABET[(pool[offset + index] as number) & 63];
  return out;
}

let lastMs = -1;
let lastTimePart = '';

/**
 * An identifier nobody can guess, in 22 URL-safe characters: the time it was made in milliseconds, then 84
 * random bits. Ids made later sort after (to the millisecond), so a new row's key lands at the right edge of
 * its indexes instead of on a random page of each: a commit writes fewer pages (decision 051).
 */
export function newId(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    let rest = ms;
    let timePart = '';
    for (let index = 0; index < TIME_CHARS; index += 1) {
      timePart = SORTABLE_ALPHABET[rest % 64] + timePart;
      rest = Math.floor(rest / 64);
    }
    lastMs = ms;
    lastTimePart = timePart;
  }
  return lastTimePart + randomChars(RANDOM_CHARS);
}

let sequence = 0;

/**
 * An id that sorts as the rows were written (the audit log, an order's timeline): their time `at`, then this
 * process's count (writes of one millisecond, or of a test's frozen clock, keep their order), then 10 random
 * characters.
 */
export function sequencedIdAt(at: string): string {
  sequence = (sequence + 1) % 36 ** 6;
  return `${Date.parse(at).toString(36).padStart(9, '0')}${sequence.toString(36).padStart(6, '0')}${randomChars(10)}`;
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
