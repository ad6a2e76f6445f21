import {
  type TOperatorPromoCode,
  type TPromoCodeData,
  ZSetPromoCodePausedRequest,
} from '@rihla/shared/schemas/operator-promos';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { operatorCall } from '../api/operator-client';
import { AdminCard, formatDubaiDateTime, ScreenHeading, ScrollingTable, TableHead } from '../components/admin-ui';
import { ReasonDialog } from '../components/reason-dialog';
import { PROMO_CALLS, usePromoCode } from './promo-calls';
import { aed, discountText, usesText, validityText } from './promo-form';
import { PromoStatusBadge } from './promo-list-page';

const ORDER_STATUS_LABELS = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
} as const;

/** One discount code: its terms, its figures, pause and resume, and its latest redemptions. */
export function PromoCodePage({ code }: { code: string }) {
  const promo = usePromoCode(code);
  const [isPausing, setIsPausing] = useState(false);
  if (promo.isPending) return <Spinner />;
  if (promo.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(promo.error.message)}
      </p>
    );
  }
  const data = promo.data.code;
  const isPaused = data.pausedAt !== null;
  return (
    <>
      <Link to="/admin/promotions" className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {t('All discount codes')}
      </Link>
      <ScreenHeading title={t('Discount code {code}', { code: data.code })} lead={data.description || undefined} />
      <div className="-mt-3 mb-4 flex flex-wrap items-center gap-2">
        <PromoStatusBadge status={data.status} />
        <Link to={`/admin/promotions/${encodeURIComponent(data.code)}/edit`} className="btn-primary">
          {t('Edit')}
        </Link>
        <button type="button" className="btn-secondary" onClick={() => setIsPausing(true)}>
          {isPaused ? t('Resume') : t('Pause')}
        </button>
      </div>
      {isPaused && (
        <div className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="promo-paused">
          <p className="font-semibold">
            {t('Paused since {date}: shoppers are refused this code.', {
              date: formatDubaiDateTime(data.pausedAt as string),
            })}
          </p>
          {data.pausedReason && <p className="mt-1 whitespace-pre-wrap">{data.pausedReason}</p>}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Figures code={data} />
        <Terms code={data} />
      </div>
      <div className="mt-6">
        <Redemptions data={promo.data} />
      </div>
      {isPausing && <PauseDialog code={data} onClose={() => setIsPausing(false)} />}
    </>
  );
}

function Figures({ code }: { code: TOperatorPromoCode }) {
  const figures: Array<[string, string, string]> = [
    ['Uses / limit', usesText(code), 'promo-uses'],
    ['Confirmed orders', String(code.orderCount), 'promo-orders'],
    ['Discount given', aed(code.discountFils), 'promo-discount'],
    ['Revenue', aed(code.revenueFils), 'promo-revenue'],
  ];
  return (
    <AdminCard title={t('Usage')}>
      <dl className="grid grid-cols-2 gap-4">
        {figures.map(([label, value, testId]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{t(label)}</dt>
            <dd className="text-xl font-bold text-ink" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">
        {t('Revenue is what confirmed orders with the code cost after its discount.')}
      </p>
    </AdminCard>
  );
}

function Terms({ code }: { code: TOperatorPromoCode }) {
  const rows: Array<[string, string]> = [
    ['Discount', discountText(code)],
    ['Minimum order', code.minOrderFils === 0 ? t('None') : aed(code.minOrderFils)],
    ['Valid', validityText(code, formatDate)],
    ['Total limit', code.maxUses === null ? t('No limit') : String(code.maxUses)],
    ['Limit per shopper', code.maxUsesPerUser === null ? t('No limit') : String(code.maxUsesPerUser)],
    ['Created', formatDubaiDateTime(code.createdAt)],
  ];
  return (
    <AdminCard title={t('Terms')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </AdminCard>
  );
}

function Redemptions({ data }: { data: TPromoCodeData }) {
  return (
    <AdminCard title={t('Latest redemptions')}>
      {data.redemptions.length === 0 ? (
        <p className="text-sm text-muted">{t('No one has used this code yet')}</p>
      ) : (
        <ScrollingTable label={t('Redemptions, newest first')}>
          <TableHead columns={['Order', 'Shopper', 'Date', 'Discount', 'Total', 'Status'].map((column) => t(column))} />
          <tbody className="divide-y divide-line">
            {data.redemptions.map((redemption) => (
              <tr key={redemption.orderReference}>
                <td className="py-2 pe-4 font-mono whitespace-nowrap">{redemption.orderReference}</td>
                <td className="py-2 pe-4">
                  <p>{redemption.shopper.name}</p>
                  <p className="text-xs break-all text-muted">{redemption.shopper.email}</p>
                </td>
                <td className="py-2 pe-4 whitespace-nowrap">{formatDubaiDateTime(redemption.createdAt)}</td>
                <td className="py-2 pe-4 whitespace-nowrap">{aed(redemption.discountFils)}</td>
                <td className="py-2 pe-4 whitespace-nowrap">{aed(redemption.totalFils)}</td>
                <td className="py-2 pe-4">{t(ORDER_STATUS_LABELS[redemption.orderStatus])}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </AdminCard>
  );
}

/** Pauses the code (shoppers are refused it at the cart, checkout and payment) or resumes it, with a reason. */
function PauseDialog({ code, onClose }: { code: TOperatorPromoCode; onClose(): void }) {
  const isPausing = code.pausedAt === null;
  return (
    <ReasonDialog
      title={isPausing ? t('Pause {code}', { code: code.code }) : t('Resume {code}', { code: code.code })}
      description={
        isPausing
          ? t('Shoppers are refused a paused code, also at payment of a checkout that has it.')
          : t('Shoppers may use the code again, within its dates and limits.')
      }
      actionLabel={isPausing ? t('Pause') : t('Resume')}
      fieldId="promo-pause-reason"
      schema={ZSetPromoCodePausedRequest}
      bodyOf={(reason) => ({ code: code.code, isPaused: isPausing, reason })}
      send={(body) => operatorCall('operator/setPromoCodePaused', body)}
      changes={PROMO_CALLS}
      onClose={onClose}
    />
  );
}
