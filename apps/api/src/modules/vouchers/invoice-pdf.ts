// The tax invoice of a paid order (issue 18, decision 044), drawn with the voucher's type, banner and colours:
// the seller's name, address and TRN, the invoice's number and date, the buyer, one line per item with its
// VAT-inclusive amount and the VAT it contains, the totals, and how it was paid. Prices include the UAE's 5% VAT
// (decision 028); the VAT is of the whole price after discounts, whatever paid it (decision 080).

import { departureLabel } from '@rihla/shared/rules/departures';
import {
  supplyValueFils,
  supplyVatFils,
  type TPaymentParts,
  VAT_RATE_PERCENT,
  vatIncludedFils,
} from '@rihla/shared/rules/money';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { TPricedLine } from '../booking/index.js';
import { type TWeight, VoucherType } from './voucher-fonts.js';
import { A4, aed, drawBanner, MARGIN, PDF_COLOURS, paidByRows, ticketsText, voucherDate } from './voucher-pdf.js';

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
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax invoice ${invoice.number}`);
  pdf.setAuthor(invoice.seller.legalName);
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const type = await VoucherType.of(pdf);
  const [width, height] = A4;
  const right = width - MARGIN;
  let page: PDFPage = pdf.addPage(A4);
  await drawBanner(page, type, invoice.seller.name, 'Tax invoice');

  const text = (value: string, x: number, y: number, size = 10, weight: TWeight = 'regular', muted = false) =>
    type.draw(page, value, x, y, { size, weight, color: muted ? MUTED : INK });
  const rightText = (value: string, x: number, y: number, size = 10, weight: TWeight = 'regular') =>
    text(value, x - type.width(value, size, weight), y, size, weight);

  // The seller at the left, the invoice's particulars at the right.
  let y = height - 140;
  await text('SELLER', MARGIN, y, 8, 'bold', true);
  y -= 16;
  await text(invoice.seller.legalName, MARGIN, y, 12, 'bold');
  for (const line of type.wrap(invoice.seller.address, 10, 'regular', 260, 4)) {
    y -= 14;
    await text(line, MARGIN, y);
  }
  y -= 14;
  await text(`TRN ${invoice.seller.trn}`, MARGIN, y, 10, 'bold');
  const particulars: Array<[string, string]> = [
    ['Invoice number', invoice.number],
    ['Invoice date', voucherDate(invoice.date)],
    ['Order reference', invoice.reference],
  ];
  let py = height - 140;
  for (const [label, value] of particulars) {
    await rightText(label.toUpperCase(), right - 130, py, 8, 'bold');
    await rightText(value, right, py, 10, 'bold');
    py -= 18;
  }

  y -= 30;
  await text('BILL TO', MARGIN, y, 8, 'bold', true);
  for (const line of type.wrap(invoice.buyerName, 11, 'bold', 300, 3)) {
    y -= 15;
    await text(line, MARGIN, y, 11, 'bold');
  }

  const descriptionWidth = width - MARGIN * 2 - AMOUNT_WIDTH - VAT_WIDTH - 12;
  const tableHeader = async () => {
    y -= 30;
    await text('Description', MARGIN, y, 9, 'bold', true);
    await rightText(`VAT ${VAT_RATE_PERCENT}% included`, right - AMOUNT_WIDTH, y, 9, 'bold');
    await rightText('Amount incl. VAT', right, y, 9, 'bold');
    page.drawLine({ start: { x: MARGIN, y: y - 6 }, end: { x: right, y: y - 6 }, thickness: 0.8, color: RULE });
    y -= 22;
  };
  await tableHeader();
  for (const item of invoice.lines) {
    const description = [
      ...type.wrap(item.title, 10, 'bold', descriptionWidth, 4),
      ...type.wrap(`${voucherDate(item.date)}, ${departureLabel(item)}`, 9, 'regular', descriptionWidth, 3),
      ...type.wrap(ticketsText(item), 9, 'regular', descriptionWidth, 4),
    ];
    if (y - description.length * LINE < BODY_BOTTOM) {
      page = pdf.addPage(A4);
      y = height - MARGIN + 8;
      await tableHeader();
    }
    await rightText(aed(vatIncludedFils(item.totalFils)), right - AMOUNT_WIDTH, y, 10);
    await rightText(aed(item.totalFils), right, y, 10, 'bold');
    for (const [index, line] of description.entries()) {
      await text(line, MARGIN, y - index * LINE, index === 0 ? 10 : 9, index === 0 ? 'bold' : 'regular');
    }
    y -= description.length * LINE + 8;
    page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: right, y: y + 2 }, thickness: 0.5, color: RULE });
    y -= 12;
  }

  const totalFils = supplyValueFils(invoice.payment);
  const vatFils = supplyVatFils(invoice.payment);
  const totals: Array<[string, string, TWeight]> = [];
  if (invoice.discountFils > 0) {
    totals.push(['Subtotal (incl. VAT)', aed(invoice.subtotalFils), 'regular']);
    totals.push(['Discount', `- ${aed(invoice.discountFils)}`, 'regular']);
  }
  totals.push(['Taxable amount (excl. VAT)', aed(totalFils - vatFils), 'regular']);
  totals.push([`VAT ${VAT_RATE_PERCENT}%`, aed(vatFils), 'regular']);
  totals.push(['Total (incl. VAT)', aed(totalFils), 'bold']);
  // Then how the total was paid: points, a gift card and the wallet pay for the supply, they do not reduce it.
  const paidBy = paidByRows(invoice.payment, invoice.pointsUsed, invoice.isCash ? 'Cash' : 'Card');
  const paymentNote = 'Points, gift cards and wallet credit are means of payment: VAT is on the whole total.';
  // Then what refunds took off the supply since and the VAT they gave back: the VAT the order still owes is the
  // invoice's less theirs, as the reports count it (decision 091).
  const refundedFils = supplyValueFils(invoice.refunded);
  const refundVatFils = supplyVatFils(invoice.refunded);
  const refundRows: Array<[string, string]> =
    refundedFils > 0
      ? [
          ['Refunded (incl. VAT)', `- ${aed(refundedFils)}`],
          [`VAT ${VAT_RATE_PERCENT}% refunded`, `- ${aed(refundVatFils)}`],
          [`VAT ${VAT_RATE_PERCENT}% after refunds`, aed(vatFils - refundVatFils)],
        ]
      : [];
  const paidByHeight =
    30 + paidBy.length * 16 + (paidBy.length > 1 ? 16 : 0) + (refundRows.length > 0 ? 28 + refundRows.length * 16 : 0);
  if (y - totals.length * 18 - paidByHeight < BODY_BOTTOM) {
    page = pdf.addPage(A4);
    y = height - MARGIN;
  }
  for (const [label, value, weight] of totals) {
    await rightText(label, right - 130, y, 10, weight);
    await rightText(value, right, y, 11, weight);
    y -= 18;
  }
  y -= 12;
  await rightText('PAID BY', right - 130, y, 8, 'bold');
  y -= 16;
  for (const [label, fils] of paidBy) {
    await rightText(label, right - 130, y, 10);
    await rightText(aed(fils), right, y, 10);
    y -= 16;
  }
  if (paidBy.length > 1) {
    await text(paymentNote, right - type.width(paymentNote, 8), y, 8, 'regular', true);
    y -= 16;
  }
  if (refundRows.length > 0) {
    y -= 12;
    await rightText('REFUNDED SINCE', right - 130, y, 8, 'bold');
    y -= 16;
    for (const [label, value] of refundRows) {
      await rightText(label, right - 130, y, 10);
      await rightText(value, right, y, 10);
      y -= 16;
    }
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    each.drawLine({ start: { x: MARGIN, y: 56 }, end: { x: right, y: 56 }, thickness: 0.5, color: RULE });
    const footer = `${invoice.seller.legalName} · TRN ${invoice.seller.trn} · Prices include VAT at ${VAT_RATE_PERCENT}% · Page ${index + 1} of ${pages.length}`;
    const [line = ''] = type.wrap(footer, 8, 'regular', width - MARGIN * 2, 1);
    await type.draw(each, line, MARGIN, 40, { size: 8, color: MUTED });
  }
  return pdf.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
