import { MODULE_DISPLAY_NAMES, MODULES, type TModule } from '@rihla/shared/constants';
import { filsToAed } from '@rihla/shared/rules/money';
import {
  PRODUCT_PAGE_SIZES,
  type TListProductsRequest,
  type TProductListRow,
} from '@rihla/shared/schemas/operator-catalogue';
import { ImageOff, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useListState } from '../../../lib/use-list-state';
import { useProductList } from '../api/catalogue-calls';
import { AdminCard, AdminInput, AdminSelect, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { ListPager } from '../components/list-pager';

type TPageSize = (typeof PRODUCT_PAGE_SIZES)[number];

/** The list's filters as they stand in the URL (?q=&module=&published=&category=&page=&size=). */
export function listFilterOf(params: URLSearchParams): TListProductsRequest {
  const module = params.get('module');
  const published = params.get('published');
  const category = params.get('category');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    ...((MODULES as readonly string[]).includes(module ?? '') ? { module: module as TModule } : {}),
    ...(published === 'yes' || published === 'no' ? { published: published === 'yes' } : {}),
    ...(category ? { category } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (PRODUCT_PAGE_SIZES as readonly number[]).includes(size) ? (size as TPageSize) : 25,
  };
}

const PRODUCT_COLUMNS: ReadonlyArray<TDeskColumn<TProductListRow>> = [
  {
    header: 'Picture',
    cell: (row) =>
      row.picture ? (
        <img
          src={row.picture}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          className="h-12 w-16 rounded-lg object-cover"
        />
      ) : (
        <span className="grid h-12 w-16 place-items-center rounded-lg bg-surface text-muted">
          <ImageOff size={18} aria-hidden="true" />
          <span className="sr-only">{t('No picture')}</span>
        </span>
      ),
  },
  {
    header: 'Title',
    cell: (row) => (
      <Link
        to={`/admin/products/${row.id}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {row.title}
      </Link>
    ),
  },
  {
    header: 'Storefront section',
    cell: (row) => t(MODULE_DISPLAY_NAMES[row.module]),
    className: 'py-2 pe-4 whitespace-nowrap',
  },
  { header: 'Category', cell: (row) => row.categories },
  {
    header: 'Price',
    cell: (row) => formatPrice(filsToAed(row.priceFils)),
    className: 'py-2 pe-4 whitespace-nowrap',
  },
  { header: 'Status', cell: (row) => <StatusBadge isPublished={row.isPublished} /> },
  { header: 'Updated', cell: (row) => formatDubaiDateTime(row.updatedAt), className: 'py-2 pe-4 whitespace-nowrap' },
];

/** Products (catalogue.read): search, filters and pages, all kept in the URL so a reload or Back keeps them. */
export function ProductListPage({ canWrite }: { canWrite: boolean }) {
  const { params, search, setSearch, update, goToPage } = useListState({ searchOn: 'pause' });
  const filter = listFilterOf(params);
  const list = useProductList(filter);

  const rows = list.data?.rows ?? [];
  const page = filter.page ?? 0;
  const categories = list.data?.categories ?? [];
  const resultText = list.isPending
    ? t('Loading products…')
    : list.isError
      ? ''
      : rows.length === 0
        ? t('No products match.')
        : t('Page {page}: {count, plural, one {# product} other {# products}} shown.', {
            page: page + 1,
            count: rows.length,
          });

  return (
    <>
      <ScreenHeading
        title={t('Products')}
        lead={t('Every product, published or not. Open one to change its texts, pictures and booking rules.')}
      />
      <AdminCard
        title={t('Find products')}
        actions={
          canWrite && (
            <Link to="/admin/products/new" className="btn-primary">
              <Plus size={18} aria-hidden="true" />
              {t('New product')}
            </Link>
          )
        }
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <div className="sm:col-span-2 lg:col-span-2">
            <AdminInput
              id="product-search"
              label={t('Search by title or id')}
              type="search"
              value={search}
              onChange={setSearch}
              maxLength={100}
            />
          </div>
          <AdminSelect
            id="product-module"
            label={t('Storefront section')}
            value={filter.module ?? ''}
            onChange={(value) => update({ module: value })}
            options={[
              ['', t('All sections')],
              ...MODULES.map((module) => [module, t(MODULE_DISPLAY_NAMES[module])] as const),
            ]}
          />
          <AdminSelect
            id="product-published"
            label={t('Status')}
            value={filter.published === undefined ? '' : filter.published ? 'yes' : 'no'}
            onChange={(value) => update({ published: value })}
            options={[
              ['', t('Any status')],
              ['yes', t('Published')],
              ['no', t('Draft')],
            ]}
          />
          <AdminSelect
            id="product-category"
            label={t('Category')}
            value={filter.category ?? ''}
            onChange={(value) => update({ category: value })}
            options={[
              ['', t('All categories')],
              // A category from the URL that the list no longer has stays selectable, so the select shows it.
              ...[...new Set([...categories, ...(filter.category ? [filter.category] : [])])].map(
                (category) => [category, category] as const,
              ),
            ]}
          />
        </div>
        <p role="status" aria-live="polite" className="mt-4 flex items-center gap-2 text-sm text-muted">
          {list.isFetching && !list.isPending && <Spinner size={16} />}
          {resultText}
        </p>
        {list.isError && (
          <p role="alert" className="mt-2 text-danger">
            {t(list.error.message)}
          </p>
        )}
        {list.isPending ? (
          <div className="py-8">
            <Spinner />
          </div>
        ) : (
          rows.length > 0 && (
            <div className={`mt-4 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              <DeskTable
                label={t('Products, page {page}', { page: page + 1 })}
                columns={PRODUCT_COLUMNS}
                rows={rows}
                rowKey={(row) => row.id}
              />
            </div>
          )
        )}
        <ListPager
          label={t('Pages of products')}
          sizeId="product-page-size"
          sizeLabel={t('Products per page')}
          pageSize={filter.pageSize}
          sizes={PRODUCT_PAGE_SIZES}
          page={page}
          hasNextPage={Boolean(list.data?.hasNextPage) && !list.isPlaceholderData}
          onSize={(size) => update({ size })}
          onPage={goToPage}
        />
      </AdminCard>
    </>
  );
}

export function StatusBadge({ isPublished }: { isPublished: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isPublished ? 'bg-brand-100 text-brand-900' : 'bg-sand-100 text-ink'
      }`}
    >
      {isPublished ? t('Published') : t('Draft')}
    </span>
  );
}
