import { MESSAGES } from '@rihla/shared/constants';
import { filsToAed, VAT_RATE_PERCENT } from '@rihla/shared/rules/money';
import { CircleCheckBig, CircleX, Home, ShoppingCart, Ticket, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { paidWithParts } from '../../../lib/paid-with';
import { formatDeadline, travellersPath, usePassengersSummary } from '../../../lib/passenger-summary';
import { useShop } from '../../../lib/shop';
import type { TBookingResultState } from './transaction-status-page';

function useResultState(): TBookingResultState {
  const state = useLocation().state as TBookingResultState | null;
  return state && typeof state === 'object' ? state : {};
}

/** A booking's outcome in a card: a large icon (done, or a problem), the heading, and what follows. */
export function ResultCard({
  tone,
  title,
  icon,
  children,
}: {
  tone: 'done' | 'problem';
  title: string;
  /** The icon instead of the tone's own (a tick, a cross). */
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-12 sm:py-20">
      <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-sm sm:px-10">
        <span
          className={
            tone === 'done'
              ? 'mb-5 grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50'
              : 'mb-5 grid size-20 place-items-center rounded-full bg-red-50 text-danger ring-8 ring-red-50/50'
          }
        >
          {icon ??
            (tone === 'done' ? (
              <CircleCheckBig size={44} aria-hidden="true" />
            ) : (
              <CircleX size={44} aria-hidden="true" />
            ))}
        </span>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The booking's reference as the shopper reads it out on the phone. */
export function ReferenceBadge({ reference }: { reference: string }) {
  return (
    <p className="mt-3 rounded-full bg-surface px-4 py-1.5 text-sm text-muted">
      {t('Booking reference')} <span className="font-mono font-semibold text-ink">{reference}</span>
    </p>
  );
}

/** A confirmed booking's way on: the shopper's orders (named by the page) and the storefront. */
export function OrdersAndHomeLinks({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
      <Link to="/orderDetails" className="btn-primary">
        {icon}
        {label}
      </Link>
      <Link to="/" className="btn-secondary">
        {t('Continue exploring')}
      </Link>
    </div>
  );
}

/** /success: the booking is confirmed, with what was paid and the VAT in it; the voucher waits on the orders page. */
export function BookingSuccessPage() {
  const shop = useShop();
  const { reference, amounts, onAccount } = useResultState();
  return (
    <ResultCard tone="done" title={t('Your booking is confirmed')}>
      {reference && <ReferenceBadge reference={reference} />}
      {onAccount && (
        <p className="mt-4 rounded-xl bg-brand-50 px-4 py-2 text-sm text-ink" data-testid="booked-on-account">
          {t('Booked on account of {agency}: {amount} on its statement', {
            agency: onAccount.agency,
            amount: formatPrice(filsToAed(onAccount.owedFils)),
          })}
        </p>
      )}
      {amounts && <PaidAmounts amounts={amounts} />}
      {reference && <WhoIsTravelling reference={reference} />}
      <p className="mt-4 text-muted">
        {t('Thank you for booking with {shop}. Your voucher is ready to download from your orders.', {
          shop: shop.name,
        })}
      </p>
      <OrdersAndHomeLinks icon={<Ticket size={18} aria-hidden="true" />} label={t('View your orders')} />
    </ResultCard>
  );
}

/**
 * Right after paying, for an order whose products ask each guest's details (issue 36's "at checkout", decision 094):
 * how many, until when, and the way to the travellers page. Nothing while it loads, or when nothing is asked.
 */
function WhoIsTravelling({ reference }: { reference: string }) {
  const summary = usePassengersSummary(reference).data;
  if (!summary?.isOpen || summary.given === summary.asked) return null;
  const deadline = summary.deadline ? formatDeadline(summary.deadline) : '';
  return (
    <section
      aria-labelledby="who-is-travelling"
      className="mt-6 w-full rounded-2xl border border-brand-100 bg-brand-50 px-4 py-4 text-start"
    >
      <h2 id="who-is-travelling" className="flex items-center gap-2 font-bold text-ink">
        <UsersRound size={18} aria-hidden="true" className="shrink-0 text-brand-700" />
        {t('Who is travelling?')}
      </h2>
      <p className="mt-1 text-sm text-ink">
        {summary.given === 0
          ? t(
              '{count, plural, one {Add the details of your guest by {deadline}} other {Add the details of your # guests by {deadline}}}',
              { count: summary.asked, deadline },
            )
          : t(
              '{count, plural, one {Add the details of your last guest by {deadline}} other {Add the details of your other # guests by {deadline}}}',
              { count: summary.asked - summary.given, deadline },
            )}
      </p>
      {summary.given > 0 && (
        // Some were given at checkout (decision 107): how far they have come, as Your Orders says it.
        <p className="mt-1 text-sm text-muted">
          {t('Details: {given} of {asked} given', { given: summary.given, asked: summary.asked })}
        </p>
      )}
      <Link to={travellersPath(reference)} className="btn-primary mt-3 w-full sm:w-auto">
        {t('Add the guests’ details')}
      </Link>
    </section>
  );
}

/** What was paid, as the orders page and the voucher state it: prices include VAT, so the VAT is part of it. */
function PaidAmounts({ amounts }: { amounts: NonNullable<TBookingResultState['amounts']> }) {
  const paidWith = amounts.paidWith ? paidWithParts(amounts.paidWith) : [];
  // Each part of "Paid with" has a line of its own: with a mixed payment the long "Paid with" line otherwise squeezed
  // the labels into a column a word wide at 390 px. An amount is never broken ("AED" above "370.00" beside the
  // longer Arabic labels, decision 106): the labels take the room left and wrap.
  return (
    <dl className="mt-5 grid w-full max-w-xs grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-start text-sm [&_dd]:whitespace-nowrap">
      {amounts.discount > 0 && (
        <>
          <dt className="text-muted">{t('Discount')}</dt>
          <dd className="text-end text-brand-700">− {formatPrice(amounts.discount)}</dd>
        </>
      )}
      <dt className="font-semibold text-ink">{t('Total paid')}</dt>
      <dd className="text-end font-bold text-ink">{formatPrice(amounts.amountPaid)}</dd>
      {paidWith.length > 0 && (
        <>
          <dt className="text-muted">{t('Paid with')}</dt>
          <dd className="text-end text-ink">
            {paidWith.map((part) => (
              <span key={part} className="block">
                {part}
              </span>
            ))}
          </dd>
        </>
      )}
      <dt className="text-muted">{t('VAT ({rate}%) included', { rate: VAT_RATE_PERCENT })}</dt>
      <dd className="text-end text-ink">{formatPrice(amounts.vat)}</dd>
    </dl>
  );
}

/** /failure: the payment was not confirmed; nothing was booked and the cart is untouched. */
export function BookingFailurePage() {
  const { message } = useResultState();
  return (
    <ResultCard tone="problem" title={t(MESSAGES.orderFailed)}>
      {message && <p className="mt-3 rounded-full bg-red-50 px-4 py-1.5 text-sm font-medium text-danger">{message}</p>}
      <p className="mt-4 text-muted">
        {t(
          'Your payment did not go through, so nothing was booked. Your items are still in your cart: you can try again with another card.',
        )}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/cart" className="btn-primary">
          <ShoppingCart size={18} aria-hidden="true" />
          {t('Back to cart')}
        </Link>
        <Link to="/" className="btn-secondary">
          <Home size={18} aria-hidden="true" />
          {t('Go to home')}
        </Link>
      </div>
    </ResultCard>
  );
}
