import { PAGE_DEMO_PICTURES } from '@rihla/shared/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { demoPictureCacheDir, readOrPaintDemoPicture } from './demo-picture-cache.js';
import { isDemoPictureReferenced } from './media.repository.js';

/**
 * Demo pictures are painted on first request (the first-screen ones right after start-up, see server.ts) and kept
 * under DATA_DIR/cache, so start-up stays fast and the catalogue needs no remote image hosts.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const cacheDir = demoPictureCacheDir(app.ctx.config.dataDir);
  const pagePictures = new Set<string>([PAGE_DEMO_PICTURES.aboutBanner, ...PAGE_DEMO_PICTURES.sampleAttraction]);
  // Only pictures the web app's pages or the catalogue's data show are painted (issue 14).
  const isReferenced = async (url: string) => pagePictures.has(url) || isDemoPictureReferenced(app.ctx.db, url);

  app.get('/media/demo/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const bytes = await readOrPaintDemoPicture(cacheDir, file, isReferenced);
    if (!bytes) throw new AppError('NOT_FOUND', 'Picture not found');
    return reply
      .type('image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
