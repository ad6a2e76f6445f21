// The PDFs' own writer (decision 147): pages of content-stream text, the fonts they draw with, the document's
// information, written as one PDF file. The voucher, the invoice, the manifest and the border list draw nothing else
// (filled rectangles, lines and shaped type), so a PDF is these few objects written out as text, without pdf-lib's
// object model (an object per name and number, each measured and then copied byte by byte), which was a third of a
// voucher's cost. Tests read every PDF back with pdf-lib's parser; bench/pdf-identical.mjs draws them with Poppler.
import zlib from 'node:zlib';

/** A colour of the device RGB space, each part from 0 to 1. */
export interface TColor {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

export function rgb(red: number, green: number, blue: number): TColor {
  return { red, green, blue };
}

/**
 * A number as PDFs write it, to the thousandth (of a point, 1/72000 inch: no screen or printer shows less; the
 * fractions JavaScript leaves, as in 23.347499999999997, only lengthen the file): never an exponent, which PDF lacks.
 */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  // Math.round leaves -0 for small negative values.
  return rounded === 0 ? '0' : String(rounded);
}

/** The filling (`rg`) and stroking (`RG`) operators of each colour, written once. */
const COLOUR_TEXT = new WeakMap<TColor, { fill: string; stroke: string }>();

function colourText(color: TColor): { fill: string; stroke: string } {
  let text = COLOUR_TEXT.get(color);
  if (!text) {
    const parts = `${pdfNumber(color.red)} ${pdfNumber(color.green)} ${pdfNumber(color.blue)}`;
    text = { fill: `${parts} rg`, stroke: `${parts} RG` };
    COLOUR_TEXT.set(color, text);
  }
  return text;
}

/** The `rg` operator that fills with `color`. */
export function fillingColour(color: TColor): string {
  return colourText(color).fill;
}

/** Bytes of an object's body: text (each character one byte) or bytes as they are. */
export type TPdfPiece = string | Uint8Array;

/**
 * What pages use beside their content (a font): `count` objects, numbered one after the other when the PDF is written.
 * Pages name the first of them.
 */
export interface TPdfResource {
  readonly count: number;
  /** The bodies of its objects (what goes between `N 0 obj` and `endobj`), given the number of the first. */
  bodies(first: number): TPdfPiece[][];
}

/** A stream object's body: its dictionary (without /Length, which is added) and its bytes. */
export function streamBody(dictionary: string, bytes: Uint8Array): TPdfPiece[] {
  return [`<< /Length ${bytes.length} ${dictionary} >>\nstream\n`, bytes, '\nendstream'];
}

/** How a page's content stream is deflated: zlib's fastest level (decision 135): its bytes, not what they draw. */
const CONTENT_DEFLATE_LEVEL = 1;

/** One page: its size, the operators drawn on it (one per line) and the fonts they name. */
export class PdfPage {
  private readonly lines: string[] = [];
  private readonly fontNames = new Map<TPdfResource, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  getSize(): { width: number; height: number } {
    return { width: this.width, height: this.height };
  }

  /** Operators written as text, each line one or more operators with their operands. */
  push(lines: readonly string[]): void {
    for (const line of lines) this.lines.push(line);
  }

  /** The name this page's resources give a font (`/F1`, `/F2`...), added the first time it is asked. */
  fontName(font: TPdfResource): string {
    let name = this.fontNames.get(font);
    if (name === undefined) {
      name = `/F${this.fontNames.size + 1}`;
      this.fontNames.set(font, name);
    }
    return name;
  }

  get fonts(): ReadonlyMap<TPdfResource, string> {
    return this.fontNames;
  }

  drawRectangle(rectangle: { x: number; y: number; width: number; height: number; color: TColor }): void {
    const { x, y, width, height, color } = rectangle;
    this.lines.push(
      'q',
      fillingColour(color),
      `${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)} re`,
      'f',
      'Q',
    );
  }

  drawLine(line: {
    start: { x: number; y: number };
    end: { x: number; y: number };
    thickness: number;
    color: TColor;
  }): void {
    const { start, end, thickness, color } = line;
    this.lines.push(
      'q',
      colourText(color).stroke,
      `${pdfNumber(thickness)} w`,
      `${pdfNumber(start.x)} ${pdfNumber(start.y)} m`,
      `${pdfNumber(end.x)} ${pdfNumber(end.y)} l`,
      'S',
      'Q',
    );
  }

  /** The page's content stream, deflated. */
  contentBytes(): Buffer {
    return zlib.deflateSync(Buffer.from(this.lines.join('\n'), 'latin1'), { level: CONTENT_DEFLATE_LEVEL });
  }
}

/** Text as a PDF text string: UTF-16BE with its byte order mark, in hex (any script, nothing to escape). */
function textString(text: string): string {
  let hex = '<FEFF';
  for (let index = 0; index < text.length; index++) hex += text.charCodeAt(index).toString(16).padStart(4, '0');
  return `${hex}>`;
}

/** A date as PDF writes one, in UTC: (D:20261120100000Z). */
function dateString(date: Date): string {
  const digits = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `(D:${digits}Z)`;
}

const HEADER = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

/** A PDF document being drawn: its pages and information, written whole by `save`. */
export class PdfFile {
  private readonly pages: PdfPage[] = [];
  private readonly info: { title?: string; author?: string; created?: Date; language?: string } = {};

  setTitle(title: string): void {
    this.info.title = title;
  }

  setAuthor(author: string): void {
    this.info.author = author;
  }

  setCreationDate(created: Date): void {
    this.info.created = created;
  }

  /** The document's natural language (the catalog's /Lang): 'ar' for an Arabic document. */
  setLanguage(language: string): void {
    this.info.language = language;
  }

  addPage([width, height]: readonly [number, number]): PdfPage {
    const page = new PdfPage(width, height);
    this.pages.push(page);
    return page;
  }

  getPages(): readonly PdfPage[] {
    return this.pages;
  }

  /**
   * The PDF's bytes: the catalog (1), the page tree (2), the information (3), each font's objects, then each page and
   * its content stream; the cross-reference table and the trailer.
   */
  save(): Uint8Array {
    const resources: TPdfResource[] = [];
    for (const page of this.pages)
      for (const font of page.fonts.keys()) if (!resources.includes(font)) resources.push(font);
    let next = 4;
    const firstOf = new Map<TPdfResource, number>();
    for (const resource of resources) {
      firstOf.set(resource, next);
      next += resource.count;
    }
    const pageNumbers = this.pages.map((_, index) => next + index * 2);
    const bodies: TPdfPiece[][] = [];
    const { title, author, created, language } = this.info;
    bodies.push([`<< /Type /Catalog /Pages 2 0 R${language ? ` /Lang ${textString(language)}` : ''} >>`]);
    const kids = pageNumbers.map((number) => `${number} 0 R`).join(' ');
    bodies.push([`<< /Type /Pages /Kids [${kids}] /Count ${this.pages.length} >>`]);
    const date = created ? dateString(created) : undefined;
    bodies.push([
      [
        '<<',
        ...(title === undefined ? [] : [`/Title ${textString(title)}`]),
        ...(author === undefined ? [] : [`/Author ${textString(author)}`]),
        `/Producer ${textString('Rihla')}`,
        ...(date ? [`/CreationDate ${date}`, `/ModDate ${date}`] : []),
        '>>',
      ].join(' '),
    ]);
    for (const resource of resources) bodies.push(...resource.bodies(firstOf.get(resource) ?? 0));
    for (const [index, page] of this.pages.entries()) {
      const fonts = [...page.fonts].map(([font, name]) => `${name} ${firstOf.get(font)} 0 R`).join(' ');
      const size = `[0 0 ${pdfNumber(page.width)} ${pdfNumber(page.height)}]`;
      const contents = (pageNumbers[index] ?? 0) + 1;
      bodies.push([
        `<< /Type /Page /Parent 2 0 R /MediaBox ${size} /Resources << /Font << ${fonts} >> >> /Contents ${contents} 0 R >>`,
      ]);
      bodies.push(streamBody('/Filter /FlateDecode', page.contentBytes()));
    }
    return writeFile(bodies);
  }
}

/** Objects 1 to N from their bodies, behind the header, then the cross-reference table pointing at each. */
function writeFile(bodies: TPdfPiece[][]): Uint8Array {
  const chunks: Uint8Array[] = [HEADER];
  let offset = HEADER.length;
  const add = (piece: TPdfPiece) => {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
    chunks.push(bytes);
    offset += bytes.length;
  };
  let xref = `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  for (const [index, body] of bodies.entries()) {
    xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
    add(`${index + 1} 0 obj\n`);
    for (const piece of body) add(piece);
    add('\nendobj\n');
  }
  const start = offset;
  add(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${start}\n%%EOF\n`);
  return Buffer.concat(chunks, offset);
}
