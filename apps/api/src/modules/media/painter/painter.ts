import type { TPictureTheme } from '@rihla/shared/painted-pictures';
import sharp from 'sharp';
import { Canvas, hashString, mulberry32, pickFrom, type TTime } from './canvas.js';
import { paintNightCity, paintSkyline, paintTower } from './scenes/city.js';
import { paintBeach, paintDhow, paintFjord, paintIsland, paintMangrove, paintSea } from './scenes/coast.js';
import { paintBalloon, paintDesert, paintDunesSunset, paintMountain } from './scenes/desert.js';
import { paintFort, paintMosque, paintMuseum, paintSouk } from './scenes/heritage.js';
import { paintAquarium, paintGarden, paintSnow, paintThemePark, paintWaterpark } from './scenes/leisure.js';

// Demo machines have no internet, so catalogue pictures are painted here: a flat-illustration SVG scene per
// theme, varied by a seed, rendered to WebP by sharp (librsvg). Only gradients and basic shapes are used because
// that is what librsvg renders identically everywhere.

export async function renderDemoPicture(
  theme: TPictureTheme,
  seed: number,
  width: number,
  height: number,
): Promise<Buffer> {
  const svg = demoPictureSvg(theme, seed, width, height);
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
}

export function demoPictureSvg(theme: TPictureTheme, seed: number, width: number, height: number): string {
  const random = mulberry32(hashString(theme) ^ Math.imul(seed >>> 0, 0x9e3779b1));
  const times = THEME_TIMES[theme] ?? DEFAULT_TIMES;
  const canvas = new Canvas(width, height, pickFrom(times, random()), random);
  PAINTERS[theme](canvas);
  return canvas.svg();
}

type TPainter = (canvas: Canvas) => void;

const PAINTERS: Record<TPictureTheme, TPainter> = {
  desert: paintDesert,
  'dunes-sunset': paintDunesSunset,
  sea: paintSea,
  dhow: paintDhow,
  fjord: paintFjord,
  beach: paintBeach,
  island: paintIsland,
  skyline: paintSkyline,
  'night-city': paintNightCity,
  tower: paintTower,
  mosque: paintMosque,
  museum: paintMuseum,
  'theme-park': paintThemePark,
  aquarium: paintAquarium,
  garden: paintGarden,
  snow: paintSnow,
  waterpark: paintWaterpark,
  fort: paintFort,
  balloon: paintBalloon,
  mangrove: paintMangrove,
  souk: paintSouk,
  mountain: paintMountain,
};

// Weighted towards bright daylight: most hero art in a travel storefront is sunny.
const DEFAULT_TIMES: readonly TTime[] = ['dawn', 'day', 'day', 'day', 'golden', 'golden', 'dusk'];

const THEME_TIMES: Partial<Record<TPictureTheme, readonly TTime[]>> = {
  'dunes-sunset': ['golden', 'dusk', 'dusk'],
  'night-city': ['night'],
  aquarium: ['day'],
  snow: ['day'],
  balloon: ['dawn', 'dawn', 'day', 'golden'],
  waterpark: ['day', 'day', 'golden'],
  'theme-park': ['day', 'day', 'golden', 'dusk'],
  garden: ['day', 'day', 'golden', 'dawn'],
};
