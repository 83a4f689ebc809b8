import { Module } from '@nestjs/common';
import { ImageProcessor } from './image-processor';
import { MediaItemsRepository } from './media-items.repository';
import { MediaProcessingHandler } from './media-processing.handler';
import { SharpImageProcessor } from './sharp-image-processor';
import { UnfinishedMedia } from './unfinished-media';

/** The image pipeline: consumes media.process jobs, and queues them again for images whose job went missing. */
@Module({
  providers: [{ provide: ImageProcessor, useClass: SharpImageProcessor }, MediaItemsRepository, MediaProcessingHandler, UnfinishedMedia],
})
export class MediaModule {}
