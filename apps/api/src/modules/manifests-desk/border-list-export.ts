// A departure's border list as a download (issue 36, decision 097): a CSV with one row per passenger, and an A4 PDF
// ready to send to the border post (the shop, the trip, its date and time, the departure, a count), drawn with the
// voucher's type so Arabic names print as they are written. Missing details are flagged in the list itself. Both in
// the operator's language (decision 111), an Arabic PDF laid out right to left.
import type { TLanguage } from '@rihla/shared/rules/languages';
import { dubaiDateTime } from '@rihla/shared/rules/reports';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { directedType } from '../../lib/pdf-type/directed-type.js';
import { PdfFile, type PdfPage, rgb } from '../../lib/pdf-type/pdf-file.js';
import { ShapedType } from '../../lib/pdf-type/shaped-type.js';
import { EXPORT_WORDS, type TExportWords } from './export-words.js';
import { fitted, INK, MUTED, RULE } from './manifest-export.js';
import type { TBorderList } from './manifests-desk.service.js';

/** What a passenger lacks, in words ('MISSING: passport number and expiry'), or blank. */
const missingText = (W: TExportWords, missing: readonly string[]) => (missing.length > 0 ? W.missingFlag(missing) : '');

/** The border list as CSV, its header and flags in the operator's language (decision 111), after a byte-order mark. */
export function borderListCsv(list: TBorderList, language: TLanguage = 'en'): string {
  const W = EXPORT_WORDS[language];
  const rows = list.passengers.map((each, index) => [
    index + 1,
    each.fullName,
    each.nationality,
    each.dateOfBirth,
    each.passportNumber,
    each.passportExpiry,
    each.reference,
    each.leadName,
    missingText(W, each.missing),
  ]);
  return `${CSV_BOM}${[W.borderListCsvHeader, ...rows].map(csvLine).join('')}`;
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
/** Column starts (x) and widths, in the order of the words' borderListColumns; mirrored in Arabic (directedType). */
const COLUMNS = [
  { x: MARGIN, width: 24 },
  { x: MARGIN + 26, width: 190 },
  { x: MARGIN + 220, width: 130 },
  { x: MARGIN + 354, width: 76 },
  { x: MARGIN + 434, width: 96 },
  { x: MARGIN + 534, width: 80 },
  { x: MARGIN + 618, width: 150 },
] as const;

/** The border list as a landscape A4 PDF: the heading ready to send, then one row per passenger. */
export async function renderBorderListPdf(
  list: TBorderList,
  printedAt: string,
  shopName: string,
  language: TLanguage = 'en',
): Promise<Uint8Array> {
  const W = EXPORT_WORDS[language];
  const pdf = new PdfFile();
  const { departure } = list;
  pdf.setTitle(W.borderListTitle(departure.title, departure.date, departure.start));
  if (language === 'ar') pdf.setLanguage('ar');
  pdf.setAuthor(shopName);
  pdf.setCreationDate(new Date(printedAt));
  const type = directedType(await ShapedType.of(), language);
  const [width, height] = PAGE;
  const full = width - MARGIN * 2;
  const printed = dubaiDateTime(printedAt);
  const line = W.direction;
  const lines = W.borderListLines({
    date: departure.date,
    start: departure.start,
    end: departure.end,
    guides: departure.guides.map((guide) => guide.name),
    passengers: list.passengers.length,
    bookings: departure.bookings,
    missing: list.missing,
    shopName,
    printedDate: printed.date,
    printedClock: printed.clock,
  });

  let page: PdfPage = pdf.addPage(PAGE);
  let y = 0;
  const startPage = (isFirst: boolean) => {
    y = height - MARGIN;
    if (isFirst) {
      type.draw(page, fitted(type, W.borderListHeading(shopName), 11, full), MARGIN, y, {
        size: 11,
        color: MUTED,
        direction: line,
      });
      y -= 22;
      type.draw(page, fitted(type, departure.title, 16, full, 'bold'), MARGIN, y, {
        size: 16,
        weight: 'bold',
        color: INK,
      });
      y -= 20;
      for (const text of lines) {
        type.draw(page, fitted(type, text, 10, full), MARGIN, y, { size: 10, color: INK, direction: line });
        y -= 14;
      }
      y -= 10;
    }
    for (const [index, column] of COLUMNS.entries()) {
      type.draw(page, W.borderListColumns[index] ?? '', column.x, y, { size: 9, weight: 'bold', color: INK });
    }
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: width - MARGIN, y: y - 5 },
      thickness: 0.8,
      color: RULE,
    });
    y -= ROW;
  };
  startPage(true);
  for (const [index, each] of list.passengers.entries()) {
    const rowHeight = each.missing.length > 0 ? ROW + 11 : ROW;
    if (y < MARGIN + rowHeight) {
      page = pdf.addPage(PAGE);
      startPage(false);
    }
    const cells = [
      String(index + 1),
      each.fullName || '—',
      W.nationality(each.nationality) || '—',
      each.dateOfBirth || '—',
      each.passportNumber || '—',
      each.passportExpiry || '—',
      `${each.reference} · ${each.leadName}`,
    ];
    for (const [i, column] of COLUMNS.entries()) {
      type.draw(page, fitted(type, cells[i] ?? '', 9, column.width), column.x, y, { size: 9, color: INK });
    }
    if (each.missing.length > 0) {
      type.draw(page, fitted(type, missingText(W, each.missing), 8, full - 26, 'bold'), MARGIN + 26, y - 11, {
        size: 8,
        weight: 'bold',
        color: FLAG,
        direction: line,
      });
    }
    y -= rowHeight;
  }
  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const label = W.borderListFooter(
      shopName,
      departure.title,
      departure.date,
      departure.start,
      index + 1,
      pages.length,
    );
    type.draw(each, fitted(type, label, 8, full), MARGIN, 20, { size: 8, color: MUTED, direction: line });
  }
  return pdf.save();
}
