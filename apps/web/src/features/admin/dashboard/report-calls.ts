import type { TDashboardRequest, TReportRange } from '@rihla/shared/schemas/operator-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';
import { downloadOperatorFile } from '../api/operator-download';

/** The dashboard's figures of a range; the last figures stay on screen while a new range loads. */
export function useDashboard(query: TDashboardRequest) {
  return useQuery({
    queryKey: callKey('operator/dashboard', query),
    queryFn: () => operatorData('operator/dashboard', query),
    placeholderData: keepPreviousData,
  });
}

/** The orders' or refunds' CSV of a range, for accounting. */
export function downloadExport(kind: 'orders' | 'refunds', range: TReportRange): Promise<void> {
  return downloadOperatorFile(
    `operator/export/${kind}.csv`,
    { from: range.from, to: range.to },
    `${kind}.csv`,
    'The export could not be downloaded',
  );
}
