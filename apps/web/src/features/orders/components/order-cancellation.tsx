import type { TCompletedOrder, TRefundDestination } from '@rihla/shared/schemas/booking';
import { CircleX } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { orderTotal, partsTotal } from '../../../lib/paid-with';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useCancelBooking } from '../api/cancel-booking';
import { cardPartOfRefund, hasBalanceParts, refundedToLines } from './payment-parts';

/** What cancelling now gives back under the order's terms: '50% refund: AED 150.00'. */
export function refundNowText(refund: NonNullable<TCompletedOrder['refundNow']>): string {
  return t('{percent}% refund: {amount}', { percent: refund.percent, amount: formatPrice(refund.amount) });
}

/**
 * What was given back for a cancelled order: all of it, part of it, or nothing. A refund that went to the card
 * alone says so; where the parts of any other refund went is said apart (refundedToLines).
 */
export function refundedText(order: TCompletedOrder): string {
  const parts = order.refunded_to;
  const refunded = partsTotal(parts) || order.refunded_amount;
  if (refunded <= 0) return t('Cancelled. No refund was due under the cancellation terms.');
  const total = orderTotal(order);
  const isCardOnly = order.refund_parts.every((part) => part.to === 'card');
  if (!isCardOnly) {
    return refunded < total
      ? t('Cancelled. {amount} of {paid} was refunded.', { amount: formatPrice(refunded), paid: formatPrice(total) })
      : t('Cancelled. {amount} was refunded.', { amount: formatPrice(refunded) });
  }
  if (refunded < total) {
    return t('Cancelled. {amount} of {paid} was refunded to your card.', {
      amount: formatPrice(refunded),
      paid: formatPrice(total),
    });
  }
  return t('Cancelled. {amount} was refunded to your card.', { amount: formatPrice(refunded) });
}

/**
 * What the terms allow for an order: a confirmed, refundable booking can be cancelled while a tier of the terms
 * it was sold with still applies, and the control says what cancelling now refunds (the server decides; this
 * only shows it); otherwise a line says why not, or what was refunded.
 */
export function OrderCancellation({ order, now = Date.now() }: { order: TCompletedOrder; now?: number }) {
  if (order.status === 'refunded' || order.status === 'cancelled') return <RefundedNote order={order} />;
  if (order.status !== 'confirmed') return null;
  if (!order.refundable) return <Note>{t('Non-refundable: this booking cannot be cancelled.')}</Note>;
  if (!order.cancellableUntil || !order.refundNow || new Date(order.cancellableUntil).getTime() < now) {
    return <Note>{t('This booking can no longer be cancelled.')}</Note>;
  }
  return <CancelBooking order={order} until={order.cancellableUntil} refund={order.refundNow} />;
}

function Note({ children }: { children: string }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/** What a cancelled order gave back, and where each part went. */
function RefundedNote({ order }: { order: TCompletedOrder }) {
  const lines = refundedToLines(order.refund_parts);
  if (lines.length === 0) return <Note>{refundedText(order)}</Note>;
  return (
    <div className="text-sm text-muted">
      <p>{refundedText(order)}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function CancelBooking({
  order,
  until,
  refund,
}: {
  order: TCompletedOrder;
  until: string;
  refund: NonNullable<TCompletedOrder['refundNow']>;
}) {
  const [isOpen, setOpen] = useState(false);
  const [destination, setDestination] = useState<TRefundDestination>('card');
  const refundId = useId();
  const cancellation = useCancelBooking();
  // Only the card's part may go to the wallet instead; points, a gift card and the wallet go back where they came from.
  const cardPart = cardPartOfRefund(order.paid_with, refund.amount);

  // Awaited rather than per-call callbacks: the reloaded orders unmount this button once the order is
  // cancelled, and a per-call callback of an unmounted component never runs.
  const confirm = async () => {
    try {
      const result = await cancellation.mutateAsync(
        cardPart > 0 ? { reference: order.reference, refund_to: destination } : { reference: order.reference },
      );
      if (result.status === 1) {
        toast.success(result.message);
        setOpen(false);
      } else showFailure(result);
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="text-sm">
        <p id={refundId} className="font-semibold text-ink">
          {t('Cancel now: {refund}', { refund: refundNowText(refund) })}
        </p>
        <p className="text-muted">{t('Cancellable until {time}', { time: formatDateTime(until) })}</p>
      </div>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)} aria-describedby={refundId}>
        <CircleX size={18} aria-hidden="true" />
        {t('Cancel booking')}
      </button>
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('Cancel booking {reference}?', { reference: order.reference })}
        description={
          refund.amount > 0
            ? t('Your seats are given back and {amount} is refunded ({percent}% of the price).', {
                amount: formatPrice(refund.amount),
                percent: refund.percent,
              })
            : t('Your seats are given back; no refund is due under the cancellation terms.')
        }
      >
        {refund.amount > 0 && hasBalanceParts(order.paid_with) && (
          <p className="mb-4 text-sm text-ink">
            {t('Points, gift card and wallet amounts always go back to where they came from.')}
          </p>
        )}
        {cardPart > 0 && (
          <RefundDestination
            amount={cardPart}
            isCash={order.payment_method === 'cash'}
            value={destination}
            onChange={setDestination}
          />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
            {t('Keep booking')}
          </button>
          <button type="button" className="btn-danger" onClick={confirm} disabled={cancellation.isPending}>
            {cancellation.isPending
              ? t('Cancelling…')
              : refund.amount > 0
                ? t('Yes, cancel and refund')
                : t('Yes, cancel')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

const DESTINATIONS: { value: TRefundDestination; label: string }[] = [
  { value: 'wallet', label: 'To my wallet (at once)' },
  { value: 'card', label: 'Back to my card (10 to 15 working days)' },
];
/** A booking paid in cash at our desk (decision 042): its part is paid back there, not to a card (decision 063). */
const CASH_DESTINATIONS: { value: TRefundDestination; label: string }[] = [
  { value: 'wallet', label: 'To my wallet (at once)' },
  { value: 'card', label: 'Back in cash at our desk' },
];

/**
 * Where the part paid by card (or in cash) goes (decision 049): back where it was paid by default, as the call does
 * without a choice.
 */
function RefundDestination({
  amount,
  isCash,
  value,
  onChange,
}: {
  amount: number;
  isCash: boolean;
  value: TRefundDestination;
  onChange: (value: TRefundDestination) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mb-5">
      <legend className="mb-2 text-sm font-semibold text-ink">
        {isCash
          ? t('Where should the {amount} paid in cash go?', { amount: formatPrice(amount) })
          : t('Where should the {amount} paid by card go?', { amount: formatPrice(amount) })}
      </legend>
      <div className="flex flex-col gap-2">
        {(isCash ? CASH_DESTINATIONS : DESTINATIONS).map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm font-medium text-ink ${
              value === option.value ? 'border-brand-600 bg-brand-50' : 'border-line bg-white'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            />
            {t(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
