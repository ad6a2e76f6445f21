// A departure's manifest as a download (decision 039): CSV for spreadsheets, and an A4 PDF to print, drawn with
// the voucher's type so Arabic names print as they are written.
import { dubaiDateTime } from '@rihla/shared/rules/reports';
import { ticketRowText } from '@rihla/shared/rules/ticket-words';
import { waiverWords } from '@rihla/shared/rules/waiver-words';
import type { TManifestData } from '@rihla/shared/schemas/operator-manifests';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { VoucherType } from '../vouchers/index.js';

const CSV_HEADER = [
  'Reference',
  'Lead name',
  'Phone',
  'Tickets',
  'Seats',
  'Notes',
  'Checked in',
  'Checked in at',
  'Checked in by',
  'Passengers',
  'Details',
  // Where and when the booking is collected (decision 095); a pick-up run is this file sorted by these columns.
  'Pick-up time',
  'Pick-up point',
  'Pick-up area',
  // Who has not accepted the trip's waiver (decision 096); blank when it asks none.
  'Waiver',
];

type TBooking = TManifestData['bookings'][number];

/** How many of the booking's tickets are in ('2 of 4'; a booking may arrive in parts), or blank before any. */
function checkedInCount(booking: TBooking): string {
  return booking.checkedInTickets > 0 ? `${booking.checkedInTickets} of ${booking.ticketCount}` : '';
}

/** The booking's tickets in the storefront's words, each type's age band kept: '2 adults, 1 child (3-11 years)'. */
function ticketsText(booking: TBooking): string {
  return booking.tickets.map(ticketRowText).join(', ');
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
export function passengersText(booking: TBooking): string {
  return (booking.passengers ?? [])
    .map((each) => {
      const facts = [
        each.nationality,
        each.checkedIn ? 'checked in' : '',
        ...each.answers.map((answer) => `${answer.label}: ${answer.value}`),
        each.missing.length > 0 ? `missing: ${each.missing.join(', ')}` : '',
      ].filter(Boolean);
      const name = each.fullName || `Passenger ${each.number}`;
      return facts.length > 0 ? `${name} (${facts.join(', ')})` : name;
    })
    .join('; ');
}

/** Whether the product's details are all given: 'complete', 'missing', or blank when it asks none. */
function detailsText(booking: TBooking): string {
  return booking.details === 'none' ? '' : booking.details;
}

export function manifestCsv(manifest: TManifestData): string {
  const rows = manifest.bookings.map((booking) => [
    booking.reference,
    booking.leadName,
    booking.phone,
    ticketsText(booking),
    booking.seats,
    booking.notes,
    checkedInCount(booking),
    // The latest scan: when the last of the tickets that are in came.
    booking.checkIn ? checkedInAt(booking.checkIn.at) : '',
    booking.checkIn?.by ?? '',
    passengersText(booking),
    detailsText(booking),
    booking.pickup?.time ?? '',
    booking.pickup?.name ?? '',
    booking.pickup?.area ?? '',
    waiverWords(booking),
  ]);
  return `${CSV_BOM}${[CSV_HEADER, ...rows].map(csvLine).join('')}`;
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
/** Column starts (x) and widths; text longer than its column is cut with an ellipsis. */
const COLUMNS = [
  { title: 'Reference', x: MARGIN, width: 78 },
  { title: 'Lead name', x: MARGIN + 80, width: 118 },
  { title: 'Phone', x: MARGIN + 200, width: 88 },
  { title: 'Tickets', x: MARGIN + 290, width: 120 },
  { title: 'Notes', x: MARGIN + 412, width: 50 },
  { title: 'Checked in', x: MARGIN + 464, width: 52 },
] as const;

/** Text cut with an ellipsis to fit `width` at `size` (the manifest's columns, the border list's). */
export function fitted(type: VoucherType, text: string, size: number, width: number): string {
  if (type.width(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && type.width(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The manifest as an A4 PDF: a heading, then one row per booking, flowing onto further pages. */
export async function renderManifestPdf(
  manifest: TManifestData,
  printedAt: string,
  shopName: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { departure } = manifest;
  pdf.setTitle(`Manifest ${departure.title} ${departure.date} ${departure.start}`);
  pdf.setAuthor(shopName);
  pdf.setCreationDate(new Date(printedAt));
  const type = await VoucherType.of(pdf);
  const [, height] = A4;
  const guides = departure.guides.map((guide) => guide.name).join(', ') || 'none assigned';
  const summary = `${departure.date} ${departure.start}-${departure.end} · ${departure.bookings} booking${departure.bookings === 1 ? '' : 's'}, ${departure.bookedSeats} seats of ${departure.capacity} · ${departure.checkedInTickets} of ${departure.tickets} passengers checked in · Guides: ${guides}`;

  let page: PDFPage = pdf.addPage(A4);
  let y = 0;
  const startPage = async (isFirst: boolean) => {
    y = height - MARGIN;
    if (isFirst) {
      await type.draw(page, fitted(type, departure.title, 16, A4[0] - MARGIN * 2), MARGIN, y - 4, {
        size: 16,
        weight: 'bold',
        color: INK,
      });
      y -= 24;
      await type.draw(page, fitted(type, summary, 9, A4[0] - MARGIN * 2), MARGIN, y, { size: 9, color: MUTED });
      y -= 22;
    }
    for (const column of COLUMNS) {
      await type.draw(page, column.title, column.x, y, { size: 9, weight: 'bold', color: INK });
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
  const roomForRow = async () => {
    if (y >= MARGIN + ROW) return;
    page = pdf.addPage(A4);
    await startPage(false);
  };
  await startPage(true);
  for (const booking of manifest.bookings) {
    await roomForRow();
    const cells = [
      booking.reference,
      booking.leadName,
      booking.phone,
      ticketsText(booking),
      booking.notes,
      // '2/4 10:05': how many of its tickets are in, and when the latest came.
      booking.checkIn && booking.checkedInTickets > 0
        ? `${booking.checkedInTickets}/${booking.ticketCount} ${booking.checkIn.clock}`
        : '',
    ];
    for (const [index, column] of COLUMNS.entries()) {
      const text = cells[index] ?? '';
      if (text) await type.draw(page, fitted(type, text, 9, column.width), column.x, y, { size: 9, color: INK });
    }
    y -= ROW;
    // Where and when it is collected (decision 095) and who has not accepted the waiver (decision 096), in one line.
    const pickupAndWaiver = [
      booking.pickup ? `Pick-up ${booking.pickup.time} · ${booking.pickup.name}, ${booking.pickup.area}` : '',
      waiverWords(booking),
    ].filter(Boolean);
    if (pickupAndWaiver.length > 0) {
      await roomForRow();
      await type.draw(page, fitted(type, pickupAndWaiver.join(' · '), 8, A4[0] - MARGIN * 2 - 90), MARGIN + 80, y + 3, {
        size: 8,
        weight: 'bold',
        color: booking.waiver && booking.waiver.needed.length > 0 ? rgb(0.72, 0.11, 0.11) : INK,
      });
      y -= ROW - 4;
    }
    // Its passengers, one line each under the booking (decision 097), masked as on the screen.
    for (const each of booking.passengers ?? []) {
      await roomForRow();
      const mark = each.checkedIn ? '[in] ' : '[  ] ';
      const facts = [
        each.nationality,
        ...each.answers.map((answer) => `${answer.label}: ${answer.value}`),
        each.missing.length > 0 ? `MISSING: ${each.missing.join(', ')}` : '',
      ].filter(Boolean);
      const text = `${mark}${each.number}. ${each.fullName || `Passenger ${each.number}`}${facts.length > 0 ? ` · ${facts.join(' · ')}` : ''}`;
      await type.draw(page, fitted(type, text, 8, A4[0] - MARGIN * 2 - 90), MARGIN + 80, y + 3, {
        size: 8,
        color: each.missing.length > 0 ? rgb(0.72, 0.11, 0.11) : MUTED,
      });
      y -= ROW - 4;
    }
  }
  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const label = `${departure.title} · ${departure.date} ${departure.start} · Page ${index + 1} of ${pages.length}`;
    await type.draw(each, fitted(type, label, 8, A4[0] - MARGIN * 2), MARGIN, 22, { size: 8, color: MUTED });
  }
  return pdf.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
