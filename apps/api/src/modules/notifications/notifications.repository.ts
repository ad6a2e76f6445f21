import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { newId } from '../../lib/ids.js';

const notificationInsert = preparedQuery((db, args: { id: string; userId: string; message: string; now: string }) =>
  db
    .insertInto('notifications')
    .values({ id: args.id, user_id: args.userId, message: args.message, created_at: args.now }),
);

export async function insertNotification(db: TDb, userId: string, message: string, now: string): Promise<void> {
  await notificationInsert.run(db, { id: newId(), userId, message, now });
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
