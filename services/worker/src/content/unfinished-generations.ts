import { Injectable } from '@nestjs/common';
import { type ContentGenerationRequestEntity, GENERATE_DRAFT_JOB, JobQueues } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { type StoredWorkSource, StoredWorkReconciler } from '../reconcile/stored-work';
import { GenerationRequestsRepository } from './generation-requests.repository';

export const GENERATION_GAVE_UP = 'The draft could not be written in time. Please try again.';

/** AI generate requests whose job Redis lost or never got: queued again, or failed once too old. */
@Injectable()
export class UnfinishedGenerations implements StoredWorkSource<ContentGenerationRequestEntity> {
  readonly job = GENERATE_DRAFT_JOB;

  constructor(
    private readonly requests: GenerationRequestsRepository,
    private readonly queues: JobQueues,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(GENERATE_DRAFT_JOB)
  reconcile() {
    return this.reconciler.reconcile(this);
  }

  unfinished(limit: number) {
    return this.requests.listUnfinished(limit);
  }

  jobId(request: ContentGenerationRequestEntity) {
    return GENERATE_DRAFT_JOB.jobId(this.payload(request), { requestId: request.id });
  }

  enqueue(request: ContentGenerationRequestEntity) {
    return this.queues.add(GENERATE_DRAFT_JOB, this.payload(request), { requestId: request.id });
  }

  giveUp(request: ContentGenerationRequestEntity) {
    return this.requests.markFailed(request.id, GENERATION_GAVE_UP);
  }

  private payload(request: ContentGenerationRequestEntity) {
    return { contentType: request.contentType, requestedBy: request.requestedBy };
  }
}
