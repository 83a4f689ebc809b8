const { deleteRedisKeys, dropDatabase } = require('./test-database.cjs');

module.exports = async function globalTeardown() {
  await dropDatabase(process.env.TEST_DATABASE_NAME);
  await deleteRedisKeys(process.env.REDIS_URL, process.env.REDIS_PREFIX);
};
