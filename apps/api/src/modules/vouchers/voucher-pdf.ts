import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import {
  filsToAed,
  formatAedAmount,
  supplyValueFils,
  supplyVatFils,
  type TPaymentParts,
} from '@rihla/shared/rules/money';
import { lineTicketsText } from '@rihla/shared/rules/ticket-words';
import { dateInWords, todayInDubai } from '@rihla/shared/rules/time';
import { defaultShopSettings, type TSeller } from '@rihla/shared/schemas/shop';
import { directedType, type TPdfType } from '../../lib/pdf-type/directed-type.js';
import { PdfFile, type PdfPage, pdfNumber, rgb } from '../../lib/pdf-type/pdf-file.js';
import { ShapedType, type TWeight } from '../../lib/pdf-type/shaped-type.js';
import type { TPricedLine } from '../booking/index.js';
import { voucherQrCode } from './voucher-qr.js';
import { lineWords, type TLineWords, VOUCHER_WORDS } from './voucher-words.js';

export interface TVoucherData {
  reference: string;
  status: string;
  issuedTo: string;
  createdAt: string;
  lines: TPricedLine[];
  discountFils: number;
  /** The card's part (what was paid online). */
  amountPaidFils: number;
  /** What points, a gift card and the wallet paid (decision 049); absent or all 0 when the card paid it all. */
  balances?: { pointsUsed: number; pointsFils: number; giftCardFils: number; walletFils: number };
  voucherCode: string;
  /** Who sold the tours: named with its support contact on every page, its TRN next to the VAT. */
  seller: TSeller;
  /** Each line's pick-up once chosen, by line index (decision 095): 'Pick-up 07:15 at Hilton Dubai Jumeirah, Dubai Marina'. */
  pickups?: ReadonlyMap<number, string>;
  /** The order's language (decision 103): Arabic lays the voucher out right to left; English by default. */
  language?: TContentLanguage;
  /** Its lines' words in that language (with the trips' Arabic titles); lineWords(language) by default. */
  words?: TLineWords;
}

/** The voucher's words in one language, and its lines' facts. */
type TVoucherWords = (typeof VOUCHER_WORDS)[TContentLanguage] & { line: TLineWords };

function voucherWordsOf(voucher: TVoucherData): TVoucherWords {
  const language = voucher.language ?? 'en';
  return { ...VOUCHER_WORDS[language], line: voucher.words ?? lineWords(language) };
}

/** A voucher in both scripts, rendered once at start-up and thrown away (see warmVoucherRenderer). */
const WARM_UP_VOUCHER: TVoucherData = {
  reference: 'RH-WARMUP00',
  status: 'confirmed',
  issuedTo: 'Layla رحلة',
  createdAt: '2026-01-01T00:00:00.000Z',
  lines: [
    {
      productId: 'warm-up',
      module: 'picnic',
      title: 'Musandam رحلة 1',
      date: '2026-01-01',
      time: '9:00 AM - 5:00 PM',
      start: '09:00',
      end: '17:00',
      adultCount: 1,
      unitFils: 100,
      totalFils: 100,
      pictures: [],
      tourType: 'Individual',
      pricing: 'perPerson',
      tickets: { adult: 1, child: 0, infant: 0 },
      rows: [{ kind: 'adult', label: 'Adult', count: 1, unitFils: 100, totalFils: 100 }],
      seats: 1,
      cancellation: { refundable: true, tiers: [{ hoursBefore: 24, refundPercent: 100 }] },
      whereToBe: { kind: 'meetingPoint', place: 'Khasab رحلة', note: '' },
    },
  ],
  discountFils: 0,
  amountPaidFils: 100,
  voucherCode: 'warm-up',
  seller: defaultShopSettings(),
};

/**
 * Renders one voucher and drops it, so the fonts are read and parsed and the shaping and PDF code compiled before
 * a shopper asks: the first voucher of a process otherwise takes about 400 ms instead of under 10.
 */
export async function warmVoucherRenderer(): Promise<void> {
  await renderVoucherPdf(WARM_UP_VOUCHER);
}

const TEAL = rgb(0.06, 0.46, 0.43);
const INK = rgb(0.1, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.45);
const RULE = rgb(0.88, 0.9, 0.93);
const WHITE = rgb(1, 1, 1);
/** The voucher's colours, which the tax invoice shares (invoice-pdf.ts). */
export const PDF_COLOURS = { TEAL, INK, MUTED, RULE, WHITE } as const;

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
/** Nothing of the body is drawn below this line: the footer (voucher code, terms, page number) lives there. */
const BODY_BOTTOM = 92;
/** Baselines of one item's heading (title, date, departure) follow each other by TABLE_LINE. */
const TABLE_LINE = 13;
/** Baselines of an item's details (tickets, where to be, cancellation) follow each other by DETAIL_LINE. */
const DETAIL_LINE = 12;
/** The first detail's baseline sits this far below the heading's last one. */
const DETAIL_GAP = 16;
/** An item's rule sits this far below its last baseline, and the next item's first baseline RULE_GAP below it. */
const RULE_DROP = 10;
const RULE_GAP = 16;
const TOTAL_ROW = 20;
/**
 * Titles, times and details wrap in full. Only text longer than any real one is shortened, so that one item
 * always fits on a page (the longest a note may be, 500 characters, takes 7 lines; a 300-character title 7).
 */
const MAX_CELL_LINES = 12;
/** A detail's label column, and how many lines each detail may take before it is shortened. */
const DETAIL_LABEL_WIDTH = 78;
const DETAIL_MAX_LINES = { tickets: 4, whereToBe: 10, cancellation: 10 } as const;
/** Baselines of the VAT and TRN lines under the totals. */
const TAX_LINE = 13;

export function aed(fils: number): string {
  return `AED ${formatAedAmount(filsToAed(fils))}`;
}

/**
 * The voucher of one order as an A4 PDF: reference, items, amount paid and a QR code of the voucher code. The
 * items flow onto further pages, each repeating the table's header; every page has the footer, and a page
 * number when there is more than one (decision 022).
 */
export async function renderVoucherPdf(voucher: TVoucherData): Promise<Uint8Array> {
  const pdf = new PdfFile();
  pdf.setTitle(`${voucher.seller.name} voucher ${voucher.reference}`);
  pdf.setAuthor(voucher.seller.name);
  pdf.setCreationDate(new Date(voucher.createdAt));
  const W = voucherWordsOf(voucher);
  const type = directedType(await ShapedType.of(), voucher.language);
  const [width] = A4;
  const tableWidth = width - MARGIN * 2;

  let page = pdf.addPage(A4);
  let y = drawFirstPageHeader(page, type, voucher, W);
  const newPage = (): number => {
    page = pdf.addPage(A4);
    return drawNextPageHeader(page, type, voucher.seller.name, `${W.document} ${voucher.reference}`);
  };

  y = drawTableHeader(page, type, y, W);
  for (const [index, line] of voucher.lines.entries()) {
    const row = itemRow(type, line, voucher.pickups?.get(index), W);
    if (y - (row.height - RULE_GAP) < BODY_BOTTOM) {
      const top = newPage();
      y = drawTableHeader(page, type, top, W);
    }
    drawItemRow(page, type, row, y);
    y -= row.height;
  }

  const totals = totalRows(voucher, W);
  // Prices include VAT: the voucher states the VAT the price paid contains (by any means), and whose TRN it is
  // due under (none printed while the shop has none on record, decision 071).
  const taxLines = [
    W.vatIncluded(aed(supplyVatFils(paymentPartsOf(voucher)))),
    ...(voucher.seller.trn ? [W.trn(voucher.seller.trn)] : []),
  ];
  y -= TOTAL_ROW;
  if (y - (totals.length - 1) * TOTAL_ROW - taxLines.length * TAX_LINE < BODY_BOTTOM) {
    y = newPage() - TOTAL_ROW;
  }
  for (const [label, value, weight] of totals) {
    type.draw(page, label, width - MARGIN - 220, y, { size: 11, weight, color: INK });
    const valueX = width - MARGIN - type.width(value, 11, weight);
    type.draw(page, value, valueX, y, { size: 11, weight, color: INK });
    y -= TOTAL_ROW;
  }
  y += TOTAL_ROW - TAX_LINE - 2;
  for (const text of taxLines) {
    type.draw(page, text, width - MARGIN - type.width(text, 9), y, { size: 9, color: MUTED });
    y -= TAX_LINE;
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const pageLabel = pages.length > 1 ? W.page(index + 1, pages.length) : '';
    drawFooter(each, type, voucher, pageLabel, tableWidth, W);
  }
  return pdf.save();
}

/** What paid the voucher's order: the card's part and what the balances paid. */
function paymentPartsOf(voucher: TVoucherData): TPaymentParts {
  const { balances } = voucher;
  return {
    cardFils: voucher.amountPaidFils,
    pointsFils: balances?.pointsFils ?? 0,
    giftCardFils: balances?.giftCardFils ?? 0,
    walletFils: balances?.walletFils ?? 0,
  };
}

/**
 * How an order was paid, each part that paid anything, in the order receipts list them: points (with how many),
 * gift card, wallet, then the card's part (or the cash paid at a desk, `cardLabel`).
 */
export function paidByRows(
  parts: TPaymentParts,
  pointsUsed: number,
  cardLabel?: string,
  language: TContentLanguage = 'en',
): Array<[string, number]> {
  const W = VOUCHER_WORDS[language];
  const rows: Array<[string, number]> = [];
  if (parts.pointsFils > 0) rows.push([W.points(pointsUsed), parts.pointsFils]);
  if (parts.giftCardFils > 0) rows.push([W.giftCard, parts.giftCardFils]);
  if (parts.walletFils > 0) rows.push([W.wallet, parts.walletFils]);
  if (parts.cardFils > 0) rows.push([cardLabel ?? W.card, parts.cardFils]);
  return rows;
}

/**
 * The totals under the items: subtotal and discount when there is one, the total paid, and how it was paid
 * (Points, Gift card, Wallet, Card) when anything but the card paid part of it (decision 049).
 */
function totalRows(voucher: TVoucherData, W: TVoucherWords): Array<[string, string, TWeight]> {
  const totalFils = supplyValueFils(paymentPartsOf(voucher));
  const rows: Array<[string, string, TWeight]> = [];
  if (voucher.discountFils > 0) {
    rows.push([W.subtotal, aed(totalFils + voucher.discountFils), 'regular']);
    rows.push([W.discount, `- ${aed(voucher.discountFils)}`, 'regular']);
  }
  rows.push([W.totalPaid, aed(totalFils), 'bold']);
  if (totalFils === voucher.amountPaidFils) return rows;
  const parts = paymentPartsOf(voucher);
  for (const [label, fils] of paidByRows(parts, voucher.balances?.pointsUsed ?? 0, undefined, W.line.language)) {
    rows.push([label, aed(fils), 'regular']);
  }
  return rows;
}

/** The first page's banner, QR code and booking fields; returns where the items table starts. */
function drawFirstPageHeader(page: PdfPage, type: TPdfType, voucher: TVoucherData, W: TVoucherWords): number {
  const { width, height } = page.getSize();
  drawBanner(page, type, voucher.seller.name, W.document);

  const qrSize = 120;
  // At the end of the line the fields start from: the right in English, the left in Arabic.
  const qrX = W.line.language === 'ar' ? MARGIN : width - MARGIN - qrSize;
  drawQrCode(page, voucher.voucherCode, qrX, height - 110 - 24 - qrSize, qrSize);
  const caption = W.caption;
  const captionX = width - MARGIN - type.width(caption, 7.5);
  type.draw(page, caption, captionX, height - 266, { size: 7.5, color: MUTED });

  let y = height - 150;
  const field = (label: string, value: string) => {
    type.draw(page, label.toUpperCase(), MARGIN, y, { size: 8, weight: 'bold', color: MUTED });
    // The holder's name is printed whole (121 characters at most, four lines), as the guide checks it.
    for (const line of type.wrap(value, 13, 'bold', 300, Number.POSITIVE_INFINITY)) {
      y -= 16;
      type.draw(page, line, MARGIN, y, { size: 13, weight: 'bold', color: INK });
    }
    y -= 24;
  };
  field(W.reference, voucher.reference);
  field(W.issuedTo, issuedToIn(voucher.issuedTo, W));
  field(W.bookedOn, W.bookedOnValue(bookedOnIn(voucher.createdAt, W.line), W.status(voucher.status)));
  // The table starts below the QR code's caption too (before 2026-11-24 its band covered the caption).
  return Math.min(y - 6, height - 290);
}

/** The first page's teal banner with the shop's name and what the document is (a voucher, a tax invoice). */
export function drawBanner(page: PdfPage, type: TPdfType, brand: string, subtitle: string): void {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: TEAL });
  const [name = ''] = type.wrap(brand, 30, 'bold', width - MARGIN * 2, 1);
  type.draw(page, name, MARGIN, height - 62, { size: 30, weight: 'bold', color: WHITE });
  type.draw(page, subtitle, MARGIN, height - 86, { size: 13, color: rgb(0.85, 0.97, 0.95) });
}

/** A later page's slim banner; returns where its body starts. */
function drawNextPageHeader(page: PdfPage, type: TPdfType, brand: string, title: string): number {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 44, width, height: 44, color: TEAL });
  const titleX = width - MARGIN - type.width(title, 10);
  const [name = ''] = type.wrap(brand, 16, 'bold', titleX - MARGIN - 16, 1);
  type.draw(page, name, MARGIN, height - 28, { size: 16, weight: 'bold', color: WHITE });
  type.draw(page, title, titleX, height - 27, { size: 10, color: rgb(0.85, 0.97, 0.95) });
  return height - 80;
}

/** Whom a voucher or an invoice is for: a deleted account's orders keep no name, and say so. */
export function holderName(user: { first_name: string; last_name: string; deleted_at: string | null } | undefined) {
  if (!user) return 'Guest';
  return user.deleted_at ? 'Deleted account' : `${user.first_name} ${user.last_name}`;
}

/** The holder's name as holderName gives it, its English stand-ins ('Guest', 'Deleted account') in the language. */
function issuedToIn(name: string, W: TVoucherWords): string {
  if (name === VOUCHER_WORDS.en.guest) return W.guest;
  return name === VOUCHER_WORDS.en.deletedAccount ? W.deletedAccount : name;
}

/** The day an order was placed, in Dubai, in the voucher's language. */
function bookedOnIn(createdAt: string, words: TLineWords): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? createdAt : words.date(todayInDubai(instant));
}

/** The day an order was placed, in Dubai (its created_at is UTC): 'Sun 22 Nov 2026'. */
export function bookedOn(createdAt: string): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? createdAt : voucherDate(todayInDubai(instant));
}

function drawFooter(
  page: PdfPage,
  type: TPdfType,
  voucher: TVoucherData,
  pageLabel: string,
  width: number,
  W: TVoucherWords,
): void {
  page.drawLine({ start: { x: MARGIN, y: 80 }, end: { x: MARGIN + width, y: 80 }, thickness: 0.5, color: RULE });
  const labelWidth = pageLabel ? type.width(pageLabel, 8) : 0;
  const [code = ''] = type.wrap(W.voucherCode(voucher.voucherCode), 8, 'regular', width - labelWidth - 16, 1);
  type.draw(page, code, MARGIN, 64, { size: 8, color: MUTED });
  if (pageLabel) type.draw(page, pageLabel, MARGIN + width - labelWidth, 64, { size: 8, color: MUTED });
  const terms = W.terms;
  type.draw(page, terms, MARGIN, 50, { size: 8, color: MUTED });
  // On every page, so a guide holding any page of it can reach the operator.
  const { legalName, supportPhone, supportEmail } = voucher.seller;
  const seller = W.soldBy(legalName, supportPhone, supportEmail);
  for (const [index, line] of type.wrap(seller, 8, 'regular', width, 2).entries()) {
    type.draw(page, line, MARGIN, 36 - index * 11, { size: 8, color: MUTED });
  }
}

const TABLE_COLUMNS = [
  { label: 'activity', at: 0, width: 0.5 },
  { label: 'date', at: 0.51, width: 0.19 },
  { label: 'departure', at: 0.7, width: 0.3 },
].map((column) => ({
  label: column.label as 'activity' | 'date' | 'departure',
  at: column.at * (A4[0] - MARGIN * 2),
  width: column.width * (A4[0] - MARGIN * 2),
}));

/** The items table's header band; returns the baseline of its first row. */
function drawTableHeader(page: PdfPage, type: TPdfType, top: number, W: TVoucherWords): number {
  const width = page.getSize().width - MARGIN * 2;
  page.drawRectangle({ x: MARGIN, y: top - 8, width, height: 24, color: rgb(0.95, 0.97, 0.97) });
  for (const column of TABLE_COLUMNS) {
    type.draw(page, W[column.label], MARGIN + column.at + 6, top, { size: 9, weight: 'bold', color: MUTED });
  }
  return top - 30;
}

/** A YYYY-MM-DD date as a guide reads it at check-in: 'Tue 1 Dec 2026'. */
export function voucherDate(date: string): string {
  return dateInWords(date);
}

/**
 * Who a line is for, in the storefront's words (decision 091): each ticket type with its count ('2 adults, 1 child
 * (3-11 years), 1 infant (0-2 years)'), or a group's price label and its guests ('Private group (up to 20 guests),
 * 10 guests').
 */
export function ticketsText(line: Pick<TPricedLine, 'pricing' | 'rows' | 'tickets' | 'adultCount'>): string {
  return lineTicketsText({ pricing: line.pricing, guests: line.tickets.adult || line.adultCount, rows: line.rows });
}

interface TItemDetail {
  label: string;
  lines: string[];
  /** The first line's baseline, below the item's first baseline. */
  drop: number;
}

interface TItemRow {
  cells: string[][];
  details: TItemDetail[];
  price: string;
  /** From the item's first baseline to the next item's. */
  height: number;
}

/**
 * One item as a block: its title, date and departure in the table's columns, then under them, the width of the
 * table, who it is for (with the line's price), where to be and its cancellation terms, each wrapped.
 */
function itemRow(type: TPdfType, line: TPricedLine, pickup: string | undefined, W: TVoucherWords): TItemRow {
  const words = W.line;
  const values = [words.title(line), words.date(line.date), words.departure(line)];
  const cells = values.map((value, index) =>
    type.wrap(value, 10, index === 0 ? 'bold' : 'regular', (TABLE_COLUMNS[index]?.width ?? 0) - 10, MAX_CELL_LINES),
  );
  const headLines = Math.max(...cells.map((cell) => cell.length), 1);

  const price = aed(line.totalFils);
  const valueWidth = A4[0] - MARGIN * 2 - DETAIL_LABEL_WIDTH - 12;
  const priceWidth = type.width(price, 9.5, 'bold') + 16;
  const where = words.whereToBe(line.whereToBe, line.start);
  const note = line.whereToBe?.note.trim();
  const texts: Array<[string, string | null, number, number]> = [
    [W.tickets, words.tickets(line), valueWidth - priceWidth, DETAIL_MAX_LINES.tickets],
    [W.whereToBe, where && note ? `${where}. ${note}` : where, valueWidth, DETAIL_MAX_LINES.whereToBe],
    [W.pickup, pickup ?? null, valueWidth, 2],
    [W.cancellation, words.cancellation(line.cancellation), valueWidth, DETAIL_MAX_LINES.cancellation],
  ];
  const details: TItemDetail[] = [];
  let drop = (headLines - 1) * TABLE_LINE + DETAIL_GAP;
  for (const [label, text, width, maxLines] of texts) {
    if (text === null) continue;
    const lines = type.wrap(text, 9, 'regular', width, maxLines);
    details.push({ label, lines, drop });
    drop += lines.length * DETAIL_LINE + 2;
  }
  const lastBaseline = drop - DETAIL_LINE - 2;
  return { cells, details, price, height: lastBaseline + RULE_DROP + RULE_GAP };
}

/** One item from its first baseline y down to its rule, height - RULE_GAP below. */
function drawItemRow(page: PdfPage, type: TPdfType, row: TItemRow, y: number): void {
  const width = page.getSize().width - MARGIN * 2;
  for (const [index, cell] of row.cells.entries()) {
    const column = TABLE_COLUMNS[index];
    if (!column) continue;
    for (const [lineIndex, text] of cell.entries()) {
      type.draw(page, text, MARGIN + column.at + 6, y - lineIndex * TABLE_LINE, {
        size: 10,
        weight: index === 0 ? 'bold' : 'regular',
        color: INK,
      });
    }
  }
  for (const [index, detail] of row.details.entries()) {
    const baseline = y - detail.drop;
    type.draw(page, detail.label, MARGIN + 6, baseline, { size: 8, weight: 'bold', color: MUTED });
    for (const [lineIndex, text] of detail.lines.entries()) {
      const at = baseline - lineIndex * DETAIL_LINE;
      type.draw(page, text, MARGIN + 6 + DETAIL_LABEL_WIDTH, at, { size: 9, color: INK });
    }
    // The price stands at the right of the first detail, who the line is for.
    if (index === 0) {
      const priceX = MARGIN + width - 6 - type.width(row.price, 9.5, 'bold');
      type.draw(page, row.price, priceX, baseline, { size: 9.5, weight: 'bold', color: INK });
    }
  }
  const ruleY = y - (row.height - RULE_GAP);
  page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: MARGIN + width, y: ruleY }, thickness: 0.5, color: RULE });
}

/** Quiet zone around the QR code, in modules (the PNG version used one). */
const QR_MARGIN_MODULES = 1;

/**
 * The QR code as vector rectangles, one per horizontal run of dark modules: sharp at any zoom and much
 * cheaper than encoding, embedding and decoding a PNG (decision 013).
 */
function drawQrCode(page: PdfPage, text: string, x: number, y: number, size: number): void {
  const { modules } = voucherQrCode(text);
  const count = modules.size;
  const unit = size / (count + QR_MARGIN_MODULES * 2);
  // NOTE: drawn in the code's own units (decision 144): a matrix puts module (column, row) of the code at 1 x 1 in
  // those units, so each run of dark modules is `column row length 1 re` in whole numbers, instead of four points
  // of 16 digits each. The same squares; a third of the page's content stream and of its deflating. PDF's y axis
  // points up, and row 0 of the code is its top.
  const rectangles: string[] = [];
  for (let row = 0; row < count; row++) {
    const rowY = count - 1 - row;
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      rectangles.push(`${start} ${rowY} ${column - start} 1 re`);
    }
  }
  const origin = QR_MARGIN_MODULES * unit;
  page.push([
    'q',
    '1 1 1 rg',
    `${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(size)} ${pdfNumber(size)} re`,
    'f',
    '0 0 0 rg',
    ...(rectangles.length > 0
      ? [
          `${pdfNumber(unit)} 0 0 ${pdfNumber(unit)} ${pdfNumber(x + origin)} ${pdfNumber(y + origin)} cm`,
          ...rectangles,
        ]
      : []),
    'f',
    'Q',
  ]);
}
