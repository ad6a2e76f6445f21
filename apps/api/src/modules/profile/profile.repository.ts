// The shopper's own record and their uploaded pictures.
import type { TDb } from '../../db/database.js';
import type { TUserRow, TUserUpdate, UploadsTable } from '../../db/tables/schema.js';

export function findUserById(db: TDb, userId: string): Promise<TUserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function updateUser(db: TDb, userId: string, changes: TUserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

export async function insertUpload(db: TDb, upload: UploadsTable): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export async function isOwnUpload(db: TDb, uploadId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('id', '=', uploadId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
