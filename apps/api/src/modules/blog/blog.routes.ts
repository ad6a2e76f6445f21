import { MESSAGES } from '@rihla/shared/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { defineCall } from '../../lib/define-call.js';

type TBlogRow = { id: string; title: string; image: string; content: string; published_at: string };

function toBlog(row: TBlogRow) {
  return { _id: row.id, title: row.title, image: row.image, content: row.content, createdAt: row.published_at };
}

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  defineCall(app, 'users/listBlog', async ({ body }) => {
    let query = db.selectFrom('blogs').selectAll().orderBy('published_at', 'desc').orderBy('id');
    if (body.limit !== 'all') query = query.limit(body.limit).offset(body.limit * body.page);
    return { data: (await query.execute()).map(toBlog) };
  });

  defineCall(app, 'users/viewBlog', async ({ body }) => {
    const row = await db.selectFrom('blogs').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.blogNotFound);
    return { data: toBlog(row) };
  });
}
