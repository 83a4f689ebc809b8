import { decodeCursor, encodeCursor, keysetQueryFields } from './pages';
import { z } from 'zod';

const UUID = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';
const KEY = '2026-11-29T08:57:48.123456Z';

describe('page cursors', () => {
  it('encode a row as base64url and decode back to the same key and id', () => {
    const text = encodeCursor({ key: KEY, id: UUID });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, 'uuid')).toEqual({ key: KEY, id: UUID });
    expect(decodeCursor(encodeCursor({ key: KEY, id: '42' }), 'serial')).toEqual({ key: KEY, id: '42' });
  });

  it.each([
    ['not base64url', '%%%'],
    ['not JSON', btoa('[not json')],
    ['not a pair', encodeCursor({ key: KEY, id: UUID }).slice(0, 10)],
    ['a key cut to the millisecond', encodeCursor({ key: '2026-11-29T08:57:48.123Z', id: UUID })],
    ['a day that does not exist', encodeCursor({ key: '2026-13-45T08:57:48.123456Z', id: UUID })],
    ['an id of the other kind', encodeCursor({ key: KEY, id: '42' })],
    ['three parts', btoa(JSON.stringify([KEY, UUID, 'more']))],
  ])('refuse %s', (_, text) => {
    expect(decodeCursor(text, 'uuid')).toBeNull();
  });

  it('are decoded by the query fields, and one that is not a cursor fails with a message naming the parameter', () => {
    const query = z.object(keysetQueryFields(25));
    expect(query.parse({ after: encodeCursor({ key: KEY, id: UUID }) })).toEqual({ after: { key: KEY, id: UUID }, pageSize: 25 });
    const result = query.safeParse({ before: 'nonsense' });
    expect(result.error?.issues[0]?.message).toBe("before is not a page cursor of this list: follow the list's next or previous link");
  });
});
