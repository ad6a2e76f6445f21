import { useQuery } from '@tanstack/react-query';
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

/** What an adjustment or a block changes: the shopper's ledger. */
export const LEDGER_CALLS = ['operator/shopperLedger'] as const;
