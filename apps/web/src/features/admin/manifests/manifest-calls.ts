import type { TDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';
import { readStorage } from '../../../lib/storage';
import { operatorData } from '../api/operator-client';

export function useDepartures(from: string, to: string) {
  return useQuery({
    queryKey: callKey('operator/listDepartures', { from, to }),
    queryFn: () => operatorData('operator/listDepartures', { from, to }),
  });
}

export function useManifest(key: TDepartureKey) {
  return useQuery({
    queryKey: callKey('operator/getManifest', key),
    queryFn: () => operatorData('operator/getManifest', key),
    retry: false,
  });
}

/** After a check-in or a guide change: the departures and manifests again. */
export function useInvalidateManifests() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [callKey('operator/listDepartures'), callKey('operator/getManifest')].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useAssignGuide() {
  const invalidate = useInvalidateManifests();
  return useMutation({
    mutationFn: (body: TDepartureKey & { guideIds: string[] }) => operatorData('operator/assignGuide', body),
    onSuccess: invalidate,
  });
}

/**
 * Downloads the manifest: fetched with the operator's token (the server checks the session and the permission),
 * then saved from a blob, so no link that works without a session ever exists.
 */
export async function downloadManifest(format: 'csv' | 'pdf', key: TDepartureKey): Promise<void> {
  const token = readStorage('operatorToken');
  const query = new URLSearchParams({ productId: key.productId, date: key.date, start: key.start });
  const response = await fetch(`${API_BASE}/operator/manifest.${format}?${query}`, {
    headers: token ? { 'x-operator-token': token } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? 'The manifest could not be downloaded');
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `manifest.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
