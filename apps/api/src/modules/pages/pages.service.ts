// The content pages (issue 37, decision 112): the five policies and the help page's questions, each an English
// document with the Arabic of its texts by path. A page nobody has saved answers the texts it came with
// (@rihla/shared/pages); a save writes the whole page in one transaction with its audit entry, then clears the
// pages' answers in every API process (decision 017), so shoppers see it at once.
import { PAGE_MESSAGES } from '@rihla/shared/messages/pages';
import {
  CONTENT_PAGE_SLUGS,
  DEFAULT_CONTENT_PAGES,
  defaultPageArabic,
  missingArabicPaths,
  pageInLanguage,
  pageTextFields,
  pageTitleOf,
  type TContentPage,
  type TContentPageSlug,
  type TPageArabic,
  withPageTexts,
} from '@rihla/shared/pages/content-pages';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TOperatorPage, TUpdatePageRequest } from '@rihla/shared/schemas/content-pages';
import type { Selectable } from 'kysely';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { ContentPagesTable } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { insertAuditEntry } from '../audit/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { findContentPage, listContentPages, upsertContentPage } from './pages.repository.js';

interface TStoredPage {
  page: TContentPage;
  arabic: TPageArabic;
  updatedAt: string | null;
}

/** The Arabic texts of a row: strings only, blanks left out. */
function arabicOf(json: string): TPageArabic {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

function storedPageOf(slug: TContentPageSlug, row: Selectable<ContentPagesTable> | undefined): TStoredPage {
  if (!row) return { page: DEFAULT_CONTENT_PAGES[slug], arabic: defaultPageArabic(slug), updatedAt: null };
  const { kind } = DEFAULT_CONTENT_PAGES[slug];
  return {
    page: { kind, document: JSON.parse(row.document) } as TContentPage,
    arabic: arabicOf(row.ar),
    updatedAt: row.updated_at,
  };
}

async function readPage(db: TDb, slug: TContentPageSlug): Promise<TStoredPage> {
  return storedPageOf(slug, await findContentPage(db, slug));
}

/** A page as shoppers read it: each text's Arabic where written, its English otherwise. */
export async function viewPage(
  ctx: TAppContext,
  slug: TContentPageSlug,
  language: TContentLanguage,
): Promise<TContentPage> {
  const { page, arabic } = await readPage(ctx.db, slug);
  return { kind: page.kind, document: pageInLanguage(page.document, arabic, language) } as TContentPage;
}

export async function listPages(ctx: TAppContext) {
  const rows = new Map((await listContentPages(ctx.db)).map((row) => [row.page, row]));
  return {
    pages: CONTENT_PAGE_SLUGS.map((slug) => {
      const { page, arabic, updatedAt } = storedPageOf(slug, rows.get(slug));
      return {
        page: slug,
        title: pageTitleOf(page, slug),
        missingArabic: missingArabicPaths(page.document, arabic).length,
        updatedAt,
      };
    }),
  };
}

function toOperatorPage(slug: TContentPageSlug, { page, arabic, updatedAt }: TStoredPage): TOperatorPage {
  return {
    page: slug,
    title: pageTitleOf(page, slug),
    kind: page.kind,
    fields: pageTextFields(page.document).map((field) => ({
      path: field.path,
      english: field.english,
      arabic: field.isArabicSource ? '' : (arabic[field.path] ?? ''),
      isArabicSource: field.isArabicSource,
    })),
    missingArabic: missingArabicPaths(page.document, arabic),
    updatedAt,
  };
}

export async function getPage(ctx: TAppContext, slug: TContentPageSlug): Promise<TOperatorPage> {
  return toOperatorPage(slug, await readPage(ctx.db, slug));
}

type TUpdate = Required<Pick<TUpdatePageRequest, 'english' | 'arabic'>> & { page: TContentPageSlug };

/**
 * Changes texts of a page in either language. Every path named must be a text of the page (an Arabic one not inside
 * a section written in Arabic already) and no English may be blank: otherwise nothing is written. Audited as
 * `page.update` with each changed text before and after; a save that changes nothing writes nothing.
 */
export async function updatePage(ctx: TAppContext, by: TOperatorAuth, request: TUpdate): Promise<TOperatorPage> {
  const slug = request.page;
  const at = ctx.clock.now().toISOString();
  const { saved, changed } = await ctx.db.transaction().execute(async (trx) => {
    const current = await readPage(trx, slug);
    const fields = new Map(pageTextFields(current.page.document).map((field) => [field.path, field]));
    for (const [path, text] of Object.entries(request.english)) {
      if (!fields.has(path)) throw new AppError('BAD_REQUEST', PAGE_MESSAGES.unknownText, { field: `english.${path}` });
      if (text.trim() === '')
        throw new AppError('BAD_REQUEST', PAGE_MESSAGES.englishBlank, { field: `english.${path}` });
    }
    for (const path of Object.keys(request.arabic)) {
      const field = fields.get(path);
      if (!field) throw new AppError('BAD_REQUEST', PAGE_MESSAGES.unknownText, { field: `arabic.${path}` });
      if (field.isArabicSource) {
        throw new AppError('BAD_REQUEST', PAGE_MESSAGES.arabicOfArabic, { field: `arabic.${path}` });
      }
    }
    const english = Object.fromEntries(
      Object.entries(request.english).filter(([path, text]) => fields.get(path)?.english !== text),
    );
    const arabicChanges = Object.fromEntries(
      Object.entries(request.arabic).filter(([path, text]) => (current.arabic[path] ?? '') !== text),
    );
    if (Object.keys(english).length === 0 && Object.keys(arabicChanges).length === 0) {
      return { saved: current, changed: false };
    }
    const document = withPageTexts(current.page.document, english);
    const arabic = Object.fromEntries(
      Object.entries({ ...current.arabic, ...arabicChanges }).filter(([, text]) => text.trim() !== ''),
    );
    await upsertContentPage(trx, {
      page: slug,
      document: JSON.stringify(document),
      ar: JSON.stringify(arabic),
      updated_at: at,
      updated_by: by.id,
    });
    await insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: 'page.update',
      objectType: 'page',
      objectId: slug,
      before: {
        english: Object.fromEntries(Object.keys(english).map((path) => [path, fields.get(path)?.english ?? ''])),
        arabic: Object.fromEntries(Object.keys(arabicChanges).map((path) => [path, current.arabic[path] ?? ''])),
      },
      after: { english, arabic: arabicChanges },
    });
    return {
      saved: { page: { kind: current.page.kind, document } as TContentPage, arabic, updatedAt: at },
      changed: true,
    };
  });
  if (changed) await ctx.caches.invalidate([CACHE_TAGS.pages]);
  return toOperatorPage(slug, saved);
}
