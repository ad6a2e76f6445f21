import { hasRatings, MAX_RATING } from '@rihla/shared/constants';
import { useId } from 'react';
import { formatCount } from '../../lib/format';
import { t } from '../../lib/i18n';

/**
 * Stars capped at 5, with a half star for any fraction (SPEC section 9): 4.8 and 4.9 show four and a half
 * stars, never the five of a perfect score, and 0.1 shows half a star rather than none.
 */
export function starFills(rating: number): Array<'full' | 'half' | 'empty'> {
  const capped = Math.max(0, Math.min(MAX_RATING, rating));
  return Array.from({ length: MAX_RATING }, (_, index) => {
    const rest = capped - index;
    if (rest >= 1) return 'full';
    if (rest > 0) return 'half';
    return 'empty';
  });
}

export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  // One gradient per star component: ids must be unique on a page that lists many cards.
  const gradientId = `stars${useId().replace(/[^\w-]/g, '')}`;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('Rated {rating} out of 5', { rating })}>
      {starFills(rating).map((fill, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
          <defs>
            <linearGradient id={`${gradientId}-half-${index}`}>
              <stop offset="50%" stopColor="var(--color-star)" />
              <stop offset="50%" stopColor="#d9dde5" />
            </linearGradient>
          </defs>
          <path
            d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8l-5.3 2.9 1.2-5.9L1.4 7.7l6-.7z"
            fill={
              fill === 'full' ? 'var(--color-star)' : fill === 'half' ? `url(#${gradientId}-half-${index})` : '#d9dde5'
            }
          />
        </svg>
      ))}
    </span>
  );
}

/**
 * A product's rating as cards and pages show it: its stars, its score and how many visitors rated it; or, for a
 * product nobody has rated yet, 'New' (the server's first screen of a product page draws the same).
 */
export function ProductRating({ rating, visitors, size }: { rating: number; visitors: number; size: number }) {
  return hasRatings(visitors) ? (
    <>
      <RatingStars rating={rating} size={size} />
      <span className="font-semibold text-ink">{rating.toFixed(1)}</span>
      <span>({t('{count} visitors', { count: formatCount(visitors) })})</span>
    </>
  ) : (
    <span className="rounded-full bg-brand-50 px-2 font-semibold text-brand-700">{t('New')}</span>
  );
}
