import { REDIS_SETUP_WARNINGS, redisSetupWarnings } from './redis-setup-warnings';

const info = (fields: Record<string, string>) => ['# Persistence', ...Object.entries(fields).map(([name, value]) => `${name}:${value}`), ''].join('\r\n');

describe('redisSetupWarnings', () => {
  it('has nothing to say about append-only persistence with noeviction', () => {
    expect(redisSetupWarnings(info({ aof_enabled: '1', maxmemory_policy: 'noeviction' }))).toEqual([]);
  });

  it('warns when the append-only file is off and when keys may be evicted', () => {
    expect(redisSetupWarnings(info({ aof_enabled: '0', maxmemory_policy: 'volatile-lru' }))).toEqual([
      REDIS_SETUP_WARNINGS.noPersistence,
      REDIS_SETUP_WARNINGS.evicting('volatile-lru'),
    ]);
  });

  it('counts a Redis that does not report aof_enabled as without persistence', () => {
    expect(redisSetupWarnings(info({ maxmemory_policy: 'noeviction' }))).toEqual([REDIS_SETUP_WARNINGS.noPersistence]);
  });
});
