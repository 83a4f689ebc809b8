import { z } from 'zod';
import { endpointsOf, publicDescriptorsOf } from './endpoint-routes';

describe('endpointsOf', () => {
  const media = endpointsOf('media', ['admin']);
  const ItemSchema = z.object({ id: z.string() });

  it("writes the area, method, path and the group's access, then the entry's details in their order", () => {
    expect(Object.entries(media.put('/api/admin/items/:id', { body: ItemSchema, response: ItemSchema }))).toEqual([
      ['area', 'media'],
      ['method', 'PUT'],
      ['path', '/api/admin/items/:id'],
      ['access', ['admin']],
      ['body', ItemSchema],
      ['response', ItemSchema],
    ]);
  });

  it("takes an entry's own access over the group's", () => {
    expect(media.get('/media/:id/:file', { access: 'public' })).toEqual({ area: 'media', method: 'GET', path: '/media/:id/:file', access: 'public' });
  });
});

describe('publicDescriptorsOf', () => {
  it('describes a public endpoint and holds no schema', () => {
    const descriptor = publicDescriptorsOf('contact').post<{ body: z.ZodString }>()('/api/contact/form', { accepts: 'form' });
    expect(descriptor).toEqual({ area: 'contact', method: 'POST', path: '/api/contact/form', access: 'public', accepts: 'form' });
  });
});
