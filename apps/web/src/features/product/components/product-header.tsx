import { categoryCrumbPath } from '@rihla/shared/rules/category-crumb';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { MapPin } from 'lucide-react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { ProductRating } from '../../../components/ui/rating-stars';
import { contentLanguage } from '../../../lib/content-language';
import { t } from '../../../lib/i18n';
import { FavouriteButton } from './favourite-button';
import { PhotoGallery } from './photo-gallery';

/**
 * The category crumb's words: on a page in another language the name of the filter category it leads to, as the
 * filter page and the home page's chips write it (decision 106); in English the catalogue's word, as it is.
 */
function categoryLabel(category: string, to: string): string {
  const filter = new URLSearchParams(to.split('?')[1] ?? '').get('category');
  if (!filter) return category;
  const translated = t(filter);
  return translated === filter ? category : translated;
}

/** Breadcrumbs, title, rating, location, the favourite heart and the pictures: the top of every product page. */
export function ProductHeader({ product }: { product: TProductDetail }) {
  const categoryPath = categoryCrumbPath(product.categories);
  return (
    <div className="space-y-4">
      <Breadcrumbs
        items={[
          { label: t('Home'), to: '/' },
          { label: categoryLabel(product.categories, categoryPath), to: categoryPath },
          { label: product.title, isContent: true },
        ]}
      />
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            {...contentLanguage(product.title)}
            className="text-2xl leading-tight font-extrabold tracking-tight text-ink sm:text-3xl lg:text-[2.1rem]"
          >
            {product.title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <ProductRating rating={product.user_rating} visitors={product.visitor_count} size={16} />
            </span>
            {product.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin size={15} aria-hidden="true" />
                <span {...contentLanguage(product.location)}>{product.location}</span>
              </span>
            )}
          </div>
        </div>
        <FavouriteButton module={product.module} planId={product.planId} isWishlisted={product.isWishlisted === 1} />
      </div>
      <PhotoGallery pictures={product.pictures} alts={product.picture_alts} title={product.title} />
    </div>
  );
}
