import { MESSAGES } from '@rihla/shared/constants';
import type { TPaidWith } from '@rihla/shared/schemas/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { orderTotal } from '../../../lib/paid-with';
import { confirmStoredBooking } from '../api/confirm-booking';

export interface TBookingResultState {
  reference?: string;
  /** What the confirmed order cost (AED), as the orders page states it. */
  amounts?: { amountPaid: number; discount: number; vat: number; paidWith?: TPaidWith };
  message?: string;
}

/** /transactionStatus: where the gateway sends the shopper back; confirms the booking once, then moves on. */
export function TransactionStatusPage() {
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
    <div className="container-page grid min-h-[60vh] place-items-center py-16">
      <div role="status" aria-live="polite" className="flex max-w-md flex-col items-center text-center">
        <Spinner size={48} />
        <p className="mt-6 text-lg font-semibold text-ink">{t(MESSAGES.transactionProcessing)}</p>
        <p className="mt-2 text-sm text-muted">{t('We are confirming your payment with the bank.')}</p>
      </div>
    </div>
  );
}
