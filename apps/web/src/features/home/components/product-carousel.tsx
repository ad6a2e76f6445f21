import type { TCatalogueItem } from '@rihla/shared/schemas/common';
import { Carousel } from '../../../components/ui/carousel';
import { ProductCard } from '../../../components/ui/product-card';
import { CardSkeleton } from './skeletons';

/** A home carousel of product cards (4, 3 at 991 px, 2 below 767 px), or its skeleton while loading. */
export function ProductCarousel({
  label,
  items,
  isLoading,
}: {
  label: string;
  items: TCatalogueItem[];
  isLoading: boolean;
}) {
  if (isLoading) {
    return (
      <Carousel label={label} controls="none">
        {Array.from({ length: 4 }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </Carousel>
    );
  }
  return (
    <Carousel label={label}>
      {items.map((item) => (
        <ProductCard key={`${item.module}-${item.planId}`} item={item} />
      ))}
    </Carousel>
  );
}
