import { Module } from '@nestjs/common';
import { LocalMediaStorage, MediaStorage } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { ImageProcessor } from './image-processor';
import { MediaItemsRepository } from './media-items.repository';
import { MediaProcessingHandler } from './media-processing.handler';
import { SharpImageProcessor } from './sharp-image-processor';
import { UnfinishedMedia } from './unfinished-media';

/** The image pipeline: consumes media.process jobs, and queues them again for images whose job went missing. */
@Module({
  providers: [
    { provide: MediaStorage, inject: [WORKER_CONFIG], useFactory: (config: WorkerConfig) => new LocalMediaStorage(config.MEDIA_DIR) },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
    MediaItemsRepository,
    MediaProcessingHandler,
    UnfinishedMedia,
  ],
})
export class MediaWorkerModule {}
