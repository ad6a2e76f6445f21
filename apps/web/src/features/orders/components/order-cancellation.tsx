import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useCancelBooking } from '../api/cancel-booking';

/**
 * What the terms allow for an order: a confirmed, refundable booking can be cancelled until 24 hours
 * before its activity (the server decides; this only shows it); otherwise a line says why not, or what
 * happened to the money.
 */
export function OrderCancellation({ order, now = Date.now() }: { order: TCompletedOrder; now?: number }) {
  if (order.status === 'refunded') {
    return (
      <Note>{t('Cancelled. {amount} was refunded to your card.', { amount: formatPrice(order.amount_paid) })}</Note>
    );
  }
  if (order.status === 'cancelled') return <Note>{t('Cancelled.')}</Note>;
  if (order.status !== 'confirmed') return null;
  if (!order.refundable) return <Note>{t('Non-refundable: this booking cannot be cancelled.')}</Note>;
  if (!order.cancellableUntil || new Date(order.cancellableUntil).getTime() < now) {
    return <Note>{t('Cancellation closed 24 hours before the activity.')}</Note>;
  }
  return <CancelBooking order={order} until={order.cancellableUntil} />;
}

function Note({ children }: { children: string }) {
  return <p className="text-sm text-muted">{children}</p>;
}

function CancelBooking({ order, until }: { order: TCompletedOrder; until: string }) {
  const [isOpen, setOpen] = useState(false);
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
      <p className="text-sm text-muted">{t('Free cancellation until {time}', { time: formatDateTime(until) })}</p>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        <CircleX size={18} aria-hidden="true" />
        {t('Cancel booking')}
      </button>
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('Cancel booking {reference}?', { reference: order.reference })}
        description={t('Your seats are given back and {amount} is refunded to your card.', {
          amount: formatPrice(order.amount_paid),
        })}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
            {t('Keep booking')}
          </button>
          <button type="button" className="btn-danger" onClick={confirm} disabled={cancellation.isPending}>
            {cancellation.isPending ? t('Cancelling…') : t('Yes, cancel and refund')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
