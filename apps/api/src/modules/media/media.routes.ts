import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { DEMO_PICTURE_SIZES, parseDemoPictureName, renderDemoPicture } from './demo-pictures.js';

type TDemoPicture = NonNullable<ReturnType<typeof parseDemoPictureName>>;

/**
 * Demo pictures are painted on first request and kept under DATA_DIR/cache, so start-up stays fast and the
 * catalogue needs no remote image hosts. Names are parsed strictly: no path a client sends reaches the disk.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const cacheDir = path.join(app.ctx.config.dataDir, 'cache', 'demo');

  async function paintAndCache(picture: TDemoPicture, cached: string): Promise<Buffer> {
    const size = DEMO_PICTURE_SIZES[picture.variant];
    const bytes = await renderDemoPicture(picture.theme, picture.seed, size.width, size.height);
    await fs.mkdir(cacheDir, { recursive: true });
    // Write then rename, so a concurrent request never reads half a file.
    const temporary = `${cached}.${newId()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, cached);
    return bytes;
  }

  app.get('/media/demo/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const picture = parseDemoPictureName(file);
    if (!picture) throw new AppError('NOT_FOUND', 'Picture not found');
    const cached = path.join(cacheDir, file);
    const bytes = (await fs.readFile(cached).catch(() => null)) ?? (await paintAndCache(picture, cached));
    return reply
      .type('image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
