import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel, HOME_CAROUSEL_PER_VIEW } from './carousel';

// jsdom lays nothing out, so these read the track's per-view variables and the media rules that pick them;
// Tailwind's `max-[N]` is `width < N`, so "991 px and narrower" is written max-[992px].
describe('Carousel', () => {
  it('shows 4 home cards, 3 at 991 px and 2 at 767 and 480 px, each breakpoint including its own width', () => {
    expect(HOME_CAROUSEL_PER_VIEW).toEqual({ base: 4, 991: 3, 767: 2, 480: 2 });
    render(
      <Carousel label="Trending Now">
        {['One', 'Two', 'Three', 'Four', 'Five'].map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>,
    );
    const track = screen.getByRole('list');
    expect(track.style.getPropertyValue('--pv-base')).toBe('4');
    expect(track.style.getPropertyValue('--pv-1199')).toBe('4');
    expect(track.style.getPropertyValue('--pv-991')).toBe('3');
    expect(track.style.getPropertyValue('--pv-767')).toBe('2');
    expect(track.style.getPropertyValue('--pv-480')).toBe('2');
    const classes = track.className.split(/\s+/);
    expect(classes).toEqual(
      expect.arrayContaining([
        'max-[1200px]:[--pv:var(--pv-1199)]',
        'max-[992px]:[--pv:var(--pv-991)]',
        'max-[768px]:[--pv:var(--pv-767)]',
        'max-[481px]:[--pv:var(--pv-480)]',
      ]),
    );
    expect(classes.some((name) => /max-\[(1199|991|767|480)px\]/.test(name))).toBe(false);
  });

  it('shows Previous at the start disabled and dimmed, not hidden, with no hover effect', () => {
    render(
      <Carousel label="Offers">
        {['One', 'Two'].map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>,
    );
    const previous = screen.getByRole('button', { name: 'Previous slides' });
    expect(previous).toHaveProperty('disabled', true);
    const classes = previous.className.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(['disabled:opacity-60', 'size-11']));
    expect(classes.filter((name) => name.includes('opacity-0') || name.includes('invisible'))).toEqual([]);
    // Hover styles apply to an enabled button only.
    expect(classes.filter((name) => name.startsWith('hover:'))).toEqual([]);
  });

  it('leaves both arrows out when every slide is in view (a new shop with one product)', () => {
    // jsdom lays nothing out: the track is given the widths Chromium measures for one card in a row of four.
    const widths = { clientWidth: 1000, scrollWidth: 1000 };
    for (const [name, value] of Object.entries(widths)) {
      Object.defineProperty(HTMLUListElement.prototype, name, { configurable: true, get: () => value });
    }
    try {
      render(
        <Carousel label="Picnic Musandum">
          <p>Sunset dhow cruise</p>
        </Carousel>,
      );
      expect(screen.getByText('Sunset dhow cruise')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Previous slides' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Next slides' })).toBeNull();
    } finally {
      for (const name of Object.keys(widths)) Reflect.deleteProperty(HTMLUListElement.prototype, name);
    }
  });
});
