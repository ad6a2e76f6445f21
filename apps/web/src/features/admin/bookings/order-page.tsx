import { zodResolver } from '@hookform/resolvers/zod';
import { ON_ACCOUNT_PROVIDER } from '@rihla/shared/rules/channels';
import { filsOfTyped, filsToAed } from '@rihla/shared/rules/money';
import type {
  TDeskOrder,
  TOrderEvent,
  TRefundOrderForm,
  TRefundOrderRequest,
} from '@rihla/shared/schemas/operator-bookings';
import { ORDER_TEXT_MAX, ZAddOrderNoteRequest, ZRefundOrderForm } from '@rihla/shared/schemas/operator-bookings';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatPoints, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { ticketsText } from '../../../lib/ticket-words';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { NoteForm } from '../components/note-form';
import { ReasonField } from '../components/reason-dialog';
import { downloadInvoice, ORDER_CALLS, useDeskOrder } from './booking-calls';
import { ChangeDateDialog } from './change-date-dialog';
import { CancelBookingDialog, CancelTicketsDialog } from './order-actions';
import { OrderProgressWords, OrderStatusBadge } from './order-status';
import { PassengersBlock } from './passengers-block';
import { PickupBlock } from './pickup-block';
import { refundDestinationText } from './refund-destination';
import { WaiversBlock } from './waivers-block';

const aed = (fils: number) => formatPrice(filsToAed(fils));

const EVENT_LABELS: Record<TOrderEvent['kind'], string> = {
  created: 'Checkout started',
  paid: 'Paid',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  note: 'Note',
  confirmationResent: 'Confirmation resend requested',
  dateChanged: 'Date changed',
  checkedIn: 'Checked in',
  messageSent: 'Message sent',
  bookedByPhone: 'Booked by phone',
  paidInCash: 'Paid in cash',
  paymentLinkSent: 'Payment link sent',
  amountRefunded: 'Refunded, the booking kept',
  ticketsCancelled: 'Tickets cancelled',
  passengersMessaged: 'Message to passengers',
};

/** How the payment was taken, in words: a card through the gateway (its name is ours, not the shopper's), cash. */
const PAYMENT_PROVIDER_WORDS: Record<string, string> = {
  cash: 'Cash at the desk',
  balance: 'Wallet, points or gift card',
  partner: 'On account (partner statement)',
};
/** How a partner sold the order (issue 39). */
const PARTNER_CHANNEL_WORDS: Record<NonNullable<TDeskOrder['partner']>['channel'], string> = {
  api: 'OCTO API',
  widget: 'Booking widget',
  agency: 'Agent on account',
};
const PAYMENT_STATUS_WORDS: Record<string, string> = {
  pending: 'Not paid yet',
  paid: 'Paid',
  declined: 'Declined',
  refunded: 'Refunded',
};

/** The payment's state in words: a refund of less than was paid reads 'Partly refunded', as the order's badge does. */
function paymentStatusWords(order: TDeskOrder): string {
  const { status } = order.payment;
  if (status === 'refunded' && order.refundedFils > 0 && order.refundedFils < order.amountPaidFils) {
    return 'Partly refunded';
  }
  return PAYMENT_STATUS_WORDS[status] ?? status;
}

/** Events that read as a sentence naming the operator (decision 042). */
const OPERATOR_EVENT_LABELS: Partial<Record<TOrderEvent['kind'], string>> = {
  bookedByPhone: 'Booked by phone by {name}',
  paidInCash: 'Paid in cash, recorded by {name}',
  passengersMessaged: 'Message to passengers from {name}',
};

/** Timeline events whose amount is shown beside their label. */
const EVENTS_WITH_AMOUNT = new Set<TOrderEvent['kind']>([
  'refunded',
  'dateChanged',
  'amountRefunded',
  'ticketsCancelled',
]);

/** The order page's writes that move money or seats (decision 062), each in its own dialog. */
type TOrderAction = 'refund' | 'cancel' | 'tickets';

/**
 * One order (bookings.read): lines, amounts, payment, voucher, passengers and pick-up, timeline; refund, notes and the
 * passengers' details with bookings.write; their passports in full with passengers.reveal.
 */
export function OrderPage({ id, canWrite, canReveal = false }: { id: string; canWrite: boolean; canReveal?: boolean }) {
  const order = useDeskOrder(id);
  const [action, setAction] = useState<TOrderAction | null>(null);
  const [changingLine, setChangingLine] = useState<number | null>(null);
  if (order.isPending) return <Spinner />;
  if (order.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(order.error.message)}
      </p>
    );
  }
  const data = order.data;
  return (
    <>
      <Link to="/admin/bookings" className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {t('All orders')}
      </Link>
      <ScreenHeading title={t('Order {reference}', { reference: data.reference })} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <OrderStatusBadge order={data} />
        {canWrite && data.status === 'confirmed' && <ResendButton orderId={data.id} />}
        <span className="text-sm text-muted">{t('Booked {at}', { at: formatDubaiDateTime(data.createdAt) })}</span>
        {canWrite && data.status === 'confirmed' && (
          <span className="ms-auto flex flex-wrap gap-2">
            {data.refundableFils > 0 && (
              <button type="button" className="btn-secondary" onClick={() => setAction('refund')}>
                {t('Refund an amount')}
              </button>
            )}
            {data.lines.some((line) => Object.values(line.tickets).reduce((sum, each) => sum + each, 0) > 1) && (
              <button type="button" className="btn-secondary" onClick={() => setAction('tickets')}>
                {t('Cancel tickets')}
              </button>
            )}
            <button type="button" className="btn-danger" onClick={() => setAction('cancel')}>
              {t('Cancel booking')}
            </button>
          </span>
        )}
      </div>
      <div className="-mt-2 mb-4">
        <OrderProgressWords order={data} className="block text-sm font-semibold text-ink" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <OrderFacts
            order={data}
            onChangeDate={canWrite && data.status === 'confirmed' ? setChangingLine : undefined}
          />
          <PassengersBlock reference={data.reference} canWrite={canWrite} canReveal={canReveal} />
          <PickupBlock reference={data.reference} canWrite={canWrite} />
        </div>
        <div className="space-y-6">
          <Timeline events={data.events} />
          <WaiversBlock reference={data.reference} />
          {canWrite && <NoteBox orderId={data.id} />}
        </div>
      </div>
      {action === 'refund' && <RefundDialog order={data} onClose={() => setAction(null)} />}
      {action === 'cancel' && <CancelBookingDialog order={data} onClose={() => setAction(null)} />}
      {action === 'tickets' && <CancelTicketsDialog order={data} onClose={() => setAction(null)} />}
      {changingLine !== null && (
        <ChangeDateDialog order={data} lineIndex={changingLine} onClose={() => setChangingLine(null)} />
      )}
    </>
  );
}

function OrderFacts({
  order,
  onChangeDate,
}: {
  order: TDeskOrder;
  onChangeDate?: ((line: number) => void) | undefined;
}) {
  return (
    <>
      <AdminCard title={t('Customer')}>
        <p className="font-semibold">{order.customer.name}</p>
        <p className="text-sm break-all">{order.customer.email}</p>
        {/* A partner's own account has a placeholder for a number (no phone to text), not worth showing. */}
        {!order.partner && (
          <p className="text-sm">
            <bdi dir="ltr">{order.customer.phone}</bdi>
          </p>
        )}
        <Link
          to={`/admin/customers/${encodeURIComponent(order.customer.id)}`}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {t('Customer page: orders, notes, wallet and points')}
        </Link>
      </AdminCard>
      <AdminCard title={t('Lines')}>
        <ul className="space-y-3">
          {order.lines.map((line, index) => (
            <li key={`${line.productId}-${line.date}-${index}`} className="border-b border-line pb-3 last:border-0">
              <p className="font-semibold">{line.title}</p>
              <p className="text-sm text-muted">
                {line.date} · {line.time}
              </p>
              <p className="text-sm">
                {ticketsText(line.tickets)}
                {' · '}
                {aed(line.totalFils)}
              </p>
              {Object.keys(line.cancelledTickets).length > 0 && (
                <p className="text-sm text-muted">
                  {t('Cancelled: {tickets}', {
                    tickets: ticketsText(line.cancelledTickets),
                  })}
                </p>
              )}
              {onChangeDate && (
                <button type="button" className="btn-secondary mt-2" onClick={() => onChangeDate(index)}>
                  {t('Change date')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </AdminCard>
      <AdminCard title={t('Amounts and payment')}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('Subtotal')}</dt>
          <dd>{aed(order.subtotalFils)}</dd>
          <dt className="text-muted">{t('Discount')}</dt>
          <dd>
            {aed(order.discountFils)}
            {order.promoCode && ` (${order.promoCode})`}
          </dd>
          <dt className="text-muted">
            {order.payment.provider === ON_ACCOUNT_PROVIDER ? t('On account') : t('Paid by card or cash')}
          </dt>
          <dd className="font-semibold">{aed(order.amountPaidFils)}</dd>
          {order.balancesFils.points > 0 && (
            <>
              <dt className="text-muted">{t('Points')}</dt>
              <dd>
                {aed(order.balancesFils.points)} ({formatPoints(order.balancesFils.pointsUsed)})
              </dd>
            </>
          )}
          {order.balancesFils.giftCard > 0 && (
            <>
              <dt className="text-muted">{t('Gift card')}</dt>
              <dd>{aed(order.balancesFils.giftCard)}</dd>
            </>
          )}
          {order.balancesFils.wallet > 0 && (
            <>
              <dt className="text-muted">{t('Wallet')}</dt>
              <dd>{aed(order.balancesFils.wallet)}</dd>
            </>
          )}
          <dt className="text-muted">{t('Refunded')}</dt>
          <dd data-testid="order-refunded">{aed(order.refundedFils)}</dd>
          {order.giftCardForfeitedFils > 0 && (
            <>
              <dt className="text-muted">{t('Not refunded')}</dt>
              <dd>{t('{amount} of the gift card (voided)', { amount: aed(order.giftCardForfeitedFils) })}</dd>
            </>
          )}
          <dt className="text-muted">{t('Payment')}</dt>
          <dd>
            {t(PAYMENT_PROVIDER_WORDS[order.payment.provider] ?? 'Card')} · {t(paymentStatusWords(order))}
          </dd>
          <dt className="text-muted">{t('Transaction')}</dt>
          <dd className="break-all">{order.payment.transactionId}</dd>
          <dt className="text-muted">{t('Card')}</dt>
          <dd>{order.payment.cardLast4 ? `•••• ${order.payment.cardLast4}` : t('Not stored')}</dd>
          {order.partner && (
            <>
              <dt className="text-muted">{t('Sold by')}</dt>
              <dd>
                {order.partner.name} · {t(PARTNER_CHANNEL_WORDS[order.partner.channel])}
              </dd>
              {order.partner.reference && (
                <>
                  <dt className="text-muted">{t('Partner reference')}</dt>
                  <dd className="break-all">
                    <bdi dir="ltr" translate="no">
                      {order.partner.reference}
                    </bdi>
                  </dd>
                </>
              )}
            </>
          )}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {order.voucherUrl && (
            <a href={order.voucherUrl} className="btn-secondary inline-flex" target="_blank" rel="noreferrer">
              {t('Open the voucher (PDF)')}
            </a>
          )}
          {order.status !== 'failed' && <InvoiceButton orderId={order.id} />}
        </div>
      </AdminCard>
    </>
  );
}

/** The order's tax invoice (decision 044): numbered at its first download, the same number ever after. */
function InvoiceButton({ orderId }: { orderId: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          setError(null);
          downloadInvoice(orderId).catch((failure: Error) => setError(failure.message));
        }}
      >
        {t('Download the tax invoice (PDF)')}
      </button>
      {error && (
        <p role="alert" className="w-full text-danger">
          {error}
        </p>
      )}
    </>
  );
}

function Timeline({ events }: { events: TOrderEvent[] }) {
  return (
    <AdminCard title={t('Timeline')}>
      <ol className="space-y-3" aria-label={t('Timeline')}>
        {events.map((event, index) => (
          <li key={`${event.kind}-${event.at}-${index}`} className="border-s-2 border-brand-200 ps-3">
            <p className="text-sm font-semibold">
              {event.operator && OPERATOR_EVENT_LABELS[event.kind]
                ? t(OPERATOR_EVENT_LABELS[event.kind] ?? '', { name: event.operator.name })
                : t(EVENT_LABELS[event.kind])}
              {event.amountFils !== null && EVENTS_WITH_AMOUNT.has(event.kind) && ` · ${aed(event.amountFils)}`}
              {event.isOverride && (
                <span className="ms-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t('Operator override')}
                </span>
              )}
            </p>
            <p className="text-xs text-muted">
              {formatDubaiDateTime(event.at)}
              {event.operator ? ` · ${event.operator.name}` : ''}
            </p>
            {event.text && <p className="mt-1 text-sm whitespace-pre-wrap">{event.text}</p>}
          </li>
        ))}
      </ol>
    </AdminCard>
  );
}

/** Queues the confirmation email again; the timeline shows the request, then the message once it is sent. */
function ResendButton({ orderId }: { orderId: string }) {
  const write = useDeskWrite();
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="btn-secondary"
        disabled={write.isBusy}
        onClick={() =>
          write.send(() => operatorCall('operator/resendConfirmation', { id: orderId }), {
            done: (message) => t(message),
            changes: ORDER_CALLS,
          })
        }
      >
        {t('Resend confirmation')}
      </button>
      {write.error && (
        <span role="alert" className="field-error">
          {t(write.error)}
        </span>
      )}
    </span>
  );
}

function NoteBox({ orderId }: { orderId: string }) {
  return (
    <AdminCard title={t('Internal note')}>
      <NoteForm
        id="order-note"
        label={t('Only operators see notes')}
        maxLength={ORDER_TEXT_MAX}
        schema={ZAddOrderNoteRequest}
        send={(text) => operatorCall('operator/addOrderNote', { id: orderId, text })}
        changes={ORDER_CALLS}
      />
    </AdminCard>
  );
}

/**
 * Refunds an amount typed in AED, the booking kept (decision 062). The shared form schema checks the fields with the
 * call's rules, so the messages beside them are the server's.
 */
function RefundDialog({ order, onClose }: { order: TDeskOrder; onClose(): void }) {
  const { isBusy, error, send } = useDeskWrite();
  const form = useForm<TRefundOrderForm, unknown, Omit<TRefundOrderRequest, 'id'>>({
    resolver: zodResolver(ZRefundOrderForm),
    defaultValues: { amountFils: '', reason: '' },
  });
  const [amount, reason] = useWatch({ control: form.control, name: ['amountFils', 'reason'] });
  const errors = form.formState.errors;
  const typedFils = filsOfTyped(amount);
  const submit = form.handleSubmit(async (values) => {
    await send(() => operatorCall('operator/refundOrder', { id: order.id, ...values }), {
      done: (message) => t(message),
      changes: ORDER_CALLS,
      after: onClose,
      form,
    });
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Refund an amount of {reference}', { reference: order.reference })}
      description={`${t('The booking stands: its seats, voucher and check-in are kept.')} ${refundDestinationText(order)}`}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <AdminInput
          id="refund-amount"
          label={t('Amount to refund in AED (at most {max})', { max: aed(order.refundableFils) })}
          inputMode="decimal"
          value={amount}
          onChange={(value) => form.setValue('amountFils', value)}
          error={errors.amountFils?.message}
        />
        {Number.isFinite(typedFils) && typedFils > 0 && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm" data-testid="refund-preview">
            {t('{amount} of {paid} refunded in all; the booking stays confirmed.', {
              amount: aed(order.refundedValueFils + typedFils),
              paid: aed(order.paidValueFils),
            })}
          </p>
        )}
        <ReasonField
          id="refund-reason"
          value={reason}
          onChange={(value) => form.setValue('reason', value)}
          error={errors.reason?.message}
        />
        {error && (
          <p role="alert" className="field-error">
            {t(error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('Keep the booking')}
          </button>
          <button type="submit" className="btn-primary" disabled={isBusy}>
            {t('Refund')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
