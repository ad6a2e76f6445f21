import type { TOperatorPromoCode, TPromoCodeStatus } from '@rihla/shared/schemas/operator-promos';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { contentLanguage } from '../../../lib/content-language';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { AdminCard, ScreenHeading } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { usePromoCodes } from './promo-calls';
import { aed, discountText, STATUS_STYLES, statusLabel, usesText, validityText } from './promo-form';

export function PromoStatusBadge({ status }: { status: TPromoCodeStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}
      data-testid="promo-status"
    >
      {statusLabel(status)}
    </span>
  );
}

/**
 * The discount codes desk (issue 20, promotions.write): every code with where it stands, its uses against its
 * limit, and what its confirmed orders were given and brought in.
 */
export function PromoListPage() {
  const codes = usePromoCodes();
  return (
    <>
      <ScreenHeading
        title={t('Discount codes')}
        lead={t('Revenue is what confirmed orders with the code cost after its discount.')}
      />
      <div className="mb-4">
        <Link to="/admin/promotions/new" className="btn-primary inline-flex items-center gap-1">
          <Plus size={16} aria-hidden="true" />
          {t('New discount code')}
        </Link>
      </div>
      <AdminCard title={t('All codes')}>
        {codes.isPending ? (
          <Spinner />
        ) : codes.isError ? (
          <p role="alert" className="text-danger">
            {t(codes.error.message)}
          </p>
        ) : codes.data.codes.length === 0 ? (
          <p className="text-sm text-muted">{t('No discount codes yet')}</p>
        ) : (
          <>
            <CodesCards codes={codes.data.codes} />
            <div className="hidden md:block">
              <CodesTable codes={codes.data.codes} />
            </div>
          </>
        )}
      </AdminCard>
    </>
  );
}

function CodeLink({ code }: { code: string }) {
  return (
    <Link
      to={`/admin/promotions/${encodeURIComponent(code)}`}
      className="font-mono font-semibold text-brand-700 underline"
    >
      {code}
    </Link>
  );
}

/** On a phone, each code as a card: its figures without scrolling sideways. */
function CodesCards({ codes }: { codes: TOperatorPromoCode[] }) {
  return (
    <ul className="divide-y divide-line md:hidden" aria-label={t('Discount codes')}>
      {codes.map((code) => (
        <li key={code.code} className="py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CodeLink code={code.code} />
            <PromoStatusBadge status={code.status} />
          </div>
          <p className="mt-1 text-sm">
            {discountText(code)} · {validityText(code, formatDate)}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('Uses / limit')}</dt>
            <dd>{usesText(code)}</dd>
            <dt className="text-muted">{t('Orders')}</dt>
            <dd>{code.orderCount}</dd>
            <dt className="text-muted">{t('Discount given')}</dt>
            <dd>{aed(code.discountFils)}</dd>
            <dt className="text-muted">{t('Revenue')}</dt>
            <dd className="font-semibold">{aed(code.revenueFils)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const CODE_COLUMNS: ReadonlyArray<TDeskColumn<TOperatorPromoCode>> = [
  {
    header: 'Code',
    cell: (code) => (
      <>
        <CodeLink code={code.code} />
        {code.description && (
          // The operator's own words, in their own direction (decision 110): an English note on an Arabic page.
          <p {...contentLanguage(code.description)} className="mt-1 max-w-56 text-xs text-muted">
            {code.description}
          </p>
        )}
      </>
    ),
    className: 'min-w-44 py-3 pe-4',
  },
  { header: 'Status', cell: (code) => <PromoStatusBadge status={code.status} />, className: 'py-3 pe-4' },
  { header: 'Discount', cell: discountText, className: 'min-w-32 py-3 pe-4' },
  {
    header: 'Valid',
    cell: (code) => validityText(code, formatDate),
    className: 'min-w-32 py-3 pe-4',
  },
  { header: 'Uses / limit', cell: usesText, className: 'py-3 pe-4 whitespace-nowrap', testId: 'promo-uses' },
  { header: 'Orders', cell: (code) => code.orderCount, className: 'py-3 pe-4' },
  { header: 'Discount given', cell: (code) => aed(code.discountFils), className: 'py-3 pe-4 whitespace-nowrap' },
  {
    header: 'Revenue',
    cell: (code) => aed(code.revenueFils),
    className: 'py-3 pe-4 whitespace-nowrap font-semibold',
    testId: 'promo-revenue',
  },
];

function CodesTable({ codes }: { codes: TOperatorPromoCode[] }) {
  return (
    <DeskTable
      label={t('Discount codes')}
      columns={CODE_COLUMNS}
      rows={codes}
      rowKey={(code) => code.code}
      bodyClassName="divide-y divide-line"
      rowClassName="align-top"
    />
  );
}
