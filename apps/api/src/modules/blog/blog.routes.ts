import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { listBlogs } from './blog.repository.js';
import { getBlogOrFail } from './blog.service.js';

type TBlogRow = { id: string; title: string; image: string; content: string; published_at: string };

function toBlog(row: TBlogRow) {
  return { _id: row.id, title: row.title, image: row.image, content: row.content, createdAt: row.published_at };
}

/** A blog answer depends on its validated body and on the posts alone (decision 017). */
const blogAnswer = { cacheKey: ({ body }: { body: unknown }) => JSON.stringify(body), cacheTags: [CACHE_TAGS.blogs] };

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'users/listBlog',
    async ({ body }) => ({ data: (await listBlogs(app.ctx.db, body.limit, body.page)).map(toBlog) }),
    blogAnswer,
  );

  defineCall(
    app,
    'users/viewBlog',
    async ({ body }) => ({ data: toBlog(await getBlogOrFail(app.ctx, body.id)) }),
    blogAnswer,
  );
}
