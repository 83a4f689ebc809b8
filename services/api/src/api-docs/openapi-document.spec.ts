import { CONTACT_ENDPOINTS, ENDPOINT_CATALOGUE, MAINTENANCE_ENDPOINTS, USERS_ENDPOINTS } from '@app/contracts';
import { apiDocsPage } from './api-docs-page';
import { openApiDocument, openApiPath } from './openapi-document';

describe('the OpenAPI document generated from the endpoint catalogue', () => {
  const document = openApiDocument();

  it('is OpenAPI 3.1 and describes every endpoint of the catalogue', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = ENDPOINT_CATALOGUE.filter((endpoint) => !document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]);
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(ENDPOINT_CATALOGUE.length);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  it("takes bodies, path parameters, answers and access from the catalogue's zod schemas", () => {
    const contact = document.paths[CONTACT_ENDPOINTS.send.path]?.post;
    expect(contact?.security).toEqual([]);
    expect(contact?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { name: expect.any(Object), email: expect.objectContaining({ type: 'string' }), consent: expect.any(Object) },
      required: expect.arrayContaining(['name', 'email', 'message']),
    });

    expect(Object.keys(document.paths[CONTACT_ENDPOINTS.sendForm.path]?.post?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    const photos = document.paths[openApiPath(MAINTENANCE_ENDPOINTS.addPhotos.path)]?.post;
    expect(photos?.requestBody?.content).toEqual({ 'multipart/form-data': { schema: {} } });

    const updateUser = document.paths[openApiPath(USERS_ENDPOINTS.updateUser.path)]?.post;
    expect(updateUser?.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(updateUser?.security).toEqual([{ session: [] }]);
    expect(updateUser?.['x-roles']).toEqual([...(USERS_ENDPOINTS.updateUser.access as readonly string[])]);
    expect(updateUser?.responses['2XX']?.content?.['application/json'].schema).toMatchObject({ type: 'object' });
    expect(updateUser?.responses.default?.content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  });

  it('renders a page listing every operation, with no script and its text escaped', () => {
    const page = apiDocsPage(document);
    for (const path of Object.keys(document.paths)) expect(page).toContain(path);
    expect(page).not.toMatch(/<script/i);
    expect(apiDocsPage({ ...document, info: { ...document.info, title: '<img src=x onerror=alert(1)>' } })).not.toContain('<img src=x');
  });
});
