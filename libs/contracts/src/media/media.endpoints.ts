import { SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import { DeleteMediaResultSchema, MediaItemSchema, MediaListQuerySchema, MediaPageSchema, UploadMediaResultSchema } from './media-item';
import { MediaTextFieldsSchema, UpdateMediaSchema } from './media-schemas';

const media = endpointsOf('media', SIGNED_IN);

/** The media library (every staff role), and the processed files that pages show (anyone). */
export const MEDIA_ENDPOINTS = {
  list: media.get('/api/admin/media', { query: MediaListQuerySchema, response: MediaPageSchema }),
  item: media.get('/api/admin/media/:id', { response: MediaItemSchema }),
  /** multipart/form-data: the files, plus the text fields of `body`. */
  upload: media.post('/api/admin/media', { accepts: 'multipart', body: MediaTextFieldsSchema, response: UploadMediaResultSchema }),
  update: media.put('/api/admin/media/:id', { body: UpdateMediaSchema, response: MediaItemSchema }),
  /** Posts stop offering the item's variants: the public content cache is renewed (no page names a media item for the CDN). */
  delete: media.delete('/api/admin/media/:id', { response: DeleteMediaResultSchema, invalidates: 'public' }),
  file: media.get('/media/:id/:file', { access: 'public' }),
};
