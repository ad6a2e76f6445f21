import { arabicTextsOf, inLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { BLOG_ARABIC_COLUMNS, listBlogs } from './blog.repository.js';
import { getBlogOrFail } from './blog.service.js';

type TBlogRow = { id: string; title: string; image: string; content: string; published_at: string; ar: string };

/** A post in the request's language: its Arabic title and content where written, English otherwise (decision 102). */
function toBlog(row: TBlogRow, language: TContentLanguage) {
  const ar = language === 'ar' ? arabicTextsOf(row.ar, BLOG_ARABIC_COLUMNS) : {};
  return {
    _id: row.id,
    title: inLanguage(language, row.title, ar.title),
    image: row.image,
    content: inLanguage(language, row.content, ar.content),
    createdAt: row.published_at,
  };
}

/** A blog answer depends on its validated body and on the posts alone (decision 017). */
const blogAnswer = { cacheKey: ({ body }: { body: unknown }) => JSON.stringify(body), cacheTags: [CACHE_TAGS.blogs] };

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  defineCall(
    app,
    'users/listBlog',
    async ({ body, language }) => ({
      data: (await listBlogs(app.ctx.db, body.limit, body.page)).map((row) => toBlog(row, language)),
    }),
    blogAnswer,
  );

  defineCall(
    app,
    'users/viewBlog',
    async ({ body, language }) => ({ data: toBlog(await getBlogOrFail(app.ctx, body.id), language) }),
    blogAnswer,
  );
}
