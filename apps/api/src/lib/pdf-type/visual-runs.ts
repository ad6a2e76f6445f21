// A line's bidirectional order and its fonts (decision 022), for every PDF the server draws (lib/pdf-type/).
import bidiJs from 'bidi-js';

/** The voucher's two typefaces of one family: Noto Sans for Latin, Greek and Cyrillic, Noto Sans Arabic. */
export type TScriptFont = 'latin' | 'arabic';

/** A piece of one line drawn with one font, left to right; `text` is in the order fontkit expects. */
export interface TTextRun {
  text: string;
  font: TScriptFont;
}

/** Whether a font has a glyph for a code point. */
export type TCoverage = (font: TScriptFont, codePoint: number) => boolean;

/** What a character no font carries prints as. */
export const MISSING_GLYPH = '?';

// NOTE: bidi-js's types describe its ES build, but Node loads its CommonJS one, whose export is the factory.
const bidiFactory = bidiJs as unknown as typeof bidiJs.default;
const bidi = bidiFactory();
const ARABIC_CHARACTER = /\p{Script_Extensions=Arabic}/u;
// NOTE: fontkit picks a run's script from its first character of a script of its own (Unicode's, so Arabic
// digits count) and lays an Arabic run out right to left: it reverses the glyphs it is given.
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const JOINS_PREVIOUS = /[\s\p{M}]/u;
/** Directional embeddings, overrides and isolates (LRE … RLO, LRI … PDI): they order a line but draw nothing. */
const DIRECTIONAL_FORMAT = /[\u202A-\u202E\u2066-\u2069]/u;

/** A line's paragraph direction; absent, it follows the line's first strong character, as `dir="auto"`. */
export type TLineDirection = 'ltr' | 'rtl';

/**
 * One line of text as runs in visual order, left to right, following the Unicode bidirectional algorithm
 * (paragraph direction `direction`, or from the first strong character, as `dir="auto"`). Arabic goes to Noto Sans
 * Arabic, everything else to Noto Sans where it has the glyph; a character neither font carries prints as
 * MISSING_GLYPH, control characters as a space, and format characters not at all. Directional isolates and
 * embeddings still order the line (decision 111): a date wrapped in U+2066 … U+2069 inside Arabic keeps its order.
 */
export function visualRuns(text: string, covers: TCoverage, direction?: TLineDirection): TTextRun[] {
  if (direction !== 'rtl' && isLatinLine(text, covers)) return [{ text, font: 'latin' }];
  return bidiRuns(text, covers, direction);
}

/** visualRuns by the bidirectional algorithm itself, for any line (exported for its test). */
export function bidiRuns(text: string, covers: TCoverage, direction?: TLineDirection): TTextRun[] {
  const characters: string[] = [];
  const fonts: TScriptFont[] = [];
  const hidden = new Set<number>();
  for (const character of text.normalize('NFC')) {
    if (DIRECTIONAL_FORMAT.test(character)) {
      hidden.add(characters.length);
      characters.push(character);
      fonts.push(fonts.at(-1) ?? 'latin');
      continue;
    }
    if (/\p{Cf}/u.test(character)) continue;
    const printable = /\p{Cc}/u.test(character) ? ' ' : character;
    const codePoint = printable.codePointAt(0) ?? 0;
    const previous = fonts.at(-1);
    let font = fontFor(printable, codePoint, covers, previous);
    let shown = printable;
    // bidi-js counts UTF-16 units, and neither font carries anything outside the Basic Multilingual Plane.
    if (!font || codePoint > 0xffff) {
      shown = MISSING_GLYPH;
      font = 'latin';
    }
    characters.push(shown);
    fonts.push(font);
  }
  const line = characters.join('');
  if (hidden.size === characters.length) return [];
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const order = bidi.getReorderedIndices(line, levels).filter((index) => !hidden.has(index));

  const runs: TTextRun[] = [];
  let start = 0;
  while (start < order.length) {
    const first = order[start] ?? 0;
    let end = start + 1;
    while (
      end < order.length &&
      levels.levels[order[end] ?? 0] === levels.levels[first] &&
      fonts[order[end] ?? 0] === fonts[first]
    ) {
      end += 1;
    }
    const visual = order.slice(start, end).map((index) => mirrored.get(index) ?? characters[index] ?? '');
    const font = fonts[first] ?? 'latin';
    // A run fontkit lays out right to left is given back to it in reading order, so it comes out visual.
    const isReversedByFontkit = font === 'arabic' && visual.some((character) => ARABIC_SCRIPT.test(character));
    runs.push({ text: (isReversedByFontkit ? visual.reverse() : visual).join(''), font });
    start = end;
  }
  return runs;
}

/** Printable ASCII: neither control nor format characters, and nothing that needs NFC. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * NOTE: most lines of a PDF (labels, references, codes, prices, English titles) are printable ASCII. Read left to
 * right, or as their own first strong character says, such a line's every character has level 0 (no right-to-left
 * character, its digits after a left-to-right start): it is one run of the Latin font, its text unchanged, which is
 * what the bidirectional algorithm below finds for it at several times the cost.
 */
function isLatinLine(text: string, covers: TCoverage): boolean {
  if (!PRINTABLE_ASCII.test(text)) return false;
  for (let index = 0; index < text.length; index++) if (!covers('latin', text.charCodeAt(index))) return false;
  return true;
}

function fontFor(
  character: string,
  codePoint: number,
  covers: TCoverage,
  previous: TScriptFont | undefined,
): TScriptFont | undefined {
  // Spaces and combining marks stay in the run they follow, so an Arabic phrase is shaped as one piece.
  if (previous && JOINS_PREVIOUS.test(character) && covers(previous, codePoint)) return previous;
  const preferred: TScriptFont[] = ARABIC_CHARACTER.test(character) ? ['arabic', 'latin'] : ['latin', 'arabic'];
  return preferred.find((font) => covers(font, codePoint));
}
