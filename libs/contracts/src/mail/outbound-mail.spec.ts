import { SendMailJobSchema } from './outbound-mail';

describe('mail schemas', () => {
  it('send job: the id of a stored mail', () => {
    const job = { mailId: '3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c0d' };
    expect(SendMailJobSchema.parse(job)).toEqual(job);
    expect(SendMailJobSchema.safeParse({ mailId: 'reader@example.sg' }).success).toBe(false);
  });
});
