import { filsToAed } from '@rihla/shared/rules/money';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TDeskOrder } from '@rihla/shared/schemas/operator-bookings';
import type { TChangeOrderDateData } from '@rihla/shared/schemas/operator-order-changes';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall, operatorData } from '../api/operator-client';
import { AdminInput, formatDubaiDateTime } from '../components/admin-ui';
import { ORDER_CALLS } from './booking-calls';
import { RefundPreview, refundDestinationText } from './refund-destination';

const aed = (fils: number) => formatPrice(filsToAed(fils));

/**
 * Moves one order line to another date or departure (decision 043): pick a date, then one of its departures
 * (seats left shown), confirm. The line keeps the price the customer paid; the operator may choose to charge or
 * refund the difference at today's prices instead, when their role and refund limit allow (decision 063). The
 * answer shows the refund, or the payment link to send the customer for a higher price.
 */
export function ChangeDateDialog({
  order,
  lineIndex,
  onClose,
}: {
  order: TDeskOrder;
  lineIndex: number;
  onClose(): void;
}) {
  const line = order.lines[lineIndex];
  const [date, setDate] = useState(line?.date ?? addDays(todayInDubai(), 1));
  const [start, setStart] = useState<string | null>(null);
  const [isRepriced, setRepriced] = useState(false);
  const [answer, setAnswer] = useState<TChangeOrderDateData | null>(null);
  const write = useDeskWrite();
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const request = { id: order.id, lineIndex, date, ...(start && { start }) };
  const quote = useQuery({
    queryKey: callKey('operator/quoteDateChange', request),
    queryFn: () => operatorData('operator/quoteDateChange', request),
    enabled: isDate && answer === null,
    retry: false,
    // Seats and prices move: a quote is never kept once the dialog closes.
    gcTime: 0,
  });
  const target = quote.data?.target ?? null;
  const canReprice = target !== null && target.todaysPrice.differenceFils !== 0 && target.todaysPrice.refusal === null;
  const chosen = target && isRepriced && canReprice ? target.todaysPrice : target;

  const pickDate = (value: string) => {
    setDate(value);
    setStart(null);
    setRepriced(false);
  };
  const pickStart = (value: string) => {
    setStart(value);
    setRepriced(false);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!start) return;
    const request = { id: order.id, lineIndex, date, start, ...(chosen !== target && { reprice: true }) };
    await write.send(() => operatorCall('operator/changeOrderDate', request), {
      done: (message) => message,
      changes: ORDER_CALLS,
      after: setAnswer,
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Change the date of {title}', { title: line?.title ?? '' })}
      description={t('Now: {date} · {time}', { date: line?.date ?? '', time: line?.time ?? '' })}
    >
      {answer ? (
        <ChangeAnswer answer={answer} onClose={onClose} />
      ) : (
        <form onSubmit={confirm} className="space-y-4" noValidate>
          <AdminInput id="change-date" label={t('New date')} type="date" value={date} onChange={pickDate} />
          {quote.isPending && isDate && <Spinner />}
          {quote.isError && (
            <p role="alert" className="field-error">
              {t(quote.error.message)}
            </p>
          )}
          {quote.data && (
            <fieldset>
              <legend className="field-label">{t('Departure')}</legend>
              {quote.data.departures.length === 0 && (
                <p className="text-sm text-muted">{t('No departures that day')}</p>
              )}
              <ul className="space-y-2">
                {quote.data.departures.map((departure) => (
                  <li key={departure.start}>
                    <label className="flex min-h-11 items-center gap-3 rounded-lg border border-line p-2 text-sm">
                      <input
                        type="radio"
                        name="departure"
                        value={departure.start}
                        checked={start === departure.start}
                        disabled={departure.refusal !== null}
                        onChange={() => pickStart(departure.start)}
                      />
                      <span className="font-semibold">{departure.time}</span>
                      <span className="ms-auto text-muted">
                        {departure.refusal
                          ? t(departure.refusal)
                          : t('{count, plural, one {# seat} other {# seats}} left', { count: departure.seatsLeft })}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {target && chosen && (
            <>
              <dl
                className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-brand-50 p-3 text-sm"
                data-testid="change-quote"
              >
                <dt className="text-muted">{t('Price paid (kept)')}</dt>
                <dd>{aed(target.totalFils)}</dd>
                <dt className="text-muted">{t('Today’s price')}</dt>
                <dd>{aed(target.todaysPrice.totalFils)}</dd>
                <dt className="font-semibold">{differenceLabel(chosen.differenceFils)}</dt>
                <dd className="font-semibold">{aed(Math.abs(chosen.differenceFils))}</dd>
              </dl>
              {chosen.differenceFils < 0 && <RefundPreview order={order} />}
              {target.todaysPrice.differenceFils !== 0 && (
                <div className="text-sm">
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      checked={isRepriced && canReprice}
                      disabled={!canReprice}
                      onChange={(event) => setRepriced(event.target.checked)}
                    />
                    {target.todaysPrice.differenceFils > 0
                      ? t('Charge the difference at today’s prices ({amount}, by a payment link)', {
                          amount: aed(target.todaysPrice.differenceFils),
                        })
                      : t('Refund the difference at today’s prices ({amount})', {
                          amount: aed(-target.todaysPrice.differenceFils),
                        })}
                  </label>
                  {target.todaysPrice.refusal && <p className="text-muted">{t(target.todaysPrice.refusal)}</p>}
                </div>
              )}
            </>
          )}
          {target?.refusal && (
            <p role="alert" className="field-error">
              {t(target.refusal)}
            </p>
          )}
          {write.error && (
            <p role="alert" className="field-error">
              {t(write.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t('Keep the date')}
            </button>
            <button type="submit" className="btn-primary" disabled={!target || target.refusal !== null || write.isBusy}>
              {t('Change the date')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function differenceLabel(differenceFils: number): string {
  if (differenceFils > 0) return t('To collect (payment link)');
  if (differenceFils < 0) return t('To refund');
  return t('Same price: no money moves');
}

/** What the change did: moved, refunded, or the payment link to send (exported for its component test). */
export function ChangeAnswer({ answer, onClose }: { answer: TChangeOrderDateData; onClose(): void }) {
  return (
    <div className="space-y-4" data-testid="change-answer">
      {answer.outcome === 'awaitingPayment' && answer.paymentUrl ? (
        <>
          <p className="text-sm">
            {t(
              'Send the customer this link to pay {amount}. The new seats are held until {time}; the date changes when it is paid.',
              {
                amount: aed(answer.differenceFils),
                time: answer.holdExpiresAt ? formatDubaiDateTime(answer.holdExpiresAt) : '',
              },
            )}
          </p>
          <input
            className="field-input"
            readOnly
            aria-label={t('Payment link')}
            value={answer.paymentUrl}
            onFocus={(event) => event.currentTarget.select()}
          />
          <a href={answer.paymentUrl} className="btn-secondary inline-flex" target="_blank" rel="noreferrer">
            {t('Open the payment page')}
          </a>
        </>
      ) : (
        <p className="text-sm">
          {answer.outcome === 'refunded'
            ? `${t('The date is changed and {amount} is refunded.', { amount: aed(-answer.differenceFils) })} ${refundDestinationText(answer.order)}`
            : t('The date is changed.')}
        </p>
      )}
      <div className="flex justify-end">
        <button type="button" className="btn-primary" onClick={onClose}>
          {t('Done')}
        </button>
      </div>
    </div>
  );
}
