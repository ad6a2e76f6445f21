import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';
import { downloadOperatorFile } from '../api/operator-download';

/** Every partner (partners.manage). */
export function usePartners() {
  return useQuery({
    queryKey: callKey('operator/listPartners'),
    queryFn: () => operatorData('operator/listPartners', {}),
    retry: false,
  });
}

/** One partner: its fields, keys, products and webhooks. */
export function usePartner(id: string) {
  return useQuery({
    queryKey: callKey('operator/viewPartner', id),
    queryFn: () => operatorData('operator/viewPartner', { id }),
    retry: false,
  });
}

/** An endpoint's latest deliveries, asked for while its log is open. */
export function usePartnerDeliveries(id: string, webhookId: string) {
  return useQuery({
    queryKey: callKey('operator/listPartnerDeliveries', { id, webhookId }),
    queryFn: () => operatorData('operator/listPartnerDeliveries', { id, webhookId }),
    retry: false,
  });
}

/** A partner's statement of a month. */
export function usePartnerStatement(id: string, month: string) {
  return useQuery({
    queryKey: callKey('operator/partnerStatement', { id, month }),
    queryFn: () => operatorData('operator/partnerStatement', { id, month }),
    retry: false,
  });
}

/** The statement's CSV, in the operator's language. */
export function downloadStatementCsv(id: string, month: string) {
  return downloadOperatorFile(
    `operator/partner-statement/${encodeURIComponent(id)}-${month}.csv`,
    {},
    `statement-${month}.csv`,
    'The statement could not be downloaded',
  );
}

/** What a partner's write changes: the list, the partner's page, its deliveries and statements. */
export const PARTNER_CALLS = [
  'operator/listPartners',
  'operator/viewPartner',
  'operator/listPartnerDeliveries',
  'operator/partnerStatement',
] as const;
