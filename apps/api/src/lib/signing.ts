import crypto from 'node:crypto';

/** HMAC-SHA256 of a message under a purpose-specific key derived from the app secret. */
export function sign(secret: string, purpose: string, message: string): string {
  return crypto.createHmac('sha256', `${purpose}:${secret}`).update(message).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
