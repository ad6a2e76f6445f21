import { itemPath } from '@rihla/shared/rules/navigation';
import type { TOrderItem } from '@rihla/shared/schemas/booking';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingFacts, LineTerms } from '../../../components/ui/booking-facts';
import { Spinner } from '../../../components/ui/spinner';
import { contentLanguage } from '../../../lib/content-language';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** How a line's total is made: each ticket type's count times its price, or the one price of a private group. */
export function lineBreakdown(item: TOrderItem): string {
  if (item.pricing === 'perGroup') return t('Group price');
  const rows = item.tickets.length > 0 ? item.tickets : [{ count: item.adultCount, price: item.price }];
  return rows.map((row) => t('{count} × {price}', { count: row.count, price: formatPrice(row.price) })).join(' + ');
}

/**
 * One cart line (or a checkout's or an order's): picture, title (opens the product), date, departure, the
 * people per ticket type, where to be, the cancellation terms and the line total; optionally removable.
 */
export function CartLine<T extends TOrderItem>({
  item,
  onRemove,
  isRemoving = false,
  controls,
}: {
  item: T;
  onRemove?: (item: T) => void;
  isRemoving?: boolean;
  /** What changes the line (the cart's steppers), under its facts. */
  controls?: ReactNode;
}) {
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-2xl border border-line bg-white p-3 shadow-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-1.5 sm:p-4">
      <Link
        to={itemPath(item.module, item.planId)}
        tabIndex={-1}
        aria-hidden="true"
        className="size-[4.5rem] overflow-hidden rounded-xl bg-brand-50 sm:row-span-4 sm:h-24 sm:w-32"
      >
        <img
          src={item.pictures[0]}
          alt=""
          width={256}
          height={192}
          decoding="async"
          className="h-full w-full object-cover"
        />
      </Link>
      <div className="flex items-start justify-between gap-2">
        <h3 className="line-clamp-3 font-semibold leading-snug text-ink sm:line-clamp-2">
          <Link
            to={itemPath(item.module, item.planId)}
            className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            {...contentLanguage(item.title)}
          >
            {item.title}
          </Link>
        </h3>
        {onRemove && (
          <button
            type="button"
            onClick={() => onRemove(item)}
            disabled={isRemoving}
            aria-label={t('Remove {title}', { title: item.title })}
            className="-me-2.5 -mt-2.5 grid size-11 shrink-0 place-items-center rounded-full text-muted transition hover:bg-red-50 hover:text-danger focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
          >
            {isRemoving ? <Spinner size={18} /> : <Trash2 size={18} aria-hidden="true" />}
          </button>
        )}
      </div>
      <BookingFacts item={item} className="col-span-2 sm:col-span-1 sm:col-start-2" />
      <LineTerms item={item} className="col-span-2 sm:col-span-1 sm:col-start-2" />
      {controls}
      <p className="col-span-2 flex flex-wrap items-baseline justify-between gap-x-2 border-t border-line pt-2 text-sm text-muted sm:col-span-1 sm:col-start-2 sm:border-0 sm:pt-1">
        <span>{lineBreakdown(item)}</span>
        <span className="whitespace-nowrap text-base font-bold text-ink">{formatPrice(item.totalAmount)}</span>
      </p>
    </li>
  );
}

/** A line's key: one line per product, date and departure. */
export function lineKey(item: TOrderItem): string {
  return `${item.module}-${item.planId}-${item.date}-${item.departure.start}`;
}

export function CartLineList<T extends TOrderItem>({
  items,
  onRemove,
  isRemoving,
  controls,
  notice,
}: {
  items: T[];
  onRemove?: (item: T) => void;
  isRemoving?: (item: T) => boolean;
  controls?: (item: T) => ReactNode;
  /** A notice shown in the list at `index` (the cart's Undo of a removal, where the line was). */
  notice?: { index: number; node: ReactNode } | null;
}) {
  const rows: ReactNode[] = items.map((item) => (
    <CartLine
      key={lineKey(item)}
      item={item}
      onRemove={onRemove}
      isRemoving={isRemoving?.(item) ?? false}
      controls={controls?.(item)}
    />
  ));
  if (notice) rows.splice(Math.min(notice.index, rows.length), 0, notice.node);
  return <ul className="flex flex-col gap-3">{rows}</ul>;
}

export function CartLinesSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1].map((key) => (
        <div key={key} className="flex gap-4 rounded-2xl border border-line bg-white p-4">
          <div className="size-20 animate-pulse rounded-xl bg-line sm:h-24 sm:w-32" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-3/4 animate-pulse rounded bg-line" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-line" />
            <div className="mt-auto h-4 w-1/4 animate-pulse self-end rounded bg-line" />
          </div>
        </div>
      ))}
    </div>
  );
}
