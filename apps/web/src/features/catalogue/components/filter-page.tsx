import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Compass, SlidersHorizontal, X } from 'lucide-react';
import { lazy, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { EmptyShop } from '../../../components/ui/empty-shop';
import { LoadWhen } from '../../../components/ui/load-when';
import { ProductCard } from '../../../components/ui/product-card';
import { t } from '../../../lib/i18n';
import { useIsShopEmpty } from '../../../lib/shop-empty';
import { filteredListPagesQuery } from '../api/filtered-list';
import { FilterGroups } from './filter-groups';
import {
  countSelected,
  EMPTY_SELECTION,
  FILTER_GROUPS,
  filterRequestBody,
  paramsWithSelection,
  selectionFromParams,
  type TFilterGroupKey,
  type TFilterSelection,
  toggleFilter,
} from './filter-selection';

const Sheet = lazy(() => import('../../../components/ui/sheet'));

/** With more pages to load, the count is a floor: '24+ experiences found'. */
function resultCountText(count: number, hasMore: boolean): string {
  if (hasMore) return t('{count}+ experiences found', { count });
  return count === 1 ? t('1 experience found') : t('{count} experiences found', { count });
}

/** 'Show 1 result', 'Show 3 results', 'Show 24+ results' on the phone drawer's button. */
function showResultsText(count: number, hasMore: boolean): string {
  if (hasMore) return t('Show {count}+ results', { count });
  return count === 1 ? t('Show 1 result') : t('Show {count} results', { count });
}

/**
 * The product filter page (SPEC sections 2 and 4): a sidebar of four filter groups and a result grid. The
 * selection lives in the URL, each change a new history entry, so reload, Back and a shared link agree.
 */
export function FilterPage() {
  const [params, setParams] = useSearchParams();
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const resultsHeadingId = useId();
  const selection = selectionFromParams(params);
  const setSelection = (next: TFilterSelection) =>
    setParams(paramsWithSelection(params, next), { preventScrollReset: true });
  const list = useInfiniteQuery({
    ...filteredListPagesQuery(filterRequestBody(selection)),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.pages.flat() ?? [];
  // No results at all: a shop with nothing on sale says so, not that the filters match nothing.
  const isShopEmpty = useIsShopEmpty(!list.isPending && items.length === 0);
  const hasMore = list.hasNextPage;
  const countText = resultCountText(items.length, hasMore);
  const selectedCount = countSelected(selection);

  const toggle = (group: TFilterGroupKey, value: string) => setSelection(toggleFilter(selection, group, value));
  const sheetButtonRef = useRef<HTMLButtonElement>(null);
  const clear = () => setSelection({ ...EMPTY_SELECTION });
  const onlyCategory = selection.category.length === 1 ? selection.category[0] : undefined;
  const heading = onlyCategory ? t(onlyCategory) : t('All experiences');

  const clearButton = (
    <button
      type="button"
      onClick={clear}
      disabled={selectedCount === 0}
      className="-my-2 min-h-11 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-default disabled:text-muted disabled:hover:bg-transparent"
    >
      {t('Clear Filters')}
    </button>
  );

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: t('Experiences') }]} />
      <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {list.isPending ? t('Finding experiences…') : countText}
          </p>
        </div>
        <button
          ref={sheetButtonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={isSheetOpen}
          onClick={() => setIsSheetOpen(true)}
          className="btn-secondary min-h-11 py-2.5 lg:hidden"
        >
          <SlidersHorizontal size={18} aria-hidden="true" />
          {t('Filters')}
          {selectedCount > 0 && (
            <span className="grid min-w-5 place-items-center rounded-full bg-brand-700 px-1.5 text-xs text-white">
              {selectedCount}
            </span>
          )}
        </button>
        <LoadWhen when={isSheetOpen}>
          <Sheet
            open={isSheetOpen}
            onOpenChange={setIsSheetOpen}
            title={t('Filters')}
            description={t('Choose a category, price, time and duration')}
            returnFocusTo={sheetButtonRef}
            contentClassName="flex max-h-[88dvh] flex-col rounded-t-3xl"
            headerClassName="flex items-center justify-between border-b border-line px-5 py-4"
          >
            <div className="flex-1 overflow-y-auto px-5 py-4">
              <FilterGroups selection={selection} onToggle={toggle} />
            </div>
            <div className="flex items-center justify-between gap-3 border-t border-line px-5 py-3">
              {clearButton}
              <button type="button" onClick={() => setIsSheetOpen(false)} className="btn-primary">
                {list.isPending ? t('Show results') : showResultsText(items.length, hasMore)}
              </button>
            </div>
          </Sheet>
        </LoadWhen>
      </div>

      <div className="grid gap-8 lg:grid-cols-[260px_minmax(0,1fr)]">
        <aside className="hidden lg:block" aria-label={t('Filters')}>
          <div className="sticky top-24 rounded-2xl border border-line bg-white p-5 shadow-sm">
            <div className="mb-4 flex items-center justify-between">
              <h2 className="text-base font-bold text-ink">{t('Filters')}</h2>
              {clearButton}
            </div>
            <FilterGroups selection={selection} onToggle={toggle} />
          </div>
        </aside>

        {/* The results have a heading of their own, read only by screen readers: below 1024 px the Filters heading
            is hidden with its column, and the cards' titles (h3) would otherwise follow the page's h1 directly. */}
        <section aria-labelledby={resultsHeadingId} aria-busy={list.isFetching}>
          <h2 id={resultsHeadingId} className="sr-only">
            {t('Results')}
          </h2>
          {selectedCount > 0 && (
            <ul className="mb-5 flex flex-wrap gap-2" aria-label={t('Active filters')}>
              {FILTER_GROUPS.flatMap((group) =>
                selection[group.key].map((value) => (
                  <li key={`${group.key}-${value}`}>
                    <button
                      type="button"
                      onClick={() => toggle(group.key, value)}
                      aria-label={t('Remove filter {value}', { value: t(value) })}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 py-1.5 ps-3 pe-2 text-sm font-medium text-brand-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      {t(value)}
                      <X size={14} aria-hidden="true" />
                    </button>
                  </li>
                )),
              )}
            </ul>
          )}

          {list.isPending ? (
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className="overflow-hidden rounded-2xl border border-line bg-white">
                  <div className="aspect-[3/2] animate-pulse bg-line/60" />
                  <div className="space-y-2 p-4">
                    <div className="h-3 w-1/3 animate-pulse rounded bg-line/60" />
                    <div className="h-4 w-4/5 animate-pulse rounded bg-line/60" />
                    <div className="h-4 w-1/2 animate-pulse rounded bg-line/60" />
                  </div>
                </div>
              ))}
            </div>
          ) : items.length === 0 && isShopEmpty ? (
            <EmptyShop />
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-16 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Compass size={28} aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-bold text-ink">{t('No experiences match these filters')}</h2>
              <p className="mt-1 max-w-sm text-sm text-muted">
                {t('Try removing a filter or two to see more tours, trips and tickets.')}
              </p>
              {selectedCount > 0 && (
                <button type="button" onClick={clear} className="btn-primary mt-5">
                  {t('Clear Filters')}
                </button>
              )}
            </div>
          ) : (
            <>
              <ul className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
                {items.map((item, index) => (
                  <li key={`${item.module}-${item.planId}`}>
                    <ProductCard item={item} eager={index < 3} />
                  </li>
                ))}
              </ul>
              {hasMore && (
                <div className="mt-8 flex justify-center">
                  <button
                    type="button"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                    className="btn-secondary"
                  >
                    {list.isFetchingNextPage ? t('Loading more…') : t('Show more')}
                  </button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
