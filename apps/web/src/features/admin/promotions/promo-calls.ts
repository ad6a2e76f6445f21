import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** Every discount code with its figures (promotions.write). */
export function usePromoCodes() {
  return useQuery({
    queryKey: callKey('operator/listPromoCodes'),
    queryFn: () => operatorData('operator/listPromoCodes', {}),
    retry: false,
  });
}

/** One code, its figures and its latest redemptions. */
export function usePromoCode(code: string) {
  return useQuery({
    queryKey: callKey('operator/viewPromoCode', code),
    queryFn: () => operatorData('operator/viewPromoCode', { code }),
    retry: false,
  });
}

/** What a code's write changes: the codes and the code's page (desk writes also ask the audit log again). */
export const PROMO_CALLS = ['operator/listPromoCodes', 'operator/viewPromoCode'] as const;
