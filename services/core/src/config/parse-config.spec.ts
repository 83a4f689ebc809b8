import { ConfigError, parseConfig } from './parse-config';
import { ServerConfigSchema } from './server-config';

describe('parseConfig', () => {
  it('applies defaults and treats empty settings as unset', () => {
    const config = parseConfig(ServerConfigSchema, { DATABASE_URL: 'postgres://localhost/hl', REDIS_URL: '' });
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.REDIS_PREFIX).toBe('harbourline');
  });

  it('names a missing setting', () => {
    expect(() => parseConfig(ServerConfigSchema, {})).toThrow(ConfigError);
    expect(() => parseConfig(ServerConfigSchema, {})).toThrow(/DATABASE_URL: DATABASE_URL is required/);
  });

  it('names a bad setting and what it must be', () => {
    expect(() => parseConfig(ServerConfigSchema, { DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ connection URL[\s\S]*LOG_LEVEL/,
    );
  });
});
