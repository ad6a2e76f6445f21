import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (otpauth library).
const PERIOD_SECONDS = 30;

/** What an authenticator app lists the codes under: the shop's back office (decision 071). */
function issuerOf(shopName: string): string {
  return `${shopName} back office`;
}

function totpOf(secret: string, label: string, shopName = ''): TOTP {
  return new TOTP({
    issuer: shopName ? issuerOf(shopName) : '',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret of 160 bits (RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function totpAddress(secret: string, email: string, shopName: string): string {
  return totpOf(secret, email, shopName).toString();
}

/**
 * The time step of a code that is valid now, allowing one step either side for a phone's clock; null when
 * the code is not valid. The caller refuses a step already used (RFC 6238 section 5.2).
 */
export function totpStepOf(secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows at a time (tests and the demo's documentation use it). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totpOf(secret, '').generate({ timestamp: nowMs });
}
