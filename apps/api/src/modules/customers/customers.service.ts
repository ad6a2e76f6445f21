import { CUSTOMER_MESSAGES } from '@rihla/shared/messages/customers';
import {
  type TAddCustomerNoteRequest,
  type TCustomerDetail,
  type TCustomerExport,
  type TCustomerRow,
  type TDeleteCustomerDataRequest,
  ZSearchCustomersRequest,
} from '@rihla/shared/schemas/operator-customers';
import type { z } from 'zod';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry, insertDownloadEntry } from '../audit/index.js';
import { listUserOrders, storedLines } from '../booking/index.js';
import { orderMatchOf } from '../bookings-desk/index.js';
import { findLedgerAccount, listLedgerEntries } from '../ledger/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { erasePersonalData } from '../profile/index.js';
import {
  deleteCustomerNotes,
  findCustomer,
  insertCustomerNote,
  listCustomerNotes,
  listFavouritesOf,
  listMessagesTo,
  listNotificationsOf,
  searchCustomerRows,
} from './customers.repository.js';

/** A ledger has no end the export would cut: every entry of the customer's, however many. */
const EVERY_ENTRY = Number.MAX_SAFE_INTEGER;

const nameOf = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/** operator/searchCustomers: a page of customers, newest first, found as the bookings desk finds shoppers. */
export async function searchCustomers(
  ctx: TAppContext,
  input: z.input<typeof ZSearchCustomersRequest>,
): Promise<{ rows: TCustomerRow[]; hasNextPage: boolean }> {
  const request = ZSearchCustomersRequest.parse(input);
  const rows = await searchCustomerRows(ctx.db, {
    match: orderMatchOf(request.search),
    offset: request.page * request.pageSize,
    limit: request.pageSize + 1,
  });
  return {
    rows: rows.slice(0, request.pageSize).map((row) => ({
      id: row.id,
      name: nameOf(row),
      email: row.email,
      phone: row.phone_number,
      createdAt: row.created_at,
    })),
    hasNextPage: rows.length > request.pageSize,
  };
}

async function requireCustomer(db: TDb, userId: string) {
  const customer = await findCustomer(db, userId);
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  return customer;
}

async function notesOf(db: TDb, userId: string) {
  return (await listCustomerNotes(db, userId)).map((note) => ({
    id: note.id,
    text: note.text,
    createdAt: note.created_at,
    operatorName: note.operator_name,
  }));
}

/** operator/viewCustomer: contact details and notes (orders and the ledger come from their own desks' calls). */
export async function viewCustomer(ctx: TAppContext, userId: string): Promise<TCustomerDetail> {
  const customer = await requireCustomer(ctx.db, userId);
  return {
    id: customer.id,
    name: nameOf(customer),
    email: customer.email,
    phone: customer.phone_number,
    isPhoneVerified: customer.phone_verified_at !== null,
    country: customer.country,
    createdAt: customer.created_at,
    wantsReminders: customer.wants_reminders === 1,
    notes: await notesOf(ctx.db, userId),
  };
}

/**
 * operator/addCustomerNote, with its audit line. The line names the note, not its words: a note is personal data,
 * deleted with the customer's, and the audit log is never rewritten (decision 074).
 */
export async function addCustomerNote(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TAddCustomerNoteRequest,
): Promise<TCustomerDetail> {
  await requireCustomer(ctx.db, input.userId);
  const at = isoNow(ctx.clock);
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await insertCustomerNote(trx, { id, userId: input.userId, operatorId: by.id, text: input.text, at });
    await insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: 'customer.note',
      objectType: 'user',
      objectId: input.userId,
      before: null,
      after: { noteId: id, characters: input.text.length },
    });
  });
  return viewCustomer(ctx, input.userId);
}

/**
 * operator/exportCustomerData: what Rihla holds about the customer, as their own data (the profile, orders,
 * messages sent to them, the ledger, favourites, the operators' notes), recorded as a download of customers' data
 * (decision 061): `user.download` with the file's name.
 */
export async function exportCustomerData(
  ctx: TAppContext,
  by: TOperatorAuth,
  userId: string,
): Promise<{ fileName: string; data: TCustomerExport }> {
  const customer = await requireCustomer(ctx.db, userId);
  const exportedAt = isoNow(ctx.clock);
  const [orders, messages, notifications, account, entries, favourites, notes] = await Promise.all([
    listUserOrders(ctx.db, userId),
    listMessagesTo(ctx.db, { id: userId, email: customer.email, phone: customer.phone_number }),
    listNotificationsOf(ctx.db, userId),
    findLedgerAccount(ctx.db, userId),
    listLedgerEntries(ctx.db, userId, EVERY_ENTRY),
    listFavouritesOf(ctx.db, userId),
    notesOf(ctx.db, userId),
  ]);
  const data: TCustomerExport = {
    exportedAt,
    profile: {
      id: customer.id,
      firstName: customer.first_name,
      lastName: customer.last_name,
      email: customer.email,
      phone: customer.phone_number,
      country: customer.country,
      gender: customer.gender,
      dateOfBirth: customer.dob,
      wantsReminders: customer.wants_reminders === 1,
      phoneVerifiedAt: customer.phone_verified_at,
      createdAt: customer.created_at,
      updatedAt: customer.updated_at,
    },
    orders: orders.map((order) => ({
      reference: order.reference,
      status: order.status,
      createdAt: order.created_at,
      lines: storedLines(order).map((line) => ({
        title: line.title,
        date: line.date,
        time: line.time,
        // NOTE: lines stored before ticket types (decision 026) count adults only.
        tickets: { ...(line.tickets ?? { adult: line.adultCount }) },
      })),
      subtotalFils: order.subtotal_fils,
      discountFils: order.discount_fils,
      promoCode: order.promo_code,
      amountPaidFils: order.amount_paid_fils,
      pointsUsed: order.points_used,
      walletFils: order.wallet_fils,
      giftCardFils: order.gift_card_fils,
      refundedFils: order.refunded_fils,
      voucherCode: order.voucher_code,
    })),
    messages: messages.map((message) => ({
      topic: message.topic,
      channel: message.channel,
      recipient: message.recipient,
      orderReference: message.reference ?? null,
      status: message.status,
      createdAt: message.created_at,
      sentAt: message.sent_at,
    })),
    notifications: notifications.map((row) => ({ message: row.message, createdAt: row.created_at })),
    ledger: {
      walletFils: account?.wallet_fils ?? 0,
      points: account?.points ?? 0,
      entries: entries.reverse().map((entry) => ({
        kind: entry.kind,
        amount: entry.amount,
        reason: entry.reason,
        orderReference: entry.reference ?? null,
        note: entry.note,
        createdAt: entry.created_at,
      })),
    },
    favourites: favourites.map((row) => ({ productId: row.product_id, title: row.title, createdAt: row.created_at })),
    notes,
  };
  const fileName = `rihla-customer-${userId}-${exportedAt.slice(0, 10)}.json`;
  await insertDownloadEntry(ctx.db, {
    at: exportedAt,
    operatorId: by.id,
    objectType: 'user',
    objectId: userId,
    file: fileName,
  });
  return { fileName, data };
}

/**
 * operator/deleteCustomerData: the shopper's own account deletion (decision 010, erasePersonalData), asked for by
 * an owner on the customer's request, with the operators' notes about them deleted in the same transaction and an
 * audit line that keeps no personal data: the orders, balances and vouchers stay as the shopper's own deletion
 * leaves them.
 */
export async function deleteCustomerData(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TDeleteCustomerDataRequest,
): Promise<{ userId: string }> {
  await requireCustomer(ctx.db, input.userId);
  await erasePersonalData(ctx, input.userId, async (trx, now) => {
    const notesDeleted = await deleteCustomerNotes(trx, input.userId);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: by.id,
      action: 'customer.deletePersonalData',
      objectType: 'user',
      objectId: input.userId,
      before: null,
      after: { reason: input.reason, notesDeleted },
    });
  });
  return { userId: input.userId };
}
