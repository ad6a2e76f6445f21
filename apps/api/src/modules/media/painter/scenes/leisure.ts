import {
  type Canvas,
  d,
  darken,
  el,
  fmt,
  group,
  lighten,
  mix,
  pickFrom,
  points,
  smoothBand,
  smoothThrough,
  type TPoint,
} from '../canvas.js';
import { palm, ridgePoints } from '../elements/land.js';
import { fillBelowHorizon, paintSky } from '../elements/sky.js';

export function paintThemePark(c: Canvas): void {
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

export function fish(x: number, y: number, size: number, facing: 1 | -1): string {
  const f = facing;
  return (
    d`M${x - size * 0.5 * f} ${y}Q${x} ${y - size * 0.42} ${x + size * 0.55 * f} ${y}Q${x} ${y + size * 0.42} ${x - size * 0.5 * f} ${y}Z` +
    d`M${x - size * 0.42 * f} ${y}L${x - size * 0.85 * f} ${y - size * 0.3}L${x - size * 0.78 * f} ${y}L${x - size * 0.85 * f} ${y + size * 0.3}Z`
  );
}

export function paintAquarium(c: Canvas): void {
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

export function flowerDots(
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

export function paintGarden(c: Canvas): void {
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

export function paintSnow(c: Canvas): void {
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

export function paintWaterpark(c: Canvas): void {
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
