import { type Canvas, d, darken, el, lighten, mix, points, type TPoint } from '../canvas.js';
import type { TSun } from './sky.js';

/** Heights along the width by midpoint displacement: rugged when roughness is high. */
export function fractalLine(c: Canvas, levels: number, roughness: number): number[] {
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

export function ridgePoints(c: Canvas, baseY: number, amplitude: number, levels: number, roughness: number): TPoint[] {
  const values = fractalLine(c, levels, roughness);
  const n = values.length - 1;
  return values.map((v, i) => [-0.02 * c.w + (i / n) * 1.04 * c.w, baseY - amplitude * (0.5 + 0.5 * v)] as TPoint);
}

export interface TPeakOptions {
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
export function jaggedEdge(c: Canvas, from: TPoint, to: TPoint, steps: number, jitter: number): TPoint[] {
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
export function mountainPeaks(c: Canvas, o: TPeakOptions): void {
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
export function shadedFaces(c: Canvas, pts: readonly TPoint[], bottom: number, shadeRight: boolean): string {
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

export function palm(c: Canvas, x: number, baseY: number, height: number, lean: number, shade = 0): void {
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

export interface TDuneOptions {
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
export function duneLayer(c: Canvas, o: TDuneOptions): TPoint[] {
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

export const SAND_COLORS = ['#eab46b', '#e9a55c', '#e3aa72', '#f0c07a', '#e49a58'];

export function desertDunes(
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
export const CAMEL: TPoint[] = [
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

export function camel(x: number, y: number, size: number, facing: 1 | -1, rider: boolean): string {
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

export function caravan(c: Canvas, crest: TPoint, size: number, color: string, riders: boolean): void {
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
