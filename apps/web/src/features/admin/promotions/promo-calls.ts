import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/** After a write: the codes, the code's page and the audit log (where the write is recorded) are asked again. */
export function useRefreshPromoCodes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [callKey('operator/listPromoCodes'), callKey('operator/viewPromoCode'), callKey('operator/auditLog')].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
