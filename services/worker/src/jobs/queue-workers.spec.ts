import { type Job, UnrecoverableError } from 'bullmq';
import { isFinalFailure } from './queue-workers';

const job = (attemptsMade: number, attempts = 3) => ({ attemptsMade, opts: { attempts } }) as unknown as Job;

describe('isFinalFailure', () => {
  it('is final once the attempts are used up, or for an unrecoverable error (a job whose worker died too often)', () => {
    expect(isFinalFailure(job(1), new Error('ECONNREFUSED'))).toBe(false);
    expect(isFinalFailure(job(3), new Error('ECONNREFUSED'))).toBe(true);
    expect(isFinalFailure(job(1), new UnrecoverableError('job stalled more than allowable limit'))).toBe(true);
  });
});
