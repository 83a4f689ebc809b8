import { tmpdir } from 'node:os';
import { BANK_FILE_MAX_BYTES, BANK_MESSAGES } from '@app/contracts';
import { singleFileUpload } from '../../common/single-file-upload';

/** The multipart field holding the statement. */
export const STATEMENT_FILE_FIELD = 'file';

/**
 * Receives a bank statement upload into `request.file` (with its path on disk); any other body is refused. multer
 * streams the file to a temporary file (never into memory): one file, at most BANK_FILE_MAX_BYTES.
 */
export const StatementFileInterceptor = singleFileUpload(
  STATEMENT_FILE_FIELD,
  { dest: tmpdir(), limits: { fileSize: BANK_FILE_MAX_BYTES, files: 1, fields: 0 } },
  { notMultipart: BANK_MESSAGES.noFile, tooLarge: BANK_MESSAGES.fileTooLarge, fileRequired: BANK_MESSAGES.noFile },
);
