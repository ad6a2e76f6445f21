import type { TAppContext, TAuthUser } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { storePictureFile } from '../media/index.js';
import { insertUpload } from './profile.repository.js';

export { uploadIdOf, uploadsDir } from '../media/index.js';

/** Profile pictures are stored at most this size on each side. */
const MAX_SIDE = 1024;

/** Stores a shopper's profile picture (checked and re-encoded, see media/picture-files.ts) as their upload. */
export async function storeProfilePicture(ctx: TAppContext, user: TAuthUser, bytes: Buffer): Promise<string> {
  const picture = await storePictureFile(ctx, bytes, MAX_SIDE);
  await insertUpload(ctx.db, {
    id: picture.id,
    user_id: user.id,
    content_type: 'image/webp',
    size_bytes: picture.sizeBytes,
    created_at: isoNow(ctx.clock),
  });
  return picture.url;
}
