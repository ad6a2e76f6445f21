import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFRef,
  PDFStream,
} from 'pdf-lib';

/** One piece of text a PDF draws: where, how wide, with which font, and the characters its glyphs stand for. */
export interface TDrawnText {
  page: number;
  text: string;
  font: string;
  x: number;
  y: number;
  size: number;
  width: number;
}

export interface TPdfPage {
  width: number;
  height: number;
  texts: TDrawnText[];
}

interface TFontInfo {
  name: string;
  unicode: Map<number, string>;
  widths: Map<number, number>;
}

/**
 * The text one of our PDFs draws (pdf-file.ts, read back with pdf-lib's parser), page by page: each content stream is
 * read for its font (Tf), position (Tm, Td) and glyph strings (Tj, two bytes a glyph); glyphs are read back through the
 * font's ToUnicode map and measured with its W array.
 */
export async function pdfPages(pdf: Uint8Array): Promise<TPdfPage[]> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  return document.getPages().map((page, pageIndex) => {
    const fonts = new Map<string, TFontInfo>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [key, ref] of fontDict?.entries() ?? []) {
      fonts.set(key.asString(), readFont(document, document.context.lookup(ref as PDFRef, PDFDict)));
    }
    const texts: TDrawnText[] = [];
    let font: TFontInfo | undefined;
    let size = 0;
    let x = 0;
    let y = 0;
    let line = { x: 0, y: 0 };
    for (const content of contentsOf(document, page.node.Contents())) {
      const tokens = content.match(/\/[^\s/<[(]+|<[0-9A-Fa-f]*>|-?[\d.]+|[A-Za-z*'"]+/g) ?? [];
      const operands: string[] = [];
      for (const token of tokens) {
        if (!/^[A-Za-z*'"]+$/.test(token)) {
          operands.push(token);
          continue;
        }
        if (token === 'Tf') {
          font = fonts.get(operands.at(-2) ?? '');
          size = Number(operands.at(-1));
        } else if (token === 'Tm') {
          x = Number(operands.at(-2));
          y = Number(operands.at(-1));
          line = { x, y };
        } else if (token === 'Td') {
          // The next line's start, from the current line's (not from the end of the text drawn since).
          line = { x: line.x + Number(operands.at(-2)), y: line.y + Number(operands.at(-1)) };
          ({ x, y } = line);
        } else if (token === 'Tj' && font) {
          const hex = (operands.at(-1) ?? '<>').slice(1, -1);
          let text = '';
          let width = 0;
          for (let at = 0; at + 4 <= hex.length; at += 4) {
            const code = Number.parseInt(hex.slice(at, at + 4), 16);
            text += font.unicode.get(code) ?? '';
            width += ((font.widths.get(code) ?? 0) * size) / 1000;
          }
          texts.push({ page: pageIndex + 1, text, font: font.name, x, y, size, width });
          x += width;
        }
        operands.length = 0;
      }
    }
    const { width, height } = page.getSize();
    return { width, height, texts };
  });
}

/** A rectangle a page fills, in the page's points (x and y its lower left corner). */
export interface TFilledRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The rectangles one of our PDFs fills in black on its first page (`0 0 0 rg`, then `re` ... `f`), in page
 * points: each `re` taken through the transformation matrices (`cm`) in force, saved and restored with `q` and `Q`
 * as the fill colour is.
 * Only scale and translation are followed, all our drawing uses.
 */
export async function pdfBlackRectangles(pdf: Uint8Array): Promise<TFilledRectangle[]> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const [page] = document.getPages();
  const filled: TFilledRectangle[] = [];
  let matrix = [1, 0, 0, 1, 0, 0];
  let isBlack = false;
  // `q` saves the graphics state (the matrix and the fill colour among it), `Q` restores it.
  const saved: { matrix: number[]; isBlack: boolean }[] = [];
  let pending: TFilledRectangle[] = [];
  for (const content of contentsOf(document, page?.node.Contents())) {
    const operands: number[] = [];
    for (const token of content.match(/<[0-9A-Fa-f]*>|\/[^\s/<[(]+|-?[\d.]+|[A-Za-z*'"]+/g) ?? []) {
      if (/^-?[\d.]+$/.test(token)) {
        operands.push(Number(token));
        continue;
      }
      const [a = 0, , , d = 0, e = 0, f = 0] = operands.slice(-6);
      if (token === 'q') saved.push({ matrix, isBlack });
      else if (token === 'Q') ({ matrix, isBlack } = saved.pop() ?? { matrix: [1, 0, 0, 1, 0, 0], isBlack: false });
      else if (token === 'cm') {
        const [ma = 1, , , md = 1, me = 0, mf = 0] = matrix;
        matrix = [a * ma, 0, 0, d * md, e * ma + me, f * md + mf];
      } else if (token === 'rg') isBlack = operands.slice(-3).every((value) => value === 0);
      else if (token === 're') {
        const [x = 0, y = 0, width = 0, height = 0] = operands.slice(-4);
        const [ma = 1, , , md = 1, me = 0, mf = 0] = matrix;
        pending.push({ x: x * ma + me, y: y * md + mf, width: width * ma, height: height * md });
      } else if (token === 'f') {
        if (isBlack) filled.push(...pending);
        pending = [];
      } else if (token === 'n' || token === 'S') pending = [];
      operands.length = 0;
    }
  }
  return filled;
}

/** All the text of a PDF, a line per baseline of each page, its pieces joined left to right. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const lines: string[] = [];
  for (const page of await pdfPages(pdf)) {
    const rows = new Map<number, TDrawnText[]>();
    for (const text of page.texts) {
      const row = Math.round(text.y);
      rows.set(row, [...(rows.get(row) ?? []), text]);
    }
    for (const row of [...rows.keys()].sort((a, b) => b - a)) {
      const pieces = (rows.get(row) ?? []).sort((a, b) => a.x - b.x);
      lines.push(
        pieces
          .map((piece, index) => (index > 0 && piece.x - endOf(pieces[index - 1]) > 4 ? ' ' : '') + piece.text)
          .join(''),
      );
    }
  }
  return lines.join('\n');
}

function endOf(text: TDrawnText | undefined): number {
  return text ? text.x + text.width : 0;
}

function contentsOf(document: PDFDocument, contents: unknown): string[] {
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams.map((each) => {
    const stream = document.context.lookup(each as PDFRef);
    if (stream instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    if (stream instanceof PDFStream) return Buffer.from(stream.getContents()).toString('latin1');
    return '';
  });
}

function readFont(document: PDFDocument, font: PDFDict): TFontInfo {
  const name = font.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.asString() ?? '';
  const unicode = new Map<number, string>();
  const toUnicode = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
  if (toUnicode instanceof PDFRawStream) {
    const cmap = Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1');
    // One bfchar line per glyph: its code, then the UTF-16 of what it stands for.
    for (const [, code, target] of cmap.matchAll(/^<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>$/gm)) {
      unicode.set(Number.parseInt(code ?? '', 16), utf16(target ?? ''));
    }
  }
  const widths = new Map<number, number>();
  const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict);
  const w = descendant?.lookupMaybe(PDFName.of('W'), PDFArray)?.asArray() ?? [];
  for (let at = 0; at < w.length; ) {
    const first = numberOf(document, w[at]);
    const next = document.context.lookup(w[at + 1]);
    if (next instanceof PDFArray) {
      next.asArray().forEach((width, index) => {
        widths.set(first + index, numberOf(document, width));
      });
      at += 2;
    } else {
      for (let code = first; code <= numberOf(document, next); code++) widths.set(code, numberOf(document, w[at + 2]));
      at += 3;
    }
  }
  return { name, unicode, widths };
}

function numberOf(document: PDFDocument, value: unknown): number {
  const resolved = document.context.lookup(value as PDFRef);
  return resolved instanceof PDFNumber ? resolved.asNumber() : 0;
}

function utf16(hex: string): string {
  const units: number[] = [];
  for (let at = 0; at + 4 <= hex.length; at += 4) units.push(Number.parseInt(hex.slice(at, at + 4), 16));
  return String.fromCharCode(...units);
}
