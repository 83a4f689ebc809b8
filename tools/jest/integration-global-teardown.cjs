const { Redis } = require('ioredis');
const { dropDatabase } = require('./test-database.cjs');

async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

module.exports = async function globalTeardown() {
  await dropDatabase(process.env.TEST_DATABASE_NAME);
  await deleteRedisKeys(process.env.REDIS_URL, process.env.REDIS_PREFIX);
};
