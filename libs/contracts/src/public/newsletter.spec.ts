import { NewsletterSubscribeSchema, NewsletterUnsubscribeSchema } from './newsletter';

describe('newsletter schemas', () => {
  it('subscribe: one address per person, trimmed and lower-cased', () => {
    expect(NewsletterSubscribeSchema.parse({ email: '  Reader@Example.SG ' })).toEqual({
      email: 'reader@example.sg',
      website: '',
      marketingEmail: false,
      marketingPhone: false,
    });
  });

  it.each([['reader'], [''], [undefined], [`${'a'.repeat(250)}@example.sg`]])('subscribe: refuses %j with the SPEC message', (email) => {
    expect(NewsletterSubscribeSchema.safeParse({ email }).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('unsubscribe: needs a token', () => {
    expect(NewsletterUnsubscribeSchema.parse({ token: ' abc.def ' })).toEqual({ token: 'abc.def' });
    expect(NewsletterUnsubscribeSchema.safeParse({}).error?.issues[0]?.message).toBe('The unsubscribe link is missing its token');
    expect(NewsletterUnsubscribeSchema.safeParse({ token: '' }).error?.issues[0]?.message).toBe('The unsubscribe link is missing its token');
  });
});
