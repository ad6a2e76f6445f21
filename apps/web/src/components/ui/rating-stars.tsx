import { MAX_RATING } from '@rihla/shared/constants';
import { t } from '../../lib/i18n';

/** Stars capped at 5, with a half star for fractions of .25 to .75 (SPEC section 9). */
export function starFills(rating: number): Array<'full' | 'half' | 'empty'> {
  const capped = Math.max(0, Math.min(MAX_RATING, rating));
  return Array.from({ length: MAX_RATING }, (_, index) => {
    const rest = capped - index;
    if (rest >= 0.75) return 'full';
    if (rest >= 0.25) return 'half';
    return 'empty';
  });
}

export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('Rated {rating} out of 5', { rating })}>
      {starFills(rating).map((fill, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
          <defs>
            <linearGradient id={`half-${index}`}>
              <stop offset="50%" stopColor="var(--color-star)" />
              <stop offset="50%" stopColor="#d9dde5" />
            </linearGradient>
          </defs>
          <path
            d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8l-5.3 2.9 1.2-5.9L1.4 7.7l6-.7z"
            fill={fill === 'full' ? 'var(--color-star)' : fill === 'half' ? `url(#half-${index})` : '#d9dde5'}
          />
        </svg>
      ))}
    </span>
  );
}
