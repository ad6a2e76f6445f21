import { MESSAGES } from '@rihla/shared/constants';
import type { TAppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { findBlog, type TBlogWrite, upsertBlog as writeBlog } from './blog.repository.js';

export async function getBlogOrFail(ctx: TAppContext, id: string) {
  const row = await findBlog(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.blogNotFound);
  return row;
}

/** Publishes a blog post or replaces it; the blog's answers show it at once, in every process (decision 017). */
export async function upsertBlog(ctx: TAppContext, blog: TBlogWrite): Promise<void> {
  await writeBlog(ctx.db, blog);
  await ctx.caches.invalidate([CACHE_TAGS.blogs]);
}
