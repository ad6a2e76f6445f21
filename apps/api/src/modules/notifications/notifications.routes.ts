import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { listNotifications } from './notifications.repository.js';

/** The hover list shows the latest few; older ones stay in the database. */
const NOTIFICATION_LIST_SIZE = 20;

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'users/viewNotification', async ({ user }) => {
    const rows = await listNotifications(app.ctx.db, user.id, NOTIFICATION_LIST_SIZE);
    return { data: rows.map((row) => ({ Message: row.message, createdAt: row.created_at })) };
  });
}
