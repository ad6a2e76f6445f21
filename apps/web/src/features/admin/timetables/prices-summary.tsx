import { filsToAed } from '@rihla/shared/rules/money';
import type { TTimetable } from '@rihla/shared/schemas/operator-timetables';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { AdminCard } from '../components/admin-ui';

const aed = (fils: number) => (fils === 0 ? t('Free') : formatPrice(filsToAed(fils)));

const TICKET_NAMES = { child: 'Child', infant: 'Infant' } as const;

/**
 * The Prices tab for a role that quotes prices but does not set them (an agent on the phone, issue 34): every price
 * a caller may ask about, read-only.
 */
export function PricesSummary({ timetable }: { timetable: TTimetable }) {
  const isPerGroup = timetable.pricing === 'perGroup';
  return (
    <AdminCard title={t('Prices')}>
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-testid="prices-summary">
        <dt className="text-muted">{t('Pricing')}</dt>
        <dd>{isPerGroup ? t('Per group') : t('Per person')}</dd>
        <dt className="text-muted">{isPerGroup ? t('Whole group') : t('Adult')}</dt>
        <dd className="font-semibold">{aed(timetable.priceFils)}</dd>
        {!isPerGroup &&
          timetable.ticketTypes.map((type) => (
            <div key={type.kind} className="contents">
              <dt className="text-muted">
                {t('{ticket} (ages {from}–{to})', {
                  ticket: t(TICKET_NAMES[type.kind]),
                  from: type.minAge,
                  to: type.maxAge,
                })}
              </dt>
              <dd className="font-semibold">{aed(type.priceFils)}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-4 text-sm text-muted">
        {t('Prices are set by an owner or a manager; a change applies to new checkouts only.')}
      </p>
    </AdminCard>
  );
}
