/** What the queues need from a production Redis (docs/operations.md, "Outages and stopping"). */
export const REDIS_SETUP_WARNINGS = {
  noPersistence: 'Redis has no append-only persistence (appendonly no): queued jobs are lost when it restarts. Turn on appendonly.',
  evicting: (policy: string) => `Redis maxmemory-policy is ${policy}, not noeviction: it may drop queued jobs when memory runs short.`,
};

/** Warnings for a Redis, read from the text of its INFO command. */
export function redisSetupWarnings(info: string): string[] {
  const fields = new Map(
    info
      .split(/\r?\n/)
      .filter((line) => line.includes(':') && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const warnings: string[] = [];
  if (fields.get('aof_enabled') !== '1') warnings.push(REDIS_SETUP_WARNINGS.noPersistence);
  const policy = fields.get('maxmemory_policy');
  if (policy !== undefined && policy !== 'noeviction') warnings.push(REDIS_SETUP_WARNINGS.evicting(policy));
  return warnings;
}
