import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
import { DeleteMediaResultSchema, MediaItemSchema, MediaListQuerySchema, MediaPageSchema, UploadMediaResultSchema } from './media-item';
import { MediaTextFieldsSchema, UpdateMediaSchema } from './media-schemas';

/** The media library (every staff role), and the processed files that pages show (anyone). */
export const MEDIA_ENDPOINTS = {
  list: defineEndpoint({ area: 'media', method: 'GET', path: '/api/admin/media', access: SIGNED_IN, query: MediaListQuerySchema, response: MediaPageSchema }),
  item: defineEndpoint({ area: 'media', method: 'GET', path: '/api/admin/media/:id', access: SIGNED_IN, response: MediaItemSchema }),
  /** multipart/form-data: the files, plus the text fields of `body`. */
  upload: defineEndpoint({
    area: 'media',
    method: 'POST',
    path: '/api/admin/media',
    access: SIGNED_IN,
    accepts: 'multipart',
    body: MediaTextFieldsSchema,
    response: UploadMediaResultSchema,
  }),
  update: defineEndpoint({
    area: 'media',
    method: 'PUT',
    path: '/api/admin/media/:id',
    access: SIGNED_IN,
    body: UpdateMediaSchema,
    response: MediaItemSchema,
  }),
  /** Posts stop offering the item's variants: the public content cache is renewed (no page names a media item for the CDN). */
  delete: defineEndpoint({
    area: 'media',
    method: 'DELETE',
    path: '/api/admin/media/:id',
    access: SIGNED_IN,
    response: DeleteMediaResultSchema,
    invalidates: 'public',
  }),
  file: defineEndpoint({ area: 'media', method: 'GET', path: '/media/:id/:file', access: 'public' }),
};
