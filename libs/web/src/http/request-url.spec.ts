import { withTimestamp } from './request-url';

describe('withTimestamp', () => {
  it.each([
    ['/api/blog-posts', '/api/blog-posts?_t=5'],
    ['/api/admin/users?x=1', '/api/admin/users?x=1&_t=5'],
    ['/api/admin/users?', '/api/admin/users?_t=5'],
    ['/api/admin/users?x=1&', '/api/admin/users?x=1&_t=5'],
    ['/api/blog-posts#top', '/api/blog-posts?_t=5#top'],
    ['https://api.example.sg/a?b=c#d', 'https://api.example.sg/a?b=c&_t=5#d'],
  ])('%s -> %s', (url, expected) => {
    expect(withTimestamp(url, 5)).toBe(expected);
  });

  it('uses the current time by default', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_234);

    expect(withTimestamp('/a')).toBe('/a?_t=1234');
  });
});
