// CSV as spreadsheets read it (RFC 4180): the manifest's export and the accounting exports (decisions 039, 044).

/**
 * A spreadsheet cell: quoted when it must be, and a leading formula character defused (CSV injection); a plain
 * negative amount (`-37.00`, a statement's balance) is a number, not a formula, and stays one.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended with CRLF. */
export function csvLine(cells: ReadonlyArray<string | number>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

// NOTE: a byte order mark, so that Excel reads the file as UTF-8 (Arabic names).
export const CSV_BOM = '\uFEFF';
