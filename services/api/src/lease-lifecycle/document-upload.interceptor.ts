import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { MAX_TENANCY_DOCUMENT_BYTES, MEDIA_API_MESSAGES, TENANCY_DOCUMENT_MESSAGES } from '@app/contracts';

const MulterFile = FileInterceptor('file', { limits: { fileSize: MAX_TENANCY_DOCUMENT_BYTES, files: 1, fields: 1, fieldSize: 64 }, defParamCharset: 'utf8' });

/** Parses a document upload (one `file` and its `kind`) into `request.file` and `request.body`; any other body is refused. */
@Injectable()
export class DocumentUploadInterceptor extends MulterFile implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (!context.switchToHttp().getRequest<Request>().is('multipart/form-data')) throw new UnsupportedMediaTypeException(MEDIA_API_MESSAGES.notMultipart);
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(TENANCY_DOCUMENT_MESSAGES.tooLarge);
      if (error instanceof BadRequestException) throw new BadRequestException(TENANCY_DOCUMENT_MESSAGES.fileRequired);
      throw error;
    }
  }
}
