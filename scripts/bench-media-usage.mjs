// What one media list costs in usage lookups, at a few and at many posts: the search main did before issue 27 (LIKE
// over every post's and draft's text, then matching each item's path in JavaScript) against the media_references rows
// read now (MediaUsageService, the API's own code). Both run in the same process on the same seeded database.
//
//   node scripts/bench-media-usage.mjs [posts=10,10000] [media=40] [rounds=30] [every=1]
//
// `every`: one post in this many uses the library (a cover and an inline image); the others are text only.
//
// Needs PostgreSQL (TEST_DATABASE_ADMIN_URL). Each size gets its own throwaway database, dropped at the end. Posts are
// saved through the ORM, so the media_references rows are written by the application's own flush subscriber.
import os from 'node:os';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { workspaceRoot } from './lib/environment.mjs';
import { requireTypeScript } from './lib/typescript.mjs';

const require = createRequire(import.meta.url);
const { createMigratedDatabase, dropDatabase } = require('../tools/jest/test-database.cjs');
const { MikroORM } = require('@mikro-orm/postgresql');

const SIZES = (process.argv[2] ?? '10,10000').split(',').map(Number);
const MEDIA_COUNT = Number(process.argv[3] ?? 40);
const ROUNDS = Number(process.argv[4] ?? 30);
const EVERY = Number(process.argv[5] ?? 1);
const SAVE_BATCH = 500;
const PARAGRAPH =
  '<p>Owners in District 10 ask how the cooling measures change rental yields, what a fair deposit is, and how long an HDB flat must be occupied before it can be let. </p>';

const core = requireTypeScript('services/core/src/index.ts');
const { MediaUsageService } = requireTypeScript('services/api/src/media/usage/media-usage.service.ts');

/** main at 3765f81 (before issue 27): every post and draft mentioning /media/ at all, then each item's path matched in each. */
async function usageBySearch(em, mediaIds) {
  const mentioningMedia = (table) =>
    `select id, title, image_url, featured_image, content from ${table} where image_url like '/media/%' or featured_image like '/media/%' or content like '%/media/%'`;
  const [posts, drafts, listings] = await Promise.all([
    em.getConnection().execute(mentioningMedia('blog_posts')),
    em.getConnection().execute(mentioningMedia('content_drafts')),
    em.getConnection().execute('select id, title, photo_ids from properties where photo_ids && array[?]::uuid[]', [mediaIds]),
  ]);
  const found = new Map(mediaIds.map((id) => [id, []]));
  for (const item of [...posts, ...drafts]) {
    for (const mediaId of mediaIds) {
      const prefix = `/media/${mediaId}/`;
      if (item.image_url?.startsWith(prefix)) found.get(mediaId).push({ id: item.id, field: 'listingImage' });
      if (item.featured_image?.startsWith(prefix)) found.get(mediaId).push({ id: item.id, field: 'featuredImage' });
      if (item.content.includes(prefix)) found.get(mediaId).push({ id: item.id, field: 'content' });
    }
  }
  for (const listing of listings) for (const mediaId of listing.photo_ids) found.get(mediaId)?.push({ id: listing.id, field: 'photo' });
  return found;
}

async function seed(orm, postCount) {
  const media = Array.from(
    { length: MEDIA_COUNT },
    (_unused, index) => new core.MediaEntity({ originalFilename: `photo-${index}.jpg`, mimeType: 'image/jpeg', size: 1000 }),
  );
  await orm.em.fork().persistAndFlush(media);
  for (let start = 0; start < postCount; start += SAVE_BATCH) {
    const em = orm.em.fork();
    for (let index = start; index < Math.min(postCount, start + SAVE_BATCH); index += 1) {
      const [cover, inline] = [media[index % MEDIA_COUNT], media[(index * 7 + 3) % MEDIA_COUNT]];
      const usesMedia = index % EVERY === 0;
      const image = usesMedia ? `<img src="/media/${inline.id}/800.webp" alt="">` : '';
      const content = `${PARAGRAPH.repeat(8)}${image}${PARAGRAPH.repeat(4)}`;
      const imageUrl = usesMedia ? `/media/${cover.id}/800.webp` : '/images/services/luxury.svg';
      em.persist(
        new core.BlogPostEntity({
          slug: `post-${index}`,
          title: `Post ${index}`,
          excerpt: 'Rental yields.',
          content,
          author: 'Mei Ling Tan',
          publishDate: new Date(),
          imageUrl,
        }),
      );
    }
    await em.flush();
  }
  return media.map((item) => item.id);
}

/** Median milliseconds of `work` over ROUNDS runs, after two unmeasured ones. */
async function median(work) {
  for (let warm = 0; warm < 2; warm += 1) await work();
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

function usageCount(usage) {
  return [...usage.values()].reduce((sum, places) => sum + places.length, 0);
}

async function measure(postCount) {
  const database = await createMigratedDatabase('hl_bench_media_usage');
  const orm = await MikroORM.init(core.createOrmOptions(database.url, { debug: false }));
  try {
    const mediaIds = await seed(orm, postCount);
    const searched = await usageBySearch(orm.em.fork(), mediaIds);
    const read = await new MediaUsageService(orm.em.fork()).usageOf(mediaIds);
    if (usageCount(searched) !== usageCount(read)) throw new Error(`Usage differs: searched ${usageCount(searched)}, read ${usageCount(read)}`);
    const before = await median(() => usageBySearch(orm.em.fork(), mediaIds));
    const after = await median(() => new MediaUsageService(orm.em.fork()).usageOf(mediaIds));
    return { posts: postCount, uses: usageCount(read), before, after };
  } finally {
    await orm.close(true);
    await dropDatabase(database.name);
  }
}

const results = [];
for (const size of SIZES) results.push(await measure(size));
const [first, last] = [results[0], results.at(-1)];
console.log(
  `Media usage for a list of ${MEDIA_COUNT} items, one post in ${EVERY} using them, median of ${ROUNDS} (${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, ${workspaceRoot})`,
);
for (const { posts, uses, before, after } of results) {
  console.log(
    `  ${String(posts).padStart(6)} posts, ${uses} uses: searched ${before.toFixed(2)} ms, read ${after.toFixed(2)} ms, searched/read ${(before / after).toFixed(1)}`,
  );
}
if (results.length > 1) {
  console.log(
    `  growth from ${first.posts} to ${last.posts} posts: searched ×${(last.before / first.before).toFixed(1)}, read ×${(last.after / first.after).toFixed(1)}`,
  );
}
