import { postChangeKeys } from '@app/contracts';
import { PUBLISH_SCHEDULED_JOB, SWEEP_SCHEDULED_JOB } from './content-jobs';

const POST_IDS = ['6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', '0a1b2c3d-4e5f-4a5b-8c6d-7e8f9a0b1c2d'];

describe('the scheduled publishing jobs', () => {
  it.each([PUBLISH_SCHEDULED_JOB, SWEEP_SCHEDULED_JOB])("declare that $name changes what visitors see, purging the published posts' keys", (job) => {
    expect(job.invalidates).toBe('public');
    expect(job.purges?.({ publishedPostIds: POST_IDS })).toEqual(postChangeKeys(POST_IDS));
  });

  it.each([PUBLISH_SCHEDULED_JOB, SWEEP_SCHEDULED_JOB])('declare that a run of $name which published nothing changed nothing', (job) => {
    expect(job.purges?.({ publishedPostIds: [] })).toBeNull();
  });
});
