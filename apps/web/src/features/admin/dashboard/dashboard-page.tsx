import { filsToAed } from '@rihla/shared/rules/money';
import { REPORT_GRANULARITIES, type TReportGranularity } from '@rihla/shared/rules/reports';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type {
  TChannelSales,
  TDashboardData,
  TSalesFigures,
  TSalesPeriod,
} from '@rihla/shared/schemas/operator-reports';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { AdminCard, AdminInput, AdminSelect, ScrollingTable, TableHead } from '../components/admin-ui';
import { useFirstDay } from './first-day-call';
import { FirstDayChecklist } from './first-day-checklist';
import { downloadExport, useDashboard } from './report-calls';

const SalesChart = lazy(() => import('./sales-chart'));

const aed = (fils: number) => formatPrice(filsToAed(fils));
/** How an order was sold (issue 39), as the exports and the order page say it. */
const CHANNEL_WORDS: Record<TChannelSales['channel'], string> = {
  online: 'Online',
  desk: 'Desk (phone or walk-in)',
  api: 'OCTO API',
  widget: 'Booking widget',
  agency: 'Agent on account',
};
const GRANULARITY_LABELS: Record<TReportGranularity, string> = { day: 'Day', week: 'Week', month: 'Month' };
const PERIODS_TABLES: Record<TReportGranularity, string> = {
  day: 'Figures per day',
  week: 'Figures per week',
  month: 'Figures per month',
};
const PERIODS_TITLES: Record<TReportGranularity, string> = {
  day: 'Sales per day',
  week: 'Sales per week',
  month: 'Sales per month',
};
const PRESETS: ReadonlyArray<{ label: string; days: number; granularity: TReportGranularity }> = [
  { label: 'Last 7 days', days: 7, granularity: 'day' },
  { label: 'Last 30 days', days: 30, granularity: 'day' },
  { label: 'Last 12 weeks', days: 84, granularity: 'week' },
  { label: 'Last 12 months', days: 365, granularity: 'month' },
];

function Chart({ periods }: { periods: TSalesPeriod[] }) {
  const series = useMemo(
    () => ({
      x: t('Period'),
      labels: periods.map((period) => period.period.slice(5)),
      axis: 'AED',
      lines: [
        { name: t('Gross'), values: periods.map((period) => filsToAed(period.grossFils)) },
        { name: t('Refunds'), values: periods.map((period) => filsToAed(period.refundsFils)) },
        { name: t('Net'), values: periods.map((period) => filsToAed(period.netFils)) },
      ],
    }),
    [periods],
  );
  return (
    <Suspense fallback={<div className="min-h-[300px]" />}>
      <SalesChart series={series} />
    </Suspense>
  );
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '-';
}

function Totals({ totals }: { totals: TSalesFigures }) {
  const figures: Array<[string, string, string?]> = [
    [t('Gross sales'), aed(totals.grossFils)],
    [t('Refunds'), aed(totals.refundsFils)],
    [t('Net sales'), aed(totals.netFils), t('VAT included: {vat}', { vat: aed(totals.netVatFils) })],
    [t('Orders'), String(totals.orders)],
    [t('Tickets'), String(totals.tickets)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t('Totals of the range')}>
      {figures.map(([label, value, note]) => (
        <div key={label} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-xl font-bold text-ink" data-testid={`total-${label}`}>
            {value}
          </dd>
          {note && <dd className="text-xs text-muted">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}

function PeriodsTable({ data }: { data: TDashboardData }) {
  return (
    <ScrollingTable label={t(PERIODS_TABLES[data.granularity])}>
      <TableHead columns={[t('Period'), t('Gross'), t('Refunds'), t('Net'), t('Orders'), t('Tickets')]} />
      <tbody>
        {data.periods.map((period) => (
          // One line a period: at 390 px the table scrolls sideways instead of breaking '2026-10-30' and 'AED 0.00'.
          <tr key={period.period} className="border-b border-line whitespace-nowrap last:border-0">
            <th scope="row" className="py-1.5 pe-4 font-normal">
              {period.period}
            </th>
            <td className="pe-4">{aed(period.grossFils)}</td>
            <td className="pe-4">{aed(period.refundsFils)}</td>
            <td className="pe-4 font-semibold">{aed(period.netFils)}</td>
            <td className="pe-4">{period.orders}</td>
            <td className="pe-4">{period.tickets}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** A card with a table of one row per product (its title heads the row), or a line saying there is none. */
function ProductCard({
  title,
  label,
  empty,
  columns,
  rows,
  firstColumn = t('Product'),
}: {
  title: string;
  label: string;
  empty: string;
  columns: string[];
  /** A row's key (its product, or its channel) and what names it. */
  rows: Array<{ productId: string; title: string; cells: Array<string | number> }>;
  firstColumn?: string;
}) {
  return (
    <AdminCard title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ScrollingTable label={label}>
          <TableHead columns={[firstColumn, ...columns]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.productId} className="border-b border-line last:border-0">
                <th scope="row" className="py-1.5 pe-4 font-normal">
                  {row.title}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className="pe-4">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </AdminCard>
  );
}

function ProductTables({ data }: { data: TDashboardData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProductCard
        title={t('Top products')}
        label={t('Top products by tickets')}
        empty={t('No orders in this range.')}
        columns={[t('Orders'), t('Tickets')]}
        rows={data.topProducts.map((product) => ({ ...product, cells: [product.orders, product.tickets] }))}
      />
      <ProductCard
        title={t("Occupancy of the range's departures")}
        label={t('Seats booked and seats per product')}
        empty={t('No departures of this range have bookings.')}
        columns={[t('Seats booked'), t('Seats'), t('Occupancy')]}
        rows={data.occupancy.map((product) => ({
          ...product,
          cells: [product.bookedSeats, product.capacity, percent(product.bookedSeats, product.capacity)],
        }))}
      />
      <ProductCard
        title={t('Sales by channel')}
        label={t("The range's orders by the channel that sold them")}
        empty={t('No orders in this range.')}
        firstColumn={t('Channel')}
        columns={[t('Orders'), t('Gross sales'), t('Net sales')]}
        rows={data.channels.map((sales) => ({
          productId: `${sales.channel}:${sales.partnerId ?? ''}`,
          title: sales.partnerName
            ? `${sales.partnerName} (${t(CHANNEL_WORDS[sales.channel])})`
            : t(CHANNEL_WORDS[sales.channel]),
          cells: [sales.orders, aed(sales.grossFils), aed(sales.netFils)],
        }))}
      />
    </div>
  );
}

function Departures({ data }: { data: TDashboardData }) {
  const tomorrow = addDays(data.today, 1);
  return (
    <AdminCard title={t("Today's and tomorrow's departures")}>
      {data.departures.length === 0 ? (
        <p className="text-sm text-muted">{t('No departures with bookings today or tomorrow.')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {data.departures.map((departure) => (
            <li
              key={`${departure.productId}-${departure.date}-${departure.start}`}
              className="flex flex-wrap justify-between gap-2 py-2"
            >
              <span>
                <span className="font-semibold">
                  {departure.date === data.today ? t('Today') : departure.date === tomorrow ? t('Tomorrow') : ''}{' '}
                  {departure.start}
                </span>{' '}
                · {departure.title}
              </span>
              <span className="text-sm text-muted">
                {t('{booked} of {capacity} seats ({occupancy})', {
                  booked: departure.bookedSeats,
                  capacity: departure.capacity,
                  occupancy: percent(departure.bookedSeats, departure.capacity),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

/**
 * The back office's first page for owners and managers: on an install with no products, the first day's checklist
 * instead of figures that are all zero; afterwards the dashboard, under the checklist until every step is done
 * (issue 34, decision 071).
 */
export function DashboardPage() {
  const firstDay = useFirstDay();
  if (firstDay.isPending) return <Spinner />;
  const checklist = firstDay.data;
  if (checklist && !checklist.hasProducts) return <FirstDayChecklist data={checklist} />;
  const isChecklistLeft = checklist?.steps.some((step) => !step.isDone) === true;
  return (
    <div className="space-y-6">
      {checklist && isChecklistLeft && <FirstDayChecklist data={checklist} />}
      <SalesDashboard />
    </div>
  );
}

/**
 * The dashboard (reports.read; issue 18, decision 044): the sales, orders and tickets of a range of Dubai dates
 * per day, week or month, as a chart and the same figures as a table; top products, occupancy, the departures of
 * today and tomorrow, and the orders' and refunds' CSV for accounting.
 */
function SalesDashboard() {
  const today = todayInDubai();
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [granularity, setGranularity] = useState<TReportGranularity>('day');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const dashboard = useDashboard({ from, to, granularity });
  const download = (kind: 'orders' | 'refunds') => {
    setDownloadError(null);
    downloadExport(kind, { from, to }).catch((error: Error) => setDownloadError(error.message));
  };
  return (
    <div className="space-y-6">
      <AdminCard
        title={t('Sales')}
        actions={
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => download('orders')}>
              {t('Download orders (CSV)')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => download('refunds')}>
              {t('Download refunds (CSV)')}
            </button>
          </div>
        }
      >
        <div className="mb-4 flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="btn-secondary"
              onClick={() => {
                setFrom(addDays(today, 1 - preset.days));
                setTo(today);
                setGranularity(preset.granularity);
              }}
            >
              {t(preset.label)}
            </button>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <AdminInput id="report-from" label={t('From')} type="date" value={from} onChange={setFrom} max={to} />
          <AdminInput id="report-to" label={t('To')} type="date" value={to} onChange={setTo} min={from} />
          <AdminSelect
            id="report-granularity"
            label={t('Per')}
            value={granularity}
            onChange={(value) => setGranularity(value as TReportGranularity)}
            options={REPORT_GRANULARITIES.map((each) => [each, t(GRANULARITY_LABELS[each])] as const)}
          />
        </div>
        {downloadError && (
          <p role="alert" className="mt-3 text-danger">
            {downloadError}
          </p>
        )}
      </AdminCard>
      {dashboard.isError ? (
        <p role="alert" className="text-danger">
          {dashboard.error.message}
        </p>
      ) : !dashboard.data ? (
        <Spinner />
      ) : (
        <>
          <Totals totals={dashboard.data.totals} />
          <AdminCard title={t(PERIODS_TITLES[dashboard.data.granularity])}>
            <Chart periods={dashboard.data.periods} />
            <div className="mt-4">
              <PeriodsTable data={dashboard.data} />
            </div>
          </AdminCard>
          <Departures data={dashboard.data} />
          <ProductTables data={dashboard.data} />
        </>
      )}
    </div>
  );
}
