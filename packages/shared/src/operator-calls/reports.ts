import * as reports from '../schemas/operator-reports.js';
import { read, type TOperatorCallDefinition } from './define.js';

/**
 * The numbers' calls (issue 18, decision 044). The orders' and refunds' CSV exports and the tax invoice PDF are
 * GET downloads beside them (reports-desk.routes.ts), checked with the same session and permission.
 */
export const REPORT_CALLS = {
  'operator/dashboard': read(
    'reports.read',
    reports.ZDashboardRequest,
    reports.ZDashboardData,
    'Sales (gross, refunds, net), orders and tickets per day, week or month; top products; occupancy; departures of today and tomorrow',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
