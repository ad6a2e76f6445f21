import { type Canvas, el, group, mix } from '../canvas.js';

export interface TSun {
  x: number;
  y: number;
  r: number;
}

/** Fills everything below the horizon: water, sand or grass. */
export function fillBelowHorizon(c: Canvas, horizon: number, fill: string): void {
  c.add(el('rect', { x: 0, y: horizon, width: c.w, height: c.h - horizon, fill }));
}

/** The sun's glint on water just below the horizon, when the sun is above it. */
export function sunGlint(
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

export function paintSky(c: Canvas, horizon: number, options: { clouds?: boolean; sunX?: number } = {}): TSun {
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

export function paintStars(c: Canvas, horizon: number, amount: number): void {
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

export function paintClouds(c: Canvas, horizon: number): void {
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

export function cloud(c: Canvas, cx: number, cy: number, width: number, color: string, opacity: number): string {
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
