import { tmpdir } from 'node:os';
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
import { BANK_FILE_MAX_BYTES, BANK_MESSAGES } from '@app/contracts';

/** The multipart field holding the statement. */
export const STATEMENT_FILE_FIELD = 'file';

/** multer streams the file to a temporary file on disk (never into memory), one file, at most BANK_FILE_MAX_BYTES. */
const MulterFile = FileInterceptor(STATEMENT_FILE_FIELD, { dest: tmpdir(), limits: { fileSize: BANK_FILE_MAX_BYTES, files: 1, fields: 0 } });

/** Receives a bank statement upload into `request.file` (with its path on disk); any other body is refused. */
@Injectable()
export class StatementFileInterceptor extends MulterFile implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (!context.switchToHttp().getRequest<Request>().is('multipart/form-data')) throw new UnsupportedMediaTypeException(BANK_MESSAGES.noFile);
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(BANK_MESSAGES.fileTooLarge);
      if (error instanceof BadRequestException) throw new BadRequestException(BANK_MESSAGES.noFile);
      throw error;
    }
  }
}
