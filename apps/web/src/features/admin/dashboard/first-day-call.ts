import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** The first day's checklist (decision 071): the steps the operator's role may act on, each done or not. */
export function useFirstDay() {
  return useQuery({
    queryKey: callKey('operator/firstDay', {}),
    queryFn: () => operatorData('operator/firstDay', {}),
  });
}
