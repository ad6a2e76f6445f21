import {
  DEMO_PICTURE_SIZES,
  demoPictureUrl,
  PICTURE_THEMES,
  parseDemoPictureName,
} from '@rihla/shared/painted-pictures';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPictureSvg, renderDemoPicture } from './painter.js';

describe('renderDemoPicture', () => {
  it.each(PICTURE_THEMES)('renders %s as a WebP of the requested size', async (theme) => {
    const { width, height } = DEMO_PICTURE_SIZES.card;
    const buffer = await renderDemoPicture(theme, 7, width, height);
    const meta = await sharp(buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(height);
  });

  it('renders the wide banner size', async () => {
    const { width, height } = DEMO_PICTURE_SIZES.wide;
    const meta = await sharp(await renderDemoPicture('skyline', 3, width, height)).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('gives identical bytes for the same theme and seed', async () => {
    const first = await renderDemoPicture('dhow', 42, 600, 400);
    const second = await renderDemoPicture('dhow', 42, 600, 400);
    expect(first.equals(second)).toBe(true);
  });
});

describe('demoPictureSvg', () => {
  it.each(PICTURE_THEMES)('paints a different %s scene for a different seed', (theme) => {
    expect(demoPictureSvg(theme, 1, 1200, 800)).not.toBe(demoPictureSvg(theme, 2, 1200, 800));
  });

  it('is deterministic', () => {
    expect(demoPictureSvg('souk', 9, 1600, 600)).toBe(demoPictureSvg('souk', 9, 1600, 600));
  });

  it('references nothing outside the picture and contains no text', () => {
    for (const theme of PICTURE_THEMES) {
      const svg = demoPictureSvg(theme, 5, 1200, 800);
      expect(svg).not.toMatch(/<image|<text|href=|<filter|font-family/);
    }
  });
});

describe('parseDemoPictureName', () => {
  it('accepts card and wide names', () => {
    expect(parseDemoPictureName('desert-1.webp')).toEqual({ theme: 'desert', seed: 1, variant: 'card' });
    expect(parseDemoPictureName('dunes-sunset-9999-wide.webp')).toEqual({
      theme: 'dunes-sunset',
      seed: 9999,
      variant: 'wide',
    });
    expect(parseDemoPictureName('night-city-0.webp')).toEqual({ theme: 'night-city', seed: 0, variant: 'card' });
  });

  it.each([
    '../x.webp',
    'unknown-1.webp',
    'desert-1.png',
    'desert-99999.webp',
    'desert-1-wide-x.webp',
    'desert.webp',
    'desert-01.webp',
    'desert--1.webp',
    'a/desert-1.webp',
    'desert-1.webp/',
    '',
  ])('refuses %j', (name) => {
    expect(parseDemoPictureName(name)).toBeNull();
  });

  it('round-trips the URLs it builds', () => {
    for (const theme of PICTURE_THEMES) {
      for (const variant of ['card', 'wide'] as const) {
        const url = demoPictureUrl(theme, 123, variant);
        expect(parseDemoPictureName(url.replace('/media/demo/', ''))).toEqual({ theme, seed: 123, variant });
      }
    }
  });

  it('builds card URLs by default', () => {
    expect(demoPictureUrl('fort', 12)).toBe('/media/demo/fort-12.webp');
    expect(demoPictureUrl('fort', 12, 'wide')).toBe('/media/demo/fort-12-wide.webp');
  });
});
