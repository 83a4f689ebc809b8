import request from 'supertest';
import { API_DOCS_ENDPOINTS, ENDPOINT_CATALOGUE } from '@app/contracts';
import { accountFactory } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';
import { openApiPath } from './openapi-document';

describe('GET /api/docs and /api/docs/openapi.json', () => {
  let staffCookie: string;

  const context = useTestApp();
  beforeAll(async () => {
    staffCookie = (await (await accountFactory(context.app)).create('content_manager')).cookie;
  });

  it('asks visitors to sign in', async () => {
    for (const endpoint of Object.values(API_DOCS_ENDPOINTS)) {
      const response = await request(context.server).get(endpoint.path).expect(401);
      expect(response.body).toMatchObject({ statusCode: 401, message: expect.any(String) });
    }
  });

  it('serves the OpenAPI 3.1 document of every catalogue endpoint to any signed-in staff member', async () => {
    const response = await request(context.server).get(API_DOCS_ENDPOINTS.document.path).set('Cookie', staffCookie).expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    for (const endpoint of ENDPOINT_CATALOGUE) expect(response.body.paths[openApiPath(endpoint.path)]).toHaveProperty(endpoint.method.toLowerCase());
  });

  it('serves the page under the site CSP, with nothing loaded from another origin', async () => {
    const response = await request(context.server).get(API_DOCS_ENDPOINTS.page.path).set('Cookie', staffCookie).expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.text).toContain(`href="${API_DOCS_ENDPOINTS.document.path}"`);
    expect(response.text).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});
