import { MESSAGES } from '@rihla/shared/constants';
import { itemPath } from '@rihla/shared/rules/navigation';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Clock, ShieldCheck, ShoppingCart, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../../lib/auth-modal';
import { formatDate, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { showFailure } from '../../../lib/show-failure';
import { isLoggedIn, readStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { addToCart } from '../api/add-to-cart';
import { useDateAvailability } from '../api/availability';
import { startCheckout } from '../api/checkout';
import { MIN_QUANTITY, QuantityStepper } from './quantity-stepper';

/** The ticket unit: Adult for individual tours, otherwise the tour type, and Person when there is none. */
export function ticketUnitLabel(tourType: string): string {
  if (tourType === 'Individual') return t('Adult');
  return tourType ? t(tourType) : t('Person');
}

/** The most tickets one order may take: the seats left that day, and never more than the product's limit. */
export function maxTickets(seatsLeft: number | undefined, perOrder: number): number {
  return Math.max(MIN_QUANTITY, Math.min(seatsLeft ?? perOrder, perOrder));
}

/** Quantity times unit price, kept to whole fils. */
export function ticketTotal(quantity: number, unitPrice: number): number {
  return Math.round(quantity * unitPrice * 100) / 100;
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
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [busy, setBusy] = useState<'cart' | 'buy' | null>(null);
  const slot = useDateAvailability(module, planId, date).data;
  // Until the product arrives the page shows a skeleton and the count stays at its minimum.
  const max = maxTickets(slot?.seatsLeft, product?.max_tickets_per_order ?? MIN_QUANTITY);

  // Availability arriving after the shopper counted up lowers the count to what can be booked.
  useEffect(() => {
    setQuantity((current) => Math.min(current, max));
  }, [max]);

  useEffect(() => {
    if (date) return;
    toast.error(t(MESSAGES.selectDateAndTime), { toastId: 'select-date-and-time' });
    navigate(itemPath(module, planId), { replace: true });
  }, [date, module, planId, navigate]);

  if (!date || !product) {
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

  const unit = ticketUnitLabel(product.tour_type);
  const total = ticketTotal(quantity, product.price);

  const addItem = async (): Promise<boolean> => {
    const result = await addToCart({
      item: [
        { module: product.module, planId: product.planId, title: product.title, date, time, adultCount: quantity },
      ],
    });
    if (result.status !== 1) {
      showFailure(result);
      if (!isLoggedIn()) authModal.open('login');
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: callKey('users/viewCart') });
    return true;
  };

  const onAddToCart = async () => {
    setBusy('cart');
    try {
      if (!(await addItem())) return;
      toast.success(t(MESSAGES.addedToCart));
      navigate('/cart');
    } finally {
      setBusy(null);
    }
  };

  const onBuyNow = async () => {
    setBusy('buy');
    try {
      if (!(await addItem())) return;
      const checkout = await startCheckout();
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
              <RatingStars rating={product.user_rating} size={15} />
              <span className="font-semibold text-ink">{product.user_rating.toFixed(1)}</span>
              <span>({t('{count} visitors', { count: product.visitor_count.toLocaleString('en-US') })})</span>
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
                  className="rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                  aria-label={t('Change date and time')}
                >
                  {t('Change')}
                </Link>
              </dd>
            </div>
            {time && (
              <div className="flex items-center gap-3">
                <dt className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Clock size={18} aria-hidden="true" />
                  <span className="sr-only">{t('Time')}</span>
                </dt>
                <dd className="font-semibold text-ink">{time}</dd>
              </div>
            )}
          </dl>

          <div className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-5">
            <div>
              <p className="font-semibold text-ink">{unit}</p>
              <p className="text-sm text-muted">{t('{price} each', { price: formatPrice(product.price) })}</p>
              <p className="mt-0.5 text-xs text-muted" data-testid="ticket-limit">
                {t('Up to {n} tickets', { n: max })}
              </p>
            </div>
            <QuantityStepper value={quantity} onChange={setQuantity} label={unit} max={max} />
          </div>

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
              disabled={busy !== null}
              className="btn-primary w-full py-3.5 text-base"
            >
              {busy === 'buy' ? <Spinner size={18} className="text-white" /> : <Zap size={18} aria-hidden="true" />}
              {t('Buy It Now')}
            </button>
            <button
              type="button"
              onClick={onAddToCart}
              disabled={busy !== null}
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
