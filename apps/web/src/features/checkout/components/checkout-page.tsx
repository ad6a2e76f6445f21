import type { TCallRequest } from '@rihla/shared/api-calls';
import { MESSAGES } from '@rihla/shared/constants';
import { GIFT_CARD_MESSAGES, LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { normaliseGiftCardCode } from '@rihla/shared/rules/gift-cards';
import type { TOrderItem, TViewCartData, TViewCheckoutData } from '@rihla/shared/schemas/booking';
import type { TCheckoutPassengerLine } from '@rihla/shared/schemas/passengers';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, CircleCheck, Gift, LoaderCircle, Lock, ShieldCheck, Tag } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { paymentPath, RETURN_PATH as RETURN_PAGE } from '../../../lib/gateway-path';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { widgetPartnerId } from '../../../lib/widget';
import { useAgencyAccount, usePayOnAccount } from '../api/agency-account';
import { useCreateCheckout } from '../api/create-checkout';
import { useInitiatePayment } from '../api/initiate-payment';
import { useBalances } from '../api/view-balances';
import { useViewCheckout } from '../api/view-checkout';
import { BalanceChoices, type TBalanceChoice } from './balance-choices';
import { CheckoutAmounts } from './checkout-amounts';
import { AppliedChip, CodeBox } from './code-box';
import { passengerCardId, useHeldPassengers } from './held-passengers';
import { HoldCountdown } from './hold-countdown';
import type { TBookingResultState, TWidgetPaymentState } from './transaction-status-page';

// Who is travelling: loaded only for a checkout whose lines ask it (its form and the shared rules are not light).
const loadPassengers = () => import('./checkout-passengers');
const CheckoutPassengers = lazy(loadPassengers);
// A partner's travel agent's choice to book on account (decision 126): loaded only for an agent.
const PayOnAccount = lazy(() => import('./pay-on-account'));

/** What a checkout is asked for besides its lines: a discount code or points (never both), a gift card, the wallet. */
interface TChoices {
  couponCode: string | null;
  isUsingPoints: boolean;
  isUsingWallet: boolean;
  giftCardCode: string | null;
}

/**
 * The control a change was made with: a refusal is said under it. 'reprice' is the same choices asked again after a
 * balance changed between checkout and payment; its refusal is said as any failed call is.
 */
type TChoiceField = 'promo' | 'giftCard' | TBalanceChoice | 'reprice';

function choicesOf(checkout: TViewCheckoutData | undefined): TChoices {
  return {
    couponCode: checkout?.coupon_code ?? null,
    isUsingPoints: (checkout?.points_used ?? 0) > 0,
    isUsingWallet: (checkout?.wallet_amount ?? 0) > 0,
    giftCardCode: checkout?.gift_card_code ?? null,
  };
}

/**
 * The users/checkout body for these choices: each sent only when chosen (a promo code only when non-empty, SPEC
 * section 5), and a line checkout (Buy It Now) stays one of the same lines (decision 030).
 */
export function checkoutRequest(
  choices: TChoices,
  lineIds: string[] | null | undefined,
): TCallRequest<'users/checkout'> {
  return {
    ...(choices.couponCode ? { coupon_code: choices.couponCode } : {}),
    ...(choices.isUsingPoints ? { use_points: true } : {}),
    ...(choices.isUsingWallet ? { use_wallet: true } : {}),
    ...(choices.giftCardCode ? { gift_card_code: choices.giftCardCode } : {}),
    ...(lineIds ? { lineIds } : {}),
  };
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
        <ArrowLeft size={18} aria-hidden="true" className="rtl:rotate-180" />
        {t('Back to cart')}
      </Link>
    </div>
  );
}

/**
 * Checkout /checkout/{id}: the checkout's own lines read-only (drawn by the app layer), who is travelling for the
 * lines that ask it (optional; sent with Pay Now, decision 107), a promo code box, the balances to pay with (points,
 * wallet, a gift card; decision 049), the amounts this checkout will charge, then Pay Now. Each choice makes a new
 * checkout, as Apply does. An unknown id, a paid, cancelled or failed checkout offer no Pay Now and say where to go
 * instead; so does an emptied cart (decision 023).
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
  const isOpen = checkout?.state === 'open';
  const balances = useBalances(isOpen).data;
  const recheckout = useCreateCheckout();
  const payment = useInitiatePayment();
  const agency = useAgencyAccount(id, isOpen).data;
  const onAccount = usePayOnAccount();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [giftCode, setGiftCode] = useState('');
  const [pending, setPending] = useState<TChoiceField | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TChoiceField, string>>>({});
  const choices = choicesOf(checkout);
  // Who is travelling (decision 107): the entries given here, kept across a reprice (a new checkout of the same
  // lines), and the lines that ask them, the last ones still shown while a new checkout loads (an open form keeps
  // what is typed in it).
  const held = useHeldPassengers();
  const lastPassengerLines = useRef<TCheckoutPassengerLine[]>([]);
  if (checkout) lastPassengerLines.current = isOpen ? checkout.passengerLines : [];
  const passengerLines = lastPassengerLines.current;
  // NOTE: on a phone the payment summary stands under the booking, which grows twice as the page loads (the lines
  // replace their skeleton, then the passengers' form its placeholder): the summary moved down under the shopper's
  // eyes (a layout shift of 0.22). It first shows once the checkout and, where its lines ask who is travelling, the
  // form's code are there; a space of the screen's height stands in for it until then, so the footer stays below.
  const asksPassengers = passengerLines.length > 0;
  const [isPassengersLoaded, setIsPassengersLoaded] = useState(false);
  useEffect(() => {
    if (!asksPassengers || isPassengersLoaded) return;
    let isLive = true;
    // A chunk that fails to load is said by the passengers' own boundary, as before: the summary shows all the same.
    const loaded = () => {
      if (isLive) setIsPassengersLoaded(true);
    };
    loadPassengers().then(loaded, loaded);
    return () => {
      isLive = false;
    };
  }, [asksPassengers, isPassengersLoaded]);
  // Once shown it stays (a code's reprice loads a new checkout): set while rendering, as React adjusts state.
  const [hasShownSummary, setHasShownSummary] = useState(false);
  if (!hasShownSummary && checkout && (!asksPassengers || isPassengersLoaded)) setHasShownSummary(true);
  const [isFormOpenAtPay, setIsFormOpenAtPay] = useState(false);
  const isAnyFormOpen = held.openKeys.size > 0;
  if (isFormOpenAtPay && !isAnyFormOpen) setIsFormOpenAtPay(false);

  const clearError = (field: TChoiceField) => {
    if (errors[field]) setErrors({});
  };

  /** Asks for a new checkout with one choice changed; the page then shows it, or says the refusal under `field`. */
  const change = (field: TChoiceField, next: Partial<TChoices>, onDone?: () => void) => {
    setPending(field);
    recheckout.mutate(checkoutRequest({ ...choices, ...next }, checkout?.lineIds), {
      onSuccess: (result) => {
        const created = result.status === 1 ? result.data[0] : undefined;
        if (!created) {
          // Said once, under the control it is about (decision 030).
          if (field === 'reprice') showFailure(result);
          else setErrors({ [field]: t(result.message) });
          return;
        }
        setErrors({});
        onDone?.();
        // The new checkout's lines and chips say it: no toast over the summary besides (decision 030).
        navigate(`/checkout/${encodeURIComponent(created._id)}`, { replace: true });
      },
      onSettled: () => setPending(null),
    });
  };

  const applyPromo = () => change('promo', { couponCode: code.trim() || null }, () => setCode(''));

  const applyGiftCard = () => {
    const giftCardCode = normaliseGiftCardCode(giftCode);
    if (!giftCardCode) {
      setErrors({ giftCard: t(GIFT_CARD_MESSAGES.invalid) });
      return;
    }
    change('giftCard', { giftCardCode }, () => setGiftCode(''));
  };

  /** A form still open holds what is typed but not saved: said, and brought into view, rather than lost. */
  const isFormStillOpen = () => {
    const openKey = [...held.openKeys][0];
    if (openKey === undefined) return false;
    setIsFormOpenAtPay(true);
    const card = document.getElementById(passengerCardId(openKey));
    card?.scrollIntoView?.({ block: 'start' });
    card?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    return true;
  };

  /** An agent books on its agency's account (decision 126): no payment page; the success page says the booking. */
  const payOnAccount = () => {
    if (isFormStillOpen()) return;
    const passengers = held.given(passengerLines);
    onAccount.mutate(passengers ? { cartId: id, passengers } : { cartId: id }, {
      onSuccess: (result) => {
        if (result.status !== 1) {
          showFailure(result);
          if (held.refuse(result, passengers)) return;
          void checkoutQuery.refetch();
          return;
        }
        toast.dismiss();
        void queryClient.invalidateQueries();
        navigate('/success', {
          replace: true,
          state: {
            reference: result.data.reference,
            onAccount: { agency: agency?.partnerName ?? '', owedFils: result.data.owedFils },
          } satisfies TBookingResultState,
        });
      },
    });
  };

  const pay = () => {
    if (isFormStillOpen()) return;
    const passengers = held.given(passengerLines);
    payment.mutate(passengers ? { cartId: id, passengers } : { cartId: id }, {
      onSuccess: (result) => {
        if (result.status !== 1) {
          showFailure(result);
          // A passenger's detail refused: said on that passenger's form, and nothing is paid.
          if (held.refuse(result, passengers)) return;
          // A balance was spent elsewhere since this checkout: the same choices priced again with what is left.
          if (result.code === 'ledger.balance_changed') change('reprice', {});
          // Paid meanwhile, seats gone, code run out: the page says so from now on.
          else void checkoutQuery.refetch();
          return;
        }
        const { TransactionID, PaymentPage } = result.data.Transaction;
        // The promo toasts of this page would only cover the card form.
        toast.dismiss();
        const path = paymentPath(TransactionID, PaymentPage);
        // Inside a partner's widget (decision 123) the payment page opens in a tab of its own (a payment page is
        // never framed); this frame waits on the return page for the booking.
        if (widgetPartnerId() && path !== RETURN_PAGE) {
          const paymentUrl = `${window.location.origin}${path}`;
          window.open(paymentUrl, '_blank', 'noopener');
          navigate(RETURN_PAGE, { state: { paymentUrl } satisfies TWidgetPaymentState });
          return;
        }
        navigate(path);
      },
    });
  };

  // Nothing to pay for: the cart was emptied (here or in another tab), so Pay Now is not offered (issue 14).
  const isCartEmpty = (cart !== undefined && cart.items.length === 0) || checkout?.items.length === 0;
  const canPay = isOpen && cart !== undefined && !isCartEmpty && !checkout.payRefusal && pending === null;
  // Points, a gift card and the wallet cover it all: the booking is confirmed without the payment page.
  const isCovered = isOpen && checkout.to_be_paid === 0;
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
              <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
              {t('Edit cart')}
            </Link>
          </div>
          {lines(checkout?.items)}
          {passengerLines.length > 0 && (
            <Suspense fallback={<div className="mt-6 h-32 animate-pulse rounded-2xl bg-surface" aria-busy="true" />}>
              <CheckoutPassengers cartId={id} lines={passengerLines} held={held} />
            </Suspense>
          )}
        </section>

        {!hasShownSummary ? (
          <div className="min-h-dvh" aria-hidden="true" />
        ) : (
          <aside
            aria-labelledby="checkout-summary-title"
            className="rounded-2xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-24"
          >
            <h2 id="checkout-summary-title" className="text-lg font-bold text-ink">
              {t('Payment summary')}
            </h2>
            {isOpen && (
              <HoldCountdown key={checkout.expiresAt} expiresAt={checkout.expiresAt} minutes={checkout.holdMinutes} />
            )}

            {checkout && !isOpen ? null : (
              <CodeBox
                label={t('Promo code')}
                name="coupon_code"
                value={code}
                onValueChange={(value) => {
                  setCode(value);
                  clearError('promo');
                }}
                onApply={applyPromo}
                error={errors.promo ?? ''}
                note={choices.isUsingPoints ? t(LEDGER_MESSAGES.codeOrPoints) : undefined}
                isPending={pending === 'promo'}
                isDisabled={choices.isUsingPoints}
              />
            )}

            {checkout?.coupon_code && (
              <AppliedChip
                icon={<Tag size={14} aria-hidden="true" />}
                text={t('{code} applied', { code: checkout.coupon_code })}
                removeLabel={t('Remove promo code {code}', { code: checkout.coupon_code })}
                onRemove={isOpen ? () => change('promo', { couponCode: null }) : undefined}
                isPending={pending !== null}
              />
            )}

            {isOpen && balances && (
              <BalanceChoices
                balances={balances}
                isUsingPoints={choices.isUsingPoints}
                isUsingWallet={choices.isUsingWallet}
                hasCouponCode={choices.couponCode !== null}
                isNothingLeft={checkout.to_be_paid === 0}
                pending={pending === 'points' || pending === 'wallet' ? pending : null}
                errors={errors}
                onToggle={(choice, isOn) =>
                  change(choice, choice === 'points' ? { isUsingPoints: isOn } : { isUsingWallet: isOn })
                }
              />
            )}

            {isOpen && (
              <CodeBox
                label={t('Gift card')}
                applyLabel={t('Apply gift card')}
                name="gift_card_code"
                value={giftCode}
                onValueChange={(value) => {
                  setGiftCode(value);
                  clearError('giftCard');
                }}
                onApply={applyGiftCard}
                error={errors.giftCard ?? ''}
                isPending={pending === 'giftCard'}
              />
            )}
            {isOpen && checkout.gift_card_code && (
              <AppliedChip
                icon={<Gift size={14} aria-hidden="true" />}
                text={t('Gift card {code} applied', { code: checkout.gift_card_code })}
                removeLabel={t('Remove gift card {code}', { code: checkout.gift_card_code })}
                onRemove={() => change('giftCard', { giftCardCode: null })}
                isPending={pending !== null}
              />
            )}

            <CheckoutAmounts checkout={checkout} totalLabel={isOpen || !checkout ? t('To Be Paid') : t('Total')} />

            {isOpen && agency && (
              <Suspense fallback={<div className="mt-5 h-32 animate-pulse rounded-xl bg-surface" aria-busy="true" />}>
                <PayOnAccount
                  account={agency}
                  isDisabled={!canPay || payment.isPending}
                  isPending={onAccount.isPending}
                  onPay={payOnAccount}
                />
              </Suspense>
            )}

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
                {isFormOpenAtPay && isAnyFormOpen && (
                  <p className={`mt-5 rounded-xl p-3 text-sm ${NOTICE_DANGER}`} role="alert">
                    {t('A passenger’s form is still open: save it, or cancel it, before paying.')}
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
                  ) : isCovered ? (
                    <CircleCheck size={18} aria-hidden="true" />
                  ) : (
                    <Lock size={18} aria-hidden="true" />
                  )}
                  {isCovered ? t('Confirm booking') : t('Pay Now')}
                </button>
                <p className="mt-4 flex items-start gap-2 text-xs text-muted">
                  <ShieldCheck size={16} className="mt-px shrink-0 text-brand-700" aria-hidden="true" />
                  {isCovered
                    ? t('Nothing is left to pay by card: your booking is confirmed at once, without the payment page.')
                    : t('You will pay on our payment partner’s secure page. Visa and MasterCard are accepted.')}
                </p>
              </>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
