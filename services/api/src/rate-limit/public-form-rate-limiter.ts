import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { PUBLIC_FORM_RATE_LIMIT_PER_MINUTE, VIEWING_SLOT_READS_PER_MINUTE } from '@app/contracts';
import { describeError, SERVER_REDIS } from '@app/core';

const WINDOW_MS = 60_000;

/** Counts a submission in the current window; returns 0 when it is allowed, else the milliseconds left in the window. */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if count <= tonumber(ARGV[1]) then return 0 end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then left = tonumber(ARGV[2]) end
return left`;

/**
 * The public forms that visitors can send without signing in, and the tenant's "I've paid" claim (each one a pending
 * payment in staff's queue); each has its own allowance per address.
 */
export type PublicForm = 'contact' | 'newsletter' | 'password-reset' | 'viewing' | 'viewing-slots' | 'portal-sign-in' | 'rent-claim';

/**
 * Submissions per client address and minute: PUBLIC_FORM_RATE_LIMIT_PER_MINUTE for each form; a listing's slots are
 * read more often (the enhanced booking form reads them again after a refusal), so they get more.
 */
const LIMIT_PER_MINUTE: Record<PublicForm, number> = {
  contact: PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  newsletter: PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  'password-reset': PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  viewing: PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  'viewing-slots': VIEWING_SLOT_READS_PER_MINUTE,
  'portal-sign-in': PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  'rent-claim': PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
};

/** At most LIMIT_PER_MINUTE submissions of a form per client address per minute, across API processes. */
@Injectable()
export class PublicFormRateLimiter {
  private readonly logger = new Logger(PublicFormRateLimiter.name);

  constructor(@Inject(SERVER_REDIS) private readonly redis: Redis) {}

  /** Seconds to wait before the next submission is accepted, or 0 when this one is. */
  async take(form: PublicForm, clientAddress: string): Promise<number> {
    try {
      const waitMs = Number(await this.redis.eval(TAKE_SCRIPT, 1, `public-form:${form}:${clientAddress}`, LIMIT_PER_MINUTE[form], WINDOW_MS));
      return Math.ceil(waitMs / 1000);
    } catch (error) {
      // A visitor's enquiry matters more than a minute without a limit: let it through and say so in the log.
      this.logger.error(`Rate limit unavailable, accepting the ${form} submission: ${describeError(error)}`);
      return 0;
    }
  }
}
