import { Injectable } from '@nestjs/common';
import type { UserTwoFactorEntity } from '@app/core';
import { TwoFactorRepository } from '../users/two-factor.repository';
import { matchedTimeStep } from './totp';
import { TotpSecretCipher } from './totp-secret-cipher';

/** Checks authenticator codes; each works once (RFC 6238 §5.2), also when two requests bring it at the same moment. */
@Injectable()
export class TotpCodes {
  constructor(
    private readonly twoFactor: TwoFactorRepository,
    private readonly cipher: TotpSecretCipher,
  ) {}

  /** Whether `code` is a current code of the key that no earlier request used; a code of an earlier step than one used is refused too. */
  async accept(key: UserTwoFactorEntity, code: string): Promise<boolean> {
    const step = matchedTimeStep(code, this.cipher.decrypt(key.secretEncrypted));
    return step !== null && this.twoFactor.claimTimeStep(key.user.id, step);
  }
}
