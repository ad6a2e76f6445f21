import type { TDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';
import { downloadOperatorFile } from '../api/operator-download';

/** The departures of a range of dates; with a search, those with a booking of that lead name or reference. */
export function useDepartures(from: string, to: string, search = '') {
  const body = search ? { from, to, search } : { from, to };
  return useQuery({
    queryKey: callKey('operator/listDepartures', body),
    queryFn: () => operatorData('operator/listDepartures', body),
    placeholderData: keepPreviousData,
  });
}

export function useManifest(key: TDepartureKey) {
  return useQuery({
    queryKey: callKey('operator/getManifest', key),
    queryFn: () => operatorData('operator/getManifest', key),
    retry: false,
  });
}

/** The calls a check-in or a guide change answers differently: the departures and the manifests. */
export const MANIFEST_CALLS = ['operator/listDepartures', 'operator/getManifest'] as const;

/** After a check-in (which the check-in page sends itself, see use-offline-check-in.ts): MANIFEST_CALLS again. */
export function useInvalidateManifests() {
  const queryClient = useQueryClient();
  return () => Promise.all(MANIFEST_CALLS.map((name) => queryClient.invalidateQueries({ queryKey: callKey(name) })));
}

/** Downloads the manifest as CSV or PDF (with the operator's token: no link works without a session). */
export function downloadManifest(format: 'csv' | 'pdf', key: TDepartureKey): Promise<void> {
  return downloadOperatorFile(
    `operator/manifest.${format}`,
    { productId: key.productId, date: key.date, start: key.start },
    `manifest.${format}`,
    'The manifest could not be downloaded',
  );
}

/**
 * Downloads the border list (decision 097) as CSV or PDF: passports in full, so only for passengers.reveal; the
 * server audits each download.
 */
export function downloadBorderList(format: 'csv' | 'pdf', key: TDepartureKey): Promise<void> {
  return downloadOperatorFile(
    `operator/border-list.${format}`,
    { productId: key.productId, date: key.date, start: key.start },
    `border-list.${format}`,
    'The border list could not be downloaded',
  );
}

export function departurePath(key: TDepartureKey): string {
  return `/admin/check-in/${encodeURIComponent(key.productId)}/${key.date}/${key.start.replace(':', '')}`;
}

/** The departure a manifest or check-in page's path names (the start written HHmm). */
export function departureOfParams(params: { productId?: string; date?: string; start?: string }): TDepartureKey {
  const start = params.start ?? '';
  return {
    productId: params.productId ?? '',
    date: params.date ?? '',
    start: /^\d{4}$/.test(start) ? `${start.slice(0, 2)}:${start.slice(2)}` : start,
  };
}
