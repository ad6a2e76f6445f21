// A departure's manifest as a download (decision 039): CSV for spreadsheets, and an A4 PDF to print, drawn with
// the voucher's type so Arabic names print as they are written; both in the operator's language (decision 111), an
// Arabic PDF laid out right to left.
import type { TLanguage } from '@rihla/shared/rules/languages';
import { dubaiDateTime } from '@rihla/shared/rules/reports';
import type { TManifestData } from '@rihla/shared/schemas/operator-manifests';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { directedType, type TPdfType } from '../../lib/pdf-type/directed-type.js';
import { PdfFile, type PdfPage, rgb } from '../../lib/pdf-type/pdf-file.js';
import { ShapedType, type TWeight } from '../../lib/pdf-type/shaped-type.js';
import { EXPORT_WORDS, type TExportWords } from './export-words.js';

type TBooking = TManifestData['bookings'][number];

/** How many of the booking's tickets are in ('2 of 4'; a booking may arrive in parts), or blank before any. */
function checkedInCount(booking: TBooking, W: TExportWords): string {
  return booking.checkedInTickets > 0 ? W.checkedInOf(booking.checkedInTickets, booking.ticketCount) : '';
}

/** The scan's own date and time in Dubai (it may be another day than the departure's: an early check-in). */
function checkedInAt(iso: string): string {
  const { date, clock } = dubaiDateTime(iso);
  return `${date} ${clock}`;
}

/**
 * A booking's passengers in one cell (decision 097): 'Aliya Al Mansoori (AE, checked in); Passenger 3 (missing:
 * passport number and expiry)'; blank when its product asks no details. Passports stay masked here.
 */
export function passengersText(booking: TBooking, W: TExportWords = EXPORT_WORDS.en): string {
  return (booking.passengers ?? [])
    .map((each) => {
      const facts = [
        each.nationality,
        each.checkedIn ? W.checkedIn : '',
        ...each.answers.map((answer) => `${answer.label}: ${answer.value}`),
        each.missing.length > 0 ? W.missingFact(each.missing) : '',
      ].filter(Boolean);
      const name = each.fullName || W.passenger(each.number);
      return facts.length > 0 ? `${name} (${facts.join(W.comma)})` : name;
    })
    .join('; ');
}

/** Whether the product's details are all given: 'complete', 'missing', or blank when it asks none. */
function detailsText(booking: TBooking, W: TExportWords): string {
  return booking.details === 'none' ? '' : W.details[booking.details];
}

/** The manifest as CSV, its header and words in the operator's language (decision 111), after a byte-order mark. */
export function manifestCsv(manifest: TManifestData, language: TLanguage = 'en'): string {
  const W = EXPORT_WORDS[language];
  const rows = manifest.bookings.map((booking) => [
    booking.reference,
    booking.leadName,
    booking.phone,
    W.tickets(booking.tickets),
    booking.seats,
    booking.notes,
    checkedInCount(booking, W),
    // The latest scan: when the last of the tickets that are in came.
    booking.checkIn ? checkedInAt(booking.checkIn.at) : '',
    booking.checkIn?.by ?? '',
    passengersText(booking, W),
    detailsText(booking, W),
    booking.pickup?.time ?? '',
    booking.pickup?.name ?? '',
    booking.pickup?.area ?? '',
    W.waiver(booking),
  ]);
  return `${CSV_BOM}${[W.manifestCsvHeader, ...rows].map(csvLine).join('')}`;
}

export function manifestFileName(manifest: TManifestData, extension: 'csv' | 'pdf'): string {
  const { departure } = manifest;
  const slug = departure.productId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60);
  return `manifest-${slug}-${departure.date}-${departure.start.replace(':', '')}.${extension}`;
}

/** The manifest's and the border list's colours (border-list-export.ts reads them). */
export const INK = rgb(0.1, 0.14, 0.2);
export const MUTED = rgb(0.36, 0.39, 0.45);
export const RULE = rgb(0.88, 0.9, 0.93);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const ROW = 16;
/**
 * Column starts (x) and widths, in the order of the words' manifestColumns; text longer than its column is cut with
 * an ellipsis. An Arabic manifest draws each at its mirror image (directedType): the reference column on the right.
 */
const COLUMNS = [
  { x: MARGIN, width: 78 },
  { x: MARGIN + 80, width: 118 },
  { x: MARGIN + 200, width: 88 },
  { x: MARGIN + 290, width: 120 },
  { x: MARGIN + 412, width: 50 },
  { x: MARGIN + 464, width: 52 },
] as const;

/**
 * Text cut with an ellipsis to fit `width` at `size` in `weight` (the manifest's columns, the border list's). A bold
 * line is measured bold: measured regular it ran past its width (past the left margin when mirrored).
 */
export function fitted(type: TPdfType, text: string, size: number, width: number, weight: TWeight = 'regular'): string {
  if (type.width(text, size, weight) <= width) return text;
  let cut = text;
  while (cut.length > 1 && type.width(`${cut}…`, size, weight) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The manifest as an A4 PDF: a heading, then one row per booking, flowing onto further pages. */
export async function renderManifestPdf(
  manifest: TManifestData,
  printedAt: string,
  shopName: string,
  language: TLanguage = 'en',
): Promise<Uint8Array> {
  const W = EXPORT_WORDS[language];
  const pdf = new PdfFile();
  const { departure } = manifest;
  pdf.setTitle(W.manifestTitle(departure.title, departure.date, departure.start));
  if (language === 'ar') pdf.setLanguage('ar');
  pdf.setAuthor(shopName);
  pdf.setCreationDate(new Date(printedAt));
  const type = directedType(await ShapedType.of(), language);
  const [, height] = A4;
  const summary = W.manifestSummary(
    departure,
    departure.guides.map((guide) => guide.name),
  );
  const line = W.direction;

  let page: PdfPage = pdf.addPage(A4);
  let y = 0;
  const startPage = (isFirst: boolean) => {
    y = height - MARGIN;
    if (isFirst) {
      type.draw(page, fitted(type, departure.title, 16, A4[0] - MARGIN * 2, 'bold'), MARGIN, y - 4, {
        size: 16,
        weight: 'bold',
        color: INK,
      });
      y -= 24;
      type.draw(page, fitted(type, summary, 9, A4[0] - MARGIN * 2), MARGIN, y, {
        size: 9,
        color: MUTED,
        direction: line,
      });
      y -= 22;
    }
    for (const [index, column] of COLUMNS.entries()) {
      type.draw(page, W.manifestColumns[index] ?? '', column.x, y, { size: 9, weight: 'bold', color: INK });
    }
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: A4[0] - MARGIN, y: y - 5 },
      thickness: 0.8,
      color: RULE,
    });
    y -= ROW + 2;
  };
  /** A new page when the next row would not fit above the margin. */
  const roomForRow = () => {
    if (y >= MARGIN + ROW) return;
    page = pdf.addPage(A4);
    startPage(false);
  };
  startPage(true);
  for (const booking of manifest.bookings) {
    roomForRow();
    const cells = [
      booking.reference,
      booking.leadName,
      booking.phone,
      W.tickets(booking.tickets),
      booking.notes,
      // '2/4 10:05': how many of its tickets are in, and when the latest came.
      booking.checkIn && booking.checkedInTickets > 0
        ? `${booking.checkedInTickets}/${booking.ticketCount} ${booking.checkIn.clock}`
        : '',
    ];
    for (const [index, column] of COLUMNS.entries()) {
      const text = cells[index] ?? '';
      if (text) type.draw(page, fitted(type, text, 9, column.width), column.x, y, { size: 9, color: INK });
    }
    y -= ROW;
    // Where and when it is collected (decision 095) and who has not accepted the waiver (decision 096), in one line.
    const pickupAndWaiver = [booking.pickup ? W.pickup(booking.pickup) : '', W.waiver(booking)].filter(Boolean);
    if (pickupAndWaiver.length > 0) {
      roomForRow();
      type.draw(
        page,
        fitted(type, pickupAndWaiver.join(' · '), 8, A4[0] - MARGIN * 2 - 90, 'bold'),
        MARGIN + 80,
        y + 3,
        {
          size: 8,
          weight: 'bold',
          color: booking.waiver && booking.waiver.needed.length > 0 ? rgb(0.72, 0.11, 0.11) : INK,
          direction: line,
        },
      );
      y -= ROW - 4;
    }
    // Its passengers, one line each under the booking (decision 097), masked as on the screen.
    for (const each of booking.passengers ?? []) {
      roomForRow();
      const mark = each.checkedIn ? W.inMark : W.outMark;
      const facts = [
        each.nationality,
        ...each.answers.map((answer) => `${answer.label}: ${answer.value}`),
        each.missing.length > 0 ? W.missingFlag(each.missing) : '',
      ].filter(Boolean);
      const text = `${mark}${each.number}. ${each.fullName || W.passenger(each.number)}${facts.length > 0 ? ` · ${facts.join(' · ')}` : ''}`;
      type.draw(page, fitted(type, text, 8, A4[0] - MARGIN * 2 - 90), MARGIN + 80, y + 3, {
        size: 8,
        color: each.missing.length > 0 ? rgb(0.72, 0.11, 0.11) : MUTED,
        direction: line,
      });
      y -= ROW - 4;
    }
  }
  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const label = W.manifestFooter(departure.title, departure.date, departure.start, index + 1, pages.length);
    type.draw(each, fitted(type, label, 8, A4[0] - MARGIN * 2), MARGIN, 22, {
      size: 8,
      color: MUTED,
      direction: line,
    });
  }
  return pdf.save();
}
