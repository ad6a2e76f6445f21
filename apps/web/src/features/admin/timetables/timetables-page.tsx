import type { TProductListRow } from '@rihla/shared/schemas/operator-catalogue';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { AdminCard, AdminInput, ScreenHeading } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { useProductSearch } from './timetable-calls';

const PRODUCT_COLUMNS: ReadonlyArray<TDeskColumn<TProductListRow>> = [
  {
    header: 'Product',
    cell: (row) => (
      <Link className="font-semibold text-brand-700 underline" to={`/admin/timetables/${row.id}`}>
        {row.title}
      </Link>
    ),
  },
  { header: 'Kind', cell: (row) => row.module },
  { header: 'Published', cell: (row) => (row.isPublished ? t('Yes') : t('No')) },
];

/** /admin/timetables: pick a product by its title (or open one by its id). */
export function TimetablesPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const products = useProductSearch(deferred);
  const navigate = useNavigate();
  const [productId, setProductId] = useState('');
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (productId.trim()) navigate(`/admin/timetables/${encodeURIComponent(productId.trim())}`);
  };
  return (
    <>
      <ScreenHeading
        title={t('Timetables, seats and prices')}
        lead={t('Pick a product to see its month calendar, change its weekly schedule, seats and prices.')}
      />
      <div className="space-y-6">
        <AdminCard title={t('Find a product')}>
          <div className="max-w-md">
            <AdminInput
              id="timetable-search"
              label={t('Title')}
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
                {t('The product list is not available; open a product by its id below.')}
              </p>
            ) : products.data.rows.length === 0 ? (
              <p className="text-sm text-muted">{t('No product matches.')}</p>
            ) : (
              <DeskTable
                label={t('Products')}
                columns={PRODUCT_COLUMNS}
                rows={products.data.rows}
                rowKey={(row) => row.id}
                cellClassName="py-3 pe-4"
              />
            )}
          </div>
        </AdminCard>
        <AdminCard title={t('Open by product id')}>
          <form onSubmit={open} className="flex flex-wrap items-end gap-3">
            <AdminInput id="timetable-product-id" label={t('Product id')} value={productId} onChange={setProductId} />
            <button type="submit" className="btn-primary">
              {t('Open')}
            </button>
          </form>
        </AdminCard>
      </div>
    </>
  );
}
