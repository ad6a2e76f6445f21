// Hotel pick-ups (issue 36, decision 095): the points the desk keeps, which of them each product collects from and
// how long before departure, and the point a shopper chooses for each line of their booking, until the product's
// details deadline (decision 092) or, without one, the departure. The minutes before departure are kept with the
// choice, and the time is worked out from the line's departure as it is, so a date change moves the pick-up with it.
import { PICKUP_MESSAGES as M } from '@rihla/shared/messages/pickups';
import { pickupInArabic } from '@rihla/shared/messages/shopper-ar';
import { arabicTextsOf, inLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
import { detailsDeadlineMs } from '@rihla/shared/rules/passengers';
import { pickupText, pickupTimeOf } from '@rihla/shared/rules/pickups';
import { dubaiMomentInWords } from '@rihla/shared/rules/time';
import {
  PICKUP_ARABIC_FIELDS,
  type TChoosePickupRequest,
  type TChosenPickup,
  type TLinePickup,
  type TOrderPickupsData,
  type TPickupLine,
  type TPickupOffer,
  type TPickupPoint,
  type TPickupPointArabic,
  type TPickupPointInput,
  type TProductPickups,
  type TProductPickupsData,
  type TSetProductPickupsRequest,
  type TUpdatePickupPointRequest,
  ZPickupPointInput,
  ZProductPickups,
  ZUpdatePickupPointRequest,
} from '@rihla/shared/schemas/pickups';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import { findOrderByReference, isLineOnDeparture, storedLines, type TPricedLine } from '../booking/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { enqueueOrderMessages, orderMessageChannels } from '../outbox/index.js';
import { detailsDeadlineHoursOf } from '../passengers/index.js';
import {
  deleteOrderPickups,
  findOrderPickupRow,
  findPickupPointRow,
  findProductPickupsText,
  insertPickupPoint,
  insertPickupPointIfMissing,
  insertProductPickupsIfMissing,
  listOrderPickups,
  listOrdersWithPickups,
  listPickupPointRows,
  listPickupPointsByIds,
  listProductPickupsTexts,
  productExists,
  putOrderPickup,
  saveProductPickupsText,
  type TOrderPickupRow,
  type TPickupOrder,
  type TPickupPointRow,
  updatePickupPointRow,
} from './pickups.repository.js';

/** A point's Arabic name and area, '' where none is written (its `ar` JSON by column name, decision 109). */
function arabicOf(row: Pick<TPickupPointRow, 'ar'>): { name: string; area: string } {
  const texts = arabicTextsOf(row.ar, PICKUP_ARABIC_FIELDS);
  return { name: texts.name ?? '', area: texts.area ?? '' };
}

/**
 * The `ar` JSON of a write: a field sent replaces its Arabic ('' removes it), a field left out keeps it; the
 * address's Arabic, if a row has one, is kept as it is.
 */
function arabicJsonOf(given: TPickupPointArabic | undefined, previous: string): string {
  let texts: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(previous) as unknown;
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) texts = parsed as typeof texts;
  } catch {
    texts = {};
  }
  for (const field of PICKUP_ARABIC_FIELDS) {
    const text = given?.[field];
    if (text === undefined) continue;
    if (text.trim() === '') delete texts[field];
    else texts[field] = text.trim();
  }
  return JSON.stringify(texts);
}

function pointOf(row: TPickupPointRow): TPickupPoint {
  const ar = arabicOf(row);
  return {
    id: row.id,
    name: row.name,
    area: row.area,
    address: row.address,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    isActive: row.is_active === 1,
    ar,
  };
}

/** A point's name and area in a shopper's (or operator's) language, the English where no Arabic is written. */
function wordsOf(
  row: Pick<TPickupPointRow, 'name' | 'area' | 'ar'>,
  language: TContentLanguage,
): { name: string; area: string } {
  if (language !== 'ar') return { name: row.name, area: row.area };
  const ar = arabicOf(row);
  return { name: inLanguage(language, row.name, ar.name), area: inLanguage(language, row.area, ar.area) };
}

function parsePickups(text: string | undefined): TProductPickups | null {
  if (text === undefined) return null;
  const parsed = ZProductPickups.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/** operator/listPickupPoints (bookings.read): every point, by area and name. */
export async function listPickupPoints(ctx: TAppContext) {
  return { points: (await listPickupPointRows(ctx.db)).map(pointOf) };
}

/** operator/createPickupPoint (catalogue.write), audited. */
export async function createPickupPoint(
  ctx: TAppContext,
  operator: TOperatorAuth,
  input: TPickupPointInput,
): Promise<TPickupPoint> {
  const { ar, ...given } = ZPickupPointInput.parse(input);
  const now = ctx.clock.now().toISOString();
  const row: TPickupPointRow = {
    id: newId(),
    ...given,
    is_active: 1,
    created_at: now,
    updated_at: now,
    ar: arabicJsonOf(ar, '{}'),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await insertPickupPoint(trx, row);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'pickupPoint.create',
      objectType: 'pickupPoint',
      objectId: row.id,
      before: null,
      after: pointOf(row),
    });
  });
  return pointOf(row);
}

/** operator/updatePickupPoint (catalogue.write): edited, retired or brought back, with the audit's before and after. */
export async function updatePickupPoint(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TUpdatePickupPointRequest,
): Promise<TPickupPoint> {
  const { id, isActive, ar, ...given } = ZUpdatePickupPointRequest.parse(request);
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findPickupPointRow(trx, id);
    if (!before) throw new AppError('NOT_FOUND', M.pointNotFound);
    const after: TPickupPointRow = {
      ...before,
      ...given,
      is_active: isActive ? 1 : 0,
      updated_at: now,
      ar: arabicJsonOf(ar, before.ar),
    };
    const { id: _id, created_at: _created, ...changes } = after;
    await updatePickupPointRow(trx, id, changes);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: isActive || before.is_active === 0 ? 'pickupPoint.update' : 'pickupPoint.retire',
      objectType: 'pickupPoint',
      objectId: id,
      before: pointOf(before),
      after: pointOf(after),
    });
    return pointOf(after);
  });
}

/** operator/getProductPickups (catalogue.read). */
export async function getProductPickups(ctx: TAppContext, id: string): Promise<TProductPickupsData> {
  if (!(await productExists(ctx.db, id))) throw new AppError('NOT_FOUND', M.productNotFound);
  return { productId: id, pickups: parsePickups(await findProductPickupsText(ctx.db, id)) };
}

/**
 * operator/setProductPickups (catalogue.write): every point named must exist and be active; the product's pick-ups
 * replaced (or removed) with its audit entry at once. Choices already made keep their point and time.
 */
export async function setProductPickups(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TSetProductPickupsRequest,
): Promise<TProductPickupsData> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await productExists(trx, request.id))) throw new AppError('NOT_FOUND', M.productNotFound);
    if (request.pickups) {
      const ids = request.pickups.points.map((point) => point.pointId);
      const points = await listPickupPointsByIds(trx, ids);
      const unknown = ids.filter((id) => !points.has(id));
      if (unknown.length > 0) throw new AppError('BAD_REQUEST', M.unknownPoints(unknown.join(', ')));
      const retired = [...points.values()].filter((point) => point.is_active !== 1);
      if (retired.length > 0) {
        throw new AppError('BAD_REQUEST', M.retiredPoints(retired.map((point) => point.name).join(', ')));
      }
    }
    const before = parsePickups(await findProductPickupsText(trx, request.id));
    await saveProductPickupsText(trx, request.id, request.pickups ? JSON.stringify(request.pickups) : null, now);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'product.pickups',
      objectType: 'product',
      objectId: request.id,
      before: { pickups: before },
      after: { pickups: request.pickups },
    });
    return { productId: request.id, pickups: request.pickups };
  });
}

/**
 * Whose deadline applies (decision 099): the shopper's, the product's details deadline or the departure; the desk's,
 * choosing for a customer who calls late, the departure.
 */
type TPickupDeadline = 'shopper' | 'desk';

/** Until when a line's pick-up may be chosen: the product's details deadline if it asks details, else its departure. */
function deadlineMsOf(line: TPricedLine, deadlineHours: number | undefined, rule: TPickupDeadline): number {
  return detailsDeadlineMs(line.date, line.start, rule === 'desk' ? 0 : (deadlineHours ?? 0));
}

type TChosenRow = Awaited<ReturnType<typeof listOrderPickups>>[number];

/** A chosen pick-up in words, in the reader's language ('Pick-up 07:15 at …', 'الاصطحاب 07:15 من …'). */
function pickupTextIn(pickup: { time: string; name: string; area: string }, language: TContentLanguage): string {
  return language === 'ar' ? pickupInArabic(pickup) : pickupText(pickup);
}

/**
 * A line's pick-up: its point, and its time worked out from the line's departure as it is now (a date change moves
 * it) less the minutes kept with the choice. Null when the line is no longer there.
 */
function chosenOf(row: TChosenRow, language: TContentLanguage): TLinePickup | null {
  const line = storedLines(row)[row.line_index];
  if (!line) return null;
  const { at, date, time } = pickupTimeOf(line.date, line.start, row.minutes_before);
  const { name, area } = wordsOf(row, language);
  return {
    line: row.line_index,
    pointId: row.point_id,
    name,
    area,
    address: row.address,
    date,
    time,
    at,
    text: pickupTextIn({ time, name, area }, language),
  };
}

/**
 * The pick-ups chosen for some orders, by order id, each order's by line (Your Orders, the voucher, the manifest),
 * the points' names and areas in `language` (decision 117; `text` stays the English sentence's shape, which an
 * Arabic message or page says in its own words from the name and area).
 */
export async function pickupsOfOrders(
  db: TDb,
  orderIds: string[],
  language: TContentLanguage = 'en',
): Promise<Map<string, TLinePickup[]>> {
  const byOrder = new Map<string, TLinePickup[]>();
  for (const row of await listOrderPickups(db, orderIds)) {
    const chosen = chosenOf(row, language);
    if (chosen) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), chosen]);
  }
  return byOrder;
}

/** The pick-up of an order on one departure (the first of its lines on it that has one), or null. */
export function pickupOnDeparture(
  order: { items: string },
  pickups: readonly TLinePickup[] | undefined,
  key: { productId: string; date: string; start: string },
): TLinePickup | null {
  if (!pickups || pickups.length === 0) return null;
  const lines = storedLines(order);
  return (
    pickups.find((pickup) => {
      const line = lines[pickup.line];
      return line !== undefined && isLineOnDeparture(line, key);
    }) ?? null
  );
}

/** An order's lines that collect guests, with the points each offers (active ones, by area and name) and the choice. */
async function describePickups(
  ctx: TAppContext,
  order: TPickupOrder,
  rule: TPickupDeadline,
  language: TContentLanguage = 'en',
): Promise<TOrderPickupsData> {
  const lines = storedLines(order);
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const [configs, forms, chosen] = await Promise.all([
    listProductPickupsTexts(ctx.db, productIds),
    detailsDeadlineHoursOf(ctx.db, productIds),
    pickupsOfOrders(ctx.db, [order.id], language),
  ]);
  const parsed = new Map(productIds.map((id) => [id, parsePickups(configs.get(id))]));
  const pointIds = [...parsed.values()].flatMap((config) => config?.points.map((point) => point.pointId) ?? []);
  const points = await listPickupPointsByIds(ctx.db, [...new Set(pointIds)]);
  const nowMs = ctx.clock.now().getTime();
  const answer: TPickupLine[] = [];
  for (const [index, line] of lines.entries()) {
    const config = parsed.get(line.productId);
    if (!config) continue;
    const deadlineMs = deadlineMsOf(line, forms.get(line.productId), rule);
    const offers = config.points
      .map((given) => ({ given, row: points.get(given.pointId) }))
      .filter((each): each is { given: typeof each.given; row: TPickupPointRow } => each.row?.is_active === 1)
      .map(({ given, row }) => {
        const minutesBefore = given.minutesBefore ?? config.minutesBefore;
        const { date, time } = pickupTimeOf(line.date, line.start, minutesBefore);
        const { isActive: _active, ar: _ar, ...point } = pointOf(row);
        const ar = arabicOf(row);
        const searchText = [row.name, row.area, ar.name, ar.area].filter((words) => words !== '').join(' ');
        return { ...point, ...wordsOf(row, language), minutesBefore, date, time, searchText };
      })
      .sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
    const choice = chosen.get(order.id)?.find((pickup) => pickup.line === index);
    answer.push({
      line: index,
      productId: line.productId,
      title: line.title,
      date: line.date,
      start: line.start,
      points: offers,
      chosen: choice ? (({ line: _line, ...rest }) => rest)(choice) : null,
      deadline: new Date(deadlineMs).toISOString(),
      isOpen: order.status === 'confirmed' && nowMs < deadlineMs,
    });
  }
  return { reference: order.reference, lines: answer };
}

async function shopperOrderOrFail(ctx: TAppContext, user: TAuthUser, reference: string): Promise<TPickupOrder> {
  const order = await findOrderByReference(ctx.db, reference, user.id);
  if (!order) throw new AppError('NOT_FOUND', M.orderNotFound);
  return order;
}

/** users/viewPickups: the shopper's own order only, the points named in the request's language (decision 117). */
export async function viewPickups(
  ctx: TAppContext,
  user: TAuthUser,
  reference: string,
  language: TContentLanguage = 'en',
) {
  return describePickups(ctx, await shopperOrderOrFail(ctx, user, reference), 'shopper', language);
}

/**
 * The choice a request makes, checked as both the shopper's call and the desk's check it, each with its deadline: one
 * of the points the line's product collects from, on a confirmed order. The point's minutes are kept with the choice
 * (and the instant they give now, for the record).
 */
async function checkedPickupChoice(
  ctx: TAppContext,
  order: TPickupOrder,
  request: TChoosePickupRequest,
  rule: TPickupDeadline,
): Promise<{ row: TOrderPickupRow; point: TPickupOffer; before: TChosenPickup | null }> {
  if (order.status !== 'confirmed') throw new AppError('CONFLICT', M.orderNotConfirmed);
  const current = await describePickups(ctx, order, rule);
  const line = storedLines(order)[request.line];
  if (!line) throw new AppError('BAD_REQUEST', M.lineNotFound(request.line), { field: 'line' });
  const offered = current.lines.find((each) => each.line === request.line);
  if (!offered) throw new AppError('BAD_REQUEST', M.noPickups(line.title), { field: 'line' });
  if (!offered.isOpen) {
    const when = dubaiMomentInWords(Date.parse(offered.deadline));
    throw new AppError('CONFLICT', rule === 'desk' ? M.departed(line.title, when) : M.pastDeadline(line.title, when), {
      refusal: 'pickup.past_deadline',
      field: 'line',
    });
  }
  const point = offered.points.find((each) => each.id === request.pointId);
  if (!point) {
    throw new AppError('BAD_REQUEST', M.pointNotOffered(line.title), {
      refusal: 'pickup.not_offered',
      field: 'pointId',
    });
  }
  const { at } = pickupTimeOf(line.date, line.start, point.minutesBefore);
  const row: TOrderPickupRow = {
    order_id: order.id,
    line_index: request.line,
    point_id: point.id,
    minutes_before: point.minutesBefore,
    pickup_at: at,
    chosen_at: ctx.clock.now().toISOString(),
  };
  return { row, point, before: offered.chosen };
}

/**
 * Writes a choice, the shopper's or the desk's, in the caller's transaction and, when it changed where or when, queues
 * the shopper's own copy of where and when by email and text (decision 095, amended; the dedupe key is unique per
 * choice, so a change back and forth is told each time).
 */
async function putChoice(
  ctx: TAppContext,
  trx: TDb,
  order: TPickupOrder,
  row: TOrderPickupRow,
  before: TChosenPickup | null,
): Promise<void> {
  await putOrderPickup(trx, row);
  if (before?.pointId === row.point_id && before.at === row.pickup_at) return;
  await enqueueOrderMessages(
    trx,
    { id: order.id, userId: order.user_id },
    {
      topic: 'pickupChosen',
      keySuffix: `${row.line_index}:${newId()}`,
      payload: { line: row.line_index, pointId: row.point_id, at: row.pickup_at },
    },
    orderMessageChannels(ctx.config),
    row.chosen_at,
  );
}

/** users/choosePickup: a line of one of the shopper's confirmed orders, until its details deadline or departure. */
export async function choosePickup(
  ctx: TAppContext,
  user: TAuthUser,
  request: TChoosePickupRequest,
  language: TContentLanguage = 'en',
): Promise<{ data: TOrderPickupsData; text: string }> {
  const order = await shopperOrderOrFail(ctx, user, request.reference);
  const { row, point, before } = await checkedPickupChoice(ctx, order, request, 'shopper');
  await ctx.db.transaction().execute((trx) => putChoice(ctx, trx, order, row, before));
  const data = await describePickups(ctx, order, 'shopper', language);
  const chosen = data.lines.find((line) => line.line === request.line)?.chosen;
  return { data, text: pickupTextIn(chosen ?? point, language) };
}

async function anyOrderOrFail(ctx: TAppContext, reference: string): Promise<TPickupOrder> {
  const order = await findOrderByReference(ctx.db, reference);
  if (!order) throw new AppError('NOT_FOUND', M.bookingNotFound);
  return order;
}

/**
 * operator/viewBookingPickups (bookings.read): any booking's pick-ups, open to the desk until the departure, the points
 * named in the operator's own language (decision 104's `operators.language`), as a shopper's are in theirs.
 */
export async function viewBookingPickups(
  ctx: TAppContext,
  operator: Pick<TOperatorAuth, 'language'>,
  reference: string,
): Promise<TOrderPickupsData> {
  return describePickups(ctx, await anyOrderOrFail(ctx, reference), 'desk', operator.language);
}

/**
 * operator/chooseBookingPickup (bookings.write): the desk chooses for the customer, by the shopper's rules but until
 * the departure, with the audit entry (the point's name, and the one it replaces, as stored: English) in the same
 * transaction. The answer names the points in the operator's language; its message is the English sentence (the back
 * office says it in Arabic, decision 110) with the chosen point's words in that language.
 */
export async function chooseBookingPickup(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TChoosePickupRequest,
): Promise<{ data: TOrderPickupsData; text: string }> {
  const order = await anyOrderOrFail(ctx, request.reference);
  const { row, point, before } = await checkedPickupChoice(ctx, order, request, 'desk');
  await ctx.db.transaction().execute(async (trx) => {
    await putChoice(ctx, trx, order, row, before);
    await insertAuditEntry(trx, {
      at: row.chosen_at,
      operatorId: operator.id,
      action: 'order.choosePickup',
      objectType: 'order',
      objectId: order.id,
      before: before ? { reference: order.reference, line: request.line, pickup: before.name } : null,
      after: { reference: order.reference, line: request.line, pickup: point.name, area: point.area, time: point.time },
    });
  });
  const data = await describePickups(ctx, order, 'desk', operator.language);
  const chosen = data.lines.find((line) => line.line === request.line)?.chosen;
  return { data, text: pickupText(chosen ?? point) };
}

/** The demo's points and products' pick-ups, each written unless there already. */
export async function seedPickups(
  db: TDb,
  points: ReadonlyArray<TPickupPointInput & { id: string }>,
  products: ReadonlyArray<{ productId: string; pickups: TProductPickups }>,
  now: string,
): Promise<void> {
  for (const point of points) {
    const { id, ...given } = point;
    const { ar, ...english } = ZPickupPointInput.parse(given);
    await insertPickupPointIfMissing(db, {
      id,
      ...english,
      is_active: 1,
      created_at: now,
      updated_at: now,
      ar: arabicJsonOf(ar, '{}'),
    });
  }
  for (const { productId, pickups } of products) {
    if (await productExists(db, productId)) {
      await insertProductPickupsIfMissing(db, productId, JSON.stringify(pickups), now);
    }
  }
}

/**
 * The pick-ups' part of a passenger's details (where they stay): erased with the rest by the passengers' retention
 * and a shopper's deletion (decision 098's erasers).
 */
export const PICKUP_DATA_ERASER = {
  table: 'order_pickups',
  ordersWithData: listOrdersWithPickups,
  erase: deleteOrderPickups,
};

/** A point a product collects from, as a reseller's API answers it (decision 130). */
export interface TProductPickupPoint {
  id: string;
  name: string;
  area: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  minutesBefore: number;
}

/** The active points each product collects from (by area and name); a product that collects from none is absent. */
export async function pickupPointsOfProducts(
  db: TDb,
  productIds: string[],
): Promise<Map<string, TProductPickupPoint[]>> {
  const configs = await listProductPickupsTexts(db, productIds);
  const parsed = new Map(productIds.map((id) => [id, parsePickups(configs.get(id))]));
  const pointIds = [...parsed.values()].flatMap((config) => config?.points.map((point) => point.pointId) ?? []);
  const rows = await listPickupPointsByIds(db, [...new Set(pointIds)]);
  const answer = new Map<string, TProductPickupPoint[]>();
  for (const [productId, config] of parsed) {
    if (!config) continue;
    const points = config.points.flatMap((given) => {
      const row = rows.get(given.pointId);
      if (row?.is_active !== 1) return [];
      const { isActive: _active, ar: _ar, ...point } = pointOf(row);
      return [{ ...point, minutesBefore: given.minutesBefore ?? config.minutesBefore }];
    });
    points.sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
    if (points.length > 0) answer.set(productId, points);
  }
  return answer;
}

/**
 * A reseller's pick-up choice for a line (decision 130), kept in order_pickups as a shopper's is: under the order, or
 * under the checkout that holds the seats, whose order takes its id, so the manifest, the pick-up run and the voucher
 * read it once the booking is confirmed. `pointId` null removes the choice. Answers false, writing nothing, when the
 * line's product does not collect from that point. No message is queued: the reseller tells its own customer.
 */
export async function keepPickupChoice(
  db: TDb,
  holder: { id: string; items: string },
  lineIndex: number,
  pointId: string | null,
  now: string,
): Promise<boolean> {
  if (pointId === null) {
    await deleteOrderPickups(db, holder.id, [lineIndex]);
    return true;
  }
  const line = storedLines(holder)[lineIndex];
  if (!line) return false;
  const point = (await pickupPointsOfProducts(db, [line.productId])).get(line.productId)?.find((p) => p.id === pointId);
  if (!point) return false;
  const { at } = pickupTimeOf(line.date, line.start, point.minutesBefore);
  await putOrderPickup(db, {
    order_id: holder.id,
    line_index: lineIndex,
    point_id: point.id,
    minutes_before: point.minutesBefore,
    pickup_at: at,
    chosen_at: now,
  });
  return true;
}

/** The point chosen for a line of an order or of a checkout, or null. */
export async function pickupChoiceOf(db: TDb, holderId: string, lineIndex: number): Promise<string | null> {
  return (await findOrderPickupRow(db, holderId, lineIndex))?.point_id ?? null;
}
