import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAddDepartureForm,
  type TCalendarDay,
  type TDayAction,
  type TDepartureAction,
  ZAddDepartureForm,
} from '@rihla/shared/schemas/operator-timetables';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { ticketsText } from '../../../lib/ticket-words';
import { type TDeskWriteOptions, useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, ScrollingTable, TableHead } from '../components/admin-ui';
import { FormInput } from '../components/form-input';
import { DepartureActions } from '../departures/departure-actions';
import { TIMETABLE_CALLS, useAffectedBookings } from './timetable-calls';

/** What a close is aimed at: the whole day, or one departure (by start). */
type TCloseTarget = { start?: string };

/** A write of the day panel: the whole day, or one departure; its message goes to a toast or beside the form. */
function useDayWrite(productId: string, date: string) {
  const { isBusy, error, send } = useDeskWrite();
  const run = async (
    write: { day: TDayAction } | { start: string; departure: TDepartureAction },
    form?: TDeskWriteOptions<'operator/setDay', TAddDepartureForm>['form'],
  ) => {
    let isDone = false;
    await send<'operator/setDay', TAddDepartureForm>(
      () =>
        'day' in write
          ? operatorCall('operator/setDay', { productId, date, action: write.day })
          : operatorCall('operator/setDeparture', { productId, date, start: write.start, action: write.departure }),
      {
        done: (message) => message || t('Saved'),
        changes: TIMETABLE_CALLS,
        after: () => {
          isDone = true;
        },
        ...(form && { form }),
      },
    );
    return isDone;
  };
  return { run, error, isBusy };
}

/** The panel of one date: its departures with seats, and (with timetables.write) what can be changed. */
export function DayPanel({
  productId,
  day,
  canWrite,
  onClose,
}: {
  productId: string;
  day: TCalendarDay;
  canWrite: boolean;
  onClose(): void;
}) {
  const write = useDayWrite(productId, day.date);
  const [closing, setClosing] = useState<TCloseTarget | null>(null);
  const [capacities, setCapacities] = useState<Record<string, string>>({});
  const [dayCapacity, setDayCapacity] = useState(day.dayCapacity === null ? '' : String(day.dayCapacity));
  const extra = useForm<TAddDepartureForm, unknown, z.output<typeof ZAddDepartureForm>>({
    resolver: zodResolver(ZAddDepartureForm),
    defaultValues: { start: '17:00', end: '19:00', capacity: '' },
  });

  const seats = (text: string | undefined) => (text === undefined || text.trim() === '' ? null : Number(text));
  const addExtra = extra.handleSubmit(async ({ start, action }) => {
    await write.run({ start, departure: action }, extra);
  });

  return (
    <AdminCard
      title={t('{date}', { date: formatDate(day.date) })}
      actions={
        <button type="button" className="btn-secondary min-h-11 px-3 py-2" onClick={onClose}>
          {t('Close panel')}
        </button>
      }
    >
      {day.isClosed && (
        <p className="mb-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {t('This day is closed: shoppers cannot book it. Bookings already made stay valid.')}
        </p>
      )}
      {write.error && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 p-3 text-sm text-danger">
          {write.error}
        </p>
      )}
      {day.departures.length === 0 ? (
        <p className="text-sm text-muted">{t('No departures run on this date.')}</p>
      ) : (
        <ScrollingTable label={t('Departures of {date}', { date: formatDate(day.date) })} isStackedOnPhone>
          <TableHead
            columns={[
              t('Departure'),
              t('Capacity'),
              t('Booked'),
              t('Held'),
              t('Left'),
              t('State'),
              t('Passengers'),
              ...(canWrite ? [''] : []),
            ]}
          />
          <tbody>
            {day.departures.map((departure) => (
              <tr key={departure.start} className="border-b border-line last:border-0">
                <th scope="row" className="py-3 pe-4 text-start font-semibold text-ink">
                  {departure.start}–{departure.end}
                  {departure.isExtra && <span className="ms-2 text-xs text-muted">{t('extra')}</span>}
                </th>
                <td className="py-3 pe-4" data-label={t('Capacity')}>
                  {departure.capacity}
                </td>
                <td className="py-3 pe-4" data-label={t('Booked')}>
                  {departure.booked}
                </td>
                <td className="py-3 pe-4" data-label={t('Held')}>
                  {departure.held}
                </td>
                <td className="py-3 pe-4" data-label={t('Left')}>
                  {departure.left}
                </td>
                <td className="py-3 pe-4" data-label={t('State')}>
                  {departure.isClosed ? t('Closed') : t('Open')}
                </td>
                <td className="py-3 pe-4">
                  {departure.booked > 0 && (
                    <div className="flex flex-wrap gap-2">
                      <DepartureActions compact departure={{ productId, date: day.date, start: departure.start }} />
                    </div>
                  )}
                </td>
                {canWrite && (
                  <td className="py-3">
                    <div className="flex flex-wrap items-end gap-2">
                      {departure.isClosed ? (
                        <button
                          type="button"
                          className="btn-secondary min-h-11 px-3 py-2"
                          disabled={write.isBusy}
                          onClick={() => write.run({ start: departure.start, departure: { kind: 'reopen' } })}
                        >
                          {t('Reopen {start}', { start: departure.start })}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn-danger min-h-11 px-3 py-2"
                          disabled={write.isBusy}
                          onClick={() => setClosing({ start: departure.start })}
                        >
                          {t('Close {start}', { start: departure.start })}
                        </button>
                      )}
                      <div className="w-24">
                        <AdminInput
                          id={`capacity-${departure.start}`}
                          label={t('Seats')}
                          inputMode="numeric"
                          value={capacities[departure.start] ?? String(departure.capacity)}
                          onChange={(value) => setCapacities({ ...capacities, [departure.start]: value })}
                        />
                      </div>
                      <button
                        type="button"
                        className="btn-secondary min-h-11 px-3 py-2"
                        disabled={write.isBusy}
                        onClick={() =>
                          write.run({
                            start: departure.start,
                            departure: { kind: 'setCapacity', capacity: seats(capacities[departure.start]) },
                          })
                        }
                      >
                        {t('Set seats of {start}', { start: departure.start })}
                      </button>
                      {departure.isExtra && (
                        <button
                          type="button"
                          className="btn-secondary min-h-11 px-3 py-2"
                          disabled={write.isBusy}
                          onClick={() => write.run({ start: departure.start, departure: { kind: 'remove' } })}
                        >
                          {t('Remove {start}', { start: departure.start })}
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      {canWrite && (
        <div className="mt-6 grid gap-6 xl:grid-cols-2">
          <fieldset className="space-y-3 rounded-xl border border-line p-4">
            <legend className="px-1 font-semibold text-ink">{t('The whole day')}</legend>
            {day.isClosed ? (
              <button
                type="button"
                className="btn-secondary"
                disabled={write.isBusy}
                onClick={() => write.run({ day: { kind: 'reopen' } })}
              >
                {t('Reopen the day')}
              </button>
            ) : (
              <button type="button" className="btn-danger" disabled={write.isBusy} onClick={() => setClosing({})}>
                {t('Close the day')}
              </button>
            )}
            <div className="flex flex-wrap items-end gap-2">
              <div className="w-40">
                <AdminInput
                  id="day-capacity"
                  label={t('Seats per departure (empty: the schedule’s)')}
                  inputMode="numeric"
                  value={dayCapacity}
                  onChange={setDayCapacity}
                />
              </div>
              <button
                type="button"
                className="btn-secondary min-h-11 px-3 py-2"
                disabled={write.isBusy}
                onClick={() => write.run({ day: { kind: 'setCapacity', capacity: seats(dayCapacity) } })}
              >
                {t('Set the day’s seats')}
              </button>
            </div>
          </fieldset>
          <form onSubmit={addExtra} className="space-y-3 rounded-xl border border-line p-4" noValidate>
            <h3 className="font-semibold text-ink">{t('Add a departure on this date')}</h3>
            {/* Each field at least 9.5 rem, which a whole time and its picker need: one a line on a phone (three
                columns there cut the time off at 390 px), three a line where they fit. */}
            <div className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-2">
              <FormInput control={extra.control} name="start" id="extra-start" label={t('Start')} type="time" />
              <FormInput control={extra.control} name="end" id="extra-end" label={t('End')} type="time" />
              <FormInput
                control={extra.control}
                name="capacity"
                id="extra-capacity"
                label={t('Seats')}
                inputMode="numeric"
              />
            </div>
            <button type="submit" className="btn-primary" disabled={write.isBusy}>
              {t('Add the departure')}
            </button>
          </form>
        </div>
      )}
      {closing && (
        <CloseDialog
          productId={productId}
          date={day.date}
          start={closing.start}
          isBusy={write.isBusy}
          onCancel={() => setClosing(null)}
          onConfirm={async () => {
            const isDone = await write.run(
              closing.start ? { start: closing.start, departure: { kind: 'close' } } : { day: { kind: 'close' } },
            );
            if (isDone) setClosing(null);
          }}
        />
      )}
    </AdminCard>
  );
}

/** Before a close: the bookings it affects, and that they are not cancelled. */
function CloseDialog({
  productId,
  date,
  start,
  isBusy,
  onCancel,
  onConfirm,
}: {
  productId: string;
  date: string;
  start: string | undefined;
  isBusy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const affected = useAffectedBookings({ productId, date, ...(start ? { start } : {}) }, true);
  const what = start
    ? t('the {start} departure of {date}', { start, date: formatDate(date) })
    : t('every departure of {date}', { date: formatDate(date) });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={start ? t('Close the {start} departure?', { start }) : t('Close the whole day?')}
      description={t('Shoppers will no longer be able to book {what}.', { what })}
    >
      <div className="space-y-4" aria-live="polite">
        {affected.isPending ? (
          <Spinner />
        ) : affected.isError ? (
          <p role="alert" className="text-danger">
            {affected.error.message}
          </p>
        ) : affected.data.bookings.length === 0 ? (
          <p className="text-sm text-muted">{t('No bookings are affected.')}</p>
        ) : (
          <>
            <p className="rounded-xl bg-sand-100 p-3 text-sm text-ink">
              {affected.data.bookings.length === 1
                ? t(
                    'One booking ({seats}) is on it. It is not cancelled: it stays valid, and you may want to contact these guests.',
                    { seats: seatsText(affected.data.seats) },
                  )
                : t(
                    '{count} bookings ({seats}) are on it. They are not cancelled: they stay valid, and you may want to contact these guests.',
                    { count: affected.data.bookings.length, seats: seatsText(affected.data.seats) },
                  )}
            </p>
            <ScrollingTable label={t('Affected bookings')}>
              <TableHead columns={[t('Reference'), t('Lead guest'), t('Phone'), t('Departure'), t('Guests')]} />
              <tbody>
                {affected.data.bookings.map((booking) => (
                  <tr key={`${booking.orderId}-${booking.start}`} className="border-b border-line last:border-0">
                    <td className="py-2 pe-4 font-mono">{booking.reference}</td>
                    <td className="py-2 pe-4">{booking.leadName}</td>
                    <td className="py-2 pe-4">
                      <bdi dir="ltr">{booking.phone}</bdi>
                    </td>
                    <td className="py-2 pe-4">{booking.start}</td>
                    <td className="py-2 pe-4">
                      {ticketsText(
                        Object.fromEntries(
                          Object.entries({
                            adult: booking.adults,
                            child: booking.children,
                            infant: booking.infants,
                          }).filter(([, count]) => count > 0),
                        ),
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollingTable>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('Keep it open')}
          </button>
          <button type="button" className="btn-danger" disabled={isBusy || affected.isPending} onClick={onConfirm}>
            {isBusy && <Spinner size={16} />}
            {start ? t('Close the departure') : t('Close the day')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function seatsText(seats: number): string {
  return seats === 1 ? t('1 seat') : t('{seats} seats', { seats });
}
