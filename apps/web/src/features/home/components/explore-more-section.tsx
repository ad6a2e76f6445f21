import { FILTER_CATEGORIES } from '@rihla/shared/constants';
import { t } from '../../../lib/i18n';
import { useCategoryData } from '../api/category-data';
import { ProductCarousel } from './product-carousel';
import { SectionHeading } from './section-heading';

function filterPathFor(moduleName: string): string {
  return (FILTER_CATEGORIES as readonly string[]).includes(moduleName)
    ? `/ProductFilterPage?category=${encodeURIComponent(moduleName)}`
    : '/ProductFilterPage';
}

/** 'Explore More': one carousel per module group of homepage/categoryData, titled with its moduleName. */
export function ExploreMoreSection() {
  const groups = useCategoryData();
  const list = (groups.data ?? []).filter((group) => group.data.length > 0);
  if (!groups.isPending && list.length === 0) return null;
  return (
    <section aria-labelledby="home-explore-more" className="container-page mt-12 lg:mt-16">
      <h2 id="home-explore-more" className="text-2xl font-extrabold tracking-tight text-ink sm:text-[28px]">
        {t('Explore More')}
      </h2>
      <p className="mt-1 text-sm text-muted sm:text-base">{t('Everything we offer, by kind of trip.')}</p>
      <div className="mt-6 space-y-10 lg:space-y-12">
        {groups.isPending ? (
          <div>
            <div aria-hidden="true" className="mb-5 h-7 w-48 animate-pulse rounded bg-line/70" />
            <ProductCarousel label={t('Explore More')} items={[]} isLoading />
          </div>
        ) : (
          list.map((group) => {
            const headingId = `home-explore-${group.module}`;
            return (
              <section key={group.module} aria-labelledby={headingId}>
                <SectionHeading
                  id={headingId}
                  level={3}
                  title={t(group.moduleName)}
                  viewMoreTo={filterPathFor(group.moduleName)}
                />
                <ProductCarousel label={t(group.moduleName)} items={group.data} isLoading={false} />
              </section>
            );
          })
        )}
      </div>
    </section>
  );
}
