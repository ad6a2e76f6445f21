import { filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import {
  fill,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  setFillingRgbColor,
} from 'pdf-lib';
import QRCode from 'qrcode';
import type { TPricedLine } from '../booking/steps/price-cart.js';

export interface TVoucherData {
  reference: string;
  status: string;
  issuedTo: string;
  createdAt: string;
  lines: TPricedLine[];
  discountFils: number;
  amountPaidFils: number;
  voucherCode: string;
}

const TEAL = rgb(0.06, 0.46, 0.43);
const INK = rgb(0.1, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.45);
const RULE = rgb(0.88, 0.9, 0.93);

// NOTE: the standard PDF fonts encode WinAnsi only; anything else (Arabic, emoji) would throw.
function pdfText(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]/g, '?');
}

/** Shortens text to fit a width, with an ellipsis. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = pdfText(text);
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, size) > width) out = out.slice(0, -1);
  return `${out}...`;
}

function aed(fils: number): string {
  return `AED ${formatAedAmount(filsToAed(fils))}`;
}

/** The voucher of one order as an A4 PDF: reference, items, amount paid and a QR code of the voucher code. */
export async function renderVoucherPdf(voucher: TVoucherData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rihla voucher ${voucher.reference}`);
  pdf.setAuthor('Rihla');
  pdf.setCreationDate(new Date(voucher.createdAt));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();
  const margin = 48;

  page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: TEAL });
  page.drawText('Rihla', { x: margin, y: height - 62, size: 30, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Booking voucher', {
    x: margin,
    y: height - 86,
    size: 13,
    font: regular,
    color: rgb(0.85, 0.97, 0.95),
  });

  const qrSize = 120;
  drawQrCode(page, voucher.voucherCode, width - margin - qrSize, height - 110 - 24 - qrSize, qrSize);

  let y = height - 150;
  const field = (label: string, value: string) => {
    page.drawText(label.toUpperCase(), { x: margin, y, size: 8, font: bold, color: MUTED });
    page.drawText(fit(value, bold, 13, 300), { x: margin, y: y - 16, size: 13, font: bold, color: INK });
    y -= 40;
  };
  field('Booking reference', voucher.reference);
  field('Issued to', voucher.issuedTo);
  field('Booked on', `${voucher.createdAt.slice(0, 10)}  -  status: ${voucher.status}`);
  page.drawText('Show this voucher (printed or on your phone) at check-in.', {
    x: width - margin - 200,
    y: height - 110 - 24 - qrSize - 16,
    size: 7.5,
    font: regular,
    color: MUTED,
  });

  y -= 6;
  drawItemsTable(page, { regular, bold }, voucher.lines, margin, y, width - margin * 2);
  y -= 34 + voucher.lines.length * 40 + 16;

  const totals: Array<[string, string, PDFFont]> = [];
  if (voucher.discountFils > 0) {
    totals.push(['Subtotal', aed(voucher.amountPaidFils + voucher.discountFils), regular]);
    totals.push(['Discount', `- ${aed(voucher.discountFils)}`, regular]);
  }
  totals.push(['Total paid', aed(voucher.amountPaidFils), bold]);
  for (const [label, value, font] of totals) {
    page.drawText(label, { x: width - margin - 220, y, size: 11, font, color: INK });
    page.drawText(value, { x: width - margin - font.widthOfTextAtSize(value, 11), y, size: 11, font, color: INK });
    y -= 20;
  }

  page.drawLine({ start: { x: margin, y: 80 }, end: { x: width - margin, y: 80 }, thickness: 0.5, color: RULE });
  page.drawText(fit(`Voucher code: ${voucher.voucherCode}`, regular, 8, width - margin * 2), {
    x: margin,
    y: 64,
    size: 8,
    font: regular,
    color: MUTED,
  });
  page.drawText('Cancellations follow the terms of each activity; contact support with your booking reference.', {
    x: margin,
    y: 50,
    size: 8,
    font: regular,
    color: MUTED,
  });
  // NOTE: the voucher has no form, and its dozen objects need neither object streams nor yielding ticks.
  return pdf.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Number.POSITIVE_INFINITY });
}

/** Quiet zone around the QR code, in modules (the PNG version used one). */
const QR_MARGIN_MODULES = 1;

/**
 * The QR code as vector rectangles, one per horizontal run of dark modules: sharp at any zoom and much
 * cheaper than encoding, embedding and decoding a PNG (decision 013).
 */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + QR_MARGIN_MODULES * 2);
  const operators = [pushGraphicsState(), setFillingRgbColor(1, 1, 1), rectangle(x, y, size, size), fill()];
  operators.push(setFillingRgbColor(0, 0, 0));
  for (let row = 0; row < count; row++) {
    // PDF's y axis points up; row 0 of the code is its top.
    const rowY = y + size - (row + QR_MARGIN_MODULES + 1) * unit;
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      operators.push(rectangle(x + (start + QR_MARGIN_MODULES) * unit, rowY, (column - start) * unit, unit));
    }
  }
  operators.push(fill(), popGraphicsState());
  page.pushOperators(...operators);
}

function drawItemsTable(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  lines: TPricedLine[],
  x: number,
  top: number,
  width: number,
): void {
  const columns = [
    { label: 'Activity', at: 0, width: width * 0.46 },
    { label: 'Date', at: width * 0.47, width: width * 0.15 },
    { label: 'Time', at: width * 0.62, width: width * 0.2 },
    { label: 'Adults', at: width * 0.84, width: width * 0.16 },
  ];
  page.drawRectangle({ x, y: top - 8, width, height: 24, color: rgb(0.95, 0.97, 0.97) });
  for (const column of columns) {
    page.drawText(column.label, { x: x + column.at + 6, y: top, size: 9, font: fonts.bold, color: MUTED });
  }
  let y = top - 30;
  for (const line of lines) {
    const cells = [line.title, line.date, line.time, String(line.adultCount)];
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      page.drawText(fit(cell, fonts.regular, 10, column.width - 10), {
        x: x + column.at + 6,
        y,
        size: 10,
        font: index === 0 ? fonts.bold : fonts.regular,
        color: INK,
      });
    });
    page.drawText(aed(line.totalFils), { x: x + 6, y: y - 14, size: 8.5, font: fonts.regular, color: MUTED });
    page.drawLine({ start: { x, y: y - 24 }, end: { x: x + width, y: y - 24 }, thickness: 0.5, color: RULE });
    y -= 40;
  }
}
