import type { TModule } from '@rihla/shared/constants';
import { Heart } from 'lucide-react';
import { t } from '../../../lib/i18n';
import { useAddFavourite } from '../api/add-favourite';
import { useRemoveFavourite } from '../api/remove-favourite';

/**
 * The favourite heart (SPEC section 4): empty until the product is in the wishlist, then filled. A click on
 * the empty heart adds the product; a click on the filled one removes it again (issue 16). Clicks while a
 * call is under way are ignored, so a double click cannot add and remove at once.
 */
export function FavouriteButton({
  module,
  planId,
  isWishlisted,
}: {
  module: TModule;
  planId: string;
  isWishlisted: boolean;
}) {
  const addFavourite = useAddFavourite(module, planId);
  const removeFavourite = useRemoveFavourite(module, planId);
  const isPending = addFavourite.isPending || removeFavourite.isPending;
  return (
    <button
      type="button"
      aria-pressed={isWishlisted}
      aria-label={isWishlisted ? t('Saved to wishlist') : t('Add to wishlist')}
      title={isWishlisted ? t('Remove from wishlist') : t('Add to wishlist')}
      onClick={() => {
        if (isPending) return;
        if (isWishlisted) removeFavourite.mutate();
        else addFavourite.mutate();
      }}
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border px-3.5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        isWishlisted
          ? 'border-rose-200 bg-rose-50 text-rose-600 hover:border-rose-300'
          : 'border-line bg-white text-ink hover:border-rose-300 hover:text-rose-600'
      }`}
    >
      <Heart
        size={18}
        aria-hidden="true"
        className={isPending ? 'animate-pulse' : ''}
        fill={isWishlisted ? 'currentColor' : 'none'}
      />
      {/* The words shown are part of the name (WCAG 2.5.3), so "Add to wishlist" can be said to voice control. */}
      <span className="hidden sm:inline">{isWishlisted ? t('Saved') : t('Add to wishlist')}</span>
    </button>
  );
}
