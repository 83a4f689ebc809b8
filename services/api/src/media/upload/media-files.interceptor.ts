import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { MEDIA_API_MESSAGES, MEDIA_LIMITS } from '@app/contracts';

/** The multipart field holding the images (SPEC §7). */
const MEDIA_FILES_FIELD = 'files';

/** multer in memory under the SPEC §9 limits; title, caption and tags are the only other parts. */
const MulterFiles = FilesInterceptor(MEDIA_FILES_FIELD, undefined, {
  limits: {
    fileSize: MEDIA_LIMITS.maxFileBytes,
    files: MEDIA_LIMITS.maxFilesPerUpload,
    fields: 3,
    fieldSize: 4 * 1024,
  },
  defParamCharset: 'utf8',
});

/** multer's messages, replaced by ours ('File too large' and 'Too many files' are multer's own words). */
function uploadLimitError(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) return new PayloadTooLargeException(MEDIA_API_MESSAGES.fileTooLarge);
  if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.BAD_REQUEST) return error;
  if (error.message === 'Too many files') return new BadRequestException(MEDIA_API_MESSAGES.tooManyFiles);
  if (error.message.startsWith('Unexpected file field')) return new BadRequestException(MEDIA_API_MESSAGES.unexpectedField);
  return error;
}

/** Parses the upload's multipart body into `request.files` and its text fields into `request.body`; any other body is refused. */
@Injectable()
export class MediaFilesInterceptor extends MulterFiles implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (!context.switchToHttp().getRequest<Request>().is('multipart/form-data')) {
      throw new UnsupportedMediaTypeException(MEDIA_API_MESSAGES.notMultipart);
    }
    try {
      return await super.intercept(context, next);
    } catch (error) {
      throw uploadLimitError(error);
    }
  }
}
