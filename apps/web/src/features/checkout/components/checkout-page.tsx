import { MESSAGES } from '@rihla/shared/constants';
import type { TOrderItem, TViewCartData, TViewCheckoutData } from '@rihla/shared/schemas/booking';
import { ArrowLeft, CircleAlert, CircleCheck, LoaderCircle, Lock, ShieldCheck, Tag } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useCreateCheckout } from '../api/create-checkout';
import { useInitiatePayment } from '../api/initiate-payment';
import { useViewCheckout } from '../api/view-checkout';
import { HoldCountdown } from './hold-countdown';

export function gatewayPath(transactionId: string, paymentPage: string): string {
  return `/gateway/${encodeURIComponent(transactionId)}/${encodeURIComponent(paymentPage)}`;
}

// Links inside a line of text get a 44 px tall target on phones without moving the line (decision 033).
const LINK_CLASS =
  'inline-flex min-h-11 items-center -my-3 font-semibold text-brand-700 hover:underline lg:min-h-0 lg:my-0';
const NOTICE_DANGER = 'border border-danger/30 bg-danger/5 text-ink';

/** What the page says of a checkout that can no longer be paid, and where it sends the shopper. */
function ClosedCheckoutNotice({ checkout }: { checkout: TViewCheckoutData }) {
  const reference = checkout.order?.reference;
  const ordersLink = (
    <Link to="/orderDetails" className={LINK_CLASS}>
      {t('Your Orders')}
    </Link>
  );
  const cartLink = (
    <Link to="/cart" className={LINK_CLASS}>
      {t('Back to cart')}
    </Link>
  );
  if (checkout.state === 'paid') {
    return (
      <div className="mt-5 rounded-xl bg-brand-50 p-3 text-sm text-ink" role="status">
        <p className="flex items-start gap-2 font-semibold">
          <CircleCheck size={18} className="mt-px shrink-0 text-brand-700" aria-hidden="true" />
          {reference
            ? t('This checkout has been paid: booking {reference}.', { reference })
            : t('This checkout has been paid.')}
        </p>
        <p className="mt-2">{ordersLink}</p>
      </div>
    );
  }
  return (
    <div className={`mt-5 rounded-xl p-3 text-sm ${NOTICE_DANGER}`} role="status">
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert size={18} className="mt-px shrink-0 text-danger" aria-hidden="true" />
        {checkout.state === 'cancelled'
          ? t('This checkout was cancelled.')
          : t('This checkout could not be booked. Any payment taken for it is refunded.')}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {cartLink}
        {reference ? ordersLink : null}
      </p>
    </div>
  );
}

/** An id the server does not know for this shopper (or any other failure to read it): no Pay Now, back to the cart. */
function MissingCheckout({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-line bg-white p-6 text-center shadow-sm" role="alert">
      <CircleAlert size={32} className="mx-auto text-danger" aria-hidden="true" />
      <p className="mt-3 font-semibold text-ink">{t(message)}</p>
      <Link to="/cart" className="btn-primary mt-5 inline-flex px-6 py-3">
        <ArrowLeft size={18} aria-hidden="true" />
        {t('Back to cart')}
      </Link>
    </div>
  );
}

/**
 * Checkout /checkout/{id}: the checkout's own lines read-only (drawn by the app layer), a promo code box (a
 * new checkout), the amounts this checkout will charge, then Pay Now. An unknown id, a paid, cancelled or
 * failed checkout offer no Pay Now and say where to go instead; so does an emptied cart (decision 023).
 */
export function CheckoutPage({
  id,
  cart,
  lines,
}: {
  id: string;
  cart: TViewCartData | undefined;
  /** The lines as the page shows them; undefined while they load. */
  lines: (items: TOrderItem[] | undefined) => ReactNode;
}) {
  const navigate = useNavigate();
  const checkoutQuery = useViewCheckout(id);
  const checkout = checkoutQuery.data;
  const applyPromo = useCreateCheckout();
  const payment = useInitiatePayment();
  const [code, setCode] = useState('');
  const [promoError, setPromoError] = useState('');
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const couponCode = code.trim();
    // A promo code is sent only when non-empty (SPEC section 5); a line checkout (Buy It Now) stays one of the
    // same lines (decision 030).
    const lineIds = checkout?.lineIds ? { lineIds: checkout.lineIds } : {};
    applyPromo.mutate(couponCode ? { coupon_code: couponCode, ...lineIds } : lineIds, {
      onSuccess: (result) => {
        const next = result.status === 1 ? result.data[0] : undefined;
        if (!next) {
          // Said once, under the field it is about (decision 030).
          setPromoError(t(result.message));
          return;
        }
        setPromoError('');
        setCode('');
        // The new checkout's '{code} applied' says it: no toast over the summary besides (decision 030).
        navigate(`/checkout/${encodeURIComponent(next._id)}`, { replace: true });
      },
    });
  };

  const pay = () => {
    payment.mutate(id, {
      onSuccess: (result) => {
        if (result.status !== 1) {
          showFailure(result);
          // Paid meanwhile, seats gone, code run out: the page says so from now on.
          void checkoutQuery.refetch();
          return;
        }
        const { TransactionID, PaymentPage } = result.data.Transaction;
        // The promo toasts of this page would only cover the card form.
        toast.dismiss();
        navigate(gatewayPath(TransactionID, PaymentPage));
      },
    });
  };

  const isOpen = checkout?.state === 'open';
  // Nothing to pay for: the cart was emptied (here or in another tab), so Pay Now is not offered (issue 14).
  const isCartEmpty = (cart !== undefined && cart.items.length === 0) || checkout?.items.length === 0;
  const canPay = isOpen && cart !== undefined && !isCartEmpty && !checkout.payRefusal;
  // Why Pay Now is off for an open checkout, and where to go instead.
  const notice = isCartEmpty
    ? {
        text: t(MESSAGES.addPackageBeforeCheckout),
        to: '/',
        link: t('Continue exploring'),
        className: 'bg-surface text-muted',
      }
    : checkout?.payRefusal
      ? { text: t(checkout.payRefusal), to: '/cart', link: t('Back to cart'), className: NOTICE_DANGER }
      : null;
  const amount = (value: number | undefined) => (value === undefined ? '…' : formatPrice(value));
  const discount = checkout?.discount;

  const header = (
    <>
      <Breadcrumbs
        items={[{ label: t('Home'), to: '/' }, { label: t('Cart'), to: '/cart' }, { label: t('Checkout') }]}
      />
      <h1 className="mt-4 mb-6 text-2xl font-bold text-ink sm:text-3xl">{t('Checkout')}</h1>
    </>
  );

  if (checkoutQuery.error) {
    return (
      <div className="container-page py-6 sm:py-10">
        {header}
        <MissingCheckout message={checkoutQuery.error.message} />
      </div>
    );
  }

  return (
    <div className="container-page py-6 sm:py-10">
      {header}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="checkout-items-title">
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id="checkout-items-title" className="text-lg font-bold text-ink">
              {t('Your booking')}
            </h2>
            <Link
              to="/cart"
              className="-my-3 flex min-h-11 items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 lg:my-0 lg:min-h-0"
            >
              <ArrowLeft size={16} aria-hidden="true" />
              {t('Edit cart')}
            </Link>
          </div>
          {lines(checkout?.items)}
        </section>

        <aside
          aria-labelledby="checkout-summary-title"
          className="rounded-2xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="checkout-summary-title" className="text-lg font-bold text-ink">
            {t('Payment summary')}
          </h2>
          {isOpen && <HoldCountdown key={checkout.expiresAt} expiresAt={checkout.expiresAt} />}

          {checkout && !isOpen ? null : (
            <form onSubmit={apply} noValidate className="mt-4">
              <label htmlFor={fieldId} className="field-label">
                {t('Promo code')}
              </label>
              <div className="flex gap-2">
                <input
                  id={fieldId}
                  name="coupon_code"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    if (promoError) setPromoError('');
                  }}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  placeholder={t('Enter code')}
                  aria-invalid={promoError ? true : undefined}
                  aria-describedby={promoError ? errorId : undefined}
                  className="field-input min-w-0 flex-1 uppercase placeholder:normal-case"
                />
                <button type="submit" className="btn-secondary shrink-0 px-4" disabled={applyPromo.isPending}>
                  {applyPromo.isPending ? <LoaderCircle size={16} className="animate-spin" aria-hidden="true" /> : null}
                  {t('Apply')}
                </button>
              </div>
              {promoError && (
                <p id={errorId} className="field-error" role="alert">
                  {promoError}
                </p>
              )}
            </form>
          )}

          {checkout?.coupon_code && (
            <p
              className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
              role="status"
            >
              <Tag size={14} aria-hidden="true" />
              {t('{code} applied', { code: checkout.coupon_code })}
            </p>
          )}

          <dl className="mt-5 space-y-2.5 border-t border-line pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('Subtotal')}</dt>
              <dd className="font-medium text-ink">{amount(checkout?.actual_amount)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('Discount')}</dt>
              <dd className={discount ? 'font-medium text-brand-700' : 'font-medium text-ink'}>
                {discount ? `− ${formatPrice(discount)}` : amount(discount)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="font-semibold text-ink">{isOpen || !checkout ? t('To Be Paid') : t('Total')}</dt>
              <dd className="text-2xl font-bold text-ink">{amount(checkout?.to_be_paid)}</dd>
            </div>
          </dl>

          {checkout && !isOpen ? (
            <ClosedCheckoutNotice checkout={checkout} />
          ) : (
            <>
              {notice && (
                <p className={`mt-5 rounded-xl p-3 text-sm ${notice.className}`} role="status">
                  {notice.text}{' '}
                  <Link to={notice.to} className={LINK_CLASS}>
                    {notice.link}
                  </Link>
                </p>
              )}
              <button
                type="button"
                className="btn-primary mt-5 w-full py-3.5 text-base"
                onClick={pay}
                disabled={!canPay || payment.isPending}
              >
                {payment.isPending ? (
                  <LoaderCircle size={18} className="animate-spin" aria-hidden="true" />
                ) : (
                  <Lock size={18} aria-hidden="true" />
                )}
                {t('Pay Now')}
              </button>
              <p className="mt-4 flex items-start gap-2 text-xs text-muted">
                <ShieldCheck size={16} className="mt-px shrink-0 text-brand-700" aria-hidden="true" />
                {t('You will pay on our payment partner’s secure page. Visa and MasterCard are accepted.')}
              </p>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}
