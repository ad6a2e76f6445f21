// The content pages the back office edits (issue 37, decision 112): the five policies and the help page's questions,
// stored by the API as their structured English document and a map of Arabic texts by field path. These defaults are
// the texts the pages had in the web app (decisions 102 and 105): a page nobody has saved is answered from them.
import { inLanguage, type TContentLanguage } from '../rules/content-language.js';
import { ABOUT_PAGE, type TLaidOutDocument, VISA_CHANGE_PAGE } from './about-and-visa.js';
import { ABOUT_PAGE_AR, VISA_CHANGE_PAGE_AR } from './about-and-visa-ar.js';
import { COOKIES_POLICY } from './cookies-policy.js';
import { FAQ_ITEMS, type TFaqItem } from './faq-items.js';
import { faqArabicTable } from './faq-items-ar.js';
import { INTELLECTUAL_PROPERTY_POLICY } from './intellectual-property.js';
import { LAW_ENFORCEMENT_RESOURCES } from './law-enforcement.js';
import { policyArabicTable } from './policies-ar.js';
import type { TPolicyDocument } from './policy-types.js';
import { PRIVACY_POLICY } from './privacy-policy.js';
import { TERMS_OF_SERVICE } from './terms-of-service.js';

export const CONTENT_PAGE_SLUGS = [
  'terms-of-service',
  'privacy-policy',
  'cookies-policy',
  'intellectual-property',
  'law-enforcement',
  'faq',
  'about',
  'visa-change',
] as const;
export type TContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export interface TFaqDocument {
  items: readonly TFaqItem[];
}

/**
 * A page's document: a policy (PolicyPage), the help page's questions (FaqPage), or a page laid out by hand from its
 * sections (AboutPage, VisaChangePage; decision 117).
 */
export type TContentPage =
  | { kind: 'policy'; document: TPolicyDocument }
  | { kind: 'faq'; document: TFaqDocument }
  | { kind: 'laidOut'; document: TLaidOutDocument };

/** A page's Arabic: each text field's Arabic by its path in the English document; blank or absent is none. */
export type TPageArabic = Readonly<Record<string, string>>;

export const DEFAULT_CONTENT_PAGES: Readonly<Record<TContentPageSlug, TContentPage>> = {
  'terms-of-service': { kind: 'policy', document: TERMS_OF_SERVICE },
  'privacy-policy': { kind: 'policy', document: PRIVACY_POLICY },
  'cookies-policy': { kind: 'policy', document: COOKIES_POLICY },
  'intellectual-property': { kind: 'policy', document: INTELLECTUAL_PROPERTY_POLICY },
  'law-enforcement': { kind: 'policy', document: LAW_ENFORCEMENT_RESOURCES },
  faq: { kind: 'faq', document: { items: FAQ_ITEMS } },
  about: { kind: 'laidOut', document: ABOUT_PAGE },
  'visa-change': { kind: 'laidOut', document: VISA_CHANGE_PAGE },
};

/** Keys whose strings are not texts a reader reads in a language: anchors, dates, a section's language, names of keys. */
const NOT_TEXT_KEYS: ReadonlySet<string> = new Set(['id', 'lastUpdated', 'lang', 'term', 'ordered', 'kind']);

export interface TPageTextField {
  /** Where the text is in the document: `sections.3.blocks.0.list.2`. */
  path: string;
  english: string;
  /** True inside a section already written in Arabic (the Terms' section 20): it has no Arabic of its own to write. */
  isArabicSource: boolean;
}

function walk(value: unknown, path: string, isArabicSource: boolean, out: TPageTextField[]): void {
  if (typeof value === 'string') {
    out.push({ path, english: value, isArabicSource });
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      walk(item, path === '' ? String(index) : `${path}.${index}`, isArabicSource, out);
    }
    return;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const isArabic = isArabicSource || record.lang === 'ar';
    for (const [key, item] of Object.entries(record)) {
      if (NOT_TEXT_KEYS.has(key)) continue;
      walk(item, path === '' ? key : `${path}.${key}`, isArabic && key !== 'tocLabel', out);
    }
  }
}

/** Every text of a document a reader reads, in reading order, with its path. */
export function pageTextFields(document: TContentPage['document']): TPageTextField[] {
  const out: TPageTextField[] = [];
  walk(document, '', false, out);
  return out;
}

/** The page's name in the back office's list: a policy's title; the help page's own. */
export function pageTitleOf(page: TContentPage, slug?: TContentPageSlug): string {
  if (page.kind === 'faq') return 'Help and FAQ';
  // The About page's title is its banner's sentence: the desk lists it by its name.
  if (slug === 'about') return 'About Us';
  return page.document.title;
}

/** The paths whose English has text and whose Arabic none: what the back office marks "Missing in Arabic". */
export function missingArabicPaths(document: TContentPage['document'], arabic: TPageArabic): string[] {
  return pageTextFields(document)
    .filter((field) => !field.isArabicSource && field.english.trim() !== '' && (arabic[field.path] ?? '').trim() === '')
    .map((field) => field.path);
}

function replaceTexts(value: unknown, path: string, texts: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return texts.get(path) ?? value;
  if (Array.isArray(value)) {
    return value.map((item, index) => replaceTexts(item, path === '' ? String(index) : `${path}.${index}`, texts));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        NOT_TEXT_KEYS.has(key) ? item : replaceTexts(item, path === '' ? key : `${path}.${key}`, texts),
      ]),
    );
  }
  return value;
}

/** The document with the texts at the paths of `texts` replaced, every other text and key as it was. */
export function withPageTexts<D extends TContentPage['document']>(document: D, texts: TPageArabic): D {
  return replaceTexts(document, '', new Map(Object.entries(texts))) as D;
}

/** The document in a language: each text's Arabic where written, its English otherwise (decision 102's inLanguage). */
export function pageInLanguage<D extends TContentPage['document']>(
  document: D,
  arabic: TPageArabic,
  language: TContentLanguage,
): D {
  if (language === 'en') return document;
  const texts: Record<string, string> = {};
  for (const field of pageTextFields(document)) {
    const text = inLanguage(language, field.english, arabic[field.path]);
    if (text !== field.english) texts[field.path] = text;
  }
  return withPageTexts(document, texts);
}

/** The Arabic the pages had in the web app's translation tables (decisions 102 and 105), by path. */
export function defaultPageArabic(slug: TContentPageSlug): TPageArabic {
  const page = DEFAULT_CONTENT_PAGES[slug];
  const table =
    slug === 'about'
      ? ABOUT_PAGE_AR
      : slug === 'visa-change'
        ? VISA_CHANGE_PAGE_AR
        : page.kind === 'faq'
          ? faqArabicTable()
          : policyArabicTable();
  const arabic: Record<string, string> = {};
  for (const field of pageTextFields(page.document)) {
    const text = table[field.english];
    if (!field.isArabicSource && text !== undefined) arabic[field.path] = text;
  }
  return arabic;
}
