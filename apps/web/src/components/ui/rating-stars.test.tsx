import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars, starFills } from './rating-stars';

describe('starFills', () => {
  it('never draws 4.8 or 4.9 as a perfect 5: four stars and a half', () => {
    for (const rating of [4.8, 4.9, 4.99]) {
      expect(starFills(rating)).toEqual(['full', 'full', 'full', 'full', 'half']);
    }
  });

  it('draws a half star for any fraction, small or large', () => {
    expect(starFills(4.1)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0.2)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('draws whole ratings as whole stars and caps at 5', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('RatingStars', () => {
  it('names the exact rating and fills the last star of 4.8 with a half gradient', () => {
    const { container } = render(<RatingStars rating={4.8} />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
    const fills = [...container.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(fills.slice(0, 4)).toEqual(Array(4).fill('var(--color-star)'));
    expect(fills[4]).toMatch(/^url\(#.+-half-4\)$/);
    expect(document.getElementById(fills[4]?.slice(5, -1) ?? '')?.tagName).toBe('linearGradient');
  });

  it('gives each component its own gradient ids', () => {
    const { container } = render(
      <>
        <RatingStars rating={4.5} />
        <RatingStars rating={3.5} />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
