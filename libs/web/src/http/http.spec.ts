import { fetchCall, installFetch, jsonResponse, removeFetch, respondWith } from '../testing/fetch-stub';
import { http } from './http';

afterEach(removeFetch);

describe('http shorthands', () => {
  it('get sends a GET and passes options through', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({}, { status: 401 })));

    await expect(http.get('/api/auth/me', { onUnauthorized: 'returnNull' })).resolves.toBeNull();
    expect(fetchCall(fetchMock).init.method).toBe('GET');
  });

  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
  ] as const)('%s sends its body as JSON', async (name, method) => {
    const fetchMock = installFetch(respondWith(jsonResponse({ id: 1 })));

    await expect(http[name]('/api/admin/media/1', { title: 'Pool' })).resolves.toEqual({ id: 1 });
    expect(fetchCall(fetchMock).init).toMatchObject({ method, body: '{"title":"Pool"}' });
  });

  it('delete sends a DELETE without a body', async () => {
    const fetchMock = installFetch(respondWith(jsonResponse({})));

    await http.delete('/api/admin/users/1');
    expect(fetchCall(fetchMock).init).toMatchObject({ method: 'DELETE', body: undefined });
  });
});
