import { authenticator } from 'otplib';

/** RFC 6238 with the defaults every authenticator app uses (SHA-1, 6 digits, 30 s); one step of clock drift either way. */
export const totp = authenticator.clone({ window: 1 });

const STEP_MS = totp.allOptions().step * 1000;

/** The RFC 6238 time step `code` belongs to (within the allowed drift around `now`), or null when it is no code of the key. */
export function matchedTimeStep(code: string, secret: string, now = Date.now()): number | null {
  const delta = totp.clone({ epoch: now }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(now / STEP_MS) + delta;
}
