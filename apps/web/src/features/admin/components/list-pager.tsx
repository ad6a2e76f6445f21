import { t } from '../../../lib/i18n';
import { AdminSelect } from './admin-ui';

/**
 * The pager under a back office list: the page size, then Previous and Next. `page` counts from 0; moving to
 * the first page clears it from the URL (`onPage('')`).
 */
export function ListPager(props: {
  label: string;
  sizeId: string;
  sizeLabel: string;
  pageSize: number | undefined;
  sizes: readonly number[];
  page: number;
  hasNextPage: boolean;
  onSize(size: string): void;
  onPage(page: string): void;
}) {
  const { page } = props;
  return (
    <nav aria-label={props.label} className="mt-4 flex flex-wrap items-end justify-between gap-3">
      <div className="w-40">
        <AdminSelect
          id={props.sizeId}
          label={props.sizeLabel}
          value={String(props.pageSize)}
          onChange={props.onSize}
          options={props.sizes.map((size) => [String(size), String(size)] as const)}
        />
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50"
          disabled={page === 0}
          onClick={() => props.onPage(page - 1 === 0 ? '' : String(page - 1))}
        >
          {t('Previous')}
        </button>
        <button
          type="button"
          className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50"
          disabled={!props.hasNextPage}
          onClick={() => props.onPage(String(page + 1))}
        >
          {t('Next')}
        </button>
      </div>
    </nav>
  );
}
