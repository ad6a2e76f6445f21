import {
  type Canvas,
  d,
  darken,
  el,
  fmt,
  jaggedBand,
  lighten,
  mix,
  points,
  smoothBand,
  smoothThrough,
  type TPoint,
} from '../canvas.js';
import { burjAlArab } from '../elements/city.js';
import { fractalLine, mountainPeaks, palm, ridgePoints, shadedFaces } from '../elements/land.js';
import { dhowBoat, gulls, reflection, seaSurface, waveStrokes } from '../elements/sea.js';
import { fillBelowHorizon, paintSky, sunGlint } from '../elements/sky.js';

export function seaColors(c: Canvas): { far: string; near: string } {
  const base = c.vary(c.pick(['#1f78b8', '#1b6fa8', '#2283b5', '#1d8aa8']));
  const far = mix(lighten(base, 0.15), c.sky.stops[3], 0.3);
  return { far: c.lit(far, 0.5), near: c.lit(darken(base, 0.3), 0.5) };
}

export function paintSea(c: Canvas): void {
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

export function paintDhow(c: Canvas): void {
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
export function headland(
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

export function paintFjord(c: Canvas): void {
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

export function paintBeach(c: Canvas): void {
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

export function paintIsland(c: Canvas): void {
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

export function mangroveTree(c: Canvas, x: number, waterY: number, size: number, green: string): void {
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

export function paintMangrove(c: Canvas): void {
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
