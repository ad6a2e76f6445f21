import {
  CUSTOMER_PAGE_SIZES,
  type TCustomerRow,
  type TSearchCustomersRequest,
} from '@rihla/shared/schemas/operator-customers';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { useListState } from '../../../lib/use-list-state';
import { AdminCard, AdminInput, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { DeskListBody } from '../components/desk-list-body';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { ListPager } from '../components/list-pager';
import { useCustomerSearch } from './customer-calls';

type TPageSize = (typeof CUSTOMER_PAGE_SIZES)[number];

/** The search as it stands in the URL (?q=&page=&size=). */
export function customerFilterOf(params: URLSearchParams): TSearchCustomersRequest {
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size) ? (size as TPageSize) : 25,
  };
}

const customerPath = (row: TCustomerRow) => `/admin/customers/${encodeURIComponent(row.id)}`;

function CustomerName({ row }: { row: TCustomerRow }) {
  return (
    <Link to={customerPath(row)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {row.name || t('No name given')}
    </Link>
  );
}

const CUSTOMER_COLUMNS: ReadonlyArray<TDeskColumn<TCustomerRow>> = [
  { header: 'Name', cell: (row) => <CustomerName row={row} /> },
  { header: 'Phone', cell: (row) => <bdi dir="ltr">{row.phone}</bdi>, className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Email', cell: (row) => row.email, className: 'py-2 pe-4 break-all' },
  {
    header: 'Customer since',
    cell: (row) => formatDubaiDateTime(row.createdAt),
    className: 'py-2 pe-4 whitespace-nowrap',
  },
];

/** Customers (bookings.read), newest first: found by the start of a name, phone or email, kept in the URL. */
export function CustomerListPage() {
  const { params, search, setSearch, update, goToPage } = useListState({ searchOn: 'pause' });
  const filter = customerFilterOf(params);
  const list = useCustomerSearch(filter);
  const rows = list.data?.rows ?? [];
  const page = filter.page ?? 0;
  const label = t('Customers, page {page}', { page: page + 1 });
  const words = {
    loading: 'Loading customers…',
    none: 'No customers match.',
    one: 'Page {page}: 1 customer shown.',
    many: 'Page {page}: {count} customers shown.',
  };

  return (
    <>
      <ScreenHeading
        title={t('Customers')}
        lead={t('Find a customer by name, phone or email, then open their orders, notes, wallet and points.')}
      />
      <AdminCard title={t('Find customers')}>
        <div className="max-w-xl">
          <AdminInput
            id="customer-search"
            label={t('Name, phone, email or order reference')}
            type="search"
            value={search}
            onChange={setSearch}
            maxLength={100}
          />
        </div>
        <DeskListBody list={list} page={page} rowCount={rows.length} words={words}>
          <div className={`mt-4 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {/* A phone gets one card per customer; wider screens the table. */}
            <ul className="space-y-3 md:hidden" aria-label={label}>
              {rows.map((row) => (
                <li key={row.id} className="rounded-xl border border-line p-3">
                  <CustomerName row={row} />
                  <p className="mt-1 text-sm">
                    <bdi dir="ltr">{row.phone}</bdi>
                  </p>
                  <p className="text-sm break-all text-muted">{row.email}</p>
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <DeskTable label={label} columns={CUSTOMER_COLUMNS} rows={rows} rowKey={(row) => row.id} />
            </div>
          </div>
        </DeskListBody>
        <ListPager
          label={t('Pages of customers')}
          sizeId="customer-page-size"
          sizeLabel={t('Customers per page')}
          pageSize={filter.pageSize}
          sizes={CUSTOMER_PAGE_SIZES}
          page={page}
          hasNextPage={Boolean(list.data?.hasNextPage) && !list.isPlaceholderData}
          onSize={(size) => update({ size })}
          onPage={goToPage}
        />
      </AdminCard>
    </>
  );
}
