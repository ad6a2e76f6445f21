// The PDFs' type (decision 022, shared by decision 111): Noto Sans and Noto Sans Arabic, shaped by fontkit, one line in
// visual order at a time; the voucher, the invoice, the manifest and the border list all draw with it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import {
  type Color,
  PDFContentStream,
  PDFContext,
  type PDFDocument,
  type PDFFont,
  PDFName,
  PDFNumber,
  PDFObject,
  type PDFPage,
  PDFStream,
  setFillingColor,
} from 'pdf-lib';
import { pdfNumber, rawOperators } from './content-text.js';
import { padGlyphs } from './pad-glyphs.js';
import { type TLineDirection, type TScriptFont, type TTextRun, visualRuns } from './visual-runs.js';

export type TWeight = 'regular' | 'bold';

// NOTE: pdf-lib deflates each embedded font subset with pako, in JavaScript: about a tenth of a voucher's cost
// (decision 050). Node's zlib writes the same zlib format natively, several times faster. PDFContext.flateStream is
// the one place pdf-lib makes such streams (font subsets and their maps, images, attached files): it is replaced
// once, for every PDF this process makes. A string is bytes one per character, as pdf-lib reads it.
type TStreamDict = Parameters<PDFContext['flateStream']>[1];
PDFContext.prototype.flateStream = function deflateNatively(this: PDFContext, contents, dict: TStreamDict = {}) {
  const deflated =
    typeof contents === 'string'
      ? remembered(DEFLATED_TEXTS, contents, DEFLATED_CACHE_SIZE, () =>
          zlib.deflateSync(Buffer.from(contents, 'latin1')),
        )
      : (deflatedSubsets.get(contents) ?? zlib.deflateSync(contents));
  if (keptSubsets.has(contents as Uint8Array)) deflatedSubsets.set(contents as Uint8Array, deflated);
  return this.stream(deflated, { ...dict, Filter: 'FlateDecode' });
};

/**
 * Streams given as text (a font's ToUnicode map) deflated, by their text: a stable subset's map (see stableSubset) is
 * the same in most PDFs. Strings never change, so the same text always deflates to the same bytes.
 */
const DEFLATED_CACHE_SIZE = 64;
const DEFLATED_TEXTS = new Map<string, Buffer>();
/** Font subsets written once for every PDF (see cachedSubsetBytes), and each one's deflated bytes. */
const keptSubsets = new WeakSet<Uint8Array>();
const deflatedSubsets = new WeakMap<Uint8Array, Buffer>();

// NOTE: a page's content stream (every glyph and rectangle drawn on it) is deflated by pdf-lib with pako as well,
// when the PDF is saved: the same stream, with its Filter, is deflated natively here, at zlib's fastest level
// (decision 135's second round: its bytes differ from level 6's, what they draw does not).
const CONTENT_DEFLATE_LEVEL = 1;
const contentStreamOf = PDFContentStream.of.bind(PDFContentStream);
PDFContentStream.of = (dict, operators, encode = true) => {
  const stream = contentStreamOf(dict, operators, false);
  if (!encode) return stream;
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  let deflated: Buffer | undefined;
  stream.getContents = () => {
    // The operators' text, one per line, made bytes at once: pdf-lib copies each character into its buffer in turn.
    deflated ??= zlib.deflateSync(Buffer.from(stream.getContentsString(), 'latin1'), { level: CONTENT_DEFLATE_LEVEL });
    return deflated;
  };
  stream.getContentsSize = () => stream.getContents().length;
  return stream;
};

// NOTE: pdf-lib copies a stream's bytes (font subsets, content streams, maps) into the saved PDF one byte at a time in
// JavaScript, some 20 to 45 KB per voucher: the same bytes, between the same `stream` and `endstream`, are copied at once.
const STREAM_START = Buffer.from('\nstream\n', 'latin1');
const STREAM_END = Buffer.from('\nendstream', 'latin1');
PDFStream.prototype.copyBytesInto = function copyStreamAtOnce(this: PDFStream, buffer: Uint8Array, offset: number) {
  this.updateDict();
  let at = offset + this.dict.copyBytesInto(buffer, offset);
  buffer.set(STREAM_START, at);
  at += STREAM_START.length;
  const contents = this.getContents();
  buffer.set(contents, at);
  at += contents.length;
  buffer.set(STREAM_END, at);
  return at + STREAM_END.length - offset;
};

// NOTE: pdf-lib writes each number it makes (every width of a font's W array, every coordinate of a rectangle) through
// its numberToString, which splits the number's text to look for an exponent: PDFNumber.of makes the same number with
// its text from pdfNumber, which writes exactly what numberToString writes (decision 135).
PDFNumber.of = (value: number): PDFNumber => {
  const number = Object.create(PDFNumber.prototype) as { numberValue: number; stringValue: string };
  number.numberValue = value;
  number.stringValue = pdfNumber(value);
  return number as unknown as PDFNumber;
};

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

/** How many lines' runs, widths and wrappings the process keeps now, and the most it keeps of each. */
export function keptLines(): { runs: number; widths: number; wrappings: number; limit: number } {
  return { runs: LINE_RUNS.size, widths: LINE_WIDTHS.size, wrappings: WRAPPED_LINES.size, limit: LINE_CACHE_SIZE };
}

/** Forgets every line measured (what a new process knows): a PDF drawn then is measured anew. */
export function forgetLines(): void {
  LINE_RUNS.clear();
  LINE_WIDTHS.clear();
  WRAPPED_LINES.clear();
}

// NOTE: pdf-lib parses a font file on every embedFont (about 10 ms for Noto Sans); a parsed fontkit font holds
// no state of one document (each embedding makes its own subset), so one parse per file serves every voucher.
// Shaping (GSUB and GPOS lookups) is most of a voucher's cost, and pdf-lib shapes each string again to encode
// it: the font remembers the glyph runs of the strings it shaped last, which nothing changes once made.
const parsedFonts = new WeakMap<Uint8Array, fontkit.Font>();
const parseOnce = {
  create(bytes: Uint8Array, postscriptName?: string): fontkit.Font {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = sharedFace(fontkit.create(bytes, postscriptName), { isPositioned: !latinFiles.has(bytes) });
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/**
 * A parsed font made fit to serve every PDF of the process (see parseOnce). `isPositioned: false` for a face whose
 * glyphs are drawn at their plain advances (the Latin one, see placeGlyphs): its layouts skip positioning.
 */
export function sharedFace(font: fontkit.Font, options: { isPositioned?: boolean } = {}): fontkit.Font {
  encodeSubsetsAtOnce(font);
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

interface TEncodeStream {
  push(chunk: Uint8Array | null): boolean;
  end(): void;
}
interface TSubset {
  encode(stream: TEncodeStream): void;
  encodeStream(): TEncodeStream;
}

/**
 * NOTE: fontkit's UMD build writes a subset through a browser shim of Node streams, whose every tick is a
 * setTimeout: about 4 ms of waiting per font per voucher. The subset is written here in one go instead, into
 * the same kind of stream, and handed to pdf-lib (which listens for 'data' then 'end') at once.
 */
function encodeSubsetsAtOnce(font: fontkit.Font): void {
  const createSubset = font.createSubset.bind(font) as unknown as () => TSubset;
  const EncodeStream = createSubset().encodeStream().constructor as new () => TEncodeStream;
  (font as unknown as { createSubset: () => TSubset }).createSubset = () => {
    const subset = createSubset();
    subset.encodeStream = () => {
      const stream = new EncodeStream();
      const parts: Uint8Array[] = [];
      stream.push = (chunk) => {
        if (chunk) parts.push(chunk);
        return true;
      };
      subset.encode(stream);
      stream.end();
      const bytes = Buffer.concat(parts);
      const emitter = {
        on(event: string, listener: (bytes?: Uint8Array) => void) {
          if (event === 'data') listener(bytes);
          if (event === 'end') listener();
          return emitter;
        },
      };
      return emitter as unknown as TEncodeStream;
    };
    return subset;
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
  color: Color;
  /**
   * The line's paragraph direction (decision 111): 'rtl' for an Arabic line that may start with a Latin name; absent,
   * from its first strong character. Its width is the same either way.
   */
  direction?: TLineDirection;
}

/**
 * The PDFs' type: measures and draws a line of any script, splitting it into runs of one font each in
 * visual order (visual-runs.ts). Fonts are embedded, as subsets, only when a run first needs them.
 */
export class ShapedType {
  private readonly embedded = new Map<string, PDFFont>();
  private readonly fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly files: TFontFiles,
  ) {}

  static async of(pdf: PDFDocument): Promise<ShapedType> {
    pdf.registerFontkit(parseOnce);
    return new ShapedType(pdf, await readFontFiles());
  }

  private face(weight: TWeight, script: TScriptFont): fontkit.Font {
    return parseOnce.create(this.files[weight][script]);
  }

  private readonly covers = (script: TScriptFont, codePoint: number): boolean =>
    this.face('regular', script).hasGlyphForCodePoint(codePoint);

  runs(text: string, direction?: TLineDirection): TTextRun[] {
    return rememberedFor(LINE_RUNS, text, direction ?? '', () => visualRuns(text, this.covers, direction));
  }

  /** The width of a line as drawn: its glyphs' advances after shaping. */
  width(text: string, size: number, weight: TWeight = 'regular'): number {
    return rememberedFor(LINE_WIDTHS, text, `${weight} ${size}`, () => {
      let width = 0;
      for (const run of this.runs(text)) width += placeGlyphs(this.face(weight, run.font), run, size).width;
      return width;
    });
  }

  /** Draws one line from x (its left end) on the baseline y; returns its width. */
  async draw(page: PDFPage, text: string, x: number, y: number, style: TTextStyle): Promise<number> {
    const weight = style.weight ?? 'regular';
    let at = x;
    for (const run of this.runs(text, style.direction)) {
      const font = await this.embeddedFont(weight, run.font);
      at += this.drawRun(page, font, this.face(weight, run.font), run, at, y, style);
    }
    return at - x;
  }

  /** One run in chunks of glyphs that follow each other at their advances, each chunk placed where it starts. */
  private drawRun(
    page: PDFPage,
    font: PDFFont,
    face: fontkit.Font,
    run: TTextRun,
    x: number,
    y: number,
    style: TTextStyle,
  ): number {
    // The glyphs are added to the subset; their codes come in the order of fontkit's layout of the text.
    const { glyphs } = face.layout(run.text);
    const codes = stableCodes(font, face, run.text, glyphs) ?? encodeGlyphs(font, glyphs);
    // NOTE: written as text, the same as pdf-lib's operators (q, BT, colour, Tf, then Tm and Tj per chunk, ET, Q)
    // would write, without an object per number (decision 135).
    const lines = ['q', 'BT', fillingColorText(style.color), `${this.fontKey(page, font)} ${pdfNumber(style.size)} Tf`];
    if (run.font !== 'arabic') {
      // A Latin run's glyphs follow each other at their advances (placeGlyphs): one chunk from the run's start, the
      // very text the loop below writes for it, without a placed glyph made for each (decision 146).
      if (glyphs.length > 0) lines.push(`1 0 0 1 ${pdfNumber(x + 0)} ${pdfNumber(y + 0)} Tm`, `<${codes}> Tj`);
      lines.push('ET', 'Q');
      page.pushOperators(rawOperators(lines));
      const scale = style.size / face.unitsPerEm;
      let pen = 0;
      for (const glyph of glyphs) pen += glyph.advanceWidth * scale;
      return pen;
    }
    const placed = placeGlyphs(face, run, style.size);
    let chunk = '';
    let naturalX = Number.NaN;
    let chunkY = Number.NaN;
    placed.glyphs.forEach((glyph, index) => {
      const glyphX = x + glyph.x;
      const glyphY = y + glyph.y;
      if (!chunk || Math.abs(glyphX - naturalX) > 0.001 || glyphY !== chunkY) {
        if (chunk) lines.push(`<${chunk}> Tj`);
        chunk = '';
        lines.push(`1 0 0 1 ${pdfNumber(glyphX)} ${pdfNumber(glyphY)} Tm`);
        chunkY = glyphY;
      }
      chunk += index * 4 < codes.length ? codes.slice(index * 4, index * 4 + 4) : '0000';
      naturalX = glyphX + glyph.advance;
    });
    if (chunk) lines.push(`<${chunk}> Tj`);
    lines.push('ET', 'Q');
    page.pushOperators(rawOperators(lines));
    return placed.width;
  }

  private async embeddedFont(weight: TWeight, script: TScriptFont): Promise<PDFFont> {
    const key = `${weight}-${script}`;
    let font = this.embedded.get(key);
    if (!font) {
      font = await this.pdf.embedFont(this.files[weight][script], { subset: true });
      const face = this.face(weight, script);
      stableSubset(
        font,
        face,
        script === 'latin' ? stableLatinGlyphs(face) : stableArabicGlyphs(this.files[weight][script], face),
      );
      this.embedded.set(key, font);
    }
    return font;
  }

  /** The page's resource name of a font, added once per page. */
  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.fontKeys.get(page);
    if (!keys) {
      keys = new Map();
      this.fontKeys.set(page, keys);
    }
    let key = keys.get(font);
    if (!key) {
      key = page.node.newFontDictionary(font.name, font.ref);
      keys.set(font, key);
    }
    return key;
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

/** The characters every Latin subset starts with, in this order (see stableSubset): printable ASCII. */
const STABLE_CODE_POINTS = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);
/** How many written subsets each face keeps (one per set of glyphs beyond its stable glyphs met lately). */
const SUBSET_CACHE_SIZE = 16;
const writtenSubsets = new WeakMap<fontkit.Font, Map<string, Uint8Array>>();

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

/** What of pdf-lib's subset embedder (CustomFontSubsetEmbedder) stableSubset reaches into. */
interface TSubsetEmbedder {
  subset: { glyphs: number[]; includeGlyph(glyph: fontkit.Glyph): number };
  glyphs: fontkit.Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
  serializeFont(): Promise<Uint8Array>;
  computeWidths(): unknown;
  embedUnicodeCmap(context: PDFContext): unknown;
}

/**
 * A direct object written once (a kept font's W array): pdf-lib's writer only asks an object its size and its bytes,
 * so the PDF gets the very bytes the PDFArray of PDFNumbers wrote, without making or walking it again.
 */
class WrittenObject extends PDFObject {
  constructor(private readonly bytes: Uint8Array) {
    super();
  }
  override clone(): PDFObject {
    return this;
  }
  override toString(): string {
    return Buffer.from(this.bytes).toString('latin1');
  }
  override sizeInBytes(): number {
    return this.bytes.length;
  }
  override copyBytesInto(buffer: Uint8Array, offset: number): number {
    buffer.set(this.bytes, offset);
    return this.bytes.length;
  }
}

/** What a subset's glyphs make of its font dicts (W array, ToUnicode map), kept for the next PDF with those glyphs. */
interface TKeptFontPieces {
  glyphs: fontkit.Glyph[];
  /** Each glyph's characters when kept: a glyph made with none gets the first ones asked (keepCharactersOfGlyphs). */
  codePoints: number[][];
  widths: WrittenObject;
  unicodeMap: string;
}
const keptFontPieces = new WeakMap<fontkit.Font, Map<string, TKeptFontPieces>>();

/**
 * NOTE: pdf-lib makes each document's font dicts anew from its subset's glyphs: the CIDFont's W array (a PDFNumber
 * per glyph width, each written twice when saved) and the ToUnicode map's text. A stable subset's glyphs are mostly
 * the same from one PDF to the next (see stableSubset): both are kept per face and glyph list, checked glyph by glyph
 * (the same glyph objects of the shared face make the same widths and characters), so a PDF reuses their bytes.
 */
function keepFontPieces(embedder: TSubsetEmbedder, face: fontkit.Font): void {
  const computeWidths = embedder.computeWidths.bind(embedder);
  const embedUnicodeCmap = embedder.embedUnicodeCmap.bind(embedder);
  const piecesOf = (): TKeptFontPieces => {
    let kept = keptFontPieces.get(face);
    if (!kept) {
      kept = new Map();
      keptFontPieces.set(face, kept);
    }
    const { glyphs } = embedder;
    const key = glyphs.map((glyph) => glyph.id).join(',');
    let pieces = kept.get(key);
    const isSame =
      pieces?.glyphs.length === glyphs.length &&
      pieces.glyphs.every((glyph, index) => glyph === glyphs[index] && glyph.codePoints === pieces?.codePoints[index]);
    if (!pieces || !isSame) {
      const widths = SCRATCH_CONTEXT.obj(computeWidths() as Parameters<PDFContext['obj']>[0]);
      const bytes = new Uint8Array(widths.sizeInBytes());
      widths.copyBytesInto(bytes, 0);
      // pdf-lib's own map text, caught where it would be deflated.
      let unicodeMap = '';
      embedUnicodeCmap({
        flateStream: (text: string) => {
          unicodeMap = text;
        },
        register: () => undefined,
      } as unknown as PDFContext);
      pieces = {
        glyphs: [...glyphs],
        codePoints: glyphs.map((glyph) => glyph.codePoints),
        widths: new WrittenObject(bytes),
        unicodeMap,
      };
      if (kept.size >= SUBSET_CACHE_SIZE) kept.clear();
      kept.set(key, pieces);
    }
    return pieces;
  };
  embedder.computeWidths = () => piecesOf().widths;
  embedder.embedUnicodeCmap = (context: PDFContext) => context.register(context.flateStream(piecesOf().unicodeMap));
}

/** A context of no document, where a kept W array is made to be written. */
const SCRATCH_CONTEXT = PDFContext.create();

/** Subset glyph numbers as four hex digits, as pdf-lib writes them (toHexStringOfMinLength), made once each. */
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
 * What pdf-lib's `font.encodeText(text)` does for a subset font, given the glyphs its layout of the text makes (the
 * face's remembered layout, the very glyphs pdf-lib would get): each glyph added to the subset, its number written as
 * four hex digits. NOTE: pdf-lib lays the text out again, and writes each number through padStart and toUpperCase.
 */
function encodeGlyphs(font: PDFFont, glyphs: fontkit.Glyph[]): string {
  (font as unknown as { modified: boolean }).modified = true;
  const embedder = (font as unknown as { embedder: TSubsetEmbedder }).embedder;
  let codes = '';
  for (const glyph of glyphs) {
    const id = embedder.subset.includeGlyph(glyph);
    embedder.glyphs[id - 1] = glyph;
    embedder.glyphIdMap.set(glyph.id, id);
    codes += hexCode(id);
  }
  embedder.glyphCache.invalidate();
  return codes;
}

/** Each face's stable glyphs' numbers in its subsets (see stableSubset): the same in every PDF, by glyph id. */
const stableGlyphIds = new WeakMap<fontkit.Font, Map<number, number>>();
/** Each face's runs whose glyphs are all stable, as their codes; null for a run with any other glyph. */
const stableRunCodes = new WeakMap<fontkit.Font, Map<string, string | null>>();

/**
 * The codes encodeGlyphs writes for a run whose every glyph is one of the face's stable glyphs, kept by the run's text:
 * those glyphs are in every subset of the face from its start, at the same numbers, so nothing is added to the
 * subset. Undefined for any other run (encodeGlyphs then adds its glyphs). Most runs are such, a voucher's labels,
 * references, codes and Arabic words among them.
 */
function stableCodes(font: PDFFont, face: fontkit.Font, text: string, glyphs: fontkit.Glyph[]): string | undefined {
  const ids = stableGlyphIds.get(face);
  if (!ids) return undefined;
  let kept = stableRunCodes.get(face);
  if (!kept) {
    kept = new Map();
    stableRunCodes.set(face, kept);
  }
  let codes = kept.get(text);
  if (codes === undefined) {
    codes = glyphs.every((glyph) => ids.has(glyph.id))
      ? glyphs.map((glyph) => hexCode(ids.get(glyph.id) ?? 0)).join('')
      : null;
    if (kept.size >= LAYOUT_CACHE_SIZE) kept.clear();
    kept.set(text, codes);
  }
  if (codes === null) return undefined;
  (font as unknown as { modified: boolean }).modified = true;
  return codes;
}

/**
 * NOTE: pdf-lib numbers a subset's glyphs in the order a document first draws them, so every voucher's font subset
 * was its own (its random voucher code, its reference), written and deflated anew: a quarter of a voucher's cost. A
 * subset starts here with stable glyphs (printable ASCII's in code point order for Latin, the Arabic letters' forms
 * for Arabic), then what the document draws beyond them: most documents' subsets then hold the same glyphs in the
 * same order, and are written and deflated once per process. It costs each PDF the stable glyphs it does not draw
 * (about 12 KB for both Latin weights, see decision 135 for Arabic); the text drawn, its look, the widths and the
 * ToUnicode map of the glyphs drawn are what they were.
 */
function stableSubset(font: PDFFont, face: fontkit.Font, stable: fontkit.Glyph[]): void {
  const embedder = (font as unknown as { embedder: TSubsetEmbedder }).embedder;
  for (const glyph of stable) {
    if (glyph.id === 0) continue;
    const id = embedder.subset.includeGlyph(glyph);
    embedder.glyphs[id - 1] = glyph;
    embedder.glyphIdMap.set(glyph.id, id);
  }
  embedder.glyphCache.invalidate();
  if (!stableGlyphIds.has(face)) stableGlyphIds.set(face, new Map(embedder.glyphIdMap));
  keepFontPieces(embedder, face);
  const serialize = embedder.serializeFont.bind(embedder);
  embedder.serializeFont = async () => {
    let written = writtenSubsets.get(face);
    if (!written) {
      written = new Map();
      writtenSubsets.set(face, written);
    }
    // The key is read before writing: writing adds the parts of composite glyphs to the subset's list.
    const key = embedder.subset.glyphs.join(',');
    let bytes = written.get(key);
    if (!bytes) {
      bytes = await serialize();
      if (written.size >= SUBSET_CACHE_SIZE) written.clear();
      written.set(key, bytes);
      keptSubsets.add(bytes);
    }
    return bytes;
  };
}

/** The filling colour operator of each colour drawn, as pdf-lib writes it (`r g b rg`); colours are constants. */
const FILLING_COLORS = new WeakMap<Color, string>();

function fillingColorText(color: Color): string {
  let text = FILLING_COLORS.get(color);
  if (text === undefined) {
    text = String(setFillingColor(color));
    FILLING_COLORS.set(color, text);
  }
  return text;
}

interface TPlacedGlyph {
  x: number;
  y: number;
  /** How far a PDF viewer moves on after this glyph: its advance in the font. */
  advance: number;
}

/**
 * Where each glyph of a run goes, relative to the run's start. An Arabic run keeps what shaping placed (dots and
 * marks attached to their letters; pdf-lib's drawText would put each glyph at the previous one's advance and
 * lose that); Latin keeps its plain advances, as the voucher always printed, so it draws as one piece.
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
