// The names of the painted pictures (/media/demo/<theme>-<seed>[-wide].webp): the API paints them on request
// (apps/api/src/modules/media/painter), the demo content (packages/demo) and the web app's own pages name them.

/** Scenes the local picture generator can paint (apps/api/src/modules/media/painter). */
export const PICTURE_THEMES = [
  'desert',
  'dunes-sunset',
  'sea',
  'dhow',
  'fjord',
  'beach',
  'island',
  'skyline',
  'night-city',
  'tower',
  'mosque',
  'museum',
  'theme-park',
  'aquarium',
  'garden',
  'snow',
  'waterpark',
  'fort',
  'balloon',
  'mangrove',
  'souk',
  'mountain',
] as const;
export type TPictureTheme = (typeof PICTURE_THEMES)[number];

export const DEMO_PICTURE_SIZES = { card: { width: 1200, height: 800 }, wide: { width: 1600, height: 600 } } as const;
export type TDemoPictureVariant = keyof typeof DEMO_PICTURE_SIZES;

const MAX_SEED = 9999;

export function demoPictureUrl(theme: TPictureTheme, seed: number, variant: TDemoPictureVariant = 'card'): string {
  return variant === 'wide' ? `/media/demo/${theme}-${seed}-wide.webp` : `/media/demo/${theme}-${seed}.webp`;
}

// No leading zeros: each picture has exactly one name, so caches and URLs never disagree.
const NAME_PATTERN = /^([a-z]+(?:-[a-z]+)*)-(0|[1-9][0-9]{0,3})(-wide)?\.webp$/;

export function parseDemoPictureName(
  file: string,
): { theme: TPictureTheme; seed: number; variant: TDemoPictureVariant } | null {
  const match = NAME_PATTERN.exec(file);
  if (!match) return null;
  const theme = PICTURE_THEMES.find((known) => known === match[1]);
  const seed = Number(match[2]);
  if (!theme || !Number.isInteger(seed) || seed > MAX_SEED) return null;
  return { theme, seed, variant: match[3] ? 'wide' : 'card' };
}
