// The content pages (issue 37, decision 112): the policies and the help page's questions, read by the storefront in
// its language and edited by the back office in both, text by text (pages/content-pages.ts).
import { z } from 'zod';
import { CONTENT_PAGE_SLUGS } from '../pages/content-pages.js';

/** The longest text one field of a page may hold. */
export const PAGE_TEXT_MAX = 10_000;
/** The most texts one save may change in each language (the Terms have a few hundred). */
export const PAGE_FIELDS_MAX = 2_000;

export const ZContentPageSlug = z.enum(CONTENT_PAGE_SLUGS, { error: 'Unknown page' });

const ZPolicyBlock = z.union([
  z.string(),
  z.object({ subheading: z.string() }),
  z.object({ list: z.array(z.string()).readonly(), ordered: z.boolean().optional() }),
  z.object({ definitions: z.array(z.object({ term: z.string(), description: z.string() })).readonly() }),
]);

const ZPolicySection = z.object({
  id: z.string(),
  heading: z.string(),
  tocLabel: z.string().optional(),
  blocks: z.array(ZPolicyBlock).readonly(),
  lang: z.literal('ar').optional(),
});

const ZPolicyBody = z.object({
  title: z.string(),
  lastUpdated: z.string(),
  summary: z.string(),
  sections: z.array(ZPolicySection).readonly(),
});

export const ZPolicyDocument = ZPolicyBody.extend({ appendix: ZPolicyBody.optional() });

export const ZFaqDocument = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        question: z.string(),
        answer: z.array(z.string()).readonly(),
        list: z.array(z.string()).readonly().optional(),
      }),
    )
    .readonly(),
});

/** The About and Visa change pages (decision 117): a title, a lead and sections, laid out by the page. */
export const ZLaidOutDocument = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(ZPolicySection).readonly(),
});

export const ZContentPage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('policy'), document: ZPolicyDocument }),
  z.object({ kind: z.literal('faq'), document: ZFaqDocument }),
  z.object({ kind: z.literal('laidOut'), document: ZLaidOutDocument }),
]);

/** users/viewPage: one page in the request's language, each text's Arabic where written, English otherwise. */
export const ZViewPageRequest = z.strictObject({ page: ZContentPageSlug });
export const ZViewPageData = ZContentPage;

// ---------------------------------------------------------------------------------------------------------------
// The back office

export const ZPageSlugRequest = z.strictObject({ page: ZContentPageSlug });

export const ZPageListItem = z.object({
  page: ZContentPageSlug,
  title: z.string(),
  /** How many texts have English and no Arabic. */
  missingArabic: z.number().int(),
  /** When an operator last saved it; null while it shows the texts it came with. */
  updatedAt: z.string().nullable(),
});
export const ZListPagesData = z.object({ pages: z.array(ZPageListItem) });

export const ZPageField = z.object({
  /** The text's place in the document (`sections.3.blocks.0`): the key a save names it by. */
  path: z.string(),
  english: z.string(),
  /** '' when none is written. */
  arabic: z.string(),
  /** Inside a section written in Arabic in the English page itself: no Arabic of its own. */
  isArabicSource: z.boolean(),
});

export const ZOperatorPage = z.object({
  page: ZContentPageSlug,
  title: z.string(),
  kind: z.enum(['policy', 'faq', 'laidOut']),
  fields: z.array(ZPageField),
  /** The paths of the texts that have English and no Arabic. */
  missingArabic: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type TOperatorPage = z.infer<typeof ZOperatorPage>;

const ZPath = z.string().min(1).max(200);
const ZTexts = (label: string) =>
  z
    .record(
      ZPath,
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(PAGE_TEXT_MAX, `${label} is too long (at most ${PAGE_TEXT_MAX} characters)`)
        .refine((value) => !value.includes('\u0000'), `${label} must not hold a NUL character`),
    )
    .refine((texts) => Object.keys(texts).length <= PAGE_FIELDS_MAX, `At most ${PAGE_FIELDS_MAX} texts at once`);

/**
 * Changes some texts of a page, each named by its path: `english` replaces the English (never blank), `arabic` the
 * Arabic ('' removes it, and the page shows that text in English). Texts not named keep what they have.
 */
export const ZUpdatePageRequest = z.strictObject({
  page: ZContentPageSlug,
  english: ZTexts('English text').default({}),
  arabic: ZTexts('Arabic text').default({}),
});
export type TUpdatePageRequest = z.input<typeof ZUpdatePageRequest>;
