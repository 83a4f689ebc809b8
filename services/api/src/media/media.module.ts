import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LocalMediaStorage, MediaStorage } from '@app/core';
import { PublicBlogCacheModule } from '../blog/public-blog-cache.module';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { MediaController } from './media.controller';
import { MediaFilesController } from './media-files.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { ImageHeaderReader, SharpImageHeaderReader } from './upload/image-header-reader';
import { UploadedImageChecker } from './upload/uploaded-image-checker';
import { MediaUsageService } from './usage/media-usage.service';

@Module({
  imports: [DiscoveryModule, PublicBlogCacheModule],
  controllers: [MediaController, MediaFilesController],
  providers: [
    MediaService,
    MediaRepository,
    MediaUsageService,
    UploadedImageChecker,
    { provide: ImageHeaderReader, useClass: SharpImageHeaderReader },
    { provide: MediaStorage, inject: [API_CONFIG], useFactory: (config: ApiConfig) => new LocalMediaStorage(config.MEDIA_DIR) },
  ],
})
export class MediaModule {}
