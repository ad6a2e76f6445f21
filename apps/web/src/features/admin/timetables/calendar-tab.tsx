import { todayInDubai } from '@rihla/shared/rules/time';
import type { TCalendarDay, TTimetable } from '@rihla/shared/schemas/operator-timetables';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { intlLocale, t } from '../../../lib/i18n';
import { AdminCard } from '../components/admin-ui';
import { BulkForm } from './bulk-form';
import { DayPanel } from './day-panel';
import { useProductCalendar } from './timetable-calls';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat(intlLocale('date'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return at.toISOString().slice(0, 7);
}

/** The month's days in weeks of seven (Sunday first), with blanks before the 1st and after the last. */
function weeksOf(days: TCalendarDay[]): Array<Array<TCalendarDay | null>> {
  const cells: Array<TCalendarDay | null> = [...Array.from({ length: days[0]?.weekday ?? 0 }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The Calendar tab: one month of departures with seats, a panel for the day picked, and bulk actions. */
export function CalendarTab({ timetable, canWrite }: { timetable: TTimetable; canWrite: boolean }) {
  const [month, setMonth] = useState(() => todayInDubai().slice(0, 7));
  const [selected, setSelected] = useState<string | null>(null);
  const calendar = useProductCalendar(timetable.productId, month);
  const today = todayInDubai();
  const selectedDay = calendar.data?.days.find((day) => day.date === selected) ?? null;
  return (
    <div className="space-y-6">
      <AdminCard
        title={t('Calendar')}
        actions={
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="btn-secondary min-h-11 px-3 py-2"
              onClick={() => setMonth(shiftMonth(month, -1))}
              aria-label={t('Previous month')}
            >
              <ChevronLeft size={18} aria-hidden="true" className="rtl:rotate-180" />
            </button>
            <p className="min-w-40 text-center font-semibold text-ink" aria-live="polite">
              {monthLabel(month)}
            </p>
            <button
              type="button"
              className="btn-secondary min-h-11 px-3 py-2"
              onClick={() => setMonth(shiftMonth(month, 1))}
              aria-label={t('Next month')}
            >
              <ChevronRight size={18} aria-hidden="true" className="rtl:rotate-180" />
            </button>
          </div>
        }
      >
        {calendar.isPending ? (
          <Spinner />
        ) : calendar.isError ? (
          <p role="alert" className="text-danger">
            {calendar.error.message}
          </p>
        ) : (
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus so the keyboard can scroll it (WCAG 2.1.1).
            tabIndex={0}
            aria-label={t('Departures of {month}', { month: monthLabel(month) })}
            className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-500"
            aria-busy={calendar.isFetching}
          >
            {/* Below 768 px the month fits the screen (nothing scrolls sideways at 390 px): each departure its seats
                only, the start and the held seats in the day's panel and read out with the day. */}
            <table className="w-full table-fixed border-collapse text-[11px] md:min-w-[44rem] md:text-xs">
              <caption className="sr-only">
                {t('Departures of {month}: capacity, booked, held and left', { month: monthLabel(month) })}
              </caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((day) => (
                    <th key={day} scope="col" className="py-2 text-center font-semibold text-muted">
                      {t(day)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(calendar.data.days).map((week) => (
                  <tr key={week.find(Boolean)?.date}>
                    {week.map((day, index) =>
                      day ? (
                        <td key={day.date} className="h-16 border border-line p-0 align-top md:h-28">
                          <button
                            type="button"
                            onClick={() => setSelected(day.date)}
                            data-date={day.date}
                            aria-pressed={selected === day.date}
                            className={`relative flex h-full min-h-16 w-full flex-col gap-0.5 p-0.5 text-start md:min-h-28 md:gap-1 md:p-1.5 hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-500 ${
                              selected === day.date ? 'bg-brand-50 ring-2 ring-brand-500 ring-inset' : ''
                            } ${day.isClosed ? 'bg-red-50' : ''} ${day.date < today ? 'opacity-70' : ''}`}
                          >
                            <span className="flex flex-wrap items-center justify-between gap-0.5">
                              <span className="font-bold text-ink">{Number(day.date.slice(8))}</span>
                              {day.isClosed && (
                                <span className="rounded bg-danger px-0.5 text-[9px] font-semibold text-white md:px-1 md:text-[10px]">
                                  {t('Closed')}
                                </span>
                              )}
                            </span>
                            {day.departures.map((departure) => (
                              <span
                                key={departure.start}
                                className={`block truncate rounded px-0.5 leading-tight md:px-1 ${
                                  departure.isClosed ? 'bg-red-100 text-red-900 line-through' : 'bg-surface text-ink'
                                }`}
                              >
                                <span aria-hidden="true" className="hidden font-semibold md:inline">
                                  {departure.start}{' '}
                                </span>
                                <span aria-hidden="true">
                                  {departure.booked}/{departure.capacity}
                                </span>
                                {departure.isExtra && <span aria-hidden="true">+</span>}
                                {departure.held > 0 && (
                                  <span aria-hidden="true" className="hidden md:inline">
                                    {' '}
                                    ({t('{held} held', { held: departure.held })})
                                  </span>
                                )}
                                <span className="sr-only">
                                  {t(
                                    '{start}: capacity {capacity}, booked {booked}, held {held}, left {left}{closed}{extra}',
                                    {
                                      start: departure.start,
                                      capacity: departure.capacity,
                                      booked: departure.booked,
                                      held: departure.held,
                                      left: departure.left,
                                      closed: departure.isClosed ? `, ${t('closed')}` : '',
                                      extra: departure.isExtra ? `, ${t('extra departure')}` : '',
                                    },
                                  )}
                                </span>
                              </span>
                            ))}
                          </button>
                        </td>
                      ) : (
                        <td key={`blank-${index}`} className="border border-line bg-surface/50" />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <p className="mt-3 text-xs text-muted">
          {t(
            'Each departure shows its start, seats booked of its capacity, and seats held in unpaid checkouts. + marks a departure added on that date.',
          )}
        </p>
      </AdminCard>
      {selectedDay && (
        <DayPanel
          key={selectedDay.date}
          productId={timetable.productId}
          day={selectedDay}
          canWrite={canWrite}
          onClose={() => setSelected(null)}
        />
      )}
      {canWrite && <BulkForm productId={timetable.productId} />}
    </div>
  );
}
