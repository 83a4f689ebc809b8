import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { FormProblem } from '@app/contracts';
import { describeError, SERVER_REDIS } from '@app/core';

/** How long a refused form's values wait for the page that shows them again (a reload within it shows them again too). */
const KEPT_SECONDS = 15 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * What was typed in a form refused without JavaScript, kept briefly in Redis under an unguessable id, so the 303 back to
 * the form's page carries only that id and the page renders the form again with its messages and values. Never
 * required: while Redis is away the caller answers the page listing the messages instead.
 */
@Injectable()
export class FormProblems {
  private readonly logger = new Logger(FormProblems.name);

  constructor(@Inject(SERVER_REDIS) private readonly redis: Redis) {}

  /** The id the page reads it back with, or null when it could not be kept. */
  async keep(problem: FormProblem): Promise<string | null> {
    const id = randomBytes(16).toString('base64url');
    try {
      await this.redis.set(keyOf(id), JSON.stringify(problem), 'EX', KEPT_SECONDS);
      return id;
    } catch (error) {
      this.logger.warn(`Could not keep a refused form's values: ${describeError(error)}`);
      return null;
    }
  }

  /** The problem kept under `id`, or null (unknown, expired, Redis away). */
  async read(id: string): Promise<FormProblem | null> {
    if (!ID_PATTERN.test(id)) return null;
    try {
      const kept = await this.redis.get(keyOf(id));
      return kept ? (JSON.parse(kept) as FormProblem) : null;
    } catch (error) {
      this.logger.warn(`Could not read a refused form's values: ${describeError(error)}`);
      return null;
    }
  }
}

const keyOf = (id: string) => `form-problem:${id}`;
