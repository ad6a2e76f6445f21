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

describe('the voucher QR code (decision 135)', () => {
  it('draws every code as the segment optimiser does, with error correction M', () => {
    const codes = [
      ...Array.from({ length: 150 }, () => crypto.randomBytes(32).toString('base64url')),
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
    for (const code of codes) {
      const made = voucherQrCode(code);
      const optimised = QRCode.create(code, { errorCorrectionLevel: 'M' });
      expect(made.version, code).toBe(optimised.version);
      expect(made.maskPattern, code).toBe(optimised.maskPattern);
      expect(picture(made), code).toBe(picture(optimised));
    }
  });
});
