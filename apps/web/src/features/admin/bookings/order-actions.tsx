// The order page's cancellations (decision 062): the whole booking, or some of its tickets, each with the refund
// the operator chooses (per the terms, all, none or an amount) and a preview of it before confirming.
import { zodResolver } from '@hookform/resolvers/zod';
import { filsOfTyped, filsToAed } from '@rihla/shared/rules/money';
import {
  type TCancellationQuote,
  type TCancelOrderRequest,
  type TCancelRefundForm,
  type TDeskOrder,
  type TRefundChoice,
  ZCancelOrderRequest,
  ZCancelRefundForm,
  ZCancelTicketsRequest,
} from '@rihla/shared/schemas/operator-bookings';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall, operatorData, type TOperatorResult } from '../api/operator-client';
import { AdminInput } from '../components/admin-ui';
import { ReasonField } from '../components/reason-dialog';
import { ORDER_CALLS } from './booking-calls';
import { refundDestinationText } from './refund-destination';

const aed = (fils: number) => formatPrice(filsToAed(fils));

/** What a choice gives back, as the server will compute it from the same quote (never more than is left). */
function chosenFils(choice: TRefundChoice, amount: string, quote: TCancellationQuote): number {
  if (choice === 'terms') return quote.refusal ? 0 : quote.termsFils;
  if (choice === 'full') return quote.fullFils;
  if (choice === 'none') return 0;
  return filsOfTyped(amount);
}

function RefundChoice({
  quote,
  fullLabel,
  choice,
  onChoice,
  amount,
  onAmount,
  amountError,
}: {
  quote: TCancellationQuote;
  fullLabel: string;
  choice: TRefundChoice;
  onChoice(choice: TRefundChoice): void;
  amount: string;
  onAmount(amount: string): void;
  amountError: string | undefined;
}) {
  const name = useId();
  const options: { value: TRefundChoice; label: string; isDisabled?: boolean }[] = [
    {
      value: 'terms',
      label: quote.refusal
        ? t('Per the terms: nothing now ({refusal})', { refusal: t(quote.refusal) })
        : t('Per the terms: {amount} ({percent}%)', { amount: aed(quote.termsFils), percent: quote.percent }),
      isDisabled: quote.refusal !== null,
    },
    { value: 'full', label: t(fullLabel, { amount: aed(quote.fullFils) }) },
    { value: 'none', label: t('No refund (a no-show, a final sale)') },
    { value: 'amount', label: t('Another amount') },
  ];
  return (
    <fieldset>
      <legend className="field-label">{t('Refund')}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 items-center gap-3 rounded-lg border p-2 text-sm ${
              choice === option.value ? 'border-brand-600 bg-brand-50' : 'border-line'
            } ${option.isDisabled ? 'opacity-60' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              disabled={option.isDisabled}
              onChange={() => onChoice(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {choice === 'amount' && (
        <div className="mt-3">
          <AdminInput
            id="cancel-amount"
            label={t('Amount to refund in AED (at most {max})', { max: aed(quote.leftFils) })}
            inputMode="decimal"
            value={amount}
            onChange={onAmount}
            error={amountError}
          />
        </div>
      )}
    </fieldset>
  );
}

/** The preview before confirming: what happens, and an override's warning when the terms would give less. */
function Preview({ lines, isOverride }: { lines: string[]; isOverride: boolean }) {
  return (
    <div className="space-y-2">
      <ul className="space-y-1 rounded-lg bg-brand-50 p-3 text-sm" data-testid="cancel-preview">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {isOverride && (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('More than the terms give now: the refund is recorded as an operator override.')}
        </p>
      )}
    </div>
  );
}

function useCancellationQuote(request: { id: string; lineIndex?: number; tickets?: Record<string, number> }) {
  return useQuery({
    queryKey: callKey('operator/quoteCancellation', request),
    queryFn: () => operatorData('operator/quoteCancellation', request),
    retry: false,
    // What the terms give moves with the clock: a quote is never kept once the dialog closes.
    gcTime: 0,
  });
}

/** What a cancellation form sends besides its own fields: the refund chosen and the reason. */
type TCancelFields = Pick<TCancelOrderRequest, 'refund' | 'amountFils' | 'reason'>;

/**
 * The form of both cancellations: the dialog's own fields (`children`), then, once a quote is there, the refund
 * choice and its preview, the reason, the server's refusal and the buttons. The shared form schema checks the refund
 * and the reason with the call's rules, their messages beside them; `request` checks the whole body with the call's
 * schema (a message when it fails) and makes the call.
 */
function CancelForm({
  quote,
  fullLabel,
  whatLine,
  children,
  keepLabel,
  confirmLabel,
  request,
  onClose,
}: {
  quote: TCancellationQuote | undefined;
  fullLabel: string;
  /** The preview's first line: what is cancelled and the seats that go back on sale. */
  whatLine: string;
  children?: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  request(fields: TCancelFields): string | (() => Promise<TOperatorResult<'operator/cancelOrder'>>);
  onClose(): void;
}) {
  const write = useDeskWrite();
  const form = useForm<TCancelRefundForm, unknown, TCancelFields>({
    resolver: zodResolver(ZCancelRefundForm),
    defaultValues: { refund: 'terms', amountFils: '', reason: '' },
  });
  const [choice, amount, reason] = useWatch({ control: form.control, name: ['refund', 'amountFils', 'reason'] });
  const errors = form.formState.errors;
  // The terms refused (inside the cut-off, non-refundable): the operator chooses another way.
  const refund = quote?.refusal && choice === 'terms' ? 'none' : choice;
  const refundFils = quote ? chosenFils(refund, amount, quote) : 0;
  const isReady = quote !== undefined && quote.invalid === null;

  const submit = form.handleSubmit(async (fields) => {
    // NOTE: the refund sent is the one shown, which is 'none' when the terms refuse.
    const call = request({ ...fields, refund });
    if (typeof call === 'string') {
      write.setError(call);
      return;
    }
    await write.send(call, {
      done: (message) => message,
      changes: ORDER_CALLS,
      after: onClose,
      form,
    });
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {children}
      {quote?.invalid && (
        <p role="alert" className="field-error">
          {t(quote.invalid)}
        </p>
      )}
      {quote && isReady && (
        <>
          <RefundChoice
            quote={quote}
            fullLabel={fullLabel}
            choice={refund}
            onChoice={(value) => form.setValue('refund', value)}
            amount={amount}
            onAmount={(value) => form.setValue('amountFils', value)}
            amountError={errors.amountFils?.message}
          />
          <Preview
            lines={[
              whatLine,
              Number.isFinite(refundFils) && refundFils > 0
                ? t('{amount} refunded, of {left} left to refund', {
                    amount: aed(refundFils),
                    left: aed(quote.leftFils),
                  })
                : t('Nothing refunded'),
            ]}
            isOverride={refundFils > 0 && (quote.refusal !== null || refundFils > quote.termsFils)}
          />
        </>
      )}
      <ReasonField
        id="cancel-reason"
        value={reason}
        onChange={(value) => form.setValue('reason', value)}
        error={errors.reason?.message}
      />
      {write.error && (
        <p role="alert" className="field-error">
          {t(write.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {keepLabel}
        </button>
        <button type="submit" className="btn-danger" disabled={!isReady || write.isBusy}>
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}

/** The first message of a schema's refusal, or the call to make. */
function checked<T>(
  parsed: { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } },
  call: (body: T) => Promise<TOperatorResult<'operator/cancelOrder'>>,
): string | (() => Promise<TOperatorResult<'operator/cancelOrder'>>) {
  return parsed.success
    ? () => call(parsed.data)
    : (parsed.error.issues[0]?.message ?? 'Check the refund and the reason');
}

/** Cancels the whole booking: its seats go back on sale, with the refund the operator chooses. */
export function CancelBookingDialog({ order, onClose }: { order: TDeskOrder; onClose(): void }) {
  const quote = useCancellationQuote({ id: order.id });
  const tickets = order.lines.reduce(
    (sum, line) => sum + Object.values(line.tickets).reduce((all, each) => all + each, 0),
    0,
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Cancel booking {reference}', { reference: order.reference })}
      description={`${t('The whole booking is cancelled and its seats go back on sale.')} ${refundDestinationText(order)}`}
    >
      {quote.isPending && <Spinner />}
      {quote.isError && (
        <p role="alert" className="field-error">
          {t(quote.error.message)}
        </p>
      )}
      {quote.data && (
        <CancelForm
          quote={quote.data}
          fullLabel="All that is left to refund: {amount}"
          whatLine={
            tickets === 1
              ? t('1 ticket cancelled, its seat back on sale')
              : t('{count} tickets cancelled, their seats back on sale', { count: tickets })
          }
          keepLabel={t('Keep the booking')}
          confirmLabel={t('Cancel the booking')}
          request={(fields) =>
            checked(ZCancelOrderRequest.safeParse({ id: order.id, ...fields }), (body) =>
              operatorCall('operator/cancelOrder', body),
            )
          }
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

/** Cancels some tickets of one line: the booking stands with the rest, their seats go back on sale. */
export function CancelTicketsDialog({ order, onClose }: { order: TDeskOrder; onClose(): void }) {
  const [lineIndex, setLineIndex] = useState(0);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const line = order.lines[lineIndex];
  const tickets = Object.fromEntries(Object.entries(counts).filter((entry) => entry[1] > 0));
  const chosenCount = Object.values(tickets).reduce((sum, each) => sum + each, 0);
  const quote = useCancellationQuote({ id: order.id, lineIndex, tickets });
  const data = chosenCount > 0 ? quote.data : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Cancel tickets of {reference}', { reference: order.reference })}
      description={`${t('The booking stands with the other tickets; the seats of those cancelled go back on sale.')} ${refundDestinationText(order)}`}
    >
      <CancelForm
        quote={data}
        fullLabel="What those tickets were paid: {amount}"
        whatLine={t(
          (data?.tickets?.seats ?? 0) === 1
            ? '{cancelled} of {of} tickets cancelled, 1 seat back on sale'
            : '{cancelled} of {of} tickets cancelled, {seats} seats back on sale',
          {
            cancelled: data?.tickets?.cancelled ?? 0,
            of: data?.tickets?.of ?? 0,
            seats: data?.tickets?.seats ?? 0,
          },
        )}
        keepLabel={t('Keep the tickets')}
        confirmLabel={t('Cancel the tickets')}
        request={(fields) =>
          checked(ZCancelTicketsRequest.safeParse({ id: order.id, lineIndex, tickets, ...fields }), (body) =>
            operatorCall('operator/cancelTickets', body),
          )
        }
        onClose={onClose}
      >
        {order.lines.length > 1 && (
          <div>
            <label htmlFor="cancel-line" className="field-label">
              {t('Line')}
            </label>
            <select
              id="cancel-line"
              className="field-input"
              value={lineIndex}
              onChange={(event) => {
                setLineIndex(Number(event.target.value));
                setCounts({});
              }}
            >
              {order.lines.map((each, index) => (
                <option key={`${each.productId}-${each.date}-${each.start}`} value={index}>
                  {each.title} · {each.date} · {each.time}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset>
          <legend className="field-label">{t('Tickets to cancel')}</legend>
          <div className="grid grid-cols-2 gap-3">
            {Object.entries(line?.tickets ?? {}).map(([kind, booked]) => (
              <AdminInput
                key={kind}
                id={`cancel-tickets-${kind}`}
                label={t('{kind} (of {booked})', { kind: t(kind), booked })}
                type="number"
                inputMode="numeric"
                value={String(counts[kind] ?? 0)}
                onChange={(value) =>
                  setCounts({ ...counts, [kind]: Math.max(0, Math.min(booked, Math.floor(Number(value) || 0))) })
                }
              />
            ))}
          </div>
        </fieldset>
        {chosenCount > 0 && quote.isPending && <Spinner />}
      </CancelForm>
    </Dialog>
  );
}
