import type { TDb } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export async function insertNotification(db: TDb, userId: string, message: string, now: string): Promise<void> {
  await db.insertInto('notifications').values({ id: newId(), user_id: userId, message, created_at: now }).execute();
}

export function listNotifications(db: TDb, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
