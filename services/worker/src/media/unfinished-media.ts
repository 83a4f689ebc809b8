import { Injectable } from '@nestjs/common';
import { JobQueues, type MediaEntity, processMediaJob } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { type StoredWorkSource, StoredWorkReconciler } from '../reconcile/stored-work';
import { MediaItemsRepository } from './media-items.repository';
import { MediaProcessingHandler } from './media-processing.handler';

/** Uploaded images still processing: the reconciler queues their job again when it is missing, or gives up on them. */
@Injectable()
export class UnfinishedMedia implements StoredWorkSource<MediaEntity> {
  readonly job = processMediaJob;

  constructor(
    private readonly items: MediaItemsRepository,
    private readonly handler: MediaProcessingHandler,
    private readonly queues: JobQueues,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(processMediaJob)
  reconcile() {
    return this.reconciler.reconcile(this);
  }

  unfinished(limit: number) {
    return this.items.listProcessing(limit);
  }

  jobId(item: MediaEntity) {
    return processMediaJob.jobId({ mediaId: item.id });
  }

  enqueue(item: MediaEntity) {
    return this.queues.add(processMediaJob, { mediaId: item.id });
  }

  giveUp(item: MediaEntity) {
    return this.handler.giveUp({ mediaId: item.id });
  }
}
