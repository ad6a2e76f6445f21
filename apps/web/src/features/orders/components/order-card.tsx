import { MESSAGES } from '@rihla/shared/constants';
import { VAT_RATE_PERCENT } from '@rihla/shared/rules/money';
import { itemPath } from '@rihla/shared/rules/navigation';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import { Download, MapPin, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { BookingFacts, LineTerms } from '../../../components/ui/booking-facts';
import { formatPrice, formatTimestamp } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { orderChangeWords } from '../../../lib/order-changes';
import { orderTotal, paidWithParts, partsTotal } from '../../../lib/paid-with';
import { formatDeadline, travellersPath, usePassengersSummary } from '../../../lib/passenger-summary';
import { OrderCancellation } from './order-cancellation';
import { refundedToLines } from './payment-parts';

const STATUS_STYLES: Record<TCompletedOrder['status'], { label: string; className: string }> = {
  confirmed: { label: 'Confirmed', className: 'bg-brand-50 text-brand-800 ring-brand-100' },
  cancelled: { label: 'Cancelled', className: 'bg-surface text-muted ring-line' },
  refunded: { label: 'Refunded', className: 'bg-sand-100 text-ink ring-sand-400/40' },
  failed: { label: 'Failed', className: 'bg-red-50 text-danger ring-red-100' },
};

/**
 * One completed order: ids, status, items, dates, amount paid with its VAT and how it was paid, and the voucher when
 * there is one.
 */
export function OrderCard({ order, isFirst = false }: { order: TCompletedOrder; isFirst?: boolean }) {
  const status = STATUS_STYLES[order.status];
  // How the order was paid (decision 049): the card's part and what points, a gift card and the wallet paid.
  const paidWith = paidWithParts(order.paid_with, order.payment_method);
  return (
    <article
      aria-labelledby={`order-${order.reference}`}
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-line bg-surface/60 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={`order-${order.reference}`} className="font-bold text-ink">
            {t('Booking {reference}', { reference: order.reference })}
          </h2>
          <p className="mt-0.5 text-xs text-muted">
            {t('Placed on {date}', { date: formatTimestamp(order.createdAt) })}
          </p>
        </div>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${status.className}`}
        >
          {t(status.label)}
        </span>
      </header>

      <ul className="divide-y divide-line px-4 sm:px-5">
        {order.cartData.map((item, index) => (
          <li
            key={`${item.module}-${item.planId}-${item.date}-${item.departure.start}`}
            className="flex gap-3 py-3 sm:gap-4"
          >
            <img
              src={item.pictures[0]}
              alt=""
              width={128}
              height={96}
              loading={isFirst ? 'eager' : 'lazy'}
              decoding="async"
              className="h-14 w-16 shrink-0 rounded-lg bg-brand-50 object-cover sm:h-16 sm:w-20"
            />
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold leading-snug text-ink">
                <Link
                  to={itemPath(item.module, item.planId)}
                  className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {item.title}
                </Link>
              </h3>
              <BookingFacts item={item} className="mt-1" />
              <LineTerms item={item} className="mt-1.5" />
              <LinePickup pickup={order.pickups?.find((pickup) => pickup.line === index)} />
            </div>
          </li>
        ))}
      </ul>

      <footer className="flex flex-col gap-3 border-t border-line px-4 py-4 sm:flex-row sm:items-end sm:justify-between sm:px-5">
        {/* The values' column is at least as wide as the reference, which is never broken (beside the longer Arabic
            labels it read "RH-" above the rest at 390 px, decision 106): the labels wrap instead. */}
        <dl className="grid min-w-0 grid-cols-[auto_minmax(min-content,1fr)] gap-x-3 gap-y-1 text-sm">
          {/* The reference is what a shopper reads out on the phone (no 0/O or 1/I/L); the payment id is the gateway's. */}
          <dt className="text-muted">{t('Booking reference')}</dt>
          <dd className="font-mono text-base font-bold tracking-wider whitespace-nowrap text-ink select-all">
            {order.reference}
          </dd>
          <dt className="text-muted">{t('Payment ID')}</dt>
          {/* The gateway's id is an identifier in no language (sbx_…, epg_…): kept left to right and never translated. */}
          <dd className="min-w-0 break-all font-mono text-xs leading-5 text-ink" dir="ltr" translate="no">
            {order.paymentId}
          </dd>
          {order.discount > 0 && (
            <>
              <dt className="text-muted">{t('Discount')}</dt>
              <dd className="text-brand-700">− {formatPrice(order.discount)}</dd>
            </>
          )}
          <dt className="text-muted">{t('Total paid')}</dt>
          <dd className="text-base font-bold text-ink">{formatPrice(orderTotal(order))}</dd>
          {paidWith.length > 0 && (
            <>
              <dt className="text-muted">{t('Paid with')}</dt>
              <dd className="text-ink">
                {paidWith.map((part, index) => (
                  <span key={part}>
                    {index > 0 && ' · '}
                    <span className="whitespace-nowrap">{part}</span>
                  </span>
                ))}
              </dd>
            </>
          )}
          <dt className="text-muted">{t('VAT ({rate}%) included', { rate: VAT_RATE_PERCENT })}</dt>
          <dd className="text-ink">{formatPrice(order.vat)}</dd>
        </dl>
        {order.pdfUrl ? (
          <a href={order.pdfUrl} download className="btn-secondary shrink-0">
            <Download size={18} aria-hidden="true" />
            {t('Download voucher')}
          </a>
        ) : (
          <p className="shrink-0 text-sm text-muted">{t(MESSAGES.noVoucher)}</p>
        )}
      </footer>
      <OrderTravellersRow order={order} />
      <OrderCancellationRow order={order} />
    </article>
  );
}

/**
 * What our team changed of a booking that stands (decision 062), in the shopper's words: '1 of 3 tickets cancelled',
 * 'AED 100.00 of AED 700.00 refunded'. A cancelled order says what came back in its cancellation line instead.
 */
export function orderChangesText(order: TCompletedOrder): string[] {
  return orderChangeWords({
    ticketsCancelled: order.tickets_cancelled,
    refunded: order.status === 'confirmed' ? partsTotal(order.refunded_to) : null,
    paid: orderTotal(order),
  });
}

/**
 * For a confirmed order whose products ask each guest's details (decision 094): how many are given, and the link to
 * the travellers page (to give them until the deadline, to read them after it).
 */
function OrderTravellersRow({ order }: { order: TCompletedOrder }) {
  const isConfirmed = order.status === 'confirmed';
  const summary = usePassengersSummary(order.reference, isConfirmed).data;
  if (!isConfirmed || !summary) return null;
  const isAllGiven = summary.given === summary.asked;
  return (
    <div className="flex flex-col gap-2 border-t border-line px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0 text-sm">
        <p className="flex items-center gap-2 font-semibold text-ink" data-testid="order-details-count">
          <UsersRound size={16} aria-hidden="true" className="shrink-0 text-brand-700" />
          {t('Details: {given} of {asked} given', { given: summary.given, asked: summary.asked })}
        </p>
        {!isAllGiven && summary.isOpen && summary.deadline && (
          <p className="mt-0.5 text-muted">
            {t('Give these by {deadline}', { deadline: formatDeadline(summary.deadline) })}
          </p>
        )}
      </div>
      <Link
        to={travellersPath(order.reference)}
        className={`${isAllGiven || !summary.isOpen ? 'btn-secondary' : 'btn-primary'} shrink-0`}
      >
        {isAllGiven || !summary.isOpen ? t('View details') : t('Give the details')}
        {/* The name says whose details, and starts with the words shown (axe: label-content-name-mismatch). */}
        <span className="sr-only"> {t('for booking {reference}', { reference: order.reference })}</span>
      </Link>
    </div>
  );
}

/** The cancellation line under an order, when there is something to say. */
function OrderCancellationRow({ order }: { order: TCompletedOrder }) {
  if (order.status === 'failed') return null;
  const changes = orderChangesText(order);
  // Where a refund of a booking that stands went, part by part (a cancelled one says so in its own line).
  const whereTo = order.status === 'confirmed' ? refundedToLines(order.refund_parts) : [];
  return (
    <div className="border-t border-line bg-surface/40 px-4 py-3 sm:px-5">
      {changes.length > 0 && (
        <ul className="mb-2 space-y-0.5 text-sm font-semibold text-ink" data-testid="order-changes">
          {changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {whereTo.length > 0 && (
        <ul className="mb-2 list-disc space-y-0.5 ps-5 text-sm text-muted">
          {whereTo.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <OrderCancellation order={order} />
    </div>
  );
}

/** Where and when the line's guests are collected, once the shopper chose (issue 36, decision 095). */
function LinePickup({ pickup }: { pickup: NonNullable<TCompletedOrder['pickups']>[number] | undefined }) {
  if (!pickup) return null;
  return (
    <p className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-ink">
      <MapPin size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
      <span className="min-w-0 break-words">
        {t('Pick-up {time} at {name}, {area}', { time: pickup.time, name: pickup.name, area: pickup.area })}
      </span>
    </p>
  );
}
