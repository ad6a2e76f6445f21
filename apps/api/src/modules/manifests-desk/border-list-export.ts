// A departure's border list as a download (issue 36, decision 097): a CSV with one row per passenger, and an A4 PDF
// ready to send to the border post (the shop, the trip, its date and time, the departure, a count), drawn with the
// voucher's type so Arabic names print as they are written. Missing details are flagged in the list itself.
import { dubaiDateTime } from '@rihla/shared/rules/reports';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { VoucherType } from '../vouchers/index.js';
import { fitted, INK, MUTED, RULE } from './manifest-export.js';
import type { TBorderList } from './manifests-desk.service.js';

export const BORDER_LIST_CSV_HEADER = [
  'No.',
  'Full name',
  'Nationality',
  'Date of birth',
  'Passport number',
  'Passport expiry',
  'Booking',
  'Lead name',
  'Missing',
] as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'India (IN)': the country's English name and its code; blank when not given. */
export function nationalityText(code: string): string {
  if (code === '') return '';
  try {
    return `${regionNames.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

/** What a passenger lacks, in words ('MISSING: passport number and expiry'), or blank. */
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const missingText = (missing: readonly string[]) => (missing.length > 0 ? `MISSING: ${missing.join(', ')}` : '');

export function borderListCsv(list: TBorderList): string {
  const rows = list.passengers.map((each, index) => [
    index + 1,
    each.fullName,
    each.nationality,
    each.dateOfBirth,
    each.passportNumber,
    each.passportExpiry,
    each.reference,
    each.leadName,
    missingText(each.missing),
  ]);
  return `${CSV_BOM}${[[...BORDER_LIST_CSV_HEADER], ...rows].map(csvLine).join('')}`;
}

export function borderListFileName(list: TBorderList, extension: 'csv' | 'pdf'): string {
  const { departure } = list;
  const slug = departure.productId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60);
  return `border-list-${slug}-${departure.date}-${departure.start.replace(':', '')}.${extension}`;
}

const FLAG = rgb(0.72, 0.11, 0.11);
/** Landscape A4: six columns of details side by side. */
const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const ROW = 18;
const COLUMNS = [
  { title: 'No.', x: MARGIN, width: 24 },
  { title: 'Full name', x: MARGIN + 26, width: 190 },
  { title: 'Nationality', x: MARGIN + 220, width: 130 },
  { title: 'Date of birth', x: MARGIN + 354, width: 76 },
  { title: 'Passport number', x: MARGIN + 434, width: 96 },
  { title: 'Passport expiry', x: MARGIN + 534, width: 80 },
  { title: 'Booking', x: MARGIN + 618, width: 150 },
] as const;

/** The border list as a landscape A4 PDF: the heading ready to send, then one row per passenger. */
export async function renderBorderListPdf(list: TBorderList, printedAt: string, shopName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { departure } = list;
  pdf.setTitle(`Border list ${departure.title} ${departure.date} ${departure.start}`);
  pdf.setAuthor(shopName);
  pdf.setCreationDate(new Date(printedAt));
  const type = await VoucherType.of(pdf);
  const [width, height] = PAGE;
  const full = width - MARGIN * 2;
  const printed = dubaiDateTime(printedAt);
  const guides = departure.guides.map((guide) => guide.name).join(', ');
  const lines = [
    `Departure: ${departure.date} at ${departure.start} (Dubai time), returning ${departure.end}${guides ? ` · Guides: ${guides}` : ''}`,
    `${plural(list.passengers.length, 'passenger')} in ${plural(departure.bookings, 'booking')}${list.missing > 0 ? ` · ${list.missing} with details missing (marked below)` : ' · every passenger’s details given'}`,
    `Prepared by ${shopName} on ${printed.date} at ${printed.clock} (Dubai time)`,
  ];

  let page: PDFPage = pdf.addPage(PAGE);
  let y = 0;
  const startPage = async (isFirst: boolean) => {
    y = height - MARGIN;
    if (isFirst) {
      await type.draw(page, fitted(type, `${shopName} · Border list`, 11, full), MARGIN, y, {
        size: 11,
        color: MUTED,
      });
      y -= 22;
      await type.draw(page, fitted(type, departure.title, 16, full), MARGIN, y, {
        size: 16,
        weight: 'bold',
        color: INK,
      });
      y -= 20;
      for (const line of lines) {
        await type.draw(page, fitted(type, line, 10, full), MARGIN, y, { size: 10, color: INK });
        y -= 14;
      }
      y -= 10;
    }
    for (const column of COLUMNS) {
      await type.draw(page, column.title, column.x, y, { size: 9, weight: 'bold', color: INK });
    }
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: width - MARGIN, y: y - 5 },
      thickness: 0.8,
      color: RULE,
    });
    y -= ROW;
  };
  await startPage(true);
  for (const [index, each] of list.passengers.entries()) {
    const rowHeight = each.missing.length > 0 ? ROW + 11 : ROW;
    if (y < MARGIN + rowHeight) {
      page = pdf.addPage(PAGE);
      await startPage(false);
    }
    const cells = [
      String(index + 1),
      each.fullName || '—',
      nationalityText(each.nationality) || '—',
      each.dateOfBirth || '—',
      each.passportNumber || '—',
      each.passportExpiry || '—',
      `${each.reference} · ${each.leadName}`,
    ];
    for (const [i, column] of COLUMNS.entries()) {
      await type.draw(page, fitted(type, cells[i] ?? '', 9, column.width), column.x, y, { size: 9, color: INK });
    }
    if (each.missing.length > 0) {
      await type.draw(page, fitted(type, missingText(each.missing), 8, full - 26), MARGIN + 26, y - 11, {
        size: 8,
        weight: 'bold',
        color: FLAG,
      });
    }
    y -= rowHeight;
  }
  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const label = `${shopName} · Border list · ${departure.title} · ${departure.date} ${departure.start} · Page ${index + 1} of ${pages.length}`;
    await type.draw(each, fitted(type, label, 8, full), MARGIN, 20, { size: 8, color: MUTED });
  }
  return pdf.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
