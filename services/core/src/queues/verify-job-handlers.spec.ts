import { z } from 'zod';
import { defineJob } from './job-definition';
import { findJobHandlerProblems } from './verify-job-handlers';

const catalogue = [defineJob('media.process', 'media', z.object({})), defineJob('contact.notify', 'notifications', z.object({}))];

describe('findJobHandlerProblems', () => {
  it('accepts exactly one handler per job', () => {
    expect(findJobHandlerProblems(catalogue, ['media.process', 'contact.notify'])).toEqual([]);
  });

  it('names a job without a handler, one with two, and a handler for no job', () => {
    expect(findJobHandlerProblems(catalogue, ['media.process', 'media.process', 'old.job'])).toEqual([
      'job "media.process" has 2 handlers',
      'job "contact.notify" has no handler',
      'a handler is declared for unknown job "old.job"',
    ]);
  });

  it('names a job name that stands for two kinds, its own or a former one', () => {
    const renamed = [...catalogue, defineJob('media.resize', 'media', z.object({}), { formerNames: ['contact.notify'] })];
    expect(findJobHandlerProblems(renamed, ['media.process', 'contact.notify', 'media.resize'])).toEqual(['the job name "contact.notify" stands for 2 kinds']);
  });
});
