import { Injectable } from '@nestjs/common';
import { type MediaEntity, PROCESS_MEDIA_JOB } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { type StoredWorkSourceOf, StoredWorkReconciler } from '../reconcile/stored-work';
import { MediaItemsRepository } from './media-items.repository';
import { MediaProcessingHandler } from './media-processing.handler';

/** Uploaded images still processing: the reconciler queues their job again when it is missing, or gives up on them. */
@Injectable()
export class UnfinishedMedia implements StoredWorkSourceOf<MediaEntity, typeof PROCESS_MEDIA_JOB> {
  readonly job = PROCESS_MEDIA_JOB;

  constructor(
    private readonly items: MediaItemsRepository,
    private readonly handler: MediaProcessingHandler,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(PROCESS_MEDIA_JOB)
  reconcile() {
    return this.reconciler.reconcile(this);
  }

  unfinished(limit: number) {
    return this.items.listProcessing(limit);
  }

  jobArgs(item: MediaEntity) {
    return [{ mediaId: item.id }] as const;
  }

  giveUp(item: MediaEntity) {
    return this.handler.giveUp({ mediaId: item.id });
  }
}
