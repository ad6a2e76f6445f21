// Waivers (issue 36, decision 096): a product's waiver is versioned text its operator writes (each save a new
// version, old ones kept as written); a shopper accepts the version in force for each passenger of a line (or the
// lead, passenger 1, only) by typing the name, until departure; each acceptance is kept with the version, the time
// and the client's address. The back office reads who has accepted which version, and who has not.
import { WAIVER_MESSAGES as M } from '@rihla/shared/messages/waivers';
import { slotStartMs } from '@rihla/shared/rules/time';
import type { TManifestWaiver } from '@rihla/shared/schemas/operator-manifests';
import type {
  TAcceptWaiverRequest,
  TBookingWaiversData,
  TProductWaiverData,
  TSaveProductWaiverRequest,
  TWaiverAskedOf,
  TWaiverLine,
  TWaiverVersion,
} from '@rihla/shared/schemas/waivers';
import type { TAppContext, TAuthUser } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { insertAuditEntry } from '../audit/index.js';
import { findOrderByReference, isLineOnDeparture, storedLines, type TPricedLine } from '../booking/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import {
  deleteOrderAcceptances,
  findCurrentWaiverVersion,
  hasAnyWaiverVersion,
  insertWaiverAcceptance,
  insertWaiverVersion,
  listCurrentWaivers,
  listOrdersWithAcceptances,
  listWaiverAcceptances,
  listWaiverVersions,
  productExists,
  removeProductWaiver,
  type TWaiverAcceptanceRow,
  type TWaiverOrder,
  type TWaiverVersionRow,
} from './waivers.repository.js';

/** A line's passengers, as decision 092 counts them: every ticket booked and not cancelled, infants included. */
function passengerCountOf(line: TPricedLine): number {
  return line.tickets.adult + line.tickets.child + line.tickets.infant;
}

/** Who accepts a line's waiver: every passenger, or the lead (passenger 1) only. */
function signerNumbers(askedOf: TWaiverAskedOf, count: number): number[] {
  if (count === 0) return [];
  return askedOf === 'lead' ? [1] : Array.from({ length: count }, (_, i) => i + 1);
}

function versionOf(row: TWaiverVersionRow): TWaiverVersion {
  return {
    version: row.version,
    text: row.text,
    askedOf: row.asked_of,
    createdAt: row.created_at,
    createdBy: row.operator_name,
  };
}

/**
 * Who must accept a line's waiver and who has: per signer the latest acceptance of any version and whether the version
 * in force is still to accept. `acceptances` are the order's, oldest first, so the last of a passenger is their latest.
 */
function signersOf(
  line: TPricedLine,
  index: number,
  waiver: { version: number; asked_of: TWaiverAskedOf } | undefined,
  acceptances: readonly TWaiverAcceptanceRow[],
): TWaiverLine['signers'] {
  if (!waiver) return [];
  const latest = new Map<number, TWaiverAcceptanceRow>();
  const ofCurrent = new Set<number>();
  for (const row of acceptances) {
    if (row.line_index !== index || row.product_id !== line.productId) continue;
    latest.set(row.passenger, row);
    if (row.version === waiver.version) ofCurrent.add(row.passenger);
  }
  return signerNumbers(waiver.asked_of, passengerCountOf(line)).map((number) => {
    const row = latest.get(number);
    return {
      number,
      accepted: row
        ? { version: row.version, name: row.signed_name, acceptedAt: row.accepted_at, address: row.client_address }
        : null,
      isNeeded: !ofCurrent.has(number),
    };
  });
}

/** An order's lines with the waiver each asks now, and per passenger who must accept it and who has. */
async function describeWaivers(ctx: TAppContext, order: TWaiverOrder): Promise<TBookingWaiversData> {
  const lines = storedLines(order);
  const [waivers, acceptances] = await Promise.all([
    listCurrentWaivers(ctx.db, [...new Set(lines.map((line) => line.productId))]),
    listWaiverAcceptances(ctx.db, [order.id]),
  ]);
  const nowMs = ctx.clock.now().getTime();
  return {
    reference: order.reference,
    lines: lines.map((line, index): TWaiverLine => {
      const waiver = waivers.get(line.productId);
      const signers = signersOf(line, index, waiver, acceptances);
      const departureMs = slotStartMs(line.date, line.start);
      return {
        line: index,
        productId: line.productId,
        title: line.title,
        date: line.date,
        start: line.start,
        passengerCount: passengerCountOf(line),
        waiver: waiver
          ? { version: waiver.version, text: waiver.text, askedOf: waiver.asked_of, createdAt: waiver.created_at }
          : null,
        signers,
        departure: new Date(departureMs).toISOString(),
        isOpen: waiver !== undefined && order.status === 'confirmed' && nowMs < departureMs,
        isComplete: signers.every((signer) => !signer.isNeeded),
      };
    }),
  };
}

/**
 * The waiver state of a departure's bookings for the manifest (issue 36: "the manifest shows who has not"): per
 * order whose line on the departure asks a waiver, how many must accept the version in force and which passengers
 * (by number) have not yet. An order whose line asks none is absent.
 */
export async function waiversOnDeparture(
  ctx: TAppContext,
  orders: readonly { id: string; items: string }[],
  key: { productId: string; date: string; start: string },
): Promise<Map<string, TManifestWaiver>> {
  const waiver = (await listCurrentWaivers(ctx.db, [key.productId])).get(key.productId);
  if (!waiver || orders.length === 0) return new Map();
  const acceptances = await listWaiverAcceptances(
    ctx.db,
    orders.map((order) => order.id),
  );
  const byOrder = new Map<string, TWaiverAcceptanceRow[]>();
  for (const row of acceptances) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  const states = new Map<string, TManifestWaiver>();
  for (const order of orders) {
    const lines = storedLines(order);
    const index = lines.findIndex((line) => isLineOnDeparture(line, key));
    const line = lines[index];
    if (!line) continue;
    const signers = signersOf(line, index, waiver, byOrder.get(order.id) ?? []);
    states.set(order.id, {
      version: waiver.version,
      signers: signers.length,
      needed: signers.filter((signer) => signer.isNeeded).map((signer) => signer.number),
    });
  }
  return states;
}

async function shopperOrderOrFail(ctx: TAppContext, user: TAuthUser, reference: string): Promise<TWaiverOrder> {
  const order = await findOrderByReference(ctx.db, reference, user.id);
  if (!order) throw new AppError('NOT_FOUND', M.orderNotFound);
  return order;
}

/** users/viewWaivers: the waivers of one of the shopper's own orders. */
export async function viewWaivers(ctx: TAppContext, user: TAuthUser, reference: string) {
  return describeWaivers(ctx, await shopperOrderOrFail(ctx, user, reference));
}

function invalid(message: string, field: string): AppError {
  return new AppError('BAD_REQUEST', message, { refusal: 'waiver.invalid', field });
}

/**
 * users/acceptWaiver: the version the shopper read, for the passengers named, until the line departs. Every
 * passenger is checked before anything is written; a passenger who accepted this version already keeps the first
 * acceptance. `address` is the client's, as the server saw it.
 */
export async function acceptWaiver(
  ctx: TAppContext,
  user: TAuthUser,
  request: TAcceptWaiverRequest,
  address: string,
): Promise<TBookingWaiversData> {
  const order = await shopperOrderOrFail(ctx, user, request.reference);
  if (order.status !== 'confirmed') throw new AppError('CONFLICT', M.orderNotConfirmed);
  const line = storedLines(order)[request.line];
  if (!line) throw invalid(M.lineNotFound(request.line), 'line');
  const waiver = (await listCurrentWaivers(ctx.db, [line.productId])).get(line.productId);
  if (!waiver) throw invalid(M.noWaiver(line.title), 'line');
  const now = ctx.clock.now();
  if (now.getTime() >= slotStartMs(line.date, line.start)) {
    throw new AppError('CONFLICT', M.departed(line.title), { refusal: 'waiver.departed', field: 'line' });
  }
  if (request.version !== waiver.version) {
    throw new AppError('CONFLICT', M.changed(line.title, waiver.version), {
      refusal: 'waiver.changed',
      field: 'version',
    });
  }
  const count = passengerCountOf(line);
  const signers = new Set(signerNumbers(waiver.asked_of, count));
  const seen = new Set<number>();
  for (const [i, passenger] of request.passengers.entries()) {
    const field = `passengers.${i}.number`;
    if (passenger.number > count) throw invalid(M.passengerNotFound(passenger.number, count), field);
    if (!signers.has(passenger.number)) throw invalid(M.leadOnly(line.title), field);
    if (seen.has(passenger.number)) throw invalid(M.passengerTwice(passenger.number), field);
    seen.add(passenger.number);
  }
  const acceptedAt = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    for (const passenger of request.passengers) {
      await insertWaiverAcceptance(trx, {
        order_id: order.id,
        line_index: request.line,
        passenger: passenger.number,
        product_id: line.productId,
        version: waiver.version,
        signed_name: passenger.name,
        accepted_at: acceptedAt,
        client_address: address,
        user_id: user.id,
      });
    }
  });
  return describeWaivers(ctx, order);
}

/** operator/viewBookingWaivers (bookings.read): any booking's waivers, for the order page and the manifest. */
export async function viewBookingWaivers(ctx: TAppContext, reference: string): Promise<TBookingWaiversData> {
  const order = await findOrderByReference(ctx.db, reference);
  if (!order) throw new AppError('NOT_FOUND', M.orderNotFound);
  return describeWaivers(ctx, order);
}

async function productWaiverOf(ctx: TAppContext['db'], productId: string): Promise<TProductWaiverData> {
  const [versions, current] = await Promise.all([
    listWaiverVersions(ctx, productId),
    findCurrentWaiverVersion(ctx, productId),
  ]);
  const shown = versions.map(versionOf);
  return { productId, current: shown.find((each) => each.version === current) ?? null, versions: shown };
}

/** operator/getProductWaiver (catalogue.read). */
export async function getProductWaiver(ctx: TAppContext, id: string): Promise<TProductWaiverData> {
  if (!(await productExists(ctx.db, id))) throw new AppError('NOT_FOUND', M.productNotFound);
  return productWaiverOf(ctx.db, id);
}

/**
 * operator/saveProductWaiver (content.write): words or a choice different from the version in force make a new
 * version, audited; the same words and choice again change nothing (shoppers are not asked to accept them again);
 * null stops asking a waiver, the versions and their acceptances kept.
 */
export async function saveProductWaiver(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TSaveProductWaiverRequest,
): Promise<{ data: TProductWaiverData; message: string }> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await productExists(trx, request.id))) throw new AppError('NOT_FOUND', M.productNotFound);
    const before = await productWaiverOf(trx, request.id);
    const current = before.current;
    const { waiver } = request;
    if (waiver === null ? current === null : current?.text === waiver.text && current.askedOf === waiver.askedOf) {
      return { data: before, message: M.unchanged };
    }
    let version: number | null = null;
    if (waiver === null) await removeProductWaiver(trx, request.id);
    else {
      version = await insertWaiverVersion(trx, {
        product_id: request.id,
        text: waiver.text,
        asked_of: waiver.askedOf,
        created_at: now,
        operator_id: operator.id,
      });
    }
    // The words themselves are kept in their version: the audit names the versions and who accepts.
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'product.waiver',
      objectType: 'product',
      objectId: request.id,
      before: { waiverVersion: current?.version ?? null, askedOf: current?.askedOf ?? null },
      after: { waiverVersion: version, askedOf: waiver?.askedOf ?? null },
    });
    return { data: await productWaiverOf(trx, request.id), message: waiver === null ? M.removed : M.saved };
  });
}

/** The demo's waivers, each written as a first version unless its product has a waiver already. */
export async function seedProductWaivers(
  db: TAppContext['db'],
  waivers: Array<{ productId: string; text: string; askedOf: TWaiverAskedOf }>,
  now: string,
): Promise<void> {
  for (const { productId, text, askedOf } of waivers) {
    if (!(await productExists(db, productId)) || (await hasAnyWaiverVersion(db, productId))) continue;
    await insertWaiverVersion(db, {
      product_id: productId,
      text,
      asked_of: askedOf,
      created_at: now,
      operator_id: null,
    });
  }
}

/**
 * The waivers' part of a passenger's details (the name typed and the address it came from): erased with the rest by
 * the passengers' retention and a shopper's deletion (decision 098's erasers).
 */
export const WAIVER_DATA_ERASER = {
  table: 'waiver_acceptances',
  ordersWithData: listOrdersWithAcceptances,
  erase: deleteOrderAcceptances,
};
