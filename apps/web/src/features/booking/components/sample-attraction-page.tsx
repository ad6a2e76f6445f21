import { MESSAGES, PAGE_DEMO_PICTURES } from '@rihla/shared/constants';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { Building2, Heart, Layers, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { RatingStars } from '../../../components/ui/rating-stars';
import { contentLanguage } from '../../../lib/content-language';
import { formatDate, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { dayCardParts } from './date-strip-days';

// The spec's hard-coded sample attraction (SPEC section 2 "Sample attraction page"). Its name, exclusions and terms
// are the page's content, marked with their language (decision 109) until the Arabic table has them.
const NAME = 'Burj Khalifa At the Top';
const PRICE_AED = 99;
const RATING = 4.5;
const REVIEWS = 12;
const CARD_COUNT = 6;
const IMAGES = PAGE_DEMO_PICTURES.sampleAttraction;
const TIME_RANGES = ['8:30 AM - 10:00 AM', '10:00 AM - 12:00 PM', '2:00 PM - 4:00 PM', '6:00 PM - 8:00 PM'];
const EXCLUSIONS = [
  'Hotel pick-up and drop-off',
  'Food and drinks',
  'Access to level 148 (SKY lounge)',
  'A personal guide',
];
const TERMS = [
  'Tickets are valid only for the date and time range you choose.',
  'Please arrive at the entrance on the lower ground floor of Dubai Mall 15 minutes before your time.',
  'Children under 4 years enter free of charge.',
  'Carry a valid photo ID; the name must match the booking.',
  'Cancellations must be made at least 24 hours before the visit.',
];

/** The sample attraction ticket page at /BurjKhalifa, with the spec's fixed content. */
export function SampleAttractionPage() {
  const navigate = useNavigate();
  const timeId = useId();
  const [today] = useState(() => todayInDubai());
  const dates = Array.from({ length: CARD_COUNT }, (_, index) => addDays(today, index + 1));
  const [date, setDate] = useState<string | null>(null);
  const [timeRange, setTimeRange] = useState('');
  const [isSaved, setIsSaved] = useState(false);

  const getTicket = () => {
    if (!date || !timeRange) {
      toast.error(t(MESSAGES.selectDateAndTime), { toastId: 'select-date-and-time' });
      return;
    }
    // The sample is not a catalogue product: the shopper is shown the entry tickets that can be booked.
    toast.info(t('This attraction is a sample. Here are the entry tickets you can book.'));
    navigate(`/ProductFilterPage?category=${encodeURIComponent('Entry ticket')}`);
  };

  return (
    <div className="container-page pt-4 pb-16 sm:pt-6">
      <Breadcrumbs
        items={[
          { label: t('Home'), to: '/' },
          { label: t('Holidays'), to: `/ProductFilterPage?category=${encodeURIComponent('Holidays')}` },
          { label: t(NAME), isContent: true },
        ]}
      />
      <div className="mt-4 flex items-start justify-between gap-4">
        <div>
          <h1
            className="text-2xl leading-tight font-extrabold tracking-tight text-ink sm:text-3xl lg:text-[2.1rem]"
            {...contentLanguage(t(NAME))}
          >
            {t(NAME)}
          </h1>
          <p className="mt-2 flex items-center gap-2 text-sm text-muted">
            <RatingStars rating={RATING} />
            <span className="font-semibold text-ink">{RATING.toFixed(1)}</span>
            <span>({t('{count} reviews', { count: REVIEWS })})</span>
          </p>
        </div>
        <button
          type="button"
          aria-pressed={isSaved}
          aria-label={isSaved ? t('Saved to wishlist') : t('Add to wishlist')}
          onClick={() => setIsSaved((value) => !value)}
          className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border px-3.5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
            isSaved ? 'border-rose-200 bg-rose-50 text-rose-600' : 'border-line bg-white text-ink hover:text-rose-600'
          }`}
        >
          <Heart size={18} aria-hidden="true" fill={isSaved ? 'currentColor' : 'none'} />
          <span className="hidden sm:inline">{isSaved ? t('Saved') : t('Add to wishlist')}</span>
        </button>
      </div>

      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip with no control inside must take the focus, so the keyboard can scroll it (WCAG 2.1.1).
        tabIndex={0}
        className="-mx-4 mt-5 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-4 md:overflow-hidden md:rounded-2xl md:px-0 [&::-webkit-scrollbar]:hidden"
        aria-label={t('Photos')}
      >
        {IMAGES.map((src, index) => (
          <li
            key={src}
            className={`w-[85%] shrink-0 snap-center overflow-hidden rounded-2xl md:w-auto md:rounded-none ${index < 2 ? 'md:col-span-2' : ''}`}
          >
            <img
              src={src}
              alt={t('{title}, photo {number} of {total}', { title: t(NAME), number: index + 1, total: IMAGES.length })}
              {...contentLanguage(t(NAME))}
              width={1200}
              height={800}
              loading={index < 2 ? 'eager' : 'lazy'}
              className={`aspect-[3/2] w-full bg-brand-50 object-cover ${index < 2 ? 'md:aspect-[16/9]' : 'md:aspect-[4/3]'}`}
            />
          </li>
        ))}
      </ul>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        <div className="min-w-0 space-y-8">
          <dl className="grid gap-3 sm:grid-cols-2">
            {[
              { icon: Building2, term: t('Floor'), value: t('Level 124 and 125') },
              { icon: Layers, term: t('Section'), value: t('General admission, observation decks') },
            ].map(({ icon: Icon, term, value }) => (
              // The icon sits inside the <dt>: a <dl>'s group holds only <dt> and <dd>.
              <div
                key={term}
                className="relative flex min-h-[4.5rem] flex-col justify-center rounded-xl border border-line bg-white p-4 ps-[4.25rem]"
              >
                <dt className="text-xs font-medium text-muted">
                  <span className="absolute start-4 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon size={20} aria-hidden="true" />
                  </span>
                  {term}
                </dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <section className="border-t border-line pt-7">
            <h2 className="mb-3 text-xl font-bold tracking-tight text-ink">{t('Exclusions')}</h2>
            <ul className="space-y-2 text-[15px] text-ink/90">
              {EXCLUSIONS.map((item) => (
                <li key={item} className="flex gap-3" {...contentLanguage(t(item))}>
                  <span aria-hidden="true" className="font-bold text-danger">
                    ✕
                  </span>
                  {t(item)}
                </li>
              ))}
            </ul>
          </section>
          <section className="border-t border-line pt-7">
            <h2 className="mb-3 text-xl font-bold tracking-tight text-ink">{t('Terms and Conditions')}</h2>
            <ul className="list-disc space-y-2 ps-5 text-[15px] text-ink/90">
              {TERMS.map((item) => (
                <li key={item} {...contentLanguage(t(item))}>
                  {t(item)}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside aria-label={t('Booking')} className="order-first lg:order-none">
          <section className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-[0_8px_30px_rgb(27_35_51/0.08)] sm:p-6 lg:sticky lg:top-24">
            <p className="text-sm text-muted">
              {t('From')} <span className="text-2xl font-extrabold text-ink">{formatPrice(PRICE_AED)}</span> /{' '}
              {t('Person')}
            </p>
            <fieldset className="m-0 min-w-0 border-0 p-0">
              <legend className="mb-2 p-0 text-sm font-semibold text-ink">{t('Choose a date')}</legend>
              <div className="-mx-1 flex snap-x gap-1.5 overflow-x-auto px-1 py-1 [scrollbar-width:none] sm:grid sm:grid-cols-6 sm:overflow-visible [&::-webkit-scrollbar]:hidden">
                {dates.map((day) => {
                  const parts = dayCardParts(day);
                  const isSelected = day === date;
                  return (
                    <button
                      key={day}
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => setDate(day)}
                      className={`relative flex shrink-0 basis-[calc((100%-4.5rem)/4)] snap-start flex-col items-center rounded-xl border py-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                        isSelected
                          ? 'border-brand-700 bg-brand-700 text-white shadow-md'
                          : 'border-line bg-white text-ink hover:border-brand-600 hover:bg-brand-50'
                      }`}
                    >
                      {/* The name is the whole date; the short parts drawn below are not part of it. */}
                      <span className="sr-only">{parts.long}</span>
                      <span aria-hidden="true" className="text-lg leading-6 font-bold">
                        {parts.day}
                      </span>
                      <span aria-hidden="true" className={`text-xs ${isSelected ? 'text-white/85' : 'text-muted'}`}>
                        {parts.month}
                      </span>
                      <span
                        aria-hidden="true"
                        className={`text-[11px] font-semibold uppercase ${isSelected ? 'text-white/85' : 'text-muted'}`}
                      >
                        {parts.weekday}
                      </span>
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <div>
              <label htmlFor={timeId} className="field-label">
                {t('Time')}
              </label>
              <select
                id={timeId}
                value={timeRange}
                onChange={(event) => setTimeRange(event.target.value)}
                className="field-input"
              >
                <option value="" disabled>
                  {t('Select Time Range')}
                </option>
                {TIME_RANGES.map((range) => (
                  <option key={range} value={range}>
                    {range}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              onClick={getTicket}
              className="btn-primary w-full px-3 py-3.5 text-[15px] sm:text-base"
            >
              <Ticket size={18} aria-hidden="true" className="hidden shrink-0 sm:block" />
              <span>
                {t('Get Ticket For')}{' '}
                {date ? formatDate(date) : <span className="font-normal opacity-90">{t('Select date')}</span>}
              </span>
            </button>
          </section>
        </aside>
      </div>
    </div>
  );
}
