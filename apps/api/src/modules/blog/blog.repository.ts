import { arabicTextsOf } from '@rihla/shared/rules/content-language';
import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { BlogsTable } from '../../db/tables/schema.js';
import { safeUrl, sanitiseHtml, withoutNul } from '../../lib/sanitise-html.js';

export type TBlogWrite = Insertable<BlogsTable>;

/** The columns whose Arabic a post's `ar` holds (decision 102). */
export const BLOG_ARABIC_COLUMNS = ['title', 'content'] as const;

/** No U+0000; content through the allowlist (decision 011); the picture http(s) or same-site; the title plain text. */
function cleanBlog<T extends Partial<TBlogWrite>>(blog: T): T {
  const clean = withoutNul(blog);
  if (typeof clean.content === 'string') clean.content = sanitiseHtml(clean.content) as T['content'];
  if (typeof clean.image === 'string') clean.image = safeUrl(clean.image) as T['image'];
  if (typeof clean.ar === 'string') {
    // The Arabic post (decision 102): its content through the same allowlist, its title plain text, blanks left out.
    const texts = arabicTextsOf(clean.ar.replaceAll('\u0000', ''), BLOG_ARABIC_COLUMNS);
    const content = texts.content === undefined ? '' : sanitiseHtml(texts.content);
    clean.ar = JSON.stringify({
      ...(texts.title === undefined ? {} : { title: texts.title.trim() }),
      ...(content.trim() === '' ? {} : { content }),
    }) as T['ar'];
  }
  return clean;
}

/** The one way a blog post is written. With `ifMissing`, a post whose id exists already is left as it is. */
export async function insertBlog(db: TDb, blog: TBlogWrite, options: { ifMissing?: boolean } = {}): Promise<void> {
  let query = db.insertInto('blogs').values(cleanBlog(blog));
  if (options.ifMissing) query = query.onConflict((oc) => oc.column('id').doNothing());
  await query.execute();
}

/** Changes some columns of a blog post, through the same sanitising as insertBlog. */
export async function updateBlog(db: TDb, id: string, changes: Partial<Omit<TBlogWrite, 'id'>>): Promise<void> {
  await db.updateTable('blogs').set(cleanBlog(changes)).where('id', '=', id).execute();
}

/** Writes a blog post, or replaces the one with its id, through the same sanitising as insertBlog. */
export async function upsertBlog(db: TDb, blog: TBlogWrite): Promise<void> {
  const { id, ...changes } = cleanBlog(blog);
  await db
    .insertInto('blogs')
    .values({ id, ...changes })
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute();
}

/** Published posts newest first, a page at a time ('all': every post): what shoppers see. */
export function listBlogs(db: TDb, limit: number | 'all', page: number) {
  let query = db
    .selectFrom('blogs')
    .selectAll()
    .where('is_published', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('id');
  if (limit !== 'all') query = query.limit(limit).offset(limit * page);
  return query.execute();
}

/** A published post: what a shopper may open (a draft is not found). */
export function findBlog(db: TDb, id: string) {
  return db.selectFrom('blogs').selectAll().where('id', '=', id).where('is_published', '=', 1).executeTakeFirst();
}

/** Every post, drafts too, newest first, without their content: the back office's list. */
export function listAllBlogs(db: TDb) {
  return db
    .selectFrom('blogs')
    .select(['id', 'title', 'image', 'is_published', 'published_at', 'updated_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
}

/** A post, draft or not: the back office's. */
export function findAnyBlog(db: TDb, id: string) {
  return db.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
}
