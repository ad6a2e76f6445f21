import { type Canvas, d, darken, el, fmt, group, lighten, type TPoint } from '../canvas.js';
import type { TSun } from './sky.js';

export function seaSurface(c: Canvas, top: number, far: string, near: string, sun?: TSun): void {
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
export function waveStrokes(c: Canvas, top: number, bottom: number, color: string, density: number): void {
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

/** A mirrored, faded copy of a silhouette in water below `waterline`. */
export function reflection(c: Canvas, waterline: number, shapes: string, color: string, opacity: number): void {
  c.add(
    group({ transform: `translate(0 ${fmt(waterline * 2)}) scale(1 -1)`, opacity }, [
      el('path', { d: shapes, fill: color }),
    ]),
  );
}

export function boatHull(x: number, y: number, length: number, height: number): string {
  return d`M${x} ${y - height * 0.6}L${x + length * 0.04} ${y + height * 0.4}Q${x + length * 0.5} ${y + height * 0.7} ${x + length * 0.86} ${y + height * 0.2}L${x + length} ${y - height * 0.75}Q${x + length * 0.7} ${y - height * 0.2} ${x + length * 0.15} ${y - height * 0.3}Z`;
}

export function dhowBoat(c: Canvas, x: number, y: number, length: number, facing: 1 | -1): void {
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

export function gulls(c: Canvas, count: number, top: number, bottom: number): void {
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
