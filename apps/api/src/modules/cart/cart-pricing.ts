import type { TModule } from '@rihla/shared/constants';
import type { TCartRow } from './cart.repository.js';

/** A cart line priced from the catalogue: the only prices the system ever charges. */
export interface TPricedLine {
  productId: string;
  module: TModule;
  title: string;
  date: string;
  time: string;
  adultCount: number;
  unitFils: number;
  totalFils: number;
  pictures: string[];
  tourType: string;
}

export function priceCartRows(rows: TCartRow[]): { lines: TPricedLine[]; subtotalFils: number } {
  const lines = rows.map((row) => ({
    productId: row.id,
    module: row.module as TModule,
    title: row.title,
    date: row.date,
    time: row.time,
    adultCount: row.adult_count,
    unitFils: row.price_fils,
    totalFils: row.price_fils * row.adult_count,
    pictures: JSON.parse(row.pictures) as string[],
    tourType: row.tour_type,
  }));
  return { lines, subtotalFils: lines.reduce((sum, line) => sum + line.totalFils, 0) };
}

/** The priced lines a checkout or an order keeps as JSON. */
export function storedLines(record: { items: string }): TPricedLine[] {
  return JSON.parse(record.items) as TPricedLine[];
}
