import type { Request } from 'express';
import { ENDPOINT_CATALOGUE } from '@app/contracts';
import { isCrossSiteCall, isFormPost, isMultipartUpload } from './endpoint-kinds';

/** A request as a middleware mounted at /api sees it. */
const at = (method: string, path: string) => ({ method, baseUrl: '/api', path: path.slice('/api'.length) }) as Request;

describe('endpoint kinds, read from the catalogue', () => {
  it('takes form posts on the public forms for visitors without JavaScript only', () => {
    expect(isFormPost(at('POST', '/api/contact/form'))).toBe(true);
    expect(isFormPost(at('POST', '/api/properties/listing/river-view-2br/viewings/form'))).toBe(true);
    expect(isFormPost(at('POST', '/api/viewings/manage/cancel'))).toBe(true);
    expect(isFormPost(at('POST', '/api/contact'))).toBe(false);
    expect(isFormPost(at('GET', '/api/contact/form'))).toBe(false);
    expect(isFormPost(at('POST', '/api/properties/listing/a/b/viewings/form'))).toBe(false);
  });

  it('takes multipart on the uploads only', () => {
    expect(isMultipartUpload(at('POST', '/api/admin/media'))).toBe(true);
    expect(isMultipartUpload(at('POST', '/api/portal/requests/0f1e2d3c/photos'))).toBe(true);
    expect(isMultipartUpload(at('PUT', '/api/admin/media/0f1e2d3c'))).toBe(false);
    expect(isMultipartUpload(at('POST', '/api/contact/form'))).toBe(false);
  });

  it('lets other sites call the one-click unsubscribe, and nothing else', () => {
    expect(isCrossSiteCall(at('POST', '/api/newsletter/unsubscribe/one-click'))).toBe(true);
    expect(isCrossSiteCall(at('POST', '/api/newsletter/unsubscribe'))).toBe(false);
    expect(ENDPOINT_CATALOGUE.filter((endpoint) => endpoint.crossSite).map(({ path }) => path)).toEqual(['/api/newsletter/unsubscribe/one-click']);
  });

  it('declares a body other than JSON on these entries only', () => {
    const kinds = ENDPOINT_CATALOGUE.filter((endpoint) => endpoint.accepts && endpoint.accepts !== 'json').map(({ accepts, path }) => `${accepts} ${path}`);
    expect(kinds.sort()).toEqual(
      [
        'form /api/contact/form',
        'form /api/newsletter/subscribe/form',
        'form /api/newsletter/confirm/form',
        'form /api/newsletter/unsubscribe/form',
        'form /api/properties/listing/:slug/viewings/form',
        'form /api/viewings/manage/cancel',
        'form /api/viewings/manage/reschedule',
        'multipart /api/admin/media',
        'multipart /api/admin/maintenance/:id/photos',
        'multipart /api/admin/condition-reports/:id/items/:itemId/photos',
        'multipart /api/admin/rent/bank-imports/:id/file',
        'multipart /api/admin/tenancies/:id/documents',
        'multipart /api/portal/requests/:id/photos',
        'multipart /api/portal/rent/payments/:id/screenshot',
      ].sort(),
    );
  });
});
