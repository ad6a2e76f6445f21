import { CODE_TTL_SECONDS } from '@rihla/shared/constants';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { refundedFilsOf, type TRefundPart } from '@rihla/shared/messages/refunds';
import { dubaiMomentInArabic } from '@rihla/shared/messages/shopper-ar';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import { dateInWords, dubaiMomentInWords, slotStartMs, todayInDubai } from '@rihla/shared/rules/time';
import { dubaiClock } from '@rihla/shared/schemas/operator-manifests';
import { CODE_FAILURE_LIMIT } from '@rihla/shared/schemas/operators';
import type { TShopSettings } from '@rihla/shared/schemas/shop';
import type { ReactElement } from 'react';
import type { TAppContext } from '../../context.js';
import type { TOutboxRow } from '../../db/tables/schema.js';
import { unseal } from '../../lib/sealing.js';
import { CODE_SEAL_PURPOSE, findUserOfOrder, findUsersOfOrders, type TPhoneCodePayload } from '../auth/index.js';
import {
  findOrderByCheckout,
  findOrderById,
  findOrdersByIds,
  isLineOnDeparture,
  orderValueFils,
  orderVatFils,
  refundPartsOf,
  storedLines,
  type TDepartureNotice,
  type TOrderWithPayment,
  type TPricedLine,
} from '../booking/index.js';
import { findGiftCardById } from '../gift-cards/index.js';
import { findOperatorById } from '../operators/index.js';
import type { TPaymentLinkPayload } from '../outbox/index.js';
import { detailsMissingOf, passengerDetailsLink, passengerFormTextsOf, travellersUrl } from '../passengers/index.js';
import { pickupOnDeparture, pickupsOfOrders } from '../pickups/index.js';
import { loadShop } from '../shop/index.js';
import {
  lineWordsOf,
  renderOrderVoucher,
  type TLineWords,
  type TVoucherReads,
  VOUCHER_LINK_TTL_MS,
  voucherDate,
  voucherUrl,
} from '../vouchers/index.js';
import { DepartureCancelledEmail } from './emails/departure-cancelled.js';
import { DepartureMessageEmail } from './emails/departure-message.js';
import { DepartureReminderEmail } from './emails/departure-reminder.js';
import { DetailsReminderEmail } from './emails/details-reminder.js';
import type { TEmailLine } from './emails/frame.js';
import { GiftCardIssuedEmail } from './emails/gift-card-issued.js';
import { OperatorCodesLockedEmail } from './emails/operator-codes-locked.js';
import { OrderCancelledEmail } from './emails/order-cancelled.js';
import { OrderConfirmedEmail } from './emails/order-confirmed.js';
import { OrderRefundedEmail } from './emails/order-refunded.js';
import { PassengerDetailsLinkEmail } from './emails/passenger-details-link.js';
import { PaymentLinkEmail } from './emails/payment-link.js';
import { PickupChosenEmail } from './emails/pickup-chosen.js';
import { emailPlainText, renderEmailHtml } from './emails/render-html.js';
import type { TMail } from './mailer.js';
import type { TSms } from './sms.js';
import { cancelWords, departureTexts, emailTexts, passengerJobTexts, refundLines, smsTexts } from './texts.js';

/** Why a queued message is not sent after all; recorded on its row. */
export class MessageSkipped extends Error {}

function aed(fils: number): string {
  return formatAedAmount(filsToAed(fils));
}

/** The Message-ID of an outbox row: the same on every attempt, so a receiver can drop a repeat. */
export function messageIdOf(row: Pick<TOutboxRow, 'id'>, publicUrl: string): string {
  return `<${row.id}@${new URL(publicUrl).hostname}>`;
}

/**
 * An order's stored lines, parsed once for all the messages a worker composes about it (its email, its text, their
 * batch's reads): keyed by the order row as it was read, so a row read afresh is parsed afresh. Read only here.
 */
const parsedLines = new WeakMap<{ items: string }, readonly TPricedLine[]>();

function linesOf(order: { items: string }): readonly TPricedLine[] {
  let lines = parsedLines.get(order);
  if (!lines) {
    lines = storedLines(order);
    parsedLines.set(order, lines);
  }
  return lines;
}

/** One booked line as an email shows it, in the words of the order's language. */
function emailLineOf(words: TLineWords, line: TPricedLine): TEmailLine {
  return { title: words.title(line), when: words.when(line), tickets: words.tickets(line) };
}

/**
 * What the messages of one order in a worker's batch share (decision 136): its travellers link, made for the first of
 * them (the email) and reused by the next (the text), as the batch's one read of the order is; and the batch's reads
 * for all its orders (TBatchReads). Keyed by the order as the batch read it, so an order read alone, or by the next
 * batch, is read and worded afresh.
 */
const sharedInBatch = new WeakMap<TOrderWithPayment, { details?: Promise<TDetailsLink>; batch: TBatchReads }>();

/**
 * What a batch reads once for all its orders, as its first message asks: their chosen pick-ups in each language its
 * confirmations ask (decision 136); their products' passenger forms, for the travellers links, and their lines' words
 * in each language (decision 138).
 */
interface TBatchReads {
  orderIds: string[];
  productIds: string[];
  read: Partial<Record<TContentLanguage, ReturnType<typeof pickupsOfOrders>>>;
  forms?: Promise<Map<string, string>>;
  /** Their lines' words in each language (Arabic reads their trips' Arabic titles). */
  words: Partial<Record<TContentLanguage, Promise<TLineWords>>>;
}

/**
 * Each line's pick-up once chosen (decision 095), in the order's language: for an order of a worker's batch, read with
 * the batch's other orders in one statement when the first of them asks (decision 136), else alone.
 */
async function chosenPickupsOf(ctx: TAppContext, order: TOrderWithPayment) {
  const language = languageOf(order);
  const batch = sharedInBatch.get(order)?.batch;
  if (!batch) return (await pickupsOfOrders(ctx.db, [order.id], language)).get(order.id) ?? [];
  batch.read[language] ??= pickupsOfOrders(ctx.db, batch.orderIds, language);
  return (await batch.read[language]).get(order.id) ?? [];
}

/** An order's travellers link and the deadline it gives, or null when no details are asked (passengerDetailsLink). */
type TDetailsLink = { url: string; deadline: string } | null;

/**
 * The words of an order's lines in its language (decision 103): Arabic names its trips by their Arabic titles, read
 * once for all the trips of a worker's batch (decision 138).
 */
function wordsOfOrder(ctx: TAppContext, order: TOrderWithPayment): Promise<TLineWords> {
  const language = languageOf(order);
  const batch = sharedInBatch.get(order)?.batch;
  if (!batch) return lineWordsOf(ctx.db, language, linesOf(order));
  batch.words[language] ??= lineWordsOf(
    ctx.db,
    language,
    batch.productIds.map((productId) => ({ productId })),
  );
  return batch.words[language];
}

/** The language an order was placed in (decision 103); English for anything else. */
function languageOf(row: { language?: string }): TContentLanguage {
  return row.language === 'ar' ? 'ar' : 'en';
}

/**
 * The travellers page's link and deadline of an order (decision 094), in its language: an Arabic order's link opens
 * the page in Arabic (/ar/..., decision 101).
 */
function detailsLinkOf(ctx: TAppContext, order: TOrderWithPayment): Promise<TDetailsLink> {
  const shared = sharedInBatch.get(order);
  if (!shared) return detailsLinkNow(ctx, order);
  shared.details ??= detailsLinkNow(ctx, order);
  return shared.details;
}

async function detailsLinkNow(ctx: TAppContext, order: TOrderWithPayment): Promise<TDetailsLink> {
  const batch = sharedInBatch.get(order)?.batch;
  if (batch) batch.forms ??= passengerFormTextsOf(ctx.db, batch.productIds);
  const forms = await batch?.forms;
  if (languageOf(order) === 'en') return passengerDetailsLink(ctx, order, dubaiMomentInWords, forms);
  const details = await passengerDetailsLink(ctx, order, dubaiMomentInArabic, forms);
  return details && { ...details, url: inArabicSite(ctx, details.url) };
}

/** A link to a page of the shop, at its Arabic address (/ar/..., decision 101). */
function inArabicSite(ctx: TAppContext, url: string): string {
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  return url.startsWith(`${base}/`) ? `${base}/ar${url.slice(base.length)}` : url;
}

/** The language a message not tied to an order was asked in (in its payload, decision 103); English by default. */
function payloadLanguage(row: TOutboxRow): TContentLanguage {
  return languageOf(JSON.parse(row.payload) as { language?: string });
}

type THolder = NonNullable<Awaited<ReturnType<typeof findUserOfOrder>>>;

/** A claimed row's order and holder as its batch read them (readBatchOrders); rows read alone have none. */
const batchReads = new WeakMap<TOutboxRow, { order?: TOrderWithPayment; holder?: THolder }>();

/**
 * The orders a worker's claimed batch is about, and their holders, read in two queries for the whole batch instead of
 * two for each of its messages (decision 128); each message of the batch is then composed from them, as it is from the
 * shop the batch read (readShopForMessages). A batch is sent within a second or so of its reads.
 */
export async function readBatchOrders(ctx: TAppContext, rows: readonly TOutboxRow[]): Promise<void> {
  const orderIds = rows.flatMap((row) => (row.order_id ? [row.order_id] : []));
  if (orderIds.length === 0) return;
  const orders = await findOrdersByIds(ctx.db, orderIds);
  const holders = await findUsersOfOrders(
    ctx.db,
    [...orders.values()].map((order) => order.user_id),
  );
  const batch: TBatchReads = {
    orderIds: [...orders.keys()],
    productIds: [...new Set([...orders.values()].flatMap((order) => linesOf(order).map((line) => line.productId)))],
    read: {},
    words: {},
  };
  for (const order of orders.values()) sharedInBatch.set(order, { batch });
  for (const row of rows) {
    const order = row.order_id ? orders.get(row.order_id) : undefined;
    batchReads.set(row, { order, holder: order && holders.get(order.user_id) });
  }
}

/** The order a message is about and whom it greets; skipped when the order is not in `statuses` any more. */
async function orderAndHolder(ctx: TAppContext, row: TOutboxRow, statuses: readonly string[]) {
  const read = batchReads.get(row);
  const order = read ? read.order : row.order_id ? await findOrderById(ctx.db, row.order_id) : undefined;
  if (!order || !statuses.includes(order.status)) throw new MessageSkipped(`the order is no longer ${statuses[0]}`);
  const holder = read ? read.holder : await findUserOfOrder(ctx.db, order.user_id);
  if (!holder || holder.deleted_at) throw new MessageSkipped('the account was deleted');
  if (row.topic === 'departureReminder' && holder.wants_reminders !== 1) {
    throw new MessageSkipped('the shopper turned reminders off');
  }
  return { order, holder, firstName: holder.first_name };
}

async function mailOf(
  row: TOutboxRow,
  ctx: TAppContext,
  shop: TShopSettings,
  subject: string,
  element: ReactElement,
): Promise<TMail> {
  // React Email's HTML, without its web streams (decision 134).
  const html = await renderEmailHtml(element);
  const { from } = ctx.config.mail;
  return {
    // MAIL_FROM's address, under the shop's name unless MAIL_FROM names the sender itself (decision 071).
    from: { name: from.name ?? shop.name, address: from.address },
    to: row.recipient,
    subject,
    html,
    text: emailPlainText(html),
    messageId: messageIdOf(row, ctx.config.publicUrl),
  };
}

async function voucherAttachment(
  ctx: TAppContext,
  shop: TShopSettings,
  order: TOrderWithPayment,
  known: TVoucherReads,
) {
  const pdf = await renderOrderVoucher(ctx, order, shop, undefined, known);
  return {
    filename: `voucher-${order.reference}.pdf`,
    content: Buffer.from(pdf),
    contentType: 'application/pdf',
  };
}

/** The booking confirmation of an order that is still confirmed, with its voucher PDF attached. */
async function orderConfirmedMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { order, holder, firstName } = await orderAndHolder(ctx, row, ['confirmed']);
  const payload = JSON.parse(row.payload) as { isResend?: boolean; isChange?: boolean };
  const words = await wordsOfOrder(ctx, order);
  // Each line's pick-up once chosen (decision 095): a resent or changed booking's confirmation says where and when.
  const chosen = await chosenPickupsOf(ctx, order);
  const pickups = new Map(chosen.map((pickup) => [pickup.line, words.pickup(pickup)]));
  const element = OrderConfirmedEmail({
    language: words.language,
    firstName,
    reference: order.reference,
    items: linesOf(order).map((line, index) => ({ ...emailLineOf(words, line), pickup: pickups.get(index) })),
    // The whole price and the VAT it contains, whatever paid it (decision 049), as the voucher states them.
    amountPaid: aed(orderValueFils(order)),
    vat: aed(orderVatFils(order)),
    voucherUrl: voucherUrl(ctx.config, order.id, ctx.clock.now()),
    isResend: payload.isResend === true,
    isChange: payload.isChange === true,
    seller: shop,
    details: await detailsLinkOf(ctx, order),
  });
  const T = emailTexts(words.language);
  const subject = (payload.isChange ? T.orderChangedSubject : T.orderConfirmedSubject)(order.reference);
  const mail = await mailOf(row, ctx, shop, subject, element);
  // The voucher is of the same order, holder, pick-ups and words: not read again (decisions 128 and 138).
  return { ...mail, attachments: [await voucherAttachment(ctx, shop, order, { holder, pickups: chosen, words })] };
}

/** A cancellation and where each part of its refund went, as the order records them (decision 063). */
async function orderCancelledMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { order, firstName } = await orderAndHolder(ctx, row, ['cancelled', 'refunded']);
  const parts = cancelledParts(order, row);
  const words = await wordsOfOrder(ctx, order);
  const element = OrderCancelledEmail({
    language: words.language,
    firstName,
    reference: order.reference,
    items: linesOf(order).map((line) => emailLineOf(words, line)),
    refundFils: refundedFilsOf(parts),
    refundLines: refundLines(words.language, parts),
    seller: shop,
  });
  return mailOf(row, ctx, shop, emailTexts(words.language).orderCancelledSubject(order.reference), element);
}

interface TRefundedPayload {
  refundFils: number;
  paidFils: number;
  /** Where each part of this refund went; older messages have none (the order's record is read then). */
  parts?: TRefundPart[];
  tickets?: { cancelled: number; of: number };
}

/**
 * Where each part of a cancellation's own refund went, as queued with it (not what refunds that kept the order gave
 * back before it); a message queued before the parts were carried reads the order's record (decision 063).
 */
function cancelledParts(order: TOrderWithPayment, row: TOutboxRow): TRefundPart[] {
  return (JSON.parse(row.payload) as Partial<TRefundedPayload>).parts ?? refundPartsOf(order);
}

/** What a refund that kept the booking did, in the shopper's words (decision 062). */
function refundedSummary(payload: TRefundedPayload, language: TContentLanguage = 'en'): string {
  const words = cancelWords(language);
  return [
    ...(payload.tickets ? [words.ticketsCancelled(payload.tickets.cancelled, payload.tickets.of)] : []),
    ...(payload.refundFils > 0 ? [words.partRefunded(payload.refundFils, payload.paidFils)] : []),
  ].join(language === 'ar' ? '، ' : ', ');
}

/** A refund that kept the booking, or some of its tickets cancelled, while the booking stands. */
async function orderRefundedMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { order, firstName } = await orderAndHolder(ctx, row, ['confirmed']);
  const payload = JSON.parse(row.payload) as TRefundedPayload;
  const words = await wordsOfOrder(ctx, order);
  const summary = refundedSummary(payload, words.language);
  const element = OrderRefundedEmail({
    language: words.language,
    firstName,
    reference: order.reference,
    summary,
    items: linesOf(order).map((line) => emailLineOf(words, line)),
    refundFils: payload.refundFils,
    refundLines: refundLines(words.language, payload.parts ?? []),
    seller: shop,
  });
  const subject = emailTexts(words.language).orderRefundedSubject(order.reference, summary);
  return mailOf(row, ctx, shop, subject, element);
}

/** A departure the shop cancelled (decision 073), as queued with its cancellation. */
interface TDepartureCancelledPayload {
  refundFils: number;
  parts?: TRefundPart[];
  notice: TDepartureNotice;
  isWholeOrder: boolean;
}

/** When a departure runs, in the words of every message: 'Sat 5 Dec 2026, 9:00 AM - 5:00 PM' (its 12-hour label). */
function departureWhen(departure: { date: string; time: string }, words: TLineWords): string {
  if (words.language === 'en') return `${voucherDate(departure.date)}, ${departure.time}`;
  return `${words.date(departure.date)}، ${departure.time.replace(/\bAM\b/g, 'ص').replace(/\bPM\b/g, 'م')}`;
}

/** A departure the shop cancelled: whatever the order became since, it is told as it happened. */
async function departureCancelled(ctx: TAppContext, row: TOutboxRow) {
  const held = await orderAndHolder(ctx, row, ['cancelled', 'refunded', 'confirmed']);
  const payload = JSON.parse(row.payload) as TDepartureCancelledPayload;
  const words = await wordsOfOrder(ctx, held.order);
  const { notice } = payload;
  // Its tickets in the order's language from the line the order still lists; as queued (English) otherwise.
  const line = linesOf(held.order).find((candidate) => isLineOnDeparture(candidate, notice));
  return {
    ...held,
    payload,
    words,
    title: words.title(notice),
    when: departureWhen(notice, words),
    tickets: line && words.language !== 'en' ? words.tickets(line) : notice.tickets,
  };
}

async function departureCancelledMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { order, firstName, payload, words, title, when, tickets } = await departureCancelled(ctx, row);
  const { notice } = payload;
  const element = DepartureCancelledEmail({
    language: words.language,
    firstName,
    reference: order.reference,
    line: { title, when, tickets },
    reason: notice.reason,
    isWholeOrder: payload.isWholeOrder,
    refundFils: payload.refundFils,
    refundLines: refundLines(words.language, payload.parts ?? []),
    seller: shop,
  });
  return mailOf(row, ctx, shop, departureTexts(words.language).cancelledSubject(title, when), element);
}

/** An operator's message to a departure's passengers (decision 073), while the booking stands. */
interface TDepartureMessagePayload {
  text: string;
  title: string;
  date: string;
  time: string;
}

async function departureMessage(ctx: TAppContext, row: TOutboxRow) {
  const held = await orderAndHolder(ctx, row, ['confirmed']);
  const payload = JSON.parse(row.payload) as TDepartureMessagePayload;
  const words = await wordsOfOrder(ctx, held.order);
  const line = linesOf(held.order).find((candidate) => candidate.title === payload.title);
  const title = line ? words.title(line) : payload.title;
  return { ...held, payload, words, title, when: departureWhen(payload, words) };
}

async function departureMessageMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { order, firstName, payload, words, title, when } = await departureMessage(ctx, row);
  const element = DepartureMessageEmail({
    language: words.language,
    firstName,
    reference: order.reference,
    title,
    when,
    text: payload.text,
    seller: shop,
  });
  return mailOf(row, ctx, shop, departureTexts(words.language).messageSubject(title, when), element);
}

/** The departure a reminder is about, while the order still has it and it has not left. */
function reminderLine(ctx: TAppContext, order: TOrderWithPayment, row: TOutboxRow): TPricedLine {
  const departure = JSON.parse(row.payload) as { productId: string; date: string; start: string };
  const line = linesOf(order).find((candidate) => isLineOnDeparture(candidate, departure));
  if (!line) throw new MessageSkipped('the order no longer has this departure');
  if (slotStartMs(line.date, line.start) <= ctx.clock.now().getTime()) {
    throw new MessageSkipped('the departure has left');
  }
  return line;
}

/**
 * Where to be for a departure: the pick-up chosen for it (decision 095: 'Pick-up 07:15 at …'), else the product's
 * meeting point or pick-up window.
 */
async function whereToBeOf(
  ctx: TAppContext,
  order: TOrderWithPayment,
  line: TPricedLine,
  words: TLineWords,
): Promise<string | null> {
  const pickup = pickupOnDeparture(
    order,
    (await pickupsOfOrders(ctx.db, [order.id], languageOf(order))).get(order.id),
    line,
  );
  return pickup ? words.pickup(pickup) : words.whereToBe(line.whereToBe, line.start);
}

/** The reminder of one departure the order still has, before it leaves. */
async function departureReminderMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { order, firstName } = await orderAndHolder(ctx, row, ['confirmed']);
  const line = reminderLine(ctx, order, row);
  const words = await wordsOfOrder(ctx, order);
  const element = DepartureReminderEmail({
    language: words.language,
    firstName,
    reference: order.reference,
    line: emailLineOf(words, line),
    whereToBe: await whereToBeOf(ctx, order, line, words),
    voucherUrl: voucherUrl(ctx.config, order.id, ctx.clock.now()),
    seller: shop,
  });
  return mailOf(row, ctx, shop, emailTexts(words.language).reminderSubject(words.title(line)), element);
}

/** A bought gift card (decision 049), sent while it is still active; its buyer is greeted by name. */
async function giftCardAndBuyer(ctx: TAppContext, row: TOutboxRow) {
  const { giftCardId } = JSON.parse(row.payload) as { giftCardId?: string };
  const card = giftCardId ? await findGiftCardById(ctx.db, giftCardId) : undefined;
  if (!card?.bought_by_user_id) throw new MessageSkipped('the gift card is gone');
  if (card.status !== 'active') throw new MessageSkipped('the gift card was voided');
  const buyer = await findUserOfOrder(ctx.db, card.bought_by_user_id);
  if (!buyer || buyer.deleted_at) throw new MessageSkipped('the account was deleted');
  // The last Dubai day it can be used: the expiry is the instant it stops.
  const language = payloadLanguage(row);
  const lastDay = todayInDubai(new Date(Date.parse(card.expires_at) - 1));
  const validUntil = (await lineWordsOf(ctx.db, language, [])).date(lastDay);
  return { card, firstName: buyer.first_name, validUntil, language };
}

async function giftCardMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { card, firstName, validUntil, language } = await giftCardAndBuyer(ctx, row);
  const element = GiftCardIssuedEmail({
    language,
    firstName,
    recipientName: card.recipient_name,
    code: card.code,
    amountFils: card.initial_fils,
    validUntil,
    message: card.message,
    seller: shop,
  });
  return mailOf(row, ctx, shop, emailTexts(language).giftCardSubject(shop.name, card.initial_fils), element);
}

/** An operator's authenticator codes were locked (decision 061): to them, and to each owner. */
async function operatorCodesLockedMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const payload = JSON.parse(row.payload) as { operatorId?: string; recipientName?: string; failures?: number };
  const operator = payload.operatorId ? await findOperatorById(ctx.db, payload.operatorId) : undefined;
  if (!operator) throw new MessageSkipped('the operator is gone');
  const element = OperatorCodesLockedEmail({
    recipientName: payload.recipientName ?? '',
    operatorName: operator.name,
    operatorEmail: operator.email,
    isSelf: row.recipient === operator.email,
    failures: payload.failures ?? CODE_FAILURE_LIMIT,
  });
  return mailOf(row, ctx, shop, EMAIL_MESSAGES.codesLockedSubject(shop.name), element);
}

/**
 * A text's voucher link works until the day after the order's last departure (at least a day): a text is read
 * later than an email, often at the pier.
 */
function textVoucherUrl(ctx: TAppContext, order: TOrderWithPayment): string {
  const now = ctx.clock.now().getTime();
  const lastEnd = Math.max(...linesOf(order).map((line) => slotStartMs(line.date, line.end)));
  const ttlMs = Math.max(VOUCHER_LINK_TTL_MS, lastEnd + VOUCHER_LINK_TTL_MS - now);
  return voucherUrl(ctx.config, order.id, ctx.clock.now(), ttlMs);
}

/**
 * A phone booking's payment link (decision 075), while it can still be paid: not once the booking has its order
 * (paid by link or in cash) nor once its seats are no longer held (the desk books again and sends a new link).
 */
async function paymentLinkOf(ctx: TAppContext, row: TOutboxRow) {
  const payload = JSON.parse(row.payload) as TPaymentLinkPayload;
  if (await findOrderByCheckout(ctx.db, payload.checkoutId)) throw new MessageSkipped('the booking is paid already');
  if (Date.parse(payload.holdExpiresAt) <= ctx.clock.now().getTime()) {
    throw new MessageSkipped('the seats were no longer held');
  }
  const expires = new Date(payload.holdExpiresAt);
  // A phone booking is English unless the desk says otherwise (decision 103): its payload may name a language.
  const language = payloadLanguage(row);
  const until =
    language === 'ar'
      ? dubaiMomentInArabic(expires.getTime())
      : `${dubaiClock(payload.holdExpiresAt)} on ${dateInWords(todayInDubai(expires))}`;
  return { ...payload, until, language };
}

async function paymentLinkMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const link = await paymentLinkOf(ctx, row);
  const element = PaymentLinkEmail({ ...link, seller: shop });
  return mailOf(row, ctx, shop, emailTexts(link.language).paymentLinkSubject(link.trip), element);
}

/** The travellers page of a confirmed order, while its details may still be given (decision 094). */
async function passengerDetailsOf(ctx: TAppContext, row: TOutboxRow) {
  const { order, firstName } = await orderAndHolder(ctx, row, ['confirmed']);
  const details = await detailsLinkOf(ctx, order);
  if (!details) throw new MessageSkipped('the details are no longer asked, or their deadline has passed');
  return { order, firstName, details, language: languageOf(order) };
}

async function passengerDetailsLinkMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { order, firstName, details, language } = await passengerDetailsOf(ctx, row);
  const element = PassengerDetailsLinkEmail({ language, firstName, reference: order.reference, details, seller: shop });
  return mailOf(row, ctx, shop, emailTexts(language).detailsLinkSubject(order.reference), element);
}

/**
 * Passengers' details still missing (decision 098): what is missing and by when as it is now, when it goes; skipped
 * once every detail is given, the deadline has passed or the order is no longer confirmed.
 */
async function detailsReminderOf(ctx: TAppContext, row: TOutboxRow) {
  const { order, firstName } = await orderAndHolder(ctx, row, ['confirmed']);
  const missing = await detailsMissingOf(ctx, order);
  if (!missing) throw new MessageSkipped('the details are given, or their deadline has passed');
  const language = languageOf(order);
  const deadlineMs = Date.parse(missing.deadline);
  return {
    order,
    firstName,
    language,
    missingGuests: missing.missingGuests,
    deadline: language === 'ar' ? dubaiMomentInArabic(deadlineMs) : dubaiMomentInWords(deadlineMs),
    link:
      language === 'ar' ? inArabicSite(ctx, travellersUrl(ctx, order.reference)) : travellersUrl(ctx, order.reference),
  };
}

async function detailsReminderMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const reminder = await detailsReminderOf(ctx, row);
  const element = DetailsReminderEmail({ ...reminder, reference: reminder.order.reference, seller: shop });
  const subject = passengerJobTexts(reminder.language).reminderSubject(reminder.order.reference);
  return mailOf(row, ctx, shop, subject, element);
}

/**
 * A pick-up chosen or changed (decision 095, amended), as it stands when the message goes: skipped once a later choice
 * replaced it (that one has its own message), or once the trip has left.
 */
async function pickupChosenOf(ctx: TAppContext, row: TOutboxRow) {
  const { order, firstName } = await orderAndHolder(ctx, row, ['confirmed']);
  const payload = JSON.parse(row.payload) as { line: number; pointId: string; at: string };
  const line = linesOf(order)[payload.line];
  const pickup = ((await pickupsOfOrders(ctx.db, [order.id], languageOf(order))).get(order.id) ?? []).find(
    (each) => each.line === payload.line,
  );
  if (!line || !pickup) throw new MessageSkipped('the pick-up is no longer chosen');
  if (pickup.pointId !== payload.pointId || pickup.at !== payload.at) {
    throw new MessageSkipped('a later choice replaced this pick-up');
  }
  if (Date.parse(pickup.at) <= ctx.clock.now().getTime()) throw new MessageSkipped('the pick-up time has passed');
  return { order, firstName, line, pickup, words: await wordsOfOrder(ctx, order) };
}

async function pickupChosenMail(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TMail> {
  const { order, firstName, line, pickup, words } = await pickupChosenOf(ctx, row);
  const element = PickupChosenEmail({
    language: words.language,
    firstName,
    reference: order.reference,
    title: words.title(line),
    when: words.date(pickup.date),
    pickup: words.pickup(pickup),
    address: pickup.address,
    travellersUrl:
      words.language === 'ar'
        ? inArabicSite(ctx, travellersUrl(ctx, order.reference))
        : travellersUrl(ctx, order.reference),
    seller: shop,
  });
  return mailOf(row, ctx, shop, emailTexts(words.language).pickupSubject(order.reference), element);
}

/** The text of one outbox row: the same facts as its email, in a line or two, in the order's language. */
async function smsBody(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<string> {
  const shopName = shop.name;
  switch (row.topic) {
    case 'orderConfirmed': {
      const { order } = await orderAndHolder(ctx, row, ['confirmed']);
      const words = await wordsOfOrder(ctx, order);
      const texts = smsTexts(words.language, shopName);
      const [first] = linesOf(order);
      const when = first ? words.when(first) : '';
      const isChange = (JSON.parse(row.payload) as { isChange?: boolean }).isChange === true;
      const text = isChange ? texts.orderChanged : texts.orderConfirmed;
      return text(order.reference, when, textVoucherUrl(ctx, order), await detailsLinkOf(ctx, order));
    }
    case 'orderCancelled': {
      const { order } = await orderAndHolder(ctx, row, ['cancelled', 'refunded']);
      return smsTexts(languageOf(order), shopName).orderCancelled(order.reference, cancelledParts(order, row));
    }
    case 'orderRefunded': {
      const { order } = await orderAndHolder(ctx, row, ['confirmed']);
      const payload = JSON.parse(row.payload) as TRefundedPayload;
      const language = languageOf(order);
      const summary = refundedSummary(payload, language);
      return smsTexts(language, shopName).orderRefunded(order.reference, summary, payload.parts ?? []);
    }
    case 'departureReminder': {
      const { order } = await orderAndHolder(ctx, row, ['confirmed']);
      const line = reminderLine(ctx, order, row);
      const words = await wordsOfOrder(ctx, order);
      const where = await whereToBeOf(ctx, order, line, words);
      const texts = smsTexts(words.language, shopName);
      return texts.departureReminder(words.title(line), words.when(line), where, textVoucherUrl(ctx, order));
    }
    case 'departureCancelled': {
      const { order, payload, words, title, when } = await departureCancelled(ctx, row);
      const { notice } = payload;
      return departureTexts(words.language).cancelledText(
        shopName,
        title,
        when,
        notice.reason,
        order.reference,
        payload.parts ?? [],
      );
    }
    case 'departureMessage': {
      const { payload, words, title, when } = await departureMessage(ctx, row);
      return departureTexts(words.language).messageText(shopName, title, when, payload.text);
    }
    case 'phoneCode':
      return phoneCodeText(ctx, smsTexts(payloadLanguage(row), shopName), row);
    case 'giftCardIssued': {
      const { card, validUntil, language } = await giftCardAndBuyer(ctx, row);
      return smsTexts(language, shopName).giftCard(card.initial_fils, card.code, validUntil);
    }
    case 'operatorCodeLocked':
      throw new MessageSkipped('a back office notice goes by email only');
    case 'passengerDetailsLink': {
      const { order, details, language } = await passengerDetailsOf(ctx, row);
      return smsTexts(language, shopName).passengerDetailsLink(order.reference, details);
    }
    case 'phonePaymentLink': {
      const link = await paymentLinkOf(ctx, row);
      return smsTexts(link.language, shopName).paymentLink(link.trip, link.amountFils, link.until, link.link);
    }
    case 'detailsReminder': {
      const reminder = await detailsReminderOf(ctx, row);
      return passengerJobTexts(reminder.language).reminderText(
        shopName,
        reminder.order.reference,
        reminder.missingGuests,
        reminder.deadline,
        reminder.link,
      );
    }
    case 'pickupChosen': {
      const { order, line, pickup, words } = await pickupChosenOf(ctx, row);
      const texts = smsTexts(words.language, shopName);
      return texts.pickupChosen(order.reference, words.title(line), words.date(pickup.date), words.pickup(pickup));
    }
  }
}

/** A one-time code's text, while the code is still good; or the note to a number that has an account. */
function phoneCodeText(ctx: TAppContext, texts: ReturnType<typeof smsTexts>, row: TOutboxRow): string {
  const payload = JSON.parse(row.payload) as TPhoneCodePayload;
  if (payload.kind === 'accountExists') return texts.accountExists(ctx.config.publicUrl);
  if (Date.parse(payload.expiresAt) <= ctx.clock.now().getTime()) {
    throw new MessageSkipped('the code expired before it could be sent');
  }
  const code = unseal(ctx.config.appSecret, CODE_SEAL_PURPOSE, payload.sealedCode);
  const host = new URL(ctx.config.publicUrl).hostname;
  return texts.phoneCode(payload.purpose, code, CODE_TTL_SECONDS / 60, host);
}

/**
 * The text of one outbox row, made when it is sent, from the shop as `shop` says (read once for a batch of
 * messages by the worker: readShopForMessages), or as the database says now.
 */
export async function composeSms(ctx: TAppContext, row: TOutboxRow, batchShop?: TShopSettings): Promise<TSms> {
  const shop = batchShop ?? (await readShopForMessages(ctx));
  if (row.channel === 'whatsapp') return composeWhatsApp(ctx, shop, row);
  const body = await smsBody(ctx, shop, row);
  return { to: row.recipient, body, messageId: row.id };
}

/**
 * A WhatsApp message (decision 078): only a phone booking's payment link goes this way. In the owner's approved
 * template when TWILIO_WHATSAPP_CONTENT_SID names one ({{1}} the customer's first name, {{2}} the trip, {{3}} the
 * amount, {{4}} the link, {{5}} until when it can be paid), else as the text's words.
 */
async function composeWhatsApp(ctx: TAppContext, shop: TShopSettings, row: TOutboxRow): Promise<TSms> {
  if (row.topic !== 'phonePaymentLink') throw new MessageSkipped('only a payment link goes by WhatsApp');
  const body = await smsBody(ctx, shop, row);
  const contentSid = ctx.config.sms.whatsapp?.contentSid;
  if (!contentSid) return { to: row.recipient, body, messageId: row.id, channel: 'whatsapp' };
  const link = await paymentLinkOf(ctx, row);
  const variables = {
    '1': link.firstName,
    '2': link.trip,
    '3': `AED ${formatAedAmount(filsToAed(link.amountFils))}`,
    '4': link.link,
    '5': link.until,
  };
  return { to: row.recipient, body, messageId: row.id, channel: 'whatsapp', template: { contentSid, variables } };
}

/**
 * The shop as its settings say when messages are composed: read from the database, uncached, since the messages
 * worker's process hears no cache notices (decision 071). The worker reads it once per claimed batch and hands it
 * to each message of the batch, so a save reaches the next batch (a second or so later).
 */
export async function readShopForMessages(ctx: TAppContext): Promise<TShopSettings> {
  return (await loadShop(ctx, ctx.db)).settings;
}

/**
 * The email of one outbox row, made when it is sent (so it says what is true then), from and about the shop as
 * `shop` says (read once for a batch: readShopForMessages), or as the database says now.
 */
export async function composeMail(ctx: TAppContext, row: TOutboxRow, batchShop?: TShopSettings): Promise<TMail> {
  if (row.topic === 'phoneCode') throw new MessageSkipped('a one-time code goes by text only');
  const shop = batchShop ?? (await readShopForMessages(ctx));
  switch (row.topic) {
    case 'orderConfirmed':
      return orderConfirmedMail(ctx, shop, row);
    case 'orderCancelled':
      return orderCancelledMail(ctx, shop, row);
    case 'orderRefunded':
      return orderRefundedMail(ctx, shop, row);
    case 'departureReminder':
      return departureReminderMail(ctx, shop, row);
    case 'departureCancelled':
      return departureCancelledMail(ctx, shop, row);
    case 'departureMessage':
      return departureMessageMail(ctx, shop, row);
    case 'giftCardIssued':
      return giftCardMail(ctx, shop, row);
    case 'operatorCodeLocked':
      return operatorCodesLockedMail(ctx, shop, row);
    case 'phonePaymentLink':
      return paymentLinkMail(ctx, shop, row);
    case 'passengerDetailsLink':
      return passengerDetailsLinkMail(ctx, shop, row);
    case 'detailsReminder':
      return detailsReminderMail(ctx, shop, row);
    case 'pickupChosen':
      return pickupChosenMail(ctx, shop, row);
  }
}
