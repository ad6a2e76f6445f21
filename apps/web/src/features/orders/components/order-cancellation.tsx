import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import { CircleX } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useCancelBooking } from '../api/cancel-booking';

/** What cancelling now gives back under the order's terms: '50% refund: AED 150.00'. */
export function refundNowText(refund: NonNullable<TCompletedOrder['refundNow']>): string {
  return t('{percent}% refund: {amount}', { percent: refund.percent, amount: formatPrice(refund.amount) });
}

/** What was given back for a cancelled order: all of it, part of it, or nothing. */
export function refundedText(order: TCompletedOrder): string {
  if (order.refunded_amount <= 0) return t('Cancelled. No refund was due under the cancellation terms.');
  if (order.refunded_amount < order.amount_paid) {
    return t('Cancelled. {amount} of {paid} was refunded to your card.', {
      amount: formatPrice(order.refunded_amount),
      paid: formatPrice(order.amount_paid),
    });
  }
  return t('Cancelled. {amount} was refunded to your card.', { amount: formatPrice(order.refunded_amount) });
}

/**
 * What the terms allow for an order: a confirmed, refundable booking can be cancelled while a tier of the terms
 * it was sold with still applies, and the control says what cancelling now refunds (the server decides; this
 * only shows it); otherwise a line says why not, or what was refunded.
 */
export function OrderCancellation({ order, now = Date.now() }: { order: TCompletedOrder; now?: number }) {
  if (order.status === 'refunded' || order.status === 'cancelled') return <Note>{refundedText(order)}</Note>;
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
  const refundId = useId();
  const cancellation = useCancelBooking();

  // Awaited rather than per-call callbacks: the reloaded orders unmount this button once the order is
  // cancelled, and a per-call callback of an unmounted component never runs.
  const confirm = async () => {
    try {
      const result = await cancellation.mutateAsync({ reference: order.reference });
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
            ? t('Your seats are given back and {amount} is refunded to your card ({percent}% of the price).', {
                amount: formatPrice(refund.amount),
                percent: refund.percent,
              })
            : t('Your seats are given back; no refund is due under the cancellation terms.')
        }
      >
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
