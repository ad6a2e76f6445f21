import { type Canvas, d, darken, el, fmt, group, lighten, mix, smoothBand } from '../canvas.js';
import { palm, ridgePoints } from '../elements/land.js';
import { waveStrokes } from '../elements/sea.js';
import { paintSky } from '../elements/sky.js';
import { skylineRow } from './city.js';

export function dome(cx: number, baseY: number, r: number, height: number): string {
  return d`M${cx - r} ${baseY}C${cx - r * 1.18} ${baseY - height * 0.55} ${cx - r * 0.32} ${baseY - height * 0.78} ${cx} ${baseY - height}C${cx + r * 0.32} ${baseY - height * 0.78} ${cx + r * 1.18} ${baseY - height * 0.55} ${cx + r} ${baseY}Z`;
}

export function finial(cx: number, topY: number, size: number): string {
  return (
    d`M${cx - size * 0.08} ${topY}h${size * 0.16}v${-size * 0.8}h${-size * 0.16}Z` +
    d`M${cx - size * 0.22} ${topY - size * 0.8}a${size * 0.22} ${size * 0.22} 0 1 0 ${size * 0.44} 0a${size * 0.22} ${size * 0.22} 0 1 0 ${-size * 0.44} 0Z`
  );
}

export function paintMosque(c: Canvas): void {
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

export function paintMuseum(c: Canvas): void {
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

/** Omani-style merlons: small stepped points along a wall top. */
export function merlons(x0: number, x1: number, y: number, size: number): string {
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

export function paintFort(c: Canvas): void {
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

export function lantern(c: Canvas, x: number, y: number, size: number, color: string): void {
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

export function paintSouk(c: Canvas): void {
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
