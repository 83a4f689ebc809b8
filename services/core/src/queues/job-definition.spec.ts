import { z } from 'zod';
import { defineJob, findJobDefinition, onQueue, runsOnQueue } from './job-definition';

const sendJob = defineJob('mail.send', ['notifications', 'campaigns'], z.object({ id: z.string() }), {
  jobId: ({ id }) => `mail-${id}`,
  formerNames: ['mail.send-campaign'],
});
const mediaJob = defineJob('media.process', 'media', z.object({}));

describe('a job kind on several queues', () => {
  it('is added to its first queue, or to another of its queues as the same kind', () => {
    expect(sendJob).toMatchObject({ name: 'mail.send', queue: 'notifications', queues: ['notifications', 'campaigns'] });
    const onCampaigns = onQueue(sendJob, 'campaigns');
    expect(onCampaigns).toMatchObject({ name: 'mail.send', queue: 'campaigns', queues: ['notifications', 'campaigns'] });
    expect(onCampaigns.jobId({ id: '7' })).toBe('mail-7');
    expect(mediaJob).toMatchObject({ queue: 'media', queues: ['media'], formerNames: [], formerQueues: [] });
  });

  it('is not put on a queue it does not run on', () => {
    expect(() => onQueue(sendJob, 'media')).toThrow('Job "mail.send" does not run on the media queue');
  });

  it('is found by its name, or by a name it had before', () => {
    const catalogue = [mediaJob, sendJob];
    expect(findJobDefinition(catalogue, 'mail.send')).toBe(sendJob);
    expect(findJobDefinition(catalogue, 'mail.send-campaign')).toBe(sendJob);
    expect(findJobDefinition(catalogue, 'mail.unknown')).toBeUndefined();
  });
});

describe('a job kind moved to another queue', () => {
  const moved = defineJob('rent.charges', 'tenancies', z.object({}), { formerQueues: ['publishing'] });

  it('is added to its new queue, and still runs on its former one, but on no other', () => {
    expect(moved).toMatchObject({ queue: 'tenancies', queues: ['tenancies'], formerQueues: ['publishing'] });
    expect(runsOnQueue(moved, 'tenancies')).toBe(true);
    expect(runsOnQueue(moved, 'publishing')).toBe(true);
    expect(runsOnQueue(moved, 'maintenance')).toBe(false);
    expect(() => onQueue(moved, 'publishing')).toThrow('Job "rent.charges" does not run on the publishing queue');
  });
});
