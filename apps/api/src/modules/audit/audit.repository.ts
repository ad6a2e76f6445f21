import { AUDIT_SUBJECTS } from '@rihla/shared/rules/audit-words';
import type { TAuditEntry, TAuditLogRequest } from '@rihla/shared/schemas/operators';
import { AUDIT_PAGE_SIZE } from '@rihla/shared/schemas/operators';
import type { TDb } from '../../db/database.js';
import { sequencedIdAt } from '../../lib/ids.js';

export interface TAuditWrite {
  at: string;
  /** Null for a write made from the command line. */
  operatorId: string | null;
  /** What was done, as a verb phrase of the back office: 'operator.invite', 'product.update'. */
  action: string;
  objectType: string;
  objectId: string;
  /** The fields the write changed, as they were (null when it created the object) and as they are now. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Records one operator write; called inside the write's own transaction, so neither lands without the other. */
export async function insertAuditEntry(db: TDb, entry: TAuditWrite): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: sequencedIdAt(entry.at),
      at: entry.at,
      operator_id: entry.operatorId,
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      before_json: entry.before === null ? null : JSON.stringify(entry.before),
      after_json: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/**
 * A download of customers' personal data by an operator (decision 061): the accounting CSVs, a manifest (CSV or
 * printable PDF) or a tax invoice. Recorded as `<objectType>.download` with the file's name and what it covers.
 */
export async function insertDownloadEntry(
  db: TDb,
  entry: { at: string; operatorId: string; objectType: string; objectId: string; file: string } & Record<
    string,
    unknown
  >,
): Promise<void> {
  const { at, operatorId, objectType, objectId, ...after } = entry;
  await insertAuditEntry(db, {
    at,
    operatorId,
    action: `${objectType}.download`,
    objectType,
    objectId,
    before: null,
    after,
  });
}

const DAY_MS = 86_400_000;

/**
 * One page of the log, newest first, filtered by operator, object (one, a type, or a group of types), an order's
 * reference and UTC dates (both ends included); each line with what a person calls its object (an order's
 * reference, a product's title, a customer's or an operator's name).
 */
export async function listAuditEntries(
  db: TDb,
  filter: TAuditLogRequest,
): Promise<{ entries: TAuditEntry[]; hasMore: boolean }> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
    .leftJoin('orders', (join) =>
      join.onRef('orders.id', '=', 'audit_log.object_id').on('audit_log.object_type', '=', 'order'),
    )
    .leftJoin('products', (join) =>
      join.onRef('products.id', '=', 'audit_log.object_id').on('audit_log.object_type', '=', 'product'),
    )
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'audit_log.object_id').on('audit_log.object_type', 'in', ['user', 'customer']),
    )
    .leftJoin('operators as subject', (join) =>
      join.onRef('subject.id', '=', 'audit_log.object_id').on('audit_log.object_type', '=', 'operator'),
    )
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.operator_id',
      'audit_log.action',
      'audit_log.object_type',
      'audit_log.object_id',
      'audit_log.before_json',
      'audit_log.after_json',
      'operators.name as operator_name',
      'operators.email as operator_email',
      'orders.reference as order_reference',
      'products.title as product_title',
      'users.first_name as user_first_name',
      'users.last_name as user_last_name',
      'users.deleted_at as user_deleted_at',
      'subject.name as subject_operator_name',
    ]);
  if (filter.operatorId) query = query.where('audit_log.operator_id', '=', filter.operatorId);
  if (filter.objectType) query = query.where('audit_log.object_type', '=', filter.objectType);
  if (filter.subject) query = query.where('audit_log.object_type', 'in', AUDIT_SUBJECTS[filter.subject].objectTypes);
  if (filter.objectId) query = query.where('audit_log.object_id', '=', filter.objectId);
  if (filter.orderReference) {
    query = query.where('audit_log.object_type', '=', 'order').where('orders.reference', '=', filter.orderReference);
  }
  if (filter.from) query = query.where('audit_log.at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.until) {
    const dayAfter = new Date(Date.parse(`${filter.until}T00:00:00.000Z`) + DAY_MS).toISOString();
    query = query.where('audit_log.at', '<', dayAfter);
  }
  const rows = await query
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset(filter.page * AUDIT_PAGE_SIZE)
    .execute();
  const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));
  return {
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      at: row.at,
      operator:
        row.operator_id === null
          ? null
          : { id: row.operator_id, name: row.operator_name ?? '', email: row.operator_email ?? '' },
      action: row.action,
      objectType: row.object_type,
      objectId: row.object_id,
      objectLabel: row.order_reference ?? row.product_title ?? row.subject_operator_name ?? customerName(row),
      before: parse(row.before_json),
      after: parse(row.after_json),
    })),
  };
}

/** A customer's name; none once they deleted their account (their personal data is gone, decision 061). */
function customerName(row: {
  user_first_name: string | null;
  user_last_name: string | null;
  user_deleted_at: string | null;
}): string | null {
  if (row.user_first_name === null || row.user_deleted_at !== null) return null;
  return `${row.user_first_name} ${row.user_last_name ?? ''}`.trim();
}
