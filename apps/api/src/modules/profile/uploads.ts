import fs from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@rihla/shared/constants';
import { UPLOAD_PATH_PREFIX } from '@rihla/shared/schemas/profile';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { TAppContext, TAuthUser } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { insertUpload } from './profile.repository.js';

/** Image types accepted, decided from the bytes, never from the file name or the declared type. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Profile pictures are stored at most this size on each side. */
const MAX_SIDE = 1024;
const UPLOAD_FILE = /^([A-Za-z0-9_-]{22})\.webp$/;

export function uploadsDir(ctx: TAppContext): string {
  return path.join(ctx.config.dataDir, 'uploads');
}

/** The upload id of a stored file name, or null for any name we did not make. */
export function uploadIdOf(fileName: string): string | null {
  return UPLOAD_FILE.exec(fileName)?.[1] ?? null;
}

/**
 * Stores an uploaded picture: the type is sniffed from its bytes, then the image is decoded and re-encoded
 * as WebP, which drops every byte that is not the picture (EXIF, GPS, comments, appended payloads).
 */
export async function storeProfilePicture(ctx: TAppContext, user: TAuthUser, bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.onlyImages);
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file could not be read as an image');
  }
  const id = newId();
  const dir = uploadsDir(ctx);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${id}.webp`), encoded, { flag: 'wx' });
  await insertUpload(ctx.db, {
    id,
    user_id: user.id,
    content_type: 'image/webp',
    size_bytes: encoded.length,
    created_at: isoNow(ctx.clock),
  });
  return `${UPLOAD_PATH_PREFIX}${id}.webp`;
}
