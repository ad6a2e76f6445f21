// Search text that finds Arabic however it is spelt and words typed with the other keyboard layout (issue 37,
// decision 102). A title and a shopper's words go through the same normalisation, so they meet in the middle.

/** Alef with hamza above or below, with madda, and alef wasla: all searched as bare alef. */
const ALEF_FORMS = /[\u0623\u0625\u0622\u0671]/g;
/** Harakat, tanween, shadda, sukun, the small hamzas (U+064B–U+065F), the superscript alef and tatweel. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
/** Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Arabic text as search compares it: alef forms (أ إ آ ٱ) -> ا, ة -> ه, ى -> ي, ؤ -> و, ئ -> ي, no diacritics or
 * tatweel, Arabic-Indic digits as Western ones; then lower case and NFKC for every script (Latin text is only
 * lower-cased). Applied to titles when they are stored and to a shopper's words when they search.
 */
export function normaliseForSearch(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(MARKS, '')
      .replace(ALEF_FORMS, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064A')
      .replace(/\u0624/g, '\u0648')
      .replace(/\u0626/g, '\u064A')
      // Arabic-Indic digit n is U+0660 + n, Eastern Arabic-Indic U+06F0 + n.
      .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0x660) & 0xf))
  );
}

/** The letters a word's text is split into: letters and digits of any script, after normalisation. */
export function searchWordsOf(text: string): string[] {
  return normaliseForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

// The standard Arabic (101) keyboard: the character each unshifted key of a US layout types (the reverse map below
// also reads the shifted letters أ إ آ and the lam-alef ligatures back as their keys).
const ARABIC_BY_LATIN_KEY: Readonly<Record<string, string>> = {
  '`': 'ذ',
  q: 'ض',
  w: 'ص',
  e: 'ث',
  r: 'ق',
  t: 'ف',
  y: 'غ',
  u: 'ع',
  i: 'ه',
  o: 'خ',
  p: 'ح',
  '[': 'ج',
  ']': 'د',
  a: 'ش',
  s: 'س',
  d: 'ي',
  f: 'ب',
  g: 'ل',
  h: 'ا',
  j: 'ت',
  k: 'ن',
  l: 'م',
  ';': 'ك',
  "'": 'ط',
  z: 'ئ',
  x: 'ء',
  c: 'ؤ',
  v: 'ر',
  b: 'لا',
  n: 'ى',
  m: 'ة',
  ',': 'و',
  '.': 'ز',
  '/': 'ظ',
};

/** The key of a US layout that types each Arabic character (the shifted letters and ligatures too). */
const LATIN_KEY_BY_ARABIC: ReadonlyArray<readonly [string, string]> = [
  // The ligatures first: they are two characters typed by one key.
  ['لإ', 't'],
  ['لأ', 'g'],
  ['لآ', 'b'],
  ['لا', 'b'],
  ...Object.entries(ARABIC_BY_LATIN_KEY)
    .filter(([, arabic]) => arabic.length === 1)
    .map(([key, arabic]) => [arabic, key] as const),
  ['إ', 'y'],
  ['أ', 'h'],
  ['آ', 'n'],
  ['ـ', 'j'],
];
const LATIN_KEY_PATTERN = new RegExp(LATIN_KEY_BY_ARABIC.map(([arabic]) => arabic).join('|'), 'g');
const LATIN_KEY_OF = new Map(LATIN_KEY_BY_ARABIC);

const ARABIC_LETTER = /[\u0600-\u06FF]/;

// NOTE: a word is read in lower case: on the Arabic layout most shifted letters type marks that search ignores
// anyway, and the shifted alefs (H, N) only differ from the plain ones by a hamza or madda that it ignores too.
function arabicOfKey(char: string): string {
  return ARABIC_BY_LATIN_KEY[char] ?? char;
}

/**
 * A word as the shopper meant it when the keyboard was set to the other layout: Arabic letters read back as the
 * US keys that typed them ("يعلاشه" -> "dubai"), Latin keys as the Arabic letters the Arabic layout gives them
 * ("lsk]l" -> "مسندم"). Null when the word has neither script's letters, or both.
 */
export function otherLayout(word: string): string | null {
  const hasArabic = ARABIC_LETTER.test(word);
  const hasLatin = /[a-z]/i.test(word);
  if (hasArabic === hasLatin) return null;
  if (hasArabic) return word.replace(LATIN_KEY_PATTERN, (arabic) => LATIN_KEY_OF.get(arabic) ?? arabic);
  return [...word.toLowerCase()].map(arabicOfKey).join('');
}

/** The definite article with a joined preposition or conjunction before it: بال، وال، فال، كال، وبال، لل. */
const ARTICLE = /^(?:[وف]?[بكل]?ال|[وف]?لل)(?=\p{L}{2})/u;

/**
 * A stored Arabic word and the forms a shopper may type for it: "بالداو" is also found as "الداو" and "داو"
 * (search matches the beginnings of words, and Arabic joins the article and some prepositions to the word).
 */
function storedForms(word: string): string[] {
  const match = ARTICLE.exec(word);
  if (!match) return [word];
  const stem = word.slice(match[0].length);
  return [...new Set([word, `ال${stem}`, stem])];
}

/**
 * The stored search text of a content's titles (English and Arabic): their words after normalisation (an Arabic
 * word with the article also without it), each preceded by a space, so that `like '% word%'` matches a word's
 * beginning.
 */
export function searchTextOf(...titles: readonly string[]): string {
  return ` ${titles.flatMap((title) => searchWordsOf(title).flatMap(storedForms)).join(' ')}`;
}

/**
 * What a shopper's search asks, token by token (at most `maxTokens` typed words): the readings of each token, each
 * reading the words that must all begin words of the title. A token is read as typed (normalised; "al-ain" is two
 * words) and, when it is all one script, as the other layout would have typed it ("lsk]l" -> "مسندم": the
 * punctuation keys are letters there). A title matches when every token matches by one of its readings.
 */
export function searchReadings(text: string, maxTokens = 8): string[][][] {
  const tokens = text.normalize('NFKC').split(/\s+/).filter(Boolean).slice(0, maxTokens);
  const result: string[][][] = [];
  for (const token of tokens) {
    const swapped = otherLayout(token);
    const readings = [searchWordsOf(token), swapped === null ? [] : searchWordsOf(swapped)].filter(
      (words) => words.length > 0,
    );
    const distinct = new Map(readings.map((words) => [words.join(' '), words]));
    if (distinct.size > 0) result.push([...distinct.values()]);
  }
  return result;
}
