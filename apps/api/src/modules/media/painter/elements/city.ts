import { type Canvas, d, el, lighten, points, type TPoint } from '../canvas.js';

export interface TTowerColors {
  light: string;
  dark: string;
  window: string;
}

/** A city tower; lit windows at night. */
export function cityTower(
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
export function needleTower(
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

export function burjAlArab(c: Canvas, x: number, baseY: number, height: number, color: string): void {
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
