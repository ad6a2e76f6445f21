import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** The shop's settings as the owner edits them, with the version a save must name. */
export const shopSettingsQuery = () =>
  ({ queryKey: callKey('operator/getShopSettings'), queryFn: () => operatorData('operator/getShopSettings') }) as const;

export function useShopSettings() {
  return useQuery(shopSettingsQuery());
}
