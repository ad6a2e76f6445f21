import { filsToAed } from '@rihla/shared/rules/money';
import type { TPaidPhoneBooking } from '@rihla/shared/schemas/operator-phone-bookings';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, LogIn } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { apiData } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { OrdersAndHomeLinks, ReferenceBadge, ResultCard } from './booking-result-pages';

/** How often the page asks again while the gateway's confirmation is under way. */
const CONFIRMING_POLL_MS = 2_000;
/** The labels of the ticket types, as the rest of the storefront says them. */
const TICKET_LABELS: Record<string, [one: string, many: string]> = {
  adult: ['{count} adult', '{count} adults'],
  child: ['{count} child', '{count} children'],
  infant: ['{count} infant', '{count} infants'],
};

export function ticketsInWords(tickets: Record<string, number>): string {
  return Object.entries(tickets)
    .filter(([, count]) => count > 0)
    .map(([type, count]) => {
      const [one, many] = TICKET_LABELS[type] ?? ['{count}', '{count}'];
      return t(count === 1 ? one : many, { count });
    })
    .join(', ');
}

/**
 * /paid/:checkoutId?key=…: where a phone booking's payment page sends the payer (decision 075), who is often not
 * signed in on that phone. It shows the booking's reference, trip and date once the payment is confirmed (the
 * key in the address is the permission; nothing about the customer is shown).
 */
export function PhonePaidPage() {
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
  if (data.state === 'notPaid') {
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
          <p className="text-sm text-muted">{ticketsInWords(line.tickets)}</p>
        </div>
      ))}
      <p className="flex justify-between text-sm">
        <span className="font-semibold text-ink">{t('Total')}</span>
        <span className="font-bold text-ink">{formatPrice(filsToAed(data.totalFils))}</span>
      </p>
    </div>
  );
}
