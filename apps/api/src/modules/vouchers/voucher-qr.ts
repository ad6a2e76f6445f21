// The voucher's QR code (decision 013), made without qrcode's slow searches where their answers are known (decision 135).
import { createRequire } from 'node:module';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
const FormatInfo = require('qrcode/lib/core/format-info') as { getEncodedBits(level: unknown, mask: number): number };
const ECLevel = require('qrcode/lib/core/error-correction-level') as { M: unknown };

/**
 * Runs of characters a QR code could hold more densely than as bytes (the alphanumeric set, digits) that never make
 * qrcode's optimiser leave byte mode: none at either end of 5 alphanumeric characters or 3 digits, none inside of 9
 * alphanumeric characters or 5 digits. The optimiser leaves it for 5 at the start, 6 at the end and 10 inside, 3 digits
 * at an end and 6 inside (the shortest seen in 400,000 random voucher codes; its bit counts agree).
 */
const LEAVES_BYTE_MODE = /^[0-9A-Z $%*+\-./:]{5}|[0-9A-Z $%*+\-./:]{5}$|[0-9A-Z $%*+\-./:]{9}|^\d{3}|\d{3}$|\d{5}/;
const MASKS = 8;

/**
 * The modules of a voucher code's QR code, error correction M, as `QRCode.create(text, { errorCorrectionLevel: 'M' })`
 * makes them. NOTE: qrcode finds the shortest mix of segments (a graph and Dijkstra's shortest path) and then the mask
 * with the lowest penalty (each of eight masks applied and scored through a matrix's getters): most of a QR code's
 * cost, a sixth of a voucher's. For most codes (about 4 in 5 random ones) the mix is all bytes, and the code is given
 * as one byte segment; the mask is scored here as qrcode scores it, over plain arrays, and given: the same modules.
 */
export function voucherQrCode(text: string): QRCode.QRCode {
  const data = LEAVES_BYTE_MODE.test(text) ? text : [{ data: Buffer.from(text, 'utf8'), mode: 'byte' as const }];
  const code = QRCode.create(data, { errorCorrectionLevel: 'M', maskPattern: 0 });
  const best = bestMask(code.modules);
  if (best.pattern === 0) return code;
  // The modules with the best mask and its format bits, as qrcode would have made them with that mask.
  code.modules.data.set(best.modules);
  return { ...code, maskPattern: best.pattern as QRCode.QRCodeMaskPattern };
}

/** What of qrcode's BitMatrix bestMask reads: its modules and which of them are reserved (patterns, format). */
interface TBitMatrix {
  size: number;
  data: Uint8Array;
  reservedBit: Uint8Array;
}

/** Whether mask `pattern` flips the module at row i, column j (qrcode's getMaskAt). */
function isFlipped(pattern: number, i: number, j: number): boolean {
  switch (pattern) {
    case 0:
      return (i + j) % 2 === 0;
    case 1:
      return i % 2 === 0;
    case 2:
      return j % 3 === 0;
    case 3:
      return (i + j) % 3 === 0;
    case 4:
      return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5:
      return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6:
      return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    default:
      return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
  }
}

/** Where qrcode writes the 15 format bits (setupFormatInfo): bit i at indexes 2i and 2i + 1 (row * size + column). */
const FORMAT_CELLS = new Map<number, number[]>();

function formatCells(size: number): number[] {
  let cells = FORMAT_CELLS.get(size);
  if (!cells) {
    cells = Array.from({ length: 15 }, (_, i) => {
      const vertical = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
      const horizontal = i < 8 ? size - i - 1 : i < 9 ? 15 - i : 15 - i - 1;
      return [vertical * size + 8, 8 * size + horizontal];
    }).flat();
    FORMAT_CELLS.set(size, cells);
  }
  return cells;
}

/**
 * The mask qrcode's getBestMask picks for a code made with mask 0: the data unmasked, then for each mask its format
 * bits written and the mask applied, scored by the same four penalties (N1 runs, N2 blocks, N3 finder-like patterns,
 * N4 balance); the first of the lowest wins. With it, the modules it makes (format bits written, mask applied).
 */
function bestMask(matrix: TBitMatrix): { pattern: number; modules: Uint8Array } {
  const { size, reservedBit } = matrix;
  const flipped = maskFlips(size, reservedBit);
  const plain = matrix.data.slice();
  const firstFlips = flipped[0] as Uint8Array;
  for (let index = 0; index < plain.length; index++) plain[index] = (plain[index] ?? 0) ^ (firstFlips[index] ?? 0);
  const cells = formatCells(size);
  const grid = new Uint8Array(plain.length);
  let best = { pattern: 0, modules: matrix.data };
  let lowest = Number.POSITIVE_INFINITY;
  for (let pattern = 0; pattern < MASKS; pattern++) {
    const flips = flipped[pattern] as Uint8Array;
    for (let index = 0; index < plain.length; index++) grid[index] = (plain[index] ?? 0) ^ (flips[index] ?? 0);
    const bits = FormatInfo.getEncodedBits(ECLevel.M, pattern);
    for (let i = 0; i < 15; i++) {
      const bit = (bits >> i) & 1;
      grid[cells[2 * i] ?? 0] = bit;
      grid[cells[2 * i + 1] ?? 0] = bit;
    }
    grid[(size - 8) * size + 8] = 1;
    const penalty = penaltyOf(grid, size);
    if (penalty < lowest) {
      lowest = penalty;
      best = { pattern, modules: grid.slice() };
    }
  }
  return best;
}

/** Each mask's flips of a code's size: 1 where it flips a module that is not reserved. A code's size is its version. */
const MASK_FLIPS = new Map<number, Uint8Array[]>();

function maskFlips(size: number, reservedBit: Uint8Array): Uint8Array[] {
  let flipped = MASK_FLIPS.get(size);
  if (!flipped) {
    flipped = Array.from({ length: MASKS }, (_, pattern) => {
      const flips = new Uint8Array(size * size);
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
          flips[row * size + col] = !reservedBit[row * size + col] && isFlipped(pattern, row, col) ? 1 : 0;
        }
      }
      return flips;
    });
    MASK_FLIPS.set(size, flipped);
  }
  return flipped;
}

/**
 * qrcode's four penalties of a masked grid, summed: N1 and N3 along each row and each column (linePoints); N2, each 2
 * by 2 block of one colour (3 points); N4, how far the share of dark modules is from half (10 points per 5%).
 * NOTE: three passes rather than qrcode's four, each read straight from the array: a code is scored for each of its
 * eight masks, and the four passes were most of a QR code's cost.
 */
function penaltyOf(grid: Uint8Array, size: number): number {
  let points = 0;
  let dark = 0;
  for (let line = 0; line < size; line++) {
    points += linePoints(grid, line * size, 1, size) + linePoints(grid, line, size, size);
  }
  for (let row = 0; row < size; row++) {
    const at = row * size;
    for (let col = 0; col < size; col++) {
      dark += grid[at + col] as number;
      if (row < size - 1 && col < size - 1) {
        const block =
          (grid[at + col] as number) +
          (grid[at + col + 1] as number) +
          (grid[at + size + col] as number) +
          (grid[at + size + col + 1] as number);
        if (block === 4 || block === 0) points += 3;
      }
    }
  }
  return points + Math.abs(Math.ceil((dark * 100) / grid.length / 5) - 10) * 10;
}

/**
 * One row or column of `size` modules from `start`, `step` apart: N1, each run of five or more modules of one colour
 * (3 points, and one per module beyond five), and N3, each 1:1:3:1:1 finder-like pattern with four light modules on
 * one side (40 points).
 */
function linePoints(grid: Uint8Array, start: number, step: number, size: number): number {
  let points = 0;
  let last = -1;
  let same = 0;
  let bits = 0;
  for (let index = 0, at = start; index < size; index++, at += step) {
    const module = grid[at] as number;
    if (module === last) same++;
    else {
      if (same >= 5) points += same - 2;
      last = module;
      same = 1;
    }
    bits = ((bits << 1) & 0x7ff) | module;
    if (index >= 10 && (bits === 0x5d0 || bits === 0x05d)) points += 40;
  }
  return same >= 5 ? points + same - 2 : points;
}
