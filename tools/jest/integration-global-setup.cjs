const { createMigratedDatabase } = require('./test-database.cjs');

module.exports = async function globalSetup() {
  const database = await createMigratedDatabase('harbourline_it');
  // Jest workers inherit these: every test file of this run shares the database and a Redis key prefix.
  process.env.TEST_DATABASE_NAME = database.name;
  process.env.DATABASE_URL = database.url;
  process.env.REDIS_PREFIX = `hl-it-${process.pid}-${Date.now()}`;
  process.env.REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  process.env.LOG_LEVEL = 'silent';
  process.env.NODE_ENV = 'test';
};
