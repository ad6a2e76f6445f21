// The tax invoice of a paid order (issue 18, decision 044), drawn with the voucher's type, banner and colours:
// the seller's name, address and TRN, the invoice's number and date, the buyer, one line per item with its
// VAT-inclusive amount and the VAT it contains, the totals, and how it was paid. Prices include the UAE's 5% VAT
// (decision 028); the VAT is of the whole price after discounts, whatever paid it (decision 080).

import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { supplyValueFils, supplyVatFils, type TPaymentParts, vatIncludedFils } from '@rihla/shared/rules/money';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { directedType } from '../../lib/pdf-type/directed-type.js';
import { PdfFile, type PdfPage } from '../../lib/pdf-type/pdf-file.js';
import { ShapedType, type TWeight } from '../../lib/pdf-type/shaped-type.js';
import type { TPricedLine } from '../booking/index.js';
import { A4, aed, drawBanner, MARGIN, PDF_COLOURS, paidByRows } from './voucher-pdf.js';
import { INVOICE_WORDS, lineWords, type TLineWords, VOUCHER_WORDS } from './voucher-words.js';

export interface TInvoiceData {
  /** The invoice number as printed: 'INV-000042'. */
  number: string;
  /** The Dubai date of the supply: the day the order was paid. */
  date: string;
  reference: string;
  buyerName: string;
  lines: TPricedLine[];
  subtotalFils: number;
  discountFils: number;
  /** What paid the supply; its whole value is the invoice's total, whatever paid it. */
  payment: TPaymentParts;
  /** What refunds took off the supply since, part by part (all zero when none did). */
  refunded: TPaymentParts;
  pointsUsed: number;
  /** Paid at a desk in cash rather than by card. */
  isCash: boolean;
  seller: TSeller;
  issuedAt: string;
  /** The order's language (decision 103): Arabic lays the invoice out right to left; English by default. */
  language?: TContentLanguage;
  /** Its lines' words in that language (with the trips' Arabic titles); lineWords(language) by default. */
  words?: TLineWords;
}

const { INK, MUTED, RULE } = PDF_COLOURS;
const BODY_BOTTOM = 70;
const LINE = 12;
const AMOUNT_WIDTH = 110;
const VAT_WIDTH = 80;

/** The invoice number as printed. */
export function invoiceNumberText(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}

export async function renderInvoicePdf(invoice: TInvoiceData): Promise<Uint8Array> {
  const language = invoice.language ?? 'en';
  const W = INVOICE_WORDS[language];
  const words = invoice.words ?? lineWords(language);
  const pdf = new PdfFile();
  pdf.setTitle(W.title(invoice.number));
  pdf.setAuthor(invoice.seller.legalName);
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const type = directedType(await ShapedType.of(), language);
  const [width, height] = A4;
  const right = width - MARGIN;
  let page: PdfPage = pdf.addPage(A4);
  drawBanner(page, type, invoice.seller.name, W.document);

  const text = (value: string, x: number, y: number, size = 10, weight: TWeight = 'regular', muted = false) =>
    type.draw(page, value, x, y, { size, weight, color: muted ? MUTED : INK });
  const rightText = (value: string, x: number, y: number, size = 10, weight: TWeight = 'regular') =>
    text(value, x - type.width(value, size, weight), y, size, weight);

  // The seller at the left, the invoice's particulars at the right.
  let y = height - 140;
  text(W.seller, MARGIN, y, 8, 'bold', true);
  y -= 16;
  text(invoice.seller.legalName, MARGIN, y, 12, 'bold');
  for (const line of type.wrap(invoice.seller.address, 10, 'regular', 260, 4)) {
    y -= 14;
    text(line, MARGIN, y);
  }
  y -= 14;
  text(W.trn(invoice.seller.trn), MARGIN, y, 10, 'bold');
  const particulars: Array<[string, string]> = [
    [W.number, invoice.number],
    [W.date, words.date(invoice.date)],
    [W.reference, invoice.reference],
  ];
  let py = height - 140;
  for (const [label, value] of particulars) {
    rightText(label.toUpperCase(), right - 130, py, 8, 'bold');
    rightText(value, right, py, 10, 'bold');
    py -= 18;
  }

  y -= 30;
  text(W.billTo, MARGIN, y, 8, 'bold', true);
  const buyer = language === 'en' ? invoice.buyerName : arabicHolder(invoice.buyerName);
  for (const line of type.wrap(buyer, 11, 'bold', 300, 3)) {
    y -= 15;
    text(line, MARGIN, y, 11, 'bold');
  }

  const descriptionWidth = width - MARGIN * 2 - AMOUNT_WIDTH - VAT_WIDTH - 12;
  const tableHeader = () => {
    y -= 30;
    text(W.description, MARGIN, y, 9, 'bold', true);
    rightText(W.vatColumn, right - AMOUNT_WIDTH, y, 9, 'bold');
    rightText(W.amountColumn, right, y, 9, 'bold');
    page.drawLine({ start: { x: MARGIN, y: y - 6 }, end: { x: right, y: y - 6 }, thickness: 0.8, color: RULE });
    y -= 22;
  };
  tableHeader();
  for (const item of invoice.lines) {
    const description = [
      ...type.wrap(words.title(item), 10, 'bold', descriptionWidth, 4),
      ...type.wrap(
        `${words.date(item.date)}${language === 'ar' ? '، ' : ', '}${words.departure(item)}`,
        9,
        'regular',
        descriptionWidth,
        3,
      ),
      ...type.wrap(words.tickets(item), 9, 'regular', descriptionWidth, 4),
    ];
    if (y - description.length * LINE < BODY_BOTTOM) {
      page = pdf.addPage(A4);
      y = height - MARGIN + 8;
      tableHeader();
    }
    rightText(aed(vatIncludedFils(item.totalFils)), right - AMOUNT_WIDTH, y, 10);
    rightText(aed(item.totalFils), right, y, 10, 'bold');
    for (const [index, line] of description.entries()) {
      text(line, MARGIN, y - index * LINE, index === 0 ? 10 : 9, index === 0 ? 'bold' : 'regular');
    }
    y -= description.length * LINE + 8;
    page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: right, y: y + 2 }, thickness: 0.5, color: RULE });
    y -= 12;
  }

  const totalFils = supplyValueFils(invoice.payment);
  const vatFils = supplyVatFils(invoice.payment);
  const totals: Array<[string, string, TWeight]> = [];
  if (invoice.discountFils > 0) {
    totals.push([W.subtotal, aed(invoice.subtotalFils), 'regular']);
    totals.push([W.discount, `- ${aed(invoice.discountFils)}`, 'regular']);
  }
  totals.push([W.taxable, aed(totalFils - vatFils), 'regular']);
  totals.push([W.vat, aed(vatFils), 'regular']);
  totals.push([W.total, aed(totalFils), 'bold']);
  // Then how the total was paid: points, a gift card and the wallet pay for the supply, they do not reduce it.
  const V = VOUCHER_WORDS[language];
  const paidBy = paidByRows(invoice.payment, invoice.pointsUsed, invoice.isCash ? V.cash : V.card, language);
  const paymentNote = W.paymentNote;
  // Then what refunds took off the supply since and the VAT they gave back: the VAT the order still owes is the
  // invoice's less theirs, as the reports count it (decision 091).
  const refundedFils = supplyValueFils(invoice.refunded);
  const refundVatFils = supplyVatFils(invoice.refunded);
  const refundRows: Array<[string, string]> =
    refundedFils > 0
      ? [
          [W.refunded, `- ${aed(refundedFils)}`],
          [W.vatRefunded, `- ${aed(refundVatFils)}`],
          [W.vatAfterRefunds, aed(vatFils - refundVatFils)],
        ]
      : [];
  const paidByHeight =
    30 + paidBy.length * 16 + (paidBy.length > 1 ? 16 : 0) + (refundRows.length > 0 ? 28 + refundRows.length * 16 : 0);
  if (y - totals.length * 18 - paidByHeight < BODY_BOTTOM) {
    page = pdf.addPage(A4);
    y = height - MARGIN;
  }
  for (const [label, value, weight] of totals) {
    rightText(label, right - 130, y, 10, weight);
    rightText(value, right, y, 11, weight);
    y -= 18;
  }
  y -= 12;
  rightText(W.paidBy, right - 130, y, 8, 'bold');
  y -= 16;
  for (const [label, fils] of paidBy) {
    rightText(label, right - 130, y, 10);
    rightText(aed(fils), right, y, 10);
    y -= 16;
  }
  if (paidBy.length > 1) {
    text(paymentNote, right - type.width(paymentNote, 8), y, 8, 'regular', true);
    y -= 16;
  }
  if (refundRows.length > 0) {
    y -= 12;
    rightText(W.refundedSince, right - 130, y, 8, 'bold');
    y -= 16;
    for (const [label, value] of refundRows) {
      rightText(label, right - 130, y, 10);
      rightText(value, right, y, 10);
      y -= 16;
    }
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    each.drawLine({ start: { x: MARGIN, y: 56 }, end: { x: right, y: 56 }, thickness: 0.5, color: RULE });
    const footer = W.footer(invoice.seller.legalName, invoice.seller.trn, index + 1, pages.length);
    const [line = ''] = type.wrap(footer, 8, 'regular', width - MARGIN * 2, 1);
    type.draw(each, line, MARGIN, 40, { size: 8, color: MUTED });
  }
  return pdf.save();
}

/** The buyer as holderName gives it, its English stand-ins ('Guest', 'Deleted account') in Arabic. */
function arabicHolder(name: string): string {
  if (name === VOUCHER_WORDS.en.guest) return VOUCHER_WORDS.ar.guest;
  return name === VOUCHER_WORDS.en.deletedAccount ? VOUCHER_WORDS.ar.deletedAccount : name;
}
