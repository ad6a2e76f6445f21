import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { arePointsPending, filsOfPoints, type TLedgerKind } from '@rihla/shared/rules/ledger';
import { todayInDubai } from '@rihla/shared/rules/time';
import type {
  TAdjustLedgerRequest,
  TLedgerEntry,
  TSetLedgerBlockRequest,
  TShopperLedgerData,
  TViewWalletData,
} from '@rihla/shared/schemas/ledger';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId, newInviteCode } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import {
  countInvited,
  ensureLedgerAccount,
  findInviteCode,
  findLedgerAccount,
  findShopper,
  listLedgerEntries,
  listOrderPointsPostings,
  lockLedgerAccount,
  setInviteCodeIfNone,
  setLedgerBlock,
  type TNewLedgerEntry,
} from './ledger.repository.js';
import { LedgerRefusal, POINTS_BOOK, postToLedger, WALLET_BOOK } from './ledger-primitive.js';

/** Entries a shopper's page and the back office show: the newest first. */
const ENTRIES_SHOWN = 100;

/**
 * Posts one entry of a shopper's wallet or points in the caller's transaction, through the ledger primitive
 * (decisions 048, 068): appended once per event key, the balance moved in the same transaction and never below zero.
 * A second posting of the same event posts nothing and answers false; a posting that would take the balance below
 * zero throws LedgerRefusal, so the caller's transaction rolls back. `spend` marks the shopper's own use of value,
 * which an operator's block refuses; spending points never reaches the points still pending (decision 058).
 * `mayGoBelowZero` marks taking back points an order earned: always whole, the balance going below zero when they
 * were spent already (decision 058).
 */
export async function postEntry(
  trx: TDb,
  entry: TNewLedgerEntry,
  now: string,
  options: { spend?: boolean; mayGoBelowZero?: boolean } = {},
): Promise<boolean> {
  const isPointsSpend = options.spend === true && entry.kind === 'points';
  // Spending points reads the pending points under the account's lock, so an order confirmed meanwhile is counted.
  if (isPointsSpend) await lockLedgerAccount(trx, entry.userId, now);
  if (options.spend) {
    const account = await findLedgerAccount(trx, entry.userId);
    if (account?.blocked_at) throw new LedgerRefusal(LEDGER_MESSAGES.blocked);
  }
  const floor = options.mayGoBelowZero ? null : isPointsSpend ? await pendingPointsOf(trx, entry.userId, now) : 0;
  const { userId, amount, eventKey, ...rest } = entry;
  return postToLedger(
    trx,
    entry.kind === 'wallet' ? WALLET_BOOK : POINTS_BOOK,
    {
      ownerId: userId,
      amount,
      eventKey,
      columns: {
        user_id: userId,
        kind: rest.kind,
        reason: rest.reason,
        order_id: rest.orderId ?? null,
        operator_id: rest.operatorId ?? null,
        note: rest.note ?? '',
      },
    },
    now,
    { floor, notEnough: LEDGER_MESSAGES.notEnough(entry.kind) },
  );
}

/**
 * The points a shopper's orders earned whose trips have not run yet (decision 058): counted in the balance, not
 * spendable. An order cancelled before its trip gave them all back, so its postings add up to nothing.
 */
export async function pendingPointsOf(db: TDb, userId: string, now: string): Promise<number> {
  const today = todayInDubai(new Date(now));
  let pending = 0;
  for (const posting of await listOrderPointsPostings(db, userId)) {
    const dates = (JSON.parse(posting.items) as Array<{ date: string }>).map((line) => line.date);
    if (arePointsPending(dates, today)) pending += posting.amount;
  }
  return Math.max(0, pending);
}

/** The points a shopper may spend now: the balance less what is pending (below zero while points are owed). */
export async function spendablePointsOf(
  db: TDb,
  userId: string,
  balance: number | undefined,
  now: string,
): Promise<number> {
  if (balance === undefined) return 0;
  return balance - (await pendingPointsOf(db, userId, now));
}

function entryOf(row: Awaited<ReturnType<typeof listLedgerEntries>>[number]): TLedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    orderReference: row.reference ?? null,
    note: row.note,
    createdAt: row.created_at,
  };
}

async function balancesOf(db: TDb, userId: string, now: string) {
  const account = await findLedgerAccount(db, userId);
  const pendingPoints = account ? await pendingPointsOf(db, userId, now) : 0;
  const points = (account?.points ?? 0) - pendingPoints;
  return {
    walletFils: account?.wallet_fils ?? 0,
    points,
    pendingPoints,
    pointsValueFils: filsOfPoints(Math.max(0, points)),
    isBlocked: Boolean(account?.blocked_at),
    blockedReason: account?.blocked_reason ?? '',
  };
}

/** users/viewWallet. */
export async function viewWallet(ctx: TAppContext, userId: string): Promise<TViewWalletData> {
  const { blockedReason: _reason, ...balances } = await balancesOf(ctx.db, userId, isoNow(ctx.clock));
  const entries = await listLedgerEntries(ctx.db, userId, ENTRIES_SHOWN);
  const inviteCode = await inviteCodeOf(ctx, userId);
  const invited = await countInvited(ctx.db, userId);
  return {
    ...balances,
    entries: entries.map(entryOf),
    inviteCode,
    invitedCount: invited.invited,
    invitedBookedCount: invited.booked,
  };
}

/** A shopper's invite code, made now for an account older than invites (decision 049). */
async function inviteCodeOf(ctx: TAppContext, userId: string): Promise<string> {
  const existing = await findInviteCode(ctx.db, userId);
  if (existing) return existing;
  await setInviteCodeIfNone(ctx.db, userId, newInviteCode(), isoNow(ctx.clock));
  return (await findInviteCode(ctx.db, userId)) ?? '';
}

/** The back office asks about a shopper account that exists (a deleted one does not). */
async function requireShopper(ctx: TAppContext, userId: string) {
  const shopper = await findShopper(ctx.db, userId);
  if (!shopper) throw new AppError('NOT_FOUND', LEDGER_MESSAGES.shopperNotFound);
  return shopper;
}

/** operator/shopperLedger. */
export async function shopperLedger(ctx: TAppContext, userId: string): Promise<TShopperLedgerData> {
  const shopper = await requireShopper(ctx, userId);
  const entries = await listLedgerEntries(ctx.db, userId, ENTRIES_SHOWN);
  return {
    userId,
    shopper: {
      name: `${shopper.first_name} ${shopper.last_name}`.trim(),
      email: shopper.email,
      phone: shopper.phone_number,
    },
    ...(await balancesOf(ctx.db, userId, isoNow(ctx.clock))),
    entries: entries.map(entryOf),
  };
}

/** operator/adjustLedger: an entry of its own, with the operator and the reason, and an audit entry. */
export async function adjustLedger(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TAdjustLedgerRequest,
): Promise<TShopperLedgerData> {
  await requireShopper(ctx, request.userId);
  const now = isoNow(ctx.clock);
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await balanceOf(trx, request.userId, request.kind);
    await postEntry(
      trx,
      {
        userId: request.userId,
        kind: request.kind,
        amount: request.amount,
        reason: 'adjustment',
        operatorId: operator.id,
        note: request.reason,
        eventKey: `adjustment:${id}`,
      },
      now,
    );
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'ledger.adjust',
      objectType: 'user',
      objectId: request.userId,
      before: { kind: request.kind, balance: before },
      after: { kind: request.kind, balance: before + request.amount, amount: request.amount, reason: request.reason },
    });
  });
  return shopperLedger(ctx, request.userId);
}

async function balanceOf(trx: TDb, userId: string, kind: TLedgerKind): Promise<number> {
  const account = await findLedgerAccount(trx, userId);
  return (kind === 'wallet' ? account?.wallet_fils : account?.points) ?? 0;
}

/** operator/setLedgerBlock. */
export async function setBlock(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TSetLedgerBlockRequest,
): Promise<TShopperLedgerData> {
  await requireShopper(ctx, request.userId);
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await ensureLedgerAccount(trx, request.userId, now);
    const before = await findLedgerAccount(trx, request.userId);
    await setLedgerBlock(
      trx,
      request.userId,
      { at: request.isBlocked ? (before?.blocked_at ?? now) : null, reason: request.isBlocked ? request.reason : '' },
      now,
    );
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: request.isBlocked ? 'ledger.block' : 'ledger.unblock',
      objectType: 'user',
      objectId: request.userId,
      before: { isBlocked: Boolean(before?.blocked_at), reason: before?.blocked_reason ?? '' },
      after: { isBlocked: request.isBlocked, reason: request.reason },
    });
  });
  return shopperLedger(ctx, request.userId);
}
