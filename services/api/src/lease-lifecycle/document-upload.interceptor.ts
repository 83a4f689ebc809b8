import { MAX_TENANCY_DOCUMENT_BYTES, MEDIA_API_MESSAGES, TENANCY_DOCUMENT_MESSAGES } from '@app/contracts';
import { singleFileUpload } from '../common/single-file-upload';

/** Parses a document upload (one `file` and its `kind`) into `request.file` and `request.body`; any other body is refused. */
export const DocumentUploadInterceptor = singleFileUpload(
  'file',
  { limits: { fileSize: MAX_TENANCY_DOCUMENT_BYTES, files: 1, fields: 1, fieldSize: 64 }, defParamCharset: 'utf8' },
  { notMultipart: MEDIA_API_MESSAGES.notMultipart, tooLarge: TENANCY_DOCUMENT_MESSAGES.tooLarge, fileRequired: TENANCY_DOCUMENT_MESSAGES.fileRequired },
);
