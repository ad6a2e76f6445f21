// Pictures people send us (a shopper's profile picture, an operator's product, banner or blog picture): the type
// is decided from the bytes, never from the file name or the declared type, and the picture is decoded and
// re-encoded as WebP, which drops every byte that is not the picture (EXIF, GPS, comments, appended payloads).
// Files live under DATA_DIR/uploads and are served at UPLOAD_PATH_PREFIX.
import fs from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@rihla/shared/constants';
import { UPLOAD_PATH_PREFIX } from '@rihla/shared/schemas/profile';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { TAppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';

/** Image types accepted. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const UPLOAD_FILE = /^([A-Za-z0-9_-]{22})\.webp$/;

export function uploadsDir(ctx: TAppContext): string {
  return path.join(ctx.config.dataDir, 'uploads');
}

/** The upload id of a stored file name, or null for any name we did not make. */
export function uploadIdOf(fileName: string): string | null {
  return UPLOAD_FILE.exec(fileName)?.[1] ?? null;
}

export interface TStoredPicture {
  id: string;
  /** The same-site path it is served at. */
  url: string;
  sizeBytes: number;
}

/** Checks, re-encodes (at most maxSide pixels on each side) and writes a picture; the caller records who sent it. */
export async function storePictureFile(ctx: TAppContext, bytes: Buffer, maxSide: number): Promise<TStoredPicture> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.onlyImages, { refusal: 'upload.not_an_image' });
  }
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file could not be read as an image');
  }
  const id = newId();
  const dir = uploadsDir(ctx);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${id}.webp`), encoded, { flag: 'wx' });
  return { id, url: `${UPLOAD_PATH_PREFIX}${id}.webp`, sizeBytes: encoded.length };
}
