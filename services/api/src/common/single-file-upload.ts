import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import type { Request } from 'express';
import type { Observable } from 'rxjs';

/** What a single-file upload answers: a body that is not multipart (415), a file over its limit (413), no file (400). */
export type SingleFileUploadMessages = { notMultipart: string; tooLarge: string; fileRequired: string };

/**
 * An interceptor that parses a multipart upload of one file in `field` (multer, with `options`) into `request.file`,
 * refusing any other body, with the feature's own messages for each refusal.
 */
export function singleFileUpload(field: string, options: MulterOptions, messages: SingleFileUploadMessages): Type<NestInterceptor> {
  const MulterFile = FileInterceptor(field, options);

  @Injectable()
  class SingleFileUpload extends MulterFile implements NestInterceptor {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      if (!context.switchToHttp().getRequest<Request>().is('multipart/form-data')) throw new UnsupportedMediaTypeException(messages.notMultipart);
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(messages.tooLarge);
        if (error instanceof BadRequestException) throw new BadRequestException(messages.fileRequired);
        throw error;
      }
    }
  }
  return SingleFileUpload;
}
