import type { TLaidOutDocument } from '@rihla/shared/pages/about-and-visa';
import type { TContentPageSlug } from '@rihla/shared/pages/content-pages';
import type { TPolicyBlock, TPolicySection } from '@rihla/shared/pages/policy-types';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useContentPage } from '../api/view-page';
import { PageSkeleton } from './page-skeleton';
import { fallbackLanguage, usePageText } from './page-text';

// The About and Visa change pages drawn from their documents (decision 117): the API answers them in the page's
// language, each text's Arabic where written and its English otherwise; the page reads each section's blocks by their
// place (about-and-visa.ts says what each is) and lays them out as before.

/** A block's text: a paragraph's, or a subheading's; '' where the document has none. */
export function blockText(block: TPolicyBlock | undefined): string {
  if (typeof block === 'string') return block;
  return block && 'subheading' in block ? block.subheading : '';
}

/** A list block's items; none where the block is not a list. */
export function blockList(block: TPolicyBlock | undefined): readonly string[] {
  return block && typeof block !== 'string' && 'list' in block ? block.list : [];
}

const EMPTY_SECTION: TPolicySection = { id: '', heading: '', blocks: [] };

/** A section by its id (an empty one if a stored page lost it, so the page still draws). */
export function sectionOf(document: TLaidOutDocument, id: string): TPolicySection {
  return document.sections.find((section) => section.id === id) ?? EMPTY_SECTION;
}

/**
 * A page text's props: its placeholders filled from the shop, and on an Arabic page `lang="en"` where it fell back to
 * English (decision 105); nothing more on an English page, so its markup stays as it was.
 */
export function usePageWords(): (text: string) => { children: string; lang?: 'en' | 'ar'; dir?: 'auto' } {
  const pageText = usePageText();
  return (text) => ({ ...fallbackLanguage(text), children: pageText(text) });
}

function LaidOutSkeleton() {
  return (
    <PageSkeleton>
      <div className="h-64 w-full animate-pulse rounded-3xl bg-line sm:h-80" />
      <div className="h-9 w-3/5 animate-pulse rounded bg-line" />
      <div className="h-4 w-full animate-pulse rounded bg-line" />
    </PageSkeleton>
  );
}

/** Reads a laid-out page; a skeleton while it loads, and home with the server's message if it cannot be read. */
export function LaidOutPage({
  page,
  children,
}: {
  page: TContentPageSlug;
  children: (document: TLaidOutDocument) => React.ReactNode;
}) {
  const query = useContentPage(page);
  useRedirectHomeOnFailure(query);
  const data = query.isError ? undefined : query.data;
  if (data?.kind !== 'laidOut') return query.isPending ? <LaidOutSkeleton /> : null;
  return children(data.document);
}
