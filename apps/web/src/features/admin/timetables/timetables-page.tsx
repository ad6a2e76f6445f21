import { MODULE_DISPLAY_NAMES } from '@rihla/shared/constants';
import { filsToAed } from '@rihla/shared/rules/money';
import { PRODUCT_PAGE_SIZES, type TProductListRow } from '@rihla/shared/schemas/operator-catalogue';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useListState } from '../../../lib/use-list-state';
import { useProductList } from '../api/catalogue-calls';
import { AdminCard, AdminInput, ScreenHeading } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { ListPager } from '../components/list-pager';

type TPageSize = (typeof PRODUCT_PAGE_SIZES)[number];

const PRODUCT_COLUMNS: ReadonlyArray<TDeskColumn<TProductListRow>> = [
  {
    header: 'Product',
    cell: (row) => (
      <Link className="font-semibold text-brand-700 underline" to={`/admin/timetables/${row.id}`}>
        {row.title}
      </Link>
    ),
  },
  { header: 'Kind', cell: (row) => t(MODULE_DISPLAY_NAMES[row.module]), className: 'py-3 pe-4 whitespace-nowrap' },
  {
    header: 'Price',
    cell: (row) => formatPrice(filsToAed(row.priceFils)),
    className: 'py-3 pe-4 whitespace-nowrap',
  },
  { header: 'Published', cell: (row) => (row.isPublished ? t('Yes') : t('No')) },
];

/** The page and its size as they stand in the URL (?q=&page=&size=). */
function pageOf(params: URLSearchParams): { page: number; pageSize: TPageSize } {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (PRODUCT_PAGE_SIZES as readonly number[]).includes(size) ? (size as TPageSize) : 25,
  };
}

/** /admin/timetables: every product, a page at a time, found by its title (operators pick products by name). */
export function TimetablesPage() {
  const { params, search, setSearch, update, goToPage } = useListState({ searchOn: 'pause' });
  const { page, pageSize } = pageOf(params);
  const products = useProductList({ search: params.get('q') ?? '', page, pageSize });
  const rows = products.data?.rows ?? [];
  return (
    <>
      <ScreenHeading
        title={t('Timetables, seats and prices')}
        lead={t('Pick a product to see its month calendar, its weekly schedule, seats and prices.')}
      />
      <div className="space-y-6">
        <AdminCard title={t('Find a product')}>
          <div className="max-w-md">
            <AdminInput
              id="timetable-search"
              label={t('Search by title')}
              type="search"
              value={search}
              onChange={setSearch}
              autoComplete="off"
            />
          </div>
          <div className="mt-4" aria-live="polite">
            {products.isPending ? (
              <Spinner />
            ) : products.isError ? (
              <p className="text-sm text-muted">
                {t('The product list is not available. Reload the page to try again.')}
              </p>
            ) : rows.length === 0 ? (
              <p className="text-sm text-muted">{t('No product matches.')}</p>
            ) : (
              <>
                <p role="status" className="text-sm text-muted">
                  {t('Page {page}: {count, plural, one {# product} other {# products}} shown.', {
                    page: page + 1,
                    count: rows.length,
                  })}
                </p>
                <div className={products.isPlaceholderData ? 'opacity-60' : ''}>
                  <DeskTable
                    label={t('Products, page {page}', { page: page + 1 })}
                    columns={PRODUCT_COLUMNS}
                    rows={rows}
                    rowKey={(row) => row.id}
                    cellClassName="py-3 pe-4"
                    isCardsOnPhone
                  />
                </div>
              </>
            )}
          </div>
          <ListPager
            label={t('Pages of products')}
            sizeId="timetable-page-size"
            sizeLabel={t('Products per page')}
            pageSize={pageSize}
            sizes={PRODUCT_PAGE_SIZES}
            page={page}
            hasNextPage={Boolean(products.data?.hasNextPage) && !products.isPlaceholderData}
            onSize={(size) => update({ size })}
            onPage={goToPage}
          />
        </AdminCard>
      </div>
    </>
  );
}
