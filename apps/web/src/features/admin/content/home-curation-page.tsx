import {
  HOME_LIST_TITLES,
  HOME_LISTS,
  type THomeList,
  type THomeProduct,
} from '@rihla/shared/schemas/operator-content';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput } from '../components/admin-ui';
import { useHomeCuration, useProductSearch } from './content-calls';

/** The home page's Trending Now and Discover Fun UAE: which products, in which order. Each change is saved at once. */
export function HomeCurationPage() {
  const curation = useHomeCuration();
  if (curation.isPending) return <Spinner />;
  if (curation.isError) {
    return (
      <p role="alert" className="text-danger">
        {curation.error.message}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
      {HOME_LISTS.map((list) => (
        <HomeListCard key={list} list={list} products={curation.data[list]} />
      ))}
    </div>
  );
}

function HomeListCard({ list, products }: { list: THomeList; products: THomeProduct[] }) {
  const write = useDeskWrite();
  const isSaving = write.isBusy;
  const [announcement, setAnnouncement] = useState('');
  const title = t(HOME_LIST_TITLES[list]);

  const save = async (ids: string[], said: string) => {
    await write.send(() => operatorCall('operator/setHomeList', { list, productIds: ids }), {
      changes: ['operator/getHomeCuration'],
      refusalAs: 'toast',
      after: () => setAnnouncement(said),
    });
  };
  const ids = products.map((product) => product.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    void save(
      next,
      t('{title} moved to place {place}', { title: products[index]?.title ?? '', place: index + by + 1 }),
    );
  };

  return (
    <AdminCard title={title}>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol className="divide-y divide-line" aria-label={title} aria-busy={isSaving} data-testid={`home-list-${list}`}>
        {products.map((product, index) => (
          <li key={product.id} className="flex items-center gap-3 py-2">
            <span className="w-6 text-end font-semibold text-ink">{index + 1}</span>
            {product.picture ? (
              <img src={product.picture} alt="" className="h-10 w-14 shrink-0 rounded object-cover" />
            ) : (
              <span className="h-10 w-14 shrink-0 rounded bg-surface" />
            )}
            <span className="min-w-0 flex-1 truncate" title={product.title} data-testid="home-product-title">
              {product.title}
            </span>
            <button
              type="button"
              className="btn-secondary min-h-11 px-2"
              disabled={index === 0 || isSaving}
              onClick={() => move(index, -1)}
              aria-label={t('Move up: {title}', { title: product.title })}
            >
              <ArrowUp size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn-secondary min-h-11 px-2"
              disabled={index === products.length - 1 || isSaving}
              onClick={() => move(index, 1)}
              aria-label={t('Move down: {title}', { title: product.title })}
            >
              <ArrowDown size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn-secondary min-h-11 px-2"
              disabled={isSaving}
              onClick={() =>
                void save(
                  ids.filter((id) => id !== product.id),
                  t('{title} removed from {list}', { title: product.title, list: title }),
                )
              }
              aria-label={t('Remove {title} from {list}', { title: product.title, list: title })}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
        {products.length === 0 && (
          <li className="py-2 text-muted">{t('No products: the home page hides this list.')}</li>
        )}
      </ol>
      <AddProduct
        list={list}
        title={title}
        isBusy={isSaving}
        onAdd={(product) =>
          void save([...ids, product.id], t('{title} added to {list}', { title: product.title, list: title }))
        }
        exclude={ids}
      />
    </AdminCard>
  );
}

/** Finds products by words of their title (operator/listProducts) and adds one at the end of the list. */
function AddProduct({
  list,
  title,
  isBusy,
  onAdd,
  exclude,
}: {
  list: THomeList;
  title: string;
  isBusy: boolean;
  onAdd(product: { id: string; title: string }): void;
  exclude: string[];
}) {
  const [search, setSearch] = useState('');
  const found = useProductSearch(search);
  const rows = (found.data?.rows ?? []).filter((row) => !exclude.includes(row.id));
  return (
    <div className="mt-4 border-t border-line pt-4">
      <AdminInput
        id={`home-search-${list}`}
        label={t('Add a product to {list}: search by title', { list: title })}
        value={search}
        onChange={setSearch}
        type="search"
      />
      <div aria-live="polite" className="mt-2 text-sm">
        {search.trim().length >= 2 &&
          (found.isPending ? (
            <Spinner size={18} />
          ) : found.isError ? (
            <p className="text-danger">{found.error.message}</p>
          ) : rows.length === 0 ? (
            <p className="text-muted">{t('No products found')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {rows.slice(0, 8).map((row) => (
                <li key={row.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 truncate">
                    {row.title}
                    {!row.isPublished && <span className="ms-2 text-xs text-muted">({t('not published')})</span>}
                  </span>
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3 py-2"
                    disabled={isBusy || !row.isPublished}
                    onClick={() => {
                      onAdd(row);
                      setSearch('');
                    }}
                    aria-label={t('Add {title}', { title: row.title })}
                  >
                    {t('Add')}
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
