import { todayInDubai } from '@rihla/shared/rules/time';
import { PARTNER_MONTH_PATTERN, type TPartnerStatementLine } from '@rihla/shared/schemas/operator-partners';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { AdminCard, ScreenHeading } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { PaymentsList } from './agency-cards';
import { downloadStatementCsv, usePartnerStatement } from './partner-calls';
import { aed, rateText } from './partner-form';

const STATUS_WORDS: Record<TPartnerStatementLine['status'], string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const COLUMNS: ReadonlyArray<TDeskColumn<TPartnerStatementLine>> = [
  {
    header: 'Reference',
    cell: (line) => (
      <>
        <span className="font-mono font-semibold">{line.reference}</span>
        {line.partnerReference && <p className="text-xs text-muted">{line.partnerReference}</p>}
      </>
    ),
  },
  { header: 'Booked at', cell: (line) => line.bookedAt, className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Status', cell: (line) => t(STATUS_WORDS[line.status]) },
  { header: 'Products', cell: (line) => line.products, className: 'min-w-48 py-2 pe-4' },
  { header: 'Tickets', cell: (line) => line.tickets },
  { header: 'Gross', cell: (line) => aed(line.grossFils), className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Cancelled', cell: (line) => aed(line.cancelledFils), className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Commission', cell: (line) => aed(line.commissionFils), className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Owed', cell: (line) => aed(line.owedFils), className: 'py-2 pe-4 whitespace-nowrap font-semibold' },
];

/** /admin/partners/:id/statement: a partner's month, its lines and totals, and its CSV. */
export function PartnerStatementPage({ id }: { id: string }) {
  const [month, setMonth] = useState(() => todayInDubai().slice(0, 7));
  const isMonth = PARTNER_MONTH_PATTERN.test(month);
  const statement = usePartnerStatement(id, isMonth ? month : '');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = () => {
    setDownloadError(null);
    downloadStatementCsv(id, month).catch((error: Error) => setDownloadError(error.message));
  };
  return (
    <>
      <Link
        to={`/admin/partners/${encodeURIComponent(id)}`}
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {statement.data?.partner.name ?? t('Partner')}
      </Link>
      <ScreenHeading
        title={t('Statement')}
        lead={t(
          'Orders the partner sold, booked in the month (Dubai time); owed is what it owes after its commission.',
        )}
      />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="statement-month" className="field-label">
            {t('Month')}
          </label>
          <input
            id="statement-month"
            type="month"
            className="field-input"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn-secondary inline-flex items-center gap-1"
          onClick={download}
          disabled={!isMonth}
        >
          <Download size={16} aria-hidden="true" />
          {t('Download CSV')}
        </button>
      </div>
      {downloadError && (
        <p role="alert" className="field-error mb-3">
          {t(downloadError)}
        </p>
      )}
      {!isMonth ? null : statement.isPending ? (
        <Spinner />
      ) : statement.isError ? (
        <p role="alert" className="text-danger">
          {t(statement.error.message)}
        </p>
      ) : (
        <div className="space-y-6">
          <AdminCard title={t('Totals')}>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="statement-totals">
              <dt className="text-muted">{t('Rate')}</dt>
              <dd>{rateText(statement.data.partner)}</dd>
              <dt className="text-muted">{t('Bookings')}</dt>
              <dd>{statement.data.totals.bookings}</dd>
              <dt className="text-muted">{t('Cancellations')}</dt>
              <dd>{statement.data.totals.cancellations}</dd>
              <dt className="text-muted">{t('Gross')}</dt>
              <dd>{aed(statement.data.totals.grossFils)}</dd>
              <dt className="text-muted">{t('Cancelled')}</dt>
              <dd>{aed(statement.data.totals.cancelledFils)}</dd>
              <dt className="text-muted">{t('Commission')}</dt>
              <dd>{aed(statement.data.totals.commissionFils)}</dd>
              <dt className="text-muted">{t('Paid to us directly')}</dt>
              <dd>{aed(statement.data.totals.paidDirectFils)}</dd>
              <dt className="text-muted">{t('Owed')}</dt>
              <dd className="font-semibold">{aed(statement.data.totals.owedFils)}</dd>
            </dl>
          </AdminCard>
          <AdminCard title={t('On account')}>
            <dl
              className="mb-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4"
              data-testid="statement-balance"
            >
              <dt className="text-muted">{t('Received this month')}</dt>
              <dd>{aed(statement.data.payments.reduce((sum, payment) => sum + payment.amountFils, 0))}</dd>
              <dt className="text-muted">{t('Outstanding now')}</dt>
              <dd className="font-semibold">{aed(statement.data.balance.outstandingFils)}</dd>
            </dl>
            <PaymentsList payments={statement.data.payments} />
          </AdminCard>
          <AdminCard title={t('Bookings')}>
            {statement.data.lines.length === 0 ? (
              <p className="text-sm text-muted">{t('No bookings this month')}</p>
            ) : (
              <DeskTable
                label={t('Bookings')}
                columns={COLUMNS}
                rows={statement.data.lines}
                rowKey={(line) => line.reference}
                isCardsOnPhone
              />
            )}
          </AdminCard>
        </div>
      )}
    </>
  );
}
