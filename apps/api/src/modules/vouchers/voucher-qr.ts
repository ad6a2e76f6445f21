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
 * as one byte segment; the mask is scored here as qrcode scores it, a line of modules at a time as the bits of words
 * (bestMask), and given: the same modules.
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
 * The mask qrcode's getBestMask picks for a code made with mask 0, and the modules it makes (format bits written, mask
 * applied): scored a line of modules at a time as bits of two words up to a size of 64 (versions 1 to 11; voucher codes
 * are version 4), a module at a time above it.
 */
function bestMask(matrix: TBitMatrix): { pattern: number; modules: Uint8Array } {
  return matrix.size <= WORDS_UP_TO ? bestMaskByWords(matrix) : bestMaskByModules(matrix);
}

/** The largest size whose lines fit two 32-bit words. */
const WORDS_UP_TO = 64;

/**
 * A size's lines as words: each line two words, columns 0 to 31 (or rows, for a column) in the first, 32 to 63 in the
 * second; rows first, then columns, 4 * size words in all. `masks` holds each mask's such words: the modules it flips
 * that are not reserved, its format bits and the dark module (size - 8, 8), 4 * size words a mask. `full` has a bit
 * for each module of a line, `pairs` one for each module but the last (where a module and the next can be compared).
 */
interface TMaskWords {
  masks: Int32Array;
  fullLow: number;
  fullHigh: number;
  pairsLow: number;
  pairsHigh: number;
}

/** Each size's mask words, made from the reserved modules of its first code: they depend on the size only. */
const MASK_WORDS = new Map<number, TMaskWords>();

function maskWords(size: number, reservedBit: Uint8Array): TMaskWords {
  let words = MASK_WORDS.get(size);
  if (!words) {
    const span = 4 * size;
    const masks = new Int32Array(MASKS * span);
    // Sets the module at (row, col) in mask `pattern`'s row and column words.
    const set = (pattern: number, row: number, col: number): void => {
      const inRow = pattern * span + 2 * row + (col >>> 5);
      const inCol = pattern * span + 2 * (size + col) + (row >>> 5);
      masks[inRow] = (masks[inRow] as number) | (1 << col);
      masks[inCol] = (masks[inCol] as number) | (1 << row);
    };
    const cells = formatCells(size);
    for (let pattern = 0; pattern < MASKS; pattern++) {
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
          if (!reservedBit[row * size + col] && isFlipped(pattern, row, col)) set(pattern, row, col);
        }
      }
      const bits = FormatInfo.getEncodedBits(ECLevel.M, pattern);
      for (let i = 0; i < 30; i++) {
        const cell = cells[i] as number;
        if ((bits >> (i >> 1)) & 1) set(pattern, Math.floor(cell / size), cell % size);
      }
      set(pattern, size - 8, 8);
    }
    words = {
      masks,
      fullLow: lowBits(size),
      fullHigh: lowBits(size - 32),
      pairsLow: lowBits(size - 1),
      pairsHigh: lowBits(size - 33),
    };
    MASK_WORDS.set(size, words);
  }
  return words;
}

/** A word with its lowest `count` bits set (none if `count` is 0 or less, all 32 from 32 on). */
function lowBits(count: number): number {
  return count <= 0 ? 0 : count >= 32 ? -1 : (1 << count) - 1;
}

/**
 * bestMask up to a size of 64. The code's modules as row and column words once; XOR with mask 0's words (its flips,
 * format bits and dark module, as voucherQrCode made the code: mask 0, error correction M) leaves the data unmasked
 * and the format cells empty, and XOR with each mask's words gives the grid qrcode scores for that mask. The first of
 * the lowest wins, as in qrcode.
 */
function bestMaskByWords(matrix: TBitMatrix): { pattern: number; modules: Uint8Array } {
  const { size, data } = matrix;
  const words = maskWords(size, matrix.reservedBit);
  const { masks } = words;
  const span = 4 * size;
  const plain = new Int32Array(span);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const module = data[row * size + col] as number;
      const inRow = 2 * row + (col >>> 5);
      const inCol = 2 * (size + col) + (row >>> 5);
      plain[inRow] = (plain[inRow] as number) | (module << col);
      plain[inCol] = (plain[inCol] as number) | (module << row);
    }
  }
  for (let index = 0; index < span; index++) plain[index] = (plain[index] as number) ^ (masks[index] as number);
  let best = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (let pattern = 0; pattern < MASKS; pattern++) {
    const penalty = penaltyByWords(plain, masks, pattern * span, size, words);
    if (penalty < lowest) {
      lowest = penalty;
      best = pattern;
    }
  }
  const modules = new Uint8Array(size * size);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const at = 2 * row + (col >>> 5);
      modules[row * size + col] = (((plain[at] as number) ^ (masks[best * span + at] as number)) >>> col) & 1;
    }
  }
  return { pattern: best, modules };
}

/**
 * qrcode's four penalties of the grid `plain` XOR the mask words from `base`, summed: N1 and N3 along each row and each
 * column (runsAndFinders); N2, each 2 by 2 block of one colour (3 points), a bit for each block's top left module
 * between a row and the one above it; N4, how far the share of dark modules is from half (10 points per 5%).
 */
function penaltyByWords(plain: Int32Array, masks: Int32Array, base: number, size: number, words: TMaskWords): number {
  const { pairsLow, pairsHigh } = words;
  let points = 0;
  let blocks = 0;
  let dark = 0;
  let aboveLow = 0;
  let aboveHigh = 0;
  for (let row = 0; row < size; row++) {
    const low = (plain[2 * row] as number) ^ (masks[base + 2 * row] as number);
    const high = (plain[2 * row + 1] as number) ^ (masks[base + 2 * row + 1] as number);
    points += runsAndFinders(low, high, words);
    dark += bitCount(low) + bitCount(high);
    if (row > 0) {
      // A block is of one colour where both columns match the row above and the row's two modules match.
      const sameLow = ~(aboveLow ^ low);
      const sameHigh = ~(aboveHigh ^ high);
      const alongLow = ~(low ^ ((low >>> 1) | (high << 31)));
      const alongHigh = ~(high ^ (high >>> 1));
      blocks +=
        bitCount(sameLow & ((sameLow >>> 1) | (sameHigh << 31)) & alongLow & pairsLow) +
        bitCount(sameHigh & (sameHigh >>> 1) & alongHigh & pairsHigh);
    }
    aboveLow = low;
    aboveHigh = high;
  }
  for (let at = 2 * size; at < 4 * size; at += 2) {
    points += runsAndFinders(
      (plain[at] as number) ^ (masks[base + at] as number),
      (plain[at + 1] as number) ^ (masks[base + at + 1] as number),
      words,
    );
  }
  return points + 3 * blocks + Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10;
}

/**
 * One row or column as two words (bit c the module at c): N1, each run of five or more modules of one colour (3 points,
 * and one per module beyond five, so L - 2 for a run of L), and N3, each 1:1:3:1:1 finder-like pattern with four light
 * modules on one side (40 points). NOTE: bit c of `run` is set where modules c to c + 4 are of one colour, L - 4 bits
 * for a run of L; `starts` keeps the first of each run, adding 2 a run. A finder-like pattern reads 1011101 (`core`)
 * after or before four light modules (`light`): qrcode's windows 0x5D0 and 0x05D, which never both start at one c.
 */
function runsAndFinders(low: number, high: number, words: TMaskWords): number {
  const { fullLow, fullHigh, pairsLow, pairsHigh } = words;
  const sameLow = ~(low ^ ((low >>> 1) | (high << 31))) & pairsLow;
  const sameHigh = ~(high ^ (high >>> 1)) & pairsHigh;
  const same2Low = sameLow & ((sameLow >>> 1) | (sameHigh << 31));
  const same2High = sameHigh & (sameHigh >>> 1);
  const runLow = same2Low & ((same2Low >>> 2) | (same2High << 30));
  const runHigh = same2High & (same2High >>> 2);
  let points = 0;
  if (runLow | runHigh) {
    const startsLow = runLow & ~(runLow << 1);
    const startsHigh = runHigh & ~((runHigh << 1) | (runLow >>> 31));
    points = bitCount(runLow) + bitCount(runHigh) + 2 * (bitCount(startsLow) + bitCount(startsHigh));
  }
  // Light modules of the line only, so that no pattern is seen past its end.
  const lightLow = ~low & fullLow;
  const lightHigh = ~high & fullHigh;
  // 101 at c, then 101 at c + 4 and dark at c + 3: 1011101.
  const tripleLow = low & ((lightLow >>> 1) | (lightHigh << 31)) & ((low >>> 2) | (high << 30));
  const tripleHigh = high & (lightHigh >>> 1) & (high >>> 2);
  const coreLow = tripleLow & ((tripleLow >>> 4) | (tripleHigh << 28)) & ((low >>> 3) | (high << 29));
  const coreHigh = tripleHigh & (tripleHigh >>> 4) & (high >>> 3);
  const light2Low = lightLow & ((lightLow >>> 1) | (lightHigh << 31));
  const light2High = lightHigh & (lightHigh >>> 1);
  const light4Low = light2Low & ((light2Low >>> 2) | (light2High << 30));
  const light4High = light2High & (light2High >>> 2);
  const findersLow =
    (coreLow & ((light4Low >>> 7) | (light4High << 25))) | (light4Low & ((coreLow >>> 4) | (coreHigh << 28)));
  const findersHigh = (coreHigh & (light4High >>> 7)) | (light4High & (coreHigh >>> 4));
  if (findersLow | findersHigh) points += 40 * (bitCount(findersLow) + bitCount(findersHigh));
  return points;
}

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * bestMask above a size of 64: the data unmasked, then for each mask its format bits written and the mask applied,
 * scored by the same four penalties (N1 runs, N2 blocks, N3 finder-like patterns, N4 balance) a module at a time.
 */
function bestMaskByModules(matrix: TBitMatrix): { pattern: number; modules: Uint8Array } {
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
