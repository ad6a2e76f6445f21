import { MESSAGES } from '@rihla/shared/constants';
import { DEPARTURE_MESSAGES } from '@rihla/shared/messages/booking';
import { departureNamedBy, priceBooking, type TTicketCounts, whereToBeText } from '@rihla/shared/rules/departures';
import { whereToBeTextInArabic } from '@rihla/shared/rules/departures-ar';
import { itemPath } from '@rihla/shared/rules/navigation';
import type { TDepartureAvailability } from '@rihla/shared/schemas/booking';
import type { TTicketKind } from '@rihla/shared/schemas/booking-terms';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CircleAlert, Clock, MapPin, ShieldCheck, ShoppingCart, Undo2, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { ProductRating } from '../../../components/ui/rating-stars';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../../lib/auth-modal';
import { formatDate, formatPrice, leftToRight } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { showFailure } from '../../../lib/show-failure';
import { isLoggedIn, readStorage } from '../../../lib/storage';
import {
  clampCounts,
  countLimits,
  initialCounts,
  pricingTermsOf,
  seatCap,
  soldKinds,
  stepperLabel,
  ticketUnitLabel,
} from '../../../lib/ticket-choice';
import { toast } from '../../../lib/toast';
import { addToCart } from '../api/add-to-cart';
import { startCheckout } from '../api/checkout';
import { useDateDepartures } from '../api/departures';
import { isDepartureBookable } from './departure-state';
import { TicketSteppers } from './ticket-steppers';

/** Quantity times unit price, kept to whole fils. */
export function ticketTotal(quantity: number, unitPrice: number): number {
  return Math.round(quantity * unitPrice * 100) / 100;
}

/** The departure the shopper chose on the product page: by its start, or (older storage) by its 12-hour range. */
function savedDeparture(
  departures: TDepartureAvailability[] | undefined,
  start: string | null,
  time: string,
): TDepartureAvailability | null {
  if (!departures) return null;
  return (
    departures.find((departure) => departure.start === start) ?? (time ? departureNamedBy(departures, time) : null)
  );
}

/**
 * The ticket page (SPEC sections 2 and 4, /cartcount/{type}/{id}): the chosen date and time, a quantity and
 * its total, then Add To Cart (to /cart) or Buy It Now (straight to checkout).
 */
export function TicketPage({
  module,
  planId,
  product,
}: {
  module: string;
  planId: string;
  product: TProductDetail | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authModal = useAuthModal();
  const [date] = useState(() => readStorage('formattedDate'));
  const [time] = useState(() => readStorage('formattedTime') ?? '');
  const [savedStart] = useState(() => readStorage('formattedDeparture'));
  const [chosen, setChosen] = useState<TTicketCounts | null>(null);
  const [busy, setBusy] = useState<'cart' | 'buy' | null>(null);
  const day = useDateDepartures(module, planId, date).data;
  const departure = savedDeparture(day?.departures, savedStart, time);
  const seatsLeft = departure?.seatsLeft;
  const booking = product?.booking;
  // Until the product arrives the page shows a skeleton; departures arriving later lower the counts to what
  // can still be booked.
  const counts = booking ? clampCounts(booking, chosen ?? initialCounts(booking), seatsLeft) : null;

  useEffect(() => {
    if (date) return;
    toast.error(t(MESSAGES.selectDateAndTime), { toastId: 'select-date-and-time' });
    navigate(itemPath(module, planId), { replace: true });
  }, [date, module, planId, navigate]);

  if (!date || !product || !booking || !counts) {
    return (
      <div className="container-page max-w-5xl py-10" aria-busy="true">
        <div className="h-4 w-56 animate-pulse rounded bg-line/60" />
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_380px]">
          <div className="h-80 animate-pulse rounded-2xl bg-line/60" />
          <div className="h-80 animate-pulse rounded-2xl bg-line/60" />
        </div>
      </div>
    );
  }

  const isGroup = booking.pricing === 'perGroup';
  const unit = ticketUnitLabel(booking, product.tour_type);
  const price = priceBooking(pricingTermsOf(product.title, product.price, booking), counts);
  const limits = countLimits(booking, counts, seatsLeft);
  const unitPrice = (kind: TTicketKind) =>
    booking.ticketTypes.find((type) => type.kind === kind)?.price ?? (kind === 'adult' ? product.price : 0);
  // The same sum priceBooking makes; shown also while a refusal explains why the choice cannot be booked.
  const total = isGroup
    ? unitPrice('adult')
    : soldKinds(booking).reduce((sum, kind) => sum + ticketTotal(counts[kind], unitPrice(kind)), 0);
  const isDepartureGone = departure !== null && !isDepartureBookable(departure);
  const refusal = isDepartureGone ? DEPARTURE_MESSAGES.departureClosed : price.ok ? null : price.message;
  const timeLabel = departure?.time ?? time;
  const start = departure?.start ?? savedStart;
  // The sentence in the page's language, as the API answers it in the cart (decision 108).
  const whereToBe = start
    ? (currentLocale() === 'ar' ? whereToBeTextInArabic : whereToBeText)(booking.whereToBe, start)
    : null;
  const setCount = (kind: TTicketKind, value: number) =>
    setChosen(clampCounts(booking, { ...counts, [kind]: value }, seatsLeft));

  /** Adds the chosen tickets; answers the cart line they became, or null after showing why not. */
  const addItem = async (): Promise<string | null> => {
    const result = await addToCart({
      item: [
        {
          module: product.module,
          planId: product.planId,
          title: product.title,
          date,
          ...(timeLabel ? { time: timeLabel } : {}),
          ...(start ? { departure: start } : {}),
          // The spec's count: the adults, or a group's guests; left out when only children or infants come.
          ...(counts.adult > 0 ? { adultCount: counts.adult } : {}),
          tickets: { adult: counts.adult, child: counts.child, infant: counts.infant },
        },
      ],
    });
    if (result.status !== 1) {
      showFailure(result);
      if (!isLoggedIn()) authModal.open('login');
      return null;
    }
    await queryClient.invalidateQueries({ queryKey: callKey('users/viewCart') });
    return result.data.lineIds[0] ?? null;
  };

  const onAddToCart = async () => {
    setBusy('cart');
    try {
      if ((await addItem()) === null) return;
      toast.success(t(MESSAGES.addedToCart));
      navigate('/cart');
    } finally {
      setBusy(null);
    }
  };

  const onBuyNow = async () => {
    setBusy('buy');
    try {
      // Buy It Now buys this line only; the rest of the cart stays for later (decision 030).
      const lineId = await addItem();
      if (lineId === null) return;
      const checkout = await startCheckout([lineId]);
      const first = checkout.status === 1 ? checkout.data[0] : undefined;
      if (!first) {
        showFailure(checkout);
        return;
      }
      navigate(`/checkout/${encodeURIComponent(first._id)}`);
    } finally {
      setBusy(null);
    }
  };

  const productPath = itemPath(product.module, product.planId);

  return (
    <div className="container-page max-w-5xl py-6 sm:py-10">
      <Breadcrumbs
        items={[{ label: t('Home'), to: '/' }, { label: product.title, to: productPath }, { label: t('Tickets') }]}
      />
      <h1 className="mt-3 mb-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('Your tickets')}</h1>

      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_380px]">
        <article className="flex gap-4 overflow-hidden rounded-2xl border border-line bg-white p-4 shadow-sm md:block md:p-0">
          {product.pictures[0] && (
            <img
              src={product.pictures[0]}
              alt=""
              width={1200}
              height={800}
              className="size-24 shrink-0 rounded-xl object-cover md:aspect-[16/9] md:h-auto md:w-full md:rounded-none"
            />
          )}
          <div className="min-w-0 space-y-1.5 md:space-y-2 md:p-6">
            <h2 className="text-base leading-snug font-bold text-ink md:text-xl">
              <Link to={productPath} className="hover:text-brand-700 hover:underline">
                {product.title}
              </Link>
            </h2>
            <p className="flex items-center gap-2 text-sm text-muted">
              <ProductRating rating={product.user_rating} visitors={product.visitor_count} size={15} />
            </p>
            <p className="pt-1 text-sm text-muted">
              {t('From')} <span className="text-lg font-extrabold text-ink">{formatPrice(product.price)}</span> / {unit}
            </p>
          </div>
        </article>

        <section
          aria-labelledby="ticket-summary"
          className="rounded-2xl border border-line bg-white p-5 shadow-[0_8px_30px_rgb(27_35_51/0.08)] sm:p-6 md:sticky md:top-24"
        >
          <h2 id="ticket-summary" className="text-lg font-bold text-ink">
            {t('Booking details')}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex items-center gap-3">
              <dt className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <CalendarDays size={18} aria-hidden="true" />
                <span className="sr-only">{t('Date')}</span>
              </dt>
              <dd className="flex flex-1 items-center justify-between gap-2 font-semibold text-ink">
                {formatDate(date)}
                <Link
                  to={productPath}
                  className="-my-3 inline-flex min-h-11 items-center rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 lg:my-0 lg:min-h-0"
                  aria-label={t('Change date and time')}
                >
                  {t('Change')}
                </Link>
              </dd>
            </div>
            {timeLabel && (
              <div className="flex items-center gap-3">
                <dt className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Clock size={18} aria-hidden="true" />
                  <span className="sr-only">{t('Time')}</span>
                </dt>
                <dd className="font-semibold text-ink">{leftToRight(timeLabel)}</dd>
              </div>
            )}
            {whereToBe && (
              <div className="flex items-center gap-3">
                <dt className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <MapPin size={18} aria-hidden="true" />
                  <span className="sr-only">{t('Where to be')}</span>
                </dt>
                <dd className="text-ink">{t(whereToBe)}</dd>
              </div>
            )}
            <div className="flex items-center gap-3">
              <dt className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Undo2 size={18} aria-hidden="true" />
                <span className="sr-only">{t('Cancellation')}</span>
              </dt>
              <dd className="text-xs text-muted">{t(booking.cancellation.text)}</dd>
            </div>
          </dl>

          <TicketSteppers
            booking={booking}
            rows={soldKinds(booking).map((kind) => ({
              kind,
              label: stepperLabel(kind, booking, product.tour_type),
              price: unitPrice(kind),
            }))}
            counts={counts}
            limits={limits}
            seatLimit={seatCap(booking, seatsLeft)}
            onChange={setCount}
          />

          {refusal && (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm text-ink"
            >
              <CircleAlert size={18} className="mt-px shrink-0 text-danger" aria-hidden="true" />
              {t(refusal)}
            </p>
          )}

          <div className="mt-5 flex items-baseline justify-between border-t border-line pt-5">
            <span className="font-semibold text-ink">{t('Total')}</span>
            <span className="text-2xl font-extrabold text-ink" aria-live="polite" data-testid="ticket-total">
              {formatPrice(total)}
            </span>
          </div>

          <div className="mt-5 grid gap-3">
            <button
              type="button"
              onClick={onBuyNow}
              disabled={busy !== null || refusal !== null}
              className="btn-primary w-full py-3.5 text-base"
            >
              {busy === 'buy' ? <Spinner size={18} className="text-white" /> : <Zap size={18} aria-hidden="true" />}
              {t('Buy It Now')}
            </button>
            <button
              type="button"
              onClick={onAddToCart}
              disabled={busy !== null || refusal !== null}
              className="btn-secondary w-full py-3.5 text-base"
            >
              {busy === 'cart' ? <Spinner size={18} /> : <ShoppingCart size={18} aria-hidden="true" />}
              {t('Add To Cart')}
            </button>
          </div>
          <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-muted">
            <ShieldCheck size={14} aria-hidden="true" />
            {t('Secure payment in AED')}
          </p>
        </section>
      </div>
    </div>
  );
}
