import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Envelope encryption of passengers' personal data (issue 36, decision 092). Each record gets a data key of its own
// (32 random bytes) that encrypts it with AES-256-GCM; the data key is kept wrapped (AES-256-GCM again) by the
// master key from PERSONAL_DATA_KEY, whose id is stored beside the record, so a rotation finds what an old key
// sealed and re-encrypts it. The record's place (its row key) is bound in as associated data: a sealed value
// copied onto another row does not open.

export interface TPersonalDataKeys {
  /** The key new records are sealed with, and its id. */
  current: { id: string; key: Buffer };
  /** Every key that can open a record, by id (the current one included). */
  byId: ReadonlyMap<string, Buffer>;
}

/** The file a key is generated into outside production when PERSONAL_DATA_KEY is not set. */
export const GENERATED_KEY_FILE = 'personal-data.key';

/** A key's id: the start of a hash of it, so that the database never holds the key itself. */
export function personalDataKeyId(key: Buffer): string {
  return crypto.createHash('sha256').update('rihla-personal-data-key:').update(key).digest('hex').slice(0, 16);
}

/**
 * The keys of this process: PERSONAL_DATA_KEY and PERSONAL_DATA_OLD_KEYS, or (outside production, where config.ts
 * refuses to start without the variable) a key generated once into DATA_DIR, said by `notice`. A generated key that
 * is no longer the current one still opens what it sealed, so a rotation moves a demo's records to the real key.
 */
export function loadPersonalDataKeys(
  settings: { key: Buffer | null; oldKeys: Buffer[]; dataDir: string },
  notice: (message: string) => void,
): TPersonalDataKeys {
  const file = path.join(settings.dataDir, GENERATED_KEY_FILE);
  let generated = readKeyFile(file);
  if (!settings.key && !generated) {
    fs.mkdirSync(settings.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
      notice(
        `PERSONAL_DATA_KEY is not set: passengers' passport numbers and dates of birth are encrypted with a key ` +
          `generated into ${file}. Set PERSONAL_DATA_KEY before going live (a production start refuses without it).`,
      );
    } catch (error) {
      // Another process of the same install (the messages worker) wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    generated = readKeyFile(file);
  }
  const current = settings.key ?? generated;
  if (!current) throw new Error(`The personal data key in ${file} is not 32 bytes of base64`);
  const byId = new Map<string, Buffer>();
  for (const key of [current, ...settings.oldKeys, ...(generated ? [generated] : [])]) {
    byId.set(personalDataKeyId(key), key);
  }
  return { current: { id: personalDataKeyId(current), key: current }, byId };
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  const key = Buffer.from(text, 'base64');
  return key.length === 32 ? key : null;
}

const IV = 12;
const TAG = 16;

function encrypt(key: Buffer, plaintext: Buffer, aad: Buffer): Buffer {
  const iv = crypto.randomBytes(IV);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function decrypt(key: Buffer, sealed: Buffer, aad: Buffer): Buffer {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV));
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(IV, IV + TAG));
  return Buffer.concat([decipher.update(sealed.subarray(IV + TAG)), decipher.final()]);
}

/** The length of a wrapped data key: its nonce, tag and 32 bytes. */
const WRAPPED = IV + TAG + 32;

/** `plaintext` sealed under a fresh data key wrapped by the current master key; `place` names the record. */
export function sealPersonalData(
  keys: TPersonalDataKeys,
  place: string,
  plaintext: string,
): { keyId: string; sealed: string } {
  const dataKey = crypto.randomBytes(32);
  const aad = Buffer.from(place, 'utf8');
  const wrapped = encrypt(keys.current.key, dataKey, Buffer.from(`key:${place}`, 'utf8'));
  const body = encrypt(dataKey, Buffer.from(plaintext, 'utf8'), aad);
  return { keyId: keys.current.id, sealed: Buffer.concat([wrapped, body]).toString('base64') };
}

/** The plaintext of a sealed record; throws when its key is unknown here, or it was altered or moved. */
export function openPersonalData(
  keys: TPersonalDataKeys,
  place: string,
  record: { keyId: string; sealed: string },
): string {
  const master = keys.byId.get(record.keyId);
  if (!master) throw new Error(`No personal data key with id ${record.keyId} is configured`);
  const bytes = Buffer.from(record.sealed, 'base64');
  const dataKey = decrypt(master, bytes.subarray(0, WRAPPED), Buffer.from(`key:${place}`, 'utf8'));
  return decrypt(dataKey, bytes.subarray(WRAPPED), Buffer.from(place, 'utf8')).toString('utf8');
}
