import sharp from 'sharp';
import { PICTURE_THEMES, type TPictureTheme } from '../../db/seed/demo-types.js';

// Demo machines have no internet, so catalogue pictures are painted here: a flat-illustration SVG scene per
// theme, varied by a seed, rendered to WebP by sharp (librsvg). Only gradients and basic shapes are used because
// that is what librsvg renders identically everywhere.

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

// ---------------------------------------------------------------------------------------------------------------
// Drawing kit

type TPoint = readonly [number, number];
type TStop = readonly [offset: number, color: string, opacity?: number];
type TTime = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';
type TAttrs = Record<string, string | number | undefined>;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function pickFrom<T>(items: readonly T[], unit: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(unit * items.length))];
  if (item === undefined) throw new Error('pickFrom: empty list');
  return item;
}

function fmt(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Template tag for path data: numbers are rounded so the SVG stays small and stable. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += fmt(value) + (strings[i + 1] ?? '');
  });
  return out;
}

function el(tag: string, attrs: TAttrs): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${typeof value === 'number' ? fmt(value) : value}"`;
  }
  return `${out}/>`;
}

function group(attrs: TAttrs, children: string[]): string {
  const open = el('g', attrs).slice(0, -2);
  return `${open}>${children.join('')}</g>`;
}

function points(list: readonly TPoint[]): string {
  return list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers), without the leading M. */
function smoothThrough(list: readonly TPoint[]): string {
  let out = '';
  for (let i = 0; i < list.length - 1; i++) {
    const p0 = list[Math.max(0, i - 1)] ?? [0, 0];
    const p1 = list[i] ?? [0, 0];
    const p2 = list[i + 1] ?? [0, 0];
    const p3 = list[Math.min(list.length - 1, i + 2)] ?? p2;
    out += d`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${
      p2[1] - (p3[1] - p1[1]) / 6
    } ${p2[0]} ${p2[1]}`;
  }
  return out;
}

/** A band from a smooth top edge down to `bottom`. */
function smoothBand(top: readonly TPoint[], bottom: number): string {
  const first = top[0] ?? [0, bottom];
  const last = top[top.length - 1] ?? first;
  return d`M${first[0]} ${bottom}L${first[0]} ${first[1]}` + smoothThrough(top) + d`L${last[0]} ${bottom}Z`;
}

function jaggedBand(top: readonly TPoint[], bottom: number): string {
  const first = top[0] ?? [0, bottom];
  const last = top[top.length - 1] ?? first;
  return `M${points([[first[0], bottom], ...top, [last[0], bottom]])}Z`;
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
const darken = (color: string, t: number) => mix(color, '#000000', t);

function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.max(0, Math.min(1, s));
  const lum = Math.max(0, Math.min(1, l));
  if (sat === 0) return hex(lum * 255, lum * 255, lum * 255);
  const q = lum < 0.5 ? lum * (1 + sat) : lum + sat - lum * sat;
  const p = 2 * lum - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return hex(channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255);
}

interface TSky {
  stops: [string, string, string, string];
  sun: string;
  glow: string;
  haze: string;
  tint: string;
  tintAmount: number;
}

const SKIES: Record<TTime, TSky> = {
  dawn: {
    stops: ['#34437a', '#8a77a8', '#f1a9a3', '#ffdcb8'],
    sun: '#fff3dc',
    glow: '#ffc2a0',
    haze: '#f3c4bb',
    tint: '#ff9f8c',
    tintAmount: 0.12,
  },
  day: {
    stops: ['#2b79c9', '#4f9ddd', '#9fd0f1', '#e4f3fb'],
    sun: '#fffbea',
    glow: '#fff4c4',
    haze: '#cde6f5',
    tint: '#ffffff',
    tintAmount: 0,
  },
  golden: {
    stops: ['#3c67a8', '#b88f98', '#f5b46c', '#ffe2a4'],
    sun: '#fff1c4',
    glow: '#ffbf63',
    haze: '#f6cf9c',
    tint: '#ff9b3d',
    tintAmount: 0.15,
  },
  dusk: {
    stops: ['#161c48', '#4e3679', '#c4557a', '#f8975f'],
    sun: '#ffd57c',
    glow: '#ff8a5e',
    haze: '#c27c8f',
    tint: '#7a3a6a',
    tintAmount: 0.18,
  },
  night: {
    stops: ['#050818', '#0c1436', '#1d2858', '#38386c'],
    sun: '#f5f2de',
    glow: '#8090d0',
    haze: '#283264',
    tint: '#0f1840',
    tintAmount: 0.5,
  },
};

class Canvas {
  readonly u: number;
  readonly sky: TSky;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly time: TTime,
    private readonly random: () => number,
  ) {
    // Sizes are in hundredths of the height so a wide banner and a card show the same scene, just wider.
    this.u = h / 100;
    const base = SKIES[time];
    const shift = this.rnd(-10, 10);
    this.sky = { ...base, stops: base.stops.map((c) => hueShift(c, shift)) as TSky['stops'] };
  }

  rnd(min: number, max: number): number {
    return min + (max - min) * this.random();
  }

  int(min: number, max: number): number {
    return Math.min(max, Math.floor(this.rnd(min, max + 1)));
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  pick<T>(items: readonly T[]): T {
    return pickFrom(items, this.random());
  }

  /** Same colour, nudged in hue and lightness, so two seeds never share exactly the same palette. */
  vary(color: string, amount = 1): string {
    const [r, g, b] = rgb(color);
    const k = this.rnd(-12, 12) * amount;
    return hex(r + k + this.rnd(-6, 6) * amount, g + k + this.rnd(-6, 6) * amount, b + k + this.rnd(-6, 6) * amount);
  }

  /** A colour under the light of the time of day. */
  lit(color: string, strength = 1): string {
    return mix(color, this.sky.tint, this.sky.tintAmount * strength);
  }

  /** Far things fade into the haze of the horizon. */
  hazy(color: string, t: number): string {
    return mix(color, this.sky.haze, t);
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** Where the next drawn element will go; pair with mirror() to reflect everything drawn since. */
  mark(): number {
    return this.body.length;
  }

  /** Reflects what was drawn between two marks in a horizontal water line at `axisY`. */
  mirror(from: number, to: number, axisY: number, opacity: number): void {
    const parts = this.body.slice(from, to);
    this.add(group({ transform: `matrix(1 0 0 -1 0 ${fmt(axisY * 2)})`, opacity }, parts));
  }

  linear(stops: readonly TStop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const id = `g${this.ids++}`;
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}"${units}>${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly TStop[], cx = 0.5, cy = 0.5, r = 0.5, userSpace = false): string {
    const id = `g${this.ids++}`;
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"${units}>${stopsSvg(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  svg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopsSvg(stops: readonly TStop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity }),
    )
    .join('');
}

function hueShift(color: string, degrees: number): string {
  const [r, g, b] = rgb(color).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return color;
  const delta = max - min;
  const s = l > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let h: number;
  if (max === r) h = ((g - b) / delta + (g < b ? 6 : 0)) * 60;
  else if (max === g) h = ((b - r) / delta + 2) * 60;
  else h = ((r - g) / delta + 4) * 60;
  return hsl(h + degrees, s, l);
}

// ---------------------------------------------------------------------------------------------------------------
// Shared scenery

interface TSun {
  x: number;
  y: number;
  r: number;
}

/** Fills everything below the horizon: water, sand or grass. */
function fillBelowHorizon(c: Canvas, horizon: number, fill: string): void {
  c.add(el('rect', { x: 0, y: horizon, width: c.w, height: c.h - horizon, fill }));
}

/** The sun's glint on water just below the horizon, when the sun is above it. */
function sunGlint(
  c: Canvas,
  sun: TSun,
  horizon: number,
  glint: { dy: number; rx: number; ry: number; opacity: number },
) {
  if (sun.y >= horizon) return;
  c.add(
    el('ellipse', {
      cx: sun.x,
      cy: horizon + glint.dy,
      rx: sun.r * glint.rx,
      ry: glint.ry,
      fill: c.sky.sun,
      opacity: glint.opacity,
    }),
  );
}

function paintSky(c: Canvas, horizon: number, options: { clouds?: boolean; sunX?: number } = {}): TSun {
  const [top, mid, low, bottom] = c.sky.stops;
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear(
        [
          [0, top],
          [0.45, mid],
          [0.8, low],
          [1, bottom],
        ],
        0,
        0,
        0,
        horizon,
        true,
      ),
    }),
  );
  const u = c.u;
  const x = options.sunX ?? c.w * c.rnd(0.15, 0.85);
  let sun: TSun;
  switch (c.time) {
    case 'day':
      sun = { x, y: c.h * c.rnd(0.1, 0.22), r: 5 * u };
      break;
    case 'dawn':
    case 'golden':
      sun = { x, y: horizon - c.h * c.rnd(0.08, 0.2), r: 6.5 * u };
      break;
    case 'dusk':
      sun = { x, y: horizon - c.h * c.rnd(0, 0.04), r: 8 * u };
      break;
    case 'night':
      sun = { x, y: c.h * c.rnd(0.1, 0.24), r: 4 * u };
      break;
  }
  if (c.time === 'night' || c.time === 'dusk') paintStars(c, horizon, c.time === 'night' ? 1 : 0.25);
  c.add(
    el('circle', {
      cx: sun.x,
      cy: sun.y,
      r: sun.r * 7,
      fill: c.radial([
        [0, c.sky.glow, c.time === 'day' ? 0.5 : 0.7],
        [0.35, c.sky.glow, 0.18],
        [1, c.sky.glow, 0],
      ]),
    }),
  );
  if (c.time === 'night') {
    c.add(el('circle', { cx: sun.x, cy: sun.y, r: sun.r, fill: c.sky.sun }));
    for (let i = 0; i < 4; i++) {
      c.add(
        el('circle', {
          cx: sun.x + c.rnd(-0.55, 0.55) * sun.r,
          cy: sun.y + c.rnd(-0.55, 0.55) * sun.r,
          r: sun.r * c.rnd(0.1, 0.22),
          fill: '#d9d4bc',
          opacity: 0.6,
        }),
      );
    }
  } else {
    c.add(el('circle', { cx: sun.x, cy: sun.y, r: sun.r * 1.25, fill: c.sky.sun, opacity: 0.35 }));
    c.add(el('circle', { cx: sun.x, cy: sun.y, r: sun.r, fill: c.sky.sun }));
  }
  if (options.clouds !== false && c.time !== 'night') paintClouds(c, horizon);
  return sun;
}

function paintStars(c: Canvas, horizon: number, amount: number): void {
  const count = Math.round((c.w / c.h) * 60 * amount);
  const stars: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = horizon * c.rnd(0, 1) ** 1.6 * 0.9;
    stars.push(
      el('circle', { cx: c.rnd(0, c.w), cy: y, r: c.u * c.rnd(0.12, 0.36), fill: '#fffbe6', opacity: c.rnd(0.35, 1) }),
    );
  }
  c.add(group({}, stars));
}

function paintClouds(c: Canvas, horizon: number): void {
  const count = c.int(1, Math.round(2 + c.w / c.h));
  const u = c.u;
  const color = mix('#ffffff', c.sky.haze, c.time === 'day' ? 0.1 : 0.45);
  for (let i = 0; i < count; i++) {
    const cx = c.rnd(-0.05, 1.05) * c.w;
    const cy = c.rnd(0.08, 0.7) * horizon;
    const width = c.rnd(12, 26) * u * (0.6 + cy / horizon);
    c.add(cloud(c, cx, cy, width, color, c.rnd(0.6, 0.9)));
  }
}

function cloud(c: Canvas, cx: number, cy: number, width: number, color: string, opacity: number): string {
  const parts = [
    el('rect', { x: cx - width / 2, y: cy - width * 0.08, width, height: width * 0.08, rx: width * 0.04, fill: color }),
  ];
  const puffs = c.int(3, 4);
  for (let i = 0; i < puffs; i++) {
    const t = (i + 0.5) / puffs;
    const r = width * (0.12 + 0.1 * Math.sin(Math.PI * t)) * c.rnd(0.8, 1.15);
    parts.push(el('circle', { cx: cx - width / 2 + width * t, cy: cy - r * 0.55, r, fill: color }));
  }
  return group({ opacity }, parts);
}

/** Heights along the width by midpoint displacement: rugged when roughness is high. */
function fractalLine(c: Canvas, levels: number, roughness: number): number[] {
  const size = 2 ** levels;
  const values = new Array<number>(size + 1).fill(0);
  values[0] = c.rnd(-1, 1);
  values[size] = c.rnd(-1, 1);
  let step = size;
  let scale = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < size; i += step) {
      values[i] = ((values[i - half] ?? 0) + (values[i + half] ?? 0)) / 2 + c.rnd(-1, 1) * scale;
    }
    step = half;
    scale *= roughness;
  }
  return values;
}

function ridgePoints(c: Canvas, baseY: number, amplitude: number, levels: number, roughness: number): TPoint[] {
  const values = fractalLine(c, levels, roughness);
  const n = values.length - 1;
  return values.map((v, i) => [-0.02 * c.w + (i / n) * 1.04 * c.w, baseY - amplitude * (0.5 + 0.5 * v)] as TPoint);
}

interface TPeakOptions {
  count: number;
  baseY: number;
  minHeight: number;
  maxHeight: number;
  bottom: number;
  light: string;
  dark: string;
  shadeRight: boolean;
}

/** A jagged edge between two points: the straight line with sideways jitter. */
function jaggedEdge(c: Canvas, from: TPoint, to: TPoint, steps: number, jitter: number): TPoint[] {
  const out: TPoint[] = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    out.push([
      from[0] + (to[0] - from[0]) * t + c.rnd(-1, 1) * jitter,
      from[1] + (to[1] - from[1]) * t + c.rnd(-0.6, 0.6) * jitter,
    ]);
  }
  return out;
}

/**
 * A row of rugged peaks, low-poly style: each peak has a lit and a shaded face split by a crooked ridge line, and the
 * next peak overlaps the shaded face so the shade ends at that peak's outline.
 */
function mountainPeaks(c: Canvas, o: TPeakOptions): void {
  const u = c.u;
  const dir = o.shadeRight ? 1 : -1;
  const span = c.w * 1.3;
  const step = span / o.count;
  c.add(el('rect', { x: 0, y: o.baseY - u, width: c.w, height: o.bottom - o.baseY + u, fill: o.light }));
  const peaks: { cx: number; top: number; half: number }[] = [];
  for (let i = 0; i < o.count; i++) {
    const height = c.rnd(o.minHeight, o.maxHeight);
    peaks.push({
      cx: -0.15 * c.w + step * (i + c.rnd(0.2, 0.8)),
      top: o.baseY - height,
      half: Math.max(step * 0.8, height * c.rnd(1.1, 1.7)),
    });
  }
  const ordered = o.shadeRight ? peaks : [...peaks].reverse();
  const jitter = u * 1.2;
  for (const { cx, top, half } of ordered) {
    const peak: TPoint = [cx, top];
    const leftBase: TPoint = [cx - half, o.baseY + u];
    const rightBase: TPoint = [cx + half, o.baseY + u];
    // A shoulder on each side keeps the silhouette from being a plain triangle.
    const shoulderL: TPoint = [cx - half * c.rnd(0.35, 0.55), top + (o.baseY - top) * c.rnd(0.3, 0.5)];
    const shoulderR: TPoint = [cx + half * c.rnd(0.35, 0.55), top + (o.baseY - top) * c.rnd(0.3, 0.5)];
    const leftSide = [
      leftBase,
      ...jaggedEdge(c, leftBase, shoulderL, 4, jitter),
      shoulderL,
      ...jaggedEdge(c, shoulderL, peak, 3, jitter),
    ];
    const rightSide = [
      ...jaggedEdge(c, peak, shoulderR, 3, jitter),
      shoulderR,
      ...jaggedEdge(c, shoulderR, rightBase, 4, jitter),
      rightBase,
    ];
    const outline: TPoint[] = [[leftBase[0], o.bottom], ...leftSide, peak, ...rightSide, [rightBase[0], o.bottom]];
    c.add(el('polygon', { points: points(outline), fill: o.light }));
    const shadedSide = o.shadeRight ? rightSide : [...leftSide].reverse();
    const farBase = o.shadeRight ? rightBase : leftBase;
    const footX = cx + dir * half * c.rnd(0.05, 0.3);
    const crease = jaggedEdge(c, [footX, o.baseY], peak, 5, jitter * 1.5);
    const face: TPoint[] = [
      peak,
      ...shadedSide,
      [farBase[0], o.bottom],
      [footX, o.bottom],
      [footX, o.baseY],
      ...crease,
    ];
    c.add(el('polygon', { points: points(face), fill: o.dark }));
    // A secondary facet on the lit side, for a chiselled look.
    const shoulder = o.shadeRight ? shoulderL : shoulderR;
    const facet: TPoint[] = [
      shoulder,
      [shoulder[0] + dir * half * 0.15, shoulder[1] + (o.baseY - shoulder[1]) * 0.5],
      [shoulder[0] - dir * half * 0.05, o.baseY],
    ];
    c.add(el('polygon', { points: points(facet), fill: mix(o.light, o.dark, 0.35) }));
  }
}

/** One shaded facet hanging under each peak, on the side away from the light. */
function shadedFaces(c: Canvas, pts: readonly TPoint[], bottom: number, shadeRight: boolean): string {
  const dir = shadeRight ? 1 : -1;
  const faces: string[] = [];
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i];
    const before = pts[i - 1];
    const after = pts[i + 1];
    if (!p || !before || !after || p[1] > before[1] || p[1] > after[1]) continue;
    const edge: TPoint[] = [p];
    let j = i + dir;
    for (let q = pts[j]; q; q = pts[j]) {
      edge.push(q);
      const next = pts[j + dir];
      if (!next || next[1] < q[1]) break;
      j += dir;
    }
    const end = edge[edge.length - 1] ?? p;
    const drop = Math.max(end[1] - p[1], c.u * 2);
    const low = Math.min(bottom, end[1] + drop * c.rnd(0.5, 1.1));
    const creaseX = p[0] + (end[0] - p[0]) * c.rnd(0.1, 0.35);
    const crease: TPoint[] = [
      [end[0] - dir * c.u * c.rnd(0, 1.5), low],
      [creaseX + (end[0] - creaseX) * 0.3, p[1] + (low - p[1]) * c.rnd(0.7, 0.95)],
      [creaseX + dir * c.u * c.rnd(-0.8, 0.8), p[1] + (low - p[1]) * c.rnd(0.35, 0.6)],
      [p[0] + (creaseX - p[0]) * 0.4, p[1] + (low - p[1]) * 0.2],
    ];
    faces.push(`M${points([...edge, ...crease])}Z`);
  }
  return faces.join('');
}

function seaSurface(c: Canvas, top: number, far: string, near: string, sun?: TSun): void {
  c.add(
    el('rect', {
      x: 0,
      y: top,
      width: c.w,
      height: c.h - top,
      fill: c.linear([
        [0, far],
        [1, near],
      ]),
    }),
  );
  c.add(el('rect', { x: 0, y: top, width: c.w, height: c.u * 0.4, fill: lighten(far, 0.25), opacity: 0.6 }));
  if (sun && sun.y < top) {
    const glints: string[] = [];
    const rows = 14;
    for (let i = 0; i < rows; i++) {
      const t = i / rows;
      const y = top + (c.h - top) * t ** 1.5 + c.u * 0.6;
      const width = sun.r * (1.6 + t * 3) * c.rnd(0.4, 1.1) * (c.time === 'day' ? 0.6 : 1);
      glints.push(
        el('rect', {
          x: sun.x - width / 2 + c.rnd(-1, 1) * c.u * (1 + t * 4),
          y,
          width,
          height: c.u * (0.35 + t * 0.9),
          rx: c.u * 0.4,
          fill: c.sky.sun,
          opacity: (1 - t) * (c.time === 'day' ? 0.45 : 0.7),
        }),
      );
    }
    c.add(group({}, glints));
  }
  waveStrokes(c, top, c.h, lighten(far, 0.45), 1);
}

/** Short curved highlights that get bigger towards the viewer. */
function waveStrokes(c: Canvas, top: number, bottom: number, color: string, density: number): void {
  const strokes: string[] = [];
  const rows = Math.round(18 * density);
  for (let i = 0; i < rows; i++) {
    const t = (i + c.rnd(0, 1)) / rows;
    const y = top + (bottom - top) * t ** 1.7;
    const len = c.u * (1.5 + t * 9);
    const count = Math.max(1, Math.round((c.w / len) * 0.25));
    for (let k = 0; k < count; k++) {
      const x = c.rnd(-0.05, 1.05) * c.w;
      strokes.push(d`M${x} ${y}q${len / 2} ${-len * 0.12} ${len} 0`);
    }
  }
  c.add(
    el('path', {
      d: strokes.join(''),
      fill: 'none',
      stroke: color,
      'stroke-width': c.u * 0.35,
      'stroke-linecap': 'round',
      opacity: 0.45,
    }),
  );
}

function palm(c: Canvas, x: number, baseY: number, height: number, lean: number, shade = 0): void {
  const trunkColor = c.lit(darken(c.vary('#8a6642'), shade));
  const leaf = c.lit(darken(c.vary('#3f8f3a'), shade));
  const leafDark = darken(leaf, 0.25);
  const topX = x + lean * height * 0.35;
  const topY = baseY - height;
  const wb = height * 0.045;
  const wt = height * 0.022;
  const midX = x + lean * height * 0.08;
  const midY = baseY - height * 0.5;
  c.add(
    el('path', {
      d: d`M${x - wb} ${baseY}Q${midX - wb * 0.9} ${midY} ${topX - wt} ${topY}L${topX + wt} ${topY}Q${midX + wb * 0.9} ${midY} ${x + wb} ${baseY}Z`,
      fill: trunkColor,
    }),
  );
  const rings: string[] = [];
  for (let t = 0.1; t < 0.95; t += 0.07) {
    const cx = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * midX + t * t * topX;
    const cy = baseY - height * t;
    const half = wb + (wt - wb) * t;
    rings.push(d`M${cx - half} ${cy}q${half} ${half * 0.5} ${half * 2} 0`);
  }
  c.add(
    el('path', { d: rings.join(''), fill: 'none', stroke: darken(trunkColor, 0.3), 'stroke-width': height * 0.006 }),
  );
  const fronds = c.int(8, 11);
  const leaves: string[] = [];
  const darkLeaves: string[] = [];
  const ribs: string[] = [];
  for (let i = 0; i < fronds; i++) {
    const spread = (i + c.rnd(0.2, 0.8)) / fronds;
    const angle = Math.PI * (1.1 - spread * 1.2) + lean * 0.2;
    const len = height * c.rnd(0.34, 0.48);
    const dirX = Math.cos(angle);
    const dirY = -Math.sin(angle);
    const droop = len * (0.3 + 0.5 * (1 - Math.abs(Math.sin(angle))));
    const tip: TPoint = [topX + dirX * len, topY + dirY * len * 0.55 + droop];
    const ctrl: TPoint = [topX + dirX * len * 0.6, topY + dirY * len * 0.8 - len * 0.12];
    const at = (t: number): TPoint => [
      (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * ctrl[0] + t * t * tip[0],
      (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * ctrl[1] + t * t * tip[1],
    ];
    ribs.push(d`M${topX} ${topY}Q${ctrl[0]} ${ctrl[1]} ${tip[0]} ${tip[1]}`);
    // Leaflets hang from both sides of the midrib, shorter towards the tip.
    const target = i % 2 === 0 ? darkLeaves : leaves;
    const count = 9;
    for (let k = 0; k < count; k++) {
      const t0 = 0.08 + (k / count) * 0.88;
      const t1 = t0 + 0.88 / count;
      const a = at(t0);
      const b = at(t1);
      const tx = b[0] - a[0];
      const ty = b[1] - a[1];
      const norm = Math.hypot(tx, ty) || 1;
      const size = len * 0.17 * (1 - t0 * 0.65);
      for (const sideSign of [1, -1]) {
        const nx = (-ty / norm) * sideSign;
        const ny = (tx / norm) * sideSign;
        const hang = ny > 0 ? 1 : 0.55;
        const tipX = (a[0] + b[0]) / 2 + nx * size * hang + tx * 0.6;
        const tipY = (a[1] + b[1]) / 2 + ny * size * hang + size * 0.35 + ty * 0.6;
        target.push(`M${points([a, b, [tipX, tipY]])}Z`);
      }
    }
  }
  c.add(el('path', { d: darkLeaves.join(''), fill: leafDark }));
  c.add(el('path', { d: leaves.join(''), fill: leaf }));
  c.add(el('path', { d: ribs.join(''), fill: 'none', stroke: darken(leaf, 0.35), 'stroke-width': height * 0.008 }));
  c.add(el('circle', { cx: topX - wt, cy: topY + wt * 1.2, r: wt * 1.1, fill: darken(trunkColor, 0.2) }));
  c.add(el('circle', { cx: topX + wt, cy: topY + wt * 1.4, r: wt * 1.1, fill: darken(trunkColor, 0.35) }));
}

interface TDuneOptions {
  crests: number;
  baseY: number;
  amplitude: number;
  bottom: number;
  light: string;
  dark: string;
  shadeRight: boolean;
}

/**
 * A row of overlapping dunes. Each is a hill with a crest line splitting a lit slope from a shaded one; the next
 * dune is drawn over the shaded side, so the shade ends at that dune's outline like in hand-made illustrations.
 */
function duneLayer(c: Canvas, o: TDuneOptions): TPoint[] {
  const span = c.w * 1.3;
  const step = span / o.crests;
  const dir = o.shadeRight ? 1 : -1;
  const hills: { left: number; right: number; crest: TPoint }[] = [];
  for (let i = 0; i < o.crests; i++) {
    const centre = -0.15 * c.w + step * (i + c.rnd(0.3, 0.7));
    const crest: TPoint = [centre, o.baseY - o.amplitude * c.rnd(0.45, 1)];
    hills.push({ left: centre - step * c.rnd(0.9, 1.3), right: centre + step * c.rnd(0.9, 1.3), crest });
  }
  const ordered = o.shadeRight ? hills : [...hills].reverse();
  const lit = c.linear([
    [0, o.light],
    [1, darken(o.light, 0.08)],
  ]);
  const foot = o.baseY + o.amplitude * 0.35;
  for (const hill of ordered) {
    const [cx, cy] = hill.crest;
    const { left, right } = hill;
    const up = d`C${left + (cx - left) * 0.5} ${foot} ${cx - (cx - left) * 0.3} ${cy} ${cx} ${cy}`;
    const down = d`C${cx + (right - cx) * 0.22} ${cy} ${right - (right - cx) * 0.5} ${foot} ${right} ${foot}`;
    c.add(
      el('path', { d: d`M${left} ${o.bottom}L${left} ${foot}` + up + down + d`L${right} ${o.bottom}Z`, fill: lit }),
    );
    const far = o.shadeRight ? right : left;
    const slope = o.shadeRight
      ? down
      : d`C${cx - (cx - left) * 0.3} ${cy} ${left + (cx - left) * 0.5} ${foot} ${left} ${foot}`;
    const reach = o.bottom - cy;
    const footX = cx + dir * Math.abs(far - cx) * c.rnd(0.05, 0.3);
    c.add(
      el('path', {
        d:
          d`M${cx} ${cy}` +
          slope +
          d`L${far} ${o.bottom}L${footX} ${o.bottom}C${footX - dir * reach * 0.05} ${cy + reach * 0.45} ${cx + dir * reach * 0.04} ${cy + reach * 0.12} ${cx} ${cy}Z`,
        fill: o.dark,
      }),
    );
  }
  return hills.map((hill) => hill.crest);
}

const SAND_COLORS = ['#eab46b', '#e9a55c', '#e3aa72', '#f0c07a', '#e49a58'];

function desertDunes(
  c: Canvas,
  horizon: number,
  sun: TSun,
  colors: { sand: string; shadow: string },
  layers = 3,
): TPoint[][] {
  const shadeRight = sun.x < c.w / 2;
  const ground = c.h - horizon;
  const all: TPoint[][] = [];
  for (let i = 0; i < layers; i++) {
    const t = i / Math.max(1, layers - 1);
    const baseY = horizon + ground * (0.12 + 0.62 * t ** 0.9);
    const light = c.hazy(lighten(colors.sand, 0.05 - t * 0.05), 0.22 * (1 - t));
    const dark = c.hazy(colors.shadow, 0.22 * (1 - t));
    all.push(
      duneLayer(c, {
        crests: Math.max(2, Math.round((c.w / c.h) * 2.2) + c.int(0, 1) - i),
        baseY,
        amplitude: c.u * (7 + 13 * t),
        bottom: c.h + c.u,
        light,
        dark,
        shadeRight,
      }),
    );
  }
  return all;
}

/** Camel facing right; feet at (0, 0), one unit long. */
const CAMEL: TPoint[] = [
  [0.18, 0],
  [0.2, -0.36],
  [0.12, -0.44],
  [0.14, -0.54],
  [0.3, -0.62],
  [0.42, -0.8],
  [0.54, -0.68],
  [0.66, -0.58],
  [0.76, -0.6],
  [0.83, -0.76],
  [0.87, -0.87],
  [0.97, -0.86],
  [1.0, -0.8],
  [0.9, -0.77],
  [0.85, -0.62],
  [0.77, -0.48],
  [0.74, -0.4],
  [0.76, 0],
  [0.72, 0],
  [0.68, -0.34],
  [0.64, 0],
  [0.6, 0],
  [0.6, -0.37],
  [0.32, -0.38],
  [0.3, 0],
  [0.26, 0],
  [0.24, -0.32],
  [0.22, 0],
];

function camel(x: number, y: number, size: number, facing: 1 | -1, rider: boolean): string {
  const shape = CAMEL.map(([px, py]) => [x + (px - 0.5) * size * facing, y + py * size] as TPoint);
  let out = `M${points(shape)}Z`;
  if (rider) {
    const rx = x + (0.44 - 0.5) * size * facing;
    out += d`M${rx - size * 0.05} ${y - size * 0.78}L${rx + size * 0.05} ${y - size * 0.78}L${rx + size * 0.03} ${
      y - size * 1.02
    }L${rx - size * 0.03} ${y - size * 1.02}Z`;
    out += d`M${rx - size * 0.05} ${y - size * 1.07}a${size * 0.05} ${size * 0.05} 0 1 0 ${size * 0.1} 0a${
      size * 0.05
    } ${size * 0.05} 0 1 0 ${-size * 0.1} 0Z`;
  }
  return out;
}

function caravan(c: Canvas, crest: TPoint, size: number, color: string, riders: boolean): void {
  const count = c.int(3, 5);
  const facing = c.chance(0.5) ? 1 : -1;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = crest[0] - facing * i * size * 1.15 - facing * size * 0.4;
    const y = crest[1] + Math.abs(i * size * 0.12) + size * 0.05;
    parts.push(camel(x, y, size * c.rnd(0.92, 1.05), facing, riders && i % 2 === 0));
  }
  c.add(el('path', { d: parts.join(''), fill: color }));
}

interface TTowerColors {
  light: string;
  dark: string;
  window: string;
}

/** A city tower; lit windows at night. */
function cityTower(
  c: Canvas,
  x: number,
  baseY: number,
  width: number,
  height: number,
  colors: TTowerColors,
  night: boolean,
): void {
  const top = baseY - height;
  const style = c.pick(['flat', 'flat', 'slant', 'spire', 'round', 'stepped'] as const);
  const side = width * 0.28;
  let outline: string;
  switch (style) {
    case 'slant':
      outline = d`M${x} ${baseY}L${x} ${top + width * 0.5}L${x + width} ${top}L${x + width} ${baseY}Z`;
      break;
    case 'round':
      outline = d`M${x} ${baseY}L${x} ${top + width / 2}A${width / 2} ${width / 2} 0 0 1 ${x + width} ${top + width / 2}L${x + width} ${baseY}Z`;
      break;
    case 'stepped':
      outline = d`M${x} ${baseY}L${x} ${top + height * 0.18}L${x + width * 0.15} ${top + height * 0.18}L${x + width * 0.15} ${top}L${x + width * 0.85} ${top}L${x + width * 0.85} ${top + height * 0.18}L${x + width} ${top + height * 0.18}L${x + width} ${baseY}Z`;
      break;
    case 'spire':
      outline = d`M${x} ${baseY}L${x} ${top}L${x + width * 0.45} ${top - height * 0.08}L${x + width * 0.5} ${top - height * 0.2}L${x + width * 0.55} ${top - height * 0.08}L${x + width} ${top}L${x + width} ${baseY}Z`;
      break;
    default:
      outline = d`M${x} ${baseY}L${x} ${top}L${x + width} ${top}L${x + width} ${baseY}Z`;
  }
  c.add(el('path', { d: outline, fill: colors.light }));
  c.add(
    el('rect', {
      x: x + width - side,
      y: top + (style === 'slant' ? 0 : 0),
      width: side,
      height,
      fill: colors.dark,
      opacity: 0.85,
    }),
  );
  if (style === 'slant') {
    c.add(
      el('path', {
        d: d`M${x} ${top + width * 0.5}L${x + width} ${top}L${x + width} ${top - 1}L${x} ${top + width * 0.5 - 1}Z`,
        fill: colors.dark,
      }),
    );
  }
  const rows = Math.floor(height / (c.u * 1.8));
  const windows: string[] = [];
  const startY = top + (style === 'round' ? width * 0.55 : style === 'slant' ? width * 0.55 : c.u * 1.2);
  if (night) {
    const cols = Math.max(2, Math.floor(width / (c.u * 1.3)));
    const cw = (width - c.u * 0.6) / cols;
    const rate = c.rnd(0.25, 0.6);
    for (let r = 0; r < rows; r++) {
      const y = startY + r * c.u * 1.8;
      if (y > baseY - c.u) break;
      for (let k = 0; k < cols; k++) {
        if (!c.chance(rate)) continue;
        windows.push(d`M${x + c.u * 0.3 + k * cw + cw * 0.2} ${y}h${cw * 0.6}v${c.u * 0.9}h${-cw * 0.6}Z`);
      }
    }
    c.add(el('path', { d: windows.join(''), fill: colors.window, opacity: 0.9 }));
  } else {
    for (let r = 0; r < rows; r += 1) {
      const y = startY + r * c.u * 1.8;
      if (y > baseY - c.u) break;
      windows.push(d`M${x + c.u * 0.4} ${y}h${width - c.u * 0.8}v${c.u * 0.35}h${-(width - c.u * 0.8)}Z`);
    }
    c.add(el('path', { d: windows.join(''), fill: colors.window, opacity: 0.35 }));
  }
}

/** The Burj-Khalifa-like needle: tiers stepping back on alternate sides, then a spire. */
function needleTower(
  c: Canvas,
  cx: number,
  baseY: number,
  height: number,
  baseWidth: number,
  colors: TTowerColors,
  night: boolean,
): void {
  const tiers = 9;
  const bodyHeight = height * 0.78;
  const left: TPoint[] = [];
  const right: TPoint[] = [];
  let y = baseY;
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const tierHeight = bodyHeight * (0.16 - 0.12 * t) * (1 / 0.98);
    const halfL = (baseWidth / 2) * (1 - (i + (i % 2 === 0 ? 0 : 0.5)) / tiers) ** 1.25 + baseWidth * 0.03;
    const halfR = (baseWidth / 2) * (1 - (i + (i % 2 === 1 ? 0 : 0.5)) / tiers) ** 1.25 + baseWidth * 0.03;
    left.push([cx - halfL, y], [cx - halfL, y - tierHeight]);
    right.push([cx + halfR, y], [cx + halfR, y - tierHeight]);
    y -= tierHeight;
  }
  const spireBase = y;
  const top = baseY - height;
  const spireHalf = baseWidth * 0.035;
  const outline: TPoint[] = [
    ...left,
    [cx - spireHalf, spireBase],
    [cx, top],
    [cx + spireHalf, spireBase],
    ...right.reverse(),
  ];
  c.add(el('polygon', { points: points(outline), fill: colors.light }));
  const shade: TPoint[] = [[cx, baseY], [cx, top], [cx + spireHalf, spireBase], ...right];
  c.add(el('polygon', { points: points(shade), fill: colors.dark, opacity: 0.9 }));
  c.add(
    el('rect', {
      x: cx - baseWidth * 0.012,
      y: spireBase,
      width: baseWidth * 0.024,
      height: baseY - spireBase,
      fill: lighten(colors.light, 0.25),
      opacity: 0.6,
    }),
  );
  if (night) {
    const lights: string[] = [];
    for (let yy = baseY - c.u; yy > spireBase; yy -= c.u * 1.4) {
      lights.push(d`M${cx - baseWidth * 0.1} ${yy}h${baseWidth * 0.06}v${c.u * 0.5}h${-baseWidth * 0.06}Z`);
      lights.push(d`M${cx + baseWidth * 0.05} ${yy}h${baseWidth * 0.05}v${c.u * 0.5}h${-baseWidth * 0.05}Z`);
    }
    c.add(el('path', { d: lights.join(''), fill: colors.window, opacity: 0.8 }));
    c.add(el('circle', { cx, cy: top, r: c.u * 0.5, fill: '#ff4d4d' }));
    c.add(
      el('circle', {
        cx,
        cy: top,
        r: c.u * 2,
        fill: c.radial([
          [0, '#ff6d6d', 0.7],
          [1, '#ff6d6d', 0],
        ]),
      }),
    );
  }
}

/** A mirrored, faded copy of a silhouette in water below `waterline`. */
function reflection(c: Canvas, waterline: number, shapes: string, color: string, opacity: number): void {
  c.add(
    group({ transform: `translate(0 ${fmt(waterline * 2)}) scale(1 -1)`, opacity }, [
      el('path', { d: shapes, fill: color }),
    ]),
  );
}

function boatHull(x: number, y: number, length: number, height: number): string {
  return d`M${x} ${y - height * 0.6}L${x + length * 0.04} ${y + height * 0.4}Q${x + length * 0.5} ${y + height * 0.7} ${x + length * 0.86} ${y + height * 0.2}L${x + length} ${y - height * 0.75}Q${x + length * 0.7} ${y - height * 0.2} ${x + length * 0.15} ${y - height * 0.3}Z`;
}

function dhowBoat(c: Canvas, x: number, y: number, length: number, facing: 1 | -1): void {
  const u = c.u;
  const hullH = length * 0.2;
  const wood = c.lit(c.vary('#8b5a2b'));
  const sailColor = c.lit(c.vary('#f4ead2', 0.5));
  const flip = (px: number) => (facing === 1 ? px : 2 * x + length - px);
  const mastX = flip(x + length * 0.55);
  const mastTop = y - length * 0.85;
  const yardLow: TPoint = [flip(x + length * 0.97), y - hullH * 0.9];
  const yardHigh: TPoint = [flip(x + length * 0.1), mastTop - length * 0.12];
  const clew: TPoint = [flip(x + length * 0.2), y - hullH * 0.55];
  const belly = length * 0.08 * facing;
  const sail = d`M${yardLow[0]} ${yardLow[1]}L${yardHigh[0]} ${yardHigh[1]}Q${clew[0] - belly * 1.6} ${(yardHigh[1] + clew[1]) / 2} ${clew[0]} ${clew[1]}Q${(clew[0] + yardLow[0]) / 2} ${clew[1] - length * 0.06} ${yardLow[0]} ${yardLow[1]}Z`;
  c.add(el('path', { d: sail, fill: sailColor }));
  const seams: string[] = [];
  for (let t = 0.2; t < 0.9; t += 0.17) {
    const sx = yardLow[0] + (yardHigh[0] - yardLow[0]) * t;
    const sy = yardLow[1] + (yardHigh[1] - yardLow[1]) * t;
    seams.push(d`M${sx} ${sy}L${clew[0] + (sx - clew[0]) * 0.08} ${clew[1] + (sy - clew[1]) * 0.08}`);
  }
  c.add(
    el('path', {
      d: seams.join(''),
      stroke: darken(sailColor, 0.15),
      'stroke-width': u * 0.2,
      fill: 'none',
      opacity: 0.7,
    }),
  );
  c.add(
    el('path', {
      d: d`M${flip(x + length * 0.5)} ${y - hullH * 0.3}L${mastX} ${mastTop}`,
      stroke: darken(wood, 0.3),
      'stroke-width': length * 0.012,
      fill: 'none',
    }),
  );
  c.add(
    el('path', {
      d: d`M${yardLow[0]} ${yardLow[1]}L${yardHigh[0]} ${yardHigh[1]}`,
      stroke: darken(wood, 0.35),
      'stroke-width': length * 0.01,
      'stroke-linecap': 'round',
    }),
  );
  const hull = boatHull(x, y, length, hullH);
  const transform = facing === 1 ? undefined : `translate(${fmt(2 * x + length)} 0) scale(-1 1)`;
  const hullParts = [
    el('path', {
      d: hull,
      fill: c.linear([
        [0, lighten(wood, 0.1)],
        [1, darken(wood, 0.3)],
      ]),
    }),
    el('path', {
      d: d`M${x + length * 0.02} ${y - hullH * 0.3}Q${x + length * 0.6} ${y - hullH * 0.05} ${x + length * 0.95} ${y - hullH * 0.55}M${x + length * 0.03} ${y}Q${x + length * 0.55} ${y + hullH * 0.3} ${x + length * 0.9} ${y - hullH * 0.05}`,
      stroke: darken(wood, 0.35),
      'stroke-width': u * 0.3,
      fill: 'none',
    }),
    el('path', {
      d: d`M${x} ${y - hullH * 0.6}Q${x + length * 0.35} ${y - hullH * 0.42} ${x + length * 0.7} ${y - hullH * 0.38}`,
      stroke: lighten(wood, 0.35),
      'stroke-width': u * 0.45,
      fill: 'none',
    }),
    el('rect', {
      x: x + length * 0.02,
      y: y - hullH * 1.25,
      width: length * 0.18,
      height: hullH * 0.7,
      fill: darken(wood, 0.15),
    }),
    el('rect', {
      x: x + length * 0.005,
      y: y - hullH * 1.35,
      width: length * 0.21,
      height: hullH * 0.15,
      fill: lighten(wood, 0.2),
    }),
  ];
  c.add(group({ transform }, hullParts));
  c.add(
    el('ellipse', {
      cx: x + length / 2,
      cy: y + hullH * 0.55,
      rx: length * 0.55,
      ry: hullH * 0.18,
      fill: '#ffffff',
      opacity: 0.35,
    }),
  );
}

function gulls(c: Canvas, count: number, top: number, bottom: number): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.rnd(0.05, 0.95) * c.w;
    const y = c.rnd(top, bottom);
    const s = c.u * c.rnd(0.8, 1.6);
    parts.push(d`M${x - s} ${y}q${s * 0.5} ${-s * 0.6} ${s} 0q${s * 0.5} ${-s * 0.6} ${s} 0`);
  }
  c.add(
    el('path', {
      d: parts.join(''),
      fill: 'none',
      stroke: c.time === 'day' ? '#35485a' : '#2b2236',
      'stroke-width': c.u * 0.25,
      'stroke-linecap': 'round',
    }),
  );
}

function burjAlArab(c: Canvas, x: number, baseY: number, height: number, color: string): void {
  const w = height * 0.42;
  c.add(
    el('path', {
      d: d`M${x} ${baseY}L${x} ${baseY - height}L${x + w * 0.1} ${baseY - height}Q${x + w * 1.25} ${baseY - height * 0.55} ${x + w * 0.55} ${baseY}Z`,
      fill: color,
    }),
  );
  c.add(
    el('path', {
      d: d`M${x + w * 0.12} ${baseY - height * 0.92}Q${x + w * 0.95} ${baseY - height * 0.5} ${x + w * 0.42} ${baseY}`,
      fill: 'none',
      stroke: lighten(color, 0.3),
      'stroke-width': height * 0.012,
    }),
  );
  c.add(el('ellipse', { cx: x - w * 0.08, cy: baseY - height * 0.8, rx: w * 0.16, ry: w * 0.04, fill: color }));
}

// ---------------------------------------------------------------------------------------------------------------
// Themes

function paintDesert(c: Canvas): void {
  const horizon = c.h * c.rnd(0.5, 0.6);
  const sun = paintSky(c, horizon);
  const sand = c.lit(c.vary(c.pick(SAND_COLORS)));
  const shadow = c.lit(mix(darken(sand, 0.28), '#b0573a', 0.25));
  c.add(el('path', { d: smoothBand(ridgePoints(c, horizon, c.u * 3, 3, 0.5), c.h), fill: c.hazy(sand, 0.55) }));
  const layers = desertDunes(c, horizon, sun, { sand, shadow }, 3);
  if (c.chance(0.7)) {
    const crests = layers[1] ?? [];
    const crest = crests[c.int(0, Math.max(0, crests.length - 1))];
    if (crest) caravan(c, crest, c.u * 4, darken(shadow, 0.45), c.chance(0.5));
  }
}

function paintDunesSunset(c: Canvas): void {
  const horizon = c.h * c.rnd(0.55, 0.65);
  const sun = paintSky(c, horizon, { sunX: c.w * c.rnd(0.3, 0.7) });
  const hot = c.vary(c.pick(['#e0733c', '#d9623f', '#e8874a']));
  const layers = 4;
  const shadeRight = sun.x < c.w / 2;
  const crestSets: TPoint[][] = [];
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const light = mix(c.hazy(hot, 0.45), darken(mix(hot, '#5a1f3c', 0.55), 0.2), t);
    crestSets.push(
      duneLayer(c, {
        crests: Math.max(2, Math.round((c.w / c.h) * 2.2) + c.int(0, 1) - Math.floor(i / 2)),
        baseY: horizon + (c.h - horizon) * (0.1 + 0.65 * t ** 0.9),
        amplitude: c.u * (4 + 10 * t),
        bottom: c.h + c.u,
        light,
        dark: darken(light, 0.28),
        shadeRight,
      }),
    );
  }
  const ridge = crestSets[2] ?? [];
  const crest = ridge[c.int(0, Math.max(0, ridge.length - 1))];
  if (crest) caravan(c, crest, c.u * 6, '#2b1424', true);
}

function seaColors(c: Canvas): { far: string; near: string } {
  const base = c.vary(c.pick(['#1f78b8', '#1b6fa8', '#2283b5', '#1d8aa8']));
  const far = mix(lighten(base, 0.15), c.sky.stops[3], 0.3);
  return { far: c.lit(far, 0.5), near: c.lit(darken(base, 0.3), 0.5) };
}

function paintSea(c: Canvas): void {
  const horizon = c.h * c.rnd(0.45, 0.56);
  const sun = paintSky(c, horizon);
  if (c.chance(0.5)) {
    const x = c.rnd(0.05, 0.6) * c.w;
    c.add(
      el('path', {
        d: smoothBand(
          [
            [x, horizon],
            [x + c.u * 8, horizon - c.u * 4],
            [x + c.u * 20, horizon - c.u * 2.5],
            [x + c.u * 30, horizon],
          ],
          horizon + 1,
        ),
        fill: c.hazy(c.lit('#6f7f86'), 0.5),
      }),
    );
  }
  const sea = seaColors(c);
  seaSurface(c, horizon, sea.far, sea.near, sun);
  if (c.chance(0.6)) {
    const x = c.rnd(0.15, 0.85) * c.w;
    const s = c.u * c.rnd(3, 5);
    c.add(
      el('path', {
        d: d`M${x} ${horizon + c.u * 0.8}l${s * 0.1} ${-s * 1.6}l${s * 0.75} ${s * 1.5}Z M${x - s * 0.5} ${horizon + c.u * 0.8}h${s * 1.5}l${-s * 0.2} ${s * 0.3}h${-s * 1.1}Z`,
        fill: c.hazy('#f4f1ea', 0.2),
      }),
    );
  }
  // Rolling swells in the foreground: broad crests with foam lines.
  const swells = 3;
  for (let i = 0; i < swells; i++) {
    const t = (i + 1) / swells;
    const y = horizon + (c.h - horizon) * (0.35 + 0.55 * t);
    const pts: TPoint[] = [];
    const waves = Math.round((c.w / c.h) * (5 - i));
    for (let k = 0; k <= waves * 2; k++) {
      pts.push([
        -0.05 * c.w + (k / (waves * 2)) * 1.1 * c.w,
        y + (k % 2 === 0 ? 0 : c.u * (1 + t * 2)) + c.rnd(-0.5, 0.5) * c.u,
      ]);
    }
    const color = mix(sea.far, sea.near, 0.4 + 0.6 * t);
    c.add(el('path', { d: smoothBand(pts, c.h + 1), fill: color, opacity: 0.85 }));
    c.add(
      el('path', {
        d: `M${points([pts[0] ?? [0, 0]])}${smoothThrough(pts)}`,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': c.u * (0.2 + 0.3 * t),
        opacity: 0.3,
      }),
    );
  }
  gulls(c, c.int(2, 5), c.h * 0.1, horizon * 0.8);
}

function paintDhow(c: Canvas): void {
  const horizon = c.h * c.rnd(0.55, 0.62);
  const sun = paintSky(c, horizon);
  if (c.chance(0.65)) {
    const rock = c.lit(c.vary('#9c7c62'));
    mountainPeaks(c, {
      count: c.int(3, 5),
      baseY: horizon,
      minHeight: c.u * 6,
      maxHeight: c.u * 16,
      bottom: horizon + 1,
      light: c.hazy(rock, 0.55),
      dark: c.hazy(darken(rock, 0.3), 0.55),
      shadeRight: sun.x < c.w / 2,
    });
  }
  const sea = seaColors(c);
  seaSurface(c, horizon, sea.far, sea.near, sun);
  if (c.chance(0.6)) dhowBoat(c, c.rnd(0.05, 0.85) * c.w, horizon + c.u * 3, c.u * 10, c.chance(0.5) ? 1 : -1);
  const length = c.u * c.rnd(44, 54);
  const x = c.u * 3 + c.rnd(0, 1) * (c.w - length - c.u * 6);
  const y = horizon + (c.h - horizon) * c.rnd(0.55, 0.7);
  c.add(
    el('ellipse', {
      cx: x + length / 2,
      cy: y + length * 0.2,
      rx: length * 0.55,
      ry: length * 0.05,
      fill: darken(sea.near, 0.35),
      opacity: 0.5,
    }),
  );
  dhowBoat(c, x, y, length, c.chance(0.5) ? 1 : -1);
}

/** A rocky headland plunging into the water: nearly flat on top at the outer edge, then steeply down to its tip. */
function headland(
  c: Canvas,
  side: -1 | 1,
  tipX: number,
  topY: number,
  baseY: number,
  light: string,
  dark: string,
  shadeRight: boolean,
): string {
  const outerX = side === -1 ? -c.w * 0.06 : c.w * 1.06;
  const noise = fractalLine(c, 5, 0.62);
  const n = noise.length - 1;
  const ridge: TPoint[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const fall = t ** 2.6;
    const y = topY + (baseY - topY) * fall + (noise[i] ?? 0) * c.u * 5 * (1 - fall * 0.8);
    ridge.push([outerX + (tipX - outerX) * t, Math.min(baseY - c.u * 0.5, y)]);
  }
  ridge.push([tipX + side * c.u * 1.5, baseY]);
  const ordered = side === -1 ? ridge : [...ridge].reverse();
  const shape = jaggedBand(ordered, baseY);
  c.add(
    el('path', {
      d: shape,
      fill: c.linear(
        [
          [0, light],
          [1, darken(light, 0.12)],
        ],
        0,
        topY,
        0,
        baseY,
        true,
      ),
    }),
  );
  c.add(el('path', { d: shadedFaces(c, ordered, baseY, shadeRight), fill: dark, opacity: 0.8 }));
  // Gullies streaking down the rock.
  const gullies: string[] = [];
  for (let i = 2; i < ridge.length - 3; i += c.int(1, 3)) {
    const p = ridge[i];
    if (!p) continue;
    const len = (baseY - p[1]) * c.rnd(0.3, 0.8);
    const half = c.u * c.rnd(0.3, 0.8);
    gullies.push(
      d`M${p[0] - half} ${p[1] + c.u * 1.5}L${p[0] + half} ${p[1] + c.u * 1.5}L${p[0] + c.rnd(-2, 2) * c.u} ${p[1] + len}Z`,
    );
  }
  c.add(el('path', { d: gullies.join(''), fill: darken(dark, 0.15), opacity: 0.35 }));
  c.add(
    el('rect', {
      x: Math.min(outerX, tipX),
      y: baseY - c.u * 0.6,
      width: Math.abs(tipX - outerX),
      height: c.u * 0.6,
      fill: darken(dark, 0.3),
      opacity: 0.7,
    }),
  );
  return shape;
}

function paintFjord(c: Canvas): void {
  const horizon = c.h * c.rnd(0.5, 0.56);
  const sun = paintSky(c, horizon, { sunX: c.w * c.rnd(0.35, 0.65) });
  const rock = c.lit(c.vary(c.pick(['#a4876a', '#9a7d66', '#a98f73', '#b09070'])));
  const shadow = c.lit(mix(darken(rock, 0.38), '#3d4a66', 0.25));
  const water = c.vary(c.pick(['#19b3ad', '#12a7b5', '#22bfa9']));
  fillBelowHorizon(
    c,
    horizon,
    c.linear([
      [0, c.lit(lighten(water, 0.25))],
      [1, c.lit(darken(water, 0.3))],
    ]),
  );
  sunGlint(c, sun, horizon, { dy: c.u, rx: 1.5, ry: c.u * 0.5, opacity: 0.5 });
  const gap = c.w * c.rnd(0.42, 0.58);
  const shadeRight = sun.x < c.w / 2;
  const count = 4;
  let side: -1 | 1 = c.chance(0.5) ? -1 : 1;
  for (let k = 0; k < count; k++) {
    const t = k / (count - 1);
    const baseY = horizon + (c.h - horizon) * (0.02 + 0.3 * t * t);
    const topY = baseY - c.h * (0.16 + 0.62 * t) * c.rnd(0.9, 1.1);
    const reach = c.w * (0.05 - 0.25 * t) * (c.h / c.w) * 1.5;
    const tipX = gap + side * (t < 0.5 ? -reach : c.w * (0.08 + 0.1 * t) + reach * 0.2);
    const light = c.hazy(rock, 0.6 * (1 - t));
    const dark = c.hazy(shadow, 0.6 * (1 - t));
    const shape = headland(c, side, tipX, topY, baseY, light, dark, shadeRight);
    reflection(c, baseY, shape, darken(light, 0.35), 0.3);
    side = side === -1 ? 1 : -1;
  }
  waveStrokes(c, horizon, c.h, lighten(water, 0.5), 0.7);
  if (c.chance(0.75)) {
    const y = horizon + (c.h - horizon) * c.rnd(0.35, 0.6);
    const x = gap + c.rnd(-0.1, 0.1) * c.w;
    const facing = c.chance(0.5) ? 1 : -1;
    c.add(
      el('path', {
        d: d`M${x} ${y + c.u}l${-facing * c.u * 20} ${c.u * 1.5}l0 ${c.u}Z`,
        fill: '#ffffff',
        opacity: 0.35,
      }),
    );
    dhowBoat(c, x - c.u * 7, y, c.u * 14, facing);
  }
}

function paintBeach(c: Canvas): void {
  const horizon = c.h * c.rnd(0.42, 0.5);
  const sun = paintSky(c, horizon);
  if (c.chance(0.45))
    burjAlArab(c, c.rnd(0.55, 0.9) * c.w, horizon, c.u * c.rnd(14, 20), c.hazy(c.lit('#dfe6ea'), 0.25));
  const sea = seaColors(c);
  const shallow = c.lit(c.vary('#2fc4c0'));
  fillBelowHorizon(
    c,
    horizon,
    c.linear([
      [0, sea.far],
      [0.6, shallow],
    ]),
  );
  waveStrokes(c, horizon, c.h * 0.8, '#ffffff', 0.7);
  sunGlint(c, sun, horizon, { dy: c.u * 2, rx: 1.6, ry: c.u * 0.8, opacity: 0.45 });
  const shoreY = horizon + (c.h - horizon) * c.rnd(0.38, 0.5);
  const sand = c.lit(c.vary('#f1d6a3'));
  const shore: TPoint[] = [];
  const n = 6;
  for (let i = 0; i <= n; i++)
    shore.push([(-0.05 + (1.1 * i) / n) * c.w, shoreY + c.rnd(-1, 1) * c.u * 3 + (i / n - 0.5) * c.u * c.rnd(-10, 10)]);
  c.add(
    el('path', {
      d: smoothBand(
        shore.map(([x, y]) => [x, y - c.u * 1.8] as TPoint),
        c.h,
      ),
      fill: '#ffffff',
      opacity: 0.75,
    }),
  );
  c.add(
    el('path', {
      d: smoothBand(
        shore.map(([x, y]) => [x, y - c.u * 0.6] as TPoint),
        c.h,
      ),
      fill: c.lit(darken(sand, 0.12)),
    }),
  );
  c.add(
    el('path', {
      d: smoothBand(
        shore.map(([x, y]) => [x, y + c.u * 1.2] as TPoint),
        c.h,
      ),
      fill: c.linear([
        [0, sand],
        [1, darken(sand, 0.1)],
      ]),
    }),
  );
  const left = c.chance(0.5);
  const palms = c.int(1, 3);
  const umbrellaX = (left ? c.rnd(0.55, 0.8) : c.rnd(0.2, 0.45)) * c.w;
  const umbrellaY = shoreY + (c.h - shoreY) * c.rnd(0.45, 0.6);
  c.add(
    el('ellipse', {
      cx: umbrellaX + c.u * 2,
      cy: umbrellaY + c.u * 0.5,
      rx: c.u * 9,
      ry: c.u * 1.5,
      fill: darken(sand, 0.2),
      opacity: 0.5,
    }),
  );
  c.add(
    el('rect', {
      x: umbrellaX - c.u * 0.3,
      y: umbrellaY - c.u * 16,
      width: c.u * 0.6,
      height: c.u * 16,
      fill: '#f5f0e6',
    }),
  );
  const canopy = c.vary(c.pick(['#e9473f', '#f2a03d', '#2f8fd8', '#e5568d']));
  const r = c.u * 9;
  const cy = umbrellaY - c.u * 15;
  c.add(
    el('path', {
      d: d`M${umbrellaX - r} ${cy + r * 0.35}Q${umbrellaX} ${cy - r * 0.75} ${umbrellaX + r} ${cy + r * 0.35}Z`,
      fill: canopy,
    }),
  );
  c.add(
    el('path', {
      d: d`M${umbrellaX - r * 0.33} ${cy + r * 0.35}Q${umbrellaX} ${cy - r * 0.75} ${umbrellaX} ${cy - r * 0.2}Q${umbrellaX - r * 0.05} ${cy - r * 0.2} ${umbrellaX - r * 0.33} ${cy + r * 0.35}ZM${umbrellaX + r * 0.33} ${cy + r * 0.35}Q${umbrellaX + r * 0.1} ${cy - r * 0.2} ${umbrellaX + r * 0.6} ${cy - r * 0.15}Q${umbrellaX + r * 0.8} ${cy} ${umbrellaX + r * 0.66} ${cy + r * 0.35}Z`,
      fill: '#ffffff',
      opacity: 0.9,
    }),
  );
  c.add(
    el('path', {
      d: d`M${umbrellaX + c.u * 2} ${umbrellaY - c.u * 1.5}h${c.u * 10}l${c.u * 3} ${-c.u * 4}h${c.u * 1.2}l${-c.u * 3} ${c.u * 5.5}h${-c.u * 11.2}Z`,
      fill: c.lit('#f7f3ea'),
    }),
  );
  for (let i = 0; i < palms; i++) {
    const x = (left ? c.rnd(0.04, 0.3) : c.rnd(0.7, 0.96)) * c.w;
    palm(
      c,
      x,
      shoreY + (c.h - shoreY) * c.rnd(0.3, 0.9),
      c.u * c.rnd(42, 60),
      (left ? 1 : -1) * c.rnd(0.1, 0.5),
      i * 0.08,
    );
  }
}

function paintIsland(c: Canvas): void {
  const horizon = c.h * c.rnd(0.36, 0.44);
  const sun = paintSky(c, horizon);
  const sea = seaColors(c);
  seaSurface(c, horizon, sea.far, sea.near, sun);
  const count = c.w / c.h > 2 ? 2 : 1;
  for (let k = 0; k < count; k++) {
    const cx = count === 1 ? c.rnd(0.35, 0.65) * c.w : (k === 0 ? c.rnd(0.2, 0.35) : c.rnd(0.65, 0.8)) * c.w;
    const cy = horizon + (c.h - horizon) * c.rnd(0.42, 0.55);
    const size = c.u * c.rnd(26, 34) * (k === 0 ? 1 : 0.7);
    const lagoon = c.lit(c.vary('#43d3c6'));
    c.add(el('ellipse', { cx, cy, rx: size * 1.5, ry: size * 0.3, fill: lagoon, opacity: 0.55 }));
    c.add(el('ellipse', { cx, cy, rx: size * 1.2, ry: size * 0.22, fill: lagoon, opacity: 0.8 }));
    c.add(
      el('ellipse', { cx, cy: cy - size * 0.02, rx: size * 0.95, ry: size * 0.14, fill: c.lit(c.vary('#f2ddb0')) }),
    );
    const green = c.lit(c.vary('#4f9a45'));
    c.add(
      el('path', {
        d: d`M${cx - size * 0.75} ${cy - size * 0.04}Q${cx - size * 0.35} ${cy - size * 0.38} ${cx + size * 0.05} ${cy - size * 0.3}Q${cx + size * 0.5} ${cy - size * 0.25} ${cx + size * 0.7} ${cy - size * 0.04}Z`,
        fill: green,
      }),
    );
    c.add(
      el('path', {
        d: d`M${cx - size * 0.1} ${cy - size * 0.04}Q${cx + size * 0.1} ${cy - size * 0.3} ${cx + size * 0.05} ${cy - size * 0.3}Q${cx + size * 0.5} ${cy - size * 0.25} ${cx + size * 0.7} ${cy - size * 0.04}Z`,
        fill: darken(green, 0.2),
      }),
    );
    const palms = c.int(2, 4);
    for (let i = 0; i < palms; i++) {
      palm(c, cx + size * c.rnd(-0.6, 0.6), cy - size * 0.06, size * c.rnd(0.45, 0.7), c.rnd(-0.5, 0.5), i * 0.06);
    }
  }
  gulls(c, c.int(2, 4), c.h * 0.08, horizon * 0.7);
}

function towerColors(c: Canvas, depth: number): TTowerColors {
  const base = c.vary(c.pick(['#a9bfd3', '#c7d3dc', '#8fb3cf', '#d6d0c4', '#9fb7c9']));
  const light = c.hazy(c.lit(base), 0.6 * (1 - depth));
  return {
    light,
    dark: darken(light, 0.22),
    window: c.time === 'night' ? c.pick(['#ffd98a', '#ffe9b5', '#fff3d6']) : lighten(light, 0.6),
  };
}

function skylineRow(
  c: Canvas,
  baseY: number,
  depth: number,
  maxHeight: number,
  night: boolean,
  skipAround?: number,
): string[] {
  const outlines: string[] = [];
  let x = -c.rnd(0, 6) * c.u;
  while (x < c.w) {
    const width = c.u * c.rnd(5, 10) * (0.6 + 0.4 * depth);
    const height = maxHeight * c.rnd(0.3, 1);
    const blocked = skipAround !== undefined && Math.abs(x + width / 2 - skipAround) < c.u * 6;
    if (!blocked) {
      const colors = night ? nightColors(c, depth) : towerColors(c, depth);
      cityTower(c, x, baseY, width, height, colors, night);
      outlines.push(d`M${x} ${baseY}h${width}v${-height}h${-width}Z`);
    }
    x += width + c.u * c.rnd(0.3, 3);
  }
  return outlines;
}

function nightColors(c: Canvas, depth: number): TTowerColors {
  const light = mix(c.vary('#1d2648'), '#2e3a6a', 1 - depth);
  return { light, dark: darken(light, 0.3), window: c.pick(['#ffd98a', '#ffe4a8', '#fff0cf', '#9fd8ff']) };
}

function paintSkyline(c: Canvas): void {
  const ground = c.h * c.rnd(0.72, 0.78);
  paintSky(c, ground);
  const needleX = c.rnd(0.3, 0.7) * c.w;
  skylineRow(c, ground, 0.2, c.u * 30, false);
  const needleColors = { light: c.lit('#d7e2ea'), dark: c.lit('#93a8b8'), window: '#ffffff' };
  needleTower(c, needleX, ground, ground - c.h * c.rnd(0.04, 0.1), c.u * 14, needleColors, false);
  const outlines = skylineRow(c, ground, 0.8, c.u * 38, false, needleX);
  const water = c.lit(c.vary('#2e7fa8'));
  c.add(
    el('rect', {
      x: 0,
      y: ground,
      width: c.w,
      height: c.h - ground,
      fill: c.linear([
        [0, lighten(water, 0.2)],
        [1, darken(water, 0.2)],
      ]),
    }),
  );
  reflection(c, ground, outlines.join(''), darken(water, 0.25), 0.45);
  reflection(
    c,
    ground,
    d`M${needleX - c.u * 3} ${ground}L${needleX} ${c.h * 0.2}L${needleX + c.u * 3} ${ground}Z`,
    lighten(water, 0.3),
    0.35,
  );
  waveStrokes(c, ground, c.h, lighten(water, 0.5), 0.6);
  c.add(el('rect', { x: 0, y: ground - c.u * 0.5, width: c.w, height: c.u * 1.2, fill: c.lit('#cfc6b4') }));
}

function paintNightCity(c: Canvas): void {
  const ground = c.h * c.rnd(0.7, 0.78);
  paintSky(c, ground);
  const needleX = c.rnd(0.25, 0.75) * c.w;
  skylineRow(c, ground, 0.15, c.u * 32, true);
  needleTower(
    c,
    needleX,
    ground,
    ground - c.h * c.rnd(0.03, 0.08),
    c.u * 14,
    { light: '#2a3563', dark: '#172043', window: '#cfe6ff' },
    true,
  );
  skylineRow(c, ground, 0.8, c.u * 40, true, needleX);
  const water = '#0d1736';
  c.add(
    el('rect', {
      x: 0,
      y: ground,
      width: c.w,
      height: c.h - ground,
      fill: c.linear([
        [0, '#18245a'],
        [1, water],
      ]),
    }),
  );
  const streaks: string[] = [];
  const colors = ['#ffd98a', '#9fd8ff', '#ff9ad0', '#fff0cf'];
  for (let i = 0; i < Math.round(c.w / (c.u * 2)); i++) {
    const x = c.rnd(0, c.w);
    const y = ground + c.u * c.rnd(0.5, 2);
    const len = (c.h - ground) * c.rnd(0.2, 0.9);
    for (let yy = y; yy < y + len; yy += c.u * 1.4) {
      streaks.push(
        el('rect', {
          x: x + c.rnd(-0.6, 0.6) * c.u,
          y: yy,
          width: c.u * c.rnd(0.8, 2.6),
          height: c.u * 0.35,
          fill: c.pick(colors),
          opacity: 0.55 * (1 - (yy - y) / len),
        }),
      );
    }
  }
  c.add(group({}, streaks));
  c.add(el('rect', { x: 0, y: ground - c.u * 0.4, width: c.w, height: c.u * 0.8, fill: '#ffcf7a', opacity: 0.8 }));
}

function paintTower(c: Canvas): void {
  const ground = c.h * c.rnd(0.86, 0.9);
  paintSky(c, ground, { clouds: false });
  const x = c.rnd(0.35, 0.65) * c.w;
  const colors = { light: c.lit('#e3ebf1'), dark: c.lit('#8ea6ba'), window: '#ffffff' };
  skylineRow(c, ground, 0.3, c.u * 18, false);
  needleTower(c, x, ground, ground - c.h * 0.03, c.u * 24, colors, false);
  if (c.time !== 'night') {
    const color = mix('#ffffff', c.sky.haze, c.time === 'day' ? 0.1 : 0.45);
    for (let i = 0; i < c.int(2, 3); i++)
      c.add(cloud(c, c.rnd(0.1, 0.9) * c.w, c.h * c.rnd(0.35, 0.65), c.u * c.rnd(20, 32), color, c.rnd(0.75, 0.92)));
  }
  skylineRow(c, ground, 0.9, c.u * 10, false, x);
  c.add(el('rect', { x: 0, y: ground, width: c.w, height: c.h - ground, fill: c.lit('#6e8f6a') }));
  c.add(el('rect', { x: 0, y: ground, width: c.w, height: c.u * 0.8, fill: c.lit('#d8cfbd') }));
}

function dome(cx: number, baseY: number, r: number, height: number): string {
  return d`M${cx - r} ${baseY}C${cx - r * 1.18} ${baseY - height * 0.55} ${cx - r * 0.32} ${baseY - height * 0.78} ${cx} ${baseY - height}C${cx + r * 0.32} ${baseY - height * 0.78} ${cx + r * 1.18} ${baseY - height * 0.55} ${cx + r} ${baseY}Z`;
}

function finial(cx: number, topY: number, size: number): string {
  return (
    d`M${cx - size * 0.08} ${topY}h${size * 0.16}v${-size * 0.8}h${-size * 0.16}Z` +
    d`M${cx - size * 0.22} ${topY - size * 0.8}a${size * 0.22} ${size * 0.22} 0 1 0 ${size * 0.44} 0a${size * 0.22} ${size * 0.22} 0 1 0 ${-size * 0.44} 0Z`
  );
}

function paintMosque(c: Canvas): void {
  const ground = c.h * c.rnd(0.68, 0.72);
  paintSky(c, ground);
  const white = c.lit('#f7f6f2');
  const shade = c.lit(mix('#c9d3e0', c.sky.stops[1], 0.15));
  const gold = c.lit('#e0b04a');
  const halfWidth = Math.min(c.w * 0.38, c.u * 62);
  const cx = c.w / 2 + c.rnd(-1, 1) * Math.max(0, c.w / 2 - halfWidth - c.u * 8);
  const u = c.u;
  const arcadeTop = ground - u * 10;
  const golds: string[] = [];
  const building = c.mark();
  // Minarets at the corners, far pair first.
  const minaret = (x: number, height: number, width: number) => {
    c.add(el('rect', { x: x - width / 2, y: ground - height, width, height, fill: white }));
    c.add(
      el('rect', { x: x + width * 0.1, y: ground - height, width: width * 0.4, height, fill: shade, opacity: 0.7 }),
    );
    for (const t of [0.45, 0.72]) {
      c.add(
        el('rect', { x: x - width * 0.8, y: ground - height * t, width: width * 1.6, height: u * 0.9, fill: white }),
      );
      c.add(
        el('rect', {
          x: x - width * 0.8,
          y: ground - height * t + u * 0.9,
          width: width * 1.6,
          height: u * 0.4,
          fill: shade,
        }),
      );
    }
    c.add(el('path', { d: dome(x, ground - height, width * 0.75, width * 1.6), fill: white }));
    golds.push(finial(x, ground - height - width * 1.55, width * 1.4));
  };
  const minaretHeight = u * c.rnd(48, 56);
  minaret(cx - halfWidth * 0.78, minaretHeight * 0.95, u * 2.6);
  minaret(cx + halfWidth * 0.78, minaretHeight * 0.95, u * 2.6);
  // Domes: a row of small ones, a ring of medium ones and the big central one.
  const domeBase = arcadeTop - u * 2;
  const smallCount = c.int(3, 4);
  for (let i = 0; i < smallCount; i++) {
    for (const side of [-1, 1]) {
      const x = cx + side * (halfWidth * 0.25 + (i * halfWidth * 0.55) / smallCount);
      c.add(el('rect', { x: x - u * 3, y: domeBase - u * 1.5, width: u * 6, height: u * 4, fill: white }));
      c.add(el('path', { d: dome(x, domeBase - u * 1.5, u * 3.2, u * 5), fill: white }));
      c.add(el('path', { d: dome(x + u * 1.2, domeBase - u * 1.5, u * 2, u * 4.6), fill: shade, opacity: 0.6 }));
      golds.push(finial(x, domeBase - u * 6.4, u * 1.6));
    }
  }
  for (const side of [-1, 1]) {
    const x = cx + side * halfWidth * 0.2;
    c.add(el('rect', { x: x - u * 5, y: domeBase - u * 5, width: u * 10, height: u * 7, fill: white }));
    c.add(el('path', { d: dome(x, domeBase - u * 5, u * 5.2, u * 8), fill: white }));
    c.add(el('path', { d: dome(x + u * 2, domeBase - u * 5, u * 3.2, u * 7.4), fill: shade, opacity: 0.6 }));
    golds.push(finial(x, domeBase - u * 12.8, u * 2.2));
  }
  const bigR = u * c.rnd(11, 13);
  c.add(el('rect', { x: cx - bigR * 0.95, y: domeBase - u * 9, width: bigR * 1.9, height: u * 11, fill: white }));
  const drumWindows: string[] = [];
  for (let i = -3; i <= 3; i++)
    drumWindows.push(
      d`M${cx + i * bigR * 0.24 - u * 0.6} ${domeBase - u * 2}v${-u * 4}a${u * 0.6} ${u * 0.6} 0 0 1 ${u * 1.2} 0v${u * 4}Z`,
    );
  c.add(el('path', { d: drumWindows.join(''), fill: shade }));
  c.add(el('path', { d: dome(cx, domeBase - u * 9, bigR, bigR * 1.7), fill: white }));
  c.add(
    el('path', { d: dome(cx + bigR * 0.35, domeBase - u * 9, bigR * 0.62, bigR * 1.62), fill: shade, opacity: 0.6 }),
  );
  golds.push(finial(cx, domeBase - u * 9 - bigR * 1.68, u * 3));
  // Arcade front with pointed arches.
  c.add(el('rect', { x: cx - halfWidth, y: arcadeTop, width: halfWidth * 2, height: ground - arcadeTop, fill: white }));
  c.add(el('rect', { x: cx - halfWidth, y: arcadeTop, width: halfWidth * 2, height: u * 1.2, fill: shade }));
  const arches: string[] = [];
  const archCount = Math.round((halfWidth * 2) / (u * 5));
  const archW = (halfWidth * 2) / archCount;
  for (let i = 0; i < archCount; i++) {
    const ax = cx - halfWidth + i * archW + archW * 0.2;
    const aw = archW * 0.6;
    arches.push(
      d`M${ax} ${ground}v${-u * 4.5}Q${ax} ${ground - u * 7.5} ${ax + aw / 2} ${ground - u * 8.2}Q${ax + aw} ${ground - u * 7.5} ${ax + aw} ${ground - u * 4.5}v${u * 4.5}Z`,
    );
  }
  c.add(el('path', { d: arches.join(''), fill: c.lit(mix('#9fb0c8', c.sky.stops[2], 0.2)) }));
  minaret(cx - halfWidth - u * 1.5, minaretHeight, u * 3.2);
  minaret(cx + halfWidth + u * 1.5, minaretHeight, u * 3.2);
  c.add(el('path', { d: golds.join(''), fill: gold }));
  const buildingEnd = c.mark();
  // Reflecting pool in front of a paved terrace.
  const paving = c.lit('#ece6da');
  c.add(el('rect', { x: 0, y: ground, width: c.w, height: c.h - ground, fill: paving }));
  const poolTop = ground + u * 3;
  const water = c.lit(c.vary('#3f8fc9'));
  c.add(
    el('rect', {
      x: 0,
      y: poolTop,
      width: c.w,
      height: c.h - poolTop,
      fill: c.linear([
        [0, lighten(water, 0.15)],
        [1, darken(water, 0.2)],
      ]),
    }),
  );
  c.mirror(building, buildingEnd, poolTop - u * 1.5, 0.3);
  waveStrokes(c, poolTop, c.h, '#ffffff', 0.5);
  c.add(el('rect', { x: 0, y: poolTop, width: c.w, height: u * 0.6, fill: darken(paving, 0.2) }));
  for (const side of [-1, 1])
    palm(c, cx + side * (halfWidth + u * c.rnd(10, 18)), ground + u * 2, u * c.rnd(22, 28), -side * 0.2, 0.1);
}

function paintMuseum(c: Canvas): void {
  const ground = c.h * c.rnd(0.8, 0.85);
  paintSky(c, ground);
  skylineRow(c, ground, 0.25, c.u * 34, false);
  const u = c.u;
  const cx = c.rnd(0.38, 0.62) * c.w;
  const ry = u * c.rnd(30, 34);
  const rx = ry * c.rnd(0.72, 0.82);
  const cy = ground - u * 4 - ry;
  const silver = c.lit(c.vary('#c9d2da', 0.5));
  const lawn = c.lit(c.vary('#5f9b4c'));
  // Ring = outer ellipse minus an off-centre inner hole (even-odd), lit from one side.
  const holeRx = rx * 0.55;
  const holeRy = ry * 0.64;
  const holeCx = cx + rx * 0.08;
  const ring =
    d`M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0 ${-rx * 2} 0Z` +
    d`M${holeCx - holeRx} ${cy}a${holeRx} ${holeRy} 0 1 0 ${holeRx * 2} 0a${holeRx} ${holeRy} 0 1 0 ${-holeRx * 2} 0Z`;
  c.add(
    el('path', {
      d: ring,
      'fill-rule': 'evenodd',
      fill: c.linear(
        [
          [0, lighten(silver, 0.5)],
          [0.45, silver],
          [1, darken(silver, 0.35)],
        ],
        0,
        0,
        1,
        0.3,
      ),
    }),
  );
  c.add(
    el('path', {
      d: d`M${holeCx - holeRx} ${cy}a${holeRx} ${holeRy} 0 1 0 ${holeRx * 2} 0a${holeRx} ${holeRy} 0 1 0 ${-holeRx * 2} 0Z`,
      fill: 'none',
      stroke: darken(silver, 0.4),
      'stroke-width': u * 1.4,
      opacity: 0.6,
    }),
  );
  // Window bands flowing around the ring like script, kept inside the ring band.
  const strokes: string[] = [];
  const bands = c.int(9, 12);
  for (let b = 0; b < bands; b++) {
    const y = cy - ry + ((b + 0.8) / (bands + 0.6)) * ry * 2;
    const outerHalf = rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2));
    const innerRatio = 1 - ((y - cy) / holeRy) ** 2;
    const segments: [number, number][] =
      innerRatio > 0
        ? [
            [cx - outerHalf, holeCx - holeRx * Math.sqrt(innerRatio)],
            [holeCx + holeRx * Math.sqrt(innerRatio), cx + outerHalf],
          ]
        : [[cx - outerHalf, cx + outerHalf]];
    for (const [a, e] of segments) {
      let x = a + u * 1.2;
      while (x < e - u * 2.5) {
        const len = Math.min(e - u * 1.2 - x, u * c.rnd(2, 6));
        if (len > u) strokes.push(d`M${x} ${y}q${len / 2} ${-u * c.rnd(-1.2, 1.2)} ${len} ${u * c.rnd(-0.6, 0.6)}`);
        x += len + u * c.rnd(0.8, 2.5);
      }
    }
  }
  c.add(
    el('path', {
      d: strokes.join(''),
      fill: 'none',
      stroke: darken(silver, 0.5),
      'stroke-width': u * 0.55,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  );
  // Metallic sheen along the upper left of the ring.
  c.add(
    el('path', {
      d: d`M${cx - rx * 0.93} ${cy + ry * 0.2}A${rx * 0.93} ${ry * 0.93} 0 0 1 ${cx - rx * 0.2} ${cy - ry * 0.9}`,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': u * 1.6,
      'stroke-linecap': 'round',
      opacity: 0.45,
    }),
  );
  // The ring rises out of a landscaped green mound.
  c.add(
    el('path', {
      d: d`M${cx - rx * 2} ${ground + u}C${cx - rx * 1.2} ${ground - u * 2} ${cx - rx * 0.9} ${ground - u * 9} ${cx} ${ground - u * 9}C${cx + rx * 0.9} ${ground - u * 9} ${cx + rx * 1.2} ${ground - u * 2} ${cx + rx * 2} ${ground + u}Z`,
      fill: lawn,
    }),
  );
  c.add(
    el('path', {
      d: d`M${cx - rx * 1.3} ${ground - u * 2.2}Q${cx} ${ground - u * 6.5} ${cx + rx * 1.3} ${ground - u * 2.2}`,
      fill: 'none',
      stroke: lighten(lawn, 0.25),
      'stroke-width': u * 0.6,
      opacity: 0.7,
    }),
  );
  c.add(el('rect', { x: 0, y: ground, width: c.w, height: c.h - ground, fill: lawn }));
  const road = ground + (c.h - ground) * 0.35;
  c.add(el('rect', { x: 0, y: road - u * 0.8, width: c.w, height: u * 0.8, fill: c.lit('#e3dccd') }));
  c.add(el('rect', { x: 0, y: road, width: c.w, height: c.h - road, fill: c.lit('#5f6873') }));
  const dashes = Math.round(c.w / (u * 10));
  c.add(
    el('path', {
      d: Array.from(
        { length: dashes },
        (_, i) => d`M${(i / dashes) * c.w + u} ${road + (c.h - road) / 2}h${u * 4}`,
      ).join(''),
      stroke: '#f5f1e6',
      'stroke-width': u * 0.5,
    }),
  );
  for (const side of [-1, 1])
    palm(c, cx + side * (rx * 1.6 + u * c.rnd(2, 10)), ground + u, u * c.rnd(18, 24), -side * 0.15, 0.1);
}

function paintThemePark(c: Canvas): void {
  const ground = c.h * c.rnd(0.78, 0.82);
  paintSky(c, ground);
  const u = c.u;
  const wheelLeft = c.chance(0.5);
  const wheelR = u * c.rnd(24, 30);
  const wheelX = wheelLeft
    ? Math.max(wheelR + u * 3, c.rnd(0.15, 0.28) * c.w)
    : Math.min(c.w - wheelR - u * 3, c.rnd(0.72, 0.85) * c.w);
  const wheelY = ground - wheelR - u * 6;
  // Ferris wheel.
  const steel = c.lit('#f2f4f7');
  c.add(
    el('path', {
      d: d`M${wheelX - wheelR * 0.45} ${ground}L${wheelX} ${wheelY}L${wheelX + wheelR * 0.45} ${ground}`,
      stroke: c.lit('#9aa6b5'),
      'stroke-width': u * 1.2,
      fill: 'none',
    }),
  );
  const spokes: string[] = [];
  const gondolas: string[] = [];
  const n = 16;
  const rot = c.rnd(0, Math.PI);
  const palette = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b', '#9b5de5'];
  for (let i = 0; i < n; i++) {
    const a = rot + (i / n) * Math.PI * 2;
    const px = wheelX + Math.cos(a) * wheelR;
    const py = wheelY + Math.sin(a) * wheelR;
    spokes.push(d`M${wheelX} ${wheelY}L${px} ${py}`);
    gondolas.push(
      el('rect', {
        x: px - u * 1.4,
        y: py,
        width: u * 2.8,
        height: u * 2.4,
        rx: u * 0.8,
        fill: c.lit(pickFrom(palette, i / n)),
      }),
    );
  }
  c.add(el('path', { d: spokes.join(''), stroke: steel, 'stroke-width': u * 0.3, opacity: 0.9 }));
  c.add(el('circle', { cx: wheelX, cy: wheelY, r: wheelR, fill: 'none', stroke: steel, 'stroke-width': u * 0.9 }));
  c.add(
    el('circle', { cx: wheelX, cy: wheelY, r: wheelR * 0.92, fill: 'none', stroke: steel, 'stroke-width': u * 0.4 }),
  );
  c.add(el('circle', { cx: wheelX, cy: wheelY, r: u * 2, fill: c.lit('#e0475f') }));
  c.add(group({}, gondolas));
  // Roller coaster: lift hill, a drop, a loop and camel-back hills, on lattice supports.
  const x0 = wheelLeft ? c.w * 0.38 : -c.w * 0.02;
  const x1 = wheelLeft ? c.w * 1.02 : c.w * 0.62;
  const span = x1 - x0;
  const trackPts: TPoint[] = [];
  const hills = c.int(3, 4);
  for (let i = 0; i <= hills * 2; i++) {
    const t = i / (hills * 2);
    const peak = i % 2 === 1;
    const height = peak ? u * (40 - 20 * t) * c.rnd(0.8, 1.1) : u * c.rnd(6, 12);
    trackPts.push([x0 + span * t, ground - height]);
  }
  const loopIndex = 2 * c.int(1, hills - 1);
  const loopBase = trackPts[loopIndex] ?? [x0, ground - u * 8];
  const loopR = u * c.rnd(9, 12);
  const trackColor = c.lit(c.vary(c.pick(['#e63946', '#1d7fd1', '#f4a300', '#7b2cbf'])));
  const supports: string[] = [];
  for (let i = 0; i < 60; i++) {
    const t = i / 60;
    const x = x0 + span * t;
    const seg = Math.min(trackPts.length - 2, Math.floor(t * (trackPts.length - 1)));
    const a = trackPts[seg] ?? [x, ground];
    const b = trackPts[seg + 1] ?? a;
    const local = (x - a[0]) / (b[0] - a[0] || 1);
    const y = a[1] + (b[1] - a[1]) * (0.5 - 0.5 * Math.cos(Math.PI * local));
    if (i % 3 === 0) supports.push(d`M${x} ${y + u}L${x} ${ground}`);
  }
  c.add(el('path', { d: supports.join(''), stroke: c.lit('#8d99a6'), 'stroke-width': u * 0.5 }));
  const loopSupport = d`M${loopBase[0] - loopR * 0.7} ${ground}L${loopBase[0]} ${loopBase[1] - loopR}L${loopBase[0] + loopR * 0.7} ${ground}`;
  c.add(el('path', { d: loopSupport, stroke: c.lit('#8d99a6'), 'stroke-width': u * 0.6, fill: 'none' }));
  const first = trackPts[0] ?? [x0, ground];
  const trackD = `M${points([first])}${smoothThrough(trackPts)}`;
  c.add(
    el('circle', {
      cx: loopBase[0],
      cy: loopBase[1] - loopR,
      r: loopR,
      fill: 'none',
      stroke: trackColor,
      'stroke-width': u * 1.2,
    }),
  );
  c.add(
    el('path', { d: trackD, fill: 'none', stroke: trackColor, 'stroke-width': u * 1.3, 'stroke-linejoin': 'round' }),
  );
  c.add(
    el('path', {
      d: trackD,
      fill: 'none',
      stroke: lighten(trackColor, 0.5),
      'stroke-width': u * 0.35,
      transform: `translate(0 ${fmt(-u * 0.5)})`,
    }),
  );
  const peak = trackPts[1] ?? first;
  const cars: string[] = [];
  for (let i = 0; i < 4; i++) {
    const t = 0.45 + i * 0.12;
    const x = first[0] + (peak[0] - first[0]) * t;
    const y = first[1] + (peak[1] - first[1]) * (0.5 - 0.5 * Math.cos(Math.PI * t));
    cars.push(
      el('rect', {
        x: x - u * 1.6,
        y: y - u * 2.6,
        width: u * 3.2,
        height: u * 1.9,
        rx: u * 0.5,
        fill: pickFrom(palette, i / 4),
      }),
    );
  }
  c.add(group({}, cars));
  // Striped tents, then lawn.
  c.add(el('rect', { x: 0, y: ground, width: c.w, height: c.h - ground, fill: c.lit(c.vary('#7cbf5a')) }));
  c.add(el('rect', { x: 0, y: ground, width: c.w, height: u * 1.2, fill: c.lit('#e8dcc4') }));
  const tents = c.int(3, 5);
  for (let i = 0; i < tents; i++) {
    const x = c.rnd(0.05, 0.95) * c.w;
    const tw = u * c.rnd(9, 13);
    const th = tw * 0.9;
    const base = ground + u * c.rnd(3, 8);
    const color = c.lit(pickFrom(palette, c.rnd(0, 1)));
    c.add(el('rect', { x: x - tw / 2, y: base - th * 0.45, width: tw, height: th * 0.45, fill: '#ffffff' }));
    const stripes: string[] = [];
    for (let k = 0; k < 4; k++)
      stripes.push(d`M${x - tw / 2 + (k * tw) / 4} ${base}h${tw / 8}v${-th * 0.45}h${-tw / 8}Z`);
    c.add(el('path', { d: stripes.join(''), fill: color }));
    c.add(
      el('path', {
        d: d`M${x - tw * 0.6} ${base - th * 0.45}L${x} ${base - th * 1.1}L${x + tw * 0.6} ${base - th * 0.45}Z`,
        fill: color,
      }),
    );
    c.add(
      el('path', {
        d: d`M${x - tw * 0.6} ${base - th * 0.45}L${x} ${base - th * 1.1}L${x - tw * 0.2} ${base - th * 0.45}ZM${x + tw * 0.2} ${base - th * 0.45}L${x} ${base - th * 1.1}L${x + tw * 0.6} ${base - th * 0.45}Z`,
        fill: '#ffffff',
        opacity: 0.85,
      }),
    );
    c.add(
      el('path', {
        d: d`M${x} ${base - th * 1.1}v${-u * 3}l${u * 2.2} ${u * 0.8}l${-u * 2.2} ${u * 0.8}`,
        stroke: '#555f6b',
        'stroke-width': u * 0.25,
        fill: color,
      }),
    );
  }
}

function fish(x: number, y: number, size: number, facing: 1 | -1): string {
  const f = facing;
  return (
    d`M${x - size * 0.5 * f} ${y}Q${x} ${y - size * 0.42} ${x + size * 0.55 * f} ${y}Q${x} ${y + size * 0.42} ${x - size * 0.5 * f} ${y}Z` +
    d`M${x - size * 0.42 * f} ${y}L${x - size * 0.85 * f} ${y - size * 0.3}L${x - size * 0.78 * f} ${y}L${x - size * 0.85 * f} ${y + size * 0.3}Z`
  );
}

function paintAquarium(c: Canvas): void {
  const u = c.u;
  const deep = c.vary(c.pick(['#063a6b', '#04466f', '#0a3163']));
  const top = c.vary(c.pick(['#1fa2d6', '#27b4d8', '#3aa0e0']));
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear([
        [0, top],
        [0.55, mix(top, deep, 0.6)],
        [1, deep],
      ]),
    }),
  );
  const rays: string[] = [];
  for (let i = 0; i < c.int(4, 7); i++) {
    const x = c.rnd(0, 1) * c.w;
    const wTop = u * c.rnd(3, 8);
    rays.push(d`M${x} ${0}h${wTop}L${x + wTop + u * 30} ${c.h}h${-u * c.rnd(14, 24)}Z`);
  }
  c.add(el('path', { d: rays.join(''), fill: '#e8fbff', opacity: 0.08 }));
  c.add(
    el('ellipse', {
      cx: c.w / 2,
      cy: -u * 5,
      rx: c.w * 0.6,
      ry: u * 18,
      fill: c.radial([
        [0, '#e8fbff', 0.35],
        [1, '#e8fbff', 0],
      ]),
    }),
  );
  // Rock and coral reef along the bottom.
  const floor = c.h * c.rnd(0.78, 0.84);
  const back = ridgePoints(c, floor - u * 8, u * 14, 5, 0.55);
  c.add(el('path', { d: smoothBand(back, c.h), fill: mix(deep, '#2a5a7a', 0.5), opacity: 0.8 }));
  const corals = ['#ff6f61', '#ffb347', '#f7768e', '#c86dd7', '#ffd166'];
  const reef: string[] = [];
  for (let i = 0; i < Math.round(c.w / (u * 7)); i++) {
    const x = c.rnd(0, 1) * c.w;
    const base = floor + u * c.rnd(-1, 6);
    const color = c.pick(corals);
    const kind = c.int(0, 2);
    if (kind === 0) {
      const branches: string[] = [];
      for (let k = 0; k < 4; k++) {
        const a = -Math.PI / 2 + (k - 1.5) * 0.35;
        const len = u * c.rnd(5, 9);
        branches.push(
          d`M${x} ${base}Q${x + Math.cos(a) * len * 0.3} ${base - len * 0.6} ${x + Math.cos(a) * len} ${base + Math.sin(a) * len}`,
        );
      }
      reef.push(
        el('path', {
          d: branches.join(''),
          stroke: color,
          'stroke-width': u * 1.1,
          'stroke-linecap': 'round',
          fill: 'none',
        }),
      );
    } else if (kind === 1) {
      reef.push(el('ellipse', { cx: x, cy: base, rx: u * c.rnd(3, 5), ry: u * c.rnd(2, 3.5), fill: color }));
      reef.push(
        el('ellipse', { cx: x - u, cy: base - u, rx: u * 1.5, ry: u, fill: lighten(color, 0.3), opacity: 0.6 }),
      );
    } else {
      const blades: string[] = [];
      for (let k = 0; k < 3; k++) {
        const bx = x + k * u * 1.3;
        const hgt = u * c.rnd(8, 16);
        blades.push(
          d`M${bx} ${base}q${u * 2} ${-hgt * 0.3} 0 ${-hgt * 0.55}q${-u * 2} ${-hgt * 0.25} ${u * 0.5} ${-hgt * 0.45}q${-u * 0.2} ${hgt * 0.5} ${u * 0.8} ${hgt}Z`,
        );
      }
      reef.push(el('path', { d: blades.join(''), fill: c.pick(['#2e9e6a', '#3fb37b', '#6bbf59']) }));
    }
  }
  c.add(el('path', { d: smoothBand(ridgePoints(c, floor + u * 4, u * 3, 4, 0.5), c.h), fill: c.vary('#d9c08f') }));
  c.add(group({}, reef));
  // Fish: a school of small ones and a few big colourful ones.
  const schoolFacing = c.chance(0.5) ? 1 : -1;
  const sx = c.rnd(0.2, 0.8) * c.w;
  const sy = c.h * c.rnd(0.25, 0.5);
  const school: string[] = [];
  for (let i = 0; i < c.int(14, 24); i++) {
    school.push(fish(sx + c.rnd(-16, 16) * u, sy + c.rnd(-8, 8) * u, u * c.rnd(2, 2.8), schoolFacing));
  }
  c.add(el('path', { d: school.join(''), fill: '#cfe9f5', opacity: 0.85 }));
  const bright = ['#ffb400', '#ff6b35', '#ffd23f', '#f15bb5', '#00f5d4'];
  for (let i = 0; i < c.int(4, 7); i++) {
    const x = c.rnd(0.05, 0.95) * c.w;
    const y = c.h * c.rnd(0.3, 0.75);
    const size = u * c.rnd(5, 9);
    const facing = c.chance(0.5) ? 1 : -1;
    const color = c.pick(bright);
    c.add(el('path', { d: fish(x, y, size, facing), fill: color }));
    c.add(
      el('path', {
        d: d`M${x + size * 0.05 * facing} ${y - size * 0.3}q${size * 0.08 * facing} ${size * 0.3} 0 ${size * 0.6}`,
        stroke: '#ffffff',
        'stroke-width': size * 0.07,
        fill: 'none',
        opacity: 0.8,
      }),
    );
    c.add(el('circle', { cx: x + size * 0.32 * facing, cy: y - size * 0.06, r: size * 0.05, fill: '#1b1b2f' }));
  }
  if (c.chance(0.6)) {
    // A ray gliding overhead.
    const x = c.rnd(0.2, 0.8) * c.w;
    const y = c.h * c.rnd(0.15, 0.3);
    const s = u * c.rnd(9, 13);
    c.add(
      el('path', {
        d: d`M${x} ${y - s * 0.5}Q${x + s * 0.5} ${y - s * 0.4} ${x + s * 1.1} ${y}Q${x + s * 0.4} ${y + s * 0.05} ${x} ${y + s * 0.5}Q${x - s * 0.4} ${y + s * 0.05} ${x - s * 1.1} ${y}Q${x - s * 0.5} ${y - s * 0.4} ${x} ${y - s * 0.5}ZM${x - s * 0.03} ${y + s * 0.45}L${x - s * 0.05} ${y + s * 1.4}L${x + s * 0.05} ${y + s * 1.4}L${x + s * 0.03} ${y + s * 0.45}Z`,
        fill: mix(deep, '#7a93a8', 0.6),
        opacity: 0.85,
      }),
    );
  }
  const bubbles: string[] = [];
  for (let i = 0; i < c.int(25, 45); i++) {
    bubbles.push(
      el('circle', {
        cx: c.rnd(0, c.w),
        cy: c.rnd(0, c.h * 0.85),
        r: u * c.rnd(0.3, 1.4),
        fill: '#e8fbff',
        'fill-opacity': 0.15,
        stroke: '#e8fbff',
        'stroke-width': u * 0.2,
        'stroke-opacity': 0.6,
      }),
    );
  }
  c.add(group({}, bubbles));
  // The acrylic tunnel frame the visitor looks through.
  const frame = darken(deep, 0.5);
  c.add(
    el('path', {
      d: d`M0 0H${c.w}V${c.h}H0ZM${c.w * 0.04} ${c.h}V${c.h * 0.45}Q${c.w * 0.04} ${c.h * 0.05} ${c.w / 2} ${c.h * 0.04}Q${c.w * 0.96} ${c.h * 0.05} ${c.w * 0.96} ${c.h * 0.45}V${c.h}Z`,
      fill: frame,
      'fill-rule': 'evenodd',
      opacity: 0.85,
    }),
  );
}

function flowerDots(
  c: Canvas,
  inside: (x: number, y: number) => boolean,
  box: [number, number, number, number],
  colors: string[],
  r: number,
): string {
  const [x0, y0, x1, y1] = box;
  const byColor = new Map<string, string[]>();
  const step = r * 1.5;
  for (let y = y0; y < y1; y += step) {
    for (let x = x0 + (Math.round((y - y0) / step) % 2) * step * 0.5; x < x1; x += step) {
      const px = x + c.rnd(-0.3, 0.3) * r;
      const py = y + c.rnd(-0.3, 0.3) * r;
      if (!inside(px, py)) continue;
      const color = c.pick(colors);
      const list = byColor.get(color) ?? [];
      const rr = r * c.rnd(0.55, 0.85);
      list.push(d`M${px - rr} ${py}a${rr} ${rr} 0 1 0 ${rr * 2} 0a${rr} ${rr} 0 1 0 ${-rr * 2} 0Z`);
      byColor.set(color, list);
    }
  }
  return [...byColor.entries()].map(([color, list]) => el('path', { d: list.join(''), fill: color })).join('');
}

function paintGarden(c: Canvas): void {
  const horizon = c.h * c.rnd(0.46, 0.52);
  paintSky(c, horizon);
  const u = c.u;
  const grass = c.lit(c.vary('#5fae4a'));
  fillBelowHorizon(c, horizon, c.hazy(grass, 0.2));
  const hedge = ridgePoints(c, horizon + u * 0.5, u * 3, 6, 0.8);
  c.add(el('path', { d: smoothBand(hedge, horizon + u * 2), fill: c.hazy(darken(grass, 0.25), 0.3) }));
  const vx = c.rnd(0.4, 0.6) * c.w;
  const palettes = [
    ['#ff4f79', '#ff8fab', '#ffd23f', '#ffffff'],
    ['#ff6b35', '#ffd23f', '#f7b801', '#ffffff'],
    ['#9b5de5', '#f15bb5', '#ff8fab', '#fee440'],
    ['#e63946', '#ff8fab', '#ffffff', '#ffb703'],
  ];
  const bedColors = c.pick([
    ['#ff4f79', '#ffd23f', '#9b5de5', '#ff8c42', '#ffffff', '#f15bb5'],
    ['#e63946', '#ffb703', '#fb8500', '#ff8fab', '#8338ec', '#ffffff'],
  ]);
  // Flower beds as stripes converging on the vanishing point, separated by thin green rows.
  const stripes = Math.round(14 * (c.w / c.h));
  const beds: string[] = [];
  for (let i = 0; i < stripes; i++) {
    const x0 = -c.w * 1.5 + (i / stripes) * c.w * 4;
    const x1 = -c.w * 1.5 + ((i + 0.8) / stripes) * c.w * 4;
    beds.push(
      el('path', {
        d: d`M${vx + (x0 - vx) * 0.02} ${horizon}L${vx + (x1 - vx) * 0.02} ${horizon}L${x1} ${c.h}L${x0} ${c.h}Z`,
        fill: c.lit(pickFrom(bedColors, (i % bedColors.length) / bedColors.length)),
      }),
    );
  }
  c.add(group({}, beds));
  c.add(
    el('rect', {
      x: 0,
      y: horizon,
      width: c.w,
      height: (c.h - horizon) * 0.12,
      fill: c.linear([
        [0, c.hazy(grass, 0.35)],
        [1, c.hazy(grass, 0.35), 0],
      ]),
    }),
  );
  const pathColor = c.lit('#efe2c6');
  c.add(
    el('path', {
      d: d`M${vx - u * 1.5} ${horizon}L${vx + u * 1.5} ${horizon}L${vx + u * 28} ${c.h}L${vx - u * 28} ${c.h}Z`,
      fill: pathColor,
    }),
  );
  c.add(
    el('path', {
      d: d`M${vx - u * 1.5} ${horizon}L${vx - u * 28} ${c.h}L${vx - u * 31} ${c.h}ZM${vx + u * 1.5} ${horizon}L${vx + u * 28} ${c.h}L${vx + u * 31} ${c.h}Z`,
      fill: darken(grass, 0.1),
    }),
  );
  // Flower arches over the path, from far to near.
  const scales = [0.18, 0.28, 0.45, 0.72, 1.15];
  const near = c.h * 1.02 - horizon;
  for (const s of scales) {
    const y = horizon + near * Math.min(1, s / 1.15) ** 1.2 * (s > 1 ? 1 : 1);
    const half = u * 40 * s;
    const height = u * 62 * s;
    const thick = u * 7 * s;
    const ax = vx;
    const arch = d`M${ax - half} ${y}V${y - height + half}A${half} ${half} 0 0 1 ${ax + half} ${y - height + half}V${y}H${ax + half - thick}V${y - height + half}A${half - thick} ${half - thick} 0 0 0 ${ax - half + thick} ${y - height + half}V${y}Z`;
    c.add(el('path', { d: arch, fill: darken(grass, 0.3) }));
    const r = Math.max(u * 0.45, u * 1.6 * s);
    const inside = (x: number, yy: number) => {
      if (yy > y) return false;
      const dx = x - ax;
      const top = y - height + half;
      if (yy >= top) return Math.abs(dx) <= half && Math.abs(dx) >= half - thick;
      const dist = Math.hypot(dx, yy - top);
      return dist <= half && dist >= half - thick;
    };
    c.add(flowerDots(c, inside, [ax - half, y - height, ax + half, y], c.pick(palettes), r));
  }
}

function paintSnow(c: Canvas): void {
  const u = c.u;
  // Inside the hall: a curved roof shell with light panels, a long slope falling from left to right.
  const wall = c.vary('#6d86a6');
  c.add(
    el('rect', {
      width: c.w,
      height: c.h,
      fill: c.linear([
        [0, darken(wall, 0.35)],
        [0.7, wall],
        [1, lighten(wall, 0.3)],
      ]),
    }),
  );
  const ribs: string[] = [];
  const ribCount = Math.round(c.w / (u * 11));
  for (let i = 0; i <= ribCount; i++) {
    const x = (i / ribCount) * c.w;
    ribs.push(d`M${x} 0L${x - u * 6} ${c.h * 0.6}`);
  }
  c.add(el('path', { d: ribs.join(''), stroke: darken(wall, 0.25), 'stroke-width': u * 0.6, opacity: 0.7 }));
  const beams: string[] = [];
  for (let k = 1; k < 5; k++) {
    const y = k * c.h * 0.1;
    beams.push(d`M0 ${y + u * 8}L${c.w} ${y - u * 4}`);
  }
  c.add(el('path', { d: beams.join(''), stroke: darken(wall, 0.2), 'stroke-width': u * 0.4, opacity: 0.6 }));
  const lamps: string[] = [];
  for (let i = 0; i < ribCount; i++) {
    const x = ((i + 0.5) / ribCount) * c.w;
    const y = c.h * 0.12 - (x / c.w) * u * 6 + (i % 2) * u * 6;
    lamps.push(
      el('circle', {
        cx: x,
        cy: y,
        r: u * 5,
        fill: c.radial([
          [0, '#fffbe8', 0.8],
          [1, '#fffbe8', 0],
        ]),
      }),
    );
    lamps.push(el('circle', { cx: x, cy: y, r: u * 0.8, fill: '#fffdf2' }));
  }
  c.add(group({}, lamps));
  const slopeTop = c.h * c.rnd(0.35, 0.42);
  const slopeBottom = c.h * c.rnd(0.72, 0.78);
  const snow = '#f5f9fd';
  const snowShade = '#c9dbef';
  // Far slope edge with a tree line, then the piste.
  c.add(el('path', { d: d`M0 ${slopeTop}L${c.w} ${slopeBottom - u * 12}L${c.w} ${c.h}L0 ${c.h}Z`, fill: snowShade }));
  const trees: string[] = [];
  const treeSnow: string[] = [];
  for (let i = 0; i < Math.round(c.w / (u * 5)); i++) {
    const x = c.rnd(0, 1) * c.w;
    const base = slopeTop + (slopeBottom - u * 12 - slopeTop) * (x / c.w) + u * c.rnd(0, 3);
    const hgt = u * c.rnd(6, 11);
    const wid = hgt * 0.45;
    for (let k = 0; k < 3; k++) {
      const ty = base - (hgt * k) / 3.2;
      const tw = wid * (1 - k * 0.25);
      trees.push(d`M${x - tw} ${ty}L${x} ${ty - hgt * 0.5}L${x + tw} ${ty}Z`);
      treeSnow.push(
        d`M${x - tw * 0.45} ${ty - hgt * 0.28}L${x} ${ty - hgt * 0.5}L${x + tw * 0.45} ${ty - hgt * 0.28}Q${x} ${ty - hgt * 0.2} ${x - tw * 0.45} ${ty - hgt * 0.28}Z`,
      );
    }
  }
  c.add(el('path', { d: trees.join(''), fill: '#2f6a4f' }));
  c.add(el('path', { d: treeSnow.join(''), fill: snow }));
  const pisteTop = slopeTop + u * 6;
  c.add(
    el('path', {
      d: d`M0 ${pisteTop}L${c.w} ${slopeBottom - u * 4}L${c.w} ${c.h}L0 ${c.h}Z`,
      fill: c.linear([
        [0, snow],
        [1, '#e6eff8'],
      ]),
    }),
  );
  const grooves: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = c.rnd(0, 1) * c.w;
    const y = pisteTop + (slopeBottom - u * 4 - pisteTop) * (x / c.w) + c.rnd(2, 40) * u;
    grooves.push(d`M${x} ${y}q${u * 6} ${u * 2} ${u * 12} ${u * 5}`);
  }
  c.add(el('path', { d: grooves.join(''), stroke: snowShade, 'stroke-width': u * 0.4, fill: 'none', opacity: 0.8 }));
  // Chairlift cable with chairs.
  const cableY0 = slopeTop - u * 18;
  const cableY1 = slopeBottom - u * 26;
  c.add(el('path', { d: d`M0 ${cableY0}L${c.w} ${cableY1}`, stroke: '#2c3440', 'stroke-width': u * 0.3 }));
  const chairs: string[] = [];
  for (let x = c.rnd(0, 12) * u; x < c.w; x += u * 14) {
    const y = cableY0 + (cableY1 - cableY0) * (x / c.w);
    chairs.push(d`M${x} ${y}v${u * 4}M${x - u * 1.5} ${y + u * 4}h${u * 3}v${u * 1.5}`);
  }
  c.add(el('path', { d: chairs.join(''), stroke: '#2c3440', 'stroke-width': u * 0.35, fill: 'none' }));
  // Skiers carving down.
  const slope = (slopeBottom - slopeTop) / c.w;
  const jackets = ['#e63946', '#f4a300', '#1d7fd1', '#2a9d8f', '#9b5de5'];
  for (let i = 0; i < c.int(4, 7); i++) {
    const x = c.rnd(0.05, 0.95) * c.w;
    const y = pisteTop + (slopeBottom - u * 4 - pisteTop) * (x / c.w) + c.rnd(4, 30) * u;
    const size = u * (4 + ((y - pisteTop) / c.h) * 10);
    const jacket = c.pick(jackets);
    c.add(
      el('path', {
        d: d`M${x - size * 1.6} ${y - size * 0.4}q${size * 0.8} ${size * 0.5} ${size * 1.4} ${size * 0.35}`,
        stroke: snowShade,
        'stroke-width': size * 0.12,
        fill: 'none',
      }),
    );
    c.add(
      el('path', {
        d: d`M${x - size * 0.7} ${y - size * 0.7 * slope * 4}L${x + size * 0.8} ${y + size * 0.8 * slope * 4}`,
        stroke: '#30343c',
        'stroke-width': size * 0.1,
        'stroke-linecap': 'round',
      }),
    );
    c.add(
      el('path', {
        d: d`M${x - size * 0.15} ${y - size * 0.1}L${x - size * 0.05} ${y - size * 0.55}L${x + size * 0.25} ${y - size * 0.5}L${x + size * 0.15} ${y - size * 0.05}Z`,
        fill: '#30343c',
      }),
    );
    c.add(
      el('path', {
        d: d`M${x - size * 0.2} ${y - size * 0.5}L${x - size * 0.05} ${y - size * 1.05}L${x + size * 0.3} ${y - size * 0.95}L${x + size * 0.25} ${y - size * 0.45}Z`,
        fill: jacket,
      }),
    );
    c.add(el('circle', { cx: x + size * 0.1, cy: y - size * 1.22, r: size * 0.17, fill: '#f2c9a0' }));
    c.add(
      el('path', {
        d: d`M${x - size * 0.08} ${y - size * 1.27}a${size * 0.18} ${size * 0.16} 0 0 1 ${size * 0.36} 0Z`,
        fill: jacket,
      }),
    );
    c.add(
      el('path', {
        d: d`M${x - size * 0.15} ${y - size * 0.8}L${x - size * 0.55} ${y - size * 0.1}M${x + size * 0.3} ${y - size * 0.8}L${x + size * 0.6} ${y - size * 0.1}`,
        stroke: '#5b6470',
        'stroke-width': size * 0.06,
      }),
    );
  }
}

function paintWaterpark(c: Canvas): void {
  const ground = c.h * c.rnd(0.6, 0.66);
  paintSky(c, ground);
  const u = c.u;
  for (let i = 0; i < c.int(4, 7); i++)
    palm(c, c.rnd(0, 1) * c.w, ground + u * 2, u * c.rnd(18, 26), c.rnd(-0.3, 0.3), 0.15);
  // The slide tower: sand-coloured with a peaked roof.
  const towerX = c.rnd(0.25, 0.75) * c.w;
  const towerW = u * 16;
  const towerTop = ground - u * c.rnd(40, 48);
  const sand = c.lit(c.vary('#e9c99a'));
  c.add(
    el('path', {
      d: d`M${towerX - towerW * 0.7} ${ground + u * 4}L${towerX - towerW * 0.45} ${towerTop}L${towerX + towerW * 0.45} ${towerTop}L${towerX + towerW * 0.7} ${ground + u * 4}Z`,
      fill: sand,
    }),
  );
  c.add(
    el('path', {
      d: d`M${towerX + towerW * 0.1} ${ground + u * 4}L${towerX + towerW * 0.1} ${towerTop}L${towerX + towerW * 0.45} ${towerTop}L${towerX + towerW * 0.7} ${ground + u * 4}Z`,
      fill: darken(sand, 0.15),
    }),
  );
  c.add(
    el('path', {
      d: d`M${towerX - towerW * 0.65} ${towerTop}L${towerX} ${towerTop - u * 10}L${towerX + towerW * 0.65} ${towerTop}Z`,
      fill: c.lit('#c8553d'),
    }),
  );
  for (let k = 0; k < 3; k++)
    c.add(
      el('rect', {
        x: towerX - towerW * 0.2,
        y: towerTop + u * (6 + k * 9),
        width: towerW * 0.18,
        height: u * 4.5,
        rx: u,
        fill: darken(sand, 0.35),
      }),
    );
  // Slides: wide tubes snaking from the tower platform down to the pool.
  const colors = ['#ff6b35', '#ffd23f', '#2ec4b6', '#e71d36', '#7b2cbf', '#3a86ff'];
  const slides = c.int(3, 4);
  const poolTop = ground + u * 6;
  for (let i = 0; i < slides; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const startY = towerTop + u * (4 + i * 7);
    const endX = towerX + side * Math.min(c.w * c.rnd(0.18, 0.42), u * c.rnd(30, 55));
    const pts: TPoint[] = [[towerX + side * towerW * 0.4, startY]];
    const turns = c.int(2, 3);
    for (let k = 1; k <= turns; k++) {
      const t = k / (turns + 1);
      const x =
        towerX +
        side * towerW * 0.4 +
        (endX - towerX - side * towerW * 0.4) * t +
        (k % 2 === 0 ? 1 : -1) * u * c.rnd(4, 9) * side;
      pts.push([x, startY + (poolTop - startY) * t]);
    }
    pts.push([endX, poolTop + u * 2]);
    const color = c.lit(pickFrom(colors, (i + c.rnd(0, 1)) / slides));
    const first = pts[0] ?? [towerX, startY];
    const pathD = `M${points([first])}${smoothThrough(pts)}`;
    c.add(
      el('path', {
        d: pathD,
        fill: 'none',
        stroke: darken(color, 0.3),
        'stroke-width': u * 4.4,
        'stroke-linecap': 'round',
      }),
    );
    c.add(el('path', { d: pathD, fill: 'none', stroke: color, 'stroke-width': u * 3.4, 'stroke-linecap': 'round' }));
    c.add(
      el('path', {
        d: pathD,
        fill: 'none',
        stroke: lighten(color, 0.5),
        'stroke-width': u * 0.8,
        'stroke-linecap': 'round',
        transform: `translate(${fmt(-u * 0.6)} ${fmt(-u * 0.8)})`,
        opacity: 0.8,
      }),
    );
    const supports = pts.slice(1, -1).map(([x, y]) => d`M${x} ${y + u * 2}L${x} ${poolTop}`);
    c.add(el('path', { d: supports.join(''), stroke: c.lit('#9aa6b5'), 'stroke-width': u * 0.7 }));
  }
  // Pool with deck, ripples, rings and swimmers.
  const deck = c.lit('#efe3cf');
  c.add(el('rect', { x: 0, y: ground + u * 3, width: c.w, height: c.h - ground, fill: deck }));
  const pool = c.lit(c.vary('#27c3d6'));
  c.add(
    el('path', {
      d: d`M${-u} ${poolTop + u * 2}Q${c.w / 2} ${poolTop - u * 2} ${c.w + u} ${poolTop + u * 2}L${c.w + u} ${c.h - u * 4}Q${c.w / 2} ${c.h - u * 1} ${-u} ${c.h - u * 4}Z`,
      fill: c.linear([
        [0, lighten(pool, 0.2)],
        [1, darken(pool, 0.15)],
      ]),
    }),
  );
  const ripples: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = c.rnd(0, 1) * c.w;
    const y = c.rnd(poolTop + u * 4, c.h - u * 6);
    ripples.push(d`M${x} ${y}q${u * 2} ${-u} ${u * 4} 0q${u * 2} ${u} ${u * 4} 0`);
  }
  c.add(el('path', { d: ripples.join(''), stroke: '#ffffff', 'stroke-width': u * 0.35, fill: 'none', opacity: 0.6 }));
  for (let i = 0; i < c.int(3, 6); i++) {
    const x = c.rnd(0.05, 0.95) * c.w;
    const y = c.rnd(poolTop + u * 6, c.h - u * 8);
    c.add(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: u * 3.2,
        ry: u * 1.4,
        fill: 'none',
        stroke: c.pick(colors),
        'stroke-width': u * 1.3,
      }),
    );
    if (c.chance(0.6)) c.add(el('circle', { cx: x, cy: y - u * 1.5, r: u * 1.1, fill: '#8a5a3c' }));
  }
}

/** Omani-style merlons: small stepped points along a wall top. */
function merlons(x0: number, x1: number, y: number, size: number): string {
  const out: string[] = [];
  const count = Math.max(2, Math.round((x1 - x0) / (size * 1.6)));
  const step = (x1 - x0) / count;
  for (let i = 0; i < count; i++) {
    const x = x0 + i * step + step * 0.15;
    const w = step * 0.7;
    out.push(
      d`M${x} ${y}v${-size * 0.7}h${w * 0.2}l${w * 0.3} ${-size * 0.5}l${w * 0.3} ${size * 0.5}h${w * 0.2}v${size * 0.7}Z`,
    );
  }
  return out.join('');
}

function paintFort(c: Canvas): void {
  const ground = c.h * c.rnd(0.7, 0.76);
  paintSky(c, ground);
  const u = c.u;
  const sandWall = c.lit(c.vary(c.pick(['#d9b27c', '#d4a66f', '#dcb887'])));
  const wallShade = darken(sandWall, 0.18);
  const span = Math.min(c.w * 0.8, u * 130);
  const x0 = c.w / 2 - span / 2 + c.rnd(-0.05, 0.05) * c.w;
  const x1 = x0 + span;
  const wallTop = ground - u * c.rnd(16, 20);
  const dune = c.lit(c.vary('#e2c08e'));
  c.add(el('path', { d: smoothBand(ridgePoints(c, ground, u * 6, 4, 0.5), ground + u), fill: c.hazy(dune, 0.45) }));
  for (let i = 0; i < c.int(2, 4); i++) {
    const outside = c.chance(0.5) ? c.rnd(0, x0 - u * 14) : c.rnd(x1 + u * 14, c.w);
    if (outside > 0 && outside < c.w)
      palm(c, outside, ground + u * c.rnd(1, 4), u * c.rnd(18, 26), c.rnd(-0.3, 0.3), 0.05);
  }
  for (let i = 0; i < c.int(2, 4); i++)
    palm(c, c.rnd(x0 + u * 10, x1 - u * 10), wallTop + u * 8, u * c.rnd(20, 28), c.rnd(-0.3, 0.3), 0.1);
  // Keep: a taller square block behind the wall.
  const keepX = x0 + span * c.rnd(0.5, 0.7);
  const keepTop = wallTop - u * 14;
  c.add(el('rect', { x: keepX, y: keepTop, width: u * 20, height: ground - keepTop, fill: sandWall }));
  c.add(el('rect', { x: keepX + u * 14, y: keepTop, width: u * 6, height: ground - keepTop, fill: wallShade }));
  c.add(el('path', { d: merlons(keepX, keepX + u * 20, keepTop, u * 3), fill: sandWall }));
  c.add(
    el('path', {
      d: d`M${keepX + u * 4} ${keepTop + u * 4}h${u * 2}v${u * 4}h${-u * 2}ZM${keepX + u * 9} ${keepTop + u * 4}h${u * 2}v${u * 4}h${-u * 2}Z`,
      fill: darken(sandWall, 0.5),
    }),
  );
  // Curtain wall with gate.
  c.add(
    el('rect', {
      x: x0,
      y: wallTop,
      width: span,
      height: ground - wallTop,
      fill: c.linear([
        [0, sandWall],
        [1, darken(sandWall, 0.08)],
      ]),
    }),
  );
  c.add(el('path', { d: merlons(x0, x1, wallTop, u * 2.6), fill: sandWall }));
  c.add(el('rect', { x: x0, y: wallTop + u * 1.5, width: span, height: u * 0.8, fill: wallShade, opacity: 0.6 }));
  const gateX = x0 + span * c.rnd(0.3, 0.45);
  const gw = u * 8;
  c.add(
    el('path', {
      d: d`M${gateX - gw * 0.75} ${ground}V${ground - u * 9}Q${gateX} ${ground - u * 15} ${gateX + gw * 0.75} ${ground - u * 9}V${ground}Z`,
      fill: wallShade,
    }),
  );
  c.add(
    el('path', {
      d: d`M${gateX - gw / 2} ${ground}V${ground - u * 8}Q${gateX} ${ground - u * 12.5} ${gateX + gw / 2} ${ground - u * 8}V${ground}Z`,
      fill: c.lit('#6b3f22'),
    }),
  );
  const studs: string[] = [];
  for (let yy = ground - u * 8; yy < ground - u; yy += u * 1.6)
    for (let xx = gateX - gw * 0.35; xx <= gateX + gw * 0.36; xx += gw * 0.23)
      studs.push(el('circle', { cx: xx, cy: yy, r: u * 0.25, fill: '#c9a25c' }));
  c.add(group({}, studs));
  c.add(el('path', { d: d`M${gateX} ${ground}V${ground - u * 10.3}`, stroke: '#3e2413', 'stroke-width': u * 0.3 }));
  const slits: string[] = [];
  for (let x = x0 + u * 6; x < x1 - u * 4; x += u * 9)
    if (Math.abs(x - gateX) > gw) slits.push(d`M${x} ${wallTop + u * 5}h${u * 0.9}v${u * 3.2}h${-u * 0.9}Z`);
  c.add(el('path', { d: slits.join(''), fill: darken(sandWall, 0.5) }));
  // Round tower: a slightly tapered cylinder with shading across it.
  const towerAtLeft = c.chance(0.5);
  const tx = towerAtLeft ? x0 : x1;
  const rBase = u * 11;
  const rTop = u * 9.5;
  const towerTop = wallTop - u * c.rnd(14, 20);
  const body = d`M${tx - rBase} ${ground}L${tx - rTop} ${towerTop}L${tx + rTop} ${towerTop}L${tx + rBase} ${ground}Z`;
  c.add(
    el('path', {
      d: body,
      fill: c.linear(
        [
          [0, lighten(sandWall, 0.15)],
          [0.4, sandWall],
          [1, darken(sandWall, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  c.add(
    el('path', {
      d: merlons(tx - rTop, tx + rTop, towerTop, u * 3),
      fill: c.linear(
        [
          [0, lighten(sandWall, 0.15)],
          [0.4, sandWall],
          [1, darken(sandWall, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  c.add(el('rect', { x: tx - rTop - u * 0.5, y: towerTop, width: rTop * 2 + u, height: u * 1.2, fill: wallShade }));
  const towerSlits: string[] = [];
  for (const fx of [-0.45, 0, 0.45])
    towerSlits.push(
      d`M${tx + fx * rTop - u * 0.5} ${towerTop + u * 5}h${u}v${u * 3.5}h${-u}Z`,
      d`M${tx + fx * rTop - u * 0.5} ${towerTop + u * 15}h${u}v${u * 3.5}h${-u}Z`,
    );
  c.add(el('path', { d: towerSlits.join(''), fill: darken(sandWall, 0.55) }));
  // Desert ground in front with the fort's shadow.
  const groundColor = c.lit(c.vary('#e2c08e'));
  c.add(
    el('rect', {
      x: 0,
      y: ground,
      width: c.w,
      height: c.h - ground,
      fill: c.linear([
        [0, groundColor],
        [1, darken(groundColor, 0.12)],
      ]),
    }),
  );
  c.add(
    el('rect', {
      x: x0 - rBase,
      y: ground,
      width: span + rBase * 2,
      height: u * 2,
      fill: darken(groundColor, 0.2),
      opacity: 0.6,
    }),
  );
  const stones: string[] = [];
  for (let i = 0; i < 20; i++)
    stones.push(
      el('ellipse', {
        cx: c.rnd(0, c.w),
        cy: c.rnd(ground + u * 3, c.h),
        rx: u * c.rnd(0.5, 1.5),
        ry: u * c.rnd(0.3, 0.6),
        fill: darken(groundColor, 0.25),
        opacity: 0.6,
      }),
    );
  c.add(group({}, stones));
}

function balloon(c: Canvas, x: number, y: number, size: number, fade: number): void {
  const palettes = [
    ['#e63946', '#ffd166'],
    ['#f77f00', '#fcbf49'],
    ['#1d7fd1', '#ffffff'],
    ['#2a9d8f', '#e9c46a'],
    ['#9b5de5', '#f15bb5'],
    ['#e63946', '#1d3557'],
  ];
  const [a, b] = c.pick(palettes);
  const colorA = c.hazy(c.lit(a ?? '#e63946'), fade);
  const colorB = c.hazy(c.lit(b ?? '#ffd166'), fade);
  const envelope = (scale: number) => {
    const r = size * scale;
    return d`M${x} ${y + size * 1.15}C${x - r * 0.55} ${y + size * 0.85} ${x - r * 1.05} ${y + size * 0.35} ${x - r} ${y - size * 0.1}C${x - r * 0.95} ${y - size * 0.75} ${x - r * 0.45} ${y - size * 1.05} ${x} ${y - size * 1.05}C${x + r * 0.45} ${y - size * 1.05} ${x + r * 0.95} ${y - size * 0.75} ${x + r} ${y - size * 0.1}C${x + r * 1.05} ${y + size * 0.35} ${x + r * 0.55} ${y + size * 0.85} ${x} ${y + size * 1.15}Z`;
  };
  c.add(el('path', { d: envelope(1), fill: colorA }));
  c.add(el('path', { d: envelope(0.66), fill: colorB }));
  c.add(el('path', { d: envelope(0.3), fill: colorA }));
  c.add(
    el('path', {
      d: d`M${x} ${y - size * 1.05}C${x + size * 0.45} ${y - size * 1.05} ${x + size * 0.95} ${y - size * 0.75} ${x + size} ${y - size * 0.1}C${x + size * 1.05} ${y + size * 0.35} ${x + size * 0.55} ${y + size * 0.85} ${x} ${y + size * 1.15}C${x + size * 0.35} ${y + size * 0.6} ${x + size * 0.5} ${y} ${x} ${y - size * 1.05}Z`,
      fill: '#000000',
      opacity: 0.15,
    }),
  );
  c.add(
    el('path', {
      d: d`M${x - size * 0.22} ${y + size * 1.02}h${size * 0.44}v${size * 0.08}h${-size * 0.44}Z`,
      fill: darken(colorA, 0.3),
    }),
  );
  c.add(
    el('path', {
      d: d`M${x - size * 0.2} ${y + size * 1.1}L${x - size * 0.12} ${y + size * 1.38}M${x + size * 0.2} ${y + size * 1.1}L${x + size * 0.12} ${y + size * 1.38}`,
      stroke: c.hazy('#5b4636', fade),
      'stroke-width': size * 0.02,
    }),
  );
  c.add(
    el('rect', {
      x: x - size * 0.13,
      y: y + size * 1.38,
      width: size * 0.26,
      height: size * 0.2,
      rx: size * 0.03,
      fill: c.hazy(c.lit('#8b5a2b'), fade),
    }),
  );
}

function paintBalloon(c: Canvas): void {
  const horizon = c.h * c.rnd(0.68, 0.74);
  const sun = paintSky(c, horizon);
  const sand = c.lit(c.vary(c.pick(SAND_COLORS)));
  const shadow = c.lit(mix(darken(sand, 0.28), '#b0573a', 0.25));
  c.add(el('path', { d: smoothBand(ridgePoints(c, horizon, c.u * 3, 3, 0.5), c.h), fill: c.hazy(sand, 0.55) }));
  const count = c.int(3, 4) + Math.round(c.w / c.h) - 1;
  const placed: { x: number; y: number; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    const depth = c.rnd(0, 1);
    const size = c.u * (4 + depth * 10);
    placed.push({ x: c.rnd(0.08, 0.92) * c.w, y: c.h * (0.15 + c.rnd(0, 0.4)) + (1 - depth) * c.u * 10, size });
  }
  placed.sort((a, b) => a.size - b.size);
  const far = placed.filter((p) => p.size < c.u * 8);
  const near = placed.filter((p) => p.size >= c.u * 8);
  for (const p of far) balloon(c, p.x, p.y, p.size, 0.35);
  desertDunes(c, horizon, sun, { sand, shadow }, 2);
  for (const p of near) balloon(c, p.x, p.y, p.size, 0);
}

function mangroveTree(c: Canvas, x: number, waterY: number, size: number, green: string): void {
  const u = c.u;
  const roots: string[] = [];
  const rootCount = c.int(5, 8);
  const trunkTop = waterY - size * 0.55;
  for (let i = 0; i < rootCount; i++) {
    const t = i / (rootCount - 1) - 0.5;
    const footX = x + t * size * 1.4;
    roots.push(
      d`M${x + t * size * 0.25} ${trunkTop + size * 0.15}Q${x + t * size * 1.1} ${trunkTop} ${footX} ${waterY + u * 0.5}`,
    );
  }
  const wood = c.lit('#6b5037');
  c.add(el('path', { d: roots.join(''), stroke: wood, 'stroke-width': Math.max(u * 0.35, size * 0.03), fill: 'none' }));
  c.add(
    el('path', {
      d: d`M${x - size * 0.05} ${trunkTop + size * 0.25}L${x - size * 0.03} ${trunkTop - size * 0.2}L${x + size * 0.03} ${trunkTop - size * 0.2}L${x + size * 0.05} ${trunkTop + size * 0.25}Z`,
      fill: wood,
    }),
  );
  const blobs: string[] = [];
  const highlights: string[] = [];
  const crownY = trunkTop - size * 0.3;
  for (let i = 0; i < 7; i++) {
    const bx = x + c.rnd(-0.6, 0.6) * size;
    const by = crownY + c.rnd(-0.25, 0.12) * size;
    const r = size * c.rnd(0.22, 0.34);
    blobs.push(d`M${bx - r} ${by}a${r} ${r * 0.8} 0 1 0 ${r * 2} 0a${r} ${r * 0.8} 0 1 0 ${-r * 2} 0Z`);
    highlights.push(
      d`M${bx - r * 0.6} ${by - r * 0.25}a${r * 0.45} ${r * 0.3} 0 1 0 ${r * 0.9} 0a${r * 0.45} ${r * 0.3} 0 1 0 ${-r * 0.9} 0Z`,
    );
  }
  c.add(el('path', { d: blobs.join(''), fill: green }));
  c.add(el('path', { d: highlights.join(''), fill: lighten(green, 0.2), opacity: 0.7 }));
}

function paintMangrove(c: Canvas): void {
  const horizon = c.h * c.rnd(0.5, 0.56);
  const sun = paintSky(c, horizon);
  const u = c.u;
  const green = c.lit(c.vary('#3f8a4a'));
  // Distant mangrove belt.
  const belt = ridgePoints(c, horizon, u * 5, 5, 0.7).map(([x, y]) => [x, y] as TPoint);
  c.add(el('path', { d: smoothBand(belt, horizon + u), fill: c.hazy(darken(green, 0.15), 0.45) }));
  const water = c.lit(c.vary('#4fa8a0'));
  fillBelowHorizon(
    c,
    horizon,
    c.linear([
      [0, c.hazy(lighten(water, 0.2), 0.3)],
      [1, darken(water, 0.25)],
    ]),
  );
  reflection(c, horizon, smoothBand(belt, horizon + u), darken(green, 0.3), 0.35);
  sunGlint(c, sun, horizon, { dy: u * 3, rx: 1.4, ry: u * 0.6, opacity: 0.45 });
  // Sand bars showing through shallow water.
  for (let i = 0; i < 3; i++)
    c.add(
      el('ellipse', {
        cx: c.rnd(0, 1) * c.w,
        cy: horizon + (c.h - horizon) * c.rnd(0.2, 0.8),
        rx: u * c.rnd(15, 35),
        ry: u * c.rnd(1.5, 3),
        fill: c.lit('#cdbb8c'),
        opacity: 0.45,
      }),
    );
  waveStrokes(c, horizon, c.h, lighten(water, 0.5), 0.6);
  const trees: { x: number; y: number; size: number }[] = [];
  const rows = [0.18, 0.35];
  for (const row of rows) {
    for (let x = c.rnd(-0.05, 0.1) * c.w; x < c.w * 1.05; x += u * c.rnd(10, 22)) {
      const centre = Math.abs(x - c.w / 2) < c.w * 0.18;
      if (centre && row > 0.3) continue;
      trees.push({
        x,
        y: horizon + (c.h - horizon) * (row + c.rnd(-0.04, 0.04)),
        size: u * (row > 0.3 ? c.rnd(14, 20) : c.rnd(8, 12)),
      });
    }
  }
  for (const t of trees) {
    c.add(
      el('ellipse', {
        cx: t.x,
        cy: t.y + u * 0.5,
        rx: t.size * 0.8,
        ry: t.size * 0.08,
        fill: darken(green, 0.4),
        opacity: 0.35,
      }),
    );
    mangroveTree(c, t.x, t.y, t.size, t.size > u * 13 ? green : c.hazy(green, 0.15));
  }
  // Kayak with paddler.
  const kx = c.rnd(0.3, 0.7) * c.w;
  const ky = horizon + (c.h - horizon) * c.rnd(0.62, 0.78);
  const kl = u * 22;
  const kayak = c.lit(c.vary(c.pick(['#f4a300', '#e63946', '#ff6b35', '#ffd23f'])));
  c.add(el('ellipse', { cx: kx, cy: ky + u * 1.2, rx: kl * 0.6, ry: u * 0.8, fill: darken(water, 0.3), opacity: 0.4 }));
  c.add(
    el('path', {
      d: d`M${kx - kl / 2} ${ky - u * 0.5}Q${kx} ${ky + u * 2.6} ${kx + kl / 2} ${ky - u * 0.5}Q${kx} ${ky - u * 1.2} ${kx - kl / 2} ${ky - u * 0.5}Z`,
      fill: kayak,
    }),
  );
  c.add(
    el('path', {
      d: d`M${kx - kl * 0.45} ${ky - u * 0.5}Q${kx} ${ky - u * 1.2} ${kx + kl * 0.45} ${ky - u * 0.5}`,
      stroke: lighten(kayak, 0.4),
      'stroke-width': u * 0.4,
      fill: 'none',
    }),
  );
  const shirt = c.pick(['#1d7fd1', '#2a9d8f', '#ffffff']);
  c.add(
    el('path', {
      d: d`M${kx - u * 1.4} ${ky - u * 0.8}L${kx - u * 0.9} ${ky - u * 5.5}L${kx + u * 1.1} ${ky - u * 5.5}L${kx + u * 1.4} ${ky - u * 0.8}Z`,
      fill: shirt,
    }),
  );
  c.add(el('circle', { cx: kx + u * 0.1, cy: ky - u * 6.8, r: u * 1.2, fill: '#c98b5e' }));
  c.add(el('path', { d: d`M${kx - u * 1.4} ${ky - u * 7.2}a${u * 1.5} ${u * 1} 0 0 1 ${u * 3} 0Z`, fill: '#f2efe6' }));
  c.add(
    el('path', {
      d: d`M${kx - u * 7} ${ky + u * 1.5}L${kx + u * 7} ${ky - u * 8}`,
      stroke: '#2c3440',
      'stroke-width': u * 0.45,
      'stroke-linecap': 'round',
    }),
  );
  c.add(
    el('ellipse', {
      cx: kx - u * 7,
      cy: ky + u * 1.5,
      rx: u * 1.6,
      ry: u * 0.6,
      fill: '#2c3440',
      transform: `rotate(-34 ${fmt(kx - u * 7)} ${fmt(ky + u * 1.5)})`,
    }),
  );
  c.add(
    el('ellipse', {
      cx: kx + u * 7,
      cy: ky - u * 8,
      rx: u * 1.6,
      ry: u * 0.6,
      fill: '#2c3440',
      transform: `rotate(-34 ${fmt(kx + u * 7)} ${fmt(ky - u * 8)})`,
    }),
  );
  if (c.chance(0.6)) {
    // A heron standing in the shallows.
    const hx = c.rnd(0.1, 0.9) * c.w;
    const hy = horizon + (c.h - horizon) * c.rnd(0.45, 0.6);
    const s = u * 5;
    c.add(
      el('path', {
        d: d`M${hx} ${hy}L${hx - s * 0.05} ${hy - s * 0.7}M${hx + s * 0.12} ${hy}L${hx + s * 0.05} ${hy - s * 0.7}`,
        stroke: '#3a3a3a',
        'stroke-width': u * 0.25,
      }),
    );
    c.add(
      el('path', {
        d: d`M${hx - s * 0.35} ${hy - s * 0.75}Q${hx} ${hy - s * 1.2} ${hx + s * 0.3} ${hy - s * 0.9}L${hx + s * 0.35} ${hy - s * 1.5}Q${hx + s * 0.45} ${hy - s * 1.65} ${hx + s * 0.55} ${hy - s * 1.5}L${hx + s * 0.85} ${hy - s * 1.45}L${hx + s * 0.5} ${hy - s * 1.4}L${hx + s * 0.45} ${hy - s * 0.8}Q${hx} ${hy - s * 0.55} ${hx - s * 0.35} ${hy - s * 0.75}Z`,
        fill: '#f7f7f2',
      }),
    );
  }
}

function lantern(c: Canvas, x: number, y: number, size: number, color: string): void {
  const s = size;
  c.add(
    el('circle', {
      cx: x,
      cy: y + s * 0.9,
      r: s * 2.4,
      fill: c.radial([
        [0, color, 0.55],
        [1, color, 0],
      ]),
    }),
  );
  c.add(el('path', { d: d`M${x} ${y - s * 3}V${y}`, stroke: '#3b2a1a', 'stroke-width': s * 0.06 }));
  c.add(el('path', { d: d`M${x - s * 0.25} ${y}h${s * 0.5}l${s * 0.25} ${s * 0.3}h${-s}Z`, fill: '#c9a25c' }));
  c.add(
    el('path', {
      d: d`M${x - s * 0.5} ${y + s * 0.3}h${s}l${s * 0.15} ${s * 0.7}l${-s * 0.35} ${s * 0.7}h${-s * 0.6}l${-s * 0.35} ${-s * 0.7}Z`,
      fill: color,
    }),
  );
  c.add(
    el('path', {
      d: d`M${x - s * 0.12} ${y + s * 0.3}v${s * 1.4}M${x + s * 0.12} ${y + s * 0.3}v${s * 1.4}M${x - s * 0.62} ${y + s}h${s * 1.24}`,
      stroke: '#c9a25c',
      'stroke-width': s * 0.07,
    }),
  );
  c.add(el('path', { d: d`M${x - s * 0.3} ${y + s * 1.7}h${s * 0.6}l${-s * 0.3} ${s * 0.45}Z`, fill: '#c9a25c' }));
}

function paintSouk(c: Canvas): void {
  const u = c.u;
  const roofLine = c.h * c.rnd(0.16, 0.22);
  paintSky(c, roofLine + u * 10, { clouds: false });
  const wall = c.lit(c.vary(c.pick(['#d8b27e', '#d1a772', '#ddb98a'])));
  const wallDark = darken(wall, 0.18);
  const floorY = c.h * c.rnd(0.84, 0.88);
  // Wind tower over the roof, then the facade.
  const windX = c.rnd(0.1, 0.9) * c.w;
  c.add(el('rect', { x: windX - u * 6, y: roofLine - u * 16, width: u * 12, height: u * 17, fill: wall }));
  c.add(
    el('path', {
      d: Array.from(
        { length: 4 },
        (_, i) => d`M${windX - u * 4.8 + i * u * 2.6} ${roofLine - u * 13}h${u * 1.4}v${u * 10}h${-u * 1.4}Z`,
      ).join(''),
      fill: wallDark,
    }),
  );
  c.add(el('path', { d: merlons(windX - u * 6, windX + u * 6, roofLine - u * 16, u * 2), fill: wall }));
  c.add(el('rect', { x: 0, y: roofLine, width: c.w, height: floorY - roofLine, fill: wall }));
  c.add(el('path', { d: merlons(0, c.w, roofLine, u * 2.4), fill: wall }));
  c.add(el('rect', { x: 0, y: roofLine + u * 2, width: c.w, height: u * 1.2, fill: wallDark }));
  // Wooden beam ends poking out under the parapet.
  const beams: string[] = [];
  for (let x = u * 3; x < c.w; x += u * 6)
    beams.push(d`M${x} ${roofLine + u * 4.5}h${u * 1.4}v${u * 1.2}h${-u * 1.4}Z`);
  c.add(el('path', { d: beams.join(''), fill: c.lit('#6b4a2b') }));
  const archCount = Math.max(3, Math.round(c.w / (u * 30)));
  const bay = c.w / archCount;
  const archTop = roofLine + u * 12;
  const lanternColors = ['#ff9f1c', '#e63946', '#2ec4b6', '#ffd23f', '#9b5de5', '#3a86ff'];
  for (let i = 0; i < archCount; i++) {
    const cx = bay * (i + 0.5);
    const half = bay * 0.36;
    const shoulder = archTop + half * 0.9;
    const opening = d`M${cx - half} ${floorY}V${shoulder}Q${cx - half} ${archTop + half * 0.15} ${cx} ${archTop}Q${cx + half} ${archTop + half * 0.15} ${cx + half} ${shoulder}V${floorY}Z`;
    c.add(el('path', { d: opening, fill: wallDark, transform: `translate(${fmt(u * 0.8)} ${fmt(-u * 0.8)})` }));
    c.add(
      el('path', {
        d: opening,
        fill: c.linear([
          [0, '#3a2214'],
          [0.6, '#7a4422'],
          [1, '#c0702e'],
        ]),
      }),
    );
    // Shelves of goods inside the shop.
    const shelves: string[] = [];
    for (let k = 0; k < 3; k++) {
      const sy = shoulder + (floorY - shoulder) * (0.15 + k * 0.27);
      shelves.push(el('rect', { x: cx - half * 0.85, y: sy, width: half * 1.7, height: u * 0.7, fill: '#4a2c17' }));
      for (let x = cx - half * 0.8; x < cx + half * 0.75; x += u * c.rnd(2.5, 4)) {
        shelves.push(
          el('rect', {
            x,
            y: sy - u * c.rnd(2, 3.5),
            width: u * c.rnd(1.6, 2.4),
            height: u * 3.5,
            rx: u * 0.5,
            fill: c.pick(['#c0392b', '#e67e22', '#f1c40f', '#27ae60', '#8e44ad', '#d35400', '#f5e6c8']),
            opacity: 0.85,
          }),
        );
      }
    }
    c.add(group({}, shelves));
    lantern(c, cx + c.rnd(-0.3, 0.3) * half, archTop + u * c.rnd(5, 9), u * c.rnd(2.2, 3), c.pick(lanternColors));
    // Hanging carpet on the pier between bays.
    if (i > 0 && c.chance(0.7)) {
      const px = bay * i;
      const cw = bay * 0.2;
      const top = shoulder - u * 4;
      const color = c.pick(['#9b2226', '#ae2012', '#005f73', '#6a4c93']);
      c.add(el('rect', { x: px - cw / 2, y: top, width: cw, height: u * 26, fill: color }));
      c.add(
        el('rect', {
          x: px - cw / 2 + u,
          y: top + u,
          width: cw - u * 2,
          height: u * 24,
          fill: 'none',
          stroke: '#e9c46a',
          'stroke-width': u * 0.6,
        }),
      );
      c.add(
        el('path', {
          d: d`M${px} ${top + u * 6}l${cw * 0.3} ${u * 7}l${-cw * 0.3} ${u * 7}l${-cw * 0.3} ${-u * 7}Z`,
          fill: '#e9c46a',
        }),
      );
    }
  }
  // Floor and spice mounds in baskets out front.
  c.add(el('rect', { x: 0, y: floorY, width: c.w, height: c.h - floorY, fill: c.lit('#b98c5a') }));
  c.add(
    el('path', {
      d: Array.from({ length: 14 }, (_, i) => d`M${(i / 14) * c.w} ${floorY}l${-u * 6} ${c.h - floorY}`).join(''),
      stroke: darken(c.lit('#b98c5a'), 0.2),
      'stroke-width': u * 0.3,
    }),
  );
  const spices = ['#c0392b', '#e67e22', '#f1c40f', '#6b8e23', '#a0522d', '#d35400'];
  const basketCount = Math.round(c.w / (u * 16));
  for (let i = 0; i < basketCount; i++) {
    const x = (i + 0.5) * (c.w / basketCount) + c.rnd(-1, 1) * u * 2;
    const y = floorY + u * c.rnd(3, 8);
    const r = u * c.rnd(4.5, 6);
    const spice = c.pick(spices);
    c.add(el('path', { d: d`M${x - r} ${y - r * 0.2}Q${x} ${y - r * 1.5} ${x + r} ${y - r * 0.2}Z`, fill: spice }));
    c.add(
      el('path', {
        d: d`M${x - r * 0.4} ${y - r * 0.7}Q${x - r * 0.1} ${y - r * 0.95} ${x + r * 0.1} ${y - r * 0.85}`,
        stroke: lighten(spice, 0.35),
        'stroke-width': u * 0.5,
        fill: 'none',
      }),
    );
    c.add(
      el('path', {
        d: d`M${x - r * 1.05} ${y - r * 0.25}h${r * 2.1}l${-r * 0.15} ${r * 0.9}h${-r * 1.8}Z`,
        fill: c.lit('#a0743f'),
      }),
    );
    c.add(
      el('path', {
        d: d`M${x - r} ${y + r * 0.05}h${r * 2}M${x - r * 0.95} ${y + r * 0.35}h${r * 1.9}`,
        stroke: '#7a5430',
        'stroke-width': u * 0.35,
      }),
    );
  }
}

function paintMountain(c: Canvas): void {
  const horizon = c.h * c.rnd(0.55, 0.62);
  const sun = paintSky(c, horizon);
  const rock = c.lit(c.vary(c.pick(['#a86f4c', '#9b6a50', '#b07a52', '#8f6a55'])));
  const shadeRight = sun.x < c.w / 2;
  const layers = 3;
  const wide = c.w / c.h;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    mountainPeaks(c, {
      count: Math.round(wide * (3 - t)) + c.int(0, 1),
      baseY: horizon + (c.h - horizon) * (0.05 + t * 0.55),
      minHeight: c.u * (12 - t * 2),
      maxHeight: c.u * (34 - t * 6),
      bottom: c.h + 2,
      light: c.hazy(mix(rock, darken(rock, 0.1), t), 0.55 * (1 - t)),
      dark: c.hazy(mix(darken(rock, 0.38), '#3e3050', 0.25), 0.55 * (1 - t)),
      shadeRight,
    });
  }
  // Wadi floor with gravel and a few date palms.
  const floor = c.h * c.rnd(0.86, 0.9);
  const gravel = c.lit(c.vary('#cfae84'));
  c.add(el('path', { d: smoothBand(ridgePoints(c, floor, c.u * 3, 3, 0.5), c.h + 1), fill: gravel }));
  const pebbles: string[] = [];
  for (let i = 0; i < 30; i++)
    pebbles.push(
      el('ellipse', {
        cx: c.rnd(0, c.w),
        cy: c.rnd(floor + c.u * 2, c.h),
        rx: c.u * c.rnd(0.4, 1.2),
        ry: c.u * c.rnd(0.25, 0.5),
        fill: darken(gravel, 0.25),
        opacity: 0.7,
      }),
    );
  c.add(group({}, pebbles));
  if (c.chance(0.6)) {
    const x = c.rnd(0.1, 0.9) * c.w;
    for (let i = 0; i < c.int(2, 4); i++)
      palm(c, x + c.rnd(-12, 12) * c.u, floor + c.u * c.rnd(1, 4), c.u * c.rnd(14, 20), c.rnd(-0.4, 0.4), 0.05);
  }
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
