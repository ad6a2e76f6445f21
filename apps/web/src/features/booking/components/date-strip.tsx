import type { TDayDepartures } from '@rihla/shared/schemas/booking';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';
import { appendDays, canPrependDay, dayCardParts, prependDay } from './date-strip-days';
import { dayNote, isDayBookable } from './departure-state';

// Days added at once when the shopper scrolls near the end; the strip stops growing after a year.
const APPEND_ON_SCROLL = 7;
const MAX_DAYS = 366;

function slideStep(scroller: HTMLElement): number {
  const first = scroller.firstElementChild as HTMLElement | null;
  const gap = Number.parseFloat(getComputedStyle(scroller).columnGap) || 0;
  return (first?.offsetWidth ?? 0) + gap;
}

/** +1 in left-to-right pages, -1 in right-to-left ones, where scrolling "forward" means going left. */
function inlineDirection(element: HTMLElement): 1 | -1 {
  return getComputedStyle(element).direction === 'rtl' ? -1 : 1;
}

/**
 * A horizontal strip of day cards (SPEC section 4 "Date selection"). Picking a day highlights it and reports
 * it. The next arrow and scrolling near the end add days; the previous arrow scrolls back, and at the start
 * adds the day before the first one unless that first day is today.
 *
 * The days are one toolbar (WAI-ARIA APG "Toolbar"): one tab stop (the day last focused, else the chosen one,
 * else the first bookable one) and a roving tabindex; Left/Right move to the previous/next bookable day (and
 * grow the strip at its ends as the arrows do), Home/End to the first/last day shown.
 */
export function DateStrip({
  days,
  onDaysChange,
  selected,
  onSelect,
  today,
  isInvalid = false,
  availability,
}: {
  days: string[];
  onDaysChange(days: string[]): void;
  selected: string | null;
  onSelect(date: string): void;
  today: string;
  isInvalid?: boolean;
  /** Departures by date; a day without an answer (not loaded yet) stays selectable, the server checks again. */
  availability?: ReadonlyMap<string, TDayDepartures>;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [isAtStart, setIsAtStart] = useState(true);
  // The day that holds the strip's tab stop once the keyboard has moved it; focusing it waits for the render
  // that adds it when an arrow key grows the strip.
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const pendingFocusRef = useRef<string | null>(null);

  // Only on mount: a sheet that opens again scrolls back to the date chosen earlier.
  useEffect(() => {
    const chosen = scrollerRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const scroller = scrollerRef.current;
    if (!chosen || !scroller) return;
    scroller.scrollLeft = (chosen.offsetLeft - scroller.offsetLeft) * inlineDirection(scroller);
    setIsAtStart(Math.abs(scroller.scrollLeft) < 4);
  }, []);

  const scrollBySlides = (slides: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollBy({ left: slides * slideStep(scroller) * inlineDirection(scroller), behavior: 'smooth' });
  };

  const canGoBack = canPrependDay(days, today);

  const previous = () => {
    if (!isAtStart) scrollBySlides(-1);
    else if (canGoBack) onDaysChange(prependDay(days, today));
  };

  const next = () => {
    if (days.length < MAX_DAYS) onDaysChange(appendDays(days, 1));
    scrollBySlides(1);
  };

  const isUnavailableDay = (date: string) => {
    const day = availability?.get(date);
    return day !== undefined && !isDayBookable(day);
  };
  const firstFocusable = (candidates: readonly (string | null | undefined)[]) =>
    candidates.find((date): date is string => !!date && days.includes(date) && !isUnavailableDay(date));
  const tabStop = firstFocusable([focusedDate, selected, ...days]) ?? days[0];

  useEffect(() => {
    const date = pendingFocusRef.current;
    if (!date) return;
    pendingFocusRef.current = null;
    scrollerRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  });

  const moveFocus = (date: string) => {
    setFocusedDate(date);
    pendingFocusRef.current = date;
  };

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const forward = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const inOrder = event.key === 'Home' ? days : [...days].reverse();
      const target = firstFocusable(inOrder);
      if (target) moveFocus(target);
      return;
    }
    if (!forward || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // In a right-to-left page the next day is on the left.
    const step = forward * (scrollerRef.current ? inlineDirection(scrollerRef.current) : 1);
    const index = days.indexOf(date);
    const ahead = step > 0 ? days.slice(index + 1) : days.slice(0, index).reverse();
    const target = firstFocusable(ahead);
    if (target) moveFocus(target);
    else if (step > 0 && days.length < MAX_DAYS) {
      const grown = appendDays(days, 1);
      onDaysChange(grown);
      moveFocus(grown.at(-1) as string);
    } else if (step < 0 && canGoBack) {
      const grown = prependDay(days, today);
      onDaysChange(grown);
      moveFocus(grown[0] as string);
    }
  };

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    setIsAtStart(Math.abs(scroller.scrollLeft) < 4);
    if (scroller.scrollWidth <= scroller.clientWidth || days.length >= MAX_DAYS) return;
    const remaining = scroller.scrollWidth - scroller.clientWidth - Math.abs(scroller.scrollLeft);
    if (remaining < slideStep(scroller) * 1.5) onDaysChange(appendDays(days, APPEND_ON_SCROLL));
  };

  const arrowClass =
    // 44 px on touch-sized screens (WCAG 2.5.5); the desktop side card keeps its compact arrows.
    'grid size-11 place-items-center rounded-full border border-line bg-white text-ink transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:border-line disabled:bg-surface disabled:text-muted disabled:opacity-50 disabled:hover:border-line disabled:hover:text-muted lg:size-9';

  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="sr-only">{t('Choose a date')}</legend>
      <div className="mb-2 flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-semibold text-ink">
          {t('Choose a date')}
        </p>
        <div className="flex gap-1.5">
          <button
            type="button"
            onClick={previous}
            disabled={isAtStart && !canGoBack}
            aria-label={t('Previous dates')}
            className={arrowClass}
          >
            <ChevronLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
          </button>
          <button type="button" onClick={next} aria-label={t('Next dates')} className={arrowClass}>
            <ChevronRight size={16} aria-hidden="true" className="rtl:rotate-180" />
          </button>
        </div>
      </div>
      <div
        ref={scrollerRef}
        role="toolbar"
        aria-label={t('Choose a date')}
        aria-orientation="horizontal"
        onScroll={onScroll}
        className={`-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-2 overflow-x-auto scroll-smooth px-1 py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${isInvalid ? 'rounded-xl ring-2 ring-danger/60' : ''}`}
      >
        {days.map((date) => {
          const parts = dayCardParts(date);
          const isSelected = date === selected;
          const day = availability?.get(date);
          const note = day ? dayNote(day) : null;
          const isUnavailable = isUnavailableDay(date);
          const isSoldOut = isUnavailable && day?.departures.some((departure) => departure.status === 'soldOut');
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              aria-pressed={isSelected}
              tabIndex={date === tabStop ? 0 : -1}
              disabled={isUnavailable}
              aria-disabled={isUnavailable || undefined}
              onClick={() => onSelect(date)}
              onFocus={() => setFocusedDate(date)}
              onKeyDown={(event) => onDayKeyDown(event, date)}
              className={`relative flex min-w-0 shrink-0 basis-[calc((100%-2rem)/5)] snap-start flex-col items-center rounded-xl border pt-2.5 pb-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                isSelected
                  ? 'border-brand-700 bg-brand-700 text-white shadow-md'
                  : isUnavailable
                    ? 'cursor-not-allowed border-line bg-surface text-muted'
                    : 'border-line bg-white text-ink hover:border-brand-600 hover:bg-brand-50'
              }`}
            >
              {/* The name is the whole date (and the day's note); the short parts drawn below are not part of it. */}
              <span className="sr-only">{note ? `${parts.long}, ${note}` : parts.long}</span>
              <span
                aria-hidden="true"
                className={`text-[11px] font-semibold uppercase ${isSelected ? 'text-white/85' : 'text-muted'}`}
              >
                {parts.weekday}
              </span>
              <span
                aria-hidden="true"
                className={`text-xl leading-7 font-bold ${isUnavailable ? 'line-through decoration-2 opacity-60' : ''}`}
              >
                {parts.day}
              </span>
              <span aria-hidden="true" className={`text-xs ${isSelected ? 'text-white/85' : 'text-muted'}`}>
                {parts.month}
              </span>
              <span
                aria-hidden="true"
                className={`mt-1 min-h-[1.75rem] px-1 text-center text-[10px] leading-[0.875rem] font-semibold ${
                  isSelected ? 'text-white' : isUnavailable && !isSoldOut ? 'text-muted' : 'text-danger'
                }`}
              >
                {note}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
