import { MAX_DETAIL_PICTURES } from '@rihla/shared/constants';
import { Images } from 'lucide-react';
import { lazy, type MouseEvent, useRef, useState } from 'react';
import { LoadWhen } from '../../../components/ui/load-when';
import { t } from '../../../lib/i18n';

const PhotoViewer = lazy(() => import('./photo-viewer'));

const TILE = 'h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]';

/**
 * Up to six pictures (SPEC section 9): on wide screens one large picture beside a grid of smaller ones, on
 * phones a strip to swipe through. Any picture opens all of them in a full-screen viewer.
 */
export function PhotoGallery({
  pictures,
  alts = [],
  title,
}: {
  pictures: string[];
  /** The operator's alternative text of each picture; a picture without one is named by the title. */
  alts?: string[];
  title: string;
}) {
  const shown = pictures.slice(0, MAX_DETAIL_PICTURES);
  const [current, setCurrent] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  if (shown.length === 0) return null;

  const side = shown.slice(1, 5);
  const hiddenCount = shown.length - 1 - side.length;
  const alt = (index: number) =>
    alts[index]?.trim() || t('{title}, photo {number} of {total}', { title, number: index + 1, total: shown.length });

  const openViewer = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    setCurrent(index);
    setIsViewerOpen(true);
  };
  const tileProps = { type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': isViewerOpen } as const;

  return (
    <>
      {/* Phones: a swipeable strip with a counter. */}
      <div className="relative -mx-4 sm:-mx-6 md:hidden">
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip with no control inside must take the focus, so the keyboard can scroll it (WCAG 2.1.1).
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 [&::-webkit-scrollbar]:hidden"
          aria-label={t('Photos')}
          onScroll={(event) => {
            const strip = event.currentTarget;
            setCurrent(Math.round(Math.abs(strip.scrollLeft) / Math.max(1, strip.clientWidth)));
          }}
        >
          {shown.map((src, index) => (
            <li key={src} className="w-full shrink-0 snap-center">
              <img
                src={src}
                alt={alt(index)}
                width={1200}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
            </li>
          ))}
        </ul>
        <span
          className="pointer-events-none absolute end-3 bottom-3 rounded-full bg-ink/70 px-2.5 py-1 text-xs font-semibold text-white"
          aria-hidden="true"
          dir="ltr"
        >
          {current + 1} / {shown.length}
        </span>
      </div>

      {/* Wider screens: one large picture and a grid. */}
      <div
        className={`hidden h-[420px] gap-2 overflow-hidden rounded-2xl md:grid lg:h-[460px] ${
          side.length === 0 ? 'grid-cols-1' : side.length === 1 ? 'grid-cols-2' : 'grid-cols-4 grid-rows-2'
        }`}
      >
        <button
          {...tileProps}
          onClick={openViewer(0)}
          className={`group relative overflow-hidden bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white ${
            side.length >= 2 ? 'col-span-2 row-span-2' : ''
          }`}
        >
          <img src={shown[0]} alt={alt(0)} width={1200} height={800} loading="eager" className={TILE} />
        </button>
        {side.map((src, index) => {
          const isLast = index === side.length - 1;
          const spansTwo = side.length === 2 || (side.length === 3 && index === 2);
          return (
            <button
              {...tileProps}
              key={src}
              onClick={openViewer(index + 1)}
              className={`group relative overflow-hidden bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white ${
                spansTwo ? 'col-span-2' : ''
              }`}
            >
              <img src={src} alt={alt(index + 1)} width={1200} height={800} loading="lazy" className={TILE} />
              {isLast && (
                <span className="absolute end-3 bottom-3 inline-flex items-center gap-1.5 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold text-ink shadow">
                  <Images size={16} aria-hidden="true" />
                  {hiddenCount > 0
                    ? t('+{count} more', { count: hiddenCount })
                    : t('View all {count} photos', { count: shown.length })}
                </span>
              )}
            </button>
          );
        })}
      </div>

      <LoadWhen when={isViewerOpen}>
        <PhotoViewer
          open={isViewerOpen}
          onOpenChange={setIsViewerOpen}
          title={title}
          pictures={shown}
          current={current}
          alt={alt}
          returnFocusTo={openerRef}
        />
      </LoadWhen>
    </>
  );
}
