import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signature of `payload` for one purpose (a link kind): HMAC-SHA256 under `secret`, base64url. */
export function tokenSignature(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url');
}

/** Whether `signature` is the one tokenSignature gives, compared in constant time. */
export function isTokenSignature(signature: string, secret: string, purpose: string, payload: string): boolean {
  const given = Buffer.from(signature, 'base64url');
  const expected = Buffer.from(tokenSignature(secret, purpose, payload), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
