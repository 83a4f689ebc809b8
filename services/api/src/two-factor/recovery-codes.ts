import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@app/contracts';

/** No 0/O, 1/I: codes are read off paper. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 10 characters (50 bits) shown as XXXXX-XXXXX; sign-in attempts are limited, so a plain SHA-256 suffices to store them. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Of a code as TwoFactorCodeSchema normalises it (no dash or space, upper case) or as it was shown. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}
