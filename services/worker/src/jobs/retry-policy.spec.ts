import { retryDelay } from './retry-policy';

describe('retryDelay', () => {
  const settings = { JOB_RETRY_BASE_DELAY_MS: 2_000, JOB_RETRY_MAX_DELAY_MS: 300_000 };

  it('doubles from the base delay and never exceeds the maximum', () => {
    expect([1, 2, 3, 8, 9, 10, 11].map((retry) => retryDelay(retry, settings))).toEqual([2_000, 4_000, 8_000, 256_000, 300_000, 300_000, 300_000]);
  });

  it('lets the 11 retries of a media job outlast a database outage of 20 minutes', () => {
    const total = Array.from({ length: 11 }, (_, index) => retryDelay(index + 1, settings)).reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(20 * 60_000);
  });
});
