import { MESSAGES } from '@rihla/shared/constants';
import type { TPaidWith } from '@rihla/shared/schemas/booking';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { orderTotal } from '../../../lib/paid-with';
import { readStorage } from '../../../lib/storage';
import { widgetPartnerId } from '../../../lib/widget';
import { bringIntoView } from '../../../lib/widget-frame';
import { confirmStoredBooking } from '../api/confirm-booking';
import { fetchCheckout } from '../api/view-checkout';

export interface TBookingResultState {
  reference?: string;
  /** What the confirmed order cost (AED), as the orders page states it. */
  amounts?: { amountPaid: number; discount: number; vat: number; paidWith?: TPaidWith };
  message?: string;
  /** Booked on an agency's account (decision 126): the agency and what it owes for it on its statement. */
  onAccount?: { agency: string; owedFils: number };
}

/** The router state of the widget's return page while the payment page is open in its own tab (decision 123). */
export interface TWidgetPaymentState {
  paymentUrl?: string;
}

/**
 * /transactionStatus: where the gateway sends the shopper back; confirms the booking once, then moves on. Inside a
 * partner's widget it first waits for the payment made in the payment page's own tab.
 */
export function TransactionStatusPage() {
  return widgetPartnerId() ? <WidgetPaymentReturn /> : <ConfirmBooking />;
}

/** How often the widget's frame asks whether the payment in the other tab has ended. */
const WIDGET_PAYMENT_POLL_MS = 2000;

/**
 * The widget's return page (decision 123). In the partner's frame: the checkout is asked after until its payment has
 * ended (the gateway's notice makes the order), then confirmed as on the shop's own return page. In the payment's tab,
 * which the browser keeps apart from the frame (a frame's storage is the partner site's), there is nothing to confirm
 * with: the shopper is sent back to the frame.
 */
function WidgetPaymentReturn() {
  const paymentUrl = (useLocation().state as TWidgetPaymentState | null)?.paymentUrl;
  const navigate = useNavigate();
  const cartId = readStorage('cartId');
  const hasPayment = Boolean(cartId && readStorage('transactionId'));
  const [hasEnded, setHasEnded] = useState(false);
  // Why the payment failed, in the shop's own words (users/viewCheckout, decision 129).
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!cartId || !hasPayment || hasEnded || failure !== null) return;
    let isStopped = false;
    const check = async () => {
      try {
        const checkout = await fetchCheckout(cartId);
        if (isStopped) return;
        if (checkout.state !== 'open') setHasEnded(true);
        else if (checkout.paymentFailure) setFailure(checkout.paymentFailure);
      } catch {
        // Asked again at the next turn.
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), WIDGET_PAYMENT_POLL_MS);
    return () => {
      isStopped = true;
      window.clearInterval(timer);
    };
  }, [cartId, hasPayment, hasEnded, failure]);

  // The checkout is still open: Try again is its Pay Now, in this frame (a new payment, in a new tab).
  const tryAgain = () => navigate(`/checkout/${cartId}`, { replace: true });
  if (hasEnded) return <ConfirmBooking />;
  if (failure !== null && cartId) return <PaymentFailure failure={failure} onTryAgain={tryAgain} />;
  if (!hasPayment) {
    return (
      <WaitingCard
        title={t('Return to the booking window')}
        text={t(
          'Go back to the window where you booked: it shows your booking once the payment is confirmed, and we email your confirmation.',
        )}
      />
    );
  }
  return (
    <WaitingCard
      title={t('Complete your payment in the new tab')}
      text={t('We opened our secure payment page in a new tab. This window shows your booking once it is paid.')}
      isWaiting
    >
      {paymentUrl && (
        <a
          href={paymentUrl}
          target="_blank"
          rel="noopener"
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('Open the payment page again')}
        </a>
      )}
      {/* The payment's tab cannot be watched (its page isolates itself from its opener): a shopper who closed it
          unpaid tries again from here. */}
      <p className="mt-6 text-sm text-muted">{t('Closed the payment page without paying?')}</p>
      <button type="button" onClick={tryAgain} className="btn-secondary mt-2">
        {t('Try again')}
      </button>
    </WaitingCard>
  );
}

/**
 * A declined payment in the widget's frame (decision 129): the shop's words and Try again. The frame is as tall as its
 * page and may stand partly out of the partner's window (the shopper scrolled while paying in the other tab), so the
 * message is brought into view as it shows, its heading focused (decision 133).
 */
function PaymentFailure({ failure, onTryAgain }: { failure: string; onTryAgain: () => void }) {
  const alert = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (alert.current && heading.current) bringIntoView(alert.current, heading.current);
  }, []);
  return (
    <div className="container-page grid place-items-center py-12">
      <div ref={alert} role="alert" className="flex max-w-md flex-col items-center text-center">
        <h1 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {t('Payment failed')}
        </h1>
        <p className="mt-3 rounded-full bg-red-50 px-4 py-1.5 text-sm font-medium text-danger">{failure}</p>
        <p className="mt-4 text-sm text-muted">
          {t('Nothing was booked or charged. Your tickets are kept: you can pay again, with another card if need be.')}
        </p>
        <button type="button" onClick={onTryAgain} className="btn-primary mt-6">
          {t('Try again')}
        </button>
      </div>
    </div>
  );
}

/** The widget's waiting cards: no height of the viewport's, which is the frame's and follows the page (decision 133). */
function WaitingCard({
  title,
  text,
  isWaiting = false,
  children,
}: {
  title: string;
  text: string;
  isWaiting?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="container-page grid place-items-center py-12">
      <div role="status" aria-live="polite" className="flex max-w-md flex-col items-center text-center">
        {isWaiting && <Spinner size={40} />}
        <h1 className="mt-6 text-lg font-semibold text-ink">{title}</h1>
        <p className="mt-2 text-sm text-muted">{text}</p>
        {children}
      </div>
    </div>
  );
}

function ConfirmBooking() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once only: React StrictMode runs effects twice in development.
    if (hasStarted.current) return;
    hasStarted.current = true;
    void confirmStoredBooking().then((result) => {
      if (result.status === 1) {
        // The cart, the orders and the notifications all changed on the server.
        void queryClient.invalidateQueries();
        navigate('/success', {
          replace: true,
          state: {
            reference: result.data.reference,
            amounts: {
              amountPaid: orderTotal(result.data),
              discount: result.data.discount,
              vat: result.data.vat,
              paidWith: result.data.paid_with,
            },
          } satisfies TBookingResultState,
        });
      } else {
        navigate('/failure', { replace: true, state: { message: result.message } satisfies TBookingResultState });
      }
    });
  }, [navigate, queryClient]);

  return (
    // In the widget's frame the viewport is the frame, as tall as its page: a height of its would hold the frame up.
    <div className={`container-page grid place-items-center ${widgetPartnerId() ? 'py-12' : 'min-h-[60vh] py-16'}`}>
      <div role="status" aria-live="polite" className="flex max-w-md flex-col items-center text-center">
        <Spinner size={48} />
        <p className="mt-6 text-lg font-semibold text-ink">{t(MESSAGES.transactionProcessing)}</p>
        <p className="mt-2 text-sm text-muted">{t('We are confirming your payment with the bank.')}</p>
      </div>
    </div>
  );
}
