import { type Canvas, d, darken, el, group, lighten, mix } from '../canvas.js';
import { cityTower, needleTower, type TTowerColors } from '../elements/city.js';
import { reflection, waveStrokes } from '../elements/sea.js';
import { cloud, paintSky } from '../elements/sky.js';

export function towerColors(c: Canvas, depth: number): TTowerColors {
  const base = c.vary(c.pick(['#a9bfd3', '#c7d3dc', '#8fb3cf', '#d6d0c4', '#9fb7c9']));
  const light = c.hazy(c.lit(base), 0.6 * (1 - depth));
  return {
    light,
    dark: darken(light, 0.22),
    window: c.time === 'night' ? c.pick(['#ffd98a', '#ffe9b5', '#fff3d6']) : lighten(light, 0.6),
  };
}

export function skylineRow(
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

export function nightColors(c: Canvas, depth: number): TTowerColors {
  const light = mix(c.vary('#1d2648'), '#2e3a6a', 1 - depth);
  return { light, dark: darken(light, 0.3), window: c.pick(['#ffd98a', '#ffe4a8', '#fff0cf', '#9fd8ff']) };
}

export function paintSkyline(c: Canvas): void {
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

export function paintNightCity(c: Canvas): void {
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

export function paintTower(c: Canvas): void {
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
