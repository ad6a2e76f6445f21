import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { CartLinesTable } from '../../db/tables/schema.js';
import { BOOKING_PRODUCT_COLUMNS, CARD_COLUMNS, type TBookingProductRow, type TCardRow } from '../catalogue/index.js';

/** A cart line with its product's card and booking terms (the line's departure as line_start and line_end). */
export type TCartRow = TCardRow &
  TBookingProductRow & {
    line_id: string;
    date: string;
    line_start: string;
    line_end: string;
    time: string;
    adult_count: number;
    child_count: number;
    infant_count: number;
  };

/**
 * The cart holds one line per product, date and departure: adding that departure again replaces its counts,
 * another date or departure adds a line (decision 026). Every line of one call is written by one statement,
 * so they are added together or not at all.
 */
export async function upsertCartLines(db: TDb, lines: CartLinesTable[]): Promise<TWrittenCartLine[]> {
  if (lines.length === 0) return [];
  return cartLinesUpsert.all(db, { lines });
}

/** A line as written: a departure already in the cart keeps its id. */
export interface TWrittenCartLine {
  id: string;
  product_id: string;
  date: string;
  start_time: string;
}

const cartLinesUpsert = preparedQuery((db, args: { lines: CartLinesTable[] }) =>
  db
    .insertInto('cart_lines')
    .values(args.lines)
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id', 'date', 'start_time']).doUpdateSet((eb) => ({
        end_time: eb.ref('excluded.end_time'),
        time: eb.ref('excluded.time'),
        adult_count: eb.ref('excluded.adult_count'),
        child_count: eb.ref('excluded.child_count'),
        infant_count: eb.ref('excluded.infant_count'),
        added_at: eb.ref('excluded.added_at'),
      })),
    )
    .returning(['id', 'product_id', 'date', 'start_time']),
);

/** One of a user's lines with its product's module; undefined when it is not theirs or not there. */
export function findCartLine(db: TDb, userId: string, lineId: string) {
  return db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .select(['cart_lines.id', 'cart_lines.product_id', 'products.module', 'cart_lines.date', 'cart_lines.start_time'])
    .where('cart_lines.user_id', '=', userId)
    .where('cart_lines.id', '=', lineId)
    .executeTakeFirst();
}

/** Replaces one line's counts, leaving its departure and its place in the cart; answers whether it was there. */
export async function updateCartLineCounts(
  db: TDb,
  userId: string,
  lineId: string,
  counts: { adult: number; child: number; infant: number },
): Promise<boolean> {
  const result = await db
    .updateTable('cart_lines')
    .set({ adult_count: counts.adult, child_count: counts.child, infant_count: counts.infant })
    .where('user_id', '=', userId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The booking terms of a line's product that its card does not carry already. */
const LINE_TERMS_COLUMNS = BOOKING_PRODUCT_COLUMNS.map((column) => `products.${column}` as const).filter(
  (column) => !(CARD_COLUMNS as readonly string[]).includes(column),
);

const cartRows = preparedQuery((db, args: { userId: string }) =>
  db
    .selectFrom('cart_lines')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .select([
      ...CARD_COLUMNS,
      ...LINE_TERMS_COLUMNS,
      'cart_lines.id as line_id',
      'cart_lines.date',
      'cart_lines.start_time as line_start',
      'cart_lines.end_time as line_end',
      'cart_lines.time',
      'cart_lines.adult_count',
      'cart_lines.child_count',
      'cart_lines.infant_count',
    ])
    .where('cart_lines.user_id', '=', args.userId)
    .orderBy('cart_lines.added_at')
    .orderBy('products.id')
    .orderBy('cart_lines.date')
    .orderBy('cart_lines.start_time'),
);

export function listCartRows(db: TDb, userId: string): Promise<TCartRow[]> {
  return cartRows.all(db, { userId });
}

/** Removes every line of a product from a user's cart; answers how many there were. */
export async function deleteCartLinesOfProduct(db: TDb, userId: string, productId: string): Promise<number> {
  const result = await db
    .deleteFrom('cart_lines')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes one line of a user's cart (of the product, when one is named); answers whether it was there. */
export async function deleteCartLine(db: TDb, userId: string, lineId: string, productId?: string): Promise<boolean> {
  let query = db.deleteFrom('cart_lines').where('user_id', '=', userId).where('id', '=', lineId);
  if (productId !== undefined) query = query.where('product_id', '=', productId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes the lines an order bought: the same product, date and departure. */
export async function deleteBoughtCartLines(
  db: TDb,
  userId: string,
  lines: Array<{ productId: string; date: string; start: string }>,
): Promise<void> {
  if (lines.length === 0) return;
  await boughtCartLinesDelete.run(db, {
    userId,
    keys: lines.map((line) => ({ productId: line.productId, date: line.date, start: line.start })),
  });
}

const boughtCartLinesDelete = preparedQuery(
  (db, args: { userId: string; keys: Array<{ productId: string; date: string; start: string }> }) =>
    db
      .deleteFrom('cart_lines')
      .where('user_id', '=', args.userId)
      .where((eb) =>
        eb.or(
          args.keys.map((key) =>
            eb.and([eb('product_id', '=', key.productId), eb('date', '=', key.date), eb('start_time', '=', key.start)]),
          ),
        ),
      ),
);

export async function findCartPromo(db: TDb, userId: string): Promise<string | null> {
  const row = await db.selectFrom('carts').select('promo_code').where('user_id', '=', userId).executeTakeFirst();
  return row?.promo_code ?? null;
}

export async function setCartPromo(db: TDb, userId: string, promoCode: string | null, now: string): Promise<void> {
  await cartPromoUpsert.run(db, { userId, promoCode, now });
}

const cartPromoUpsert = preparedQuery((db, args: { userId: string; promoCode: string | null; now: string }) =>
  db
    .insertInto('carts')
    .values({ user_id: args.userId, promo_code: args.promoCode, updated_at: args.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ promo_code: args.promoCode, updated_at: args.now })),
);
