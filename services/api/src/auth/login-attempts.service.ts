import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type Redis from 'ioredis';
import { describeError, SERVER_REDIS } from '@app/core';

/** The rule while the lockout store is down: no password is checked without a counter, so sign-in pauses. */
export const SIGN_IN_UNAVAILABLE_MESSAGE = 'Sign-in is temporarily unavailable. Please try again in a minute.';

const WINDOW_MS = 15 * 60 * 1000;
/** Failed (or in-flight) sign-ins one account may have per window. */
const ACCOUNT_LIMIT = 5;
/** Sign-ins one client address may try per window: staff may share an office address. */
const ADDRESS_LIMIT = 100;

/**
 * Takes a slot atomically before a password is checked, so parallel attempts cannot overrun the limit.
 * Returns 0 when a slot was taken, else the milliseconds left in the window.
 */
const RESERVE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then
  local left = redis.call('PTTL', KEYS[1])
  if left < 0 then left = tonumber(ARGV[2]) end
  return left
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

/** Gives a slot back (after a successful sign-in) without recreating an expired counter. */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

export type LoginSlot = { accountKey: string; addressKey: string };
export type Reservation = { slot: LoginSlot } | { retryAfterSeconds: number };

/**
 * Per-account lockout and per-address limit of sign-in attempts, shared by every API process through Redis.
 * While Redis is down, reserve() answers 503 (SIGN_IN_UNAVAILABLE_MESSAGE) at once.
 */
@Injectable()
export class LoginAttemptsService {
  private readonly logger = new Logger(LoginAttemptsService.name);

  constructor(@Inject(SERVER_REDIS) private readonly redis: Redis) {}

  async reserve(email: string, clientAddress: string): Promise<Reservation> {
    const slot = { accountKey: `login:account:${email.toLowerCase()}`, addressKey: `login:address:${clientAddress}` };
    try {
      const addressWait = await this.take(slot.addressKey, ADDRESS_LIMIT);
      if (addressWait > 0) return { retryAfterSeconds: Math.ceil(addressWait / 1000) };
      const accountWait = await this.take(slot.accountKey, ACCOUNT_LIMIT);
      if (accountWait > 0) return { retryAfterSeconds: Math.ceil(accountWait / 1000) };
    } catch (error) {
      this.logger.error(`Sign-in refused, the lockout store is unavailable: ${describeError(error)}`);
      throw new ServiceUnavailableException(SIGN_IN_UNAVAILABLE_MESSAGE);
    }
    return { slot };
  }

  /** Gives the slot back; never fails the sign-in (a slot that stays taken only counts once too often, until the window ends). */
  async release(slot: LoginSlot): Promise<void> {
    try {
      await this.redis.eval(RELEASE_SCRIPT, 1, slot.accountKey);
      await this.redis.eval(RELEASE_SCRIPT, 1, slot.addressKey);
    } catch (error) {
      this.logger.warn(`Could not give back a sign-in slot: ${describeError(error)}`);
    }
  }

  private async take(key: string, limit: number): Promise<number> {
    return Number(await this.redis.eval(RESERVE_SCRIPT, 1, key, limit, WINDOW_MS));
  }
}
