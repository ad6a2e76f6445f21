import { roleCan } from '@rihla/shared/rules/operator-roles';
import { type KeyboardEvent, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useOperatorMe } from '../api/operator-calls';
import { ScreenHeading } from '../components/admin-ui';
import { CalendarTab } from './calendar-tab';
import { PricesForm } from './prices-form';
import { PricesSummary } from './prices-summary';
import { ScheduleForm } from './schedule-form';
import { useTimetable } from './timetable-calls';

const TABS = [
  { id: 'calendar', label: 'Calendar' },
  { id: 'schedule', label: 'Weekly schedule' },
  { id: 'prices', label: 'Prices' },
] as const;
type TTab = (typeof TABS)[number]['id'];

/** /admin/timetables/:productId: the product's calendar, weekly schedule and prices, one tab each (?tab=). */
export function ProductTimetablePage() {
  const { productId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const me = useOperatorMe();
  const timetable = useTimetable(productId);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const role = me.data?.role;
  const canWrite = role ? roleCan(role, 'timetables.write') : false;
  const canPrice = role ? roleCan(role, 'prices.write') : false;

  const asked = params.get('tab');
  const current: TTab = TABS.find((tab) => tab.id === asked)?.id ?? 'calendar';
  const choose = (tab: TTab) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    choose(TABS[next]?.id ?? 'calendar');
    tabRefs.current[next]?.focus();
  };

  if (timetable.isPending) return <Spinner />;
  if (timetable.isError) {
    return (
      <>
        <ScreenHeading title={t('Timetables, seats and prices')} />
        <p role="alert" className="text-danger">
          {timetable.error.message}
        </p>
        <Link to="/admin/timetables" className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t('Pick another product')}
        </Link>
      </>
    );
  }
  const data = timetable.data;
  return (
    <>
      <ScreenHeading title={data.title} lead={data.scheduleText} />
      <p className="-mt-4 mb-4 text-sm">
        <Link to="/admin/timetables" className="font-semibold text-brand-700 underline">
          {t('All products')}
        </Link>
      </p>
      <div
        role="tablist"
        aria-label={t('Timetable sections')}
        className="mb-6 flex flex-wrap gap-2 border-b border-line"
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={current === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={current === tab.id ? 0 : -1}
            onClick={() => choose(tab.id)}
            onKeyDown={(event) => onKey(event, index)}
            className={`-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-semibold ${
              current === tab.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`}>
        {current === 'calendar' && <CalendarTab timetable={data} canWrite={canWrite} />}
        {current === 'schedule' && <ScheduleForm key={data.scheduleText} timetable={data} canWrite={canWrite} />}
        {current === 'prices' &&
          (canPrice ? <PricesForm key={`${data.priceFils}`} timetable={data} /> : <PricesSummary timetable={data} />)}
      </div>
    </>
  );
}
