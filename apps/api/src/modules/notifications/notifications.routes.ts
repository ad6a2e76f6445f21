import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { messageInLanguage } from '../../lib/message-language.js';
import { listNotifications } from './notifications.repository.js';

/** The hover list shows the latest few; older ones stay in the database. */
const NOTIFICATION_LIST_SIZE = 20;

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'users/viewNotification', async ({ user, language }) => {
    const rows = await listNotifications(app.ctx.db, user.id, NOTIFICATION_LIST_SIZE);
    // Stored in English; read in the page's language, as every storefront message is (decision 118).
    return {
      data: rows.map((row) => ({ Message: messageInLanguage(row.message, language), createdAt: row.created_at })),
    };
  });
}
