/**
 * A policy document as data, rendered by PolicyPage. Every string is English source text that the page passes
 * through t(), except sections marked with another `lang`, which are already written in that language.
 */
export type TPolicyBlock =
  | string
  | { subheading: string }
  | { list: readonly string[]; ordered?: boolean }
  | { definitions: readonly { term: string; description: string }[] };

export interface TPolicySection {
  /** Anchor of the section, unique across the page (including an appendix). */
  id: string;
  heading: string;
  /** English label for the table of contents when the heading is in another language. */
  tocLabel?: string;
  blocks: readonly TPolicyBlock[];
  /** Set on a section written in another language than the page, such as the Arabic payment terms. */
  lang?: 'ar';
}

export interface TPolicyDocument {
  title: string;
  /** YYYY-MM-DD */
  lastUpdated: string;
  summary: string;
  sections: readonly TPolicySection[];
  /** Another policy repeated in full after this one (the cookies policy repeats the intellectual property policy). */
  appendix?: TPolicyDocument;
}

/** A policy's Arabic (policies-ar.ts): its title and summary, and each section's heading and blocks in the English order. */
export interface TPolicyArabic {
  title: string;
  summary: string;
  sections: Readonly<Record<string, { heading: string; blocks: readonly TPolicyBlock[] }>>;
}
