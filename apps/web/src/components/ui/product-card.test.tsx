import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueItem } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ProductCard, priceUnitLabel } from './product-card';

/** The card's price line, as one text: 'From AED 210.00 / Person'. */
function priceLine(): string {
  return (screen.getByText('From', { exact: false }).textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('ProductCard price label', () => {
  it('reads / Person for a trip priced per person, even when its tour type is Group', () => {
    renderWithApp(<ProductCard item={catalogueItem({ price: 210, tour_type: 'Group', pricing: 'perPerson' })} />);
    expect(priceLine()).toBe('From AED 210.00 / Person');
  });

  it('reads / and the product’s unit for a trip priced per group, whatever its tour type', () => {
    const item = catalogueItem({ price: 1200, tour_type: 'Individual', pricing: 'perGroup', group_unit: 'Boat' });
    renderWithApp(<ProductCard item={item} />);
    expect(priceLine()).toBe('From AED 1,200.00 / Boat');
  });

  it('reads / Group for a per-group product whose unit was never named, and / Person without terms', () => {
    expect(priceUnitLabel({ pricing: 'perGroup', groupUnit: 'Group' })).toBe('Group');
    expect(priceUnitLabel({ pricing: 'perGroup', groupUnit: '  ' })).toBe('Group');
    expect(priceUnitLabel(undefined)).toBe('Person');
  });
});

describe('ProductCard rating', () => {
  it('shows the stars, the score and how many visitors rated it', () => {
    renderWithApp(<ProductCard item={catalogueItem({ user_rating: 4.7, visitor_count: 1320 })} />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(screen.getByText('4.7')).toBeTruthy();
    expect(screen.getByText('(1,320 visitors)')).toBeTruthy();
  });

  it('reads New for a product nobody has rated yet, never 0.0 (0 visitors)', () => {
    const { container } = renderWithApp(<ProductCard item={catalogueItem({ user_rating: 0, visitor_count: 0 })} />);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(container.textContent).not.toMatch(/\b0\.0\b|visitors/);
  });
});
