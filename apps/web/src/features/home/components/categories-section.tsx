import type { TFilterCategory } from '@rihla/shared/constants';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { groupOf, useCategoryData } from '../api/category-data';
import { SectionHeading } from './section-heading';

/**
 * The shop's category tiles, in its order, each opening the filter page: its line, and its picture or else the
 * picture of the category's first product. Once the products are known, a category with none on sale has no tile
 * (a new shop selling only dhow trips): its tile would open an empty list.
 */
export function CategoriesSection() {
  const { categoryTiles } = useShop();
  const groups = useCategoryData();
  const productsOf = (category: TFilterCategory) => groupOf(groups.data, category)?.data ?? [];
  const tiles = groups.data ? categoryTiles.filter((tile) => productsOf(tile.category).length > 0) : categoryTiles;
  if (tiles.length === 0) return null;

  return (
    <section aria-labelledby="home-categories" className="container-page mt-12 lg:mt-16">
      <SectionHeading
        id="home-categories"
        title={t('Our Categories')}
        subtitle={t('Pick a kind of trip and see everything in it.')}
        viewMoreTo="/ProductFilterPage"
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map(({ category, line, picture: tilePicture }) => {
          const picture = tilePicture || productsOf(category)[0]?.pictures[0];
          return (
            <li key={category}>
              <Link
                to={`/ProductFilterPage?category=${encodeURIComponent(category)}`}
                className="group relative flex aspect-[4/5] overflow-hidden rounded-2xl bg-brand-800 shadow-sm transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:aspect-[4/3] lg:aspect-[5/6]"
              >
                {picture ? (
                  <img
                    src={picture}
                    alt=""
                    width={600}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className={`absolute inset-0 bg-brand-700/60 ${groups.data ? '' : 'animate-pulse'}`}
                  />
                )}
                <span
                  aria-hidden="true"
                  className="absolute inset-0 bg-linear-to-t from-ink/80 via-ink/20 to-transparent"
                />
                <span className="relative mt-auto block p-3 text-start text-white sm:p-5">
                  <span className="block text-lg font-extrabold leading-tight sm:text-xl">{t(category)}</span>
                  <span className="mt-1 hidden text-sm text-white/85 sm:block">{line}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
