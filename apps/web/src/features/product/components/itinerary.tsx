import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { HtmlContent, htmlToText } from '../../../components/ui/html-content';
import { contentLanguage } from '../../../lib/content-language';
import { currentLocale, t } from '../../../lib/i18n';

export interface TItineraryDay {
  label: string;
  title: string;
  html: string;
}

const DAY_HEADING = /^(day\s*\d+)\s*[:.\-–—]?\s*(.*)$/i;

/**
 * A day's label as shown: the heading's own words in English; on a page in another language the app's word with the
 * day's number ('Day 1' -> 'اليوم 1'), since 'Day N' is the itinerary's format, not the operator's text (decision 108).
 */
function dayLabel(label: string, index: number): string {
  if (!label) return t('Day {number}', { number: index + 1 });
  const number = /^day\s*(\d+)$/i.exec(label)?.[1];
  return number && currentLocale() !== 'en' ? t('Day {number}', { number: Number(number) }) : label;
}

/**
 * Splits the itinerary HTML at its headings ("Day 1: Arrival in Dubai") into days. The parsed document is
 * inert (no script runs, nothing loads); each part is still sanitised when it is shown.
 */
export function splitItinerary(html: string): TItineraryDay[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const days: TItineraryDay[] = [];
  let current: TItineraryDay | null = null;
  for (const node of Array.from(body.childNodes)) {
    if (node instanceof Element && /^H[2-6]$/.test(node.tagName)) {
      const heading = (node.textContent ?? '').trim();
      const match = DAY_HEADING.exec(heading);
      current = { label: match?.[1] ?? '', title: match ? match[2] || heading : heading, html: '' };
      days.push(current);
      continue;
    }
    const part = node instanceof Element ? node.outerHTML : (node.textContent ?? '');
    if (!part.trim()) continue;
    if (!current) {
      current = { label: '', title: '', html: '' };
      days.push(current);
    }
    current.html += part;
  }
  return days;
}

/**
 * One day: a disclosure button (aria-expanded, aria-controls) over its text. Written by hand rather than with Radix's
 * accordion: the days open and close independently, which needs no more than this, and it keeps about 9 KB of
 * compressed script out of the package page's first load (docs/decisions/014-web-performance.md).
 */
function ItineraryDay({
  day,
  index,
  isInitiallyOpen,
}: {
  day: TItineraryDay;
  index: number;
  isInitiallyOpen: boolean;
}) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const id = useId();
  const contentId = `${id}-content`;
  const buttonId = `${id}-button`;
  return (
    <li className="relative ps-14 pb-3">
      <span
        aria-hidden="true"
        className="absolute start-0 top-1.5 grid size-10 place-items-center rounded-full border-2 border-brand-100 bg-white text-sm font-bold text-brand-700"
      >
        {index + 1}
      </span>
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setIsOpen((open) => !open)}
          className="group flex w-full items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-start hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <span className="min-w-0">
            <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {dayLabel(day.label, index)}
            </span>
            <span className="block font-semibold text-ink" {...contentLanguage(day.title)}>
              {day.title}
            </span>
          </span>
          <ChevronDown
            size={18}
            aria-hidden="true"
            className="shrink-0 text-muted transition-transform duration-300 group-aria-expanded:rotate-180"
          />
        </button>
      </h3>
      <section id={contentId} aria-labelledby={buttonId} hidden={!isOpen} className="px-3 pb-2">
        <HtmlContent html={day.html} {...contentLanguage(htmlToText(day.html))} />
      </section>
    </li>
  );
}

/** The day-wise itinerary as a timeline of days that open and close; the first day starts open. */
export function Itinerary({ html }: { html: string }) {
  const days = useMemo(() => splitItinerary(html), [html]);
  if (days.length < 2) return <HtmlContent html={html} {...contentLanguage(htmlToText(html))} />;
  return (
    <div className="relative">
      <span aria-hidden="true" className="absolute start-[19px] top-5 bottom-5 w-0.5 bg-brand-100" />
      <ol>
        {days.map((day, index) => (
          <ItineraryDay key={`${day.label}-${index}`} day={day} index={index} isInitiallyOpen={index === 0} />
        ))}
      </ol>
    </div>
  );
}
