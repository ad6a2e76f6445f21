import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { PartnersTable } from '../../db/tables/schema.js';

/** A partner's standing and the origins its widget may be framed by (JSON text), or undefined. */
export function findWidgetPartner(db: TDb, partnerId: string) {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'status', 'widget_origins'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
}

/**
 * A partner row as the partners desk writes it (decision 120); the widget's own tests and the e2e journey make theirs
 * with it until that desk's service lands.
 */
export async function insertWidgetPartner(
  db: TDb,
  partner: { id: string; name: string; widgetOrigins: string[]; status?: 'active' | 'suspended'; now: string },
): Promise<void> {
  const row: Insertable<PartnersTable> = {
    id: partner.id,
    name: partner.name,
    kind: 'hotel',
    contact_email: null,
    widget_origins: JSON.stringify(partner.widgetOrigins),
    status: partner.status ?? 'active',
    user_id: null,
    created_at: partner.now,
    updated_at: partner.now,
  };
  await db.insertInto('partners').values(row).execute();
}
