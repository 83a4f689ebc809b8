import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { API_REDIS } from '../redis/redis.module';

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

/** Per-account lockout and per-address limit of sign-in attempts, shared by every API process through Redis. */
@Injectable()
export class LoginAttemptsService {
  constructor(@Inject(API_REDIS) private readonly redis: Redis) {}

  async reserve(email: string, clientAddress: string): Promise<Reservation> {
    const slot = { accountKey: `login:account:${email.toLowerCase()}`, addressKey: `login:address:${clientAddress}` };
    const addressWait = await this.take(slot.addressKey, ADDRESS_LIMIT);
    if (addressWait > 0) return { retryAfterSeconds: Math.ceil(addressWait / 1000) };
    const accountWait = await this.take(slot.accountKey, ACCOUNT_LIMIT);
    if (accountWait > 0) return { retryAfterSeconds: Math.ceil(accountWait / 1000) };
    return { slot };
  }

  async release(slot: LoginSlot): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, slot.accountKey);
    await this.redis.eval(RELEASE_SCRIPT, 1, slot.addressKey);
  }

  private async take(key: string, limit: number): Promise<number> {
    return Number(await this.redis.eval(RESERVE_SCRIPT, 1, key, limit, WINDOW_MS));
  }
}
