import type { TOperatorPromoCode, TPromoCodeStatus } from '@rihla/shared/schemas/operator-promos';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { AdminCard, ScreenHeading, ScrollingTable, TableHead } from '../components/admin-ui';
import { usePromoCodes } from './promo-calls';
import { aed, discountText, STATUS_STYLES, statusLabel, usesText, validityText } from './promo-form';

const COLUMNS = ['Code', 'Status', 'Discount', 'Valid', 'Uses / limit', 'Orders', 'Discount given', 'Revenue'];

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

function CodesTable({ codes }: { codes: TOperatorPromoCode[] }) {
  return (
    <ScrollingTable label={t('Discount codes')}>
      <TableHead columns={COLUMNS.map((column) => t(column))} />
      <tbody className="divide-y divide-line">
        {codes.map((code) => (
          <tr key={code.code} className="align-top">
            <td className="min-w-44 py-3 pe-4">
              <CodeLink code={code.code} />
              {code.description && <p className="mt-1 max-w-56 text-xs text-muted">{code.description}</p>}
            </td>
            <td className="py-3 pe-4">
              <PromoStatusBadge status={code.status} />
            </td>
            <td className="py-3 pe-4">{discountText(code)}</td>
            <td className="py-3 pe-4 whitespace-nowrap">{validityText(code, formatDate)}</td>
            <td className="py-3 pe-4 whitespace-nowrap" data-testid="promo-uses">
              {usesText(code)}
            </td>
            <td className="py-3 pe-4">{code.orderCount}</td>
            <td className="py-3 pe-4 whitespace-nowrap">{aed(code.discountFils)}</td>
            <td className="py-3 pe-4 whitespace-nowrap font-semibold" data-testid="promo-revenue">
              {aed(code.revenueFils)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
