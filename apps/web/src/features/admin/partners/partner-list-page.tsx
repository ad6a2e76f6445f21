import type { TOperatorPartner } from '@rihla/shared/schemas/operator-partners';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { AdminCard, ScreenHeading } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { usePartners } from './partner-calls';
import { aed, kindLabel, rateText, statusLabel } from './partner-form';

export function PartnerStatusBadge({ status }: { status: TOperatorPartner['status'] }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        status === 'active' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'
      }`}
      data-testid="partner-status"
    >
      {statusLabel(status)}
    </span>
  );
}

const COLUMNS: ReadonlyArray<TDeskColumn<TOperatorPartner>> = [
  {
    header: 'Partner',
    cell: (partner) => (
      <Link to={`/admin/partners/${encodeURIComponent(partner.id)}`} className="font-semibold text-brand-700 underline">
        {partner.name}
      </Link>
    ),
    className: 'min-w-44 py-3 pe-4',
  },
  { header: 'Kind', cell: (partner) => kindLabel(partner.kind), className: 'py-3 pe-4' },
  { header: 'Status', cell: (partner) => <PartnerStatusBadge status={partner.status} />, className: 'py-3 pe-4' },
  { header: 'Rate', cell: rateText, className: 'py-3 pe-4 whitespace-nowrap' },
  { header: 'Products', cell: (partner) => partner.productCount, className: 'py-3 pe-4' },
  { header: 'Live keys', cell: (partner) => partner.activeKeyCount, className: 'py-3 pe-4' },
  { header: 'Credit limit', cell: (partner) => aed(partner.creditLimitFils), className: 'py-3 pe-4 whitespace-nowrap' },
];

/** The partners desk (issue 39, partners.manage): every reseller, hotel and travel agent with its rate. */
export function PartnerListPage() {
  const partners = usePartners();
  return (
    <>
      <ScreenHeading
        title={t('Partners')}
        lead={t('Resellers, hotels and travel agents that sell your trips, with their rates, keys and statements.')}
      />
      <div className="mb-4">
        <Link to="/admin/partners/new" className="btn-primary inline-flex items-center gap-1">
          <Plus size={16} aria-hidden="true" />
          {t('New partner')}
        </Link>
      </div>
      <AdminCard title={t('All partners')}>
        {partners.isPending ? (
          <Spinner />
        ) : partners.isError ? (
          <p role="alert" className="text-danger">
            {t(partners.error.message)}
          </p>
        ) : partners.data.partners.length === 0 ? (
          <p className="text-sm text-muted">{t('No partners yet')}</p>
        ) : (
          <DeskTable
            label={t('Partners')}
            columns={COLUMNS}
            rows={partners.data.partners}
            rowKey={(partner) => partner.id}
            rowClassName="border-b border-line align-top last:border-0"
            isCardsOnPhone
          />
        )}
      </AdminCard>
    </>
  );
}
