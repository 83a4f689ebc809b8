import type { Job } from 'bullmq';
import { type PublishResult, PublishResultSchema, SURROGATE_KEYS, listingChangeKeys, postChangeKeys } from '@app/contracts';
import { PURGE_CDN_JOB } from '@app/core';
import { type FakeCdnServer, startFakeCdnServer } from '@app/core/testing';
import { type ApiAnswer, eventually, expectStatus } from '../support';
import { WorkerFaultStack } from '../worker-faults/worker-fault-stack';

const PURGE_TOKEN = 'Bearer cdn-purge-token';
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Both headers of an answer, as lists of keys. */
function surrogateKeysOf(answer: ApiAnswer<unknown>) {
  return { surrogateKey: answer.headers.get('surrogate-key')?.split(' '), cacheTag: answer.headers.get('cache-tag')?.split(',') };
}

describe('CDN purge (API and worker processes, a fake CDN purge API)', () => {
  let cdn: FakeCdnServer;
  let stack: WorkerFaultStack;

  const newDraft = async (status: 'approved' | 'scheduled', scheduledFor: Date | null = null) => {
    const body = {
      title: `Purged ${Math.random().toString(36).slice(2, 8)}`,
      content: '<p>On the CDN.</p>',
      author: 'Mei Ling Tan',
      status,
      scheduledFor: scheduledFor?.toISOString() ?? null,
    };
    return expectStatus(await stack.staff.post<{ id: string }>('/api/admin/content-drafts', body), 201);
  };
  const publish = async (draftId: string): Promise<PublishResult> =>
    PublishResultSchema.parse(expectStatus(await stack.staff.post(`/api/admin/content-drafts/${draftId}/publish`, {}), 200));
  /** A listing's agent needs a CEA registration: the agent of the seeded listings has one. */
  const agentId = async () =>
    expectStatus(await stack.staff.get<{ items: { agentId: string | null }[] }>('/api/admin/properties'), 200).items.find((seeded) => seeded.agentId)?.agentId;
  const listing = async () => ({
    title: `Two-Bedroom Flat ${Math.random().toString(36).slice(2, 8)}`,
    district: 'Tiong Bahru',
    addressLine: 'Seng Poh Road',
    type: 'hdb',
    bedrooms: 2,
    bathrooms: 1,
    floorAreaSqft: 800,
    monthlyRent: 3500,
    askingPrice: null,
    description: 'A bright flat near the market.',
    features: [],
    badge: null,
    status: 'available',
    agentId: await agentId(),
  });

  const purgeJobs = async (): Promise<Job[]> =>
    (await stack.queues.queue(PURGE_CDN_JOB.queue).getJobs(['completed', 'failed', 'waiting', 'delayed', 'active'])).filter(
      (job) => job.name === PURGE_CDN_JOB.name,
    );
  /** The purges the CDN took, once `expected` many have arrived and every purge job has finished (none left to send more). */
  const purgesOnceSettled = async (expected: number) => {
    await eventually(async () => cdn.purged().length >= expected && (await purgeJobs()).every((job) => job.finishedOn !== undefined), {
      timeoutMs: 10_000,
      message: `${expected} purge(s) at the CDN and no purge job left`,
    });
    return cdn.purged();
  };

  beforeAll(async () => {
    cdn = await startFakeCdnServer();
    stack = await WorkerFaultStack.start('cdn_purge', { CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: PURGE_TOKEN });
    await stack.startWorker({ WORKER_QUEUES: 'publishing,maintenance' });
  }, 120_000);
  afterEach(() => cdn.reset());
  afterAll(async () => {
    await stack?.close();
    await cdn?.close();
  });

  it('names what each public page and read shows in Surrogate-Key and Cache-Tag', async () => {
    const [post] = expectStatus(await stack.staff.get<{ id: string; slug: string }[]>('/api/blog-posts'), 200);
    const { items } = expectStatus(await stack.staff.get<{ items: { id: string; slug: string }[] }>('/api/properties'), 200);
    const [listed] = items;
    const { agentId } = expectStatus(await stack.staff.get<{ agentId: string }>(`/api/admin/properties/${listed?.id}`), 200);
    const listingKeys = [SURROGATE_KEYS.listing(listed?.id as string), SURROGATE_KEYS.agent(agentId)];
    const expected: [string, string[]][] = [
      ['/', [SURROGATE_KEYS.home]],
      ['/blog', [SURROGATE_KEYS.blogList]],
      [`/blog/${post?.slug}`, [SURROGATE_KEYS.post(post?.id as string), SURROGATE_KEYS.blogList]],
      ['/blog/no-such-post', [SURROGATE_KEYS.blogList]],
      ['/properties', [SURROGATE_KEYS.listingList]],
      [`/properties/${listed?.slug}`, listingKeys],
      ['/properties/no-such-listing', [SURROGATE_KEYS.listingList]],
      ['/api/blog-posts', [SURROGATE_KEYS.blogList]],
      ['/api/blog-posts/recent', [SURROGATE_KEYS.blogList]],
      [`/api/blog-posts/${post?.slug}`, [SURROGATE_KEYS.post(post?.id as string)]],
      ['/api/properties', [SURROGATE_KEYS.listingList]],
      ['/api/properties/featured', [SURROGATE_KEYS.listingList]],
      [`/api/properties/listing/${listed?.slug}`, listingKeys],
    ];
    for (const [path, keys] of expected) {
      const answer = await stack.staff.get(path);
      expect({ path, cacheControl: answer.headers.get('cache-control'), ...surrogateKeysOf(answer) }).toEqual({
        path,
        cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        surrogateKey: keys,
        cacheTag: keys,
      });
    }
    // Pages with nothing staff change carry no key (a deploy replaces them), and staff pages are never cached.
    expect(surrogateKeysOf(await stack.staff.get('/about'))).toEqual({ surrogateKey: undefined, cacheTag: undefined });
    expect(surrogateKeysOf(await stack.staff.get('/admin'))).toEqual({ surrogateKey: undefined, cacheTag: undefined });
  });

  it("purges a post's keys on publish, update, unpublish and delete, each once, with the CDN's token", async () => {
    const draft = await newDraft('approved');
    const { post } = await publish(draft.id);
    const keys = postChangeKeys([post.id]);
    expect(await purgesOnceSettled(1)).toEqual([keys]);

    expectStatus(await stack.staff.post(`/api/admin/content-drafts/${draft.id}/update-post`, {}), 200);
    expect(await purgesOnceSettled(2)).toEqual([keys, keys]);
    expectStatus(await stack.staff.post(`/api/admin/blog/${post.id}/unpublish`, {}), 200);
    expect(await purgesOnceSettled(3)).toEqual([keys, keys, keys]);
    expectStatus(await stack.staff.delete(`/api/admin/blog/${post.id}`), 200);
    expect(await purgesOnceSettled(4)).toEqual([keys, keys, keys, keys]);

    expect(cdn.received.map((purge) => [purge.headers['surrogate-key'], purge.headers.authorization])).toEqual(Array(4).fill([keys.join(' '), PURGE_TOKEN]));
  });

  it('purges the post that the worker publishes at its scheduled time', async () => {
    const draft = await newDraft('scheduled', inSeconds(2));
    const [purge] = await purgesOnceSettled(1);
    const published = expectStatus(await stack.staff.get<{ publishedPostId: string | null }>(`/api/admin/content-drafts/${draft.id}`), 200);
    expect(purge).toEqual(postChangeKeys([published.publishedPostId as string]));
  });

  it("purges a listing's keys on create, update and delete", async () => {
    const created = expectStatus(await stack.staff.post<{ id: string }>('/api/admin/properties', await listing()), 201);
    const keys = listingChangeKeys(created.id);
    expect(await purgesOnceSettled(1)).toEqual([keys]);
    expectStatus(await stack.staff.request('PUT', `/api/admin/properties/${created.id}`, { body: { ...(await listing()), monthlyRent: 3600 } }), 200);
    expect(await purgesOnceSettled(2)).toEqual([keys, keys]);
    expectStatus(await stack.staff.delete(`/api/admin/properties/${created.id}`), 200);
    expect(await purgesOnceSettled(3)).toEqual([keys, keys, keys]);
  });

  it('publishes while the CDN is down, and purges once it is back', async () => {
    cdn.down(503);
    const draft = await newDraft('approved');
    const answer = await stack.staff.post(`/api/admin/content-drafts/${draft.id}/publish`, {});
    expect(answer.status).toBe(200);
    const { post } = PublishResultSchema.parse(answer.body);
    expect(expectStatus(await stack.staff.get<{ id: string }>(`/api/blog-posts/${post.slug}`), 200).id).toBe(post.id);

    await eventually(() => cdn.received.length >= 2, { timeoutMs: 10_000, message: 'the purge to be tried twice' });
    expect(cdn.purged()).toEqual([]);
    cdn.up();

    expect(await purgesOnceSettled(1)).toEqual([postChangeKeys([post.id])]);
    const job = (await purgeJobs()).find((each) => (each.data as { keys: string[] }).keys.includes(SURROGATE_KEYS.post(post.id)));
    expect(await job?.isCompleted()).toBe(true);
    expect(job?.attemptsMade).toBeGreaterThanOrEqual(3);
  });
});
