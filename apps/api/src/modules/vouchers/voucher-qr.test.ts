import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { voucherQrCode } from './voucher-qr.js';

/** A QR code's modules as rows of 0 and 1. */
function picture(code: QRCode.QRCode): string {
  const { modules } = code;
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let text = '';
    for (let column = 0; column < modules.size; column++) text += modules.get(row, column) ? '1' : '0';
    rows.push(text);
  }
  return rows.join('\n');
}

/** Checks that voucherQrCode draws `text` as qrcode does on its own (version, mask, every module); gives its size. */
function expectAsQrcode(text: string): number {
  const made = voucherQrCode(text);
  const optimised = QRCode.create(text, { errorCorrectionLevel: 'M' });
  expect(made.version, text).toBe(optimised.version);
  expect(made.maskPattern, text).toBe(optimised.maskPattern);
  expect(picture(made), text).toBe(picture(optimised));
  return made.modules.size;
}

/**
 * A random text of `length` small letters: always one byte segment (no run the optimiser would put in another mode),
 * so its version follows from its length alone.
 */
function randomText(length: number): string {
  return Array.from(crypto.randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

describe('the voucher QR code (decision 135)', () => {
  it('draws every code as the segment optimiser does, with error correction M', () => {
    const codes = [
      ...Array.from({ length: 1000 }, () => crypto.randomBytes(32).toString('base64url')),
      // At the edges of where the optimiser leaves byte mode: alphanumeric and digit runs at the ends and inside.
      `ABCD${'x'.repeat(39)}`,
      `ABCDE${'x'.repeat(38)}`,
      `${'x'.repeat(38)}ABCDE`,
      `${'x'.repeat(37)}ABCDEF`,
      `${'x'.repeat(17)}ABCDEFGH${'x'.repeat(18)}`,
      `${'x'.repeat(17)}ABCDEFGHIJ${'x'.repeat(16)}`,
      `12${'x'.repeat(41)}`,
      `123${'x'.repeat(40)}`,
      `${'x'.repeat(40)}123`,
      `${'x'.repeat(19)}1234${'x'.repeat(20)}`,
      `${'x'.repeat(19)}123456${'x'.repeat(18)}`,
      'warm-up',
      'RH-10000042',
    ];
    for (const code of codes) expectAsQrcode(code);
  });

  it('draws shorter and longer texts as qrcode does, scored as words up to a size of 64 and by modules above', () => {
    // Versions 1 to 3 (one word a line), 4, 7, 10 and 11 (size 61, two words), 12 and 15 (sizes 65 and 77).
    const lengths = [10, 20, 30, 60, 120, 200, 240, 260, 400];
    const sizes = new Set<number>();
    for (const length of lengths) {
      for (let trial = 0; trial < 4; trial++) sizes.add(expectAsQrcode(randomText(length)));
    }
    expect([...sizes].sort((a, b) => a - b)).toEqual([21, 25, 29, 33, 45, 57, 61, 65, 77]);
  });
});
