import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { t } from '../../lib/i18n';

/**
 * Slides visible at once: `base` above 1199 px, then each max-width breakpoint (falls back to the wider one).
 * A breakpoint includes its own width, as a slider's max-width breakpoints do: Tailwind's `max-[N]` means
 * `width < N`, so the track's classes name N + 1 (`max-[992px]` is "991 px and narrower").
 */
export interface TPerView {
  base: number;
  1199?: number;
  991?: number;
  767?: number;
  480?: number;
}

/** The home carousels of SPEC section 9: 4 cards, 3 at 991 px, 2 at 767 and 480 px. */
export const HOME_CAROUSEL_PER_VIEW: TPerView = { base: 4, 991: 3, 767: 2, 480: 2 };

interface TScrollState {
  atStart: boolean;
  atEnd: boolean;
  page: number;
  pages: number;
}

function isRtl(element: HTMLElement): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * A horizontal carousel: a scroll-snap track (swipe and trackpad work natively), previous/next buttons that
 * move one page, optional dots, never autoplay. Slide widths come from CSS variables switched by media queries,
 * so the first paint already has the right number of slides and nothing shifts.
 */
export function Carousel({
  label,
  children,
  perView = HOME_CAROUSEL_PER_VIEW,
  gap = 16,
  dots = false,
  controls = 'sides',
  className = '',
}: {
  /** Accessible name of the carousel region, e.g. the section title. */
  label: string;
  children: ReactNode;
  perView?: TPerView;
  gap?: number;
  dots?: boolean;
  /** 'sides': round buttons over the track edges; 'none': no buttons (swipe and dots only). */
  controls?: 'sides' | 'none';
  className?: string;
}) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState<TScrollState>({ atStart: true, atEnd: false, page: 0, pages: 1 });
  const slides = Children.toArray(children);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const width = track.clientWidth;
    if (width === 0) return;
    const offset = Math.abs(track.scrollLeft);
    const max = track.scrollWidth - width;
    const step = width + gap;
    const pages = Math.max(1, Math.ceil((track.scrollWidth + gap) / step - 0.01));
    const atEnd = offset >= max - 2;
    const page = atEnd ? pages - 1 : Math.min(pages - 1, Math.round(offset / step));
    setScroll((previous) =>
      previous.atStart === offset <= 2 && previous.atEnd === atEnd && previous.page === page && previous.pages === pages
        ? previous
        : { atStart: offset <= 2, atEnd, page, pages },
    );
  }, [gap]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, slides.length]);

  const goToPage = (page: number) => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    const offset = Math.max(0, Math.min(max, page * (track.clientWidth + gap)));
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: isRtl(track) ? -offset : offset, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  const p1199 = perView[1199] ?? perView.base;
  const p991 = perView[991] ?? p1199;
  const p767 = perView[767] ?? p991;
  const p480 = perView[480] ?? p767;
  const trackStyle = {
    '--gap': `${gap}px`,
    '--pv-base': perView.base,
    '--pv-1199': p1199,
    '--pv-991': p991,
    '--pv-767': p767,
    '--pv-480': p480,
    gap: `${gap}px`,
  } as CSSProperties;

  // 44 px (WCAG 2.5.5). A button with nowhere to go stays in place, dimmed and flat, without a hover effect, so
  // that it reads as "the start" rather than vanishing; only when both have nowhere to go are they left out.
  const buttonClass =
    'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-line bg-white text-ink shadow-md transition enabled:hover:bg-brand-50 enabled:hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-default disabled:bg-surface disabled:text-muted disabled:opacity-60 disabled:shadow-none';

  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel is a group of slides, not a fieldset of form controls; its section is the landmark.
    <div role="group" aria-roledescription={t('carousel')} aria-label={label} className={`relative ${className}`}>
      <ul
        id={trackId}
        ref={trackRef}
        style={trackStyle}
        className="-my-3 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain py-3 [--pv:var(--pv-base)] [scrollbar-width:none] max-[1200px]:[--pv:var(--pv-1199)] max-[992px]:[--pv:var(--pv-991)] max-[768px]:[--pv:var(--pv-767)] max-[481px]:[--pv:var(--pv-480)] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <li key={index} className="w-[calc((100%_-_(var(--pv)_-_1)_*_var(--gap))_/_var(--pv))] shrink-0 snap-start">
            {slide}
          </li>
        ))}
      </ul>
      {/* Every slide in view (a new shop's one product): no arrows, as neither can go anywhere. */}
      {controls === 'sides' && !(scroll.atStart && scroll.atEnd) && (
        <>
          <button
            type="button"
            aria-controls={trackId}
            aria-label={t('Previous slides')}
            disabled={scroll.atStart}
            onClick={() => goToPage(scroll.page - 1)}
            className={`${buttonClass} -start-3 sm:-start-5`}
          >
            <ChevronLeft size={20} aria-hidden="true" className="rtl:rotate-180" />
          </button>
          <button
            type="button"
            aria-controls={trackId}
            aria-label={t('Next slides')}
            disabled={scroll.atEnd}
            onClick={() => goToPage(scroll.page + 1)}
            className={`${buttonClass} -end-3 sm:-end-5`}
          >
            <ChevronRight size={20} aria-hidden="true" className="rtl:rotate-180" />
          </button>
        </>
      )}
      {dots && scroll.pages > 1 && (
        <div className="mt-4 flex justify-center">
          {Array.from({ length: scroll.pages }, (_, page) => (
            <button
              key={page}
              type="button"
              aria-controls={trackId}
              aria-label={t('Go to slide {number} of {count}', { number: page + 1, count: scroll.pages })}
              aria-current={page === scroll.page ? 'true' : undefined}
              onClick={() => goToPage(page)}
              // A 44 px target around a small dot; the negative margin keeps the row as tall as the dots.
              className="group -my-2.5 grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${page === scroll.page ? 'w-6 bg-brand-700' : 'w-2 bg-ink/25 group-hover:bg-ink/50'}`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
