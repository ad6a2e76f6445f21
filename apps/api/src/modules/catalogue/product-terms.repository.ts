// The booking terms of products (seats per date, cut-off, ticket limit, refundability, offered time): what the
// money path reads of the catalogue, never whole rows.
import type { TModule } from '@rihla/shared/constants';
import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { TProductRow } from '../../db/tables/schema.js';

/** The product fields that decide whether a date and time can be booked. */
export type TSlotProduct = Pick<
  TProductRow,
  'id' | 'title' | 'start_time' | 'end_time' | 'capacity_per_slot' | 'cutoff_minutes' | 'max_tickets_per_order'
>;

const SLOT_PRODUCT_COLUMNS = [
  'id',
  'title',
  'start_time',
  'end_time',
  'capacity_per_slot',
  'cutoff_minutes',
  'max_tickets_per_order',
] as const;

export async function findSlotProducts(db: TDb, productIds: string[]): Promise<Map<string, TSlotProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await slotProducts.all(db, { productIds });
  return new Map(rows.map((row) => [row.id, row]));
}

const slotProducts = preparedQuery((db, args: { productIds: string[] }) =>
  db.selectFrom('products').select(SLOT_PRODUCT_COLUMNS).where('id', 'in', args.productIds),
);

const slotProductOfModule = preparedQuery((db, args: { module: TModule; productId: string }) =>
  db
    .selectFrom('products')
    .select(SLOT_PRODUCT_COLUMNS)
    .where('id', '=', args.productId)
    .where('module', '=', args.module),
);

/** One product of a module with the fields booking needs (not the whole row), or undefined. */
export function findSlotProductOfModule(
  db: TDb,
  module: TModule,
  productId: string,
): Promise<TSlotProduct | undefined> {
  return slotProductOfModule.first(db, { module, productId });
}

/** What cancelling needs to know of each product of an order. */
export type TCancelTermsProduct = Pick<TProductRow, 'id' | 'start_time' | 'is_refundable'>;

export async function findCancelTermsProducts(
  db: TDb,
  productIds: string[],
): Promise<Map<string, TCancelTermsProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await cancelTermsProducts.all(db, { productIds });
  return new Map(rows.map((row) => [row.id, row]));
}

const cancelTermsProducts = preparedQuery((db, args: { productIds: string[] }) =>
  db.selectFrom('products').select(['id', 'start_time', 'is_refundable']).where('id', 'in', args.productIds),
);
