import { zodResolver } from '@hookform/resolvers/zod';
import { filsToAed } from '@rihla/shared/rules/money';
import {
  type TCancelDepartureData,
  type TDepartureCancelResult,
  ZCancelDepartureRequest,
} from '@rihla/shared/schemas/operator-departures';
import type { TDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { RefundPreview, refundPartsLine } from '../bookings/refund-destination';
import { ReasonField } from '../components/reason-dialog';
import { DEPARTURE_CALLS, useDepartureCancellationQuote } from './departure-calls';

const aed = (fils: number) => formatPrice(filsToAed(fils));

const OUTCOME_WORDS: Record<TDepartureCancelResult['outcome'], string> = {
  cancelled: 'Cancelled and refunded',
  ticketsCancelled: 'This departure’s tickets cancelled and refunded; the rest of the booking stands',
  alreadyCancelled: 'Cancelled before; its refund is complete',
  failed: 'Not cancelled',
};

/**
 * Cancel a departure (issue 34, decision 073): first what it will do (the bookings on it, what goes back and where),
 * then the reason every customer reads, then what happened to each booking, each linked to its order.
 */
export function CancelDepartureDialog({ departure, onClose }: { departure: TDepartureKey; onClose(): void }) {
  const quote = useDepartureCancellationQuote(departure);
  const write = useDeskWrite();
  const [done, setDone] = useState<TCancelDepartureData | null>(null);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(ZCancelDepartureRequest.pick({ reason: true })),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const submit = form.handleSubmit(async (values) => {
    await write.send(() => operatorCall('operator/cancelDeparture', { ...departure, reason: values.reason }), {
      done: (message) => t(message),
      changes: DEPARTURE_CALLS,
      form,
      after: setDone,
    });
  });
  const summary = done?.departure ?? quote.data?.departure;
  const when = t('{date} at {start}', { date: formatDate(departure.date), start: departure.start });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={done ? t('Departure cancelled') : t('Cancel this departure?')}
      description={summary ? `${summary.title}, ${when}` : when}
    >
      {done ? (
        <CancelResults data={done} onClose={onClose} />
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate aria-live="polite">
          {quote.isPending ? (
            <Spinner />
          ) : quote.isError ? (
            <p role="alert" className="text-danger">
              {t(quote.error.message)}
            </p>
          ) : (
            <>
              <p className="rounded-xl bg-red-50 p-3 text-sm text-red-900" data-testid="departure-cancel-summary">
                {quote.data.bookings.length === 0
                  ? t('No confirmed booking is on it: cancelling closes it so that nothing more sells.')
                  : quote.data.bookings.length === 1
                    ? t(
                        'It closes, and its one booking is cancelled and refunded in full ({amount}), whatever its terms say.',
                        { amount: aed(quote.data.totalFils) },
                      )
                    : t(
                        'It closes, and its {count} bookings are cancelled and refunded in full ({amount}), whatever their terms say.',
                        { count: quote.data.bookings.length, amount: aed(quote.data.totalFils) },
                      )}
              </p>
              <RefundPreview parts={quote.data.byDestination} />
              {quote.data.bookings.length > 0 && (
                <ul className="divide-y divide-line rounded-xl border border-line text-sm" aria-label={t('Bookings')}>
                  {quote.data.bookings.map((booking) => (
                    <li key={booking.orderId} className="flex flex-wrap justify-between gap-x-3 p-2">
                      <span>
                        <span className="font-mono">{booking.reference}</span> · {booking.leadName}
                        {!booking.isWholeOrder && (
                          <span className="block text-xs text-muted">
                            {t('Also booked on another departure: only these tickets are cancelled')}
                          </span>
                        )}
                      </span>
                      <span className="tabular-nums">{aed(booking.refundFils)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <ReasonField
                id="departure-cancel-reason"
                value={reason}
                onChange={(value) => form.setValue('reason', value)}
                error={form.formState.errors.reason?.message}
              />
              <p className="text-xs text-muted">
                {t('Each customer is told by email and text, with this reason and where their refund goes.')}
              </p>
            </>
          )}
          {write.error && (
            <p role="alert" className="field-error">
              {t(write.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t('Keep the departure')}
            </button>
            <button type="submit" className="btn-danger" disabled={write.isBusy || !quote.isSuccess}>
              {write.isBusy && <Spinner size={16} />}
              {t('Cancel the departure')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** What happened to each booking: cancelled, only this departure's tickets, or what went wrong. */
function CancelResults({ data, onClose }: { data: TCancelDepartureData; onClose(): void }) {
  return (
    <div className="space-y-4">
      {data.results.length === 0 ? (
        <p className="text-sm text-muted">{t('The departure is closed. No booking was left to cancel.')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line text-sm" aria-label={t('Result per booking')}>
          {data.results.map((result) => (
            <li key={result.orderId} className="space-y-1 p-2" data-testid="departure-cancel-result">
              <div className="flex flex-wrap justify-between gap-x-3">
                <Link
                  to={`/admin/bookings/${result.orderId}`}
                  className="font-mono font-semibold text-brand-700 underline"
                >
                  {result.reference}
                </Link>
                <span className="tabular-nums">{result.refundFils > 0 ? aed(result.refundFils) : ''}</span>
              </div>
              <p>{result.leadName}</p>
              <p className={result.outcome === 'failed' ? 'font-semibold text-danger' : 'text-brand-700'}>
                {t(OUTCOME_WORDS[result.outcome])}
              </p>
              {result.parts.length > 0 && <p className="text-xs text-muted">{refundPartsLine(result.parts)}</p>}
              {result.problem && (
                <p role="alert" className="text-danger">
                  {t(result.problem)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={onClose}>
          {t('Done')}
        </button>
      </div>
    </div>
  );
}
