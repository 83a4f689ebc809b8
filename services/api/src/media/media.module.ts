import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaFilesController } from './media-files.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { ImageHeaderReader, SharpImageHeaderReader } from './upload/image-header-reader';
import { UploadedImageChecker } from './upload/uploaded-image-checker';
import { MediaUsageService } from './usage/media-usage.service';

@Module({
  controllers: [MediaController, MediaFilesController],
  providers: [MediaService, MediaRepository, MediaUsageService, UploadedImageChecker, { provide: ImageHeaderReader, useClass: SharpImageHeaderReader }],
  exports: [MediaService, UploadedImageChecker, ImageHeaderReader],
})
export class MediaModule {}
