export type TPoint = readonly [number, number];
export type TStop = readonly [offset: number, color: string, opacity?: number];
export type TTime = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';
export type TAttrs = Record<string, string | number | undefined>;

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function pickFrom<T>(items: readonly T[], unit: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(unit * items.length))];
  if (item === undefined) throw new Error('pickFrom: empty list');
  return item;
}

export function fmt(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Template tag for path data: numbers are rounded so the SVG stays small and stable. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += fmt(value) + (strings[i + 1] ?? '');
  });
  return out;
}

export function el(tag: string, attrs: TAttrs): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${typeof value === 'number' ? fmt(value) : value}"`;
  }
  return `${out}/>`;
}

export function group(attrs: TAttrs, children: string[]): string {
  const open = el('g', attrs).slice(0, -2);
  return `${open}>${children.join('')}</g>`;
}

export function points(list: readonly TPoint[]): string {
  return list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers), without the leading M. */
export function smoothThrough(list: readonly TPoint[]): string {
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
export function smoothBand(top: readonly TPoint[], bottom: number): string {
  const first = top[0] ?? [0, bottom];
  const last = top[top.length - 1] ?? first;
  return d`M${first[0]} ${bottom}L${first[0]} ${first[1]}` + smoothThrough(top) + d`L${last[0]} ${bottom}Z`;
}

export function jaggedBand(top: readonly TPoint[], bottom: number): string {
  const first = top[0] ?? [0, bottom];
  const last = top[top.length - 1] ?? first;
  return `M${points([[first[0], bottom], ...top, [last[0], bottom]])}Z`;
}

export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function hex(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

export function hsl(h: number, s: number, l: number): string {
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

export interface TSky {
  stops: [string, string, string, string];
  sun: string;
  glow: string;
  haze: string;
  tint: string;
  tintAmount: number;
}

export const SKIES: Record<TTime, TSky> = {
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

export class Canvas {
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

export function stopsSvg(stops: readonly TStop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity }),
    )
    .join('');
}

export function hueShift(color: string, degrees: number): string {
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
