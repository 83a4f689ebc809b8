import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: a plain SHA-256 is enough to store it (no slow hash needed for a secret nobody chose). */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link that is mailed or handed over: the reset page with the token. */
export function resetLink(pageUrl: string, token: string): string {
  return `${pageUrl}?token=${encodeURIComponent(token)}`;
}
