// The PDFs' type (decision 022, shared by decision 111): Noto Sans and Noto Sans Arabic, shaped by fontkit, one line in
// visual order at a time; the voucher, the invoice, the manifest and the border list all draw with it, into PDFs of
// our own writer (pdf-file.ts, decision 147), each font as a subset of the glyphs the PDF draws.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { padGlyphs } from './pad-glyphs.js';
import {
  fillingColour,
  type PdfPage,
  pdfNumber,
  streamBody,
  type TColor,
  type TPdfPiece,
  type TPdfResource,
} from './pdf-file.js';
import { type TLineDirection, type TScriptFont, type TTextRun, visualRuns } from './visual-runs.js';

export type TWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const FONT_FILES: Record<TWeight, Record<TScriptFont, string>> = {
  regular: {
    latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  },
  bold: {
    latin: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    arabic: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
};

type TFontFiles = Record<TWeight, Record<TScriptFont, Uint8Array>>;
let fontFiles: Promise<TFontFiles> | undefined;
/** The Latin files of fontFiles: their faces are laid out without positioning (see rememberLayouts). */
const latinFiles = new WeakSet<Uint8Array>();

/** The four font files, read (and their glyphs aligned) once per process. */
function readFontFiles(): Promise<TFontFiles> {
  const read = (file: string) => readFile(require.resolve(file)).then((bytes) => padGlyphs(new Uint8Array(bytes)));
  fontFiles ??= Promise.all([
    read(FONT_FILES.regular.latin),
    read(FONT_FILES.regular.arabic),
    read(FONT_FILES.bold.latin),
    read(FONT_FILES.bold.arabic),
  ]).then(([regularLatin, regularArabic, boldLatin, boldArabic]) => {
    latinFiles.add(regularLatin);
    latinFiles.add(boldLatin);
    return { regular: { latin: regularLatin, arabic: regularArabic }, bold: { latin: boldLatin, arabic: boldArabic } };
  });
  return fontFiles;
}

/** How many shaped strings each font keeps; the voucher's own words and the catalogue's titles repeat. */
const LAYOUT_CACHE_SIZE = 4000;
/**
 * How many lines' runs, widths and wrappings the process keeps, each for every PDF it draws: a voucher's labels, its
 * trips' titles, terms and places repeat from one order to the next, and measuring them is most of a voucher's cost.
 */
const LINE_CACHE_SIZE = 4000;
const LINE_RUNS = new Map<string, Map<string, TTextRun[]>>();
const LINE_WIDTHS = new Map<string, Map<string, number>>();
const WRAPPED_LINES = new Map<string, Map<string, string[]>>();
const RUN_BODIES = new Map<string, Map<string, TRunBody>>();

/** How many lines' runs, widths and wrappings the process keeps now, and the most it keeps of each. */
export function keptLines(): { runs: number; widths: number; wrappings: number; limit: number } {
  return { runs: LINE_RUNS.size, widths: LINE_WIDTHS.size, wrappings: WRAPPED_LINES.size, limit: LINE_CACHE_SIZE };
}

/** Forgets every line measured (what a new process knows): a PDF drawn then is measured anew. */
export function forgetLines(): void {
  LINE_RUNS.clear();
  LINE_WIDTHS.clear();
  WRAPPED_LINES.clear();
  RUN_BODIES.clear();
}

// NOTE: parsing a font file takes about 10 ms for Noto Sans; a parsed fontkit font holds no state of one document
// (each document keeps its own subset, DocumentFont), so one parse per file serves every PDF. Shaping (GSUB and GPOS
// lookups) is most of a line's cost: the font remembers the glyph runs of the strings it shaped last, which nothing
// changes once made.
const parsedFonts = new WeakMap<Uint8Array, fontkit.Font>();

/** The shared face of one of the four font files, parsed the first time it is asked. */
function faceOf(bytes: Uint8Array): fontkit.Font {
  let font = parsedFonts.get(bytes);
  if (!font) {
    font = sharedFace(fontkit.create(bytes), { isPositioned: !latinFiles.has(bytes) });
    parsedFonts.set(bytes, font);
  }
  return font;
}

/**
 * A parsed font made fit to serve every PDF of the process (see faceOf). `isPositioned: false` for a face whose
 * glyphs are drawn at their plain advances (the Latin one, see placeGlyphs): its layouts skip positioning.
 */
export function sharedFace(font: fontkit.Font, options: { isPositioned?: boolean } = {}): fontkit.Font {
  keepCharactersOfGlyphs(font);
  return rememberLayouts(font, options.isPositioned ?? true);
}

/**
 * NOTE: fontkit makes each glyph once per font and keeps it, with the characters of whoever asked first. Writing a
 * subset asks for the parts of a composite glyph with no characters (the ellipsis is three full stops), so in a
 * font shared across PDFs, a full stop first met inside an ellipsis stood for no character in every later PDF's
 * ToUnicode map: "AED 25.00" copied, searched and read aloud as "AED 2500". A glyph asked for with its characters
 * keeps them.
 */
function keepCharactersOfGlyphs(font: fontkit.Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (glyphId: number, codePoints: number[] = []) => {
    const glyph = getGlyph(glyphId, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
}

/**
 * The OpenType features that only move glyphs (GPOS) and never change which glyphs a text becomes: kerning, marks on
 * their bases, cursive joins, Indic marks. Nothing substitutes glyphs in them (GSUB has none of these tags).
 */
const POSITIONING_FEATURES_OFF = {
  kern: false,
  mark: false,
  mkmk: false,
  curs: false,
  dist: false,
  abvm: false,
  blwm: false,
} as const;

/** Printable ASCII, what the Latin layouts' shortcut takes (see rememberLayouts). */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
/**
 * Between two characters neither of which is an f: Noto Sans substitutes nothing across such a boundary in printable
 * ASCII (its only substitutions there are the ligatures ff, fi, fl, ffi and ffl; shaped-type.test.ts checks every pair).
 */
const SUBSTITUTION_FREE_BOUNDARY = /(?<!f)(?!f)/;

/**
 * NOTE: positioning (GPOS: kerning and marks, two thirds of fontkit's layout) changes where glyphs go, never which
 * glyphs a text becomes (left to right). A face drawn at its glyphs' plain advances (`isPositioned` false: Latin, see
 * placeGlyphs) is laid out without it: the same glyphs at a third of the cost, their positions plain advances.
 * Such a face's printable ASCII text is laid out in pieces cut where nothing is substituted across (each character but
 * around an f), each piece remembered: a text met once (a voucher's code, its reference) costs no layout of its own
 * (decision 135), and becomes the same glyphs as laid out whole.
 */
function rememberLayouts(font: fontkit.Font, isPositioned: boolean): fontkit.Font {
  const layout = font.layout.bind(font) as (...args: unknown[]) => fontkit.GlyphRun;
  const runs = new Map<string, fontkit.GlyphRun>();
  const layoutInPieces = (text: string): fontkit.GlyphRun => {
    const pieces = PRINTABLE_ASCII.test(text) ? text.split(SUBSTITUTION_FREE_BOUNDARY) : [text];
    if (pieces.length === 1) return layout(text, POSITIONING_FEATURES_OFF);
    const glyphs: fontkit.Glyph[] = [];
    const positions: fontkit.GlyphPosition[] = [];
    for (const piece of pieces) {
      const run = font.layout(piece);
      glyphs.push(...run.glyphs);
      positions.push(...run.positions);
    }
    return { glyphs, positions } as unknown as fontkit.GlyphRun;
  };
  font.layout = (text: string, ...options: unknown[]) => {
    if (options.some((option) => option !== undefined)) return layout(text, ...options);
    return remembered(runs, text, LAYOUT_CACHE_SIZE, () => (isPositioned ? layout(text) : layoutInPieces(text)));
  };
  return font;
}

/** `map`'s value for `key`, made by `make` the first time; the map is emptied when it holds `limit` values. */
function remembered<T>(map: Map<string, T>, key: string, limit: number, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= limit) map.clear();
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * `make`'s answer for a line in a style, kept by the line first (at most LINE_CACHE_SIZE lines), then by the style.
 * NOTE: a key of the style and the text joined was a new string on every call, copied and hashed whole (a voucher's
 * terms are a few hundred characters); a line's own string keeps its hash once hashed.
 */
function rememberedFor<T>(map: Map<string, Map<string, T>>, text: string, style: string, make: () => T): T {
  let styles = map.get(text);
  if (styles === undefined) {
    if (map.size >= LINE_CACHE_SIZE) map.clear();
    styles = new Map();
    map.set(text, styles);
  }
  let value = styles.get(style);
  if (value === undefined) {
    value = make();
    styles.set(style, value);
  }
  return value;
}

export interface TTextStyle {
  size: number;
  weight?: TWeight;
  color: TColor;
  /**
   * The line's paragraph direction (decision 111): 'rtl' for an Arabic line that may start with a Latin name; absent,
   * from its first strong character. Its width is the same either way.
   */
  direction?: TLineDirection;
}

/**
 * The PDFs' type: measures and draws a line of any script, splitting it into runs of one font each in
 * visual order (visual-runs.ts). A font is added to the PDF, as a subset, when a run first needs it.
 */
export class ShapedType {
  private readonly fonts = new Map<string, DocumentFont>();

  private constructor(private readonly files: TFontFiles) {}

  /** The type of one PDF (one instance a document): its fonts' subsets are that document's own. */
  static async of(): Promise<ShapedType> {
    return new ShapedType(await readFontFiles());
  }

  private face(weight: TWeight, script: TScriptFont): fontkit.Font {
    return faceOf(this.files[weight][script]);
  }

  private readonly covers = (script: TScriptFont, codePoint: number): boolean =>
    this.face('regular', script).hasGlyphForCodePoint(codePoint);

  runs(text: string, direction?: TLineDirection): TTextRun[] {
    return rememberedFor(LINE_RUNS, text, direction ?? '', () => visualRuns(text, this.covers, direction));
  }

  /** The width of a line as drawn: its glyphs' advances after shaping. */
  width(text: string, size: number, weight: TWeight = 'regular'): number {
    // Text met once (a reference, a voucher code) is measured from its characters' advances, and not kept.
    const plain = plainTextOf(this.face(weight, 'latin'), text);
    if (plain) return plain.width(size);
    return rememberedFor(LINE_WIDTHS, text, `${weight} ${size}`, () => {
      let width = 0;
      for (const run of this.runs(text)) width += placeGlyphs(this.face(weight, run.font), run, size).width;
      return width;
    });
  }

  /** Draws one line from x (its left end) on the baseline y; returns its width. */
  draw(page: PdfPage, text: string, x: number, y: number, style: TTextStyle): number {
    const weight = style.weight ?? 'regular';
    let at = x;
    for (const run of this.runs(text, style.direction)) {
      at += this.drawRun(page, this.documentFont(weight, run.font), run, at, y, style);
    }
    return at - x;
  }

  /**
   * One run: placed at its start (Tm), then its text operators (runBody). A run of stable glyphs has the same codes in
   * every PDF, so its operators are kept by its text and style (decision 147): a voucher's labels, terms, places and
   * Arabic words are laid out and written once per process.
   */
  private drawRun(page: PdfPage, font: DocumentFont, run: TTextRun, x: number, y: number, style: TTextStyle): number {
    const { face } = font;
    const { size } = style;
    const plain = run.font === 'latin' ? plainTextOf(face, run.text) : undefined;
    if (plain) return drawRunBody(page, font, { lines: plain.lines(), width: plain.width(size) }, x, y, style);
    // The glyphs' codes in the PDF's subset, in the order of fontkit's layout of the text.
    const { glyphs } = face.layout(run.text);
    const stable = font.stableCodes(run.text, glyphs);
    const body =
      stable === null
        ? runBody(face, run, glyphs, size, font.codes(glyphs))
        : rememberedFor(RUN_BODIES, run.text, `${run.font} ${style.weight ?? 'regular'} ${size}`, () =>
            runBody(face, run, glyphs, size, stable),
          );
    return drawRunBody(page, font, body, x, y, style);
  }

  /** The PDF's subset of a face, made when a run first needs it. */
  private documentFont(weight: TWeight, script: TScriptFont): DocumentFont {
    const key = `${weight}-${script}`;
    let font = this.fonts.get(key);
    if (!font) {
      const file = this.files[weight][script];
      const face = faceOf(file);
      font = new DocumentFont(
        face,
        stableGlyphsOf(face, () => (script === 'latin' ? stableLatinGlyphs(face) : stableArabicGlyphs(file, face))),
      );
      this.fonts.set(key, font);
    }
    return font;
  }

  /**
   * Text broken into at most maxLines lines of at most `width`, at spaces where it can and anywhere in a word
   * too long for a line; what still does not fit ends the last line with an ellipsis.
   */
  wrap(text: string, size: number, weight: TWeight, width: number, maxLines: number): string[] {
    const style = `${weight} ${size} ${width} ${maxLines}`;
    return [...rememberedFor(WRAPPED_LINES, text, style, () => this.wrapAnew(text, size, weight, width, maxLines))];
  }

  private wrapAnew(text: string, size: number, weight: TWeight, width: number, maxLines: number): string[] {
    const fits = (line: string) => this.width(line, size, weight) <= width;
    const lines: string[] = [];
    let rest = Array.from(text.trim().replace(/\s+/g, ' '));
    while (rest.length > 0) {
      if (fits(rest.join(''))) return [...lines, rest.join('')];
      if (lines.length >= maxLines - 1) {
        const kept = longestFitting(rest, (count) => fits(`${rest.slice(0, count).join('').trimEnd()}…`));
        return [...lines, `${rest.slice(0, kept).join('').trimEnd()}…`];
      }
      const kept = longestFitting(rest, (count) => fits(rest.slice(0, count).join('')));
      const space = rest.lastIndexOf(' ', kept);
      const cut = space > 0 ? space : kept;
      lines.push(rest.slice(0, cut).join('').trimEnd());
      rest = rest.slice(cut);
      while (rest[0] === ' ') rest.shift();
    }
    return lines;
  }
}

/** The characters every Latin subset starts with, in this order (see DocumentFont): printable ASCII. */
const STABLE_CODE_POINTS = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);

/** The glyphs every Latin subset starts with: those of printable ASCII, in code point order. */
function stableLatinGlyphs(face: fontkit.Font): fontkit.Glyph[] {
  return STABLE_CODE_POINTS.map((codePoint) => face.glyphForCodePoint(codePoint));
}

const TATWEEL = '\u0640';
/**
 * What every Arabic subset's glyphs are found from (decision 135): each Arabic letter (U+0621 to U+064A) alone, final,
 * initial and medial (tatweel beside it), lam with each alef alone and final, the vowel marks on a tatweel, Arabic-Indic
 * digits, Arabic punctuation and the spaces an Arabic run carries. Noto Sans Arabic draws a letter as a dotless shape
 * and its dots, so these glyphs write every word of the Arabic alphabet, the voucher's own words included.
 */
const STABLE_ARABIC_TEXTS: string[] = (() => {
  const texts = [' ', '\u00a0', TATWEEL, '\u060c', '\u061b', '\u061f', '\u066a', '\u066b', '\u066c'];
  for (let codePoint = 0x621; codePoint <= 0x64a; codePoint++) {
    if (codePoint === 0x640) continue;
    const letter = String.fromCodePoint(codePoint);
    texts.push(letter, TATWEEL + letter, letter + TATWEEL, TATWEEL + letter + TATWEEL);
  }
  for (const alef of ['\u0627', '\u0623', '\u0625', '\u0622']) texts.push(`\u0644${alef}`, `${TATWEEL}\u0644${alef}`);
  for (let codePoint = 0x64b; codePoint <= 0x652; codePoint++) texts.push(TATWEEL + String.fromCodePoint(codePoint));
  for (let codePoint = 0x660; codePoint <= 0x669; codePoint++) texts.push(String.fromCodePoint(codePoint));
  return texts;
})();
const stableArabicIds = new WeakMap<Uint8Array, number[]>();

/**
 * The glyphs every Arabic subset starts with, in glyph id order: those STABLE_ARABIC_TEXTS are laid out into.
 * NOTE: they are laid out by a font parsed for this alone. A glyph of the shared face keeps the characters of the
 * first text that asks for it (see keepCharactersOfGlyphs), and Noto Sans Arabic shares its dotless shapes between
 * letters: the ToUnicode map of the glyphs a voucher draws stays what the texts drawn make it, as before.
 */
function stableArabicGlyphs(file: Uint8Array, face: fontkit.Font): fontkit.Glyph[] {
  let ids = stableArabicIds.get(file);
  if (!ids) {
    const alone = fontkit.create(file);
    const found = new Set<number>();
    for (const text of STABLE_ARABIC_TEXTS) for (const glyph of alone.layout(text).glyphs) found.add(glyph.id);
    ids = [...found].sort((a, b) => a - b);
    stableArabicIds.set(file, ids);
  }
  return ids.map((id) => face.getGlyph(id));
}

/** Subset glyph numbers as four hex digits, made once each. */
const HEX_CODES: string[] = [];

function hexCode(id: number): string {
  let code = HEX_CODES[id];
  if (code === undefined) {
    code = id.toString(16).padStart(4, '0').toUpperCase();
    HEX_CODES[id] = code;
  }
  return code;
}

/**
 * The glyphs every subset of a face starts with, numbered from 1 in this order, and the codes of runs made of them
 * alone, kept by the run's text (most runs: a voucher's labels, references, codes and Arabic words).
 */
interface TStableGlyphs {
  glyphs: fontkit.Glyph[];
  /** Glyph id to its number in every subset; .notdef (0) is 0. */
  numbers: Map<number, number>;
  runCodes: Map<string, string | null>;
}
const stableGlyphsOfFace = new WeakMap<fontkit.Font, TStableGlyphs>();

function stableGlyphsOf(face: fontkit.Font, make: () => fontkit.Glyph[]): TStableGlyphs {
  let stable = stableGlyphsOfFace.get(face);
  if (!stable) {
    const glyphs: fontkit.Glyph[] = [];
    const numbers = new Map<number, number>([[0, 0]]);
    for (const glyph of make()) {
      if (numbers.has(glyph.id)) continue;
      glyphs.push(glyph);
      numbers.set(glyph.id, glyphs.length);
    }
    stable = { glyphs, numbers, runCodes: new Map() };
    stableGlyphsOfFace.set(face, stable);
  }
  return stable;
}

/**
 * One PDF's subset of a face, and the five objects it is written as (a Type 0 font over a CIDFontType2 whose CIDs are
 * the subset's glyph numbers: its font dict, CID font dict, descriptor, font file and ToUnicode map).
 * NOTE: a subset numbered in the order a document first draws its glyphs was every voucher's own (its random voucher
 * code, its reference), written and deflated anew: a quarter of a voucher's cost. A subset starts here with the
 * face's stable glyphs (printable ASCII's in code point order for Latin, the Arabic letters' forms for Arabic), then
 * what the document draws beyond them: most documents' subsets then hold the same glyphs in the same order, and are
 * written once per process (see writtenFont). It costs each PDF the stable glyphs it does not draw (about 12 KB for
 * both Latin weights, see decision 135 for Arabic).
 */
export class DocumentFont implements TPdfResource {
  readonly count = 5;
  /** Glyphs beyond the stable ones, numbered on from them in the order the document first draws them. */
  private readonly added: fontkit.Glyph[] = [];
  private readonly addedNumbers = new Map<number, number>();

  constructor(
    readonly face: fontkit.Font,
    private readonly stable: TStableGlyphs,
  ) {}

  /**
   * A run's glyphs' numbers in the subset, four hex digits each; a glyph not yet in it is added (a stable glyph has its
   * stable number: drawRun asks stableCodes first for a run of them alone, kept by its text).
   */
  codes(glyphs: fontkit.Glyph[]): string {
    let written = '';
    for (const glyph of glyphs) written += hexCode(this.numberOf(glyph));
    return written;
  }

  /** A run's codes when its every glyph is a stable one, numbered alike in every subset of the face; else null. */
  stableCodes(text: string, glyphs: fontkit.Glyph[]): string | null {
    const { numbers, runCodes } = this.stable;
    let codes = runCodes.get(text);
    if (codes === undefined) {
      codes = glyphs.every((glyph) => numbers.has(glyph.id))
        ? glyphs.map((glyph) => hexCode(numbers.get(glyph.id) ?? 0)).join('')
        : null;
      if (runCodes.size >= LAYOUT_CACHE_SIZE) runCodes.clear();
      runCodes.set(text, codes);
    }
    return codes;
  }

  private numberOf(glyph: fontkit.Glyph): number {
    let number = this.stable.numbers.get(glyph.id) ?? this.addedNumbers.get(glyph.id);
    if (number === undefined) {
      this.added.push(glyph);
      number = this.stable.glyphs.length + this.added.length;
      this.addedNumbers.set(glyph.id, number);
    }
    return number;
  }

  bodies(first: number): TPdfPiece[][] {
    const written = writtenFont(this.face, this.stable, this.added);
    const name = `/${written.baseFont}`;
    return [
      [
        `<< /Type /Font /Subtype /Type0 /BaseFont ${name} /Encoding /Identity-H /DescendantFonts [${first + 1} 0 R] /ToUnicode ${first + 4} 0 R >>`,
      ],
      [
        `<< /Type /Font /Subtype /CIDFontType2 /CIDToGIDMap /Identity /BaseFont ${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${first + 2} 0 R /W ${written.widths} >>`,
      ],
      [`<< /Type /FontDescriptor /FontName ${name} ${descriptorOf(this.face)} /FontFile2 ${first + 3} 0 R >>`],
      streamBody(`/Length1 ${written.fileLength} /Filter /FlateDecode`, written.file),
      streamBody('/Filter /FlateDecode', written.unicode.bytes),
    ];
  }
}

/** A PDF's subset of a face with no stable glyphs: every glyph numbered in the order first drawn (for tests). */
export function plainSubset(face: fontkit.Font): DocumentFont {
  return new DocumentFont(face, { glyphs: [], numbers: new Map([[0, 0]]), runCodes: new Map() });
}

/** A subset as written: its font file deflated, its widths, its name, and its ToUnicode map as last written. */
interface TWrittenFont {
  file: Buffer;
  /** The font file's length before deflating (/Length1). */
  fileLength: number;
  /** The CID font's W array: each glyph's advance in thousandths of the size, from number 1. */
  widths: string;
  /** Six capital letters, the subset's own (PDF 32000-1, 9.6.4), then the face's PostScript name. */
  baseFont: string;
  unicode: { codePoints: number[][]; bytes: Buffer };
}
/** How many written subsets each face keeps (one per set of glyphs beyond its stable glyphs met lately). */
const SUBSET_CACHE_SIZE = 16;
const writtenFonts = new WeakMap<fontkit.Font, Map<string, TWrittenFont>>();

/**
 * A subset written: the stable glyphs and those `added`, kept per face by the added glyphs' ids, so that a subset
 * is encoded and deflated once per process. Its ToUnicode map is written again when a glyph's characters changed
 * (a glyph made with none gets the first ones a text asks for, see keepCharactersOfGlyphs).
 */
function writtenFont(face: fontkit.Font, stable: TStableGlyphs, added: fontkit.Glyph[]): TWrittenFont {
  let kept = writtenFonts.get(face);
  if (!kept) {
    kept = new Map();
    writtenFonts.set(face, kept);
  }
  const key = added.map((glyph) => glyph.id).join(',');
  const glyphs = added.length > 0 ? [...stable.glyphs, ...added] : stable.glyphs;
  let written = kept.get(key);
  if (!written) {
    const bytes = encodedSubset(face, glyphs);
    const scale = 1000 / face.unitsPerEm;
    const widths = glyphs.map((glyph) => pdfNumber(glyph.advanceWidth * scale)).join(' ');
    written = {
      file: zlib.deflateSync(bytes),
      fileLength: bytes.length,
      widths: glyphs.length > 0 ? `[1 [${widths}]]` : '[]',
      baseFont: `${subsetTag(`${face.postscriptName} ${key}`)}+${face.postscriptName}`,
      unicode: { codePoints: [], bytes: Buffer.alloc(0) },
    };
    if (kept.size >= SUBSET_CACHE_SIZE) kept.clear();
    kept.set(key, written);
  }
  const { codePoints } = written.unicode;
  if (codePoints.length !== glyphs.length || glyphs.some((glyph, index) => glyph.codePoints !== codePoints[index])) {
    written.unicode = { codePoints: glyphs.map((glyph) => glyph.codePoints), bytes: unicodeMap(glyphs) };
  }
  return written;
}

/** What restructure's EncodeStream is to a subset's encode: where the font file's bytes are pushed. */
interface TEncodeStream {
  push(chunk: Uint8Array | null): boolean;
  end(): void;
}
let EncodeStream: (new () => TEncodeStream) | undefined;

/**
 * A TrueType subset of the face with these glyphs numbered from 1 (.notdef is 0), as fontkit writes it.
 * NOTE: fontkit's UMD build writes a subset through a browser shim of Node streams, whose every tick is a setTimeout;
 * it is written here in one go, into the same kind of stream.
 */
function encodedSubset(face: fontkit.Font, glyphs: fontkit.Glyph[]): Buffer {
  const subset = face.createSubset() as unknown as {
    includeGlyph(id: number): number;
    encode(stream: TEncodeStream): void;
    encodeStream(): TEncodeStream;
  };
  for (const glyph of glyphs) subset.includeGlyph(glyph.id);
  EncodeStream ??= subset.encodeStream().constructor as new () => TEncodeStream;
  const stream = new EncodeStream();
  const parts: Uint8Array[] = [];
  stream.push = (chunk) => {
    if (chunk) parts.push(chunk);
    return true;
  };
  subset.encode(stream);
  stream.end();
  return Buffer.concat(parts);
}

/** Six capital letters from a text (FNV-1a): the same subset is always named alike, another one seldom. */
function subsetTag(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  let tag = '';
  for (let letter = 0; letter < 6; letter++) {
    tag += String.fromCharCode(65 + ((hash >>> 0) % 26));
    hash = Math.imul(hash ^ letter, 0x01000193);
  }
  return tag;
}

/** A font descriptor's entries of a face but its name and file: flags, box and metrics in thousandths. */
const DESCRIPTORS = new WeakMap<fontkit.Font, string>();

function descriptorOf(face: fontkit.Font): string {
  let text = DESCRIPTORS.get(face);
  if (text === undefined) {
    const scale = 1000 / face.unitsPerEm;
    const { bbox, ascent, descent, capHeight, xHeight, italicAngle } = face;
    const tables = face as unknown as {
      'OS/2'?: { sFamilyClass: number };
      post: { isFixedPitch: boolean };
      head: { macStyle: { italic: boolean } };
    };
    const familyClass = (tables['OS/2']?.sFamilyClass ?? 0) >> 8;
    // PDF 32000-1, 9.8.2: 1 fixed pitch, 2 serif, 3 symbolic (any glyphs beyond the standard Latin set), 4 script,
    // 7 italic.
    const flags =
      (tables.post.isFixedPitch ? 1 : 0) |
      (familyClass >= 1 && familyClass <= 7 ? 1 << 1 : 0) |
      (1 << 2) |
      (familyClass === 10 ? 1 << 3 : 0) |
      (tables.head.macStyle.italic ? 1 << 6 : 0);
    const box = [bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map((value) => pdfNumber(value * scale)).join(' ');
    text = [
      `/Flags ${flags}`,
      `/FontBBox [${box}]`,
      `/ItalicAngle ${pdfNumber(italicAngle)}`,
      `/Ascent ${pdfNumber(ascent * scale)}`,
      `/Descent ${pdfNumber(descent * scale)}`,
      `/CapHeight ${pdfNumber((capHeight || ascent) * scale)}`,
      `/XHeight ${pdfNumber((xHeight || 0) * scale)}`,
      '/StemV 0',
    ].join(' ');
    DESCRIPTORS.set(face, text);
  }
  return text;
}

/**
 * The ToUnicode map of a subset (PDF 32000-1, 9.10.3): each glyph number to the characters it stands for, in UTF-16,
 * in blocks of at most 100 as the format allows; a glyph standing for no character is left out. Deflated.
 */
function unicodeMap(glyphs: fontkit.Glyph[]): Buffer {
  const entries: string[] = [];
  for (const [index, glyph] of glyphs.entries()) {
    if (glyph.codePoints.length === 0) continue;
    let utf16 = '';
    for (const unit of String.fromCodePoint(...glyph.codePoints)) {
      for (let at = 0; at < unit.length; at++) utf16 += hexCode(unit.charCodeAt(at));
    }
    entries.push(`<${hexCode(index + 1)}> <${utf16}>`);
  }
  const blocks: string[] = [];
  for (let at = 0; at < entries.length; at += 100) {
    const block = entries.slice(at, at + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  const text = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  return zlib.deflateSync(Buffer.from(text, 'latin1'));
}

interface TPlacedGlyph {
  x: number;
  y: number;
  /** How far a PDF viewer moves on after this glyph: its advance in the font. */
  advance: number;
}

/**
 * Where each glyph of a run goes, relative to the run's start. An Arabic run keeps what shaping placed (dots and
 * marks attached to their letters, which each glyph drawn at the previous one's advance would lose); Latin keeps its
 * plain advances, as the voucher always printed, so it draws as one piece.
 */
function placeGlyphs(face: fontkit.Font, run: TTextRun, size: number): { glyphs: TPlacedGlyph[]; width: number } {
  const { glyphs, positions } = face.layout(run.text);
  const scale = size / face.unitsPerEm;
  const isShaped = run.font === 'arabic';
  let pen = 0;
  const placed = glyphs.map((glyph, index) => {
    const position = positions[index];
    const advance = glyph.advanceWidth * scale;
    const at = {
      x: pen + (isShaped ? (position?.xOffset ?? 0) * scale : 0),
      y: isShaped ? (position?.yOffset ?? 0) * scale : 0,
      advance,
    };
    pen += isShaped ? (position?.xAdvance ?? glyph.advanceWidth) * scale : advance;
    return at;
  });
  return { glyphs: placed, width: pen };
}

/** A run drawn from (x, y): q, BT, colour, Tf, the run's start, its chunks, ET, Q. Answers its width. */
function drawRunBody(page: PdfPage, font: DocumentFont, body: TRunBody, x: number, y: number, style: TTextStyle) {
  const lines = ['q', 'BT', fillingColour(style.color), `${page.fontName(font)} ${pdfNumber(style.size)} Tf`];
  if (body.lines.length > 0) lines.push(`1 0 0 1 ${pdfNumber(x)} ${pdfNumber(y)} Tm`, ...body.lines);
  lines.push('ET', 'Q');
  page.push(lines);
  return body.width;
}

/**
 * Each Latin face's printable ASCII characters, by character code: the one glyph each is laid out into alone, a stable
 * one, and its code in every subset of the face; absent for any other character.
 */
interface TPlainCharacter {
  advance: number;
  code: string;
}
const plainCharactersOfFace = new WeakMap<fontkit.Font, (TPlainCharacter | undefined)[]>();

function plainCharactersOf(face: fontkit.Font): (TPlainCharacter | undefined)[] {
  let characters = plainCharactersOfFace.get(face);
  if (!characters) {
    characters = [];
    const { numbers } = stableGlyphsOf(face, () => stableLatinGlyphs(face));
    for (const codePoint of STABLE_CODE_POINTS) {
      const [glyph, ...more] = face.layout(String.fromCharCode(codePoint)).glyphs;
      const number = glyph && more.length === 0 ? numbers.get(glyph.id) : undefined;
      if (glyph && number !== undefined) characters[codePoint] = { advance: glyph.advanceWidth, code: hexCode(number) };
    }
    plainCharactersOfFace.set(face, characters);
  }
  return characters;
}

/** Where Noto Sans substitutes in printable ASCII: the ligatures ff, fi and fl (and ffi, ffl), nothing else. */
const LIGATURE = /f[fil]/;

/**
 * A line of the Latin face's printable ASCII without a ligature (what a voucher's reference and codes are), measured
 * and written from its characters, without laying it out or keeping it (decision 147): the same glyphs, advances and
 * codes its layout gives, one glyph a character (rememberLayouts' pieces; shaped-type.test.ts checks both). Undefined
 * for any other text.
 */
function plainTextOf(face: fontkit.Font, text: string) {
  const characters = plainCharactersOf(face);
  for (let index = 0; index < text.length; index++) if (!characters[text.charCodeAt(index)]) return undefined;
  if (LIGATURE.test(text)) return undefined;
  return {
    width(size: number): number {
      const scale = size / face.unitsPerEm;
      let width = 0;
      for (let index = 0; index < text.length; index++) {
        width += (characters[text.charCodeAt(index)]?.advance ?? 0) * scale;
      }
      return width;
    },
    lines(): string[] {
      let codes = '';
      for (let index = 0; index < text.length; index++) codes += characters[text.charCodeAt(index)]?.code ?? '';
      return codes ? [`<${codes}> Tj`] : [];
    },
  };
}

/** A run's text operators after the Tm that puts the text at its start, and how wide it is drawn. */
interface TRunBody {
  lines: string[];
  width: number;
}

/**
 * A run in chunks of glyphs that follow each other at their advances, each chunk moved to where it starts (Td, from
 * the previous chunk's start), relative to the run's start: the same for the run wherever it is drawn. A Latin run's
 * glyphs follow each other at their advances (placeGlyphs): one chunk, without a placed glyph made for each.
 */
function runBody(face: fontkit.Font, run: TTextRun, glyphs: fontkit.Glyph[], size: number, codes: string): TRunBody {
  if (run.font !== 'arabic') {
    const scale = size / face.unitsPerEm;
    let width = 0;
    for (const glyph of glyphs) width += glyph.advanceWidth * scale;
    return { lines: glyphs.length > 0 ? [`<${codes}> Tj`] : [], width };
  }
  const placed = placeGlyphs(face, run, size);
  const lines: string[] = [];
  let chunk = '';
  let naturalX = Number.NaN;
  let chunkY = Number.NaN;
  let lineX = 0;
  let lineY = 0;
  placed.glyphs.forEach((glyph, index) => {
    if (!chunk || Math.abs(glyph.x - naturalX) > 0.001 || glyph.y !== chunkY) {
      if (chunk) lines.push(`<${chunk}> Tj`);
      chunk = '';
      // From the previous chunk's start as written (to the thousandth), so that no rounding adds up along the run.
      const atX = Math.round(glyph.x * 1000) / 1000;
      const atY = Math.round(glyph.y * 1000) / 1000;
      if (lines.length > 0 || atX !== 0 || atY !== 0) {
        lines.push(`${pdfNumber(atX - lineX)} ${pdfNumber(atY - lineY)} Td`);
      }
      lineX = atX;
      lineY = atY;
      chunkY = glyph.y;
    }
    chunk += index * 4 < codes.length ? codes.slice(index * 4, index * 4 + 4) : '0000';
    naturalX = glyph.x + glyph.advance;
  });
  if (chunk) lines.push(`<${chunk}> Tj`);
  return { lines, width: placed.width };
}

/** How many of the first characters pass `fits` (at least one), by halving: widths grow with length. */
function longestFitting(characters: string[], fits: (count: number) => boolean): number {
  let low = 1;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}
