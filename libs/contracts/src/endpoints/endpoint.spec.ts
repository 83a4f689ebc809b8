import { BlogPostSummaryListSchema, RecommendedPostsQuerySchema } from '../public/blog-post';
import { BLOG_ENDPOINTS } from '../public/public.endpoints';
import { USERS_ENDPOINTS } from '../users/users.endpoints';
import { ENDPOINT_CATALOGUE } from '../endpoint-catalogue';
import { endpointUrl, sameAccess } from './endpoint';

describe('endpointUrl', () => {
  it('encodes each path parameter', () => {
    expect(endpointUrl(USERS_ENDPOINTS.updateRole, { id: 'a/b c' })).toBe('/api/admin/users/a%2Fb%20c/update-role');
  });

  it('appends the query in key order and leaves out undefined values', () => {
    expect(endpointUrl(BLOG_ENDPOINTS.recommended, { topic: 'hdb' }, { limit: 3, exclude: 'x&y', skip: undefined })).toBe(
      '/api/blog-posts/recommended/hdb?exclude=x%26y&limit=3',
    );
  });

  it('refuses a call that lacks a parameter', () => {
    expect(() => endpointUrl(USERS_ENDPOINTS.delete, {} as { id: string })).toThrow('needs the parameter "id"');
  });
});

describe('sameAccess', () => {
  it('compares role lists whatever their order, and public only with public', () => {
    expect(sameAccess(['admin', 'super_admin'], ['super_admin', 'admin'])).toBe(true);
    expect(sameAccess(['admin'], ['super_admin', 'admin'])).toBe(false);
    expect(sameAccess('public', ['admin'])).toBe(false);
    expect(sameAccess('public', 'public')).toBe(true);
  });
});

describe('ENDPOINT_CATALOGUE', () => {
  it('names each method and path once', () => {
    const keys = ENDPOINT_CATALOGUE.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lists the public pages' endpoints with their schemas, which the descriptors the pages import leave out (no zod)", () => {
    const entry = ENDPOINT_CATALOGUE.find(({ method, path }) => method === 'GET' && path === BLOG_ENDPOINTS.recommended.path);
    expect(BLOG_ENDPOINTS.recommended).not.toHaveProperty('response');
    expect(entry).toMatchObject({ ...BLOG_ENDPOINTS.recommended, query: RecommendedPostsQuerySchema, response: BlogPostSummaryListSchema });
  });
});
