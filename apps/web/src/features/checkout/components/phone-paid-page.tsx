import { filsToAed } from '@rihla/shared/rules/money';
import type { TPaidPhoneBooking } from '@rihla/shared/schemas/operator-phone-bookings';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Lock, LogIn, Timer } from 'lucide-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { apiData } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatPrice } from '../../../lib/format';
import { paymentPath, type TPaymentPageState } from '../../../lib/gateway-path';
import { t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { ticketsText } from '../../../lib/ticket-words';
import { OrdersAndHomeLinks, ReferenceBadge, ResultCard } from './booking-result-pages';

/** How often the page asks again while the gateway's confirmation is under way. */
const CONFIRMING_POLL_MS = 2_000;
/**
 * /paid/:checkoutId?key=…: a phone booking's own page (decisions 075, 078), the link its customer is sent, who is often
 * not signed in on that phone. Before paying it shows the trip, date, tickets and amount and until when they are
 * held, with Pay; once the hold ran out it says the link expired; after paying (the payment page sends the payer back
 * here) the booking's reference. The key in the address is the permission; nothing about the customer is shown.
 */
export function PhonePaidPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { checkoutId = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const booking = useQuery({
    queryKey: callKey('phoneBookings/paid', { checkoutId, key }),
    queryFn: () => apiData('phoneBookings/paid', { checkoutId, key }),
    enabled: checkoutId !== '' && key !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'paying' ? CONFIRMING_POLL_MS : false),
  });
  if (checkoutId === '' || key === '' || booking.isError) {
    return (
      <ResultCard
        tone="problem"
        icon={<CircleAlert size={44} aria-hidden="true" />}
        title={t('This booking was not found')}
      >
        <p className="mt-4 text-muted">{t('Open the link from your text or email again, or call us.')}</p>
      </ResultCard>
    );
  }
  if (!booking.data || booking.data.state === 'paying') {
    return (
      <div className="container-page grid min-h-[60vh] place-items-center py-16">
        <div role="status" aria-live="polite" className="flex max-w-md flex-col items-center text-center">
          <Spinner size={48} />
          <p className="mt-6 text-lg font-semibold text-ink">{t('Confirming your payment…')}</p>
          <p className="mt-2 text-sm text-muted">{t('This takes a few seconds. Keep this page open.')}</p>
        </div>
      </div>
    );
  }
  const data: TPaidPhoneBooking = booking.data;
  if (data.state === 'payable' && data.payment) {
    const { TransactionID, PaymentPage } = data.payment;
    return (
      <ResultCard tone="done" icon={<Lock size={44} aria-hidden="true" />} title={t('Pay for your booking')}>
        <Trip data={data} />
        {data.holdExpiresAt && (
          <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink">
            <Timer size={16} aria-hidden="true" className="shrink-0 text-sand-500" />
            {t('Your seats are held until {time}.', { time: formatDateTime(data.holdExpiresAt) })}
          </p>
        )}
        <button
          type="button"
          className="btn-primary mt-5 w-full"
          onClick={() =>
            // The payment page's way back leads here, not to a cart this payer does not have.
            navigate(paymentPath(TransactionID, PaymentPage), {
              state: { backTo: `${location.pathname}${location.search}` } satisfies TPaymentPageState,
            })
          }
        >
          {t('Pay {amount}', { amount: formatPrice(filsToAed(data.totalFils)) })}
        </button>
        <p className="mt-3 text-xs text-muted">{t('You pay on the secure page of our payment gateway.')}</p>
      </ResultCard>
    );
  }
  if (data.state === 'expired') {
    return (
      <ResultCard
        tone="problem"
        icon={<CircleAlert size={44} aria-hidden="true" />}
        title={t('This payment link has expired')}
      >
        <Trip data={data} />
        <p className="mt-4 text-muted">
          {t('The seats were held for a limited time and nothing was charged. Call us for a new link.')}
        </p>
      </ResultCard>
    );
  }
  if (data.state !== 'confirmed') {
    return (
      <ResultCard
        tone="problem"
        icon={<CircleAlert size={44} aria-hidden="true" />}
        title={t('This booking is not paid')}
      >
        <Trip data={data} />
        <p className="mt-4 text-muted">
          {t('Nothing was charged. Open the payment link again to pay, or call us for a new one.')}
        </p>
      </ResultCard>
    );
  }
  return (
    <ResultCard tone="done" title={t('Your booking is confirmed')}>
      {data.reference && <ReferenceBadge reference={data.reference} />}
      <Trip data={data} />
      <p className="mt-4 text-muted">
        {t('Your voucher is on its way by text and email. Sign in with your phone number to see your bookings.')}
      </p>
      <OrdersAndHomeLinks icon={<LogIn size={18} aria-hidden="true" />} label={t('See your bookings')} />
    </ResultCard>
  );
}

/** The trip, its date and time, the tickets and the amount: what the payment link's holder knew already. */
function Trip({ data }: { data: TPaidPhoneBooking }) {
  return (
    <div className="mt-5 w-full space-y-3 text-start" data-testid="paid-trip">
      {data.lines.map((line) => (
        <div key={`${line.title}-${line.date}-${line.time}`} className="rounded-2xl bg-surface p-4">
          <p className="font-semibold text-ink">{line.title}</p>
          <p className="text-sm text-muted">
            {formatDate(line.date)} · {line.time}
          </p>
          <p className="text-sm text-muted">{ticketsText(line.tickets)}</p>
        </div>
      ))}
      <p className="flex justify-between text-sm">
        <span className="font-semibold text-ink">{t('Total')}</span>
        <span className="font-bold text-ink">{formatPrice(filsToAed(data.totalFils))}</span>
      </p>
    </div>
  );
}
