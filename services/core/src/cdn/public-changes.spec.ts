import { listingChangeKeys, postChangeKeys, viewingChangeKeys } from '@app/contracts';
import type { PublicContentCache } from '../public-content/public-content-cache';
import type { JobQueues } from '../queues/job-queues';
import { QueueUnavailableError } from '../queues/queue-unavailable.error';
import { PURGE_CDN_JOB } from './cdn-purge-jobs';
import { PublicChanges } from './public-changes';

const POST_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const LISTING_ID = '0a1b2c3d-4e5f-4a5b-8c6d-7e8f9a0b1c2d';

describe('PublicChanges', () => {
  const setUp = (purgesCdn: boolean) => {
    const cache = { invalidate: jest.fn().mockResolvedValue(undefined) };
    const queues = { add: jest.fn().mockResolvedValue(undefined) };
    return { cache, queues, changes: new PublicChanges(cache as unknown as PublicContentCache, queues as unknown as JobQueues, purgesCdn) };
  };

  it("invalidates the public cache and queues one purge of the posts' keys", async () => {
    const { cache, queues, changes } = setUp(true);
    await changes.changed(postChangeKeys([POST_ID]));
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
    expect(queues.add).toHaveBeenCalledWith(PURGE_CDN_JOB, { keys: [`post:${POST_ID}`, 'blog-list', 'home'] });
  });

  it("queues one purge of a listing's keys", async () => {
    const { queues, changes } = setUp(true);
    await changes.changed(listingChangeKeys(LISTING_ID));
    expect(queues.add).toHaveBeenCalledWith(PURGE_CDN_JOB, { keys: [`listing:${LISTING_ID}`, 'listing-list', 'home'] });
  });

  it("queues one purge of only a listing's own page when its viewing slots changed", async () => {
    const { cache, queues, changes } = setUp(true);
    await changes.changed(viewingChangeKeys(LISTING_ID));
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
    expect(queues.add).toHaveBeenCalledWith(PURGE_CDN_JOB, { keys: [`listing:${LISTING_ID}`] });
  });

  it('queues no purge without a CDN purge URL, and still invalidates the cache', async () => {
    const { cache, queues, changes } = setUp(false);
    await changes.changed(postChangeKeys([POST_ID]));
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
    expect(queues.add).not.toHaveBeenCalled();
  });

  it('queues no purge for a change no page names, and still invalidates the cache', async () => {
    const { cache, queues, changes } = setUp(true);
    await changes.changed([]);
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
    expect(queues.add).not.toHaveBeenCalled();
  });

  it('lets the change stand when the purge cannot be queued', async () => {
    const { queues, changes } = setUp(true);
    queues.add.mockRejectedValue(new QueueUnavailableError(PURGE_CDN_JOB.name, new Error('Redis timed out')));
    await expect(changes.changed(postChangeKeys([POST_ID]))).resolves.toBeUndefined();
  });

  it('gives the job payload only keys its schema takes', () => {
    expect(PURGE_CDN_JOB.schema.parse({ keys: postChangeKeys([POST_ID]) })).toEqual({ keys: [`post:${POST_ID}`, 'blog-list', 'home'] });
    expect(() => PURGE_CDN_JOB.schema.parse({ keys: ['post:../../etc'] })).toThrow();
  });
});
