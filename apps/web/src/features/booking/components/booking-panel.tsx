import { MESSAGES, type TModule } from '@rihla/shared/constants';
import { timeRange12Hour, todayInDubai } from '@rihla/shared/rules/time';
import type { TDayDepartures, TDepartureAvailability } from '@rihla/shared/schemas/booking';
import type { TPricing } from '@rihla/shared/schemas/booking-terms';
import { CalendarDays, Clock, Ticket } from 'lucide-react';
import { lazy, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadWhen } from '../../../components/ui/load-when';
import { priceUnitLabel } from '../../../components/ui/product-card';
import { formatDate, formatPrice, leftToRight } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useRangesDepartures } from '../api/departures';
import { DateStrip } from './date-strip';
import { availabilityRanges, initialDays } from './date-strip-days';
import {
  chosenDeparture,
  departureOptionLabel,
  isDayBookable,
  isDepartureBookable,
  listedDepartures,
} from './departure-state';

const Sheet = lazy(() => import('../../../components/ui/sheet'));

export interface TBookableProduct {
  module: TModule;
  planId: string;
  price: number;
  tour_type: string;
  start: string;
  end: string;
  /** The product's booking terms; only their pricing matters here (a group's price is per its unit). */
  booking?: { pricing: TPricing; groupUnit: string };
}

/** The product's single time range in 12-hour form; a malformed time is shown as the catalogue wrote it. */
export function productTimeRange(start: string, end: string): string {
  try {
    return timeRange12Hour(start, end);
  } catch {
    return `${start} - ${end}`;
  }
}

function PriceLine({ price, unit, size = 'large' }: { price: number; unit: string; size?: 'large' | 'small' }) {
  if (size === 'small') {
    return (
      <p className="text-xs leading-tight text-muted">
        {t('From')}
        <span className="block">
          <span className="text-lg font-extrabold whitespace-nowrap text-ink">{formatPrice(price)}</span>{' '}
          <span className="whitespace-nowrap">/ {unit}</span>
        </span>
      </p>
    );
  }
  return (
    <p className="text-sm text-muted">
      {t('From')} <span className="text-2xl font-extrabold whitespace-nowrap text-ink">{formatPrice(price)}</span> /{' '}
      {unit}
    </p>
  );
}

/** An entry of the time select: a departure's start (its key on the date), its label, and whether it can be chosen. */
interface TTimeOption {
  start: string;
  label: string;
  isDisabled: boolean;
}

/**
 * What the time select offers. For a chosen day whose departures arrived: each departure that runs, with its
 * seats left or why it cannot be booked. Before that, the start times of the days shown so far, and while
 * nothing has arrived the product's own range (a product with one daily departure shows just that range).
 */
export function timeOptions(
  product: Pick<TBookableProduct, 'start' | 'end'>,
  day: TDayDepartures | undefined,
  shownDays: Iterable<TDayDepartures>,
): TTimeOption[] {
  if (day) {
    return listedDepartures(day).map((departure) => ({
      start: departure.start,
      label: departureOptionLabel(departure),
      isDisabled: !isDepartureBookable(departure),
    }));
  }
  const byStart = new Map<string, TDepartureAvailability>();
  for (const shown of shownDays) {
    for (const departure of listedDepartures(shown)) {
      if (!byStart.has(departure.start)) byStart.set(departure.start, departure);
    }
  }
  if (byStart.size === 0) {
    return [{ start: product.start, label: productTimeRange(product.start, product.end), isDisabled: false }];
  }
  return [...byStart.values()]
    .sort((a, b) => (a.start < b.start ? -1 : 1))
    .map((departure) => ({ start: departure.start, label: departure.time, isDisabled: false }));
}

interface TBookingState {
  days: string[];
  setDays(days: string[]): void;
  selected: string | null;
  select(date: string): void;
  options: TTimeOption[];
  /** The start of the departure shown in the select. */
  time: string;
  setTime(start: string): void;
  isDateMissing: boolean;
  getTicket(): void;
  today: string;
  availability: ReadonlyMap<string, TDayDepartures>;
}

function BookingForm({
  product,
  priceNote,
  state,
}: {
  product: TBookableProduct;
  priceNote?: string;
  state: TBookingState;
}) {
  const timeId = useId();
  return (
    <div className="space-y-5">
      <div>
        <PriceLine price={product.price} unit={priceUnitLabel(product.booking)} />
        {priceNote && <p className="mt-0.5 text-sm text-muted">{priceNote}</p>}
      </div>
      <DateStrip
        days={state.days}
        onDaysChange={state.setDays}
        selected={state.selected}
        onSelect={state.select}
        today={state.today}
        isInvalid={state.isDateMissing}
        availability={state.availability}
      />
      <div>
        <label htmlFor={timeId} className="field-label">
          {t('Time')}
        </label>
        <div className="relative">
          <Clock
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute start-3.5 top-1/2 -translate-y-1/2 text-muted"
          />
          <select
            id={timeId}
            value={state.time}
            onChange={(event) => state.setTime(event.target.value)}
            className="field-input appearance-none ps-10"
          >
            {state.options.map((option) => (
              <option key={option.start} value={option.start} disabled={option.isDisabled}>
                {leftToRight(option.label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="button"
        onClick={state.getTicket}
        className="btn-primary w-full px-3 py-3.5 text-[15px] sm:text-base"
      >
        <Ticket size={18} aria-hidden="true" className="hidden shrink-0 sm:block" />
        <span>
          {t('Get Ticket For')}{' '}
          {state.selected ? (
            formatDate(state.selected)
          ) : (
            <span className="font-normal opacity-90">{t('Select date')}</span>
          )}
        </span>
      </button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
        <CalendarDays size={14} aria-hidden="true" />
        {t('Times are local to the UAE (Gulf Standard Time)')}
      </p>
    </div>
  );
}

/**
 * The booking panel of a product page (SPEC sections 2 and 4): price, date strip, time range and Get Ticket.
 * On wide screens it is a card in the side column; on phones a bar at the bottom opens it as a sheet.
 */
export function BookingPanel({ product, priceNote }: { product: TBookableProduct; priceNote?: string }) {
  const navigate = useNavigate();
  const [today] = useState(() => todayInDubai());
  const [days, setDays] = useState(() => initialDays(today));
  const [selected, setSelected] = useState<string | null>(null);
  const [wantedStart, setWantedStart] = useState<string | null>(null);
  const [isDateMissing, setIsDateMissing] = useState(false);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const sheetButtonRef = useRef<HTMLButtonElement>(null);
  const ranges = useMemo(() => availabilityRanges(days, today), [days, today]);
  const departuresByDate = useRangesDepartures(product.module, product.planId, ranges);
  const selectedDay = selected ? departuresByDate.get(selected) : undefined;
  // A day chosen before its departures arrived may turn out to have none that can be booked.
  const bookableSelected = selectedDay && !isDayBookable(selectedDay) ? null : selected;
  const options = timeOptions(product, bookableSelected ? selectedDay : undefined, departuresByDate.values());
  const departure = chosenDeparture(bookableSelected ? selectedDay : undefined, wantedStart);
  // The start shown: the day's departure once known, else the one picked (or the first offered).
  const time = departure?.start ?? options.find((option) => option.start === wantedStart)?.start ?? options[0]?.start;

  const state: TBookingState = {
    days,
    setDays,
    selected: bookableSelected,
    availability: departuresByDate,
    select: (date) => {
      const day = departuresByDate.get(date);
      if (day && !isDayBookable(day)) return;
      setSelected(date);
      setIsDateMissing(false);
    },
    options,
    time: time ?? '',
    setTime: setWantedStart,
    isDateMissing,
    today,
    getTicket: () => {
      if (!bookableSelected) {
        setIsDateMissing(true);
        toast.error(t(MESSAGES.selectDateAndTime), { toastId: 'select-date-and-time' });
        return;
      }
      // Without the day's departures (not loaded, or the call failed) the product's own range is booked.
      const start = departure?.start ?? time ?? product.start;
      const label =
        departure?.time ??
        options.find((option) => option.start === start)?.label ??
        productTimeRange(product.start, product.end);
      writeStorage('formattedDate', bookableSelected);
      writeStorage('formattedTime', label);
      writeStorage('formattedDeparture', start);
      navigate(`/cartcount/${encodeURIComponent(product.module)}/${encodeURIComponent(product.planId)}`);
    },
  };

  return (
    <>
      <section
        aria-label={t('Book this experience')}
        className="hidden rounded-2xl border border-line bg-white p-6 shadow-[0_8px_30px_rgb(27_35_51/0.08)] lg:block"
      >
        <BookingForm product={product} priceNote={priceNote} state={state} />
      </section>

      <div className="sticky bottom-0 z-30 order-last -mx-4 border-t border-line bg-white px-4 py-3 shadow-[0_-6px_20px_rgb(27_35_51/0.08)] sm:-mx-6 sm:px-6 lg:hidden">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <PriceLine price={product.price} unit={priceUnitLabel(product.booking)} size="small" />
            {(bookableSelected || priceNote) && (
              <p className="truncate text-xs text-muted">
                {bookableSelected
                  ? [formatDate(bookableSelected), departure?.time].filter(Boolean).join(' · ')
                  : priceNote}
              </p>
            )}
          </div>
          <button
            ref={sheetButtonRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={isSheetOpen}
            onClick={() => setIsSheetOpen(true)}
            className="btn-primary shrink-0 px-4"
          >
            {t('Check availability')}
          </button>
          <LoadWhen when={isSheetOpen}>
            <Sheet
              open={isSheetOpen}
              onOpenChange={setIsSheetOpen}
              title={t('Choose date and time')}
              description={t('Pick a day and a time, then get your tickets')}
              returnFocusTo={sheetButtonRef}
              hasHandle
              contentClassName="max-h-[92dvh] overflow-y-auto rounded-t-3xl px-5 pt-4 pb-6"
              headerClassName="mb-4 flex items-start justify-between gap-4"
            >
              <BookingForm product={product} priceNote={priceNote} state={state} />
            </Sheet>
          </LoadWhen>
        </div>
      </div>
    </>
  );
}
