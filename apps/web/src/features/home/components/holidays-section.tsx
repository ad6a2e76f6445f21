import { HOME_HOLIDAYS_GRID_SIZE } from '@rihla/shared/constants';
import { itemPath } from '@rihla/shared/rules/navigation';
import type { TCatalogueItem } from '@rihla/shared/schemas/common';
import { Link } from 'react-router';
import { priceUnitLabel } from '../../../components/ui/product-card';
import { contentLanguage } from '../../../lib/content-language';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useHolidayList } from '../api/holiday-list';
import { SectionHeading } from './section-heading';
import { BlockSkeleton } from './skeletons';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:h-[420px] md:grid-cols-4 md:grid-rows-2 lg:h-[500px]';
const LARGE = 'col-span-2 h-60 sm:h-72 md:row-span-2 md:h-auto';
const SMALL = 'h-44 sm:h-52 md:h-auto';

function HolidayTile({ item, isLarge }: { item: TCatalogueItem; isLarge: boolean }) {
  return (
    <li className={isLarge ? LARGE : SMALL}>
      <Link
        to={itemPath(item.module, item.planId)}
        className="group relative flex size-full overflow-hidden rounded-2xl bg-brand-800 shadow-sm transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <img
          src={item.pictures[0]}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105"
        />
        <span aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-ink/85 via-ink/25 to-transparent" />
        <span className={`relative mt-auto block text-start text-white ${isLarge ? 'p-5 sm:p-6' : 'p-3 sm:p-4'}`}>
          <span
            className={`line-clamp-2 font-bold leading-snug ${isLarge ? 'text-xl sm:text-2xl' : 'text-sm sm:text-base'}`}
            {...contentLanguage(item.title)}
          >
            {item.title}
          </span>
          <span className={`mt-1 block text-white/90 ${isLarge ? 'text-sm sm:text-base' : 'text-xs sm:text-sm'}`}>
            {t('From')} <span className="font-bold text-white">{formatPrice(item.price)}</span> /{' '}
            {priceUnitLabel({ pricing: item.pricing, groupUnit: item.group_unit })}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** 'Holidays - Go Dream Places': the first 5 holiday items, one large and four small (SPEC section 2 Home). */
export function HolidaysSection() {
  const holidays = useHolidayList();
  const items = (holidays.data ?? []).slice(0, HOME_HOLIDAYS_GRID_SIZE);
  if (!holidays.isPending && items.length === 0) return null;
  return (
    <section aria-labelledby="home-holidays" className="container-page mt-12 lg:mt-16">
      <SectionHeading
        id="home-holidays"
        title={t('Holidays - Go Dream Places')}
        subtitle={t('Packages of several days with the planning done for you.')}
        viewMoreTo={`/ProductFilterPage?category=${encodeURIComponent('Holidays')}`}
      />
      {holidays.isPending ? (
        <div aria-hidden="true" className={GRID}>
          {Array.from({ length: HOME_HOLIDAYS_GRID_SIZE }, (_, index) => (
            <BlockSkeleton key={index} className={index === 0 ? LARGE : SMALL} />
          ))}
        </div>
      ) : (
        <ul className={GRID}>
          {items.map((item, index) => (
            <HolidayTile key={`${item.module}-${item.planId}`} item={item} isLarge={index === 0} />
          ))}
        </ul>
      )}
    </section>
  );
}
