import type { TModule } from '@rihla/shared/constants';
import { Heart } from 'lucide-react';
import { t } from '../../../lib/i18n';
import { useAddFavourite } from '../api/add-favourite';

/**
 * The favourite heart (SPEC section 4): empty until the product is in the wishlist, then filled. Removal
 * happens on the wishlist page, so a filled heart here only reports the state.
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
  return (
    <button
      type="button"
      aria-pressed={isWishlisted}
      aria-label={isWishlisted ? t('Saved to wishlist') : t('Add to wishlist')}
      onClick={() => {
        if (!isWishlisted && !addFavourite.isPending) addFavourite.mutate();
      }}
      className={`inline-flex shrink-0 items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        isWishlisted
          ? 'cursor-default border-rose-200 bg-rose-50 text-rose-600'
          : 'border-line bg-white text-ink hover:border-rose-300 hover:text-rose-600'
      }`}
    >
      <Heart
        size={18}
        aria-hidden="true"
        className={addFavourite.isPending ? 'animate-pulse' : ''}
        fill={isWishlisted ? 'currentColor' : 'none'}
      />
      <span className="hidden sm:inline">{isWishlisted ? t('Saved') : t('Save')}</span>
    </button>
  );
}
