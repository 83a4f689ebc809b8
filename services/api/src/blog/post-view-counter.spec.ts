import { eventually } from '@app/core/testing';
import type { ApiConfig } from '../config/api-config';
import type { BlogPostsRepository, PostView } from './blog-posts.repository';
import { PostViewCounter } from './post-view-counter';

const config = { JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters' } as ApiConfig;
const visitor = (address: string, userAgent = 'Mozilla/5.0') => ({ clientAddress: address, userAgent });

/** A repository whose writes are recorded, and fail while `failing` is set. */
function recordingRepository() {
  const written: PostView[][] = [];
  const repository = {
    failing: false,
    written,
    async countViews(views: readonly PostView[]) {
      if (repository.failing) throw new Error('The database is not answering');
      written.push([...views]);
      return views.length;
    },
  };
  return repository;
}

describe('PostViewCounter', () => {
  let counter: PostViewCounter | undefined;
  const counterOn = (repository: ReturnType<typeof recordingRepository>) => {
    counter = new PostViewCounter(repository as unknown as BlogPostsRepository, config);
    return counter;
  };
  afterEach(() => counter?.onApplicationShutdown());

  it('answers at once and writes the views of a flush in one batch, a visitor once per post', async () => {
    const repository = recordingRepository();
    const views = counterOn(repository);

    views.count('post-1', visitor('198.18.0.1'));
    views.count('post-1', visitor('198.18.0.1'));
    views.count('post-1', visitor('198.18.0.2'));
    views.count('post-2', visitor('198.18.0.1'));
    expect(repository.written).toEqual([]);
    await views.flush();

    expect(repository.written).toHaveLength(1);
    const [batch = []] = repository.written;
    expect(batch.map((view) => view.postId)).toEqual(['post-1', 'post-1', 'post-2']);
    expect(new Set(batch.map((view) => view.visitorHash)).size).toBe(3);
    expect(batch[0]).toMatchObject({ viewDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), visitorHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(batch)).not.toContain('198.18.0');
  });

  it('keeps the views a failed write could not store, and writes them with the next', async () => {
    const repository = recordingRepository();
    const views = counterOn(repository);
    views.count('post-1', visitor('198.18.0.1'));
    repository.failing = true;
    await views.flush();
    expect(views.waiting).toBe(1);

    views.count('post-1', visitor('198.18.0.3'));
    repository.failing = false;
    await views.flush();

    expect(views.waiting).toBe(0);
    expect(repository.written.flat()).toHaveLength(2);
  });

  it('writes within a second without being asked, and at once when many wait', async () => {
    const repository = recordingRepository();
    const views = counterOn(repository);
    views.count('post-1', visitor('198.18.0.1'));
    await eventually(() => repository.written.flat().length === 1, { timeoutMs: 3000, message: 'the view to be written' });

    for (let index = 0; index < 500; index += 1) views.count('post-1', visitor(`198.18.1.${index}`));
    await views.flush();
    expect(repository.written.flat()).toHaveLength(501);
    expect(repository.written.length).toBeLessThanOrEqual(3);
  });

  it('writes what waits when the application shuts down', async () => {
    const repository = recordingRepository();
    const views = counterOn(repository);
    views.count('post-1', visitor('198.18.0.1'));
    await views.onApplicationShutdown();
    expect(repository.written.flat()).toHaveLength(1);
  });

  it('tells a long browser name apart by its start only', async () => {
    const repository = recordingRepository();
    const views = counterOn(repository);
    views.count('post-1', visitor('198.18.0.1', `${'x'.repeat(300)}a`));
    views.count('post-1', visitor('198.18.0.1', `${'x'.repeat(300)}b`));
    await views.flush();
    expect(repository.written.flat()).toHaveLength(1);
  });
});
