import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { BlogsTable } from '../../db/tables/schema.js';
import { safeUrl, sanitiseHtml, withoutNul } from '../../lib/sanitise-html.js';

export type TBlogWrite = Insertable<BlogsTable>;

/** No U+0000; content through the allowlist (decision 011); the picture http(s) or same-site; the title plain text. */
function cleanBlog<T extends Partial<TBlogWrite>>(blog: T): T {
  const clean = withoutNul(blog);
  if (typeof clean.content === 'string') clean.content = sanitiseHtml(clean.content) as T['content'];
  if (typeof clean.image === 'string') clean.image = safeUrl(clean.image) as T['image'];
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
