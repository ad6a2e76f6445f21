import { MESSAGES } from '@rihla/shared/constants';
import type { TViewCartData } from '@rihla/shared/schemas/booking';
import { ArrowLeft, LoaderCircle, Lock, ShieldCheck, Tag } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useCheckoutSummary, useCreateCheckout } from '../api/create-checkout';
import { useInitiatePayment } from '../api/initiate-payment';
import { HoldCountdown } from './hold-countdown';

export function gatewayPath(transactionId: string, paymentPage: string): string {
  return `/gateway/${encodeURIComponent(transactionId)}/${encodeURIComponent(paymentPage)}`;
}

/**
 * Checkout /checkout/{id}: the cart's items read-only (given by the app layer), a promo code box and the
 * amounts of this checkout, then Pay Now. The amounts come from the users/checkout result that created
 * this id; on a fresh load there is none, so the cart's own totals (which carry its promo) are shown.
 */
export function CheckoutPage({ id, cart, items }: { id: string; cart: TViewCartData | undefined; items: ReactNode }) {
  const navigate = useNavigate();
  const summary = useCheckoutSummary(id).data;
  const applyPromo = useCreateCheckout();
  const payment = useInitiatePayment();
  const [code, setCode] = useState('');
  const [promoError, setPromoError] = useState('');
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const subtotal = summary?.actual_amount ?? cart?.totalCartAmount;
  const discount = summary?.discount ?? cart?.discount;
  const toBePaid = summary?.to_be_paid ?? cart?.amount_paid;
  const appliedCode = summary ? summary.coupon_code : cart?.coupon_code;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const couponCode = code.trim();
    // A promo code is sent only when non-empty (SPEC section 5).
    applyPromo.mutate(couponCode ? { coupon_code: couponCode } : {}, {
      onSuccess: (result) => {
        const next = result.status === 1 ? result.data[0] : undefined;
        if (!next) {
          setPromoError(result.message);
          showFailure(result);
          return;
        }
        setPromoError('');
        setCode('');
        toast.success(result.message);
        navigate(`/checkout/${encodeURIComponent(next._id)}`, { replace: true });
      },
    });
  };

  const pay = () => {
    payment.mutate(id, {
      onSuccess: (result) => {
        if (result.status !== 1) {
          showFailure(result);
          return;
        }
        const { TransactionID, PaymentPage } = result.data.Transaction;
        // The promo toasts of this page would only cover the card form.
        toast.dismiss();
        navigate(gatewayPath(TransactionID, PaymentPage));
      },
    });
  };

  const isReady = cart !== undefined;
  // Nothing to pay for: the cart was emptied (here or in another tab), so Pay Now is not offered (issue 14).
  const isCartEmpty = cart !== undefined && cart.items.length === 0;

  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs
        items={[{ label: t('Home'), to: '/' }, { label: t('Cart'), to: '/cart' }, { label: t('Checkout') }]}
      />
      <h1 className="mt-4 mb-6 text-2xl font-bold text-ink sm:text-3xl">{t('Checkout')}</h1>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="checkout-items-title">
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id="checkout-items-title" className="text-lg font-bold text-ink">
              {t('Your booking')}
            </h2>
            <Link
              to="/cart"
              className="flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <ArrowLeft size={16} aria-hidden="true" />
              {t('Edit cart')}
            </Link>
          </div>
          {items}
        </section>

        <aside
          aria-labelledby="checkout-summary-title"
          className="rounded-2xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-6"
        >
          <h2 id="checkout-summary-title" className="text-lg font-bold text-ink">
            {t('Payment summary')}
          </h2>
          {summary?.expiresAt && <HoldCountdown key={summary.expiresAt} expiresAt={summary.expiresAt} />}

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

          {appliedCode && (
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              <Tag size={14} aria-hidden="true" />
              {t('{code} applied', { code: appliedCode })}
            </p>
          )}

          <dl className="mt-5 space-y-2.5 border-t border-line pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('Subtotal')}</dt>
              <dd className="font-medium text-ink">{subtotal === undefined ? '…' : formatPrice(subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('Discount')}</dt>
              <dd className={discount ? 'font-medium text-brand-700' : 'font-medium text-ink'}>
                {discount === undefined ? '…' : `${discount ? '− ' : ''}${formatPrice(discount)}`}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="font-semibold text-ink">{t('To Be Paid')}</dt>
              <dd className="text-2xl font-bold text-ink">{toBePaid === undefined ? '…' : formatPrice(toBePaid)}</dd>
            </div>
          </dl>

          {isCartEmpty ? (
            <p className="mt-5 rounded-xl bg-surface p-3 text-sm text-muted" role="status">
              {t(MESSAGES.addPackageBeforeCheckout)}{' '}
              <Link to="/" className="font-semibold text-brand-700 hover:underline">
                {t('Continue exploring')}
              </Link>
            </p>
          ) : null}
          <button
            type="button"
            className="btn-primary mt-5 w-full py-3.5 text-base"
            onClick={pay}
            disabled={!isReady || isCartEmpty || payment.isPending}
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
        </aside>
      </div>
    </div>
  );
}
