import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** One shopper's wallet and points: balances, block and entries (bookings.read). */
export function useShopperLedger(userId: string) {
  return useQuery({
    queryKey: callKey('operator/shopperLedger', userId),
    queryFn: () => operatorData('operator/shopperLedger', { userId }),
    retry: false,
  });
}

/** After an adjustment or a block: the ledger and the audit log (where the write is recorded) are asked again. */
export function useRefreshLedger() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [callKey('operator/shopperLedger'), callKey('operator/auditLog')].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
