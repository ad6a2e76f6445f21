import { type Canvas, d, darken, el, group, mix, smoothBand, type TPoint } from '../canvas.js';
import { caravan, desertDunes, duneLayer, mountainPeaks, palm, ridgePoints, SAND_COLORS } from '../elements/land.js';
import { paintSky } from '../elements/sky.js';

export function paintDesert(c: Canvas): void {
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

export function paintDunesSunset(c: Canvas): void {
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

export function balloon(c: Canvas, x: number, y: number, size: number, fade: number): void {
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

export function paintBalloon(c: Canvas): void {
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

export function paintMountain(c: Canvas): void {
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
