import { filsToAed } from '@rihla/shared/rules/money';
import {
  ORDER_PAGE_SIZES,
  ORDER_STATUSES,
  type TDeskOrderStatus,
  type TOrderListRow,
  type TSearchOrdersRequest,
} from '@rihla/shared/schemas/operator-bookings';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useListState } from '../../../lib/use-list-state';
import { AdminCard, AdminInput, AdminSelect, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { DeskListBody } from '../components/desk-list-body';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { ListPager } from '../components/list-pager';
import { useOrderSearch } from './booking-calls';
import { ORDER_STATUS_LABELS, OrderProgressWords, OrderStatusBadge } from './order-status';

type TPageSize = (typeof ORDER_PAGE_SIZES)[number];
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The search's filters as they stand in the URL (?q=&date=&status=&product=&page=&size=). */
export function orderFilterOf(params: URLSearchParams): TSearchOrdersRequest {
  const status = params.get('status') ?? '';
  const date = params.get('date') ?? '';
  const product = params.get('product') ?? '';
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    ...((ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as TDeskOrderStatus } : {}),
    ...(DATE_PATTERN.test(date) ? { date } : {}),
    ...(product ? { productId: product } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (ORDER_PAGE_SIZES as readonly number[]).includes(size) ? (size as TPageSize) : 25,
  };
}

const ORDER_COLUMNS: ReadonlyArray<TDeskColumn<TOrderListRow>> = [
  {
    header: 'Reference',
    cell: (row) => (
      <Link
        to={`/admin/bookings/${row.id}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {row.reference}
      </Link>
    ),
    className: 'py-2 pe-4 whitespace-nowrap',
  },
  {
    header: 'Customer',
    cell: (row) => (
      <>
        <span className="block">{row.customerName}</span>
        <span className="block text-xs text-muted">{row.email}</span>
        <span className="block text-xs text-muted">
          <bdi dir="ltr">{row.phone}</bdi>
        </span>
      </>
    ),
  },
  { header: 'Products', cell: (row) => row.products.join(', ') },
  { header: 'Departure', cell: (row) => row.firstDate, className: 'py-2 pe-4 whitespace-nowrap' },
  {
    header: 'Paid',
    cell: (row) => (
      <>
        {formatPrice(filsToAed(row.amountPaidFils))}
        {row.refundedFils > 0 && (
          <span className="block text-xs text-muted">
            {t('{amount} refunded', { amount: formatPrice(filsToAed(row.refundedFils)) })}
          </span>
        )}
      </>
    ),
    className: 'py-2 pe-4 whitespace-nowrap',
  },
  {
    header: 'Status',
    cell: (row) => (
      <>
        <OrderStatusBadge order={row} />
        <OrderProgressWords order={row} />
      </>
    ),
  },
  { header: 'Booked', cell: (row) => formatDubaiDateTime(row.createdAt), className: 'py-2 pe-4 whitespace-nowrap' },
];

/**
 * A page of orders: one card per order on a phone, the table on wider screens. The customers desk shows a customer's
 * orders with it, without the customer's own column (`isCustomerShown`).
 */
export function OrderRows({
  rows,
  label,
  isStale = false,
  isCustomerShown = true,
}: {
  rows: readonly TOrderListRow[];
  label: string;
  /** The previous page, still shown while the next one loads. */
  isStale?: boolean;
  isCustomerShown?: boolean;
}) {
  const columns = isCustomerShown ? ORDER_COLUMNS : ORDER_COLUMNS.filter((column) => column.header !== 'Customer');
  return (
    <div className={`mt-4 ${isStale ? 'opacity-60' : ''}`}>
      {/* A phone gets one card per order; wider screens the table. */}
      <ul className="space-y-3 md:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-line p-3">
            <div className="flex items-center justify-between gap-2">
              <Link
                to={`/admin/bookings/${row.id}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {row.reference}
              </Link>
              <OrderStatusBadge order={row} />
            </div>
            {isCustomerShown && (
              <>
                <p className="mt-1 text-sm">{row.customerName}</p>
                <p className="text-xs break-all text-muted">
                  {row.email} · <bdi dir="ltr">{row.phone}</bdi>
                </p>
              </>
            )}
            <p className="mt-1 text-sm">{row.products.join(', ')}</p>
            <p className="text-sm text-muted">
              {row.firstDate} · {formatPrice(filsToAed(row.amountPaidFils))}
              {row.refundedFils > 0 &&
                ` · ${t('{amount} refunded', { amount: formatPrice(filsToAed(row.refundedFils)) })}`}
            </p>
            <OrderProgressWords order={row} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DeskTable label={label} columns={columns} rows={rows} rowKey={(row) => row.id} />
      </div>
    </div>
  );
}

/** Orders (bookings.read), newest first: one search box and filters, all kept in the URL. */
export function OrderListPage({ canBook }: { canBook: boolean }) {
  const { params, search, setSearch, update, goToPage } = useListState({ searchOn: 'pause' });
  const filter = orderFilterOf(params);
  const list = useOrderSearch(filter);

  const rows = list.data?.rows ?? [];
  const page = filter.page ?? 0;
  const words = {
    loading: 'Loading orders…',
    none: 'No orders match.',
    one: 'Page {page}: 1 order shown.',
    many: 'Page {page}: {count, plural, one {# order} other {# orders}} shown.',
  };

  return (
    <>
      <ScreenHeading
        title={t('Bookings')}
        lead={t('Every order, newest first. Open one to see its timeline, refund it or add a note.')}
      />
      {canBook && (
        <Link to="/admin/bookings/new" className="btn-primary mb-4 inline-flex">
          {t('New booking')}
        </Link>
      )}
      <AdminCard title={t('Find orders')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2">
            <AdminInput
              id="order-search"
              label={t('Reference, email, phone or name')}
              type="search"
              value={search}
              onChange={setSearch}
              maxLength={100}
            />
          </div>
          <AdminInput
            id="order-date"
            label={t('Departure date')}
            type="date"
            value={filter.date ?? ''}
            onChange={(value) => update({ date: value })}
          />
          <AdminSelect
            id="order-status"
            label={t('Status')}
            value={filter.status ?? ''}
            onChange={(value) => update({ status: value })}
            options={[
              ['', t('Any status')],
              ...ORDER_STATUSES.map((status) => [status, t(ORDER_STATUS_LABELS[status])] as const),
            ]}
          />
        </div>
        {filter.productId && (
          <p className="mt-3 text-sm">
            {t('Only orders of product {id}.', { id: filter.productId })}{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => update({ product: '' })}
            >
              {t('Show every product')}
            </button>
          </p>
        )}
        <DeskListBody list={list} page={page} rowCount={rows.length} words={words}>
          <OrderRows
            rows={rows}
            label={t('Orders, page {page}', { page: page + 1 })}
            isStale={list.isPlaceholderData}
          />
        </DeskListBody>
        <ListPager
          label={t('Pages of orders')}
          sizeId="order-page-size"
          sizeLabel={t('Orders per page')}
          pageSize={filter.pageSize}
          sizes={ORDER_PAGE_SIZES}
          page={page}
          hasNextPage={Boolean(list.data?.hasNextPage) && !list.isPlaceholderData}
          onSize={(size) => update({ size })}
          onPage={goToPage}
        />
      </AdminCard>
    </>
  );
}
