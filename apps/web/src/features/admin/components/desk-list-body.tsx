import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';

/** What a desk list says of its page, in English (translated when shown): {page} and {count} are filled in. */
export interface TListWords {
  loading: string;
  none: string;
  one: string;
  many: string;
}

/**
 * Under a desk list's search and filters: what the page shows, announced to screen readers (with a small spinner
 * while the next answer loads), the server's refusal, then a spinner for the first answer or the rows.
 */
export function DeskListBody({
  list,
  page,
  rowCount,
  words,
  children,
}: {
  list: { isPending: boolean; isFetching: boolean; isError: boolean; error: Error | null };
  /** The page shown, counted from 0. */
  page: number;
  rowCount: number;
  words: TListWords;
  children: ReactNode;
}) {
  const vars = { page: page + 1, count: rowCount };
  const text = list.isPending
    ? t(words.loading)
    : list.isError
      ? ''
      : t(rowCount === 0 ? words.none : rowCount === 1 ? words.one : words.many, vars);
  return (
    <>
      <p role="status" aria-live="polite" className="mt-4 flex items-center gap-2 text-sm text-muted">
        {list.isFetching && !list.isPending && <Spinner size={16} />}
        {text}
      </p>
      {list.isError && list.error && (
        <p role="alert" className="mt-2 text-danger">
          {t(list.error.message)}
        </p>
      )}
      {list.isPending ? (
        <div className="py-8">
          <Spinner />
        </div>
      ) : (
        rowCount > 0 && children
      )}
    </>
  );
}
