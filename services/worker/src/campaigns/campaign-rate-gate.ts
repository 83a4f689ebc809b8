import { setTimeout } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { SERVER_REDIS } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** The shared pace of every worker process, under the server Redis prefix. */
const RATE_KEY = 'campaign-rate';
/** How far a late sender may catch up at once: a process that woke late loses no capacity, and a start bursts little. */
const TOLERANCE_MS = 250;
/** The longest sleep between two asks, so a changed pace (another campaign's end) is seen soon. */
const MAX_SLEEP_MS = 1000;

/**
 * GCRA (a token bucket kept as one "theoretical arrival time") on Redis' own clock, so every worker process shares one
 * pace: answers 0 and moves the time on by one interval when a mail may go now, else how many ms to wait.
 */
const TAKE_TURN = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + tonumber(clock[2]) / 1000
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local wait = tat - now - tolerance
if wait > 0 then return math.ceil(wait) end
redis.call('SET', KEYS[1], tostring(tat + interval), 'PX', math.ceil(tat + interval - now + tolerance) + 1000)
return 0`;

/**
 * Holds campaign mails to CAMPAIGN_RATE_PER_MINUTE across all worker processes together: each campaign mail takes a
 * turn before it is claimed. Turns are spaced evenly (one every 60,000 / rate ms), so the rate holds over any stretch
 * longer than a few turns. While Redis is away taking a turn fails, and the job is retried.
 */
@Injectable()
export class CampaignRateGate {
  private readonly intervalMs: number;

  constructor(
    @Inject(SERVER_REDIS) private readonly redis: Redis,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
  ) {
    this.intervalMs = 60_000 / config.CAMPAIGN_RATE_PER_MINUTE;
  }

  async takeTurn(): Promise<void> {
    for (;;) {
      const waitMs = Number(await this.redis.eval(TAKE_TURN, 1, RATE_KEY, String(this.intervalMs), String(Math.max(TOLERANCE_MS, this.intervalMs))));
      if (waitMs <= 0) return;
      await setTimeout(Math.min(waitMs, MAX_SLEEP_MS));
    }
  }
}
